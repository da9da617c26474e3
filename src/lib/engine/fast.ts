import type { Action, AnyGame } from './game';
import { nextInt, type RngState } from './rng';

/**
 * The fast-path toolkit every game's search and benchmark path stands on: one scratch buffer for
 * legal actions, the engine's generator called directly, and one random playout over the contract.
 * A game brings only `legalInto` and `applyInPlace` (its one implementation of the rules); nothing
 * here knows a game.
 */

/** More than any game offers at once (Troccas's table talk is the widest, well under 100). */
export const MAX_ACTIONS = 512;

/** A scratch buffer for `legalInto`; each caller that nests (search inside search) makes its own. */
export const actionBuffer = (): Uint16Array => new Uint16Array(MAX_ACTIONS);

/**
 * `legal` from `legalInto`: the list the table and the checked path use is the fast path's own
 * answer copied out, so the two can never disagree.
 */
export function legalFrom<S>(legalInto: (s: S, out: Uint16Array) => number): (s: S) => Action[] {
  const out = actionBuffer();
  return (s: S): Action[] => {
    const n = legalInto(s, out);
    const list = new Array<Action>(n);
    for (let i = 0; i < n; i++) list[i] = out[i];
    return list;
  };
}

const playoutScratch = actionBuffer();

/**
 * Plays a hand to its end in place, every choice (bids, discards, talk, cards) a uniformly random
 * legal action: the benchmark's hand and the search's cheapest rollout. Allocates nothing per step.
 */
export function randomPlayout(game: AnyGame, s: unknown, rng: RngState): void {
  const legalInto = game.legalInto;
  if (!legalInto) throw new Error(`${game.id} has no legalInto`);
  const out = playoutScratch;
  while (game.toAct(s) !== null) {
    const n = legalInto(s, out);
    game.applyInPlace(s, out[nextInt(rng, n)]);
  }
}

/** For exhaustive switches over a game's phases: the compiler proves this is never reached. */
export function assertNever(x: never): never {
  throw new Error(`unexpected value ${String(x)}`);
}

/**
 * Sorts `out[0..n)` by `scores[0..n)`, highest first, ties in their old order, moving both
 * together: the solver's move ordering (n is a hand's worth of cards, so insertion sort).
 */
export function sortByScore(out: Uint16Array, scores: Float64Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const a = out[i];
    const sc = scores[i];
    let j = i - 1;
    while (j >= 0 && scores[j] < sc) {
      out[j + 1] = out[j];
      scores[j + 1] = scores[j];
      j--;
    }
    out[j + 1] = a;
    scores[j + 1] = sc;
  }
}
