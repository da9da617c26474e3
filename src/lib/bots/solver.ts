import type { Action, AnyGame, Seat } from '../engine/game';
import { actionBuffer, randomPlayout } from '../engine/fast';
import { rngFromSeed } from '../engine/rng';

/**
 * Exact search with every card open (issue 11's endgames; the analysis of issue 12), over the game
 * contract alone: `legalInto`, `applyInPlace`, `clone`, `payoff`. Threshold mode, as the strong
 * bridge and Skat solvers do: not "how many points" but "does this side come out ahead?", a yes or
 * no that alpha-beta cuts off at the first winning move.
 *
 * Sides come from finished hands: the seats whose result equals `seat`'s in every one of a few
 * random finishes play with it (partners share a result: Troccas's pairs, Troggen's declarer and
 * called partner, Droggn's and Dobbm's defenders); everyone else plays against it, as the usual
 * "paranoid" reading of a game where each plays for himself.
 *
 * What it does not do yet (docs/bots.md): a transposition table, grouping of equivalent cards
 * and undo instead of copying, which need a game's own position key and card order.
 */
export interface SolveResult {
  /** Whether `seat`'s side comes out ahead (payoff > threshold) with best play by everyone. */
  wins: boolean;
  /** A move that achieves it for the seat to act (the first legal one when none does). */
  best: Action | null;
  nodes: number;
}

export interface SolveOptions {
  /** `seat` wins when its payoff is above this (default 0). */
  threshold?: number;
  /** Give up (null) after this many positions: the caller falls back to sampling. */
  maxNodes?: number;
  /** Who plays with `seat` (sidesOf); pass it to keep the same sides through a hand. */
  side?: boolean[];
}

/** The seats on `seat`'s side in this deal: those whose result equals its own in every probe finish. */
export function sidesOf(game: AnyGame, s: unknown, seat: Seat): boolean[] {
  const rng = rngFromSeed(1);
  let side: boolean[] | null = null;
  for (let k = 0; k < 8; k++) {
    const probe = game.clone(s);
    randomPlayout(game, probe, rng);
    const pay = game.payoff!(probe);
    side = pay.map((p, i) => i === seat || ((side?.[i] ?? true) && p === pay[seat]));
  }
  return side!;
}

export function solve(game: AnyGame, s: unknown, seat: Seat, opts: SolveOptions = {}): SolveResult | null {
  const threshold = opts.threshold ?? 0;
  const maxNodes = opts.maxNodes ?? 5_000_000;
  const side = opts.side ?? sidesOf(game, s, seat);
  let nodes = 0;
  // One scratch buffer per depth: legalInto writes into it while deeper calls use their own.
  const buffers: Uint16Array[] = [];
  const search = (st: unknown, depth: number): boolean | null => {
    if (++nodes > maxNodes) return null;
    const mover = game.toAct(st);
    if (mover === null) return game.payoff!(st)[seat] > threshold;
    const out = (buffers[depth] ??= actionBuffer());
    const n = game.legalInto!(st, out);
    const ours = side[mover];
    for (let i = 0; i < n; i++) {
      const next = game.clone(st);
      game.applyInPlace(next, out[i]);
      const r = search(next, depth + 1);
      if (r === null) return null;
      // Our side needs one winning move; the other side one move that stops us.
      if (r === ours) return r;
    }
    return !ours;
  };
  const mover = game.toAct(s);
  if (mover === null) return { wins: game.payoff!(s)[seat] > threshold, best: null, nodes: 0 };
  const legal = game.legal(s);
  const ours = side[mover];
  let best: Action = legal[0];
  let result = !ours;
  for (const a of legal) {
    const next = game.clone(s);
    game.applyInPlace(next, a);
    const r = search(next, 1);
    if (r === null) return null;
    if (r === ours) {
      best = a;
      result = r;
      break;
    }
  }
  return { wins: result, best, nodes };
}
