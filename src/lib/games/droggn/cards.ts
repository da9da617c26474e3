import { EXCUSE, TRUMP, trump, type Card } from '../../engine/cards';
import { popcount as popcount_ } from '../../engine/card-set';
import { FRENCH66, FRENCH78, type Pack } from '../../engine/packs';
// Imported values bound once: module getters would cost a call per access in the hot loop.
const popcount = popcount_;

/** Droggn's special cards (DR-CARD-1, terminology): numbered alike in the 66- and 78-card packs. */
export const PAGAT: Card = trump(1);
export const MOND: Card = trump(21);
export const GSTIESS: Card = EXCUSE;
/** Bit of the Pagat and the Mond in the trump word, of the Gstieß in the excuse word. */
export const PAGAT_BIT = 1 << 1;
export const MOND_BIT = 1 << 21;
export const GSTIESS_BIT = 1;
/**
 * DR-PLAY-3: does card `c` beat `best`, the card winning the trick so far (neither the Gstieß)? A
 * trump beats any plain card and lower trumps; a plain card only a lower card of its own suit.
 */
export const beats = (c: Card, best: Card): boolean => (c >> 5 === TRUMP ? best >> 5 !== TRUMP || c > best : c >> 5 === best >> 5 && c > best);

/** Rank of the king in each plain suit: the strongest card. */
export const kingRank = (pack: Pack): number => pack.suits[0].faces.length - 1;

/** DR-VAR-2: the pack a hand is dealt from. */
export const packOf = (is78: boolean): Pack => (is78 ? FRENCH78 : FRENCH66);

/** Card points of the whole pack: 74 with 66 cards, 78 with 78 (DR-CARD-4, DR-VAR-2). */
export const packTotal = (is78: boolean): number => (is78 ? 78 : 74);
/** Half the points: the declarer's target (37, or 39 with 78 cards). */
export const half = (is78: boolean): number => (is78 ? 39 : 37);

/**
 * DR-CARD-4: count in groups of three, two less a group; a left-over pair counts its sum less one,
 * a left-over single one less than its face. Equivalent: the face values less two per full group
 * less one for any remainder. DR-CARD-5 (the Gstieß kept by a side that lost its trick) comes out
 * of the same formula: that side holds one card more than a multiple of three, the other one less.
 */
export function countPoints(values: Int8Array, set: readonly number[]): number {
  let sum = 0;
  let n = 0;
  for (let suit = 0; suit < 6; suit++) {
    let w = set[suit];
    n += popcount(w);
    while (w !== 0) {
      const low = w & -w;
      sum += values[(suit << 5) | (31 - Math.clz32(low))];
      w ^= low;
    }
  }
  return sum - 2 * Math.floor(n / 3) - (n % 3 === 0 ? 0 : 1);
}

/** Same as countPoints for a list of cards. */
export function countCards(values: Int8Array, cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += values[c];
  const n = cards.length;
  return sum - 2 * Math.floor(n / 3) - (n % 3 === 0 ? 0 : 1);
}

export const isKing = (pack: Pack, c: Card): boolean => c >> 5 < TRUMP && (c & 31) === kingRank(pack);
