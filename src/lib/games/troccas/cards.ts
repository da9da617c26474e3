import { EXCUSE, TRUMP } from '../../engine/cards';
import { ITALIAN78 } from '../../engine/packs';

/**
 * Troccas's cards on the ITALIAN78 pack (TR-CARD-1..4): four suits of 14 (ranks 0..9 the numerals,
 * 10 jack, 11 cavalier, 12 queen, 13 king), trumps I..XXI in slot 4 (rank = number), the Fool.
 */
export const PACK = ITALIAN78;
export const FOOL = EXCUSE;
export const VALUES = PACK.values;
export const KING = 13;
export const QUEEN = 12;
export const CAVALIER = 11;
export const JACK = 10;

/** The honours that may never go into the scart (TR-4-8): XXI, I, the Fool, kings. */
export const isFivePointer = (c: number): boolean => VALUES[c] === 5;
export const isTrumpCard = (c: number): boolean => c >> 5 === TRUMP;
/** The trump word's bits of trumps I–XXI (bit 0, the Fool, is not one: TR-4-6's "no trumps"). */
export const TRUMPS_I_XXI = 0x3ffffe;
export const isTrumpI_XXI = (c: number): boolean => isTrumpCard(c) && (TRUMPS_I_XXI & (1 << (c & 31))) !== 0;

/**
 * Writes `base + card` into `out` from `n` on for every card of one suit word (a hand's slot),
 * lowest rank first: how legal card actions are listed without building a list of cards.
 */
export function writeWord(out: Uint16Array, n: number, base: number, slot: number, word: number): number {
  let w = word;
  while (w !== 0) {
    const low = w & -w;
    out[n++] = base + ((slot << 5) | (31 - Math.clz32(low)));
    w ^= low;
  }
  return n;
}
