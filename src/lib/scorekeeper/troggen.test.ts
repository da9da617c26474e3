import { describe, expect, it } from 'vitest';
import { troggenModule } from '../games/troggen/index';
import { totalPoints } from '../games/troggen/settings';
import type { GameModule } from '../engine/module';
import { checkEntry, endOp, foldLedger } from './ledger';
import { settle } from './settle';
import { testLedger } from '../../../tests/helpers/ledger';
import type { EntryValues } from './entry';

const mod = troggenModule as unknown as GameModule;

const ledger = testLedger;
const meta = (players: number, settings: Record<string, unknown> = {}, firstDealer = 0) => ({
  game: 'troggen' as const,
  players,
  settings: settings as never,
  firstDealer
});
const bid = (contract: string, bidder: number, points: number, more: EntryValues = {}): EntryValues => ({ contract, bidder, points, ...more });
const pot = (s: { state: unknown }) => (s.state as { pot: number }).pot;

describe('Troggen through the scorekeeper ledger', () => {
  it('TG-BID-2 / TG-SCORE-1: stakes into the pot (bidder unit × others, each other the unit); a won hand takes the whole pot', () => {
    const l = ledger();
    l.hand(bid('einfach', 1, 40));
    const s = foldLedger(mod, meta(4), l.events);
    expect(s.lines[0].score!.deltas).toEqual([-1, 3, -1, -1]);
    expect(pot(s)).toBe(0);
  });

  it('TG-SCORE-1: a lost hand leaves the pot on the table, carried to the next hand; TG-DEAL-1: the deal moves right', () => {
    const l = ledger();
    l.hand(bid('doppelt', 1, 30));
    let s = foldLedger(mod, meta(4), l.events);
    expect(s.lines[0].score!.deltas).toEqual([-2, -6, -2, -2]);
    expect(pot(s)).toBe(12);
    expect(s.next!.dealer).toBe(3);
    expect(s.next!.session).toMatchObject({ pot: 12 });
    l.hand(bid('einfach', 2, 35));
    s = foldLedger(mod, meta(4), l.events);
    expect(s.lines[1].entry!.pot).toBe(12);
    expect(s.lines[1].score!.deltas).toEqual([-1, -1, 15, -1]);
    expect(pot(s)).toBe(0);
    expect(s.totals).toEqual([-3, -7, 13, -3]);
    const st = settle(mod, s, 0.5);
    expect(st.balanced).toBe(true);
    expect(st.net).toEqual([-1.5, -3.5, 6.5, -1.5]);
  });

  it('TG-SCORE-2 / TG-SCORE-3: the bidder’s Pagat or king in the last trick: 2 from each other player, or 2 to each when lost; paid directly, won or lost', () => {
    const l = ledger();
    l.hand(bid('einfach', 0, 20, { pagat: 'won' }));
    l.hand(bid('einfach', 0, 20, { king: 'lost' }));
    const s = foldLedger(mod, meta(4), l.events);
    // Lost hand: stakes −3/−1 each; Pagat +2 from each other.
    expect(s.lines[0].score!.deltas).toEqual([3, -3, -3, -3]);
    expect(s.lines[1].score!.deltas).toEqual([-9, 1, 1, 1]);
  });

  it('TG-SCORE-4: five players, won with a partner: he gets back his stake and a third of the carried pot; the bidder the rest', () => {
    const l = ledger();
    l.hand(bid('einfach', 1, 20, { partner: 2 }));
    l.hand(bid('einfach', 2, 40, { partner: 3 }));
    const s = foldLedger(mod, meta(5), l.events);
    expect(pot(s)).toBe(0);
    expect(s.lines[0].score!.deltas).toEqual([-1, -4, -1, -1, -1]);
    // Pot carried 8; this hand's stakes 8: partner 1 + round(8/3) = 4, bidder 12.
    expect(s.lines[1].score!.deltas).toEqual([-1, -1, 8, 3, -1]);
  });

  it('TG-MIS-2: misère: lowest pays 0, highest 4, the others 2, into the pot; nobody collects it', () => {
    const total = totalPoints(4);
    const l = ledger();
    l.hand({ contract: 'misere', 'miserePoints.0': 10, 'miserePoints.1': 15, 'miserePoints.2': 20, 'miserePoints.3': total - 45 });
    const s = foldLedger(mod, meta(4), l.events);
    expect(s.lines[0].error).toBeNull();
    expect(s.lines[0].score!.deltas).toEqual([0, -2, -2, -4]);
    expect(pot(s)).toBe(8);
  });

  it('TG-SESS-1: a pot left at the end goes back to those who paid it in', () => {
    const l = ledger();
    l.hand(bid('doppelt', 1, 30));
    l.add(endOp());
    const s = foldLedger(mod, meta(4), l.events);
    expect(s.over).toBe(true);
    expect(settle(mod, s, 1).transfers).toEqual([]);
  });

  it('refuses impossible entries with the reason: a partner at four, points beyond the total, misère points that do not add up', () => {
    const s4 = foldLedger(mod, meta(4), []);
    const r1 = checkEntry(mod, s4, bid('einfach', 1, totalPoints(4) + 1));
    expect('error' in r1 && r1.error.field).toBe('points');
    const r2 = checkEntry(mod, s4, { contract: 'misere', 'miserePoints.0': 1, 'miserePoints.1': 1, 'miserePoints.2': 1, 'miserePoints.3': 1 });
    expect('error' in r2 && r2.error.field).toBe('miserePoints');
    // At four the form has no partner field: a partner value is not even read.
    expect(mod.entryForm(4, {}).some((f) => f.key === 'partner')).toBe(false);
  });
});
