import type { Action } from '../../../engine/game';
import { forward, type Mlp } from '../../../learn/mlp';
import { bestLegalHead, loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import type { DobbmView } from '../view';
import { DOUBLE_FEATURE_COUNT, DOUBLE_HEADS, doubleFeatures } from './features';
import weights from './double-weights.json' with { type: 'json' };

/**
 * Dobbm's Schwacher and Retour by a learned value model (issue 26), as Droggn's are
 * (droggn/model/double-model.ts): for "gut" and for the double the seat may give, the model
 * predicts the seat's Schilling for the hand relative to the decision's mean (learned by `npm run
 * train -- dobbm --model double`, docs/bots.md), and the seat makes the call with the better
 * prediction.
 *
 * The features' and heads' version this code reads (bumped when they change).
 */
export const DOUBLE_MODEL_VERSION = 1;

const loadDoubleModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'dobbm double model', version: DOUBLE_MODEL_VERSION, features: DOUBLE_FEATURE_COUNT, heads: DOUBLE_HEADS.length });

let shipped: Mlp | undefined;
/** The shipped weights (model/double-weights.json), read once. */
export const shippedDoubleModel = (): Mlp => (shipped ??= loadDoubleModel(weights as ValueModelFile));

/** The model's call ("gut", Schwacher or Retour), or null when the decision is not one it judges. */
export function modelDouble(model: Mlp, view: DobbmView, legal: readonly Action[]): Action | null {
  if (view.phase !== 'double' || legal.length < 2) return null;
  const k = bestLegalHead(
    forward(model, doubleFeatures(view)),
    DOUBLE_HEADS.map((a) => legal.includes(a))
  );
  return k < 0 ? null : DOUBLE_HEADS[k];
}
