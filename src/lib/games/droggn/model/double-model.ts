import type { Action } from '../../../engine/game';
import { forward, type Mlp } from '../../../learn/mlp';
import { bestLegalHead, loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import type { DroggnView } from '../view';
import { DOUBLE_FEATURE_COUNT, DOUBLE_HEADS, doubleFeatures } from './features';
import weights from './double-weights.json' with { type: 'json' };

/**
 * Droggn's Schwacher and Retour by a learned value model (issue 26), as the bids are
 * (bid-model.ts): for "gut" and for the double the seat may give, the model predicts the seat's
 * score for the hand (learned from self-play by `npm run train -- droggn --model double`,
 * docs/bots.md), and the seat makes the call with the better prediction.
 *
 * The features' and heads' version this code reads (bumped when they change).
 */
export const DOUBLE_MODEL_VERSION = 1;

export const loadDoubleModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'droggn double model', version: DOUBLE_MODEL_VERSION, features: DOUBLE_FEATURE_COUNT, heads: DOUBLE_HEADS.length });

let shipped: Mlp | undefined;
/** The shipped weights (model/double-weights.json), read once. */
export const shippedDoubleModel = (): Mlp => (shipped ??= loadDoubleModel(weights as ValueModelFile));

/**
 * What one step of a style's risk (bots/styles.ts) is worth to the model's doubles, in points: a
 * bold seat doubles when doubling is predicted to score up to this much less than "gut".
 */
const RISK_POINTS = 8;

/** The model's call ("gut", Schwacher or Retour), or null when the decision is not one it judges. */
export function modelDouble(model: Mlp, view: DroggnView, legal: readonly Action[], risk = 0): Action | null {
  if (view.phase !== 'double' || legal.length < 2) return null;
  const v = forward(model, doubleFeatures(view));
  v[0] -= risk * RISK_POINTS; // DOUBLE_HEADS[0] is "gut"
  const k = bestLegalHead(
    v,
    DOUBLE_HEADS.map((a) => legal.includes(a))
  );
  return k < 0 ? null : DOUBLE_HEADS[k];
}
