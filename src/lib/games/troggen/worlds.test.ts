import { describe, expect, it } from 'vitest';
import { runWorlds } from '../../engine/conformance';
import { troggenGame } from './index';
import { defaultSettings } from './settings';
import { worldDeal } from './worlds';
import { applyInPlace, legal } from './rules';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { TRUMP } from './constants';
import { scaled } from '../../../../tests/helpers/scale';

describe('Troggen: worlds from a view (issue 11)', () => {
  for (const players of [4, 5, 6])
    it(`${players} players: every world gives the view back, plays to its end, and every unseen card can lie where it does`, () => {
      const hands = scaled(12, 40);
      const r = runWorlds(troggenGame, {
        context: { players, dealer: 0, settings: defaultSettings(players), session: { pot: 6 } },
        hands,
        samples: 60,
        every: 11
      });
      expect(r.violations).toEqual([]);
      expect(r.actions).toBeGreaterThan(hands * 50);
    });

  it('TG-PLAY-2: a world never gives a seat a card of a suit it showed void in', () => {
    const rng = rngFromSeed(4);
    let checked = 0;
    for (let seed = 1; seed < 60 && checked < 200; seed++) {
      const s = troggenGame.setup({ players: 4, dealer: 0, settings: defaultSettings(4) }, seed);
      while (troggenGame.toAct(s) !== null && s.tricksPlayed < 9) {
        const l = legal(s);
        applyInPlace(s, l[nextInt(rng, l.length)]);
      }
      if (troggenGame.toAct(s) === null) continue;
      const me = s.toAct;
      const v = troggenGame.view(s, me);
      for (let k = 0; k < 5; k++) {
        const { start, actions } = worldDeal(v, rng);
        for (const a of actions) applyInPlace(start, a);
        for (let seat = 0; seat < 4; seat++) {
          if (seat === me) continue;
          for (let suit = 0; suit <= TRUMP; suit++) if (v.voids[seat] & (1 << suit)) expect(start.hands[seat][suit], `seat ${seat} suit ${suit}`).toBe(0);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
