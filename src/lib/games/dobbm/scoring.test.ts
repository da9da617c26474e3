import { describe, expect, it } from 'vitest';
import { money, score, type DobbmFacts } from './scoring';
import { defaultSettings } from './settings';
import type { Settings } from '../../engine/game';

const played = (over: Partial<DobbmFacts> = {}): DobbmFacts => ({
  players: 4,
  dealer: 0,
  outcome: 'played',
  declarer: 1,
  contract: 'dobbm',
  declarerPoints: 72,
  noTrick: false,
  schwacher: false,
  retours: 0,
  offender: null,
  mussrunde: false,
  ...over
});
const at = (stake: number, extra: Settings = {}) => ({ ...defaultSettings(), stake, ...extra });
const perDefender = (f: DobbmFacts, stake: number, extra: Settings = {}) => 0 - score(f, at(stake, extra)).deltas[2];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('Dobbm scoring', () => {
  it('DO-SCORE-1: the side with more points wins the difference from 60; 60-60 is a draw with no payment', () => {
    expect(score(played({ declarerPoints: 60 }), at(60)).deltas).toEqual([0, 0, 0, 0]);
    expect(score(played({ declarerPoints: 61 }), at(60)).deltas).toEqual([-1, 3, -1, -1]);
    expect(score(played({ declarerPoints: 45 }), at(60)).deltas).toEqual([15, -45, 15, 15]);
    const s = score(played({ declarerPoints: 45 }), at(60));
    expect(s.unit).toBe('money');
    expect(s.cardPoints!.map((p) => p.points)).toEqual([45, 75]);
  });

  it('DO-SCORE-2: Solo doubles; the Schwacher and each Retour double again', () => {
    expect(perDefender(played({ declarerPoints: 70 }), 60)).toBe(10);
    expect(perDefender(played({ declarerPoints: 70, contract: 'solo' }), 60)).toBe(20);
    expect(perDefender(played({ declarerPoints: 70, schwacher: true }), 60)).toBe(20);
    expect(perDefender(played({ declarerPoints: 70, schwacher: true, retours: 1 }), 60)).toBe(40);
    expect(perDefender(played({ declarerPoints: 70, contract: 'solo', schwacher: true, retours: 3 }), 60)).toBe(10 * 2 * 16);
    expect(perDefender(played({ declarerPoints: 50, contract: 'solo', schwacher: true }), 60)).toBe(-40);
  });

  it('DO-SCORE-3: a declarer who loses every trick loses the Dobb too: 60 points in Dobbm, 120 in a Solo; no bonus for a Match', () => {
    // The discard held 30 points, but without a trick the defenders take it.
    const lost = played({ declarerPoints: 30, noTrick: true });
    expect(score(lost, at(60)).deltas).toEqual([60, -180, 60, 60]);
    expect(score(lost, at(60)).cardPoints!.map((p) => p.points)).toEqual([0, 120]);
    expect(perDefender(played({ declarerPoints: 12, noTrick: true, contract: 'solo' }), 60)).toBe(-120);
    // All eight tricks to the declarer: 120 points, worth just the 60 over, no extra.
    expect(perDefender(played({ declarerPoints: 120 }), 60)).toBe(60);
    expect(perDefender(played({ declarerPoints: 120, contract: 'solo' }), 60)).toBe(120);
  });

  it('DO-SCORE-4: the stake is the price of a Match; a point is stake/60; every defender pays the declarer or is paid', () => {
    expect(score(played({ declarerPoints: 72 }), at(120)).deltas).toEqual([-24, 72, -24, -24]);
    expect(score(played({ declarerPoints: 72 }), at(240)).deltas).toEqual([-48, 144, -48, -48]);
    expect(score(played({ declarerPoints: 120 }), at(12)).deltas).toEqual([-12, 36, -12, -12]);
    expect(score(played({ declarerPoints: 0, noTrick: true }), at(6)).deltas).toEqual([6, -18, 6, 6]);
    // With five, the sitting-out dealer (seat 0) pays like a defender.
    expect(score(played({ players: 5, declarerPoints: 72 }), at(60)).deltas).toEqual([-12, 48, -12, -12, -12]);
  });

  it('DO-SCORE-4: the breakdown says who pays whom, with a positive sum (issue 28 item 7)', () => {
    const pay = (points: number) => score(played({ declarerPoints: points }), at(120)).breakdown.at(-1)!;
    expect(pay(72).label.en).toBe('Each other player pays the declarer');
    expect(pay(72).value).toBe(24);
    expect(pay(48).label.en).toBe('The declarer pays each other player');
    expect(pay(48).label.de).toBe('Der Spieler zahlt jedem anderen');
    expect(pay(48).value).toBe(24);
  });

  it('DO-SCORE-5: at 6 and 12 the payment is rounded up to a whole Schilling before any doubling (setting, default at those stakes)', () => {
    const table: [number, number][] = [
      [61, 1],
      [65, 1],
      [66, 2],
      [70, 2],
      [71, 3],
      [75, 3],
      [59, -1],
      [55, -1],
      [54, -2],
      [50, -2],
      [49, -3],
      [45, -3],
      [60, 0]
    ];
    for (const [pts, each] of table) expect(perDefender(played({ declarerPoints: pts }), 12), `${pts}`).toBe(each);
    expect(money(7, 6, true)).toBe(1);
    expect(money(11, 6, true)).toBe(2);
    // Before doubling: 76 in a Solo at 12 is 16 points -> 3.2 -> 4 Schilling, doubled to 8 (not 3.2 x 2 = 6.4 -> 7).
    expect(perDefender(played({ declarerPoints: 76, contract: 'solo' }), 12)).toBe(8);
    // Off: the exact amount, to the Groschen.
    expect(perDefender(played({ declarerPoints: 76, contract: 'solo' }), 12, { roundUp: 'never' })).toBeCloseTo(6.4, 10);
    expect(perDefender(played({ declarerPoints: 61 }), 12, { roundUp: 'never' })).toBeCloseTo(0.2, 10);
    expect(defaultSettings().roundUp).toBe('small');
  });

  it('DO-SCORE-5: by default other stakes are not rounded up; the setting "every" rounds at any stake', () => {
    // At 24 Schilling a point is 0.4: 61 points win 0.4 from each defender, 76 in a Solo 6.4 x 2 = 12.8.
    expect(perDefender(played({ declarerPoints: 61 }), 24)).toBeCloseTo(0.4, 10);
    expect(perDefender(played({ declarerPoints: 76, contract: 'solo' }), 24)).toBeCloseTo(12.8, 10);
    expect(perDefender(played({ declarerPoints: 61 }), 24, { roundUp: 'every' })).toBe(1);
    expect(perDefender(played({ declarerPoints: 76, contract: 'solo' }), 24, { roundUp: 'every' })).toBe(14);
    // Whole amounts stay as they are whatever the setting.
    for (const roundUp of ['small', 'every', 'never']) expect(perDefender(played({ declarerPoints: 72 }), 60, { roundUp })).toBe(12);
    // Settings saved when the option was a boolean: true was the default and reads as the default.
    expect(perDefender(played({ declarerPoints: 61 }), 12, { roundUp: true })).toBe(1);
    expect(perDefender(played({ declarerPoints: 61 }), 24, { roundUp: true })).toBeCloseTo(0.4, 10);
    expect(perDefender(played({ declarerPoints: 61 }), 12, { roundUp: false })).toBeCloseTo(0.2, 10);
  });

  it("DO-SCORE-6: the text's figures: 72 with Schwacher and Retour at 60; 76 in a Solo at 12", () => {
    const f = played({ declarerPoints: 72, schwacher: true, retours: 1 });
    const four = score(f, at(60)).deltas;
    expect(four).toEqual([-48, 144, -48, -48]);
    const five = score({ ...f, players: 5 }, at(60)).deltas;
    expect(five).toEqual([-48, 192, -48, -48, -48]);
    const solo = { ...f, contract: 'solo' as const };
    expect(score(solo, at(60)).deltas).toEqual([-96, 288, -96, -96]);
    expect(score({ ...solo, players: 5 }, at(60)).deltas[1]).toBe(384);
    const s76 = played({ declarerPoints: 76, contract: 'solo' });
    expect(score(s76, at(12)).deltas).toEqual([-8, 24, -8, -8]);
    expect(score({ ...s76, schwacher: true }, at(12)).deltas).toEqual([-16, 48, -16, -16]);
  });

  it('DO-BID-2: at five, all pass: the deal passes left and the new dealer gets a Stockerl of 10 points from each other player', () => {
    const thrown: DobbmFacts = { ...played(), players: 5, dealer: 3, outcome: 'thrown-in', declarer: null, contract: null, declarerPoints: 0 };
    expect(score(thrown, at(12)).deltas).toEqual([-2, -2, -2, -2, 8]);
    expect(score(thrown, at(60)).deltas).toEqual([-10, -10, -10, -10, 40]);
    expect(score({ ...thrown, dealer: 4 }, at(6)).deltas).toEqual([4, -1, -1, -1, -1]);
    expect(score({ ...thrown, players: 4, dealer: 3 }, at(12)).deltas).toEqual([0, 0, 0, 0]);
  });

  it("DO-SCORE-7: a revoke pays half a Match of the game being played: a defender's makes every defender pay; the declarer's pays every defender", () => {
    const rev = played({ outcome: 'revoke', offender: 2, declarerPoints: 0 });
    expect(score(rev, at(60)).deltas).toEqual([-30, 90, -30, -30]);
    expect(score({ ...rev, offender: 1 }, at(60)).deltas).toEqual([30, -90, 30, 30]);
    expect(score({ ...rev, contract: 'solo' }, at(12)).deltas).toEqual([-12, 36, -12, -12]);
    expect(score({ ...rev, schwacher: true, retours: 1 }, at(12)).deltas).toEqual([-24, 72, -24, -24]);
    // At five the sitting-out dealer pays too, like a defender.
    expect(score({ ...rev, players: 5 }, at(60)).deltas).toEqual([-30, 120, -30, -30, -30]);
  });

  it('every score is zero-sum', () => {
    for (const players of [4, 5])
      for (let pts = 0; pts <= 120; pts++)
        for (const stake of [6, 12, 60, 90])
          for (const roundUp of ['small', 'every', 'never']) {
            const d = score(
              played({ players, declarerPoints: pts, contract: pts % 2 ? 'solo' : 'dobbm', schwacher: pts % 3 === 0 }),
              at(stake, { roundUp })
            ).deltas;
            expect(Math.abs(sum(d))).toBeLessThan(1e-9);
          }
  });
});
