import { describe, expect, it } from 'vitest';
import { dobbmModule } from '../games/dobbm/index';
import type { GameModule } from '../engine/module';
import { csvCell } from './csv';
import { foldLedger } from './ledger';
import { settle, sheetCsv } from './settle';
import { testLedger } from '../../../tests/helpers/ledger';

const mod = dobbmModule as unknown as GameModule;
const HOSTILE = ['=1+2', '+SUM(1;2)', '-2+3', '@SUM(A1)'];

/** Splits CSV text into cells (quoted cells may hold commas). */
function cells(csv: string): string[][] {
  return csv
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1));
}

describe('CSV formula injection (OWASP)', () => {
  it('neutralises every text cell starting with =, +, -, @, tab or carriage return', () => {
    for (const s of [...HOSTILE, '\tx', '\rx']) expect(csvCell(s).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell(-48)).toBe('-48');
  });

  it('names like =1+2 in the header and the dealer column reach no spreadsheet as formulas', () => {
    const l = testLedger();
    const played = (declarer: number, declarerPoints: number) => ({ outcome: 'played', declarer, contract: 'dobbm', declarerPoints });
    l.hand(played(1, 72));
    l.hand(played(2, 50));
    l.hand(played(3, 61));
    l.hand(played(0, 40));
    const s = foldLedger(mod, { game: 'dobbm', players: 4, settings: { stake: 60 } as never, firstDealer: 0 }, l.events);
    const csv = sheetCsv(s, HOSTILE, settle(mod, s, 60));
    const table = cells(csv);
    // Header: every player's two columns; body: the dealer column of each hand.
    expect(table[0].slice(3, 11).every((c) => c.startsWith("'"))).toBe(true);
    const dealers = table.slice(1, 5).map((r) => r[1]);
    expect(dealers).toEqual(HOSTILE.map((n) => `'${n}`));
    // No cell anywhere starts a formula; the numbers stay numbers.
    for (const row of table) for (const c of row) if (!/^-?\d+(\.\d+)?$/.test(c)) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    expect(table[1].some((c) => /^-\d+$/.test(c))).toBe(true);
  });
});
