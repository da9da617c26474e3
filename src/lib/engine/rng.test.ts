import { describe, expect, it } from 'vitest';
import { nextInt, nextU32, rngFromSeed, scaleU32, shuffleInPlace, type RngState } from './rng';

/*
 * The generator as the engine first wrote it (unsigned words, one call a step): stored hands
 * replay from seeds, so every faster form must give exactly these numbers.
 */
function refSeed(seed: number): RngState {
  let x = seed >>> 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) refU32(s);
  return s;
}
function refU32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}
const refInt = (s: RngState, n: number): number => Math.floor((refU32(s) / 4294967296) * n);
function refShuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = refInt(s, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
/** The same generator state: the same 32 bits in each word, however stored. */
const sameWords = (a: RngState, b: RngState): boolean => a.every((w, i) => w >>> 0 === b[i] >>> 0);

describe('the seeded generator', () => {
  it('draws the reference numbers: nextU32 and nextInt, from every kind of seed', () => {
    for (let seed = -50; seed < 300; seed++) {
      const a = rngFromSeed(seed * 104729);
      const b = refSeed(seed * 104729);
      expect(sameWords(a, b)).toBe(true);
      for (let i = 0; i < 100; i++) {
        const n = 1 + ((seed * 31 + i * 17) & 127);
        if (i % 2) expect(nextU32(a)).toBe(refU32(b));
        else expect(nextInt(a, n)).toBe(refInt(b, n));
      }
      expect(sameWords(a, b)).toBe(true);
    }
  });

  it('shuffles as the reference does and leaves the same words, for every pack size', () => {
    for (let seed = 0; seed < 3000; seed++) {
      const n = seed % 80;
      const deck = Array.from({ length: n }, (_, i) => i);
      const a = rngFromSeed(seed * 7919);
      const b = refSeed(seed * 7919);
      expect(shuffleInPlace(a, deck.slice())).toEqual(refShuffle(b, deck.slice()));
      expect(sameWords(a, b)).toBe(true);
      expect(nextInt(a, 1000)).toBe(refInt(b, 1000));
    }
  });

  it('scales a 32-bit word to [0, n) as the floating-point formula does, at the edges of both', () => {
    const words = [0, 1, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xfffeffff, 0xffff0000, 0xffffffff];
    const rng = rngFromSeed(99);
    for (let i = 0; i < 3000; i++) words.push(nextU32(rng));
    const sizes = [1, 2, 3, 21, 78, 255, 256, 0xfffe, 0xffff, 0x10000, 0x10001, 1 << 30, 0x7fffffff];
    for (let n = 4; n < 300; n += 7) sizes.push(n);
    for (const u of words) for (const n of sizes) expect(scaleU32(u, n), `u ${u}, n ${n}`).toBe(Math.floor((u / 4294967296) * n));
  });
});
