import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../learn/bid-training';
import { dobbmGame } from '../index';
import { dobbmBot } from '../bot';
import type { DobbmState } from '../state';
import type { DobbmView } from '../view';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, bidFeatures, bidHeadOf } from './features';

/** Dobbm's bid decisions for the shared data maker (learn/bid-training.ts): the four bids of an auction. */
const spec: BidDataSpec<DobbmState, DobbmView> = {
  game: dobbmGame,
  featureCount: BID_FEATURE_COUNT,
  features: bidFeatures,
  heads: BID_HEAD_NAMES.length,
  headOf: bidHeadOf,
  judged: (s) => s.phase === 'bid',
  rule: dobbmBot
};

/**
 * The bid model's training data (issue 26): `deals` deals from `firstSeed` at `players` (4 or 5),
 * bid by the rule bots; at each bid every legal bid (pass or "gut", Dobbm, Solo) is tried and the
 * hand played on by `player` (the rule bot) at every seat, the seat's Schilling recorded.
 */
export const dobbmBidData = (firstSeed: number, deals: number, players: 4 | 5, player?: Bot): BidData => bidData(spec, firstSeed, deals, players, player);
