import { describe, expect, it } from 'vitest';
import { isEntryError } from '../../engine/entry';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { applyInPlace, legal } from './rules';
import { facts, misereDues, pileValue, score, seatPoints, type TroggenFacts } from './scoring';
import { defaultSettings, targetPoints, totalPoints } from './settings';
import { setup } from './state';
import { afterHand, callEnd, drawFirstDealer, finalTotals, nextHand, settlement, start } from './session';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { lastTrickState, run } from '../../../../tests/helpers/troggen/scenario';

const bidFacts = (players: number, over: Partial<TroggenFacts>): TroggenFacts => ({
  players,
  dealer: 0,
  contract: 'einfach',
  bidder: 1,
  calledKing: null,
  partner: null,
  points: 40,
  miserePoints: null,
  pagat: null,
  king: null,
  pot: 0,
  ...over
});
const S = (n: number, extra = {}) => ({ ...defaultSettings(n), ...extra });

describe('Troggen stakes and pot', () => {
  it('TG-BID-2: the bidder stakes the unit per other player, every other player the unit: pots 6/8/10 … 36/48/60', () => {
    const pots: Record<string, number[]> = {};
    for (const c of ['einfach', 'doppelt', 'ohne', 'gegen'] as const)
      pots[c] = [4, 5, 6].map((n) => score(bidFacts(n, { contract: c, points: 0 }), S(n)).extra!.potIn as number);
    expect(pots).toEqual({ einfach: [6, 8, 10], doppelt: [12, 16, 20], ohne: [24, 32, 40], gegen: [36, 48, 60] });
    const lost = score(bidFacts(4, { contract: 'doppelt', points: 20 }), S(4));
    expect(lost.deltas).toEqual([-2, -6, -2, -2]);
    expect(lost.extra!.paidIn).toEqual([2, 6, 2, 2]);
  });

  it('TG-SCORE-1: a bidder with 35 takes the whole pot; with 34 the pot stays for later hands', () => {
    const won = score(bidFacts(4, { points: 35, pot: 10 }), S(4));
    expect(won.unit).toBe('jetons');
    expect(won.deltas).toEqual([-1, 13, -1, -1]);
    expect(won.extra).toMatchObject({ potBefore: 10, potIn: 6, potTaken: 16, potAfter: 0, won: true });
    const lost = score(bidFacts(4, { points: 34, pot: 10 }), S(4));
    expect(lost.deltas).toEqual([-1, -3, -1, -1]);
    expect(lost.extra).toMatchObject({ potTaken: 0, potAfter: 16, won: false });
    expect(won.cardPoints!.map((p) => p.points)).toEqual([35, 35]);
  });

  it("TG-SCORE-1: the partner's tricks count for the bidder", () => {
    // Five players, Ohne Talon: the partner (seat 2) wins the last trick with the called king.
    const s = lastTrickState(5, { bidder: 4, last: { 0: 'O-2', 1: 'O-3', 2: 'C-K', 3: 'O-4', 4: 'O-5' }, leader: 2, calledKing: 'C-K', partner: 2 });
    s.tricksWon = [3, 3, 3, 3, 2];
    const t = run(s, ['play:C-K', 'play:O-3', 'play:O-2', 'play:O-5', 'play:O-4']);
    expect(t.lastWinner).toBe(2);
    const f = facts(t)!;
    expect(f.partner).toBe(2);
    expect(f.points).toBe(seatPoints(t, 2) + seatPoints(t, 4) + pileValue(t.talon));
    expect(seatPoints(t, 2)).toBeGreaterThan(4);
  });

  it('TG-CARD-3: at five and six the target stays 35 (67 and 64 points in play); the variant takes half', () => {
    expect([totalPoints(4), totalPoints(5), totalPoints(6)]).toEqual([70, 67, 64]);
    expect([targetPoints(5, S(5)), targetPoints(6, S(6))]).toEqual([35, 35]);
    expect([targetPoints(5, S(5, { target: 'half' })), targetPoints(6, S(6, { target: 'half' }))]).toEqual([34, 32]);
    expect(score(bidFacts(6, { points: 33 }), S(6)).extra!.won).toBe(false);
    expect(score(bidFacts(6, { points: 33 }), S(6, { target: 'half' })).extra!.won).toBe(true);
    expect(score(bidFacts(5, { points: 34 }), S(5, { target: 'half' })).extra!.won).toBe(true);
    expect(score(bidFacts(5, { points: 34 }), S(5)).extra!.won).toBe(false);
  });

  it('TG-SCORE-4: the partner gets his stake back and a third of the carried pot; the variant splits the rest too', () => {
    // Five players, Doppelt (unit 2), 9 jetons carried: pot taken 9 + 16 = 25.
    const f = bidFacts(5, { contract: 'doppelt', bidder: 4, partner: 2, points: 40, pot: 9 });
    const d = score(f, S(5));
    expect(d.deltas).toEqual([-2, -2, -2 + 2 + 3, -2, -8 + 20]);
    const v = score(f, S(5, { partnerShare: 'all' }));
    expect(v.deltas).toEqual([-2, -2, -2 + 2 + 8, -2, -8 + 15]);
    // To the nearest jeton: 10 carried → 3, 11 → 4.
    expect(score({ ...f, pot: 10 }, S(5)).deltas[2]).toBe(3);
    expect(score({ ...f, pot: 11 }, S(5)).deltas[2]).toBe(4);
    // Her own king called: nothing shared.
    expect(score({ ...f, partner: null }, S(5)).deltas[4]).toBe(-8 + 25);
    for (const sc of [d, v]) expect(sc.deltas.reduce((a, b) => a + b, 0)).toBe(-(sc.extra!.potIn as number) + (sc.extra!.potTaken as number));
  });
});

