import { describe, expect, it } from 'vitest';
import { fmt, money } from './format';

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
});
