import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRefusal, type Action, type AnyGame, type Settings } from '../engine/game';
import { nextInt, rngFromSeed } from '../engine/rng';
import { ALL_MODULES } from './modules';
import { scaled } from '../../../tests/helpers/scale';

/**
 * ALL-1 for every game: an action is taken exactly when it is one of legal(state). Anything else,
 * numbers that are no action at all (fractions, negatives, NaN, infinities, huge) or actions of
 * another phase, is refused with a reason in both languages and changes nothing; the next view
 * still works. The states are those of random hands, so every phase a game has is visited.
 */
const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double(),
  fc.integer({ min: -5000, max: 5000 }),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, 1.5, 2 ** 31, 2 ** 32 + 1, 2 ** 53, Number.MAX_VALUE)
);

/** Numbers close to the legal ones: off by a fraction or one, and the other phases' numbers. */
function nearLegal(legal: Action[]): number[] {
  const out: number[] = [];
  for (const a of legal) out.push(a + 0.5, a - 0.25, a + 1, a - 1, a + 256, a | 0x100, a + 2 ** 32);
  return out;
}

function variants(game: AnyGame): { players: number; settings: Settings }[] {
  const out = game.playerCounts.map((players) => ({ players, settings: game.defaultSettings(players) }));
  // Droggn's 78-card pack numbers its cards differently: a 66-card action must be refused there.
  if (game.id === 'droggn') out.push({ players: 3, settings: { ...game.defaultSettings(3), cards: '78' } });
  return out;
}

describe('every game refuses what is not legal (ALL-1)', () => {
  for (const [id, mod] of Object.entries(ALL_MODULES)) {
    const game = mod.game;
    for (const { players, settings } of variants(game))
      it(`ALL-1: ${id} at ${players} (${JSON.stringify(settings.cards ?? '')}) refuses every number that is not one of legal(state), in every phase`, () => {
        const phases = new Set<string>();
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.array(anyNumber, { minLength: 1, maxLength: 6 }), (seed, numbers) => {
            const rng = rngFromSeed(seed);
            let s = game.setup({ players, dealer: seed % players, settings }, seed);
            for (let step = 0; game.toAct(s) !== null; step++) {
              expect(step).toBeLessThan(2000);
              phases.add(game.view(s, null).phase);
              const legal = game.legal(s);
              for (const a of legal) expect(game.check(s, a), `${a}`).toBeNull();
              const before = structuredClone(s);
              for (const a of [...numbers, ...nearLegal(legal)]) {
                if (legal.includes(a)) continue;
                const why = game.check(s, a);
                expect(why, `check ${a}`).not.toBeNull();
                const r = game.apply(s, a);
                expect(isRefusal(r), `apply ${a}`).toBe(true);
                if (!isRefusal(r)) return;
                expect(r.reason.en.length).toBeGreaterThan(0);
                expect(r.reason.de.length).toBeGreaterThan(0);
              }
              expect(s).toEqual(before);
              game.view(s, game.toAct(s));
              const next = game.apply(s, legal[nextInt(rng, legal.length)]);
              if (isRefusal(next)) throw new Error(`a legal action was refused: ${next.code}`);
              s = next;
            }
            // A finished hand takes nothing at all.
            for (const a of numbers) expect(isRefusal(game.apply(s, a))).toBe(true);
          }),
          { numRuns: scaled(5, 8), seed: 10 }
        );
        // Random hands pass through the bidding and the play at least (the other phases as they come).
        expect(phases.size).toBeGreaterThan(id === 'toy' ? 0 : 1);
      });
  }
});

describe("check and cardAction (the table's direct lookup)", () => {
  for (const [id, mod] of Object.entries(ALL_MODULES)) {
    const game = mod.game;
    it(`ALL-1: ${id}: a tap on a legal card means a legal action, and check agrees with apply`, () => {
      const players = game.playerCounts[0];
      for (let seed = 1; seed <= 8; seed++) {
        const rng = rngFromSeed(seed);
        let s = game.setup({ players, dealer: 0, settings: game.defaultSettings(players) }, seed);
        while (game.toAct(s) !== null) {
          const legal = game.legal(s);
          for (const a of legal) {
            const info = game.describe(a);
            // A tap on the card of a legal card action means a legal action (the same one, or where
            // one card stands for two, like Troccas's king alone or with its jack, the card alone).
            if (info.card !== undefined && (info.kind === 'play' || info.kind === 'discard' || info.kind === 'give')) {
              const tap = game.cardAction(s, info.card);
              expect(tap !== null && legal.includes(tap), `${game.actionCode(a)}`).toBe(true);
            }
          }
          // The table's reasons: any card's tap is either allowed or refused with the same answer apply gives.
          for (const c of game.pack.cards) {
            const a = game.cardAction(s, c);
            if (a === null) continue;
            const why = game.check(s, a);
            const r = game.apply(s, a);
            expect(why === null, `${c}`).toBe(!isRefusal(r));
            if (why && isRefusal(r)) expect(why.code).toBe(r.code);
          }
          const next = game.apply(s, legal[nextInt(rng, legal.length)]);
          if (isRefusal(next)) throw new Error(next.code);
          s = next;
        }
      }
    });
  }
});
