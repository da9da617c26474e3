import type { AnyGame } from '../engine/game';
import { isSearchable } from '../engine/searchable';

/**
 * Whether the post-hand analysis can run for this game: the solver and the sampling need its
 * search hooks (engine/searchable.ts). A module of its own so that the pages asking it do not load
 * the solver (the analysis runs in the bot worker).
 */
export const canAnalyse = (game: AnyGame): boolean => isSearchable(game);
