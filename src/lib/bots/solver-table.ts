import { KEY, KEY_CARD, keyLength, keySuitsFrom } from '../engine/position-key';

/**
 * The exact solver's transposition table (bots/solver.ts): per position key (the numbers a game's
 * `positionKey` wrote into engine/position-key.ts's `KEY`), the least progress seen won and the
 * most seen lost. Open addressing over typed arrays: the key is hashed and compared where it was
 * written, and stored once, in a pool of numbers, when its entry is made. A hit compares the whole
 * key, so two positions never share an entry by a hash collision: the answers stay exact.
 */
export interface SolverTable {
  /** Per slot (a power of two of them): entry number + 1, 0 when empty. */
  slots: Int32Array;
  /** Per entry: its key's hash, where its key starts in `pool`, and its length. */
  hashes: Int32Array;
  starts: Int32Array;
  lengths: Uint16Array;
  /**
   * Per entry, per suit segment of its key (`SEGMENTS` a entry): how many of the segment's top
   * cards its answer read (partition search, `probe`); `ALL` where the whole key must match.
   */
  tops: Uint8Array;
  /** Per entry: the least progress seen won and the most seen lost. */
  wonFrom: Float64Array;
  lostUpTo: Float64Array;
  /** Every entry's key, one after another. */
  pool: Uint16Array;
  poolUsed: number;
  entries: number;
}

/** Suit segments a key may have (the games key six suits at most), and `tops`' "every card". */
export const SEGMENTS = 8;
export const ALL = 255;

// Small at first: many solves are of a few tricks (a search solves every world it samples).
const FIRST_SLOTS = 1 << 8;

export const solverTable = (): SolverTable => ({
  slots: new Int32Array(FIRST_SLOTS),
  hashes: new Int32Array(FIRST_SLOTS / 2),
  starts: new Int32Array(FIRST_SLOTS / 2),
  lengths: new Uint16Array(FIRST_SLOTS / 2),
  tops: new Uint8Array((FIRST_SLOTS / 2) * SEGMENTS),
  wonFrom: new Float64Array(FIRST_SLOTS / 2),
  lostUpTo: new Float64Array(FIRST_SLOTS / 2),
  pool: new Uint16Array(FIRST_SLOTS * 24),
  poolUsed: 0,
  entries: 0
});

/** Positions the table knows. */
export const tableSize = (t: SolverTable): number => t.entries;

/** The hash of the key written (FNV-1a over its numbers, then mixed so every bit reaches the low ones). */
export function keyHash(): number {
  const n = keyLength();
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ KEY[i], 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/** The entry of the key written (hash `h`), or -1. */
export function findEntry(t: SolverTable, h: number): number {
  const mask = t.slots.length - 1;
  const n = keyLength();
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const e = t.slots[slot] - 1;
    if (e < 0) return -1;
    if (t.hashes[e] === h && t.lengths[e] === n && sameKey(t.pool, t.starts[e], n)) return e;
  }
}

function sameKey(pool: Uint16Array, start: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (pool[start + i] !== KEY[i]) return false;
  return true;
}

/** A new entry for the key written (hash `h`, not in the table yet): nothing known of it. */
export function addEntry(t: SolverTable, h: number): number {
  const n = keyLength();
  if (t.entries * 2 >= t.slots.length) grow(t);
  if (t.poolUsed + n > t.pool.length) t.pool = bigger(t.pool, t.poolUsed + n, u16);
  const e = t.entries++;
  t.hashes[e] = h;
  t.starts[e] = t.poolUsed;
  t.lengths[e] = n;
  t.tops.fill(ALL, e * SEGMENTS, e * SEGMENTS + SEGMENTS);
  t.wonFrom[e] = Infinity;
  t.lostUpTo[e] = -Infinity;
  t.pool.set(KEY.subarray(0, n), t.poolUsed);
  t.poolUsed += n;
  place(t, e);
  return e;
}

