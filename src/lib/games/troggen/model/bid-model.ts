import type { Action } from '../../../engine/game';
import type { Bot, BotRequest, ModelPolicy } from '../../../engine/bot';
import { forward, type Mlp } from '../../../learn/mlp';
import { bestLegalHead, legalHeadValues, loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import { troggenBot } from '../bot';
import type { TroggenView } from '../view';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, bidFeatures, bidHeadOf } from './features';
import weights from './weights.json' with { type: 'json' };

/**
 * Troggen's bid by a learned value model (issue 26), as Droggn's and Dobbm's: for each bid it may
 * make (pass, Einfach, Doppelt, Ohne, Gegen) the model predicts the seat's jetons for the hand,
 * less its share of what the table paid into the pot, when it makes that bid and the hand is played
 * on (learned from self-play by `npm run train -- troggen`, docs/bots.md); the bot makes the bid
 * with the best prediction. Every other phase (the king call, the discard) is the rule bot's.
 */
export const BID_MODEL_VERSION = 1;

const loadBidModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'troggen bid model', version: BID_MODEL_VERSION, features: BID_FEATURE_COUNT, heads: BID_HEAD_NAMES.length });

let shipped: Mlp | undefined;
/** The shipped weights (model/weights.json), read once. */
export const shippedBidModel = (): Mlp => (shipped ??= loadBidModel(weights as ValueModelFile));

/**
 * What one step of a style's risk (bots/styles.ts) is worth to the model's bids, in jetons: a bold
 * seat bids when bidding is predicted to score up to this much less than passing (Droggn's 8 points
 * scaled as its policy's temperature is, docs/bots.md).
 */
const RISK_JETONS = 0.4;

/** The model's bid, or null when the decision is not a bid it judges. `risk` (a style's) moves passing's prediction by RISK_JETONS a step. */
export function modelBid(model: Mlp, view: TroggenView, legal: readonly Action[], risk = 0): Action | null {
  if (view.phase !== 'bid' || legal.length < 2) return null;
  const v = forward(model, bidFeatures(view));
  v[0] -= risk * RISK_JETONS; // BID_HEAD_NAMES[0] is the pass
  const byHead = BID_HEAD_NAMES.map((_, k) => legal.find((a) => bidHeadOf(a) === k));
  const k = bestLegalHead(
    v,
    byHead.map((a) => a !== undefined)
  );
  return k < 0 ? null : byHead[k]!;
}

/** The rule bot with the model's bids. Without a model, the shipped weights, read at the first bid. */
export function bidModelBot(model?: Mlp, fallback: Bot<TroggenView> = troggenBot): Bot<TroggenView> {
  return {
    id: `${fallback.id}+bid-model`,
    choose: (req: BotRequest<TroggenView>, signal?: AbortSignal) => modelBid(model ?? shippedBidModel(), req.view, req.legal) ?? fallback.choose(req, signal)
  };
}

/**
 * The model's bids as a policy for the worlds' inference (issue 26, bots/policy.ts): each legal
 * bid's predicted value for the seat, or null outside the auction. The temperature in the game's
 * points, chosen in the arena (docs/bots.md).
 */
export const bidPolicy = (model?: Mlp): ModelPolicy<TroggenView> => ({
  // 0.5 jetons: Droggn's 10 points scaled by the median gap between the best and the second bid (1.25 jetons against 28 points); not tuned.
  temperature: 0.5,
  values(view, legal) {
    if (view.phase !== 'bid' || legal.length < 2) return null;
    return legalHeadValues(forward(model ?? shippedBidModel(), bidFeatures(view)), legal, bidHeadOf);
  }
});
