import { describe, expect, it } from 'vitest';
import { nthCard, size, toCards } from './card-set';
import { drawCard, drawFromRuns, drawFromSuit, listRuns } from './fast';
import { EXCUSE_SUIT } from './cards';
import { nextInt, nextU32, rngFromSeed } from './rng';

describe('drawing a legal action without listing (randomLegal’s toolkit)', () => {
  it('the r-th card of a mask is the r-th of its cards in suit-then-rank order, and a draw is the list’s at the same nextInt', () => {
    const rng = rngFromSeed(7);
    for (let k = 0; k < 2000; k++) {
      // Sparse and dense words, empty slots, the top bit (rank 31) included.
      const mask = Array.from({ length: 6 }, () => (nextInt(rng, 3) === 0 ? 0 : nextU32(rng) & nextU32(rng)) | 0);
      const cards = toCards(mask);
      expect(size(mask)).toBe(cards.length);
      for (let r = 0; r < cards.length; r++) expect(nthCard(mask, r)).toBe(cards[r]);
      expect(() => nthCard(mask, cards.length)).toThrow(RangeError);
      if (cards.length === 0) continue;
      const a = rngFromSeed(k);
      const b = rngFromSeed(k);
      expect(drawCard(mask, a)).toBe(cards[nextInt(b, cards.length)]);
      expect(a).toEqual(b);
    }
  });

  it('an empty mask is a broken state: drawCard says so at once instead of searching it for ever', () => {
    expect(() => drawCard(new Uint32Array(6), rngFromSeed(1))).toThrow(/no card to draw/);
  });

  it('one suit’s word and the excuse: the same card as drawCard on that mask, at the same nextInt', () => {
    const rng = rngFromSeed(5);
    for (let k = 0; k < 2000; k++) {
      const suit = nextInt(rng, EXCUSE_SUIT);
      const word = nextInt(rng, 4) === 0 ? 0 : (nextU32(rng) & nextU32(rng)) | 0;
      const excuse = word === 0 || nextInt(rng, 2) === 0;
      const mask = [0, 0, 0, 0, 0, excuse ? 1 : 0];
      mask[suit] = word;
      const a = rngFromSeed(k);
      const b = rngFromSeed(k);
      expect(drawFromSuit(word, suit, excuse, a)).toBe(drawCard(mask, b));
      expect(a).toEqual(b);
    }
  });

  it('runs of action numbers: listed in order, and a draw is the list’s at the same nextInt', () => {
    const rng = rngFromSeed(11);
    const runs = new Uint16Array(8);
    const out = new Uint16Array(512);
    for (let t = 0; t < 1000; t++) {
      const k = 1 + nextInt(rng, 4);
      let first = nextInt(rng, 50);
      for (let i = 0; i < k; i++) {
        runs[2 * i] = first;
        runs[2 * i + 1] = 1 + nextInt(rng, 30);
        first += runs[2 * i + 1] + nextInt(rng, 20);
      }
      const n = listRuns(runs, k, out);
      const expected: number[] = [];
      for (let i = 0; i < k; i++) for (let j = 0; j < runs[2 * i + 1]; j++) expected.push(runs[2 * i] + j);
      expect(Array.from(out.subarray(0, n))).toEqual(expected);
      const a = rngFromSeed(t);
      const b = rngFromSeed(t);
      expect(drawFromRuns(runs, k, a)).toBe(expected[nextInt(b, n)]);
      expect(a).toEqual(b);
    }
  });
});
