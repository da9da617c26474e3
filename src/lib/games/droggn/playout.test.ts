import { describe, expect, it } from 'vitest';
import { isRefusal, type Settings } from '../../engine/game';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { droggnGame } from './index';
import { run } from './scenario';
import { setup } from './state';

describe('Droggn fast playout', () => {
  it('plays the same random legal hand as the plain path (legal + apply) from the same random numbers', () => {
    for (const settings of [{}, { gstiessBarredLast: true, kleineGstiess: true }, { cards: '78' }] as Settings[])
      for (const players of [3, 4])
        for (let seed = 1; seed <= 100; seed++) {
          const ctx = { players, dealer: seed % players, settings };
          const fast = setup(ctx, seed);
          droggnGame.playout!(fast, rngFromSeed(seed));
          // The playout's fixed quick start equals these actions.
          let plain = run(setup(ctx, seed), ['bid:super', 'pass', 'pass', 'liege', 'gut', 'gut', 'gut', 'gut']);
          const rng = rngFromSeed(seed);
          while (droggnGame.toAct(plain) !== null) {
            const legal = droggnGame.legal(plain);
            const next = droggnGame.apply(plain, legal[nextInt(rng, legal.length)]);
            if (isRefusal(next)) throw new Error(next.reason.en);
            plain = next;
          }
          expect(fast).toEqual(plain);
        }
  });
  it('continues a hand from any point of play (for search), and from the other phases by legal actions', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const s = run(setup({ players: 3, dealer: 2, settings: {} }, seed), ['bid:solo', 'pass', 'pass']);
      droggnGame.playout!(s, rngFromSeed(seed));
      expect(droggnGame.toAct(s)).toBeNull();
      expect(droggnGame.facts(s)!.contract).toBe('solo');
    }
  });
});
