import type { Seat } from './game';

/** One payment at the end of a session. */
export interface Transfer {
  from: Seat;
  to: Seat;
  amount: number;
}

/**
 * Who pays whom, from each seat's balance (in money, adding up to zero): the one settlement every
 * game uses. The rule, so that a table can follow it by hand: the largest debtor pays the largest
 * creditor as much as one of them needs, and so on; of equal balances the lower seat goes first.
 * That gives at most players−1 payments. Amounts are worked in whole cents, so balances like 0.1
 * and 0.2 settle exactly.
 */
export function settleBalances(balances: readonly number[]): Transfer[] {
  const cents = balances.map((b) => Math.round(b * 100));
  const debtors = cents
    .map((c, seat) => ({ seat, c }))
    .filter((x) => x.c < 0)
    .sort((a, b) => a.c - b.c || a.seat - b.seat);
  const creditors = cents
    .map((c, seat) => ({ seat, c }))
    .filter((x) => x.c > 0)
    .sort((a, b) => b.c - a.c || a.seat - b.seat);
  const out: Transfer[] = [];
  let ci = 0;
  for (const d of debtors) {
    let owe = -d.c;
    while (owe > 0 && ci < creditors.length) {
      const cr = creditors[ci];
      const pay = Math.min(owe, cr.c);
      out.push({ from: d.seat, to: cr.seat, amount: pay / 100 });
      owe -= pay;
      cr.c -= pay;
      if (cr.c === 0) ci++;
    }
  }
  return out;
}
