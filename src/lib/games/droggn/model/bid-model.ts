import type { Action } from '../../../engine/game';
import type { Bot, BotRequest } from '../../../engine/bot';
import { PACKS } from '../../../engine/packs';
import { forward, fromJson, type Mlp, type MlpJson } from '../../../bots/mlp';
import * as A from '../actions';
import { droggnBot, mordHand } from '../bot';
import type { DroggnView } from '../view';
import { BID_FEATURE_COUNT, BID_HEADS, bidFeatures } from './features';
import weights from './weights.json' with { type: 'json' };

/**
 * Droggn's bid by a learned value model (issue 26): for each bid it may make (pass, Ansager, Solo,
 * Super) the model predicts the seat's score for the hand when it makes that bid and the hand is
 * played on (learned from self-play by `npm run train -- droggn`, docs/bots.md), and the bot makes
 * the bid with the best prediction. Super Mord stays the rule bot's (only a hand that cannot lose a
 * trick); every other phase is the rule bot's.
 */
export interface BidModelFile {
  /** Bumped whenever the features or the heads change: old weights then no longer fit. */
  version: number;
  features: number;
  trainedOn: Record<string, unknown>;
  mlp: MlpJson;
  /** Added to each head's prediction (a calibration on hands the search played out), if any. */
  offsets?: number[];
}

/** The features' and heads' version this code reads. */
export const BID_MODEL_VERSION = 1;

export function loadBidModel(file: BidModelFile): Mlp {
  const m = loadMlp(file);
  if (file.offsets) for (let k = 0; k < m.heads; k++) m.b2[k] += file.offsets[k] / m.targetScale;
  return m;
}

function loadMlp(file: BidModelFile): Mlp {
  if (file.version !== BID_MODEL_VERSION || file.features !== BID_FEATURE_COUNT || file.mlp.heads !== BID_HEADS.length)
    throw new Error(
      `droggn bid model: weights of version ${file.version} with ${file.features} features, this code reads version ${BID_MODEL_VERSION} with ${BID_FEATURE_COUNT}`
    );
  return fromJson(file.mlp);
}

let shipped: Mlp | undefined;
/** The shipped weights (model/weights.json), read once. */
export const shippedBidModel = (): Mlp => (shipped ??= loadBidModel(weights as BidModelFile));

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
  const k = modelBidFromValues(
    v,
    BID_HEADS.map((b) => legal.includes(b))
  );
  return k < 0 ? null : BID_HEADS[k];
}

/** The head with the best predicted score among the legal ones (-1 if none is legal). */
export function modelBidFromValues(v: ArrayLike<number>, legal: readonly boolean[]): number {
  let best = -1;
  for (let k = 0; k < BID_HEADS.length; k++) if (legal[k] && (best < 0 || v[k] > v[best])) best = k;
  return best;
}

/**
 * The rule bot with the model's bids (the fallback for every other decision). Without a model, the
 * shipped weights, read at the first bid (not when the game's module loads).
 */
export function bidModelBot(model?: Mlp, fallback: Bot<DroggnView> = droggnBot): Bot<DroggnView> {
  return {
    id: `${fallback.id}+bid-model`,
    choose: (req: BotRequest<DroggnView>, signal?: AbortSignal) => modelBid(model ?? shippedBidModel(), req.view, req.legal) ?? fallback.choose(req, signal)
  };
}
