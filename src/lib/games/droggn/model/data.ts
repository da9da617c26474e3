import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../bots/bid-training';
import { droggnGame } from '../index';
import { droggnBot } from '../bot';
import type { DroggnState } from '../state';
import type { DroggnView } from '../view';
import type { DroggnSettings } from '../settings';
import { BID_FEATURE_COUNT, BID_HEADS, bidFeatures } from './features';

/** Droggn's bid decisions for the shared data maker (bots/bid-training.ts); Super Mord has no head. */
const spec: BidDataSpec<DroggnState, DroggnView> = {
  game: droggnGame,
  featureCount: BID_FEATURE_COUNT,
  features: bidFeatures,
  heads: BID_HEADS.length,
  headOf: (a) => BID_HEADS.indexOf(a as (typeof BID_HEADS)[number]),
  bidding: (s) => s.phase === 'bid',
  rule: droggnBot
};

/**
 * The bid model's training data (issue 26), from self-play: each deal is bid by the rule bots; at
 * every seat's bid, each bid the model judges that is legal there is tried in turn and the hand
 * played on to its end by every seat's `player` (the rule bot by default), and the seat's score
 * recorded (bots/bid-training.ts, `bidData`).
 */
export const droggnBidData = (firstSeed: number, deals: number, players: 3 | 4, player?: Bot, settings?: Partial<DroggnSettings>): BidData =>
  bidData(spec, firstSeed, deals, players, player, settings);
