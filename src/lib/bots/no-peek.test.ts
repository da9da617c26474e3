import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { botFor } from './registry';
import { has, setOf, type CardSet } from '../engine/card-set';
import { visibleCards, type TableView } from '../engine/table-view';
import { type Seat } from '../engine/game';
import { searchable, type AnySearchGame } from '../engine/searchable';
import { nextInt, rngFromSeed } from '../engine/rng';
import type { BotRequest } from '../engine/bot';
import { scaled } from '../../../tests/helpers/scale';

/** Hands per game and count: two in `npm test` (bidding, exchange and play all meet the bot), three in test:deep. */
const HANDS = scaled(2, 3);

/** The cards a seat may see in a state: every location visible to it (what the rules show). */
function seenBy(game: AnySearchGame, state: unknown, seat: Seat): CardSet {
  const seen = setOf([]);
  for (const loc of game.locations(state))
    if (loc.visibleTo === 'all' || loc.visibleTo.includes(seat)) for (let i = 0; i < seen.length; i++) seen[i] |= loc.cards[i];
  return seen;
}

/**
 * Issue 11: a bot never peeks. Every request a bot gets holds the seat's view, the legal actions,
 * a seed and a budget, nothing else; the view holds no card hidden from the seat (its remembered
 * tricks and history included); and the search's worlds come from that view alone — a world
 * sampled from it shows the seat exactly that view again.
 */
describe('bots never peek (issue 11)', () => {
  for (const mod of Object.values(MODULES)) {
    const game = searchable(mod.game);
    for (const players of game.playerCounts)
      it(`${game.id} ${players}: requests carry the seat's view only, and the strong bot's worlds come from it`, () => {
        const rng = rngFromSeed(players * 31);
        // Fixed work: the strong bot's fewest worlds and no clock, so the test is seeded through and quick.
        const strong = botFor(mod, 'strong', true);
        let asked = 0;
        let worlds = 0;
        // The search samples its worlds through worldDeal (inference).
        const real = game.worldDeal;
        const settings = game.defaultSettings(players);
        for (let hand = 0; hand < HANDS; hand++) {
          const ctx = mod.session.nextHand(mod.session.start(players, hand % players, settings)) ?? { players, dealer: 0, settings };
          const s = game.setup(ctx, 900 + hand);
          let current: TableView | null = null;
          // The strong bot's worlds: sampled only from the request's own view.
          Reflect.set(game, 'worldDeal', (v: TableView, r: ReturnType<typeof rngFromSeed>) => {
            expect(v).toBe(current);
            worlds++;
            return real(v, r);
          });
          try {
            for (let step = 0; game.toAct(s) !== null && step < 400; step++) {
              const seat = game.toAct(s)!;
              const legal = game.legal(s);
              const view = game.view(s, seat);
              const seen = seenBy(game, s, seat);
              for (const c of visibleCards(view)) expect(has(seen, c), `${game.id}: card ${c} hidden from seat ${seat}`).toBe(true);
              const req: BotRequest = { view, legal, seed: nextInt(rng, 1 << 30), budgetMs: 0 };
              expect(Object.keys(req).sort()).toEqual(['budgetMs', 'legal', 'seed', 'view']);
              current = view;
              // A few searched decisions per hand are enough to see where worlds come from.
              const a = step % 9 === 0 ? strong.choose(req) : legal[nextInt(rng, legal.length)];
              asked++;
              expect(legal).toContain(a);
              game.applyInPlace(s, a);
            }
          } finally {
            Reflect.set(game, 'worldDeal', real);
          }
        }
        expect(asked).toBeGreaterThan(0);
        expect(worlds).toBeGreaterThan(0);
      });
  }
});
