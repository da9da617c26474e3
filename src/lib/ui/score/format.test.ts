import { describe, expect, it } from 'vitest';
import { amount, fmt, money } from './format';

describe('score sheet numbers', () => {
  it('money has two decimals whole or not, a sign for changes and a real minus (issue 28 item 7)', () => {
    expect(money(-19)).toBe('−19.00');
    expect(money(14.9, true)).toBe('+14.90');
    expect(money(0, true)).toBe('0.00');
    expect(money(-0.004)).toBe('0.00');
    expect(money(3.805)).toBe('3.81');
  });
  it('points stay whole where they are whole', () => {
    expect(fmt(-19)).toBe('−19');
    expect(fmt(14.9, true)).toBe('+14.90');
  });
  it("a hand's change in its unit: the summary, the replay and the sheet's totals say it alike", () => {
    expect(amount(-62, 'points', true)).toBe('−62');
    expect(amount(124, 'points', true)).toBe('+124');
    expect(amount(0.4, 'money', true)).toBe('+0.40');
    expect(amount(-3, 'jetons')).toBe('−3');
  });
});
