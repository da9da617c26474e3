import { describe, expect, it } from 'vitest';
import { isRefusal, type Settings } from '../../engine/game';
import { nextInt, rngFromSeed, shuffleInPlace, type RngState } from '../../engine/rng';
import { packOf } from './cards';
import { droggnGame } from './index';
import { late, run } from './scenario';
import { normalize } from './settings';
import { P_PLAY, clone, setup, type DroggnState } from './state';

const VARIANTS: Settings[] = [
  {},
  { gstiessBarredLast: true, kleineGstiess: true },
  { kleineGstiess: true },
  { cards: '78' },
  { cards: '78', talonDeal: 'after-second', gstiessBarredLast: true },
  { talonDeal: 'fives', threshold: 'tie-last-trick', mordReading: 'plus-pagat' },
  { talonDeal: 'after-second', threshold: '38' }
];

/** The plain path: legal + apply, each choice legal[nextInt(rng, legal.length)]. */
function plainToEnd(s: DroggnState, rng: RngState): DroggnState {
  while (droggnGame.toAct(s) !== null) {
    const legal = droggnGame.legal(s);
    const next = droggnGame.apply(s, legal[nextInt(rng, legal.length)]);
    if (isRefusal(next)) throw new Error(next.reason.en);
    s = next;
  }
  return s;
}

/** The deal as it was written first: engine shuffle, then batches per seat and the talon (DR-DEAL-2). */
function referenceDeal(players: number, dealer: number, settings: Settings, seed: number) {
  const st = normalize(settings);
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
    for (const settings of [{}, { talonDeal: 'after-second' }, { talonDeal: 'fives' }, { cards: '78' }, { cards: '78', talonDeal: 'after-second' }] as Settings[])
      for (const players of [3, 4])
        for (let dealer = 0; dealer < players; dealer++)
          for (const seed of [0, 1, 2, 3, 0x7fffffff, 0x80000000, 0xffffffff, -1, 123456789, ...Array.from({ length: 60 }, (_, i) => i * 7919 + 17)]) {
            const s = setup({ players, dealer, settings }, seed);
            const ref = referenceDeal(players, dealer, settings, seed);
            expect({ active: s.active, hands: s.hands, talon: s.talon, talonCards: s.talonCards }).toEqual(ref);
          }
  });
});

