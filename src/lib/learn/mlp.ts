import { nextU32, rngFromSeed, type RngState } from '../engine/rng';

/**
 * A small multilayer network in plain TypeScript over typed arrays (issue 26): one hidden layer
 * of tanh units and one linear output per head. A head is one of several values the network
 * predicts from the same input (Droggn's bid model: one head per bid), and a training example
 * teaches only the head it measured (the bid that was tried in that example).
 *
 * Inputs are standardized with the training data's means and spreads, kept with the weights, so
 * the caller passes raw features. Training is plain minibatch Adam on the squared error, seeded:
 * the same data and seed give the same weights on every machine (only +, *, tanh and sqrt in a
 * fixed order).
 */
export interface Mlp {
  inputs: number;
  hidden: number;
  heads: number;
  /** Per input: subtracted, then divided by `scale`. */
  shift: Float64Array;
  scale: Float64Array;
  /** hidden × inputs, then hidden biases. */
  w1: Float64Array;
  b1: Float64Array;
  /** heads × hidden, then head biases. */
  w2: Float64Array;
  b2: Float64Array;
  /** Targets are divided by this while training; outputs are multiplied back. */
  targetScale: number;
}

/** The weights as a small JSON object (numbers rounded to 6 significant digits). */
export interface MlpJson {
  version: number;
  inputs: number;
  hidden: number;
  heads: number;
  targetScale: number;
  shift: number[];
  scale: number[];
  w1: number[];
  b1: number[];
  w2: number[];
  b2: number[];
}

const round = (xs: Float64Array) => Array.from(xs, (x) => Number(x.toPrecision(6)));

export function toJson(m: Mlp, version: number): MlpJson {
  return {
    version,
    inputs: m.inputs,
    hidden: m.hidden,
    heads: m.heads,
    targetScale: m.targetScale,
    shift: round(m.shift),
    scale: round(m.scale),
    w1: round(m.w1),
    b1: round(m.b1),
    w2: round(m.w2),
    b2: round(m.b2)
  };
}

export function fromJson(j: MlpJson): Mlp {
  const f = (xs: number[], n: number, what: string) => {
    if (xs.length !== n) throw new Error(`model weights: ${what} has ${xs.length} numbers, expected ${n}`);
    return Float64Array.from(xs);
  };
  return {
    inputs: j.inputs,
    hidden: j.hidden,
    heads: j.heads,
    targetScale: j.targetScale,
    shift: f(j.shift, j.inputs, 'shift'),
    scale: f(j.scale, j.inputs, 'scale'),
    w1: f(j.w1, j.hidden * j.inputs, 'w1'),
    b1: f(j.b1, j.hidden, 'b1'),
    w2: f(j.w2, j.heads * j.hidden, 'w2'),
    b2: f(j.b2, j.heads, 'b2')
  };
}

/**
 * Every head's value for one input, written into `out` (length heads); `hid` is scratch of length
 * hidden (pass one to allocate nothing). Returns `out`.
 */
export function forward(
  m: Mlp,
  x: ArrayLike<number>,
  out: Float64Array = new Float64Array(m.heads),
  hid: Float64Array = new Float64Array(m.hidden)
): Float64Array {
  const { inputs: n, hidden: h } = m;
  for (let j = 0; j < h; j++) {
    let s = m.b1[j];
    const row = j * n;
    for (let i = 0; i < n; i++) s += m.w1[row + i] * ((x[i] - m.shift[i]) / m.scale[i]);
    hid[j] = Math.tanh(s);
  }
  for (let k = 0; k < m.heads; k++) {
    let s = m.b2[k];
    const row = k * h;
    for (let j = 0; j < h; j++) s += m.w2[row + j] * hid[j];
    out[k] = s * m.targetScale;
  }
  return out;
}

/** Training data: `count` rows of `inputs` features, each with the head it measured and its target. */
export interface Dataset {
  inputs: number;
  count: number;
  x: Float64Array;
  head: Uint8Array;
  y: Float64Array;
}

export interface TrainOptions {
  hidden: number;
  heads: number;
  seed: number;
  epochs: number;
  batch?: number;
  rate?: number;
  /** L2 penalty on the weights (not the biases). */
  decay?: number;
  /** Called after each epoch with its mean squared error (in scaled units). */
  onEpoch?: (epoch: number, mse: number) => void;
}

/** Each input's mean and spread (1 where it never varies) over the rows of `x` (`n` inputs a row). */
export function standardization(x: Float64Array, n: number): { shift: Float64Array; scale: Float64Array } {
  const count = x.length / n;
  const shift = new Float64Array(n);
  const scale = new Float64Array(n);
  for (let r = 0; r < count; r++) for (let i = 0; i < n; i++) shift[i] += x[r * n + i] / count;
  for (let r = 0; r < count; r++) for (let i = 0; i < n; i++) scale[i] += (x[r * n + i] - shift[i]) ** 2 / count;
  for (let i = 0; i < n; i++) scale[i] = Math.sqrt(scale[i]) || 1;
  return { shift, scale };
}

