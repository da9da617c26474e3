import type { Action, AnyGame } from './game';
import type { Bot } from './bot';
import type { AnySearchGame } from './searchable';
import { EXCUSE, SUIT_BITS } from './cards';
import { nthRank, popcount } from './card-set';
import { nextInt, type RngState } from './rng';

/**
 * The fast-path toolkit every game's search and benchmark path stands on: one scratch buffer for
 * legal actions, the engine's generator called directly, and one random playout over the contract.
 * A game brings only `legalInto` and `applyInPlace` (its one implementation of the rules); nothing
 * here knows a game.
 */

/** More than any game offers at once (Troccas's table talk is the widest, well under 100). */
const MAX_ACTIONS = 512;

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

/**
 * Plays a hand to its end in place, every choice (bids, discards, talk, cards) a uniformly random
 * legal action: the benchmark's hand and the search's cheapest rollout. Allocates nothing per step.
 * Each action is the game's `randomLegal`: drawn straight from its legal mask where the game can,
 * the same action as listing the legal actions and drawing one.
 */
export function randomPlayout(game: AnySearchGame, s: unknown, rng: RngState): void {
  while (game.toAct(s) !== null) game.applyInPlace(s, game.randomLegal(s, rng));
}

/** Plays a world on to its end with every seat's rule bot deciding on its own view in that world. */
export function ruleRollout(game: AnyGame, s: unknown, ruleBot: Bot, rng: RngState): void {
  for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
    const legal = game.legal(s);
    const a = legal.length === 1 ? legal[0] : ruleBot.choose({ view: game.view(s, seat), legal, seed: nextInt(rng, 0x7fffffff), budgetMs: 0 });
    game.applyInPlace(s, a);
  }
}

/* ---- Drawing a random legal action without listing them (the contract's `randomLegal`) ---- */

/**
 * `offset + card` for a uniformly random card of a non-empty mask, with one `nextInt`: the same
 * action as listing the mask's cards in suit-then-rank order (`offset + card` each) and drawing
 * from that list, which is how every game's `legalInto` writes a card phase.
 */
export function drawFromMask(mask: ArrayLike<number>, offset: number, rng: RngState): Action {
  return offset + drawCard(mask, rng);
}

/**
 * A uniformly random card of a non-empty mask, with one `nextInt` (for actions that are not
 * `offset + card`): `nthCard(mask, nextInt(rng, size(mask)))` over the SUIT_SLOTS (six) words, each read and counted once
 * (the draw is a third of a card's cost in a playout, and the two passes counted every word twice).
 */
export function drawCard(mask: ArrayLike<number>, rng: RngState): number {
  const w0 = mask[0];
  const w1 = mask[1];
  const w2 = mask[2];
  const w3 = mask[3];
  const w4 = mask[4];
  const w5 = mask[5];
  const n0 = w0 === 0 ? 0 : popcount(w0);
  const n1 = w1 === 0 ? 0 : popcount(w1);
  const n2 = w2 === 0 ? 0 : popcount(w2);
  const n3 = w3 === 0 ? 0 : popcount(w3);
  const n4 = w4 === 0 ? 0 : popcount(w4);
  const n5 = w5 === 0 ? 0 : popcount(w5);
  const total = n0 + n1 + n2 + n3 + n4 + n5;
  // An empty mask has no card to draw (nthRank would search it for ever): a broken state, said at once.
  if (total === 0) throw new Error('drawCard: no card to draw from');
  let r = nextInt(rng, total);
  if (r < n0) return nthRank(w0, r);
  if ((r -= n0) < n1) return (1 << SUIT_BITS) | nthRank(w1, r);
  if ((r -= n1) < n2) return (2 << SUIT_BITS) | nthRank(w2, r);
  if ((r -= n2) < n3) return (3 << SUIT_BITS) | nthRank(w3, r);
  if ((r -= n3) < n4) return (4 << SUIT_BITS) | nthRank(w4, r);
  return (5 << SUIT_BITS) | nthRank(w5, r - n4);
}

/**
 * A uniformly random card of one suit's word, or the excuse after its cards when `excuse`, with one
 * `nextInt`: the same card as `drawCard` on a mask holding just those (the excuse's slot is the last
 * in suit-then-rank order), for the common case of a hand that must follow or trump. It neither
 * writes a mask nor counts the empty words. `suit` is a slot below the excuse's; `word` may be 0
 * when `excuse` is true.
 */
export function drawFromSuit(word: number, suit: number, excuse: boolean, rng: RngState): number {
  const n = word === 0 ? 0 : popcount(word);
  const r = nextInt(rng, excuse ? n + 1 : n);
  return r === n ? EXCUSE : (suit << SUIT_BITS) | nthRank(word, r);
}

/**
 * Legal actions that come as runs of consecutive numbers (Troccas's talk: every phrase, then
 * "allow"…) kept as `[first, count]` pairs in `runs[0..2k)`: listed in order into `out`…
 */
export function listRuns(runs: Uint16Array, k: number, out: Uint16Array): number {
  let n = 0;
  for (let i = 0; i < 2 * k; i += 2) for (let a = runs[i], end = a + runs[i + 1]; a < end; a++) out[n++] = a;
  return n;
}

/** …or drawn from, with one `nextInt`: the same action as `listRuns` followed by a draw from the list. */
export function drawFromRuns(runs: Uint16Array, k: number, rng: RngState): Action {
  let total = 0;
  for (let i = 1; i < 2 * k; i += 2) total += runs[i];
  let r = nextInt(rng, total);
  for (let i = 0; ; i += 2) {
    if (r < runs[i + 1]) return runs[i] + r;
    r -= runs[i + 1];
  }
}

/**
 * A `randomLegal` for the phases a game does not draw from a mask: the legal actions listed into
 * a scratch of its own by `legalInto`, and one drawn.
 */
export function drawListed<S>(legalInto: (s: S, out: Uint16Array) => number): (s: S, rng: RngState) => Action {
  const out = actionBuffer();
  return (s: S, rng: RngState): Action => out[nextInt(rng, legalInto(s, out))];
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
