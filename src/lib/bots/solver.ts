import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import { actionBuffer } from '../engine/fast';
import { sidesOf } from '../engine/sides';
import { addEntry, findEntry, keyHash, solverTable, type SolverTable } from './solver-table';

export { solverTable, type SolverTable };

/**
 * Exact search with every card open (issue 11's endgames; the analysis of issue 12). Threshold
 * mode, as the strong bridge and Skat solvers do: not "how many points" but "does this side come
 * out ahead?", a yes or no that alpha-beta cuts off at the first winning move.
 *
 * It needs the game contract's `applyInPlace` and `clone` and its search hooks' `legalInto` and
 * `payoff`, and goes as fast as the search hooks for the solver let it (engine/searchable.ts,
 * docs/game-shape.md; each can be switched off, `use`):
 * - `undo`: one state walked down and back up instead of a copy at every position;
 * - `positionKey`: a transposition table, so a position reached by another order of the same
 *   tricks is solved once; with `progress` (the points already won, left out of the key) one entry
 *   answers every state of that key that is at least as far along as one seen won;
 * - `dropEquivalent`: one move per group of equivalent cards;
 * - `orderMoves`: the likeliest best move first, so the cut-off comes early;
 * - `payoffRange`: the answer without searching once the points already won (or still out)
 *   settle it.
 *
 * Sides come from finished hands: the seats whose result equals `seat`'s in every one of a few
 * random finishes play with it (partners share a result: Troccas's pairs, Troggen's declarer and
 * called partner, Droggn's and Dobbm's defenders); everyone else plays against it, as the usual
 * "paranoid" reading of a game where each plays for himself.
 */
export interface SolveResult {
  /** Whether `seat`'s side comes out ahead (payoff > threshold) with best play by everyone. */
  wins: boolean;
  /** A move that achieves it for the seat to act (the first legal one when none does). */
  best: Action | null;
  /** Positions visited (each counted once, a transposition-table hit included). */
  nodes: number;
  /** Positions answered from the transposition table. */
  hits: number;
}

export interface SolveOptions {
  /** `seat` wins when its payoff is above this (default 0). */
  threshold?: number;
  /** Give up (null) after this many positions: the caller falls back to sampling. */
  maxNodes?: number;
  /** Who plays with `seat` (sidesOf); pass it to keep the same sides through a hand. */
  side?: boolean[];
  /**
   * A transposition table to share between solves of one hand for the same seat, threshold and
   * sides (`solverTable()`): the search solves each legal action of a world in turn, and their
   * subtrees meet. Ignored where the game keys no positions.
   */
  table?: SolverTable;
  /**
   * Switch the game's hooks off one by one (all on by default): for the tests that check each
   * against plain minimax, and for measuring what each brings.
   */
  use?: Partial<Record<SolverHook, boolean>>;
}

export type SolverHook = 'undo' | 'table' | 'equivalent' | 'order' | 'bounds' | 'killer';

/** Scratch buffers for `legalInto`, one per depth, lent to each solve and given back after it. */
const BUFFERS: Uint16Array[] = [];

/** Plies a search may go down: every card of the largest pack and many calls beside. */
const MAX_DEPTH = 400;

/** Thrown through the recursion when the node cap is reached. */
const GIVE_UP = Symbol('give up');

/**
 * Does `seat`'s side come out ahead from `root` with every card open? Null when `maxNodes` runs
 * out. `root` is walked in place with the game's `undo` where it has one, and is left as it was.
 */
