import { describe, expect, it } from 'vitest';
import { nextInt, nextU32, rngFromSeed, shuffleInPlace, type RngState } from './rng';

/** The shuffle as the engine first wrote it, one `nextInt` a step: stored deals replay through it. */
function referenceShuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

describe('shuffleInPlace', () => {
  it('gives the reference shuffle and leaves the generator in the same state, for every pack size', () => {
    for (let seed = 0; seed < 3000; seed++) {
      const n = seed % 80;
      const deck = Array.from({ length: n }, (_, i) => i);
      const a = rngFromSeed(seed * 7919);
      const b = rngFromSeed(seed * 7919);
      expect(shuffleInPlace(a, deck.slice())).toEqual(referenceShuffle(b, deck.slice()));
      expect(a).toEqual(b);
      expect(nextInt(a, 1000)).toBe(nextInt(b, 1000));
    }
  });
});

describe('nextInt', () => {
  it('is one nextU32 step scaled to [0, n): the same numbers and the same generator words', () => {
    for (let seed = 0; seed < 200; seed++) {
      const a = rngFromSeed(seed);
      const b = rngFromSeed(seed);
      for (let i = 0; i < 200; i++) {
        const n = 1 + ((seed * 31 + i * 17) % 100);
        expect(nextInt(a, n)).toBe(Math.floor((nextU32(b) / 4294967296) * n));
        expect(a).toEqual(b);
      }
    }
  });
});