function place(t: SolverTable, e: number): void {
  const mask = t.slots.length - 1;
  let slot = t.hashes[e] & mask;
  while (t.slots[slot] !== 0) slot = (slot + 1) & mask;
  t.slots[slot] = e + 1;
}

/** Twice the slots (kept at most half full, so a probe ends soon) and room for as many entries. */
function grow(t: SolverTable): void {
  t.slots = new Int32Array(t.slots.length * 2);
  const room = t.slots.length / 2;
  t.hashes = bigger(t.hashes, room, i32);
  t.starts = bigger(t.starts, room, i32);
  t.lengths = bigger(t.lengths, room, u16);
  t.tops = bigger(t.tops, room * SEGMENTS, u8);
  t.wonFrom = bigger(t.wonFrom, room, f64);
  t.lostUpTo = bigger(t.lostUpTo, room, f64);
  for (let e = 0; e < t.entries; e++) place(t, e);
}

const i32 = (n: number): Int32Array => new Int32Array(n);
const u16 = (n: number): Uint16Array => new Uint16Array(n);
const u8 = (n: number): Uint8Array => new Uint8Array(n);
const f64 = (n: number): Float64Array => new Float64Array(n);

/** A copy of `a` at least `atLeast` long (twice as long, or more). */
function bigger<T extends Int32Array | Uint16Array | Uint8Array | Float64Array>(a: T, atLeast: number, make: (n: number) => T): T {
  let size = a.length * 2;
  while (size < atLeast) size *= 2;
  const b = make(size);
  b.set(a);
  return b;
}

// ---------------------------------------------------------------- partition search

/*
 * Partition search (Ginsberg's, as the double-dummy bridge solvers keep it): an answer found for
 * one position holds for every position with the same header and, suit by suit, the same top
 * cards (holder and worth, in order) down to the lowest card whose rank the answer read, the
 * cards below being the same holders' and worths' in any order. So an entry is found by a hash of
 * the header and of each suit's cards as a multiset (`coarseHash`), and a position matches it when
 * its key agrees on each segment's first `tops` numbers and on the rest as a multiset. Exact as
 * before: nothing is taken from a hash alone.
 */

