import type { Action } from '../../../engine/game';
import type { Bot, BotRequest } from '../../../engine/bot';
import { forward, type Mlp } from '../../../learn/mlp';
import { loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import { troggenBot } from '../bot';
import type { TroggenView } from '../view';
import { CALL_FEATURE_COUNT, CALL_MODEL_VERSION, callFeatures, callSuit } from './call-features';
import weights from './call-weights.json' with { type: 'json' };

/**
 * Troggen's king call by a learned value model (issue 26, TG-BID-3): for each king the bidder may
 * call, the model predicts her value for the hand (her jetons less her share of the table's, as the
 * bid model's) relative to the other calls, learned from self-play by `npm run train -- troggen
 * --model call` (docs/bots.md); the bot calls the king with the best prediction.
 */
const loadCallModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'troggen call model', version: CALL_MODEL_VERSION, features: CALL_FEATURE_COUNT, heads: 1 });

let shipped: Mlp | undefined;
/** The shipped weights (model/call-weights.json), read once. */
export const shippedCallModel = (): Mlp => (shipped ??= loadCallModel(weights as ValueModelFile));

/** The model's call, or null when the decision is not a call. */
export function modelCall(model: Mlp, view: TroggenView, legal: readonly Action[]): Action | null {
  if (view.phase !== 'call' || legal.length < 2) return null;
  const rule = callSuit(troggenBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
  const feats = new Float64Array(CALL_FEATURE_COUNT);
  let best: Action | null = null;
  let bestV = -Infinity;
  for (const a of legal) {
    const k = callSuit(a);
    if (k < 0) continue;
    const v = forward(model, callFeatures(view, k, k === rule, feats))[0];
    if (v > bestV) [bestV, best] = [v, a];
  }
  return best;
}

/** `fallback` (by default the rule bot) with the model's king call. Without a model, the shipped weights, read at the first call. */
export function callModelBot(model?: Mlp, fallback: Bot<TroggenView> = troggenBot): Bot<TroggenView> {
  return {
    id: `${fallback.id}+call-model`,
    choose: (req: BotRequest<TroggenView>, signal?: AbortSignal) => modelCall(model ?? shippedCallModel(), req.view, req.legal) ?? fallback.choose(req, signal)
  };
}
