import { describe, expect, it } from 'vitest';
import { dobbmModule } from '../games/dobbm/index';
import type { GameModule } from '../engine/module';
import { checkEntry, deleteOp, endOp, foldLedger, handOp, restoreOp } from './ledger';
import { testLedger } from '../../../tests/helpers/ledger';
import { settle, figures, sheetCsv } from './settle';
import type { EntryValues } from './entry';

const mod = dobbmModule as unknown as GameModule;

/** A ledger built the way the screens build it: one event per save, ids e1, e2… */
const ledger = testLedger;

const meta = (players: number, settings: Record<string, unknown> = {}, firstDealer = 0) => ({
  game: 'dobbm' as const,
  players,
  settings: settings as never,
  firstDealer
});
const played = (declarer: number, declarerPoints: number, more: EntryValues = {}): EntryValues => ({
  outcome: 'played',
  declarer,
  contract: 'dobbm',
  declarerPoints,
  ...more
});

describe('Dobbm through the scorekeeper ledger', () => {
  it('DO-SCORE-6: 60 Schilling, ordinary game, 72 points with Schwacher and Retour: 48 from each defender (144 at four, 192 at five)', () => {
    for (const [players, total] of [
      [4, 144],
      [5, 192]
    ]) {
      const l = ledger();
      l.hand(played(1, 72, { schwacher: true, retours: 1 }));
      const s = foldLedger(mod, meta(players, { stake: 60 }), l.events);
      expect(s.lines[0].error).toBeNull();
      const d = s.lines[0].score!.deltas;
      expect(d[1]).toBe(total);
      for (let i = 0; i < players; i++) if (i !== 1) expect(d[i]).toBe(-48);
    }
  });

  it('DO-SCORE-6: the same as a Solo brings 96 from each (288 at four, 384 at five)', () => {
    for (const [players, total] of [
      [4, 288],
      [5, 384]
    ]) {
      const l = ledger();
      l.hand(played(1, 72, { contract: 'solo', schwacher: true, retours: 1 }));
      const s = foldLedger(mod, meta(players, { stake: 60 }), l.events);
      expect(s.lines[0].score!.deltas[1]).toBe(total);
      expect(s.lines[0].score!.deltas[2]).toBe(-96);
    }
  });

  it('DO-SCORE-6 / DO-SCORE-5: 12 Schilling, Solo, 76 points: 8 from each, 16 each with a Schwacher (rounding before doubling)', () => {
    const l = ledger();
    l.hand(played(1, 76, { contract: 'solo' }));
    l.hand(played(1, 76, { contract: 'solo', schwacher: true }));
    const s = foldLedger(mod, meta(4, { stake: 12 }), l.events);
    expect(s.lines[0].score!.deltas).toEqual([-8, 24, -8, -8]);
    expect(s.lines[1].score!.deltas).toEqual([-16, 48, -16, -16]);
  });

  it('DO-SCORE-5: at 12 Schilling 61–65 wins 1, 66–70 wins 2, 55–59 pays 1, 50–54 pays 2', () => {
    const each = (points: number) => {
      const l = ledger();
      l.hand(played(2, points));
      return foldLedger(mod, meta(4, { stake: 12 }), l.events).lines[0].score!.deltas[0];
    };
    expect([61, 65, 66, 70, 71].map(each)).toEqual([-1, -1, -2, -2, -3]);
    expect([59, 55, 54, 50, 49].map(each)).toEqual([1, 1, 2, 2, 3]);
  });

  it('DO-SCORE-1: 60–60 is a draw with no payment', () => {
    const l = ledger();
    l.hand(played(0, 60));
    expect(foldLedger(mod, meta(4), l.events).lines[0].score!.deltas.every((x) => x === 0)).toBe(true);
  });

  it('DO-SCORE-3: a declarer without a trick loses a full Match (60 points, 120 in a Solo)', () => {
    const l = ledger();
    l.hand(played(0, 20, { noTrick: true }));
    l.hand(played(0, 0, { noTrick: true, contract: 'solo' }));
    const s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    expect(s.lines[0].score!.deltas).toEqual([-180, 60, 60, 60]);
    expect(s.lines[1].score!.deltas).toEqual([-360, 120, 120, 120]);
  });

  it('DO-SCORE-7: a defender’s revoke: every defender pays half a Match; a declarer’s revoke pays every defender', () => {
    const l = ledger();
    l.hand({ outcome: 'revoke', declarer: 1, contract: 'dobbm', offender: 2 });
    l.hand({ outcome: 'revoke', declarer: 1, contract: 'dobbm', offender: 1 });
    const s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    expect(s.lines[0].score!.deltas).toEqual([-30, 90, -30, -30]);
    // DO-DEAL-2: the declarer deals next.
    expect(s.lines[1].dealer).toBe(1);
    expect(s.lines[1].score!.deltas).toEqual([30, -90, 30, 30]);
  });

  it('DO-DEAL-1 / DO-DEAL-2: the declarer deals next; at five the dealer sits out and pays like a defender', () => {
    const l = ledger();
    l.hand(played(2, 70));
    l.hand(played(4, 50));
    const s = foldLedger(mod, meta(5, { stake: 60 }), l.events);
    expect(s.lines[0].dealer).toBe(0);
    expect(s.lines[0].sitsOut).toBe(0);
    expect(s.lines[0].score!.deltas[0]).toBe(-10);
    expect(s.lines[1].dealer).toBe(2);
    expect(s.lines[1].sitsOut).toBe(2);
    expect(s.next!.dealer).toBe(4);
    expect(s.nextSitsOut).toBe(4);
  });

  it('DO-BID-2: at five a throw-in passes the deal left with a Stockerl of 10 points from each to the new dealer', () => {
    const l = ledger();
    l.hand({ outcome: 'thrown-in' });
    const s = foldLedger(mod, meta(5, { stake: 12 }), l.events);
    expect(s.lines[0].score!.deltas).toEqual([-2, 8, -2, -2, -2]);
    expect(s.next!.dealer).toBe(1);
    // At four the same dealer deals again, nothing paid.
    const f = foldLedger(mod, meta(4, { stake: 12 }), l.events);
    expect(f.lines[0].score!.deltas.every((x) => x === 0)).toBe(true);
    expect(f.next!.dealer).toBe(0);
  });

  it('DO-SESS-1: the Mußrunde: once called, one deal per player, the player left of the dealer must declare, the deal passes left, then the session ends', () => {
    const l = ledger();
    l.hand(played(2, 70));
    l.add(endOp());
    let s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    expect(s.endCalled).toBe(true);
    expect(s.lines[0].endCalledAfter).toBe(true);
    expect(s.next!.dealer).toBe(2);
    // The wrong declarer is refused with the reason.
    const bad = checkEntry(mod, s, played(0, 70));
    expect('error' in bad && bad.error.field).toBe('declarer');
    for (let k = 0; k < 4; k++) {
      const dealer = s.next!.dealer;
      l.hand(played((dealer + 1) % 4, 65));
      s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
      if (k < 3) expect(s.next!.dealer).toBe((dealer + 1) % 4);
    }
    expect(s.over).toBe(true);
    expect(s.lines.every((x) => !x.error)).toBe(true);
    // A throw-in is refused in the Mußrunde.
    const l2 = ledger();
    l2.add(endOp());
    const s2 = foldLedger(mod, meta(4), l2.events);
    const t = checkEntry(mod, s2, { outcome: 'thrown-in' });
    expect('error' in t && t.error.field).toBe('outcome');
  });

  it('without the Mußrunde, calling the end ends the session at once', () => {
    const l = ledger();
    l.hand(played(2, 70));
    l.add(endOp());
    const s = foldLedger(mod, meta(4, { mussrunde: false }), l.events);
    expect(s.over).toBe(true);
    expect(s.next).toBeNull();
  });

  it('refuses impossible entries with the reason: points beyond 120, the dealer as declarer at five', () => {
    const s = foldLedger(mod, meta(5), []);
    const r1 = checkEntry(mod, s, played(1, 130));
    expect('error' in r1 && r1.error.field).toBe('declarerPoints');
    const r2 = checkEntry(mod, s, played(0, 70));
    expect('error' in r2 && r2.error.field).toBe('declarer');
    const ok = checkEntry(mod, s, played(1, 70));
    expect('score' in ok && ok.score.deltas[1]).toBe(40);
  });

  it('a correction replaces the hand in place, keeps its history and recomputes everything after it', () => {
    const l = ledger();
    const h1 = l.hand(played(1, 70));
    l.hand(played(3, 70));
    let s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    expect(s.lines[1].dealer).toBe(1);
    expect(s.totals).toEqual([-20, 20, -20, 20]);
    l.add(handOp(played(2, 80)), h1);
    s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    expect(s.lines).toHaveLength(2);
    expect(s.lines[0].history.map((h) => h.id)).toEqual(['e1', 'e3']);
    expect(s.lines[0].entryId).toBe('e3');
    expect(s.lines[1].dealer).toBe(2);
    expect(s.totals).toEqual([-30, -30, 50, 10]);
    // A correction of the correction stays in the same chain.
    l.add(handOp(played(2, 90)), 'e3');
    s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    expect(s.lines[0].history).toHaveLength(3);
    expect(s.lines[0].score!.deltas[2]).toBe(90);
  });

  it('a deletion is a tombstone that can be undone; totals are recomputed both ways', () => {
    const l = ledger();
    const h1 = l.hand(played(1, 70));
    l.hand(played(3, 70));
    l.add(deleteOp(h1));
    let s = foldLedger(mod, meta(4), l.events);
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0].no).toBe(1);
    expect(s.lines[0].dealer).toBe(0);
    expect(s.deleted.map((d) => d.rootId)).toEqual([h1]);
    expect(s.totals).toEqual([-10, -10, -10, 30]);
    l.add(restoreOp(h1));
    s = foldLedger(mod, meta(4), l.events);
    expect(s.lines).toHaveLength(2);
    expect(s.deleted).toHaveLength(0);
    expect(s.totals).toEqual([-20, 20, -20, 20]);
  });

  it('a later hand that no longer fits after a correction is flagged, not scored', () => {
    const l = ledger();
    const h1 = l.hand(played(1, 70));
    l.hand(played(2, 70));
    l.add(handOp(played(2, 70)), h1);
    // At five the dealer sits out; now seat 2 deals hand 2 and cannot be its declarer.
    const s = foldLedger(mod, meta(5), l.events);
    expect(s.lines[1].error?.field).toBe('declarer');
    expect(s.totals).toEqual(s.lines[0].totals);
  });

  it('settlement: transfers add up to zero and match the totals; figures per player; CSV', () => {
    const l = ledger();
    l.hand(played(1, 72, { schwacher: true, retours: 1 }));
    l.hand(played(1, 50));
    l.hand(played(3, 61));
    const s = foldLedger(mod, meta(4, { stake: 60 }), l.events);
    const st = settle(mod, s, 60);
    expect(st.balanced).toBe(true);
    expect(st.net).toEqual(s.totals);
    const f = figures(s);
    expect(f[1]).toMatchObject({ declared: 2, won: 1 });
    expect(f[3]).toMatchObject({ declared: 1, won: 1 });
    const csv = sheetCsv(s, ['Anna', 'Bert', 'Cilli', 'Done'], st);
    expect(csv.split('\r\n')[0]).toBe(
      'Hand,Dealer,Description,Anna (hand),Bert (hand),Cilli (hand),Done (hand),Anna (total),Bert (total),Cilli (total),Done (total),Note'
    );
    expect(csv).toContain(
      "1,Anna,Dobbm (with the Dobb). Declarer: Bert. Declarer's card points (with discard or Dobb): 72. Schwacher given. Number of Retours: 1.,-48,144,-48,-48,-48,144,-48,-48,"
    );
  });

  it('an unreadable event is reported, not dropped silently', () => {
    const s = foldLedger(mod, meta(4), [{ id: 'x', createdAt: 1, entry: { v: 99 } }]);
    expect(s.unreadable).toEqual(['x']);
  });
});
