import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../learn/bid-training';
import { dobbmGame } from '../index';
import { dobbmBot } from '../bot';
import type { DobbmState } from '../state';
import type { DobbmView } from '../view';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, DOUBLE_FEATURE_COUNT, DOUBLE_HEADS, bidFeatures, bidHeadOf, doubleFeatures } from './features';
import { bidModelBot } from './bid-model';

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

/**
 * Dobbm's doubles for the same data maker (the double model, issue 26): every "gut", Schwacher and
 * Retour decision. The auction is the bid model's (the contracts the strong level's doubles meet are
 * its bids) and the rule bot's exchange; the deal's rows end with the doubling.
 */
const doubleSpec: BidDataSpec<DobbmState, DobbmView> = {
  game: dobbmGame,
  featureCount: DOUBLE_FEATURE_COUNT,
  features: doubleFeatures,
  heads: DOUBLE_HEADS.length,
  headOf: (a) => DOUBLE_HEADS.indexOf(a as (typeof DOUBLE_HEADS)[number]),
  judged: (s) => s.phase === 'double',
  relative: true,
  ahead: (s) => s.phase !== 'play' && s.phase !== 'over',
  rule: bidModelBot(undefined, dobbmBot, ['bid'])
};

/**
 * The double model's training data: at every double decision both calls are tried in turn on a
 * copy and the hand played on to its end by `player` at every seat (the rule bot by default; the
 * strong search at a few worlds a decision for data calibrated to how the table's bots play), the
 * seat's Schilling recorded relative to the decision's mean (only the choice is learned).
 */
export const dobbmDoubleData = (firstSeed: number, deals: number, players: 4 | 5, player?: Bot): BidData =>
  bidData(doubleSpec, firstSeed, deals, players, player);