describe('Troggen last trick', () => {
  const lt = (n: number, last: Record<number, string>, leader: number, extra = {}) =>
    facts(
      run(
        lastTrickState(n, { bidder: 1, level: 1, last, leader, ...extra }),
        order(n, leader).map((s) => `play:${last[s]}`)
      )
    )!;
  const order = (n: number, leader: number) => Array.from({ length: n }, (_, i) => (leader - i + n) % n);

  it('TG-SCORE-2: the bidder winning the last trick with the Pagat gets 2 from everyone; losing it she pays 2 each; won or lost hand alike', () => {
    const won = lt(4, { 1: 'I', 0: 'C-2', 3: 'C-3', 2: 'C-4' }, 1);
    expect(won.pagat).toBe('won');
    const sw = score({ ...won, points: 10 }, S(4));
    expect(sw.extra!.won).toBe(false);
    expect(sw.deltas).toEqual([-1 - 2, -3 + 6, -1 - 2, -1 - 2]);
    const lost = lt(4, { 1: 'I', 0: 'II', 3: 'C-3', 2: 'C-4' }, 1);
    expect(lost.pagat).toBe('lost');
    expect(score({ ...lost, points: 50 }, S(4)).deltas).toEqual([-1 + 2, -3 + 6 - 6, -1 + 2, -1 + 2]);
    // A defender's Pagat pays nothing; nor does a misère.
    expect(lt(4, { 1: 'C-2', 0: 'I', 3: 'C-3', 2: 'C-4' }, 1).pagat).toBeNull();
    const m = lastTrickState(4, { bidder: -1, level: 0, last: { 1: 'I', 0: 'C-2', 3: 'C-3', 2: 'C-4' }, leader: 1 });
    m.bidder = -1;
    m.bids = [0, 0, 0, 0];
    const mf = facts(run(m, ['play:I', 'play:C-2', 'play:C-3', 'play:C-4']))!;
    expect(mf.contract).toBe('misere');
    expect(mf.pagat).toBeNull();
    // open: losing the Pagat pays every other player by default; the variant pays the defenders only.
    const five = lt(5, { 1: 'I', 0: 'II', 4: 'C-3', 3: 'C-4', 2: 'C-5' }, 1, { calledKing: 'B-K', partner: 3 });
    expect(five.pagat).toBe('lost');
    expect(score({ ...five, points: 0 }, S(5)).deltas).toEqual([1, -4 - 8, 1, 1, 1]);
    expect(score({ ...five, points: 0 }, S(5, { pagatLossPays: 'defenders' })).deltas).toEqual([1, -4 - 6, 1, -1, 1]);
  });

  it("TG-SCORE-3: the same 2-jeton payments for the bidder's king in the last trick", () => {
    const won = lt(4, { 1: 'O-K', 0: 'O-2', 3: 'O-3', 2: 'C-4' }, 1);
    expect(won.king).toBe('won');
    expect(won.pagat).toBeNull();
    expect(score({ ...won, points: 10 }, S(4)).deltas).toEqual([-3, 3, -3, -3]);
    const lost = lt(4, { 1: 'O-K', 0: 'II', 3: 'O-3', 2: 'C-4' }, 1);
    expect(lost.king).toBe('lost');
    expect(score({ ...lost, points: 10 }, S(4)).deltas).toEqual([1, -9, 1, 1]);
    expect(lt(4, { 1: 'O-2', 0: 'O-K', 3: 'O-3', 2: 'C-4' }, 1).king).toBeNull();
  });

  it("TG-SCORE-5: a Pagat or king the partner plays in the last trick pays nothing; the partner taking the bidder's Pagat neither", () => {
    const p = lt(5, { 1: 'C-2', 3: 'I', 0: 'C-3', 4: 'C-4', 2: 'C-5' }, 1, { calledKing: 'B-K', partner: 3 });
    expect(p.pagat).toBeNull();
    const k = lt(5, { 1: 'C-2', 3: 'C-K', 0: 'C-3', 4: 'C-4', 2: 'C-5' }, 1, { calledKing: 'B-K', partner: 3 });
    expect(k.king).toBeNull();
    const taken = lt(5, { 1: 'I', 3: 'II', 0: 'C-3', 4: 'C-4', 2: 'C-5' }, 1, { calledKing: 'B-K', partner: 3 });
    expect(taken.pagat).toBeNull();
  });
});

