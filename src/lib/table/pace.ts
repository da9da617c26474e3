import type { Text } from '../engine/game';

/**
 * How fast the table moves: the pause before a bot's card, and how long a finished trick stays on
 * the table before the next lead (null: until the player taps it). A player preference, kept on
 * the device under PACE_KEY; not game data, so it is not in the database or the export.
 */
export interface Pace {
  /** Milliseconds between a bot's turn starting and its card landing. */
  bot: number;
  /** Milliseconds a finished trick stays in view; null waits for the player's tap. */
  trick: number | null;
}

export type PaceId = 'relaxed' | 'normal' | 'brisk' | 'tap';

export const PACE_KEY = 'trull.pace';
export const DEFAULT_PACE: PaceId = 'normal';

/** The choices offered in the table menu and in Settings, slowest first. */
export const PACES: readonly { id: PaceId; pace: Pace; label: Text }[] = [
  { id: 'relaxed', pace: { bot: 1100, trick: 3000 }, label: { en: 'Relaxed', de: 'Gemütlich' } },
  { id: 'normal', pace: { bot: 700, trick: 1800 }, label: { en: 'Normal', de: 'Normal' } },
  { id: 'brisk', pace: { bot: 500, trick: 1500 }, label: { en: 'Brisk', de: 'Zügig' } },
  { id: 'tap', pace: { bot: 700, trick: null }, label: { en: 'Wait for my tap after each trick', de: 'Nach jedem Stich auf mein Tippen warten' } }
];

/** The stored choice as an id; anything unknown (or a test's number) reads as the default. */
export function paceId(stored: string | null): PaceId {
  return PACES.find((p) => p.id === stored)?.id ?? DEFAULT_PACE;
}

/**
 * The pace a stored value means. A plain number of milliseconds is the tests' fast table: it is
 * both the bot pause and the trick pause, so test hands still run in seconds.
 */
export function readPace(stored: string | null): Pace {
  if (stored !== null && /^\d+$/.test(stored)) return { bot: Number(stored), trick: Number(stored) };
  return PACES.find((p) => p.id === paceId(stored))!.pace;
}
