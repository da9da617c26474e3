import { expect } from 'vitest';
import type { BidData } from '../../src/lib/learn/bid-training';

/**
 * A double model's data (Droggn's, Dobbm's; issue 26), made twice from the same seeds: the same
 * rows, and relative ones (a decision's two rows sum to 0: the luck of the deal cancels), with
 * both calls tried on the same deal ("gut" and the one double legal there).
 */
export function expectDoubleData(a: BidData, b: BidData): void {
  expect(a.decisions.length).toBeGreaterThan(10);
  expect(Array.from(a.y)).toEqual(Array.from(b.y));
  expect(Array.from(a.x)).toEqual(Array.from(b.x));
  for (const d of a.decisions) {
    expect(d.scores.filter((x) => !Number.isNaN(x)).length).toBe(2);
    expect(a.y[d.first] + a.y[d.first + 1]).toBeCloseTo(0, 9);
    expect(a.y[d.first] - a.y[d.first + 1]).toBeCloseTo(d.scores[0] - d.scores.filter((x, i) => i > 0 && !Number.isNaN(x))[0], 9);
  }
}
