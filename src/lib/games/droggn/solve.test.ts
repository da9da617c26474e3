import { describe, expect, it } from 'vitest';
import { popcount } from '../../engine/card-set';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { packOf } from './cards';
import { droggnGame } from './index';
import { facts } from './scoring';
import { dropEquivalent, progress } from './solve';
import * as A from './actions';
import { setup, type DroggnState } from './state';

const count = (set: ArrayLike<number>) => Array.from(set).reduce((n: number, w) => n + popcount(w), 0);
const face = (s: DroggnState, set: ArrayLike<number>) => {
  const values = packOf(s.is78).values;
  let sum = 0;
  for (let suit = 0; suit < 6; suit++) for (let r = 0; r < 32; r++) if (set[suit] & (1 << r)) sum += values[(suit << 5) | r];
  return sum;
};

describe("Droggn's solver hooks", () => {
  it('DR-CARD-4, DR-PLAY-4: the declarer’s points are face values + tricks − cards of its tricks plus a constant of the talon, also when a Gstieß left a trick without its player (what `progress` rests on: the key holds no card count)', () => {
    let gstiessMoved = 0;
    let hands = 0;
    for (const settings of [{ cards: '66' }, { cards: '78' }])
      for (let seed = 1; seed <= 400; seed++) {
        const rng = rngFromSeed(seed);
        const s = setup({ players: 3, dealer: seed % 3, settings }, seed);
        while (droggnGame.toAct(s) !== null) {
          const legal = droggnGame.legal(s);
          droggnGame.applyInPlace(s, legal[nextInt(rng, legal.length)]);
        }
        const f = facts(s)!;
        if (f.declarer === null || f.contract === 'mord') continue;
        hands++;
        const aside = [0, 1, 2, 3, 4, 5].map((i) => s.discard[i] | s.talon[i]);
        const n = count(s.pileDecl);
        if (n !== 3 * s.tricksWon[s.declarer]) gstiessMoved++;
        const progressAtEnd = progress(s, s.declarer);
        expect(progressAtEnd).toBe(face(s, s.pileDecl) + s.tricksWon[s.declarer] - n);
        // The constant: the talon or discard's face values, less 2 when it holds three cards.
        const aside3 = count(aside) === 3 ? 2 : 0;
        expect(f.declarerPoints - progressAtEnd, `seed ${seed}`).toBe(face(s, aside) - aside3);
      }
    expect(hands).toBeGreaterThan(250);
    expect(gstiessMoved).toBeGreaterThan(10);
  });

  it('DR-ANN-4: grouping equivalent cards leaves every action that is not a card play as it is (a call is not a card, whatever its number)', () => {
    const s = setup({ players: 3, dealer: 0, settings: {} }, 11);
    const rng = rngFromSeed(11);
    while (droggnGame.toAct(s) !== null && s.phase !== 'play') {
      const legal = droggnGame.legal(s);
      droggnGame.applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
    // Every speech act (bids, lay-outs, doubles, the Kleine call): their numbers are those of cards below 32.
    const calls = [
      A.PASS,
      A.BID_ANSAGER,
      A.BID_SOLO,
      A.BID_SUPER,
      A.BID_MORD,
      A.NO_BUY,
      A.LIEGE,
      A.LAY_PAGAT,
      A.LAY_GSTIESS,
      A.GUT,
      A.SCHWACHER,
      A.RETOUR,
      A.KLEINE
    ];
    const out = Uint16Array.from(calls);
    expect(Array.from(out.subarray(0, dropEquivalent(s, out, out.length)))).toEqual(calls);
  });
});