/** A uniform number in [-1, 1) from the seeded generator. */
const uniform = (r: RngState) => nextU32(r) / 2147483648 - 1;

export function train(data: Dataset, o: TrainOptions): Mlp {
  const { inputs: n, count } = data;
  const h = o.hidden;
  const heads = o.heads;
  const batch = o.batch ?? 64;
  const rate = o.rate ?? 0.003;
  const decay = o.decay ?? 1e-5;
  const rng = rngFromSeed(o.seed);
  // Standardize inputs and targets from the data.
  const { shift, scale } = standardization(data.x, n);
  let ys = 0;
  for (let r = 0; r < count; r++) ys += data.y[r] ** 2 / count;
  const targetScale = Math.sqrt(ys) || 1;
  const m: Mlp = {
    inputs: n,
    hidden: h,
    heads,
    shift,
    scale,
    targetScale,
    w1: new Float64Array(h * n).map(() => uniform(rng) * Math.sqrt(3 / n)),
    b1: new Float64Array(h),
    w2: new Float64Array(heads * h).map(() => uniform(rng) * Math.sqrt(3 / h)),
    b2: new Float64Array(heads)
  };
  const params = [m.w1, m.b1, m.w2, m.b2];
  const grads = params.map((p) => new Float64Array(p.length));
  const mom = params.map((p) => new Float64Array(p.length));
  const vel = params.map((p) => new Float64Array(p.length));
  const [g1, gb1, g2, gb2] = grads;
  const xs = new Float64Array(n);
  const hid = new Float64Array(h);
  const dh = new Float64Array(h);
  const order = Uint32Array.from({ length: count }, (_, i) => i);
  let step = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    // Seeded Fisher–Yates.
    for (let i = count - 1; i > 0; i--) {
      const j = nextU32(rng) % (i + 1);
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    let sse = 0;
    for (let b0 = 0; b0 < count; b0 += batch) {
      const b1 = Math.min(count, b0 + batch);
      for (const g of grads) g.fill(0);
      for (let bi = b0; bi < b1; bi++) {
        const r = order[bi];
        for (let i = 0; i < n; i++) xs[i] = (data.x[r * n + i] - shift[i]) / scale[i];
        for (let j = 0; j < h; j++) {
          let s = m.b1[j];
          for (let i = 0; i < n; i++) s += m.w1[j * n + i] * xs[i];
          hid[j] = Math.tanh(s);
        }
        const k = data.head[r];
        let out = m.b2[k];
        for (let j = 0; j < h; j++) out += m.w2[k * h + j] * hid[j];
        const err = out - data.y[r] / targetScale;
        sse += err * err;
        gb2[k] += err;
        for (let j = 0; j < h; j++) {
          g2[k * h + j] += err * hid[j];
          dh[j] = err * m.w2[k * h + j] * (1 - hid[j] * hid[j]);
        }
        for (let j = 0; j < h; j++) {
          gb1[j] += dh[j];
          for (let i = 0; i < n; i++) g1[j * n + i] += dh[j] * xs[i];
        }
      }
      // Adam.
      step++;
      const k = b1 - b0;
      const c1 = 1 - 0.9 ** step;
      const c2 = 1 - 0.999 ** step;
      for (let p = 0; p < params.length; p++) {
        const w = params[p];
        const g = grads[p];
        const mo = mom[p];
        const ve = vel[p];
        const l2 = p === 0 || p === 2 ? decay : 0;
        for (let i = 0; i < w.length; i++) {
          const gi = g[i] / k + l2 * w[i];
          mo[i] = 0.9 * mo[i] + 0.1 * gi;
          ve[i] = 0.999 * ve[i] + 0.001 * gi * gi;
          w[i] -= (rate * (mo[i] / c1)) / (Math.sqrt(ve[i] / c2) + 1e-8);
        }
      }
    }
    o.onEpoch?.(epoch, sse / count);
  }
  return m;
}

/** Mean squared error of the model on a dataset, in the targets' own units. */
export function meanSquaredError(m: Mlp, data: Dataset): number {
  const out = new Float64Array(m.heads);
  const hid = new Float64Array(m.hidden);
  let sse = 0;
  for (let r = 0; r < data.count; r++) {
    forward(m, data.x.subarray(r * data.inputs, (r + 1) * data.inputs), out, hid);
    sse += (out[data.head[r]] - data.y[r]) ** 2;
  }
  return sse / Math.max(1, data.count);
}
