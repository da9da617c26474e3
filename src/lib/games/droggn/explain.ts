import type { Action, Text } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
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

const pct = (x: number, lang: 'en' | 'de') => `${Math.round(100 * x)}${lang === 'de' ? ' %' : '%'}`;

/**
 * A person's hint for a Droggn bid (GameModule.bidHint): the strong level's bid (the learned
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
  const name = (b: Action) => A.describe(b).label;
  const mine = odds.find((o) => o.bid === action);
  const rest = odds.filter((o) => o !== mine);
  const list = (lang: 'en' | 'de', os: typeof odds) => os.map((o) => `${name(o.bid)[lang]} in ${pct(o.made, lang)}`).join(', ');
  if (mine)
    return {
      action,
      reason: {
        en: `${label.en}: you reach ${needed} in ${pct(mine.made, 'en')} of ${worlds} deals that fit your cards${rest.length ? `; ${list('en', rest)}` : ''}.`,
        de: `${label.de}: Du erreichst ${needed} in ${pct(mine.made, 'de')} von ${worlds} Verteilungen, die zu deinen Karten passen${rest.length ? `; ${list('de', rest)}` : ''}.`
      }
    };
  return {
    action,
    reason: {
      en: `${label.en}: of ${worlds} deals that fit your cards, as declarer you would reach ${needed} with ${list('en', odds)}.`,
      de: `${label.de}: Von ${worlds} Verteilungen, die zu deinen Karten passen, erreichtest du als Spieler ${needed} mit ${list('de', odds)}.`
    }
  };
}