describe('Troggen misère scoring', () => {
  it('TG-MIS-2: lowest pays 0 (ties too), highest 4 (ties too), the rest 2, into the pot; nobody takes the pot; all equal pay 0', () => {
    expect(misereDues([10, 20, 20, 12])).toEqual([0, 4, 4, 2]);
    expect(misereDues([5, 5, 30, 20, 9])).toEqual([0, 0, 4, 2, 2]);
    expect(misereDues([16, 16, 16, 16])).toEqual([0, 0, 0, 0]);
    const f: TroggenFacts = { ...bidFacts(4, {}), contract: 'misere', bidder: null, points: null, miserePoints: [10, 20, 25, 12], pot: 30 };
    const sc = score(f, S(4));
    expect(sc.deltas).toEqual([0, -2, -4, -2]);
    expect(sc.extra).toMatchObject({ potIn: 8, potTaken: 0, potAfter: 38 });
  });
});

describe('Troggen session', () => {
  it("TG-DEAL-3: the first dealer is agreed (or drawn from a seed); TG-DEAL-1: the deal passes to the dealer's right", () => {
    let s = start(4, 2, defaultSettings(4));
    expect(nextHand(s)!.dealer).toBe(2);
    expect(drawFirstDealer(5, 123456789)).toBe(123456789 % 5);
    const f = bidFacts(4, { points: 10 });
    s = afterHand(s, f, score(f, S(4)));
    expect(nextHand(s)!.dealer).toBe(1);
  });

  it('TG-SESS-1: the pot lives across hands, the hand gets it, a winner empties it, a pot left at the end goes back to who paid it', () => {
    let sess = start(4, 0, defaultSettings(4));
    const play = (f: TroggenFacts) => {
      const ctx = nextHand(sess)!;
      const sc = score({ ...f, pot: ctx.session!.pot as number }, ctx.settings);
      sess = afterHand(sess, f, sc);
      expect(sess.totals.reduce((a, b) => a + b, 0) + sess.pot).toBe(0);
    };
    play(bidFacts(4, { points: 20 })); // lost: pot 6
    expect(sess.pot).toBe(6);
    expect(sess.potShares).toEqual([1, 3, 1, 1]);
    play({ ...bidFacts(4, {}), contract: 'misere', bidder: null, points: null, miserePoints: [10, 20, 25, 12] }); // +8
    expect(sess.pot).toBe(14);
    // The hand is set up with the carried pot.
    const st = setup(nextHand(sess)!, 1);
    expect(st.pot).toBe(14);
    play(bidFacts(4, { bidder: 3, contract: 'doppelt', points: 50 })); // takes 14 + 12
    expect(sess.pot).toBe(0);
    expect(sess.totals).toEqual([-1 - 0 - 2, -3 - 2 - 2, -1 - 4 - 2, -1 - 2 + 20]);
    play(bidFacts(4, { bidder: 2, points: 0 })); // lost: pot 6 left at the end
    sess = callEnd(sess);
    expect(nextHand(sess)).toBeNull();
    const fin = finalTotals(sess);
    expect(fin.reduce((a, b) => a + b, 0)).toBe(0);
    expect(fin).toEqual([-3, -7, -7, 17]);
    const tr = settlement(sess, 0.5);
    const net = [0, 0, 0, 0];
    for (const t of tr) {
      net[t.from] -= t.amount;
      net[t.to] += t.amount;
    }
    expect(net).toEqual(fin.map((x) => x * 0.5));
  });
});

