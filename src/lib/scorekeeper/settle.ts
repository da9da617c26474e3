import type { EntryField, GameModule, Seat, Text } from '../engine/game';
import type { EntryValues } from './entry';
import type { Sheet, SheetLine } from './ledger';
import { csvText } from './csv';

export interface Transfer {
  from: Seat;
  to: Seat;
  amount: number;
}

export interface Settlement {
  transfers: Transfer[];
  /** What each seat receives (+) or pays (−) in all. */
  net: number[];
  /** The transfers add up to zero by construction; this says the nets do too (to the cent). */
  balanced: boolean;
}

const cents = (x: number) => Math.round(x * 100) / 100 + 0;

/** Who pays whom how much: the game's own settlement of its session state, checked. */
export function settle(mod: GameModule, sheet: Sheet, stake: number): Settlement {
  const transfers = mod.session
    .settlement(sheet.state, stake)
    .filter((t) => t.amount !== 0)
    .map((t) => (t.amount < 0 ? { from: t.to, to: t.from, amount: cents(-t.amount) } : { ...t, amount: cents(t.amount) }));
  const net = new Array<number>(sheet.meta.players).fill(0);
  for (const t of transfers) {
    net[t.from] = cents(net[t.from] - t.amount);
    net[t.to] = cents(net[t.to] + t.amount);
  }
  const sum = net.reduce((a, b) => a + b, 0);
  return { transfers, net, balanced: Math.abs(sum) < 0.005 };
}

export interface PlayerFigures {
  seat: Seat;
  total: number;
  declared: number;
  won: number;
  /** Average change per hand entered (all hands, not only the declared ones). */
  perHand: number;
  best: number;
  worst: number;
}

/** Per-player figures over the valid hands of the sheet. */
export function figures(sheet: Sheet): PlayerFigures[] {
  const valid = sheet.lines.filter((l) => l.score);
  return sheet.totals.map((total, seat) => {
    const deltas = valid.map((l) => l.score!.deltas[seat] ?? 0);
    const declared = valid.filter((l) => l.declarer === seat);
    return {
      seat,
      total,
      declared: declared.length,
      won: declared.filter((l) => (l.score!.deltas[seat] ?? 0) > 0).length,
      perHand: valid.length ? cents(deltas.reduce((a, b) => a + b, 0) / valid.length) : 0,
      best: deltas.length ? Math.max(...deltas) : 0,
      worst: deltas.length ? Math.min(...deltas) : 0
    };
  });
}

/** A short description of a hand from its form: declarer, contract, points… in the table's words. */
export function summaryParts(fields: readonly EntryField[], values: EntryValues, names: readonly string[], lang: keyof Text): string[] {
  const gates = new Set(fields.map((f) => f.when?.key).filter(Boolean));
  const out: string[] = [];
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined || v === false) continue;
    if (f.kind === 'seat' && typeof v === 'number') out.push(names[v] ?? `#${v + 1}`);
    else if (f.kind === 'seats' && Array.isArray(v)) out.push(v.map((s) => names[s] ?? `#${s + 1}`).join('+'));
    else if (f.kind === 'choice') {
      if (gates.has(f.key) && v === f.default) continue;
      const o = f.options?.find((x) => x.value === v);
      out.push(o ? o.label[lang] : String(v));
    } else if (f.kind === 'boolean' && v === true) out.push(f.label[lang]);
    else if (f.kind === 'number' && typeof v === 'number' && (v !== 0 || !f.optional)) out.push(String(v));
  }
  return out;
}

/** The sheet as CSV: one row per hand (changes and running totals), then the settlement. */
export function sheetCsv(sheet: Sheet, names: readonly string[], settlement: Settlement | null, lang: keyof Text = 'en'): string {
  const de = lang === 'de';
  const head = [
    de ? 'Spiel' : 'Hand',
    de ? 'Geber' : 'Dealer',
    de ? 'Beschreibung' : 'Description',
    ...names.map((n) => `${n} (${de ? 'Spiel' : 'hand'})`),
    ...names.map((n) => `${n} (${de ? 'Summe' : 'total'})`),
    de ? 'Hinweis' : 'Note'
  ];
  const rows: (string | number)[][] = [head];
  for (const l of sheet.lines) rows.push(lineRow(sheet, l, names, lang));
  if (settlement) {
    rows.push([]);
    rows.push([de ? 'Abrechnung' : 'Settlement']);
    rows.push([de ? 'Von' : 'From', de ? 'An' : 'To', de ? 'Betrag' : 'Amount']);
    for (const t of settlement.transfers) rows.push([names[t.from], names[t.to], t.amount]);
  }
  return csvText(rows);
}

function lineRow(sheet: Sheet, l: SheetLine, names: readonly string[], lang: keyof Text): (string | number)[] {
  const n = sheet.meta.players;
  const deltas = l.score ? l.score.deltas : new Array<number>(n).fill(0);
  const note = l.error ? l.error.message[lang] : l.history.length > 1 ? (lang === 'de' ? `${l.history.length - 1}× korrigiert` : `corrected ${l.history.length - 1}×`) : '';
  return [
    l.no,
    l.dealer === null ? '' : names[l.dealer],
    summaryParts(sheet.fields, l.values, names, lang).join(' · '),
    ...Array.from({ length: n }, (_, i) => deltas[i] ?? 0),
    ...l.totals,
    note
  ];
}
