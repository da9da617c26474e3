import { describe, expect, it } from 'vitest';
import { withNames } from './names';

describe('withNames', () => {
  const names = ['Anna', 'Bernd', 'Clara', 'Dora'];
  it('puts names in for seats, players and sides, in both languages', () => {
    expect(withNames('Declarer: seat 2', names)).toBe('Declarer: Bernd');
    expect(withNames('Player 4 passes', names)).toBe('Dora passes');
    expect(withNames('Side 1: Seats 1+3', names)).toBe('Side 1: Anna + Clara');
    expect(withNames('Plätze 2+4 (Geberseite)', names)).toBe('Bernd + Dora (Geberseite)');
    expect(withNames('Spieler 1 passt', names)).toBe('Anna passt');
  });
  it('leaves other numbers and unknown seats alone', () => {
    expect(withNames('Trick 5 of 21', names)).toBe('Trick 5 of 21');
    expect(withNames('Seat 9', names)).toBe('Seat 9');
  });
});
