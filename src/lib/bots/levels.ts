import type { Text } from '../engine/game';

/**
 * How well a bot plays (issue 11): by thinking time and by slips, never by breaking a rule or by
 * seeing more. `easy` is the rule bot; `normal` and `strong` search over worlds sampled from the
 * seat's view (bots/search.ts); the decisions besides the play are a learned model's, a searched
 * set's or the rule bot's, as bots/registry.ts says per level (issue 26, docs/bots.md).
 */
export type Level = 'easy' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong'];
export const DEFAULT_LEVEL: Level = 'normal';

export const LEVEL_LABEL: Record<Level, Text> = {
  easy: { en: 'Easy', de: 'Leicht' },
  normal: { en: 'Normal', de: 'Normal' },
  strong: { en: 'Strong', de: 'Stark' }
};

/** The levels that search (easy is the rule bot). */
export type SearchLevel = Exclude<Level, 'easy'>;
export const SEARCH_LEVELS: readonly SearchLevel[] = ['normal', 'strong'];

/** The time a bot of each searching level thinks per decision, the worlds it judges at least / at most, its slips and exact endgame. */
export const LEVEL_SEARCH: Record<SearchLevel, { budgetMs: number; minWorlds: number; maxWorlds: number; slip: number; endgameCards: number }> = {
  normal: { budgetMs: 150, minWorlds: 12, maxWorlds: 400, slip: 0.1, endgameCards: 0 },
  // 270 ms: issue 26's goal of a card's median at most 300 ms on one core (the clock stops between
  // worlds, so a decision ends a little past it); measured here it still buys over 100 worlds in
  // nine of ten of Troccas's cards and 500 or more in the other games, above the arena's 50.
  strong: { budgetMs: 270, minWorlds: 24, maxWorlds: 2000, slip: 0, endgameCards: 4 }
};

export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
