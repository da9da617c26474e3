import type { Action, Text } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { bidHintText } from '../../engine/bid-hint';
import { rngFromSeed } from '../../engine/rng';
import { BID_DOBBM, BID_GOOD, BID_SOLO, describe } from './actions';
import { dobbmBot } from './bot';
import { modelBid, shippedBidModel } from './model/bid-model';
import { applyInPlace, legal } from './rules';
import { contractWon, facts } from './scoring';
import { clone } from './state';
import { view, type DobbmView } from './view';
import { determinize } from './worlds';

/**
 * How many deals a bid's explanation plays out: a fixed count (the same view, the same words),
 * small enough for a hint (at most two contracts × 60 hands played out by the rule bots: docs/bots.md).
 */
const EXPLAIN_WORLDS = 60;

/** The contracts a hint plays out (DO-BID-1): the ordinary game with the Dobb, and the Solo without it. */
const CONTRACTS = [BID_DOBBM, BID_SOLO] as const;

/**
 * For each contract the seat may bid now, the share of `worlds` deals in which it makes it as
 * declarer, more than 60 card points by Dobbm's count (DO-SCORE-1, `contractWon`): deals drawn
 * from the seat's VIEW alone (its own cards and the auction so far; the others' cards and the
 * Dobb at random among those that fit), the seat bids the contract, the others say "gut", and the
 * hand is played out by the rule bots (the discard, the doubles, the play). Seeded: the same view
 * and seed give the same shares (explain.test.ts).
 */
export function bidOdds(seen: DobbmView, allowed: readonly Action[], seed: number, worlds = EXPLAIN_WORLDS): { bid: Action; made: number }[] {
  const seat = seen.seat!;
  const bids = CONTRACTS.filter((b) => allowed.includes(b));
  const made = bids.map(() => 0);
  const rng = rngFromSeed(seed);
  for (let w = 0; w < worlds; w++) {
    const world = determinize(seen, rng);
    for (let k = 0; k < bids.length; k++) {
      const s = clone(world);
      applyInPlace(s, bids[k]);
      while (s.phase !== 'over') {
        const moves = legal(s);
        // The others let the seat have its contract (DO-BID-1: after a bid, "gut").
        const a =
          s.phase === 'bid' ? BID_GOOD : moves.length === 1 ? moves[0] : dobbmBot.choose({ view: view(s, s.toAct), legal: moves, seed: 0, budgetMs: 0 });
        applyInPlace(s, a);
      }
      const f = facts(s)!;
      if (f.declarer === seat && contractWon(f)) made[k]++;
    }
  }
  return bids.map((bid, k) => ({ bid, made: made[k] / worlds }));
}

/**
 * A person's hint for a Dobbm bid (GameModule.ownHint): the strong level's bid (the learned
 * model's, else the rule bot's) and what it rests on, the share of deals that fit the seat's cards
 * in which it makes each contract it may bid ("Dobbm (ich tappe): you count more than 60 points in
 * 62% of 60 deals that fit your cards; Solo in 30%"). Null for any other decision. Every auction
 * choice with two or more actions holds Solo (DO-BID-1), so there is always a share to give.
 */
export function dobbmBidHint(req: BotRequest<DobbmView>, worlds = EXPLAIN_WORLDS): { action: Action; reason: Text } | null {
  const { view: seen, legal: allowed, seed } = req;
  if (seen.phase !== 'bid' || seen.seat === null || allowed.length < 2) return null;
  const action = modelBid(shippedBidModel(), seen, allowed) ?? dobbmBot.choose(req);
  const odds = bidOdds(seen, allowed, seed, worlds);
  const label = describe(action).label;
  // The contract's short name (the label without its gloss: "Dobbm", not "Dobbm (ich tappe)").
  const name = (b: Action, lang: 'en' | 'de') => describe(b).label[lang].replace(/ \(.*\)$/, '');
  const reason = bidHintText(
    label,
    action,
    odds,
    worlds,
    name,
    { en: 'you count more than 60 points', de: 'Du zählst mehr als 60 Punkte' },
    { en: 'as declarer you would count more than 60 points', de: 'zähltest du als Spieler mehr als 60 Punkte' }
  );
  return { action, reason };
}
