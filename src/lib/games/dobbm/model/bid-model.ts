import type { Action } from '../../../engine/game';
import type { Bot, BotRequest, ModelPolicy } from '../../../engine/bot';
import { forward, type Mlp } from '../../../learn/mlp';
import { bestLegalHead, legalHeadValues, loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import { dobbmBot } from '../bot';
import type { DobbmView } from '../view';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, bidFeatures, bidHeadOf } from './features';
import { modelDouble, shippedDoubleModel } from './double-model';
import weights from './weights.json' with { type: 'json' };

/**
 * Dobbm's bid by a learned value model (issue 26), as Droggn's: for each bid it may make (pass or
 * "gut", Dobbm, Solo) the model predicts the seat's Schilling for the hand when it makes that bid
 * and the hand is played on (learned from self-play by `npm run train -- dobbm`, docs/bots.md), and
 * the bot makes the bid with the best prediction. Every other phase is the rule bot's.
 */
export const BID_MODEL_VERSION = 1;

export const loadBidModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'dobbm bid model', version: BID_MODEL_VERSION, features: BID_FEATURE_COUNT, heads: BID_HEAD_NAMES.length });

let shipped: Mlp | undefined;
/** The shipped weights (model/weights.json), read once. */
export const shippedBidModel = (): Mlp => (shipped ??= loadBidModel(weights as ValueModelFile));

/**
 * What one step of a style's risk (bots/styles.ts) is worth to the model's bids, in Schilling: a
 * bold seat declares when declaring is predicted to score up to this much less than passing, a
 * cautious one only when it is predicted to score this much more.
 */
const RISK_SCHILLING = 4;

/** The model's bid, or null when the decision is not a bid it judges; `risk` moves passing's prediction. */
export function modelBid(model: Mlp, view: DobbmView, legal: readonly Action[], risk = 0): Action | null {
  if (view.phase !== 'bid' || legal.length < 2) return null;
  const v = forward(model, bidFeatures(view));
  v[0] -= risk * RISK_SCHILLING; // head 0: not bidding
  const byHead = BID_HEAD_NAMES.map((_, k) => legal.find((a) => bidHeadOf(a) === k));
  const k = bestLegalHead(
    v,
    byHead.map((a) => a !== undefined)
  );
  return k < 0 ? null : byHead[k]!;
}

/**
 * The rule bot with the models' decisions in `phases` (the bids and the doubles); the rule bot's
 * everywhere else. Without a model, the shipped weights,
 * read at the first decision. Which of its decisions a level takes is the level's `modelPhases`.
 */
export function bidModelBot(model?: Mlp, fallback: Bot<DobbmView> = dobbmBot, phases: readonly string[] = ['bid', 'double']): Bot<DobbmView> {
  const byModel = (req: BotRequest<DobbmView>): Action | null => {
    if (!phases.includes(req.view.phase)) return null;
    if (req.view.phase === 'double') return modelDouble(shippedDoubleModel(), req.view, req.legal);
    return modelBid(model ?? shippedBidModel(), req.view, req.legal);
  };
  return {
    id: `${fallback.id}+bid-model`,
    choose: (req: BotRequest<DobbmView>, signal?: AbortSignal) => byModel(req) ?? fallback.choose(req, signal)
  };
}

/**
 * The model's bids as a policy for the worlds' inference (issue 26, bots/policy.ts): each legal
 * bid's predicted value for the seat, or null outside the auction. The temperature in the game's
 * points, chosen in the arena (docs/bots.md).
 */
export const bidPolicy = (model?: Mlp): ModelPolicy<DobbmView> => ({
  // 30 Schilling: Droggn's 10 points scaled by the median gap between the best and the second bid (79 Schilling against 28 points); not tuned.
  temperature: 30,
  values(view, legal) {
    if (view.phase !== 'bid' || legal.length < 2) return null;
    return legalHeadValues(forward(model ?? shippedBidModel(), bidFeatures(view)), legal, bidHeadOf);
  }
});
