import type { Action, Text } from './game';

/** How often a bid the seat may make is made, in deals that fit its cards (a game's `bidOdds`). */
export interface BidOdds {
  bid: Action;
  made: number;
}

const pct = (x: number, lang: 'en' | 'de') => `${Math.round(100 * x)}${lang === 'de' ? ' %' : '%'}`;

/**
 * The words of a bid hint that says what the bid rests on (issue 26; each game's `ownHint`): the
 * share of `worlds` deals in which the hinted bid is made, then the others' ("Solo: you reach 37 in
 * 62% of 60 deals that fit your cards; Ansager in 80%"), or, when the hint is a bid not among them
 * (a pass), each one's share ("Pass: of 60 deals that fit your cards, as declarer you would reach 37
 * with Ansager in 17%, Solo in 0%"). The game says what "made" is: `made` in the first sentence's
 * words ("you reach 37"), `would` in the second's (German: "erreichtest du als Spieler 37"), and
 * `name`, a bid's short name.
 */
export function bidHintText(
  label: Text,
  action: Action,
  odds: readonly BidOdds[],
  worlds: number,
  name: (bid: Action, lang: 'en' | 'de') => string,
  made: Text,
  would: Text
): Text {
  const mine = odds.find((o) => o.bid === action);
  const rest = odds.filter((o) => o !== mine);
  const list = (lang: 'en' | 'de', os: readonly BidOdds[]) => os.map((o) => `${name(o.bid, lang)} in ${pct(o.made, lang)}`).join(', ');
  if (mine)
    return {
      en: `${label.en}: ${made.en} in ${pct(mine.made, 'en')} of ${worlds} deals that fit your cards${rest.length ? `; ${list('en', rest)}` : ''}.`,
      de: `${label.de}: ${made.de} in ${pct(mine.made, 'de')} von ${worlds} Verteilungen, die zu deinen Karten passen${rest.length ? `; ${list('de', rest)}` : ''}.`
    };
  return {
    en: `${label.en}: of ${worlds} deals that fit your cards, ${would.en} with ${list('en', odds)}.`,
    de: `${label.de}: Von ${worlds} Verteilungen, die zu deinen Karten passen, ${would.de} mit ${list('de', odds)}.`
  };
}
