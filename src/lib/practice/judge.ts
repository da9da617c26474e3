import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import { rngFromSeed, nextInt } from '../engine/rng';
import type { Bot } from '../engine/bot';
import { ruleRollout } from '../engine/fast';
import { solve } from '../bots/solver';
import { sidesOf } from '../engine/sides';

/**
 * How each legal action of a practice position fares, from the asking seat's view: the share of
 * worlds in which the seat's side comes out ahead after it. Worlds are deals consistent with what
 * the seat has seen (`game.determinize`, each equally likely: no guessing from the others' bids),
 * so the answer does not rest on cards the seat cannot know.
 *
 * - Card play (`exact`): each world is solved with every card open (`solve`, threshold mode: does
 *   the side come out ahead with best play by everyone?). A right answer is right in (nearly) all
 *   worlds; the share says how nearly.
 * - Bids and other decisions before the play (`rollout`): each world is played on by every seat's
 *   rule bot on its own view, as the search bots judge a bid; the share is how often the seat comes
 *   out ahead after that choice.
 *
 * Deterministic for a given seed, so a test can recompute every stored answer exactly.
 */
type Method = 'exact' | 'rollout';

interface ActionJudgement {
  action: Action;
  /** Worlds (of `worlds`) in which the seat's side came out ahead after this action. */
  ahead: number;
}

export interface PositionJudgement {
  seat: Seat;
  worlds: number;
  actions: ActionJudgement[];
}

export interface JudgeOptions {
  method: Method;
  worlds: number;
  seed: number;
  /**
   * The seat's side is ahead when its result is above this (default 0: it wins). A question about
   * a goal short of winning ("make sure of 4 more points") sets it to that goal.
   */
  threshold?: number;
  /** Each seat's rule bot plays the worlds on (method 'rollout'). */
  ruleBot?: Bot;
}

export function judgePosition(game: AnySearchGame, state: unknown, opts: JudgeOptions): PositionJudgement {
  const seat = game.toAct(state);
  if (seat === null) throw new Error('the hand is over: no question to ask');
  const view = game.view(state, seat);
  const legal = game.legal(state);
  const rng = rngFromSeed(opts.seed);
  const threshold = opts.threshold ?? 0;
  const ahead = new Array<number>(legal.length).fill(0);
  for (let w = 0; w < opts.worlds; w++) {
    const world = game.determinize(view, rng);
    const side = opts.method === 'exact' ? sidesOf(game, world, seat) : null;
    const rolloutSeed = nextInt(rng, 0x7fffffff);
    legal.forEach((a, i) => {
      const s = game.clone(world);
      game.applyInPlace(s, a);
      if (side) {
        // No node limit: a practice position is an endgame, small enough to solve outright.
        const solved = solve(game, s, seat, { side, threshold, maxNodes: Number.MAX_SAFE_INTEGER })!;
        if (solved.wins) ahead[i]++;
      } else {
        if (!opts.ruleBot) throw new Error('a rollout needs the rule bot');
        // The same seed for every action of a world: only the action differs (paired samples).
        ruleRollout(game, s, opts.ruleBot, rngFromSeed(rolloutSeed));
        if (game.payoff(s)[seat] > threshold) ahead[i]++;
      }
    });
  }
  return { seat, worlds: opts.worlds, actions: legal.map((action, i) => ({ action, ahead: ahead[i] })) };
}
