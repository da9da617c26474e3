import type { Seat } from '../../src/lib/engine/game';
import type { AnySearchGame } from '../../src/lib/engine/searchable';

/**
 * Plain minimax over every line of play, with none of the solver's hooks or tables: can `seat`'s
 * side (`side`) force a payoff above `threshold`? The reference the exact solver and the post-hand
 * analysis are checked against on small endings. (`some`/`every` stop at the first answer that
 * settles a node, which changes no result.)
 */
export function brute(game: AnySearchGame, s: unknown, seat: Seat, side: boolean[], threshold = 0): boolean {
  const mover = game.toAct(s);
  if (mover === null) return game.payoff(s)[seat] > threshold;
  const result = (a: number) => {
    const next = game.clone(s);
    game.applyInPlace(next, a);
    return brute(game, next, seat, side, threshold);
  };
  return side[mover] ? game.legal(s).some(result) : game.legal(s).every(result);
}
