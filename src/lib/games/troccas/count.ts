import type { CardSet } from '../../engine/card-set';
import { VALUES } from './cards';
import type { TroccasSettings } from './settings';

/** How card points are counted: in fours (four and six players), in threes or singly (three, five). */
export type Counting = 'fours' | 'threes' | 'singly';

export function countingFor(players: number, s: TroccasSettings): Counting {
  if (players === 4 || players === 6) return 'fours';
  if (players === 3 && s.counting3 === 'threes') return 'threes';
  return 'singly';
}

/**
 * Counting card points (TR-CARD-4, TR-3-2, TR-5-1).
 *
 * In groups (fours, or threes at three players): each full group is worth its values less
 * (group size - 1); cards left over are worth their values less (their number - 1), so the two
 * scart cards of the dealer's side at four are worth their sum less 1. The pack then totals 72
 * (fours) or 78 (threes). Singly: every card its full value, the scart's cards one less each (127).
 */
export function groupPoints(cards: readonly number[], group: number): number {
  return grouped(valueSum(cards), cards.length, group);
}

/** `n` cards whose values add up to `sum`, counted in groups of `group`. */
function grouped(sum: number, n: number, group: number): number {
  const full = Math.floor(n / group);
  const rest = n - full * group;
  return sum - full * (group - 1) - (rest > 0 ? rest - 1 : 0);
}

const valueSum = (cards: readonly number[]): number => {
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += VALUES[cards[i]];
  return sum;
};

/** The values of a card set added up, read off its words (no list of cards is built). */
export function setValue(set: CardSet): number {
  let sum = 0;
  for (let slot = 0; slot < set.length; slot++) {
    let w = set[slot];
    while (w !== 0) {
      const low = w & -w;
      sum += VALUES[(slot << 5) | (31 - Math.clz32(low))];
      w ^= low;
    }
  }
  return sum;
}

export function sidePoints(pile: readonly number[], scart: readonly number[], counting: Counting): number {
  return pilePoints(pile, valueSum(scart), scart.length, counting);
}

/**
 * A side's card points: its pile, and the scart when the side has it, given as the scart's value
 * sum and number of cards (0 and 0 for a side without it). The scoring's hot path: no arrays built.
 */
export function pilePoints(pile: readonly number[], scartSum: number, scartCount: number, counting: Counting): number {
  const sum = valueSum(pile) + scartSum;
  if (counting === 'fours') return grouped(sum, pile.length + scartCount, 4);
  if (counting === 'threes') return grouped(sum, pile.length + scartCount, 3);
  return sum - scartCount;
}

/** The pack's total in each counting (when the scart has its usual size). */
export function packTotal(players: number, counting: Counting): number {
  if (counting === 'fours') return 72;
  if (counting === 'threes') return 78;
  return 130 - (players === 6 ? 0 : players === 4 ? 2 : 3);
}

/** What each side needs to break even: TR-4-15 (36), TR-3-2 (43/42, or 26), TR-5-1 (27/25). */
export function target(players: number, counting: Counting, isDealer: boolean): number {
  if (counting === 'fours') return 36;
  if (counting === 'threes') return 26;
  if (players === 3) return isDealer ? 43 : 42;
  return isDealer ? 27 : 25;
}
