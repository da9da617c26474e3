import type { Action, HandContext, Seat } from '../engine/game';
import type { Bot } from '../engine/bot';
import type { AnySearchGame } from '../engine/searchable';
import { decisionSeed } from '../engine/decision-seed';
import { searchedSet, setKey, type SetSearch, type SetSettings } from './set-search';
import { seatMargin } from './arena';

/**
 * The arena's `exchange` match computed where it can differ (docs/bots.md, "Troccas's scart,
 * searched the same way"): one seat decides the set's phases by the search (a discard laid away as
 * a set, or a single choice such as a double: a set of one), the others are the same bot without
 * it. A deal's rotation (the searched seat at seat X) plays the same hand as the bot without the
 * search unless X's searched choice there differs from that bot's. The trial plays the deal once
 * with the bot without the search up to the play (the phases before it are cheap: models and rule
 * bots), replays that start for every seat X with X's choices searched, and where one differs
 * plays both hands on (the same bots, the same decision seeds) and takes X's margin (its score
 * less the others' mean) in its hand less that in the other. Their sum over the seats divided by
 * the players is the arena's per-deal margin (the margins of one hand's seats sum to 0, so the
 * rotations that play the same hand cancel), without the noise of the hands that did not change,
 * and without playing them.
 */
export interface SetTrialDeal {
  seed: number;
  /** Seats that decided in the set's phases (0: none did, e.g. a hand thrown in). */
  seats: number;
  /** Of those, the seats whose searched choice differed. */
  differs: number;
  /** The arena's per-deal margin of the searched seat (0 where nothing differed). */
  margin: number;
}

export interface SetTrialOptions {
  game: AnySearchGame;
  context: HandContext;
  /** Every seat's bot, the searching seat's too outside its set. */
  bot: Bot;
  /** The search's worlds and rule bot (the settings `bot` searches with). */
  settings: SetSettings;
  set: SetSearch;
  /**
   * A bot whose choice stands in for the searched set where the seat's run in the phase is one
   * action (a learned model's double against the level's own); the set search where absent.
   */
  choice?: Bot;
  /** The phases from which the hand is the same bots' play (no set phase comes after them): the game's search phases. */
  play: readonly string[];
}

export function setTrialDeal(o: SetTrialOptions, seed: number): SetTrialDeal {
  const { game, context, bot, set } = o;
  const players = context.players;
  const decide = (st: unknown, k: number): Action => {
    const seat = game.toAct(st)!;
    const legal = game.legal(st);
    return legal.length === 1 ? legal[0] : bot.choose({ view: game.view(st, seat), legal, seed: decisionSeed(seed, k), budgetMs: 0 });
  };
  const atPlay = (st: unknown): boolean => {
    const seat = game.toAct(st);
    return seat === null || o.play.includes(game.view(st, seat).phase);
  };
  const playOut = (st: unknown, k: number): void => {
    while (game.toAct(st) !== null) game.applyInPlace(st, decide(st, k++));
  };
  // Every seat's change, as the arena counts them (a seat without one: 0).
  const margin = (st: unknown, seat: Seat): number => {
    const d = game.score(game.facts(st)!, context.settings).deltas;
    return seatMargin(
      Array.from({ length: players }, (_, i) => d[i] ?? 0),
      seat
    );
  };
  const start = game.setup(context, seed);
  // The bot without the search, up to the play: its actions, and (once a seat differs) its hand played on.
  const base = game.clone(start);
  const actions: Action[] = [];
  while (!atPlay(base)) {
    const a = decide(base, actions.length);
    actions.push(a);
    game.applyInPlace(base, a);
  }
  let basePlayed = false;
  let seats = 0;
  let differs = 0;
  let sum = 0;
  for (let x = 0; x < players; x++) {
    const s = game.clone(start);
    let k = 0;
    let decided = false;
    let diverged = false;
    while (!atPlay(s)) {
      const seat = game.toAct(s)!;
      const view = game.view(s, seat);
      if (seat !== x || !set.phases.includes(view.phase)) {
        game.applyInPlace(s, diverged ? decide(s, k) : actions[k]);
        k++;
        continue;
      }
      decided = true;
      // The bot's own choices from here: the recorded ones while the hands agree, else asked.
      const w = game.clone(s);
      const own: Action[] = [];
      for (let j = k; game.toAct(w) === x && game.view(w, x).phase === view.phase; j++) {
        const a = diverged ? decide(w, j) : actions[j];
        own.push(a);
        game.applyInPlace(w, a);
      }
      // No searched set where the seat's choices in the phase are not one run (a defender's second
      // word after a retour): the searched bot falls back to the bot's own choice there too.
      // Or, with a `choice` bot, its choice where the run is one action.
      let searched = own;
      if (!o.choice) searched = searchedSet(game, o.settings, set, view)?.set ?? own;
      else if (own.length === 1) searched = [o.choice.choose({ view, legal: game.legal(s), seed: decisionSeed(seed, k), budgetMs: 0 })];
      if (setKey(own) !== setKey(searched)) diverged = true;
      // The same set in the bot's own order where they agree: the hand stays the recorded one.
      for (const a of diverged ? searched : own) game.applyInPlace(s, a);
      k += searched.length;
    }
    if (decided) seats++;
    if (!diverged) continue;
    differs++;
    if (!basePlayed) playOut(base, actions.length);
    basePlayed = true;
    playOut(s, k);
    sum += margin(s, x) - margin(base, x);
  }
  return { seed, seats, differs, margin: sum / players };
}
