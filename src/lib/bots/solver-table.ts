import { KEY, keyLength } from '../engine/position-key';

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
  /** Per entry: the least progress seen won and the most seen lost. */
  wonFrom: Float64Array;
  lostUpTo: Float64Array;
  /** Every entry's key, one after another. */
  pool: Uint16Array;
  poolUsed: number;
  entries: number;
}

// Small at first: many solves are of a few tricks (a search solves every world it samples).
const FIRST_SLOTS = 1 << 8;

export const solverTable = (): SolverTable => ({
  slots: new Int32Array(FIRST_SLOTS),
  hashes: new Int32Array(FIRST_SLOTS / 2),
  starts: new Int32Array(FIRST_SLOTS / 2),
  lengths: new Uint16Array(FIRST_SLOTS / 2),
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
  t.wonFrom = bigger(t.wonFrom, room, f64);
  t.lostUpTo = bigger(t.lostUpTo, room, f64);
  for (let e = 0; e < t.entries; e++) place(t, e);
}

const i32 = (n: number): Int32Array => new Int32Array(n);
const u16 = (n: number): Uint16Array => new Uint16Array(n);
const f64 = (n: number): Float64Array => new Float64Array(n);

/** A copy of `a` at least `atLeast` long (twice as long, or more). */
function bigger<T extends Int32Array | Uint16Array | Float64Array>(a: T, atLeast: number, make: (n: number) => T): T {
  let size = a.length * 2;
  while (size < atLeast) size *= 2;
  const b = make(size);
  b.set(a);
  return b;
}
