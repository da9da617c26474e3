import type { EntryField } from '../engine/entry';
import type { GameModule } from '../engine/module';
import type { Seat, Text } from '../engine/game';
import type { EntryValues } from './entry';
import type { Sheet, SheetLine } from './ledger';
import type { Transfer } from '../engine/settle';
import { csvText } from './csv';

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

/**
 * A hand described from its form in plain words with the players' names: "Ansager. Declarer: Bert.
 * Declarer's card points: 45." The first choice said (the contract) stands alone, first; every other
 * field says what it is. Left out: a choice at its default that only opens other fields ("Played
 * out") and any later "none" choice ("Laid out: Nothing", "Revoke: None"), since they tell the table nothing.
 */
function summaryParts(fields: readonly EntryField[], values: EntryValues, names: readonly string[], lang: keyof Text): string[] {
  const gates = new Set(fields.map((f) => f.when?.key).filter(Boolean));
  const out: string[] = [];
  let main: string | null = null;
  const said = (f: EntryField, value: string) => `${f.label[lang]}: ${value}`;
  const who = (s: number) => names[s] ?? `#${s + 1}`;
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined || v === false) continue;
    if (f.kind === 'seat' && typeof v === 'number') out.push(said(f, who(v)));
    else if (f.kind === 'seats' && Array.isArray(v)) out.push(said(f, listNames(v.map(who), lang)));
    else if (f.kind === 'choice') {
      if ((v === 'none' && main !== null) || (gates.has(f.key) && v === f.default)) continue;
      const o = f.options?.find((x) => x.value === v);
      const value = o ? o.label[lang] : String(v);
      if (main === null) main = value;
      else out.push(said(f, value));
    } else if (f.kind === 'boolean' && v === true) out.push(f.label[lang]);
    else if (f.kind === 'number' && typeof v === 'number' && (v !== 0 || !f.optional) && !(v === f.default && v === 0)) out.push(said(f, String(v)));
  }
  return main === null ? out : [main, ...out];
}

/** "Anna, Bert and Clara" / "Anna, Bert und Clara". */
export function listNames(names: readonly string[], lang: keyof Text): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${names[names.length - 1]}`;
}

/** The summary as sentences, for the sheet's lines and the CSV. */
export function summarySentence(fields: readonly EntryField[], values: EntryValues, names: readonly string[], lang: keyof Text): string {
  const parts = summaryParts(fields, values, names, lang);
  return parts.map((p) => (/[.!?]$/.test(p) ? p : p + '.')).join(' ');
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
  const note = l.error
    ? l.error.message[lang]
    : l.history.length > 1
      ? lang === 'de'
        ? `${l.history.length - 1}× korrigiert`
        : `corrected ${l.history.length - 1}×`
      : '';
  return [
    l.no,
    l.dealer === null ? '' : names[l.dealer],
    summarySentence(sheet.fields, l.values, names, lang),
    ...Array.from({ length: n }, (_, i) => deltas[i] ?? 0),
    ...l.totals,
    note
  ];
}
