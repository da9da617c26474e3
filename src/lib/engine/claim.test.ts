import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../games/modules';
import { checkClaim, claimGame, gameClaims, type AnyClaimGame } from './claim';
import { sidesOf } from './sides';
import { isRefusal } from './game';
import { type GameModule } from './module';
import { nextInt, rngFromSeed } from './rng';
import { scaled } from '../../../tests/helpers/scale';

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Brute force, independent of the check's search: every line to the end of the hand, the side
 * choosing, the others answering; the claim holds when the side ends with every trick left.
 */
function brute(game: AnyClaimGame, s: unknown, side: boolean[], start: readonly number[]): boolean {
  const mover = game.toAct(s);
  if (mover === null) {
    const won = game.tricksWon(s);
    return won.every((t, p) => side[p] || t === start[p]);
  }
  const results = game.legal(s).map((a) => {
    const next = game.apply(s, a);
    if (isRefusal(next)) throw new Error(next.code);
    return brute(game, next, side, start);
  });
  return side[mover] ? results.some(Boolean) : results.every(Boolean);
}

/** Random hands played to the claimer's turn in the play with at most `tricks` cards in its hand. */
function* endings(mod: GameModule, players: number, seed: number, tricks: number): Generator<unknown> {
  const game = claimGame(mod.game);
  const rng = rngFromSeed(seed);
  const settings = game.defaultSettings(players);
  for (let hand = 0; hand < 10_000; hand++) {
    const ctx = mod.session.nextHand(mod.session.start(players, hand % players, settings)) ?? { players, dealer: 0, settings };
    let s = game.setup(ctx, seed * 1000 + hand);
    const mine = (st: unknown) => {
      const v = game.view(st, game.toAct(st));
      return v.phase === 'play' && v.hand.length <= tricks;
    };
    while (game.toAct(s) !== null && !mine(s)) {
      const legal = game.legal(s);
      const next = game.apply(s, legal[nextInt(rng, legal.length)]);
      if (isRefusal(next)) throw new Error(next.code);
      s = next;
    }
    if (game.toAct(s) !== null) yield s;
  }
}

describe('claim the rest: the check agrees with brute force on small endings (issue 29)', () => {
  for (const mod of Object.values(ALL_MODULES)) {
    const game = mod.game;
    if (!gameClaims(game)) continue;
    for (const players of game.playerCounts)
      it(`ALL-CLAIM-1: ${game.id} at ${players}: the claim holds exactly when the side takes every trick against every play`, () => {
        const positions = scaled(40, 400);
        let checked = 0;
        let held = 0;
        let refusedByRules = 0;
        for (const s of endings(mod, players, 7 * players + 3, players > 4 ? 2 : 3)) {
          if (checked >= positions) break;
          const seat = game.toAct(s)!;
          const before = structuredClone(s);
          const r = checkClaim(game, s, seat);
          expect(s, 'the check leaves the position as it was').toEqual(before);
          if (game.claimRefusal(s, seat)) {
            expect(r.ok).toBe(false);
            refusedByRules++;
            continue;
          }
          checked++;
          const side = sidesOf(game, s, seat);
          const expected = brute(game, s, side, game.tricksWon(s).slice());
          expect(r.ok, `position ${checked}`).toBe(expected);
          if (r.ok) {
            held++;
            // The line plays the hand to its end with every trick to the side.
            const start = game.tricksWon(s).slice();
            let st = s;
            for (const a of r.line) {
              const next = game.apply(st, a);
              expect(isRefusal(next)).toBe(false);
              st = next;
            }
            expect(game.toAct(st)).toBeNull();
            const won = game.tricksWon(st);
            expect(won.every((t, p) => side[p] || t === start[p])).toBe(true);
            expect(total(won)).toBeGreaterThan(total(start));
          } else {
            // The reason names a seat of the other side.
            const m = /\{seat:(\d+)\}/.exec(r.reason.en);
            if (m) expect(side[Number(m[1])]).toBe(false);
          }
        }
        expect(checked, `${refusedByRules} refused by the rules`).toBeGreaterThan(positions / 4);
        expect(held, 'some claims hold').toBeGreaterThan(0);
        expect(held, 'some claims fail').toBeLessThan(checked);
      });
  }
});
