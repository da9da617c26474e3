import type { Action, Text } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { bidHintText } from '../../engine/bid-hint';
import { rngFromSeed } from '../../engine/rng';
import { A_BID, A_PASS } from './constants';
import { troggenBot } from './bot';
import { modelBid, shippedBidModel } from './model/bid-model';
import { applyInPlace, legal } from './rules';
import { bidderSidePoints } from './scoring';
import { targetPoints } from './settings';
import { clone } from './state';
import { describe, view, type TroggenView } from './view';
import { determinize } from './worlds';

/**
 * How many deals a bid's explanation plays out: a fixed count (the same view, the same words),
 * small enough for a hint (at most three ways to play × 60 hands by the rule bots: docs/bots.md).
 */
const EXPLAIN_WORLDS = 60;

/**
 * How a bid level is played: Einfach and Doppelt both take the talon (TG-EXCH-1) and differ only
 * in the stake (TG-BID-2), so the rule bots play them alike and one play-out answers for both.
 */
const playedAs = (level: number): number => (level <= 2 ? 1 : level);

/**
 * For each level the seat may bid now, the share of `worlds` deals in which its side reaches the
 * points it needs (TG-SCORE-1): deals drawn from the seat's VIEW alone (its own cards and the
 * auction so far; the others' cards and the talon at random among those that fit), the seat bids
 * the level, the others pass, and the hand is played out by the rule bots (the king call at five
 * and six, the discard, the play). Seeded: the same view and seed give the same shares.
 */
export function bidOdds(seen: TroggenView, allowed: readonly Action[], seed: number, worlds = EXPLAIN_WORLDS): { bid: Action; made: number }[] {
  const seat = seen.seat!;
  const bids = allowed.filter((a) => a > A_BID && a <= A_BID + 4);
  const ways = [...new Set(bids.map((b) => playedAs(b - A_BID)))];
  const made = new Map(ways.map((w) => [w, 0]));
  const need = targetPoints(seen.players, seen.context?.settings ?? {});
  const rng = rngFromSeed(seed);
  for (let w = 0; w < worlds; w++) {
    const world = determinize(seen, rng);
    for (const way of ways) {
      const s = clone(world);
      applyInPlace(s, A_BID + way);
      while (s.phase !== 'over') {
        const moves = legal(s);
        // The others let the seat have its bid.
        const a =
          s.phase === 'bid' ? A_PASS : moves.length === 1 ? moves[0] : troggenBot.choose({ view: view(s, s.toAct), legal: moves, seed: 0, budgetMs: 0 });
        applyInPlace(s, a);
      }
      if (s.bidder === seat && bidderSidePoints(s) >= need) made.set(way, made.get(way)! + 1);
    }
  }
  return bids.map((bid) => ({ bid, made: made.get(playedAs(bid - A_BID))! / worlds }));
}

/**
 * A person's hint for a Troggen bid (GameModule.ownHint): the strong level's bid (the learned
 * model's) and what it rests on, the share of deals that fit the seat's cards in which its side
 * reaches the points it needs at each level it may bid ("Doppelt: your side reaches 35 in 62% of
 * 60 deals that fit your cards; Einfach in 62%, Ohne Talon in 40%"). Null for any other decision.
 */
export function troggenBidHint(req: BotRequest<TroggenView>, worlds = EXPLAIN_WORLDS): { action: Action; reason: Text } | null {
  const { view: seen, legal: allowed, seed } = req;
  if (seen.phase !== 'bid' || seen.seat === null || allowed.length < 2) return null;
  const action = modelBid(shippedBidModel(), seen, allowed) ?? troggenBot.choose(req);
  const odds = bidOdds(seen, allowed, seed, worlds);
  const label = describe(action).label;
  const need = targetPoints(seen.players, seen.context?.settings ?? {});
  // The level's short name (the label without its gloss: "Ohne Talon", not "Ohne Talon (without the talon)").
  const name = (b: Action, lang: 'en' | 'de') => describe(b).label[lang].replace(/ \(.*\)$/, '');
  const reason = bidHintText(
    label,
    action,
    odds,
    worlds,
    name,
    { en: `your side reaches ${need}`, de: `Deine Partei erreicht ${need}` },
    { en: `as bidder your side would reach ${need}`, de: `erreichte deine Partei als Bieterin ${need}` }
  );
  return { action, reason };
}
