import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../games/modules';
import { sidesOf, solve } from './solver';
import { nextInt, rngFromSeed } from '../engine/rng';
import type { AnyGame } from '../engine/game';
import { brute } from '../../../tests/helpers/minimax';

const cardsLeft = (game: AnyGame, s: unknown) => game.view(s, null).handCounts.reduce((x, y) => x + y, 0);

describe('the exact solver (threshold mode) agrees with plain minimax on small endings', () => {
  for (const mod of Object.values(ALL_MODULES)) {
    const game = mod.game as AnyGame;
    if (!game.payoff || !game.legalInto) continue;
    for (const players of game.playerCounts)
      it(`${game.id} ${players}: 40 endings of up to 3 tricks`, () => {
        const rng = rngFromSeed(17 * players);
        const settings = game.defaultSettings(players);
        let checked = 0;
        for (let hand = 0; checked < 40 && hand < 400; hand++) {
          const ctx = mod.session.nextHand(mod.session.start(players, hand % players, settings)) ?? { players, dealer: 0, settings };
          const s = game.setup(ctx, 5000 + hand);
          while (game.toAct(s) !== null && (game.view(s, null).phase !== 'play' || cardsLeft(game, s) > 3 * players)) {
            const legal = game.legal(s);
            game.applyInPlace(s, legal[nextInt(rng, legal.length)]);
          }
          if (game.toAct(s) === null) continue;
          const seat = game.toAct(s)!;
          const side = sidesOf(game, s, seat);
          const r = solve(game, s, seat, { side })!;
          expect(r.wins).toBe(brute(game, s, seat, side));
          // The move it names achieves what it says.
          if (r.wins && r.best !== null) {
            const next = game.clone(s);
            game.applyInPlace(next, r.best);
            const again = solve(game, next, seat, { side })!;
            expect(again.wins).toBe(true);
          }
          checked++;
        }
        expect(checked).toBeGreaterThan(10);
      });
  }
});
