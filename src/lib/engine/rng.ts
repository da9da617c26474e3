/**
 * Seeded random numbers of our own (sfc32, seeded through splitmix32), so a hand's deal is a
 * function of its seed on every machine. The state is four 32-bit numbers: plain data that can live
 * inside a game state, be cloned, stored and replayed.
 *
 * Migrate stored data before changing this algorithm: stored hand records replay through it.
 */
export type Seed = number;
export type RngState = [number, number, number, number];

export function rngFromSeed(seed: Seed): RngState {
  let x = seed >>> 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return z ^ (z >>> 16);
  };
  const s: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/*
 * The four words are kept as signed 32-bit integers (`| 0`): the same bits as unsigned, but small
 * integers to the JavaScript engine, so the state array stays an array of integers rather than of
 * floating-point numbers and every step is integer arithmetic. Only the numbers drawn are unsigned.
 */

/** Next 32-bit unsigned integer; advances the state in place. */
export function nextU32(s: RngState): number {
  const s1 = s[1];
  const s2 = s[2];
  const s3 = s[3];
  const t = (s[0] + s1 + s3) | 0;
  s[3] = (s3 + 1) | 0;
  s[0] = s1 ^ (s1 >>> 9);
  s[1] = (s2 + (s2 << 3)) | 0;
  s[2] = (((s2 << 21) | (s2 >>> 11)) + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), without modulo bias worth speaking of for n < 2^16. */
export function nextInt(s: RngState, n: number): number {
  return scaleU32(nextU32(s), n);
}

/**
 * `floor(u / 2^32 * n)` for an unsigned 32-bit `u`: the number `nextInt` has always drawn (stored
 * hands replay through it). For n up to 2^16, as every draw in a hand is, it is the high half of
 * the product `u * n` worked out in integers from u's two 16-bit halves, exactly the same number
 * without the conversions to and from floating point (a random playout draws once per action).
 */
export function scaleU32(u: number, n: number): number {
  return n <= 0x10000 ? ((u >>> 16) * n + (((u & 0xffff) * n) >>> 16)) >>> 16 : Math.floor((u / 4294967296) * n);
}

/**
 * Fisher–Yates shuffle in place: j = nextInt(s, i + 1) for i from the end down. The generator's
 * four words live in locals for the loop and go back into `s` at the end (every deal shuffles a
 * whole pack, and reading and writing the state array at each step cost more than the swap); the
 * numbers are exactly `nextInt`'s (`scaleU32` of the same word), so a seed's deal never changes (rng.test.ts compares the two).
 */
export function shuffleInPlace<T, A extends { length: number; [i: number]: T }>(s: RngState, items: A): A {
  if (items.length < 2) return items;
  let r0 = s[0] | 0;
  let r1 = s[1] | 0;
  let r2 = s[2] | 0;
  let r3 = s[3] | 0;
  for (let i = items.length - 1; i > 0; i--) {
    const t = (r0 + r1 + r3) | 0;
    r3 = (r3 + 1) | 0;
    r0 = r1 ^ (r1 >>> 9);
    r1 = (r2 + (r2 << 3)) | 0;
    r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
    const j = scaleU32(t >>> 0, i + 1);
    const x = items[i];
    items[i] = items[j];
    items[j] = x;
  }
  s[0] = r0;
  s[1] = r1;
  s[2] = r2;
  s[3] = r3;
  return items;
}
