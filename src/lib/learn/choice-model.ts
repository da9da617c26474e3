import { nextU32, rngFromSeed } from '../engine/rng';
import { standardization } from './mlp';

/**
 * A choice model (issue 26: the card-play policy): a linear score per candidate over its features,
 * turned into the probability of each candidate of one decision by a softmax (a conditional logit).
 * It predicts which of the legal cards a player chooses, from features of that player's view and
 * each card; the search weighs its worlds by it (bots/search.ts, `playFactor`).
 *
 * Inputs are standardized with the training data's means and spreads, kept with the weights.
 * Training is minibatch Adam on the log-likelihood of the chosen candidates, seeded: the same data
 * and seed give the same weights on every machine.
 */
export interface ChoiceModel {
  inputs: number;
  shift: Float64Array;
  scale: Float64Array;
  w: Float64Array;
}

/** Decisions: `starts[d]`…`starts[d+1]` are decision d's rows (one per candidate), `chosen[d]` the one taken (an offset into them). */
export interface ChoiceData {
  inputs: number;
  x: Float64Array;
  starts: Uint32Array;
  chosen: Uint32Array;
}

export interface ChoiceJson {
  version: number;
  inputs: number;
  shift: number[];
  scale: number[];
  w: number[];
}

const round = (xs: Float64Array) => Array.from(xs, (x) => Number(x.toPrecision(6)));

export const choiceToJson = (m: ChoiceModel, version: number): ChoiceJson => ({
  version,
  inputs: m.inputs,
  shift: round(m.shift),
  scale: round(m.scale),
  w: round(m.w)
});

export function choiceFromJson(j: ChoiceJson): ChoiceModel {
  const f = (xs: number[], what: string) => {
    if (xs.length !== j.inputs) throw new Error(`choice model weights: ${what} has ${xs.length} numbers, expected ${j.inputs}`);
    return Float64Array.from(xs);
  };
  return { inputs: j.inputs, shift: f(j.shift, 'shift'), scale: f(j.scale, 'scale'), w: f(j.w, 'w') };
}

/** The score of each of `n` candidates whose features are `x` (n × inputs), written into `out`. */
export function choiceScores(m: ChoiceModel, x: ArrayLike<number>, n: number, out: Float64Array): Float64Array {
  const k = m.inputs;
  for (let r = 0; r < n; r++) {
    let s = 0;
    for (let i = 0; i < k; i++) s += m.w[i] * ((x[r * k + i] - m.shift[i]) / m.scale[i]);
    out[r] = s;
  }
  return out;
}

/** Softmax of `scores[0..n)` in place; returns it. */
function softmax(scores: Float64Array, n: number): Float64Array {
  let top = -Infinity;
  for (let r = 0; r < n; r++) top = Math.max(top, scores[r]);
  let sum = 0;
  for (let r = 0; r < n; r++) sum += scores[r] = Math.exp(scores[r] - top);
  for (let r = 0; r < n; r++) scores[r] /= sum;
  return scores;
}

const decisions = (d: ChoiceData) => d.starts.length - 1;
const maxCandidates = (d: ChoiceData) => {
  let n = 1;
  for (let i = 0; i < decisions(d); i++) n = Math.max(n, d.starts[i + 1] - d.starts[i]);
  return n;
};

export interface ChoiceTrainOptions {
  seed: number;
  epochs: number;
  batch?: number;
  rate?: number;
  /** L2 penalty on the weights. */
  decay?: number;
}

export function trainChoice(data: ChoiceData, o: ChoiceTrainOptions): ChoiceModel {
  const k = data.inputs;
  const batch = o.batch ?? 128;
  const rate = o.rate ?? 0.01;
  const decay = o.decay ?? 1e-4;
  const rng = rngFromSeed(o.seed);
  const { shift, scale } = standardization(data.x, k);
  const m: ChoiceModel = { inputs: k, shift, scale, w: new Float64Array(k) };
  const g = new Float64Array(k);
  const mom = new Float64Array(k);
  const vel = new Float64Array(k);
  const p = new Float64Array(maxCandidates(data));
  const n = decisions(data);
  const order = Uint32Array.from({ length: n }, (_, i) => i);
  let step = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = nextU32(rng) % (i + 1);
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    for (let b0 = 0; b0 < n; b0 += batch) {
      const b1 = Math.min(n, b0 + batch);
      g.fill(0);
      for (let bi = b0; bi < b1; bi++) {
        const d = order[bi];
        const first = data.starts[d];
        const c = data.starts[d + 1] - first;
        const x = data.x.subarray(first * k, (first + c) * k);
        softmax(choiceScores(m, x, c, p), c);
        // d(−log p_chosen)/d score_r = p_r − [r is chosen]; the score is linear in the standardized inputs.
        for (let r = 0; r < c; r++) {
          const e = p[r] - (r === data.chosen[d] ? 1 : 0);
          for (let i = 0; i < k; i++) g[i] += (e * (x[r * k + i] - shift[i])) / scale[i];
        }
      }
      step++;
      const size = b1 - b0;
      const c1 = 1 - 0.9 ** step;
      const c2 = 1 - 0.999 ** step;
      for (let i = 0; i < k; i++) {
        const gi = g[i] / size + decay * m.w[i];
        mom[i] = 0.9 * mom[i] + 0.1 * gi;
        vel[i] = 0.999 * vel[i] + 0.001 * gi * gi;
        m.w[i] -= (rate * (mom[i] / c1)) / (Math.sqrt(vel[i] / c2) + 1e-8);
      }
    }
  }
  return m;
}

/** The model on a dataset: mean log-loss of the chosen candidates (nats), how often the top score is the chosen one, and a uniform guess's log-loss. */
export function judgeChoice(m: ChoiceModel, data: ChoiceData): { logLoss: number; top: number; uniformLogLoss: number; decisions: number } {
  const k = data.inputs;
  const p = new Float64Array(maxCandidates(data));
  const n = decisions(data);
  let loss = 0;
  let uniform = 0;
  let top = 0;
  for (let d = 0; d < n; d++) {
    const first = data.starts[d];
    const c = data.starts[d + 1] - first;
    softmax(choiceScores(m, data.x.subarray(first * k, (first + c) * k), c, p), c);
    const chosen = data.chosen[d];
    loss -= Math.log(Math.max(1e-12, p[chosen]));
    uniform += Math.log(c);
    let best = 0;
    for (let r = 1; r < c; r++) if (p[r] > p[best]) best = r;
    if (best === chosen) top++;
  }
  return { logLoss: loss / Math.max(1, n), top: top / Math.max(1, n), uniformLogLoss: uniform / Math.max(1, n), decisions: n };
}

/** Several chunks' decisions as one dataset. */
export function concatChoiceData(parts: readonly ChoiceData[]): ChoiceData {
  const inputs = parts[0]?.inputs ?? 0;
  const x = new Float64Array(parts.reduce((n, p) => n + p.x.length, 0));
  const starts: number[] = [0];
  const chosen: number[] = [];
  let off = 0;
  for (const p of parts) {
    x.set(p.x, off * inputs);
    for (let d = 0; d + 1 < p.starts.length; d++) {
      starts.push(off + p.starts[d + 1]);
      chosen.push(p.chosen[d]);
    }
    off += p.x.length / inputs;
  }
  return { inputs, x, starts: Uint32Array.from(starts), chosen: Uint32Array.from(chosen) };
}
