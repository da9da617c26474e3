import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../learn/bid-training';
import { troggenGame } from '../index';
import { troggenBot } from '../bot';
import type { TroggenState } from '../state';
import type { TroggenView } from '../view';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, bidFeatures, bidHeadOf } from './features';
import { CALL_FEATURE_COUNT, callFeatures, callSuit } from './call-features';
import { bidModelBot } from './bid-model';
import { ruleRollout } from '../../../engine/fast';
import { rngFromSeed } from '../../../engine/rng';

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

/**
 * The king-call model's training data (issue 26, TG-BID-3): `deals` deals from `firstSeed` at
 * `players` (5 or 6, the counts that call), the pot as the bid model's (`trainingPot`), bid by the
 * bid model (the strong level's bids, so the calls are the ones it makes); at the bidder's call each
 * of the four kings is called on a copy and the hand played out by `player` at every seat (the rule
 * bots: discard, play), her value recorded (`seatValue`). One row a king: her view and that king's
 * features, her value minus the mean of the four (relative: the deal's luck cancels). A deal with
 * no bid gives no rows. A decision's `scores` are the four kings' by suit, `rule` the rule bot's.
 */
export function troggenCallData(firstSeed: number, deals: number, players: 5 | 6, player: Bot = troggenBot): BidData {
  const game = troggenGame;
  const bids = bidModelBot();
  const xs: number[] = [];
  const ys: number[] = [];
  const decisions: BidData['decisions'] = [];
  const feats = new Float64Array(CALL_FEATURE_COUNT);
  for (let d = 0; d < deals; d++) {
    const seed = firstSeed + d;
    const s = game.setup({ players, dealer: seed % players, settings: game.defaultSettings(players), session: { pot: trainingPot(seed), hand: 1 } }, seed);
    while (s.phase === 'bid') game.applyInPlace(s, bids.choose({ view: game.view(s, s.toAct), legal: game.legal(s), seed: 0, budgetMs: 0 }));
    if (s.phase !== 'call') continue;
    const seat = s.toAct;
    const view = game.view(s, seat);
    const legal = game.legal(s);
    const rule = callSuit(troggenBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
    const first = ys.length;
    const scores: number[] = [];
    for (const a of legal) {
      const k = callSuit(a);
      const w = game.clone(s);
      game.applyInPlace(w, a);
      ruleRollout(game, w, player, rngFromSeed(seed ^ (k << 20)));
      const y = seatValue(w, seat);
      scores.push(y);
      callFeatures(view, k, k === rule, feats);
      for (const f of feats) xs.push(f);
      ys.push(y);
    }
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    for (let i = first; i < ys.length; i++) ys[i] -= mean;
    decisions.push({ first, scores, rule });
  }
  return { inputs: CALL_FEATURE_COUNT, count: ys.length, x: Float64Array.from(xs), head: new Uint8Array(ys.length), y: Float64Array.from(ys), decisions };
}
