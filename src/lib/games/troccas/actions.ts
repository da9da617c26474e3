import type { ActionInfo, Text } from '../../engine/game';
import { cardCode, cardName, parseCard } from '../../engine/packs';
import { GO_ON_PHRASES, PHRASES, type TalkTopic } from './talk';
import { KING, PACK } from './cards';

/**
 * Troccas actions: small integers with named bases, all below 4096. A card action is its base plus
 * the card number (a card is < 192). Migrate stored data before changing: records keep these numbers.
 */
export const PLAY = 0; // + card
export const DISCARD = 256; // + card (TR-4-8: one card per action)
export const KING_JACK = 512; // + suit (TR-4-14: king and jack together)
export const TAKE = 768; // + card (TR-4-14: the numeral taken back)
export const BUOB = 1024; // TR-4-12
export const BUOB_SCHE = 1025; // TR-4-13
export const NO_CALL = 1026;
export const KNOCK = 1027; // TR-4-16
export const GO_ON = 1100; // + phrase (TR-4-6: veto of the throw-in)
export const ALLOW = 1110; // TR-4-6: allow a throw-in
export const LIBER = 1111; // TR-4-6: the third speaker leaves the choice to the dealer
export const THROW_IN = 1112; // the dealer throws in (after liber, or with no trumps)
export const TALK = 1200; // + phrase (TR-4-7)
export const DEAL_THREE = 1300; // TR-4-5: the losing side's choice of deal
export const DEAL_TWO = 1301;
export const DEAL_ONE = 1302;

const validCard = (c: number): boolean => PACK.cards.includes(c);
const code = (c: number): string => cardCode(PACK, c);
const nameOf = (c: number) => ({ en: cardName(PACK, c, 'en'), de: cardName(PACK, c, 'de') });
const SUIT_CODES = PACK.suits.map((s) => s.code);

export function actionCode(a: number): string {
  if (a >= PLAY && a < PLAY + 192 && validCard(a)) return `play:${code(a)}`;
  if (a >= DISCARD && a < DISCARD + 192 && validCard(a - DISCARD)) return `discard:${code(a - DISCARD)}`;
  if (a >= KING_JACK && a < KING_JACK + 4) return `play:${SUIT_CODES[a - KING_JACK]}-K+J`;
  if (a >= TAKE && a < TAKE + 192 && validCard(a - TAKE)) return `take:${code(a - TAKE)}`;
  if (a === BUOB) return 'buob';
  if (a === BUOB_SCHE) return 'buob-sche';
  if (a === NO_CALL) return 'no-call';
  if (a === KNOCK) return 'knock';
  if (a >= GO_ON && a < GO_ON + GO_ON_PHRASES.length) return `go-on:${GO_ON_PHRASES[a - GO_ON].id}`;
  if (a === ALLOW) return 'allow';
  if (a === LIBER) return 'liber';
  if (a === THROW_IN) return 'throw-in';
  if (a >= TALK && a < TALK + PHRASES.length) return `talk:${PHRASES[a - TALK].id}`;
  if (a === DEAL_THREE) return 'deal:three';
  if (a === DEAL_TWO) return 'deal:two';
  if (a === DEAL_ONE) return 'deal:one';
  throw new RangeError(`not a Troccas action: ${a}`);
}

const FIXED: Record<string, number> = {
  buob: BUOB,
  'buob-sche': BUOB_SCHE,
  'no-call': NO_CALL,
  knock: KNOCK,
  allow: ALLOW,
  liber: LIBER,
  'throw-in': THROW_IN,
  'deal:three': DEAL_THREE,
  'deal:two': DEAL_TWO,
  'deal:one': DEAL_ONE
};

function tryCard(s: string): number | undefined {
  try {
    return parseCard(PACK, s);
  } catch {
    return undefined;
  }
}

export function parseAction(text: string): number | undefined {
  const t = text.trim();
  if (t in FIXED) return FIXED[t];
  const i = t.indexOf(':');
  if (i < 0) return undefined;
  const head = t.slice(0, i);
  const rest = t.slice(i + 1);
  if (head === 'play') {
    const kj = /^([A-Z])-K\+J$/.exec(rest);
    if (kj) {
      const s = SUIT_CODES.indexOf(kj[1]);
      return s < 0 ? undefined : KING_JACK + s;
    }
    const c = tryCard(rest);
    return c === undefined ? undefined : PLAY + c;
  }
  if (head === 'discard' || head === 'take') {
    const c = tryCard(rest);
    return c === undefined ? undefined : (head === 'discard' ? DISCARD : TAKE) + c;
  }
  if (head === 'go-on') {
    const k = GO_ON_PHRASES.findIndex((p) => p.id === rest);
    return k < 0 ? undefined : GO_ON + k;
  }
  if (head === 'talk') {
    const k = PHRASES.findIndex((p) => p.id === rest);
    return k < 0 ? undefined : TALK + k;
  }
  return undefined;
}

