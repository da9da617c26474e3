import { describe, expect, it } from 'vitest';
import { troccasModule } from '../games/troccas/index';
import type { GameModule } from '../engine/module';
import { checkEntry, endOp, foldLedger, handOp, type LedgerEvent, type LedgerOp } from './ledger';
import { settle } from './settle';
import type { EntryValues } from './entry';

const mod = troccasModule as unknown as GameModule;

function ledger() {
  const events: LedgerEvent[] = [];
  const add = (op: LedgerOp) => {
    events.push({ id: `e${events.length + 1}`, createdAt: events.length + 1, entry: op });
  };
  return { events, add, hand: (v: EntryValues) => add(handOp(v)) };
}
const meta = (players: number, firstDealer = 0) => ({ game: 'troccas' as const, players, settings: {} as never, firstDealer });
type Sess = { game: number[]; handsInGame: number; games: number[][] };

describe('Troccas through the scorekeeper ledger', () => {
  it('TR-4-15: each side scores its card points minus 36 (zero-sum); the deal passes right; a game is four hands', () => {
    const l = ledger();
    l.hand({ dealerSidePoints: 40 });
    let s = foldLedger(mod, meta(4), l.events);
    expect(s.lines[0].score!.deltas).toEqual([4, -4, 4, -4]);
    expect(s.next!.dealer).toBe(3);
    for (const p of [30, 36, 44]) l.hand({ dealerSidePoints: p });
    s = foldLedger(mod, meta(4), l.events);
    const st = s.state as Sess;
    expect(st.games).toHaveLength(1);
    expect(st.handsInGame).toBe(0);
    // Dealers 0, 3, 2, 1: the dealer's side alternates between seats 0/2 and 1/3.
    // Seats 0/2: +4 (own deal, 40), +6 (the other side's deal, 30), 0 (36), −8 (the other side's 44).
    expect(s.totals).toEqual([2, -2, 2, -2]);
    const pay = settle(mod, s, 0.5);
    expect(pay.balanced).toBe(true);
  });

  it('TR-4-15 / TR-4-6: a throw-in is not counted and the same dealer deals again', () => {
    const l = ledger();
    l.hand({ thrownIn: true });
    const s = foldLedger(mod, meta(4, 2), l.events);
    expect(s.lines[0].score!.deltas.every((x) => x === 0)).toBe(true);
    expect(s.next!.dealer).toBe(2);
    expect((s.state as Sess).handsInGame).toBe(0);
  });

  it('TR-4-5: a side 9 or more behind in the current game may ask for a catch-up deal (the next hand says so)', () => {
    const l = ledger();
    l.hand({ dealerSidePoints: 26 });
    const s = foldLedger(mod, meta(4), l.events);
    expect(s.next!.session).toMatchObject({ behindSide: 0, behind: 10 });
    // The entry of that hand still scores normally.
    const r = checkEntry(mod, s, { dealerSidePoints: 40 });
    expect('score' in r).toBe(true);
  });

  it('TR-6-1 / TR-3-3: a game is six hands at six, one deal by each player at three', () => {
    expect((foldLedger(mod, meta(6), []).state as { handsPerGame: number }).handsPerGame).toBe(6);
    expect((foldLedger(mod, meta(3), []).state as { handsPerGame: number }).handsPerGame).toBe(3);
  });

  it('calling the end finishes the game of four hands in progress first', () => {
    const l = ledger();
    l.hand({ dealerSidePoints: 40 });
    l.add(endOp());
    l.hand({ dealerSidePoints: 40 });
    l.hand({ dealerSidePoints: 40 });
    let s = foldLedger(mod, meta(4), l.events);
    expect(s.over).toBe(false);
    l.hand({ dealerSidePoints: 40 });
    s = foldLedger(mod, meta(4), l.events);
    expect(s.over).toBe(true);
  });

  it('refuses card points beyond the pack', () => {
    const s = foldLedger(mod, meta(4), []);
    const r = checkEntry(mod, s, { dealerSidePoints: 80 });
    expect('error' in r && r.error.field).toBe('dealerSidePoints');
  });
});