/** Per code of a card (below 1,024; others are mixed as they come): a mix, so that sums of them, one per suit, tell multisets apart. */
const MIXED = Int32Array.from({ length: 1024 }, (_, code) => mix(code));
function mix(code: number): number {
  let x = Math.imul(code + 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  return Math.imul(x, 0xc2b2ae35);
}

/** The hash of the key written, its suits each as a multiset of codes (order left out). */
export function coarseHash(): number {
  const n = keyLength();
  const from = keySuitsFrom() < 0 ? n : keySuitsFrom();
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < from; i++) h = Math.imul(h ^ KEY[i], 0x01000193);
  let sum = 0;
  for (let i = from; i < n; i++) {
    const c = KEY[i];
    if (c === 0) {
      h = Math.imul(h ^ sum, 0x01000193);
      sum = 0;
    } else sum = (sum + (c < 1024 ? MIXED[c] : mix(c))) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/** Per code: how many more times the key has it than the entry, while a segment's rest is compared. */
const COUNT = new Int32Array(1 << 16);

/** Does the key written match entry `e` under the entry's own `tops`? */
function matches(t: SolverTable, e: number): boolean {
  const n = keyLength();
  if (t.lengths[e] !== n) return false;
  const pool = t.pool;
  const start = t.starts[e];
  const from = keySuitsFrom() < 0 ? n : keySuitsFrom();
  for (let i = 0; i < from; i++) if (pool[start + i] !== KEY[i]) return false;
  let i = from;
  for (let seg = 0; i < n; seg++) {
    const top = seg < SEGMENTS ? t.tops[e * SEGMENTS + seg] : ALL;
    // The top cards exactly.
    for (let k = 0; k < top && KEY[i] !== 0; k++, i++) if (pool[start + i] !== KEY[i]) return false;
    // The rest as a multiset: both end at the same place, with the same count of every code.
    const rest = i;
    let same = true;
    for (; KEY[i] !== 0; i++) {
      const p = pool[start + i];
      if (p === 0) {
        same = false;
        break;
      }
      COUNT[KEY[i]]++;
      COUNT[p]--;
    }
    if (same && pool[start + i] !== 0) same = false;
    for (let k = rest; same && k < i; k++) if (COUNT[KEY[k]] !== 0) same = false;
    for (let k = rest; k < i; k++) COUNT[KEY[k]] = COUNT[pool[start + k]] = 0;
    if (!same) return false;
    i++;
  }
  return true;
}

/** The entry the last `probe` answered from. */
export let probed = -1;

/**
 * The answer for the key written (its `coarseHash` `h`) at progress `here`: 1 won, -1 lost, from a
 * matching entry (`probed`), or 0 where no entry settles it. Entries that could not settle it are
 * passed over before their keys are compared.
 */
export function probe(t: SolverTable, h: number, here: number): number {
  const mask = t.slots.length - 1;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const e = t.slots[slot] - 1;
    if (e < 0) return 0;
    if (t.hashes[e] !== h || (here < t.wonFrom[e] && here > t.lostUpTo[e]) || !matches(t, e)) continue;
    probed = e;
    return here >= t.wonFrom[e] ? 1 : -1;
  }
}

/** The tops of the answer being recorded (`setTops`, then `record`). */
const TOPS = new Uint8Array(SEGMENTS);

/**
 * The tops of the key written for an answer that read down to `low[at + suit]` in each suit (32:
 * no rank of it): per segment, how many of its first cards are at or above that rank.
 */
export function setTops(low: Int8Array, at: number): void {
  const n = keyLength();
  TOPS.fill(0);
  let i = keySuitsFrom() < 0 ? n : keySuitsFrom();
  for (let seg = 0; i < n; seg++) {
    // Highest first: the cards at or above the rank read are the segment's first ones.
    let k = 0;
    for (; KEY[i] !== 0 && (KEY_CARD[i] & 31) >= low[at + (KEY_CARD[i] >> 5)]; i++) k++;
    if (seg < SEGMENTS) TOPS[seg] = k;
    while (KEY[i] !== 0) i++;
    i++;
  }
}

/**
 * Records that the key written (coarse hash `h`, tops set by `setTops`) is won or lost at progress
 * `here`: in the entry with the same tops that matches it, or a new one.
 */
export function record(t: SolverTable, h: number, won: boolean, here: number): void {
  const mask = t.slots.length - 1;
  let e = -1;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const f = t.slots[slot] - 1;
    if (f < 0) break;
    if (t.hashes[f] === h && sameTops(t, f) && matches(t, f)) {
      e = f;
      break;
    }
  }
  if (e < 0) {
    e = addEntry(t, h);
    t.tops.set(TOPS, e * SEGMENTS);
  }
  if (won) t.wonFrom[e] = Math.min(t.wonFrom[e], here);
  else t.lostUpTo[e] = Math.max(t.lostUpTo[e], here);
}

function sameTops(t: SolverTable, e: number): boolean {
  for (let k = 0; k < SEGMENTS; k++) if (t.tops[e * SEGMENTS + k] !== TOPS[k]) return false;
  return true;
}

/**
 * After an answer from entry `e` for the key written: lowers `low[at + suit]` to the rank of the
 * last of each segment's top cards, what that answer read in this position.
 */
export function readTops(t: SolverTable, e: number, low: Int8Array, at: number): void {
  const n = keyLength();
  let i = keySuitsFrom() < 0 ? n : keySuitsFrom();
  for (let seg = 0; i < n; seg++) {
    const top = seg < SEGMENTS ? t.tops[e * SEGMENTS + seg] : ALL;
    let last = -1;
    for (let k = 0; k < top && KEY[i] !== 0; k++, i++) last = KEY_CARD[i];
    if (last >= 0 && (last & 31) < low[at + (last >> 5)]) low[at + (last >> 5)] = last & 31;
    while (KEY[i] !== 0) i++;
    i++;
  }
}
