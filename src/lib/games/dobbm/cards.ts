import { GERMAN36, cardCode, parseCard } from '../../engine/packs';
import type { Card } from '../../engine/cards';
import type { CardSet } from '../../engine/card-set';

/**
 * Dobbm's cards on the GERMAN36 pack (DO-CARD-1): slot 0 hearts (always trumps), 1 leaves,
 * 2 bells, 3 acorns; ranks 0..8 = 6 7 8 9 Unter Ober King 10 Sow, values 0 0 0 0 2 3 4 10 11.
 */
export const PACK = GERMAN36;
export const HEARTS = 0;
export const SOW = 8;
export const TEN = 7;
export const ALL_CARDS: readonly Card[] = PACK.cards;
export const VALUES = PACK.values;
/** Bit of the Sow in a suit word. */
export const SOW_BIT = 1 << SOW;

export const code = (c: Card): string => cardCode(PACK, c);
export const parse = (s: string): Card => parseCard(PACK, s);

/** Card points of a set. */
export function pointsOf(s: CardSet): number {
  let p = 0;
  for (let suit = 0; suit < 4; suit++) {
    let w = s[suit];
    while (w !== 0) {
      const low = w & -w;
      p += VALUES[(suit << 5) | (31 - Math.clz32(low))];
      w ^= low;
    }
  }
  return p;
}

/** Cards from a space-separated list of codes: 'H-S H-10 L-6'. */
export const cardsOf = (codes: string): Card[] => codes.split(/\s+/).filter(Boolean).map(parse);

/**
 * DO-PLAY-1: the highest heart wins; without hearts the highest card of the led suit.
 * Index (from `start`) of the winning card of `cards[start..end)`, `cards[start]` the lead (the
 * whole array by default, so the fast path can pass its flat list of plays without copying): the
 * same signature as the other games' `trickWinnerIndex`.
 */
export function trickWinnerIndex(cards: readonly Card[], start = 0, end = cards.length): number {
  const led = cards[start] >> 5;
  let best = 0;
  for (let i = 1; i < end - start; i++) {
    const c = cards[start + i];
    const b = cards[start + best];
    const cs = c >> 5;
    const bs = b >> 5;
    if (cs === bs) {
      if ((c & 31) > (b & 31)) best = i;
    } else if (cs === HEARTS) best = i;
    else if (bs !== HEARTS && bs !== led && cs === led) best = i;
  }
  return best;
}
