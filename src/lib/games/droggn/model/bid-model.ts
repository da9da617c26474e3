import type { Action } from '../../../engine/game';
import type { Bot, BotRequest, ModelPolicy } from '../../../engine/bot';
import { PACKS } from '../../../engine/packs';
import { forward, type Mlp } from '../../../learn/mlp';
import { bestLegalHead, legalHeadValues, loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import * as A from '../actions';
import { droggnBot, mordHand } from '../bot';
import type { DroggnView } from '../view';
import { BID_FEATURE_COUNT, BID_HEADS, bidFeatures } from './features';
import { modelDouble, shippedDoubleModel } from './double-model';
import { modelDiscard, shippedDiscardModel } from './discard-model';
import weights from './weights.json' with { type: 'json' };

/**
 * Droggn's bid by a learned value model (issue 26): for each bid it may make (pass, Ansager, Solo,
 * Super) the model predicts the seat's score for the hand when it makes that bid and the hand is
 * played on (learned from self-play by `npm run train -- droggn`, docs/bots.md), and the bot makes
 * the bid with the best prediction. Super Mord stays the rule bot's (only a hand that cannot lose a
 * trick); every other phase is the rule bot's.
 *
 * The features' and heads' version this code reads (bumped when they change: old weights no longer fit).
 */
export const BID_MODEL_VERSION = 1;

export const loadBidModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'droggn bid model', version: BID_MODEL_VERSION, features: BID_FEATURE_COUNT, heads: BID_HEADS.length });

let shipped: Mlp | undefined;
/** The shipped weights (model/weights.json), read once. */
export const shippedBidModel = (): Mlp => (shipped ??= loadBidModel(weights as ValueModelFile));

/** Every head's predicted score for the seat at this bid (pass, Ansager, Solo, Super). */
function bidValues(model: Mlp, view: DroggnView): Float64Array {
  return forward(model, bidFeatures(view));
}

/**
 * What one step of a style's risk (bots/styles.ts) is worth to the model's bids, in points: a bold
 * seat declares when declaring is predicted to score up to this much less than passing, a
 * cautious one only when it is predicted to score this much more.
 */
const RISK_POINTS = 8;

/**
 * The model's bid, or null when the decision is not a bid the model judges. `risk` (a style's: −1
 * cautious, 0 balanced, +1 bold) moves passing's prediction by RISK_POINTS a step.
 */
export function modelBid(model: Mlp, view: DroggnView, legal: readonly Action[], risk = 0): Action | null {
  if (view.phase !== 'bid' || legal.length < 2) return null;
  if (legal.includes(A.BID_MORD) && mordHand(view.hand, PACKS[view.pack].values)) return A.BID_MORD;
  const v = bidValues(model, view);
  v[0] -= risk * RISK_POINTS; // BID_HEADS[0] is the pass
  const k = bestLegalHead(
    v,
    BID_HEADS.map((b) => legal.includes(b))
  );
  return k < 0 ? null : BID_HEADS[k];
}

/**
 * The rule bot with the models' decisions in `phases` (the bids, the doubles, the discard; the rule
 * bot's everywhere else, and the fallback). Without a model, the shipped weights, read at the first
 * decision (not when the game's module loads). Which of its decisions a level takes is the level's
 * `modelPhases`: the search asks it only in those.
 */
export function bidModelBot(model?: Mlp, fallback: Bot<DroggnView> = droggnBot, phases: readonly string[] = ['bid', 'double', 'discard']): Bot<DroggnView> {
  const byModel = (req: BotRequest<DroggnView>): Action | null => {
    if (!phases.includes(req.view.phase)) return null;
    if (req.view.phase === 'bid') return modelBid(model ?? shippedBidModel(), req.view, req.legal);
    if (req.view.phase === 'double') return modelDouble(shippedDoubleModel(), req.view, req.legal);
    return modelDiscard(shippedDiscardModel(), req.view, req.legal);
  };
  return {
    id: `${fallback.id}+bid-model`,
    choose: (req: BotRequest<DroggnView>, signal?: AbortSignal) => byModel(req) ?? fallback.choose(req, signal)
  };
}

/**
 * The model's bids as a policy for the worlds' inference (issue 26, bots/policy.ts): each legal
 * bid's predicted score for the seat (NaN for Mord, which is no head), or null where the model
 * does not bid: outside the auction, and a Super Mord hand (the rule bot's bid, as in `modelBid`).
 * The temperature in points, chosen in the arena (docs/bots.md).
 */
export const bidPolicy = (model?: Mlp): ModelPolicy<DroggnView> => ({
  // 10 points: of 3, 10 and 30 on the tuning range (docs/bots.md), all within noise of each other.
  temperature: 10,
  values(view, legal) {
    if (view.phase !== 'bid' || legal.length < 2) return null;
    if (legal.includes(A.BID_MORD) && mordHand(view.hand, PACKS[view.pack].values)) return null;
    return legalHeadValues(bidValues(model ?? shippedBidModel(), view), legal, (a) => (BID_HEADS as readonly Action[]).indexOf(a));
  }
});
