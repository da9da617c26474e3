import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { settleBalances } from './settle';

describe('settleBalances: the one settlement from balances', () => {
  it('the largest debtor pays the largest creditor first; equal balances go by the lower seat', () => {
    expect(settleBalances([-3, 5, -2, 0])).toEqual([
      { from: 0, to: 1, amount: 3 },
      { from: 2, to: 1, amount: 2 }
    ]);
    // Ties: seats 0 and 2 owe 4 each, seats 1 and 3 are owed 4 each: lower seats pair first.
    expect(settleBalances([-4, 4, -4, 4])).toEqual([
      { from: 0, to: 1, amount: 4 },
      { from: 2, to: 3, amount: 4 }
    ]);
    expect(settleBalances([-1, -5, 6])).toEqual([
      { from: 1, to: 2, amount: 5 },
      { from: 0, to: 2, amount: 1 }
    ]);
  });

  it('works in cents: 0.1 and 0.2 settle exactly', () => {
    expect(settleBalances([0.1, 0.2, -0.3])).toEqual([
      { from: 2, to: 1, amount: 0.2 },
      { from: 2, to: 0, amount: 0.1 }
    ]);
  });

  it('pays every balance exactly, with at most players − 1 payments', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000, max: 10_000 }), { minLength: 1, maxLength: 6 }), (xs) => {
        const balances = [...xs, -xs.reduce((a, b) => a + b, 0)];
        const out = settleBalances(balances);
        const net = balances.map(() => 0);
        for (const t of out) {
          expect(t.amount).toBeGreaterThan(0);
          net[t.from] -= t.amount;
          net[t.to] += t.amount;
        }
        expect(net.map((x) => Math.round(x))).toEqual(balances.map((x) => x + 0));
        expect(out.length).toBeLessThanOrEqual(Math.max(0, balances.length - 1));
      })
    );
  });
});
