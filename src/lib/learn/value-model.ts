import { fromJson, type Mlp, type MlpJson } from './mlp';

/**
 * A learned value model's weights file (issue 26; Droggn's and Dobbm's bid models): the network
 * (learn/mlp.ts), the version of the features and heads it was trained for, and what it was
 * trained on. Shipped with the app, so this file is app code (no Node imports).
 */
export interface ValueModelFile {
  /** Bumped whenever the features or the heads change: old weights then no longer fit. */
  version: number;
  features: number;
  trainedOn: Record<string, unknown>;
  mlp: MlpJson;
  /** Added to each head's prediction (a calibration on hands the search played out), if any. */
  offsets?: number[];
}

/** What the code that reads a model expects of its file. */
export interface ValueModelShape {
  name: string;
  version: number;
  features: number;
  heads: number;
}

/** The network of a weights file, its offsets folded into the head biases; refuses a file of another shape. */
export function loadValueModel(file: ValueModelFile, want: ValueModelShape): Mlp {
  if (file.version !== want.version || file.features !== want.features || file.mlp.heads !== want.heads)
    throw new Error(
      `${want.name}: weights of version ${file.version} with ${file.features} features and ${file.mlp.heads} heads, this code reads version ${want.version} with ${want.features} and ${want.heads}`
    );
  const m = fromJson(file.mlp);
  if (file.offsets) for (let k = 0; k < m.heads; k++) m.b2[k] += file.offsets[k] / m.targetScale;
  return m;
}

/** The head with the best predicted value among the legal ones (-1 if none is legal). */
export function bestLegalHead(v: ArrayLike<number>, legal: readonly boolean[]): number {
  let best = -1;
  for (let k = 0; k < legal.length; k++) if (legal[k] && (best < 0 || v[k] > v[best])) best = k;
  return best;
}

/** Each legal action's predicted value, by its head (`headOf`: -1 for an action the model does not judge, which gets NaN). */
export function legalHeadValues<A>(v: ArrayLike<number>, legal: readonly A[], headOf: (a: A) => number): number[] {
  return legal.map((a) => {
    const k = headOf(a);
    return k < 0 ? NaN : v[k];
  });
}
