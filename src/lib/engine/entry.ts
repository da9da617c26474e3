import type { GameId, Seat, SettingValue, Settings, Text } from './game';

/* The scorekeeper's form: what a table writes down after a hand played with real cards. */

/** A bad field in a scorekeeper entry or an imported file. */
export interface EntryError {
  error: true;
  /** Dotted path of the offending field, e.g. 'cardPoints' or 'doubles.retours'. */
  field: string;
  message: Text;
}

export function isEntryError(x: unknown): x is EntryError {
  return typeof x === 'object' && x !== null && (x as EntryError).error === true;
}

/**
 * A scorekeeper entry: what a table writes down after a hand played with real cards. The common
 * fields are here; each game reads its own (contract, cardPoints, doubles, pagat, revoke…) in
 * `factsFromEntry`, which refuses impossible entries with the field and a reason.
 */
export interface ScoreEntry {
  format: 'trull-entry';
  version: 1;
  game: GameId;
  players: number;
  dealer: Seat;
  settings?: Settings;
  [field: string]: unknown;
}

/**
 * One field of the scorekeeper's entry form. The form is generic: each game declares its fields and
 * the screen renders them, so a game's entry rules live with the game. `key` is the entry's field
 * name (dotted for nested objects, e.g. 'doubles.retours').
 */
export interface EntryField {
  key: string;
  kind: 'seat' | 'seats' | 'choice' | 'number' | 'boolean';
  label: Text;
  help?: Text;
  options?: readonly { value: string; label: Text }[];
  min?: number;
  max?: number;
  /** Shown (and read) only when another field holds one of these values. */
  when?: { key: string; equals: readonly (string | number | boolean)[] };
  /** A blank is not a zero: required fields must be filled before saving. */
  optional?: boolean;
  default?: SettingValue;
}

/** A bad field of a scorekeeper entry, with the reason in both languages. */
export const entryError = (field: string, en: string, de: string): EntryError => ({ error: true, field, message: { en, de } });
