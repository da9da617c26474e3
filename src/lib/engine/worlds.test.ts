import { describe, expect, it } from 'vitest';
import { placeCards } from './worlds';
import { rngFromSeed } from './rng';

const ANY = 0b111;

describe('placeCards: unseen cards into the places they may be', () => {
  it('fills every place with exactly its size and puts each card only where allowed', () => {
    const rng = rngFromSeed(1);
    const cards = Array.from({ length: 12 }, (_, i) => i);
    // Cards 0..3 may not go to place 0 (a void shown), card 11 only to place 2 (the called king).
    const allowed = cards.map((c) => (c < 4 ? 0b110 : c === 11 ? 0b100 : ANY));
    for (let k = 0; k < 500; k++) {
      const out = placeCards(cards, allowed, [{ size: 5 }, { size: 4 }, { size: 3 }], rng);
      expect(out).not.toBeNull();
      expect(out!.map((p) => p.length)).toEqual([5, 4, 3]);
      expect(out!.flat().sort((a, b) => a - b)).toEqual(cards);
      for (let p = 0; p < 3; p++) for (const c of out![p]) expect(allowed[c] & (1 << p)).not.toBe(0);
    }
  });

  it('never fails where only one placement exists, though greedy choices would block it', () => {
    // Place 0 takes 4 and only cards 0..3 may go there; every card may go to place 1.
    const cards = [0, 1, 2, 3, 4, 5, 6, 7];
    const allowed = cards.map((c) => (c < 4 ? 0b11 : 0b10));
    for (let seed = 0; seed < 200; seed++) {
      const out = placeCards(cards, allowed, [{ size: 4 }, { size: 4 }], rngFromSeed(seed));
      expect(out?.[0].sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
    }
  });

  it('repairs a dead end by moving cards already placed (augmenting path)', () => {
    // Three places of one card. Cards 0 and 1 may go to places 0 or 1, card 2 to places 1 or 2:
    // all equally free, so in some orders card 2 takes place 1 and the last of 0 and 1 finds both of
    // its places full; only moving card 2 on to place 2 makes room.
    const allowed = [0b011, 0b011, 0b110];
    for (let seed = 0; seed < 200; seed++) {
      const out = placeCards([0, 1, 2], allowed, [{ size: 1 }, { size: 1 }, { size: 1 }], rngFromSeed(seed));
      expect(out?.[2]).toEqual([2]);
    }
  });

  it('says so (null) when the constraints contradict each other', () => {
    expect(placeCards([0, 1, 2], [0b01, 0b01, 0b10], [{ size: 1 }, { size: 2 }], rngFromSeed(3))).toBeNull();
    expect(placeCards([0, 1], [0b11, 0b11], [{ size: 1 }, { size: 2 }], rngFromSeed(3))).toBeNull();
  });

  it('deals an unconstrained hand uniformly: each card lands in each place in proportion to its size', () => {
    const rng = rngFromSeed(7);
    const cards = Array.from({ length: 10 }, (_, i) => i);
    const counts = [0, 0];
    const N = 20_000;
    for (let k = 0; k < N; k++) {
      const out = placeCards(
        cards,
        cards.map(() => 0b11),
        [{ size: 2 }, { size: 8 }],
        rng
      )!;
      if (out[0].includes(0)) counts[0]++;
      else counts[1]++;
    }
    // Expected 0.2 of N in place 0; 5 standard errors either side.
    const se = Math.sqrt(N * 0.2 * 0.8);
    expect(Math.abs(counts[0] - 0.2 * N)).toBeLessThan(5 * se);
  });
});
