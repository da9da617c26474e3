import { describe, expect, it } from 'vitest';
import { runWorlds } from '../../engine/conformance';
import { troccasGame } from './index';
import { defaultSettings } from './settings';
import { scaled } from '../../../../tests/helpers/scale';
import { rngFromSeed } from '../../engine/rng';
import { GO_ON } from './actions';
import { view } from './view';
import { worldDeal } from './worlds';
import type { TroccasState } from './state';

describe('Troccas: worlds from a view (issue 11)', () => {
  for (const players of [3, 4, 5, 6])
    it(`${players} players: every world gives the view back, plays to its end, and every unseen card can lie where it does`, () => {
      const r = runWorlds(troccasGame, { context: { players, dealer: 1, settings: defaultSettings(players) }, hands: scaled(10, 30), samples: 40, every: 13 });
      expect(r.violations).toEqual([]);
    });

  it('TR-4-5: a catch-up deal (the losing side chose two rounds) gives worlds that fit', () => {
    const r = runWorlds(troccasGame, {
      context: { players: 4, dealer: 0, settings: defaultSettings(4), session: { behindSide: 1, behind: 12 } },
      hands: scaled(8, 20),
      samples: 30,
      every: 9
    });
    expect(r.violations).toEqual([]);
  });

  it('TR-4-6: a dealer asked after the last round for want of trumps, who goes on, held no trump I–XXI in every world (else no world replays the question, and a search played a broken one)', () => {
    // Deals (about one in 1,500) where every speaker goes on and the dealer, without a trump I–XXI after the last round,
    // is asked and goes on too (found 2026-12-03: the strong level's learned interval does so).
    let found = 0;
    const trumpI_XXI = (c: number) => c >> 5 === 4 && (c & 31) >= 1 && (c & 31) <= 21;
    for (let seed = 1; seed < 20000 && found < 2; seed++) {
      const s: TroccasState = troccasGame.setup({ players: 4, dealer: seed % 4, settings: defaultSettings(4) }, seed);
      while (s.phase === 'interval') troccasGame.applyInPlace(s, GO_ON);
      if (s.phase !== 'dealer') continue;
      troccasGame.applyInPlace(s, GO_ON);
      found++;
      expect(s.phase).toBe('discard');
      for (let seat = 0; seat < 4; seat++) {
        if (seat === s.dealer) continue;
        const v = view(s, seat);
        const rng = rngFromSeed(seed);
        for (let k = 0; k < 5; k++) {
          const w = worldDeal(v, rng);
          const x = structuredClone(w.start);
          for (const a of w.actions) {
            expect(troccasGame.legal(x)).toContain(a);
            troccasGame.applyInPlace(x, a);
          }
          expect(view(x, seat)).toEqual(v);
          expect(x.hands[s.dealer].length).toBeGreaterThan(0);
          for (let c = 0; c < 192; c++)
            if (trumpI_XXI(c) && x.hands[s.dealer][c >> 5] & (1 << (c & 31))) throw new Error(`seed ${seed}: a trump in the dealer's hand`);
        }
      }
    }
    expect(found).toBe(2);
  });
});
