import type { EntryError, EntryField, ScoreEntry } from '../../engine/entry';
import type { Settings } from '../../engine/game';
import { entryError } from '../../engine/entry';
import { countingFor, packTotal } from './count';
import { partnerships, sideOf } from './seats';
import { readTroccasSettings } from './settings';
import type { TroccasFacts } from './scoring';

/**
 * The scorekeeper's side of Troccas: what a table writes down after a hand played with real cards.
 * At four and six players: was it thrown in, and else the card points of the dealer's side (the
 * other side has the rest of 72). At three and five: each player's card points.
 */
export function entryForm(players: number, settings: Settings): EntryField[] {
  const counting = countingFor(players, readTroccasSettings(players, settings));
  const total = packTotal(players, counting);
  if (partnerships(players)) {
    const fields: EntryField[] = [];
    if (players === 4)
      fields.push({
        key: 'thrownIn',
        kind: 'boolean',
        label: { en: 'Thrown in', de: 'Neu gegeben' },
        help: {
          en: 'The hand was abandoned during the deal: no score, the same dealer deals again.',
          de: 'Beim Geben abgebrochen: keine Wertung, derselbe Geber gibt nochmals.'
        },
        default: false
      });
    fields.push({
      key: 'dealerSidePoints',
      kind: 'number',
      min: 0,
      max: total,
      label: { en: "Card points of the dealer's side", de: 'Kartenpunkte der Geberseite' },
      help: {
        en: 'Counted in fours with the scart; the other side has the rest of 72.',
        de: 'In Vierern gezählt, mit Scart; die andere Seite hat den Rest von 72.'
      },
      ...(players === 4 ? { when: { key: 'thrownIn', equals: [false] } } : {})
    });
    return fields;
  }
  return Array.from({ length: players }, (_, seat) => ({
    key: `points.${seat}`,
    kind: 'number' as const,
    min: 0,
    max: total,
    label: { en: `Card points of seat ${seat + 1}`, de: `Kartenpunkte von Platz ${seat + 1}` },
    help: {
      en: counting === 'threes' ? 'Counted in threes (78 in all).' : 'Counted singly, the scart one less a card (127 in all).',
      de: counting === 'threes' ? 'In Dreiern gezählt (78 insgesamt).' : 'Einzeln gezählt, Scart je Karte einen weniger (127 insgesamt).'
    }
  }));
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function factsFromEntry(entry: ScoreEntry): TroccasFacts | EntryError {
  const players = entry.players;
  if (![3, 4, 5, 6].includes(players)) return entryError('players', 'Troccas is for 3, 4, 5 or 6 players.', 'Troccas ist für 3, 4, 5 oder 6 Spieler.');
  if (!isInt(entry.dealer) || entry.dealer < 0 || entry.dealer >= players)
    return entryError('dealer', `The dealer must be a seat from 1 to ${players}.`, `Der Geber muss ein Platz von 1 bis ${players} sein.`);
  const counting = countingFor(players, readTroccasSettings(players, entry.settings));
  const total = packTotal(players, counting);
  const base = { players, dealer: entry.dealer, counting, method: players === 4 ? ('three' as const) : ('all' as const), allTricks: -1 };
  if (partnerships(players)) {
    if (entry.thrownIn !== undefined && typeof entry.thrownIn !== 'boolean')
      return entryError('thrownIn', 'Thrown in is yes or no.', 'Neu gegeben ist ja oder nein.');
    if (entry.thrownIn === true) {
      if (players !== 4) return entryError('thrownIn', 'Six players never throw in.', 'Zu sechst wird nie neu gegeben.');
      return { ...base, thrownIn: true, cardPoints: [0, 0] };
    }
    const p = entry.dealerSidePoints;
    if (!isInt(p))
      return entryError('dealerSidePoints', "Enter the dealer's side's card points as a whole number.", 'Kartenpunkte der Geberseite als ganze Zahl eingeben.');
    if (p < 0 || p > total) return entryError('dealerSidePoints', `Card points go from 0 to ${total}.`, `Kartenpunkte gehen von 0 bis ${total}.`);
    const ds = sideOf(entry.dealer, players);
    const cardPoints = [0, 0];
    cardPoints[ds] = p;
    cardPoints[1 - ds] = total - p;
    return { ...base, thrownIn: false, cardPoints };
  }
  if (entry.thrownIn === true) return entryError('thrownIn', 'There is no throw-in at three or five players.', 'Zu dritt und zu fünft wird nicht neu gegeben.');
  const raw = entry.points as unknown;
  if (typeof raw !== 'object' || raw === null) return entryError('points', 'Enter every player’s card points.', 'Kartenpunkte jedes Spielers eingeben.');
  const cardPoints: number[] = [];
  for (let seat = 0; seat < players; seat++) {
    const v = (raw as Record<string, unknown>)[String(seat)];
    if (!isInt(v)) return entryError(`points.${seat}`, `Seat ${seat + 1}: enter a whole number.`, `Platz ${seat + 1}: ganze Zahl eingeben.`);
    if (v < 0 || v > total) return entryError(`points.${seat}`, `Card points go from 0 to ${total}.`, `Kartenpunkte gehen von 0 bis ${total}.`);
    cardPoints.push(v);
  }
  const sum = cardPoints.reduce((a, b) => a + b, 0);
  if (sum !== total)
    return entryError(
      'points',
      `The card points add up to ${sum}, but the pack has ${total}.`,
      `Die Kartenpunkte ergeben ${sum}, das Spiel hat aber ${total}.`
    );
  return { ...base, thrownIn: false, cardPoints };
}

export function entryFromFacts(f: TroccasFacts, players: number, dealer: number, settings: Settings): ScoreEntry {
  const e: ScoreEntry = { format: 'trull-entry', version: 1, game: 'troccas', players, dealer, settings };
  if (partnerships(players)) {
    if (players === 4) e.thrownIn = f.thrownIn;
    if (!f.thrownIn) e.dealerSidePoints = f.cardPoints[sideOf(dealer, players)];
  } else e.points = f.cardPoints.slice();
  return e;
}