export function solve(game: AnySearchGame, root: unknown, seat: Seat, opts: SolveOptions = {}): SolveResult | null {
  const threshold = opts.threshold ?? 0;
  const maxNodes = opts.maxNodes ?? 5_000_000;
  const side = opts.side ?? sidesOf(game, root, seat);
  const on = (hook: SolverHook): boolean => opts.use?.[hook] ?? true;
  const rootMover = game.toAct(root);
  if (rootMover === null) return { wins: game.payoff(root)[seat] > threshold, best: null, nodes: 0, hits: 0 };

  // Undo is defined for the card play only; before it, every position gets its own copy.
  const undo = on('undo') && game.view(root, null).phase === 'play' ? game.undo : null;
  // Where the game's undo needs more than the state records, it keeps it before each card.
  const keepForUndo = game.keepForUndo;
  const key = on('table') ? game.positionKey : undefined;
  const dropEquivalent = on('equivalent') ? game.dropEquivalent : undefined;
  const orderMoves = on('order') ? game.orderMoves : undefined;
  const payoffRange = on('bounds') ? game.payoffRange : undefined;
  const legalInto = game.legalInto;
  const progress = key ? game.progress : undefined;
  // The table: per key, the least progress seen won and the most seen lost (without `progress`
  // every state of a key counts as progress 0, and the two say won or lost outright).
  const table = opts.table ?? solverTable();
  const range = new Float64Array(2);
  // One scratch buffer per depth: legalInto writes into it while deeper calls use their own.
  const buffers: Uint16Array[] = [];
  // Per depth the move that last cut off there (-1: none yet).
  const killers = new Int32Array(MAX_DEPTH + 2).fill(-1);
  const useKillers = on('killer');
  let nodes = 0;
  let hits = 0;
  let best: Action | null = null;

  const search = (st: unknown, depth: number): boolean => {
    // Deeper than any hand's card play: a loop of calls (a world handed over before the play, where
    // retours can follow each other without end) gives up like the node cap, not with the stack.
    if (++nodes > maxNodes || depth > MAX_DEPTH) throw GIVE_UP;
    const mover = game.toAct(st);
    if (mover === null) return game.payoff(st)[seat] > threshold;
    if (payoffRange && depth > 0) {
      payoffRange(st, seat, range);
      if (range[0] > threshold) return true;
      if (range[1] <= threshold) return false;
    }
    // The game writes the key into engine/position-key.ts's buffer; a position not yet in the
    // table gets its entry now, while its key is there (the subtree writes others), knowing nothing.
    let entry = -1;
    let here = 0;
    if (key !== undefined && depth > 0 && key(st)) {
      const h = keyHash();
      entry = findEntry(table, h);
      if (progress) here = progress(st, seat);
      if (entry < 0) entry = addEntry(table, h);
      else if (here >= table.wonFrom[entry]) {
        hits++;
        return true;
      } else if (here <= table.lostUpTo[entry]) {
        hits++;
        return false;
      }
    }
    const out = (buffers[depth] ??= BUFFERS.pop() ?? actionBuffer());
    let n = legalInto(st, out);
    if (dropEquivalent && n > 1) n = dropEquivalent(st, out, n);
    if (orderMoves && n > 1) orderMoves(st, out, n);
    // The killer move: the one that last cut off at this depth, tried first where it is legal
    // (sibling positions differ little, so the same card often refutes them too).
    const killer = killers[depth];
    if (useKillers && killer >= 0 && out[0] !== killer)
      for (let i = 1; i < n; i++)
        if (out[i] === killer) {
          out.copyWithin(1, 0, i);
          out[0] = killer;
          break;
        }
    const ours = side[mover];
    // Our side needs one winning move; the other side one move that stops us.
    let result = !ours;
    for (let i = 0; i < n; i++) {
      const a = out[i];
      let r: boolean;
      if (undo) {
        keepForUndo(st, a);
        game.applyInPlace(st, a);
        path[depth] = a;
        onRoot = depth + 1;
        r = search(st, depth + 1);
        undo(st, a);
        onRoot = depth;
      } else {
        const next = game.clone(st);
        game.applyInPlace(next, a);
        r = search(next, depth + 1);
      }
      if (r === ours) {
        result = r;
        if (i > 0) killers[depth] = a;
        if (depth === 0) best = a;
        break;
      }
    }
    if (depth === 0 && best === null) best = out[0];
    if (entry >= 0) {
      if (result) table.wonFrom[entry] = Math.min(table.wonFrom[entry], here);
      else table.lostUpTo[entry] = Math.max(table.lostUpTo[entry], here);
    }
    return result;
  };

  // With undo the search walks the caller's own state and leaves it as it was (on giving up too:
  // `path` holds the moves walked in place from it down to where it stopped, taken back in turn).
  const path = new Int32Array(MAX_DEPTH + 2);
  let onRoot = 0;
  try {
    const wins = search(root, 0);
    return { wins, best, nodes, hits };
  } catch (e) {
    if (e !== GIVE_UP) throw e;
    if (undo) for (let d = onRoot - 1; d >= 0; d--) undo(root, path[d]);
    return null;
  } finally {
    BUFFERS.push(...buffers);
  }
}
