import type { AnyGame } from '../engine/game';

/**
 * Whether the post-hand analysis can run for this game: the solver and the sampling need these.
 * A module of its own so that the pages asking it do not load the solver (the analysis runs in
 * the bot worker).
 */
export const canAnalyse = (game: AnyGame): boolean => !!(game.payoff && game.legalInto && game.determinize);
