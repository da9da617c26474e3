import { describe, expect, it } from 'vitest';
import { runWorlds } from '../../engine/conformance';
import { troccasGame } from './index';
import { defaultSettings } from './settings';
import { scaled } from '../../../../tests/helpers/scale';

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
});
