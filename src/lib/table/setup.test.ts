import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '../storage/limits';
import { isPassAndPlay, isPlaceholderName, newTableSession, setupProblem, withBotDefaults, type TableChoice } from './setup';
import type { PlayerSpec } from './types';

const you: PlayerSpec = { name: 'You', bot: false };
const bot = (name: string): PlayerSpec => ({ name, bot: true, level: 'normal', style: 'balanced' });
const vsBots = [you, bot('Anna'), bot('Bernd')];

describe('isPlaceholderName', () => {
  it('refuses "You", "Du" and blanks, keeps real names', () => {
    for (const n of ['You', ' du ', '', '  ']) expect(isPlaceholderName(n)).toBe(true);
    for (const n of ['Anna', 'Younes', 'Dubravka']) expect(isPlaceholderName(n)).toBe(false);
  });
});

describe('setupProblem: whether a table can be dealt', () => {
  it('deals one person against bots, "You" included', () => {
    expect(isPassAndPlay(vsBots)).toBe(false);
    expect(setupProblem(vsBots)).toBeNull();
  });

  it('asks every person of a pass-and-play table for a name of their own', () => {
    const seats = [you, { name: 'Clara', bot: false }, bot('Anna')];
    expect(isPassAndPlay(seats)).toBe(true);
    expect(setupProblem(seats)?.en).toMatch(/^Pass-and-play: every person needs their own name/);
    expect(setupProblem([{ name: 'Dora', bot: false }, ...seats.slice(1)])).toBeNull();
  });

  it('refuses a blank name, a long one and one with a control character, naming the seat', () => {
    expect(setupProblem([you, bot(' ')])).toEqual({ en: 'Every seat needs a name.', de: 'Jeder Platz braucht einen Namen.' });
    expect(setupProblem([you, bot('x'.repeat(MAX_NAME_LENGTH + 1))])?.en).toMatch(/2/);
    expect(setupProblem([you, bot(`x${'x'.repeat(MAX_NAME_LENGTH - 1)}`)])).toBeNull();
    expect(setupProblem([you, bot('A\u0007na')])?.en).toMatch(/2/);
  });

  it('refuses a table of bots only', () => {
    expect(setupProblem([bot('Anna'), bot('Bernd'), bot('Clara')])?.en).toBe('At least one seat must be a person.');
  });

  it('says the first problem only, in the order the page always said them', () => {
    // A blank person's name in pass-and-play is the pass-and-play problem, not the blank one.
    expect(
      setupProblem([
        { name: '', bot: false },
        { name: 'Clara', bot: false }
      ])?.en
    ).toMatch(/^Pass-and-play/);
  });
});

describe('newTableSession', () => {
  const choice: TableChoice = {
    id: 's1',
    game: 'toy',
    seats: [
      { name: ' You ', bot: false },
      { name: 'Anna ', bot: true }
    ],
    defaults: { a: 1, b: 2 },
    chosen: { b: 3 },
    firstDealer: 1,
    hintsAllowed: true,
    undoAfterHandoff: true,
    now: 1000
  };

  it('trims the names, gives every bot a level and a style, and lays the chosen rules over the defaults', () => {
    expect(newTableSession(choice)).toEqual({
      id: 's1',
      kind: 'play',
      game: 'toy',
      players: [
        { name: 'You', bot: false },
        { name: 'Anna', bot: true, level: 'normal', style: 'balanced' }
      ],
      settings: { a: 1, b: 3 },
      firstDealer: 1,
      hands: [],
      createdAt: 1000,
      updatedAt: 1000
    });
  });

  it('keeps the pass-and-play agreements only at a pass-and-play table', () => {
    const two = newTableSession({
      ...choice,
      seats: [
        { name: 'Dora', bot: false },
        { name: 'Emil', bot: false }
      ]
    });
    expect(two).toMatchObject({ hintsAllowed: true, undoAfterHandoff: true });
    expect(newTableSession({ ...choice, seats: two.players, hintsAllowed: false, undoAfterHandoff: false })).not.toHaveProperty('hintsAllowed');
  });

  it('keeps a bot’s own level and style, and mends one a bot cannot play', () => {
    expect(withBotDefaults({ name: 'A', bot: true, level: 'strong', style: 'bold' })).toEqual({ name: 'A', bot: true, level: 'strong', style: 'bold' });
    expect(withBotDefaults({ name: 'A', bot: true, level: 'nonsense' as never })).toEqual({ name: 'A', bot: true, level: 'normal', style: 'balanced' });
    expect(withBotDefaults(you)).toBe(you);
  });
});
