import { describe, expect, it } from 'vitest';
import { droggnModule } from '../games/droggn';
import type { GameModule } from '../engine/module';
import { checkEntry, endOp, foldLedger } from './ledger';
import { settle } from './settle';
import { testLedger } from '../../../tests/helpers/ledger';
import type { EntryValues } from './entry';

const mod = droggnModule as unknown as GameModule;

const ledger = testLedger;
const meta = (players: number, settings: Record<string, unknown> = {}, firstDealer = 0) => ({
  game: 'droggn' as const,
  players,
  settings: settings as never,
  firstDealer
});
const hand = (contract: string, declarer: number, declarerPoints: number, more: EntryValues = {}): EntryValues => ({
  contract,
  declarer,
  declarerPoints,
  ...more
});

describe('Droggn through the scorekeeper ledger', () => {
  it('DR-SCORE-11: Ansager, Pagat laid out winning the last trick, declarer 31: −6 on paper, pays 6 × stake to each other player', () => {
    const l = ledger();
    l.hand(hand('ansager', 1, 31, { laidOut: 'declarer-pagat', pagat: 'won-last', pagatSide: 'declarer' }));
    const s = foldLedger(mod, meta(3), l.events);
    expect(s.lines[0].error).toBeNull();
    expect((s.state as { paper: number[] }).paper).toEqual([0, -6, 0]);
    const st = settle(mod, s, 0.5);
    expect(st.transfers).toEqual([
      { from: 1, to: 0, amount: 3 },
      { from: 1, to: 2, amount: 3 }
    ]);
    expect(st.balanced).toBe(true);
  });

  it('DR-SCORE-9: only the declarer’s paper column moves; each pair settles the difference of their columns × stake (a session worked out by hand)', () => {
    const l = ledger();
    // Anna deals; Bert Ansager 45: 20 + 8 = +28.
    l.hand(hand('ansager', 1, 45));
    // DR-DEAL-4: Bert deals; Cilli Solo 30, lost: 40 + (44 − 37) = −47.
    l.hand(hand('solo', 2, 30));
    // Cilli deals; Anna Ansager 50 with a Schwacher: (20 + 13) × 2 = +66 (DR-SCORE-8).
    l.hand(hand('ansager', 0, 50, { 'doubles.schwacher': true }));
    const s = foldLedger(mod, meta(3), l.events);
    expect(s.lines.map((x) => x.dealer)).toEqual([0, 1, 2]);
    expect((s.state as { paper: number[] }).paper).toEqual([66, 28, -47]);
    expect(s.totals).toEqual([151, 37, -188]);
    const st = settle(mod, s, 0.1);
    expect(st.transfers).toEqual([
      { from: 1, to: 0, amount: 3.8 },
      { from: 2, to: 0, amount: 11.3 },
      { from: 2, to: 1, amount: 7.5 }
    ]);
    expect(st.net).toEqual([15.1, 3.7, -18.8]);
    expect(st.balanced).toBe(true);
  });

  it('DR-DEAL-1 / DR-DEAL-5: at four the dealer sits out, cannot declare, and pays like a defender', () => {
    const l = ledger();
    l.hand(hand('ansager', 2, 45));
    const s = foldLedger(mod, meta(4, {}, 1), l.events);
    expect(s.lines[0].sitsOut).toBe(1);
    expect(s.lines[0].score!.deltas).toEqual([-28, -28, 84, -28]);
    expect(s.next!.dealer).toBe(2);
    expect(s.nextSitsOut).toBe(2);
    const bad = checkEntry(mod, s, hand('solo', 2, 50));
    expect('error' in bad && bad.error.field).toBe('declarer');
  });

  it('DR-DEAL-4: after a throw-in the same player deals again', () => {
    const l = ledger();
    l.hand({ contract: 'none' });
    const s = foldLedger(mod, meta(3, {}, 2), l.events);
    expect(s.lines[0].score!.deltas).toEqual([0, 0, 0]);
    expect(s.next!.dealer).toBe(2);
  });

  it('DR-SESS-1 / DR-SESS-2: a called end leaves four more deals; throw-ins do not count', () => {
    const l = ledger();
    l.hand(hand('ansager', 1, 45));
    l.add(endOp());
    l.hand(hand('ansager', 2, 45));
    l.hand({ contract: 'none' });
    l.hand(hand('ansager', 0, 45));
    l.hand(hand('ansager', 1, 45));
    let s = foldLedger(mod, meta(3), l.events);
    expect(s.endCalled).toBe(true);
    expect(s.over).toBe(false);
    l.hand(hand('ansager', 2, 45));
    s = foldLedger(mod, meta(3), l.events);
    expect(s.over).toBe(true);
    expect(s.lines).toHaveLength(6);
    const more = checkEntry(mod, s, hand('ansager', 0, 45));
    expect('error' in more).toBe(true);
  });

  it('refuses impossible entries with the reason: card points beyond the pack, a Gstieß laid out outside a Super Mord, a Retour without a Schwacher', () => {
    const s = foldLedger(mod, meta(3), []);
    const r1 = checkEntry(mod, s, hand('ansager', 1, 80));
    expect('error' in r1 && r1.error.field).toBe('declarerPoints');
    const r2 = checkEntry(mod, s, hand('solo', 1, 40, { laidOut: 'declarer-gstiess' }));
    expect('error' in r2 && r2.error.field).toBe('laidOut');
    const r3 = checkEntry(mod, s, hand('solo', 1, 40, { 'doubles.retours': 2 }));
    // The Retour field is hidden without a Schwacher, so the value is not even read.
    expect('score' in r3).toBe(true);
  });

  it('DR-SCORE-6: Super Mord is 167 flat (all won), no other Pagat score', () => {
    const l = ledger();
    l.hand({ contract: 'mord', declarer: 1, allTricks: true });
    const s = foldLedger(mod, meta(3), l.events);
    expect(s.lines[0].error).toBeNull();
    expect((s.state as { paper: number[] }).paper[1]).toBe(167);
    // With the default reading a Pagat entry in a Super Mord adds nothing (the game accepts it and ignores it).
    const withPagat = checkEntry(mod, s, { contract: 'mord', declarer: 2, allTricks: true, pagat: 'won-last', pagatSide: 'declarer' });
    expect('score' in withPagat && withPagat.score.extra?.paper).toBe(167);
    // 187 with the Pagat laid out.
    const laid = checkEntry(mod, s, { contract: 'mord', declarer: 2, allTricks: true, laidOut: 'declarer-pagat', pagat: 'won-last' });
    expect('score' in laid && laid.score.extra?.paper).toBe(187);
    // Lost: all lost, the same value.
    const lost = checkEntry(mod, s, { contract: 'mord', declarer: 2, allTricks: false });
    expect('score' in lost && lost.score.extra?.paper).toBe(-167);
  });
});