describe('Troggen scorekeeper', () => {
  it('TG-SCORE-1: a played hand and the same hand entered by hand score identically, for many hands', () => {
    for (const players of [4, 5, 6])
      for (let seed = 1; seed <= 150; seed++) {
        const settings = defaultSettings(players);
        const s = setup({ players, dealer: seed % players, settings, session: { pot: seed % 7 } }, seed);
        const rng = rngFromSeed(seed);
        while (s.phase !== 'over') {
          const l = legal(s);
          applyInPlace(s, l[nextInt(rng, l.length)]);
        }
        const f = facts(s)!;
        const entry = entryFromFacts(f, players, s.dealer, settings);
        const back = factsFromEntry(JSON.parse(JSON.stringify(entry)));
        expect(isEntryError(back)).toBe(false);
        expect(score(back as TroggenFacts, settings)).toEqual(score(f, settings));
      }
  });

  it('refuses impossible entries with the field and a reason', () => {
    const base = { format: 'trull-entry', version: 1, game: 'troggen', players: 4, dealer: 0 } as const;
    const bad = (e: object, field: string) => {
      const r = factsFromEntry({ ...base, ...e });
      expect(isEntryError(r) && r.field).toBe(field);
    };
    bad({ contract: 'solo' }, 'contract');
    bad({ contract: 'einfach', bidder: 7, points: 3 }, 'bidder');
    bad({ contract: 'einfach', bidder: 1, points: 71 }, 'points');
    bad({ contract: 'einfach', bidder: 1, points: 40, partner: 2 }, 'partner');
    bad({ contract: 'einfach', bidder: 1, points: 40, pagat: 'won', king: 'lost' }, 'king');
    bad({ contract: 'misere', miserePoints: [10, 10, 10] }, 'miserePoints');
    bad({ contract: 'misere', miserePoints: [40, 40, 0, 0] }, 'miserePoints');
    bad({ contract: 'misere', miserePoints: [10, 20, 20, 20], pagat: 'won' }, 'pagat');
    bad({ contract: 'einfach', bidder: 1, points: 40, pot: -1 }, 'pot');
    expect(isEntryError(factsFromEntry({ ...base, contract: 'misere', miserePoints: { 0: 10, 1: 20, 2: 20, 3: 20 } }))).toBe(false);
    const form = entryForm(5, defaultSettings(5));
    expect(form.map((f) => f.key)).toContain('partner');
    expect(entryForm(4, defaultSettings(4)).map((f) => f.key)).not.toContain('partner');
  });
});

describe('Troggen settings', () => {
  it('TG-PLAY-3, TG-SCORE-2, TG-SCORE-4, TG-CARD-3: each variant is a typed setting with default, en/de label and explanation', async () => {
    const { SETTINGS } = await import('./settings');
    expect(SETTINGS.map((s) => s.rule)).toEqual(['TG-PLAY-3', 'TG-SCORE-2', 'TG-SCORE-4', 'TG-CARD-3']);
    for (const s of SETTINGS) {
      expect(s.label.en && s.label.de && s.explanation.en && s.explanation.de).toBeTruthy();
      if (s.kind === 'choice') expect(s.options!.map((o) => o.value)).toContain(s.default);
    }
    expect(Object.keys(defaultSettings(4))).toEqual(['overtrumpOnSuitLead', 'pagatLossPays']);
    expect(Object.keys(defaultSettings(6))).toHaveLength(4);
  });
});
