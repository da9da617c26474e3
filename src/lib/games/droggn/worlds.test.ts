import { describe, expect, it } from 'vitest';
import { has, setOf, toCards } from '../../engine/card-set';
import { TRUMP } from '../../engine/cards';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { FRENCH66 } from '../../engine/packs';
import { deal, run } from '../../../../tests/helpers/droggn/scenario';
import { GSTIESS, MOND, PAGAT, isKing } from './cards';
import { droggnGame } from './index';
import { clone, setup, type DroggnState } from './state';
import { determinize, worldDeal } from './worlds';
import { scaled } from '../../../../tests/helpers/scale';

const DEFENDER_HANDS = scaled(40, 400);

const handOf = (s: DroggnState, seat: number) => toCards(s.hands.slice(seat * 6, seat * 6 + 6));

/** Positions of random hands (the rarer contracts favoured), every `every` actions. */
function* positions(players: number, hands: number, settings = {}, every = 3): Generator<DroggnState> {
  for (let seed = 1; seed <= hands; seed++) {
    const rng = rngFromSeed(seed * 101 + players);
    const s = setup({ players, dealer: seed % players, settings }, seed);
    for (let step = 0; droggnGame.toAct(s) !== null; step++) {
      if (step % every === 0) yield clone(s);
      const legal = droggnGame.legal(s);
      droggnGame.applyInPlace(s, s.phase === 'bid' && nextInt(rng, 2) === 0 ? legal[Math.min(1, legal.length - 1)] : legal[nextInt(rng, legal.length)]);
    }
  }
}

