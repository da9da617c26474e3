import type { Action, HandContext, Seat } from '../engine/game';
import type { Bot } from '../engine/bot';
import type { AnySearchGame } from '../engine/searchable';
import { decisionSeed } from '../engine/decision-seed';
import { searchedSet, type SetSearch, type SetSettings } from './set-search';

/**
 * The arena's `exchange` match computed where it can differ (docs/bots.md, "Troccas's scart, searched
 * the same way"): one seat lays its set away by the search, the others are the same bot without it, so
 * a deal's hands differ only in the rotation where that seat is the one laying the set away, and
 * there only if its searched set is not the one the bot without it lays away. The trial plays the
 * deal once with the bot without the search up to the first set; where the searched set differs,
 * it plays the hand on from there twice (each set, then every seat the same bot with the same
 * decision seeds) and takes the seat's margin (its score less the others' mean) with the searched
 * set less that with the other. Divided by the players, it is the arena's per-deal margin (the
 * margins of one hand's seats sum to 0, so the rotations that play the same hand cancel), without
 * the noise of the hands that did not change, and without playing them.
 */
export interface SetTrialDeal {
  seed: number;
  /** The seat that laid a set away (null: nobody did, e.g. a hand thrown in). */
  seat: Seat | null;
  differs: boolean;
  /** The arena's per-deal margin of the searched set over the other (0 where it did not differ). */
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
}

export function setTrialDeal(o: SetTrialOptions, seed: number): SetTrialDeal {
  const { game, context, bot, set } = o;
  const players = context.players;
  const s = game.setup(context, seed);
  let step = 0;
  const decide = (st: unknown, k: number): Action => {
    const seat = game.toAct(st)!;
    const legal = game.legal(st);
    return legal.length === 1 ? legal[0] : bot.choose({ view: game.view(st, seat), legal, seed: decisionSeed(seed, k), budgetMs: 0 });
  };
  const margin = (st: unknown, seat: Seat): number => {
    const d = game.score(game.facts(st)!, context.settings).deltas;
    const total = d.reduce((x, y) => x + (y ?? 0), 0);
    return (d[seat] ?? 0) - (total - (d[seat] ?? 0)) / (players - 1);
  };
  const playOut = (st: unknown, k: number): void => {
    while (game.toAct(st) !== null) game.applyInPlace(st, decide(st, k++));
  };
  for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
    const view = game.view(s, seat);
    if (set.phases.includes(view.phase)) {
      const inPhase = (st: unknown) => game.toAct(st) === seat && game.view(st, seat).phase === view.phase;
      const searched = searchedSet(game, o.settings, set, view)!.set;
      const other = game.clone(s);
      let k = step;
      const laid: Action[] = [];
      while (inPhase(other)) {
        const a = decide(other, k++);
        laid.push(a);
        game.applyInPlace(other, a);
      }
      const key = (xs: readonly Action[]) => [...xs].sort((x, y) => x - y).join();
      if (key(laid) === key(searched)) return { seed, seat, differs: false, margin: 0 };
      const mine = game.clone(s);
      for (const a of searched) game.applyInPlace(mine, a);
      playOut(other, k);
      playOut(mine, step + searched.length);
      return { seed, seat, differs: true, margin: (margin(mine, seat) - margin(other, seat)) / players };
    }
    game.applyInPlace(s, decide(s, step++));
  }
  return { seed, seat: null, differs: false, margin: 0 };
}
