import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../learn/bid-training';
import { troggenGame } from '../index';
import { troggenBot } from '../bot';
import type { TroggenState } from '../state';
import type { TroggenView } from '../view';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, bidFeatures, bidHeadOf } from './features';

/**
 * The jetons in the pot at a training deal (TG-SCORE-1: a won bid takes it): none in half the
 * deals (a session's first hand, the arena's), else 1 to 40, drawn from the seed alone (a hash, so
 * it does not follow the dealer, who is the seed modulo the players).
 */
export function trainingPot(seed: number): number {
  const h = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  return h & 1 ? 0 : 1 + ((h >>> 8) % 40);
}

/**
 * What a seat's hand is worth in a pot game: its jetons minus its share of the table's (the jetons
 * paid into the pot are the table's, which it wins back from a later hand or at the end, TG-SESS-1).
 * The same as its margin over the other seats, the arena's measure, times (n − 1) / n.
 */
export function seatValue(s: TroggenState, seat: number): number {
  const d = troggenGame.payoff(s);
  let sum = 0;
  for (const x of d) sum += x;
  return d[seat] - sum / d.length;
}

/** Troggen's bid decisions for the shared data maker (learn/bid-training.ts): pass and the four levels. */
const spec: BidDataSpec<TroggenState, TroggenView> = {
  game: troggenGame,
  featureCount: BID_FEATURE_COUNT,
  features: bidFeatures,
  heads: BID_HEAD_NAMES.length,
  headOf: bidHeadOf,
  judged: (s) => s.phase === 'bid',
  rule: troggenBot,
  session: (seed) => ({ pot: trainingPot(seed), hand: 1 }),
  value: seatValue
};

/**
 * The bid model's training data (issue 26): `deals` deals from `firstSeed` at `players` (4, 5 or
 * 6), bid by the rule bots; at each bid every legal bid is tried and the hand played on by
 * `player` (the rule bot: king call, discard, play) at every seat, the seat's value recorded.
 */
export const troggenBidData = (firstSeed: number, deals: number, players: 4 | 5 | 6, player?: Bot): BidData => bidData(spec, firstSeed, deals, players, player);
