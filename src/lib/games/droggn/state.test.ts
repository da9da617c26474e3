import { describe, expect, it } from 'vitest';
import type { Settings } from '../../engine/game';
import { rngFromSeed, shuffleInPlace } from '../../engine/rng';
import { packOf } from './cards';
import { readDroggnSettings } from './settings';
import { setup } from './state';

/** The deal as it was written first: engine shuffle, then batches per seat and the talon (DR-DEAL-2). */
function referenceDeal(players: number, dealer: number, settings: Settings, seed: number) {
  const st = readDroggnSettings(settings);
  const pack = packOf(st.cards === '78');
  const active: number[] = [];
  for (let i = 1; active.length < 3; i++) {
    const seat = (dealer + i) % players;
    if (players === 4 && seat === dealer) continue;
    active.push(seat);
  }
  const deck = shuffleInPlace(rngFromSeed(seed), pack.cards.slice());
  const plan =
    st.cards === '78'
      ? { batches: [5, 5, 5, 5, 5], talonAfter: st.talonDeal === 'after-second' ? 2 : 5 }
      : st.talonDeal === 'fives'
        ? { batches: [5, 5, 5, 3, 3], talonAfter: 5 }
        : { batches: [7, 7, 7], talonAfter: st.talonDeal === 'after-second' ? 2 : 3 };
  const hands = new Array<number>(players * 6).fill(0);
  const talon = [0, 0, 0, 0, 0, 0];
  const talonCards: number[] = [];
  let k = 0;
  const dealTalon = () => {
    for (let i = 0; i < 3; i++) {
      const c = deck[k++];
      talon[c >> 5] |= 1 << (c & 31);
      talonCards.push(c);
    }
  };
  plan.batches.forEach((n, round) => {
    if (round === plan.talonAfter) dealTalon();
    for (const seat of active)
      for (let i = 0; i < n; i++) {
        const c = deck[k++];
        hands[seat * 6 + (c >> 5)] |= 1 << (c & 31);
      }
  });
  if (plan.talonAfter >= plan.batches.length) dealTalon();
  return { active, hands, talon, talonCards };
}

describe('Droggn deal', () => {
  it('deals exactly what the engine shuffle (rngFromSeed + shuffleInPlace) and the dealing plan give', () => {
    for (const settings of [
      {},
      { talonDeal: 'after-second' },
      { talonDeal: 'fives' },
      { cards: '78' },
      { cards: '78', talonDeal: 'after-second' }
    ] as Settings[])
      for (const players of [3, 4])
        for (let dealer = 0; dealer < players; dealer++)
          for (const seed of [0, 1, 2, 3, 0x7fffffff, 0x80000000, 0xffffffff, -1, 123456789, ...Array.from({ length: 60 }, (_, i) => i * 7919 + 17)]) {
            const s = setup({ players, dealer, settings }, seed);
            const ref = referenceDeal(players, dealer, settings, seed);
            expect({ active: s.active, hands: s.hands, talon: s.talon, talonCards: s.talonCards }).toEqual(ref);
          }
  });
});
