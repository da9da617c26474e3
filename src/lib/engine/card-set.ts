import { SUIT_BITS, type Card } from './cards';

/**
 * A set of cards as one 32-bit word per suit slot: plain data (a number array) that survives
 * postMessage and IndexedDB, and fast enough for search. The functions returning a new set never
 * change their input; the `…InPlace` ones are the mutable path for hot loops.
 */
export type CardSet = number[];

/** SUIT_SLOTS (cards.ts) words as a literal: a packed array (`new Array(n).fill(0)` stays holey, slower in hot loops). */
export const emptySet = (): CardSet => [0, 0, 0, 0, 0, 0];

export function setOf(cards: Iterable<Card>): CardSet {
  const s = emptySet();
  for (const c of cards) s[c >> SUIT_BITS] |= 1 << (c & 31);
  return s;
}

export const has = (s: CardSet, c: Card): boolean => (s[c >> SUIT_BITS] & (1 << (c & 31))) !== 0;

export function addInPlace(s: CardSet, c: Card): void {
  s[c >> SUIT_BITS] |= 1 << (c & 31);
}
export function removeInPlace(s: CardSet, c: Card): void {
  s[c >> SUIT_BITS] &= ~(1 << (c & 31));
}

/** Number of set bits in a 32-bit word. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The cards in a set, or in a mask of one word per suit slot (a typed scratch: its first `slots` words). */
export function size(s: ArrayLike<number>, slots = s.length): number {
  let n = 0;
  for (let i = 0; i < slots; i++) if (s[i] !== 0) n += popcount(s[i]);
  return n;
}

export function isEmpty(s: CardSet): boolean {
  for (let i = 0; i < s.length; i++) if (s[i] !== 0) return false;
  return true;
}
export function union(a: CardSet, b: CardSet): CardSet {
  return a.map((w, i) => w | b[i]);
}
export function intersect(a: CardSet, b: CardSet): CardSet {
  return a.map((w, i) => w & b[i]);
}
export function minus(a: CardSet, b: CardSet): CardSet {
  return a.map((w, i) => w & ~b[i]);
}

/** Cards in ascending order: by suit slot, then by rank. */
export function toCards(s: CardSet): Card[] {
  const out: Card[] = [];
  for (let suit = 0; suit < s.length; suit++) {
    let w = s[suit];
    while (w !== 0) {
      const low = w & -w;
      out.push((suit << SUIT_BITS) | (31 - Math.clz32(low)));
      w ^= low;
    }
  }
  return out;
}

/** Highest rank bit in a word, or -1 when empty. */
const highestRank = (w: number): number => 31 - Math.clz32(w);
/** The ranks of suit word `mine` above every rank of word `theirs` (all of `mine` when `theirs` is empty). */
export const ranksAbove = (mine: number, theirs: number): number => (theirs === 0 ? mine : mine & ~((2 << highestRank(theirs)) - 1));

/** Set bits of each byte value, and the rank of each byte's r-th set bit at [byte << 3 | r]: word-free lookups for `nthRank`. */
const BYTE_COUNT = new Uint8Array(256);
const BYTE_SELECT = new Uint8Array(256 * 8);
for (let b = 0; b < 256; b++) {
  let k = 0;
  for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) BYTE_SELECT[(b << 3) | k++] = bit;
  BYTE_COUNT[b] = k;
}

/**
 * The rank of the index-th set bit (0-based, lowest first) of a word that has more than `index`
 * bits: at most four byte lookups, where clearing the lowest bit `index` times walks a long suit
 * (22 trumps) bit by bit.
 */
export function nthRank(w: number, index: number): number {
  let shift = 0;
  let b = w & 255;
  while (index >= BYTE_COUNT[b]) {
    index -= BYTE_COUNT[b];
    shift += 8;
    b = (w >>> shift) & 255;
  }
  return shift + BYTE_SELECT[(b << 3) | index];
}

/**
 * The index-th card (0-based, ascending: by suit slot, then rank upwards, the order every game lists
 * cards in) of a set or of a mask's first `slots` words; picks a random member without arrays.
 */
export function nthCard(s: ArrayLike<number>, index: number, slots = s.length): Card {
  for (let suit = 0; suit < slots; suit++) {
    const w = s[suit];
    if (w === 0) continue;
    const n = popcount(w);
    if (index >= n) {
      index -= n;
      continue;
    }
    return (suit << SUIT_BITS) | nthRank(w, index);
  }
  throw new RangeError('nthCard: index beyond the set');
}
