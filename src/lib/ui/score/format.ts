import type { HandScore } from '$lib/engine/game';
import { UNIT_NAMES } from '$lib/engine/units';
import { t } from '$lib/i18n.svelte';

/** Numbers on the sheet: a sign for changes, up to two decimals (Dobbm's Groschen), a real minus. */
export function fmt(x: number, signed = false): string {
  const r = Math.round(x * 100) / 100 + 0;
  const s = Number.isInteger(r) ? String(Math.abs(r)) : Math.abs(r).toFixed(2);
  if (r < 0) return `−${s}`;
  return signed && r > 0 ? `+${s}` : s;
}

/**
 * Money on the sheet: always two decimals ("−19.00" beside "+14.90", not "−19"), a sign for
 * changes, a real minus (issue 28 item 7).
 */
export function money(x: number, signed = false): string {
  const r = Math.round(x * 100) / 100 + 0;
  const s = Math.abs(r).toFixed(2);
  if (r < 0) return `−${s}`;
  return signed && r > 0 ? `+${s}` : s;
}

/** A hand's change or a total in its game's unit: money with two decimals, points as they are. */
export function amount(x: number, unit: HandScore['unit'], signed = false): string {
  return unit === 'money' ? money(x, signed) : fmt(x, signed);
}

export function unitLabel(unit: HandScore['unit']): string {
  return t(UNIT_NAMES[unit]);
}

/** Pairwise payments that settle one hand's zero-sum changes (largest debtor to largest creditor). */
export function payments(deltas: readonly number[]): { from: number; to: number; amount: number }[] {
  const c = deltas.map((d) => Math.round(d * 100));
  if (c.reduce((a, b) => a + b, 0) !== 0) return [];
  const out: { from: number; to: number; amount: number }[] = [];
  const debt = c.map((x, i) => ({ i, x })).filter((p) => p.x < 0);
  const cred = c.map((x, i) => ({ i, x })).filter((p) => p.x > 0);
  for (const d of debt)
    for (const k of cred) {
      if (d.x === 0) break;
      const pay = Math.min(-d.x, k.x);
      if (pay <= 0) continue;
      out.push({ from: d.i, to: k.i, amount: pay / 100 });
      d.x += pay;
      k.x -= pay;
    }
  return out;
}