describe('Droggn fast playout', () => {
  it('plays the same random legal hand as the plain path (legal + apply) from the same random numbers, from the deal on (random bidding)', () => {
    for (const settings of VARIANTS)
      for (const players of [3, 4])
        for (let seed = 1; seed <= 100; seed++) {
          const ctx = { players, dealer: seed % players, settings };
          const fast = setup(ctx, seed);
          const rngFast = rngFromSeed(seed);
          droggnGame.playout!(fast, rngFast);
          // From the deal on, the bidding included: every choice random.
          const rngPlain = rngFromSeed(seed);
          const plain = plainToEnd(setup(ctx, seed), rngPlain);
          expect(fast).toEqual(plain);
          // The same number of draws: every step drew from a set of the same size.
          expect(rngFast).toEqual(rngPlain);
        }
  });
  it('continues from every point of a hand reached by random legal actions (any contract, lay-outs, doubles) like the plain path', () => {
    let checked = 0;
    for (const settings of VARIANTS)
      for (const players of [3, 4])
        for (let seed = 1; seed <= 20; seed++) {
          // A random walk through all phases by the plain path, then from each state of it both paths.
          const walk = rngFromSeed(seed * 31 + players);
          let s = setup({ players, dealer: seed % players, settings }, seed);
          for (;;) {
            if (s.phase === P_PLAY || seed % 3 === 0) {
              const rngA = rngFromSeed(seed + 1000 * checked);
              const rngB = rngA.slice() as RngState;
              const fast = clone(s);
              droggnGame.playout!(fast, rngA);
              const plain = plainToEnd(clone(s), rngB);
              expect(fast).toEqual(plain);
              expect(rngA).toEqual(rngB);
              checked++;
            }
            if (droggnGame.toAct(s) === null) break;
            const legal = droggnGame.legal(s);
            // Bias the walk toward the rarer contracts and announcements.
            const a = legal.length > 1 && s.phase < P_PLAY && nextInt(walk, 2) === 0 ? legal[legal.length - 1] : legal[nextInt(walk, legal.length)];
            const next = droggnGame.apply(s, a);
            if (isRefusal(next)) throw new Error(next.reason.en);
            s = next;
          }
        }
    expect(checked).toBeGreaterThan(2500);
  });
  it('late-hand cases: Kleine und Gstieß ultimo (with and without DR-PLAY-8), laid-out Pagat and Gstieß, Super Mord', () => {
    const cases: DroggnState[] = [];
    const kleineHands = { 0: ['I', 'Ex'], 1: ['S-4', 'S-5'], 2: ['D-7', 'D-6'] };
    for (const settings of [{ kleineGstiess: true }, { kleineGstiess: true, gstiessBarredLast: true }, { gstiessBarredLast: true }, {}] as Settings[]) {
      cases.push(late({ settings, contract: 3, declarer: 0, trickNo: 19, hands: kleineHands }));
      cases.push(late({ settings, contract: 3, declarer: 0, trickNo: 19, hands: { ...kleineHands, 1: ['II', 'S-5'] } }));
      cases.push(late({ settings, contract: 2, declarer: 1, leader: 1, trickNo: 18, hands: { 0: ['I', 'H-K', 'S-4'], 1: ['Ex', 'XXI', 'S-5'], 2: ['D-7', 'D-6', 'II'] } }));
      // Laid-out Pagat (declarer and defender): held back while another card may go (DR-PLAY-6).
      cases.push(late({ settings, contract: 3, declarer: 0, trickNo: 17, laidOut: 1, laidOutSeat: 0, hands: { 0: ['I', 'II', 'H-K', 'S-4'], 1: ['XXI', 'S-5', 'H-Q', 'Ex'], 2: ['D-7', 'D-6', 'III', 'H-J'] } }));
      cases.push(late({ settings, contract: 3, declarer: 0, trickNo: 17, laidOut: 2, laidOutSeat: 2, hands: { 0: ['XX', 'II', 'H-K', 'S-4'], 1: ['XXI', 'S-5', 'H-Q', 'Ex'], 2: ['D-7', 'I', 'III', 'H-J'] } }));
      // Super Mord with a laid-out Gstieß (DR-ANN-3) and without.
      cases.push(late({ settings, contract: 4, declarer: 0, trickNo: 18, laidOut: 3, laidOutSeat: 0, hands: { 0: ['Ex', 'XXI', 'XX'], 1: ['II', 'S-5', 'H-Q'], 2: ['D-7', 'I', 'H-J'] } }));
      cases.push(late({ settings, contract: 4, declarer: 0, trickNo: 18, hands: { 0: ['Ex', 'III', 'H-K'], 1: ['II', 'S-5', 'H-Q'], 2: ['D-7', 'XXI', 'H-J'] } }));
    }
    for (const s of cases)
      for (let seed = 1; seed <= 40; seed++) {
        const rngA = rngFromSeed(seed);
        const rngB = rngFromSeed(seed);
        const fast = clone(s);
        droggnGame.playout!(fast, rngA);
        expect(fast).toEqual(plainToEnd(clone(s), rngB));
        expect(rngA).toEqual(rngB);
      }
    // The Kleine case is reached by both draws.
    const k = late({ settings: { kleineGstiess: true }, contract: 3, declarer: 0, trickNo: 19, hands: kleineHands });
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = clone(k);
      droggnGame.playout!(s, rngFromSeed(seed));
      seen.add(s.kleine);
    }
    expect([...seen].sort()).toEqual([false, true]);
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
