import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../games/modules';
import { solve, solverTable, type SolverHook } from './solver';
import { sidesOf } from '../engine/sides';
import { nextInt, rngFromSeed } from '../engine/rng';
import { randomPlayout } from '../engine/fast';
import type { Settings } from '../engine/game';
import { searchable, type AnySearchGame } from '../engine/searchable';
import type { GameModule } from '../engine/module';
import { brute } from '../../../tests/helpers/minimax';
import { scaled } from '../../../tests/helpers/scale';

/** `npm test` checks 15% of test:deep's positions and hands, every game, count and size alike. */
const share = (n: number): number => Math.ceil(n * scaled(0.15, 1));
const UNDO_POSITIONS = share(60);
const BOUND_HANDS = share(40);

const cardsLeft = (game: AnySearchGame, s: unknown) => game.view(s, null).handCounts.reduce((x, y) => x + y, 0);

/**
 * Endings from random hands: random choices (bids and all) up to a trick's start with at most
 * `tricks` cards left in each hand, then up to `extra` random cards into that trick, so positions
 * inside a trick are checked too.
 */
function* endings(mod: GameModule, players: number, seed: number, tricks: number, variants = false): Generator<unknown> {
  const game = searchable(mod.game);
  const rng = rngFromSeed(seed);
  const settings = variants ? otherSettings(game, players) : game.defaultSettings(players);
  const active = (s: unknown) => game.view(s, null).handCounts.filter((n) => n > 0).length || players;
  for (let hand = 0; hand < 100_000; hand++) {
    const ctx = mod.session.nextHand(mod.session.start(players, hand % players, settings)) ?? { players, dealer: 0, settings };
    const s = game.setup(ctx, seed * 1000 + hand);
    while (game.toAct(s) !== null && (game.view(s, null).phase !== 'play' || cardsLeft(game, s) > tricks * active(s) || game.view(s, null).trick.length > 0)) {
      const legal = game.legal(s);
      game.applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
    for (let k = nextInt(rng, 3); k > 0 && game.toAct(s) !== null; k--) {
      const legal = game.legal(s);
      game.applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
    if (game.toAct(s) !== null) yield s;
  }
}

/** The rule variants away from the defaults: every switch flipped, every choice its last option. */
function otherSettings(game: AnySearchGame, players: number): Settings {
  const settings = { ...game.defaultSettings(players) };
  for (const spec of game.settings) {
    if (spec.players && !spec.players.includes(players)) continue;
    if (spec.kind === 'boolean') settings[spec.key] = !spec.default;
    else if (spec.kind === 'choice' && spec.options?.length) settings[spec.key] = spec.options[spec.options.length - 1].value;
  }
  return settings;
}

/** Every hook on, then each one off alone: each must give brute force's answer. */
const VARIANTS: { name: string; use: Partial<Record<SolverHook, boolean>> }[] = [
  { name: 'all hooks', use: {} },
  { name: 'no hooks', use: { undo: false, table: false, equivalent: false, order: false, bounds: false } }
];

/**
 * Positions per game and player count, and the tricks left: plain minimax must stay affordable. A
 * game with the solver's hooks gets endings of up to 5 tricks and under its rule variants too
 * (without hooks the solver is plain alpha-beta with a killer move, and 5 tricks of Troggen at four
 * take minutes of plain minimax).
 */
function sizes(game: AnySearchGame, players: number): { positions: number; tricks: number; variants?: boolean; hooksOnly?: boolean }[] {
  return fullSizes(game, players).map((z) => ({ ...z, positions: share(z.positions) }));
}

function fullSizes(game: AnySearchGame, players: number): { positions: number; tricks: number; variants?: boolean; hooksOnly?: boolean }[] {
  // The toy game keys no position (its solver hooks are the trivial ones): short endings only.
  if (game.id === 'toy') return [{ positions: players > 4 ? 50 : 100, tricks: 3 }];
  const small = { positions: players > 4 ? 100 : 150, tricks: 3 };
  const variants = { positions: 60, tricks: 3, variants: true };
  // Troccas and Troggen (an undo that keeps what the state does not record, `keepForUndo`): the
  // longer endings with every hook on only (the plain solver is the same code as at three tricks,
  // and a copy per position over 25 to 30 cards runs past the node cap), and from four players on
  // four tricks (plain minimax over five takes half a minute to minutes).
  if (game.id === 'troccas' || game.id === 'troggen')
    return [small, variants, { positions: players > 4 ? 15 : 30, tricks: players > 3 ? 4 : 5, hooksOnly: true }];
  return [small, variants, { positions: players === 3 ? 50 : 30, tricks: 5 }];
}

describe('the exact solver (threshold mode) agrees with plain minimax on small endings', () => {
  for (const mod of Object.values(ALL_MODULES)) {
    const game = searchable(mod.game);
    if (!game.payoff || !game.legalInto) continue;
    for (const players of game.playerCounts)
      for (const { positions, tricks, variants, hooksOnly } of sizes(game, players))
        it(`${game.id} ${players}: ${positions} endings of up to ${tricks} tricks${variants ? ' under the rule variants' : ''}, every hook on${hooksOnly ? '' : ' and all off'}`, () => {
          let checked = 0;
          const rng = rngFromSeed(players * 31 + tricks);
          for (const s of endings(mod, players, 17 * players + tricks, tricks, variants)) {
            const seat = game.toAct(s)!;
            const side = sidesOf(game, s, seat);
            // Around 0 and around a random payoff, so both answers occur.
            const threshold = checked % 2 === 0 ? 0 : nextInt(rng, 81) - 40;
            const expected = brute(game, s, seat, side, threshold);
            const before = structuredClone(s);
            for (const { name, use } of hooksOnly ? VARIANTS.slice(0, 1) : VARIANTS) {
              const r = solve(game, s, seat, { side, threshold, use })!;
              expect(s, 'the solver leaves the position as it was').toEqual(before);
              // Giving up half-way answers null and leaves the position as it was too.
              if (r.nodes > 3) {
                expect(solve(game, s, seat, { side, threshold, use, maxNodes: r.nodes >> 1 })).toBeNull();
                expect(s).toEqual(before);
              }
              expect(r.wins, `${name}, position ${checked}`).toBe(expected);
              // The move it names achieves what it says.
              if (r.wins && r.best !== null) {
                const next = game.clone(s);
                game.applyInPlace(next, r.best);
                expect(brute(game, next, seat, side, threshold)).toBe(true);
              }
            }
            // One table shared by the solves of every move from here, as the search shares it.
            if (tricks === 3 && checked % 3 === 0) {
              const table = solverTable();
              for (const a of game.legal(s)) {
                const next = game.clone(s);
                game.applyInPlace(next, a);
                expect(solve(game, next, seat, { side, threshold, table })!.wins).toBe(brute(game, next, seat, side, threshold));
              }
            }
            if (++checked === positions) break;
          }
          expect(checked).toBe(positions);
        });
  }
});

describe("a game's undo takes back exactly the action just played", () => {
  for (const mod of Object.values(ALL_MODULES)) {
    const game = searchable(mod.game);
    for (const players of game.playerCounts)
      it(`${game.id} ${players}: every legal card of ${UNDO_POSITIONS} positions, played and taken back, leaves the state as it was`, () => {
        let checked = 0;
        let undone = 0;
        for (const s of endings(mod, players, 91 * players, 8)) {
          // From there to the end of the hand, every position: each legal card played and undone.
          while (game.toAct(s) !== null) {
            const before = structuredClone(s);
            for (const a of game.legal(s)) {
              game.keepForUndo(s, a);
              game.applyInPlace(s, a);
              game.undo(s, a);
              expect(s).toEqual(before);
              undone++;
            }
            game.applyInPlace(s, game.legal(s)[0]);
          }
          if (++checked === UNDO_POSITIONS) break;
        }
        expect(undone).toBeGreaterThan(UNDO_POSITIONS * 8);
      });
  }
});

describe("a game's payoff bounds hold every finish, long before minimax could check them", () => {
  for (const mod of Object.values(ALL_MODULES)) {
    const game = searchable(mod.game);
    for (const players of game.playerCounts)
      for (const variants of [false, true])
        it(`${game.id} ${players}${variants ? ' under the rule variants' : ''}: every position of ${BOUND_HANDS} hands from 12 tricks left on, 12 random finishes each, lands inside payoffRange`, () => {
          const range = new Float64Array(2);
          const rng = rngFromSeed(7 * players + (variants ? 1 : 0));
          let checked = 0;
          let hands = 0;
          for (const s of endings(mod, players, 53 * players + (variants ? 5 : 0), 12, variants)) {
            for (; game.toAct(s) !== null; checked++) {
              const seat = game.toAct(s)!;
              game.payoffRange(s, seat, range);
              for (let k = 0; k < 12; k++) {
                const finish = game.clone(s);
                randomPlayout(game, finish, rng);
                const pay = game.payoff(finish)[seat];
                expect(pay, `position ${checked}`).toBeGreaterThanOrEqual(range[0]);
                expect(pay, `position ${checked}`).toBeLessThanOrEqual(range[1]);
              }
              const legal = game.legal(s);
              game.applyInPlace(s, legal[nextInt(rng, legal.length)]);
            }
            if (++hands === BOUND_HANDS) break;
          }
          expect(checked).toBeGreaterThan(BOUND_HANDS * 6);
        });
  }
});
