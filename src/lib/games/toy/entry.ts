import type { EntryError, EntryField, ScoreEntry } from '../../engine/entry';
import type { Seat, Settings } from '../../engine/game';
import { entryError } from '../../engine/entry';
import { seatSlot } from '../../engine/seats';
import type { ToyFacts } from './game';

/** The scorekeeper's side: a table writes down the tricks each seat won. */
export function entryForm(players: number): EntryField[] {
  return Array.from({ length: players }, (_, seat) => ({
    key: `won.${seat}`,
    kind: 'number' as const,
    min: 0,
    max: 3,
    label: { en: `${seatSlot(seat)}: tricks`, de: `${seatSlot(seat)}: Stiche` }
  }));
}

export function factsFromEntry(e: ScoreEntry): ToyFacts | EntryError {
  const raw = (e.won ?? {}) as Record<string, unknown>;
  const won: number[] = [];
  for (let seat = 0; seat < 3; seat++) {
    const v = raw[seat];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 3)
      return entryError(`won.${seat}`, 'Tricks are a whole number from 0 to 3.', 'Stiche sind eine ganze Zahl von 0 bis 3.');
    won.push(v);
  }
  if (won.reduce((a, b) => a + b, 0) !== 3) return entryError('won.0', 'The three tricks add up to 3.', 'Die Stiche ergeben zusammen 3.');
  return { won };
}

export function entryFromFacts(f: ToyFacts, players: number, dealer: Seat, settings: Settings): ScoreEntry {
  return { format: 'trull-entry', version: 1, game: 'toy', players, dealer, settings: { ...settings }, won: { ...f.won } };
}
