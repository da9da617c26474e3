import type { Seat } from './game';
import type { AnySearchGame } from './searchable';
import { randomPlayout } from './fast';
import { rngFromSeed } from './rng';

/**
 * The seats on `seat`'s side in this deal: those whose result equals its own in every probe finish
 * (random playouts from here). One answer for the solver and the claim check.
 */
export function sidesOf(game: AnySearchGame, s: unknown, seat: Seat): boolean[] {
  const rng = rngFromSeed(1);
  let side: boolean[] | null = null;
  for (let k = 0; k < 8; k++) {
    const probe = game.clone(s);
    randomPlayout(game, probe, rng);
    const pay = game.payoff(probe);
    side = pay.map((p, i) => i === seat || ((side?.[i] ?? true) && p === pay[seat]));
  }
  return side!;
}
