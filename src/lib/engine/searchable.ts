import type { Action, AnyGame, Seat } from './game';
import type { RngState } from './rng';
import type { TableView } from './table-view';

/**
 * What a game brings so that it can be searched: the search bots (bots/search.ts, ismcts.ts), the
 * exact solver (bots/solver.ts), the analysis (insight/), the practice judge, the claim check and
 * the engine's random playout. All required for a game that searches; a game that does not (its
 * seats play by its rule bot only) brings none of it. `searchable(game)` narrows a game once, with
 * a clear error for a game that does not search; the worlds suite (engine/conformance.ts
 * `runWorlds`) checks the hooks against the rules core, the solver's tests against plain minimax.
 *
 * The solver's hooks (from `undo` on) make it fast; where a game has nothing to gain from one it
 * says so (`positionKey` false, `dropEquivalent` keeping all, `payoffRange` ±Infinity).
 */
export interface Searchable<S, V extends TableView = TableView> {
  /**
   * The fast path's legal actions: writes them into `out` (the engine's scratch, engine/fast.ts)
   * and returns how many, in the order `legal` gives them; allocates nothing. `legal` is this,
   * copied into an array (`legalFrom`), so the two cannot disagree.
   */
  legalInto(s: S, out: Uint16Array): number;
  /**
   * One uniformly random legal action without listing them: exactly
   * `legal(s)[nextInt(rng, legal(s).length)]`, drawn with that one `nextInt` and nothing else from
   * `rng`, and `s` unchanged. A game draws the r-th card straight from its legal mask where that is
   * cheap (`drawFromMask`, engine/fast.ts) and lists the rest (`drawListed`). The engine's random
   * playout draws with it; the worlds suite (engine/conformance.ts) proves the equality.
   */
  randomLegal(s: S, rng: RngState): Action;
  /**
   * Each seat's result of a finished hand, equal to `score(facts(s), settings).deltas` but without
   * building facts, texts or breakdowns: what search adds up over thousands of playouts.
   */
  payoff(s: S): number[];
  /**
   * A world from a seat's view (issue 11): a full state consistent with everything the seat knows
   * (its hand, every card played or shown, its history, voids shown, the talon or discard it saw),
   * with every unseen card placed at random among the places it may be. `view(world, seat)` equals
   * the view it came from, and `legal`/`applyInPlace` continue from it exactly as in a real hand.
   * Never fails for a view of a real hand.
   */
  determinize(v: V, rng: RngState): S;
  /**
   * The world `determinize` gives, before its history is replayed: the sampled deal's starting
   * state and the hand's actions with the ones hidden from the seat filled in. `determinize` is
   * this replayed (`engine/worlds.ts` `replayWorld`); inference replays it step by step to ask
   * how likely each player's public choices were with the cards the world gave them.
   */
  worldDeal(v: V, rng: RngState): { start: S; actions: Action[] };
  /**
   * Reverts `applyInPlace(s, a)`, `a` being the last action applied to `s`, for an action of the
   * card play (view phase 'play'): the solver walks one state down and back up instead of copying
   * a state at every position.
   */
  undo(s: S, a: Action): void;
  /**
   * Called by the solver just before it applies `a` to `s` in place, where `undo` needs more than
   * the state records to take `a` back (Troggen: a trick's end moves the Excuse and a zero-point
   * card between piles; Troccas: the take-back, the jack call's swap, the Fool's card): the game
   * keeps it for its `undo`. Anyone calling `undo` calls this first, and takes back in reverse order.
   */
  keepForUndo(s: S, a: Action): void;
  /**
   * A key of everything in `s` that decides the rest of the hand and its payoff (the cards left and
   * who holds them, who is to act, what the hand has already settled: points won, tricks lost,
   * bonuses), written with engine/position-key.ts into its shared buffer (the solver's table reads
   * it there: no string is made); false, writing nothing, where the game keys no position (inside a
   * trick). Two states of one hand with equal keys must have equal futures.
   */
  positionKey(s: S): boolean;
  /**
   * How far `seat`'s side has got in what the key leaves out (the points it has already won): among
   * states with equal `positionKey`, `seat`'s final result never drops as this grows. The table
   * then answers a position for every state at least as far along as one it saw won (and at most
   * as far as one it saw lost), so the key need not hold the points. Without it the key must.
   */
  progress(s: S, seat: Seat): number;
  /**
   * Keeps one move of each group of equivalent ones among `out[0..n)` (cards adjacent in rank in
   * the mover's hand, of equal worth, with no card between them still in play) and returns how
   * many are left: playing any one of a group leads to the same result.
   */
  dropEquivalent(s: S, out: Uint16Array, n: number): number;
  /** Sorts `out[0..n)` in place, the moves likeliest best for the mover first (a cheap heuristic). */
  orderMoves(s: S, out: Uint16Array, n: number): void;
  /**
   * Bounds on `seat`'s final payoff whatever is played from here: writes the lowest into `out[0]`
   * and the highest into `out[1]` (-Infinity / Infinity where it cannot tell).
   */
  payoffRange(s: S, seat: Seat, out: Float64Array): void;
}

/** Any game that searches, for registries and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyGame: each game has its own state type
export type AnySearchGame = AnyGame & Searchable<any>;

/** The hooks by name: the compiler keeps this list equal to the contract. */
const HOOKS: Record<keyof Searchable<unknown>, true> = {
  legalInto: true,
  randomLegal: true,
  payoff: true,
  determinize: true,
  worldDeal: true,
  undo: true,
  keepForUndo: true,
  positionKey: true,
  progress: true,
  dropEquivalent: true,
  orderMoves: true,
  payoffRange: true
};

const missingHooks = (game: AnyGame): string[] => Object.keys(HOOKS).filter((k) => typeof (game as unknown as Record<string, unknown>)[k] !== 'function');

/** Whether `game` searches: it brings every hook of `Searchable`. */
export const isSearchable = (game: AnyGame): game is AnySearchGame => missingHooks(game).length === 0;

/** `game` as a game that searches; throws, naming what is missing, for a game that does not. */
export function searchable(game: AnyGame): AnySearchGame {
  const missing = missingHooks(game);
  if (missing.length) throw new Error(`${game.id} does not search: it has no ${missing.join(', ')} (engine/searchable.ts)`);
  return game as AnySearchGame;
}