export function describe(a: number): ActionInfo {
  if (a >= PLAY && a < PLAY + 192 && validCard(a)) return { kind: 'play', card: a, label: nameOf(a) };
  if (a >= DISCARD && a < DISCARD + 192 && validCard(a - DISCARD)) {
    const n = nameOf(a - DISCARD);
    return { kind: 'discard', card: a - DISCARD, label: { en: `Discard ${n.en}`, de: `${n.de} ablegen` } };
  }
  if (a >= KING_JACK && a < KING_JACK + 4) {
    const s = PACK.suits[a - KING_JACK];
    return {
      kind: 'play',
      card: ((a - KING_JACK) << 5) | KING,
      label: { en: `King and jack of ${s.en} together`, de: `${s.de}-König und -Bube zusammen` },
      help: {
        en: 'On the first lead of the suit: play both, then take back a numeral of the suit from the trick.',
        de: 'Beim ersten Ausspiel der Farbe: beide spielen, dann eine Zahlkarte der Farbe aus dem Stich nehmen.'
      }
    };
  }
  if (a >= TAKE && a < TAKE + 192 && validCard(a - TAKE)) {
    const n = nameOf(a - TAKE);
    return { kind: 'choice', card: a - TAKE, label: { en: `Take back ${n.en}`, de: `${n.de} zurücknehmen` } };
  }
  if (a === BUOB)
    return {
      kind: 'call',
      label: { en: '"Buob" (call the jack)', de: '„Buob“ (Bube rufen)' },
      help: {
        en: "The jack's holder must add it to the trick and take back his card.",
        de: 'Wer den Buben hat, muss ihn in den Stich geben und seine Karte zurücknehmen.'
      }
    };
  if (a === BUOB_SCHE)
    return {
      kind: 'call',
      label: { en: '"Buob, sche" (jack, if)', de: '„Buob, sche“ (Bube, falls)' },
      help: {
        en: 'As "buob", unless the holder of the jack played the queen or cavalier of the suit.',
        de: 'Wie „Buob“, außer der Inhaber des Buben hat Dame oder Cavall der Farbe gespielt.'
      }
    };
  if (a === NO_CALL) return { kind: 'choice', label: { en: 'No call', de: 'Nicht rufen' } };
  if (a === KNOCK) return { kind: 'call', label: { en: 'Knock', de: 'Klopfen' } };
  if (a >= GO_ON && a < GO_ON + GO_ON_PHRASES.length) {
    const ph = GO_ON_PHRASES[a - GO_ON];
    return { kind: 'choice', label: { en: `"${ph.say}"`, de: `„${ph.say}“` }, help: ph.meaning, group: GROUPS.goOn };
  }
  if (a === ALLOW) return { kind: 'choice', label: { en: 'Allow a throw-in', de: 'Neu geben zulassen' }, group: GROUPS.throwIn };
  if (a === LIBER)
    return { kind: 'choice', label: { en: '"Liber"', de: '„Liber“' }, help: { en: 'the dealer decides', de: 'der Geber entscheidet' }, group: GROUPS.throwIn };
  if (a === THROW_IN) return { kind: 'choice', label: { en: 'Throw in', de: 'Neu geben' }, group: GROUPS.throwIn };
  if (a >= TALK && a < TALK + PHRASES.length) {
    const ph = PHRASES[a - TALK];
    return { kind: 'call', label: { en: `"${ph.say}"`, de: `„${ph.say}“` }, help: ph.meaning, group: GROUPS[TOPIC_GROUP[ph.topic]] };
  }
  if (a === DEAL_THREE) return { kind: 'choice', label: { en: 'Usual deal in three rounds', de: 'Gewöhnlich in drei Runden geben' } };
  if (a === DEAL_TWO) return { kind: 'choice', label: { en: 'Deal in two rounds', de: 'In zwei Runden geben' } };
  if (a === DEAL_ONE) return { kind: 'choice', label: { en: 'Deal in one round (gather our cards)', de: 'In einer Runde geben (unsere Karten sammeln)' } };
  throw new RangeError(`not a Troccas action: ${a}`);
}

/**
 * The table lists the interval's many words under these headings (issue 13: grouped, explained),
 * one per topic so that each fits a phone's screen whole once opened (issue 28: a topic, then its
 * phrases, at most two taps).
 */
const GROUPS = {
  trumps: { en: 'Trumps', de: 'Trümpfe' },
  honours: { en: 'XXI and Fool', de: 'XXI und Narr' },
  kings: { en: 'Kings', de: 'Könige' },
  court: { en: 'Court cards', de: 'Hofkarten' },
  good: { en: 'Good hand', de: 'Gutes Blatt' },
  middling: { en: 'Middling hand', de: 'Mittleres Blatt' },
  bad: { en: 'Bad hand', de: 'Schlechtes Blatt' },
  goOn: { en: 'Go on', de: 'Weiter' },
  throwIn: { en: 'Throw in', de: 'Neu geben' }
} satisfies Record<string, Text>;
const TOPIC_GROUP: Record<TalkTopic, keyof typeof GROUPS> = {
  trumps: 'trumps',
  honours: 'honours',
  kings: 'kings',
  court: 'court',
  good: 'good',
  middling: 'middling',
  bad: 'bad'
};
