import { describe, expect, it } from 'vitest';
import { nextU32, rngFromSeed } from '../engine/rng';
import { forward, fromJson, meanSquaredError, toJson, train, type Dataset, type Mlp } from './mlp';

/** A tiny dataset: two heads, each a different function of three inputs, plus a little noise. */
function tiny(rows: number, seed: number): Dataset {
  const r = rngFromSeed(seed);
  const u = () => nextU32(r) / 4294967296;
  const x = new Float64Array(rows * 3);
  const head = new Uint8Array(rows);
  const y = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    const a = u() * 10,
      b = u() * 4,
      c = u() < 0.5 ? 1 : 0;
    x.set([a, b, c], i * 3);
    head[i] = i % 2;
    y[i] = head[i] === 0 ? 20 * a - 50 * c : -30 * b + 10 + (u() - 0.5);
  }
  return { inputs: 3, count: rows, x, head, y };
}

describe('the small network (learn/mlp.ts)', () => {
  it('forward: standardized inputs, tanh hidden units, one linear output per head, scaled back', () => {
    const m: Mlp = {
      inputs: 2,
      hidden: 2,
      heads: 2,
      shift: Float64Array.from([1, 0]),
      scale: Float64Array.from([2, 1]),
      w1: Float64Array.from([0.5, -1, 0, 2]),
      b1: Float64Array.from([0.1, -0.2]),
      w2: Float64Array.from([1, 2, -3, 0.5]),
      b2: Float64Array.from([0.3, 0]),
      targetScale: 10
    };
    const x = [3, 0.25];
    const z = [(3 - 1) / 2, 0.25];
    const h = [Math.tanh(0.1 + 0.5 * z[0] - 1 * z[1]), Math.tanh(-0.2 + 2 * z[1])];
    const out = forward(m, x);
    expect(out[0]).toBeCloseTo(10 * (0.3 + h[0] + 2 * h[1]), 12);
    expect(out[1]).toBeCloseTo(10 * (-3 * h[0] + 0.5 * h[1]), 12);
  });

  it('training is reproducible from its seed (same data and seed: the same weights), and learns', () => {
    const data = tiny(400, 5);
    const a = train(data, { hidden: 6, heads: 2, seed: 3, epochs: 40, rate: 0.02 });
    const b = train(data, { hidden: 6, heads: 2, seed: 3, epochs: 40, rate: 0.02 });
    const c = train(data, { hidden: 6, heads: 2, seed: 4, epochs: 40, rate: 0.02 });
    expect(toJson(a, 1)).toEqual(toJson(b, 1));
    expect(toJson(a, 1)).not.toEqual(toJson(c, 1));
    // Far below the targets' own spread (about 60 here): it learned both heads.
    let mean = 0;
    for (const y of data.y) mean += y / data.count;
    let spread = 0;
    for (const y of data.y) spread += (y - mean) ** 2 / data.count;
    expect(meanSquaredError(a, data)).toBeLessThan(spread / 20);
  });

  it('weights survive the JSON file (to 6 digits) and a file of the wrong shape is refused', () => {
    const m = train(tiny(100, 1), { hidden: 4, heads: 2, seed: 1, epochs: 3 });
    const j = JSON.parse(JSON.stringify(toJson(m, 1)));
    const back = fromJson(j);
    const x = [5, 2, 1];
    const [p, q] = [forward(m, x), forward(back, x)];
    for (let k = 0; k < 2; k++) expect(q[k]).toBeCloseTo(p[k], 2);
    expect(() => fromJson({ ...j, w1: j.w1.slice(1) })).toThrow(/w1/);
  });
});
