import type { Action, Text } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { bidHintText } from '../../engine/bid-hint';
import { rngFromSeed } from '../../engine/rng';
import * as A from './actions';
import { droggnBot } from './bot';
import { modelBid, shippedBidModel } from './model/bid-model';
import { applyInPlace, legal } from './rules';
import { readDroggnSettings } from './settings';
import { clone } from './state';
import { contractWon, facts, pointsNeeded } from './scoring';
import { view, type DroggnView } from './view';
import { determinize } from './worlds';

/** How many deals a bid's explanation plays out: a fixed count (the same view, the same words), small enough for a hint (three contracts × 60 hands played out by the rule bots, about a second on a phone: docs/bots.md). */
const EXPLAIN_WORLDS = 60;

/** The bids a hint explains: the contracts it plays out (Super Mord is the rule bot's, only with a sure hand). */
const CONTRACTS = [A.BID_ANSAGER, A.BID_SOLO, A.BID_SUPER] as const;

/**
 * For each contract the seat may bid now, the share of `worlds` deals in which it makes it as
 * declarer: deals drawn from the seat's VIEW alone (its own cards and the auction so far; the
 * others' cards and the talon at random among those that fit), the seat bids the contract, the
 * others pass, and the hand is played out by the rule bots. Seeded: the same view and seed give
 * the same shares (explain.test.ts).
 */
export function bidOdds(seen: DroggnView, allowed: readonly Action[], seed: number, worlds = EXPLAIN_WORLDS): { bid: Action; made: number }[] {
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
        // The others let the seat have its contract (and the seat keeps it, "gut", if asked again).
        const a = s.phase === 'bid' ? A.PASS : moves.length === 1 ? moves[0] : droggnBot.choose({ view: view(s, s.toAct), legal: moves, seed: 0, budgetMs: 0 });
        applyInPlace(s, a);
      }
      const f = facts(s)!;
      if (f.declarer === seat && contractWon(f, s.settings)) made[k]++;
    }
  }
  return bids.map((bid, k) => ({ bid, made: made[k] / worlds }));
}

/**
 * A person's hint for a Droggn bid (GameModule.ownHint): the strong level's bid (the learned
 * model's; Super Mord the rule bot's) and what it rests on, the share of deals that fit the seat's
 * cards in which it makes each contract it may bid ("Solo: you reach 37 in 62% of 200 deals that
 * fit your cards; Ansager in 80%, Super in 31%"). Null for any other decision.
 */
export function droggnBidHint(req: BotRequest<DroggnView>, worlds = EXPLAIN_WORLDS): { action: Action; reason: Text } | null {
  const { view: seen, legal: allowed, seed } = req;
  if (seen.phase !== 'bid' || seen.seat === null || allowed.length < 2) return null;
  const action = modelBid(shippedBidModel(), seen, allowed) ?? droggnBot.choose(req);
  const odds = bidOdds(seen, allowed, seed, worlds);
  const label = A.describe(action).label;
  if (!odds.length || action === A.BID_MORD)
    return { action, reason: { en: `${label.en}: what the strong bot bids here.`, de: `${label.de}: Das bietet der starke Bot hier.` } };
  const needed = pointsNeeded(readDroggnSettings(seen.context.settings));
  const reason = bidHintText(
    label,
    action,
    odds,
    worlds,
    (b, lang) => A.describe(b).label[lang],
    { en: `you reach ${needed}`, de: `Du erreichst ${needed}` },
    { en: `as declarer you would reach ${needed}`, de: `erreichtest du als Spieler ${needed}` }
  );
  return { action, reason };
}
