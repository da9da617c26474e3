import { isRefusal, type Seat } from '../engine/game';
import { type GameModule } from '../engine/module';
import { newRecord, type HandRecord } from '../engine/record';
import { isClaim } from '../engine/claim-action';
import type { Level } from '../bots/levels';
import type { Bot } from '../engine/bot';
import { botFor, searchGameOf, searchSettingsFor } from '../bots/registry';
import { searchBot } from '../bots/search';
import { decisionSeed } from '../engine/decision-seed';

/**
 * "How would the strong bot have done?" (issue 30): the deal of a finished hand played again with
 * the strong bot in the person's seat and the same bots, at their own levels, in the others.
 *
 * Reproducible by construction: the deal is the record's (seed, dealer, context), every bot thinks
 * by count, not by clock (`fixedWork`), and the seed of each decision is the table's own
 * (`decisionSeed`, which `TableController.scheduleBot` uses too). So the same hand gives the same
 * comparison on every device and every time it is asked, and where the original table's bots also
 * thought by count (a seeded test table), the other seats play exactly as they did until the
 * strong bot's first different choice.
 */

/** One step of the replay: the record so far and how far the play is (tricks done of about how many). */
export interface StrongSeatStep {
  record: HandRecord;
  tricks: number;
  /** The tricks the original hand had: what the progress line counts towards. */
  of: number;
  done: boolean;
}

/**
 * The deal played again, one decision per step (the worker posts each and yields to the event
 * loop between them). `levels[s]` is the level of the bot at seat s; `seat`'s entry is ignored
 * (the strong bot sits there). Names are kept from the original record.
 */
export function* playStrongSeat(mod: GameModule, original: HandRecord, seat: Seat, levels: readonly (Level | undefined)[]): Generator<StrongSeatStep> {
  const record = newRecord(mod.game, original.context, original.seed, original.names);
  const bots = levels.map((level, s) => (s === seat ? strongSeatBot(mod) : botFor(mod, level ?? 'normal', true)));
  const of = tricksOf(mod, original);
  let tricks = 0;
  for (const state of playDeal(mod, record, bots)) {
    tricks = tricksDone(mod, state);
    yield { record, tricks, of, done: false };
  }
  yield { record, tricks, of, done: true };
}

/**
 * A deal played by `bots[s]` at each seat s from `record`'s deal (its context and seed), one action
 * a step: `record` takes each action, and the state after it is yielded. Each decision is seeded as
 * the table seeds it (`decisionSeed`); a forced one is taken without asking.
 */
export function* playDeal(mod: GameModule, record: HandRecord, bots: readonly Bot[]): Generator<unknown> {
  const game = mod.game;
  let state = game.setup(record.context, record.seed);
  // A hand ends within a bounded number of actions; the guard only stops a broken bot loop.
  for (let guard = 0; guard < 10_000; guard++) {
    const who = game.toAct(state);
    if (who === null) return;
    const legal = game.legal(state);
    const action =
      legal.length === 1
        ? legal[0]
        : bots[who].choose({ view: game.view(state, who), legal, seed: decisionSeed(record.seed, record.actions.length), budgetMs: 0 });
    const next = game.apply(state, action);
    if (isRefusal(next)) throw new Error(`bot chose a refused action ${action}`);
    state = next;
    record.actions.push(action);
    yield state;
  }
  throw new Error('the hand did not end');
}

/**
 * The worlds the strong bot judges per decision here. On the table it thinks for its level's time
 * (270 ms: 24 to 2,000 worlds, as many as the device manages); by count, a seeded table's strong
 * bot judges only its fewest (24). Here it gets a count near what its clock buys on a phone, so the
 * comparison is with the strong bot as a person meets it, and still the same on every device.
 */
const STRONG_SEAT_WORLDS = 200;

/** The strong level's search, thinking by a fixed count of worlds (the rule bot where the game has no search). */
export function strongSeatBot(mod: GameModule): Bot {
  if (!mod.searchPhases) return botFor(mod, 'strong', true);
  const settings = searchSettingsFor(mod, 'strong', { fixedWork: true });
  return searchBot(searchGameOf(mod), `${settings.ruleBot.id}+search-strong-seat`, {
    ...settings,
    minWorlds: STRONG_SEAT_WORLDS,
    maxWorlds: STRONG_SEAT_WORLDS
  });
}

/** The deal played to its end at once (tests, the benchmark). */
export function strongSeatRecord(mod: GameModule, original: HandRecord, seat: Seat, levels: readonly (Level | undefined)[]): HandRecord {
  let last: StrongSeatStep | undefined;
  for (const step of playStrongSeat(mod, original, seat, levels)) last = step;
  return last!.record;
}

function tricksDone(mod: GameModule, state: unknown): number {
  return mod.game.view(state, null).tricksWon.reduce((a, b) => a + b, 0);
}

function tricksOf(mod: GameModule, record: HandRecord): number {
  let state = mod.game.setup(record.context, record.seed);
  // A claim of the rest moves no card.
  for (const a of record.actions) if (!isClaim(a)) state = mod.game.apply(state, a);
  return tricksDone(mod, state);
}
