import type { Bot } from '../engine/bot';
import type { GameModule } from '../engine/module';
import { newRecord, type HandRecord } from '../engine/record';
import { nextInt, rngFromSeed } from '../engine/rng';
import { botFor, searchGameOf } from '../bots/registry';
import { judgeInference } from './check-card';
import { playDeal, strongSeatBot } from './strong-seat';
import { analyseRecord } from './run';
import { DEFAULT_ANALYSIS, type HandAnalysis } from './analysis';

/**
 * Issue 30's check of the hand accuracy (accuracy.ts): the same deal played twice in seat 0
 * against the same normal bots thinking by count, once by the strong bot itself (the one of "How
 * would the strong bot have done?", 200 worlds a decision), once with its cards chosen at random
 * (its bids and every other decision still the strong bot's, so both hands are the same
 * contracts), each judged as the app judges it. `npm run accuracy-check` runs it over many deals
 * (docs/insight.md); the deep tests over a few.
 */
export type Player = 'strong' | 'random';

/** Seat 0's bot that plays its cards at random and leaves every other decision to `other`. */
function randomCards(other: Bot): Bot {
  return {
    id: 'random-cards',
    choose: (req) => (req.view.phase === 'play' ? req.legal[nextInt(rngFromSeed(req.seed), req.legal.length)] : other.choose(req))
  };
}

/** The check's hand from `seed` (the first dealer from the seed too), and seat 0's result in it. */
export function checkHand(mod: GameModule, seed: number, player: Player): { record: HandRecord; result: number } {
  const game = mod.game;
  const players = mod.meta.defaultPlayers;
  const settings = game.defaultSettings(players);
  const context = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
  const record = newRecord(
    game,
    context,
    seed,
    Array.from({ length: players }, (_, i) => `P${i + 1}`)
  );
  const strong = strongSeatBot(mod);
  const others = botFor(mod, 'normal', true);
  const bots = Array.from({ length: players }, (_, s) => (s > 0 ? others : player === 'strong' ? strong : randomCards(strong)));
  let state: unknown = null;
  for (const s of playDeal(mod, record, bots)) state = s;
  return { record, result: searchGameOf(mod).payoff(state)[0] };
}

/** Seat 0's costs and accuracy as the app works them out (no open-cards solving or blind worlds: they do not change the costs). */
export function judgedHand(mod: GameModule, record: HandRecord): HandAnalysis {
  const opts = { ...DEFAULT_ANALYSIS, maxNodes: 1, worlds: 0 };
  let last: HandAnalysis | undefined;
  for (const a of analyseRecord(searchGameOf(mod), record, 0, judgeInference(mod), opts)) last = a;
  return last!;
}
