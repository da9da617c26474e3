import type { AnyGame, Seat } from '../../src/lib/engine/game';

/**
 * Plain minimax over every line of play, no cut-offs: can `seat`'s side (`side`) force coming out
 * ahead (payoff > 0)? The reference the exact solver and the post-hand analysis are checked against
 * on small endings.
 */
export function brute(game: AnyGame, s: unknown, seat: Seat, side: boolean[]): boolean {
  const mover = game.toAct(s);
  if (mover === null) return game.payoff!(s)[seat] > 0;
  const results = game.legal(s).map((a) => {
    const next = game.clone(s);
    game.applyInPlace(next, a);
    return brute(game, next, seat, side);
  });
  return side[mover] ? results.some(Boolean) : results.every(Boolean);
}
