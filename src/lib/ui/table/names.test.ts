import { describe, expect, it } from 'vitest';
import { shownCaption, withNames } from './names';

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

describe('shownCaption', () => {
  const names = ['Anna', 'Bernd', 'Clara'];
  it('never appends the viewer or a name the caption already holds', () => {
    expect(shownCaption('Your discard (counts for you)', 'Anna', true, names)).toBe('Your discard (counts for you)');
    expect(shownCaption('You gave Player 2 this for the bought card', 'Bernd', false, names)).toBe('You gave Bernd this for the bought card');
    expect(shownCaption('Für den Kauf an Spieler 3 gegeben', 'Clara', false, names)).toBe('Für den Kauf an Clara gegeben');
  });
  it("names another player's cards", () => {
    expect(shownCaption('Laid out', 'Bernd', false, names)).toBe('Laid out: Bernd');
    expect(shownCaption('Talon', null, false, names)).toBe('Talon');
  });
});