describe('Droggn worlds from a view (issue 11)', () => {
  it('DR-PLAY-2: a seat that did not follow suit holds none of it in any world; one that did not trump either holds no trump', () => {
    const start = deal({
      hands: {
        0: [
          'H-7',
          'H-6',
          'H-5',
          'H-4',
          'H-3',
          'H-2',
          'H-A',
          'H-J',
          'H-R',
          'H-Q',
          'H-K',
          'XII',
          'XIII',
          'XIV',
          'XV',
          'XVI',
          'XVII',
          'XVIII',
          'XIX',
          'XX',
          'XXI'
        ],
        1: ['S-4', 'S-5', 'S-6', 'S-7', 'S-8', 'S-9', 'S-10', 'S-J', 'S-R', 'S-Q', 'S-K', 'D-7', 'D-6', 'D-5', 'D-4', 'D-3', 'D-2', 'D-A', 'D-J', 'D-R', 'D-Q'],
        2: ['D-K', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8', 'C-9', 'C-10', 'C-J', 'C-R', 'C-Q', 'C-K', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX']
      },
      talon: ['X', 'XI', 'Ex']
    });
    // Seat 1 throws a spade on the heart king: void in hearts and in trumps; seat 2 trumps: void in hearts.
    const s = run(start, ['bid:super', 'pass', 'pass', 'liege', 'gut', 'gut', 'gut', 'gut', 'play:H-K', 'play:S-4', 'play:II']);
    const v = droggnGame.view(s, 0);
    const rng = rngFromSeed(9);
    let trumpsWithSeat2 = 0;
    for (let k = 0; k < 200; k++) {
      const w = determinize(structuredClone(v), rng);
      expect(droggnGame.view(w, 0)).toEqual(v);
      expect(handOf(w, 1).filter((c) => c >> 5 === 0 || c >> 5 === TRUMP)).toEqual([]);
      expect(handOf(w, 2).filter((c) => c >> 5 === 0)).toEqual([]);
      trumpsWithSeat2 += handOf(w, 2).filter((c) => c >> 5 === TRUMP).length;
    }
    // The unseen trumps (I, III..XI and the talon's) go to seat 2 or the talon, never to seat 1.
    expect(trumpsWithSeat2).toBeGreaterThan(200 * 5);
  });

  it('DR-EXCH-2, DR-EXCH-7, DR-EXCH-5, DR-EXCH-6: a defender’s worlds: the discard holds no Gstieß, Mond or Pagat and a king only with a trump; a forfeited buy’s card and a shown talon stay with the declarer', () => {
    let discards = 0;
    let kings = 0;
    let checked = 0;
    for (const settings of [{}, { showTalon: true }])
      for (const s of positions(3, DEFENDER_HANDS, settings)) {
        if (s.declarer < 0 || s.contract > 2 || s.phase === 'discard' || s.phase === 'bid') continue;
        const me = s.active.find((p) => p !== s.declarer)!;
        const v = droggnGame.view(s, me);
        const rng = rngFromSeed(checked++);
        for (let k = 0; k < 8; k++) {
          const w = determinize(structuredClone(v), rng);
          const d = toCards(w.discard);
          expect(d).toHaveLength(3);
          expect(d.filter((c) => c === GSTIESS || c === MOND || c === PAGAT)).toEqual([]);
          const kingsDown = d.filter((c) => isKing(FRENCH66, c)).length;
          expect(kingsDown).toBeLessThanOrEqual(d.filter((c) => c >> 5 === TRUMP).length);
          kings += kingsDown;
          discards++;
          // Played cards count too (whoever played them: the check is about where the cards may be now).
          const withDeclarer = setOf([
            ...handOf(w, s.declarer),
            ...d,
            ...w.played.filter((c, i) => c >= 0 && i < w.trickNo * 3),
            ...w.cur.filter((c) => c >= 0)
          ]);
          if (s.buyState === 2) expect(has(withDeclarer, s.named), 'forfeit').toBe(true);
          if (s.settings.showTalon && s.contract === 1) for (const c of s.talonCards) expect(has(withDeclarer, c) || c === w.offered, 'talon').toBe(true);
          // The world is the real hand's step: the same buy, the same talon when shown.
          expect([w.buyState, w.named, w.seller]).toEqual([s.buyState, s.named, s.seller]);
        }
      }
    expect(discards).toBeGreaterThan(2.5 * 2 * DEFENDER_HANDS); // 2,000 over test:deep's 400 hands a setting
    expect(kings).toBeGreaterThan(0); // kings do go down, with their trumps
  });

  it('DR-EXCH-4, DR-EXCH-8: the bought card is with the declarer, the card given for it with the seller (when the seat saw it) in every world', () => {
    let bought = 0;
    for (const s of positions(3, 600)) {
      if (s.buyState !== 1 || s.phase === 'over') continue;
      for (const me of [s.declarer, s.seller]) {
        const v = droggnGame.view(s, me);
        const w = determinize(structuredClone(v), rngFromSeed(bought));
        expect(droggnGame.view(w, me)).toEqual(v);
        expect(w.offered).toBe(s.offered);
        bought++;
      }
    }
    expect(bought).toBeGreaterThan(20);
  });

  it('a world is a real hand: its deal and the filled-in history pass the checked path action by action, and it plays on to its end', () => {
    let worlds = 0;
    for (const settings of [{ kleineGstiess: true, showTalon: true }, { gstiessBarredLast: true }])
      for (const players of [3, 4])
        for (const s of positions(players, 40, settings, 7))
          for (const me of s.active) {
            const v = droggnGame.view(s, me);
            const { start: d, actions } = worldDeal(structuredClone(v), rngFromSeed(worlds++));
            let r: DroggnState = d;
            for (const a of actions) {
              const next = droggnGame.apply(r, a);
              if ('refused' in next) throw new Error(`${droggnGame.actionCode(a)} refused: ${next.reason.en}`);
              r = next;
            }
            expect(droggnGame.view(r, me)).toEqual(v);
            const rng = rngFromSeed(worlds);
            while (droggnGame.toAct(r) !== null) {
              const legal = droggnGame.legal(r);
              const next = droggnGame.apply(r, legal[nextInt(rng, legal.length)]);
              if ('refused' in next) throw new Error(next.reason.en);
              r = next;
            }
          }
    expect(worlds).toBeGreaterThan(500);
  });
  it('DR-ANN-4: at every card-play decision the world is in the card play too, with the same seat to act, after doubling chains of any length', () => {
    // The solver walks a world's card play only; a world left in the doubling (a Retour chain has
    // no end there) would send it searching calls instead of cards.
    let decisions = 0;
    let afterRetour = 0;
    for (const settings of [{}, { kleineGstiess: true, laidGstiessKept: true }, { cards: '78', showTalon: true }])
      for (const players of [3, 4])
        for (const s of positions(players, 60, settings, 1)) {
          if (s.phase !== 'play') continue;
          const me = droggnGame.toAct(s)!;
          const w = determinize(droggnGame.view(s, me), rngFromSeed(decisions++));
          expect([w.phase, droggnGame.toAct(w), w.doubles]).toEqual(['play', me, s.doubles]);
          if (s.doubles > 1) afterRetour++;
        }
    expect(afterRetour).toBeGreaterThan(100);
  });
});
