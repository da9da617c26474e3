import { describe, expect, it } from 'vitest';
import { nextU32, rngFromSeed } from '../engine/rng';
import { choiceFromJson, choiceScores, choiceToJson, concatChoiceData, judgeChoice, trainChoice, type ChoiceData } from './choice-model';

/** Decisions of 2–5 candidates with two features; the choice drawn from a softmax of 2·a − 1·b. */
function tiny(decisions: number, seed: number): ChoiceData {
  const r = rngFromSeed(seed);
  const u = () => nextU32(r) / 4294967296;
  const x: number[] = [];
  const starts = [0];
  const chosen: number[] = [];
  for (let d = 0; d < decisions; d++) {
    const n = 2 + (nextU32(r) % 4);
    const scores: number[] = [];
    for (let i = 0; i < n; i++) {
      const a = u() * 2,
        b = u() * 3;
      x.push(a, b);
      scores.push(2 * a - b);
    }
    const e = scores.map((s) => Math.exp(s));
    let pick = u() * e.reduce((p, q) => p + q, 0);
    let k = 0;
    while (pick > e[k]) pick -= e[k++];
    chosen.push(Math.min(k, n - 1));
    starts.push(starts[starts.length - 1] + n);
  }
  return { inputs: 2, x: Float64Array.from(x), starts: Uint32Array.from(starts), chosen: Uint32Array.from(chosen) };
}

describe('the choice model (learn/choice-model.ts)', () => {
  it('learns the softmax a choice was drawn from: weights near the truth, held-out log-loss below a uniform guess', () => {
    const m = trainChoice(tiny(4000, 1), { seed: 3, epochs: 15 });
    // Weights are on standardized inputs: times the spread back to raw units.
    expect(m.w[0] / m.scale[0]).toBeCloseTo(2, 0);
    expect(m.w[1] / m.scale[1]).toBeCloseTo(-1, 0);
    const j = judgeChoice(m, tiny(1000, 2));
    expect(j.decisions).toBe(1000);
    expect(j.logLoss).toBeLessThan(j.uniformLogLoss - 0.2);
  });

  it('is reproducible from its seed, and the JSON round trip keeps its scores', () => {
    const d = tiny(500, 5);
    const a = trainChoice(d, { seed: 9, epochs: 3 });
    expect(Array.from(trainChoice(d, { seed: 9, epochs: 3 }).w)).toEqual(Array.from(a.w));
    const b = choiceFromJson(choiceToJson(a, 1));
    const x = Float64Array.from([0.5, 1, 1.5, 0.2]);
    const sa = choiceScores(a, x, 2, new Float64Array(2));
    const sb = choiceScores(b, x, 2, new Float64Array(2));
    for (let i = 0; i < 2; i++) expect(sb[i]).toBeCloseTo(sa[i], 4);
    expect(() => choiceFromJson({ ...choiceToJson(a, 1), w: [1] })).toThrow(/w has 1 numbers, expected 2/);
  });

  it('concatChoiceData keeps every decision and its rows', () => {
    const a = tiny(3, 1),
      b = tiny(4, 2);
    const c = concatChoiceData([a, b]);
    expect(c.starts.length).toBe(8);
    expect(Array.from(c.chosen)).toEqual([...a.chosen, ...b.chosen]);
    expect(c.x.length).toBe(a.x.length + b.x.length);
    expect(c.starts[7] * 2).toBe(c.x.length);
    expect(Array.from(c.x.subarray(c.starts[3] * 2, c.starts[4] * 2))).toEqual(Array.from(b.x.subarray(0, b.starts[1] * 2)));
  });
});
