import type { Action, TableView } from '../engine/game';
import type { Seed } from '../engine/rng';

/**
 * The bot contract. A bot gets a seat's view (never the state), the legal actions the referee
 * computed for that seat, a seed and a time budget, and returns one of the legal actions. The same
 * contract serves the rule-based bots and later search bots (which sample hidden hands consistent
 * with the view); it runs inside a Web Worker, so it must be plain TypeScript with no DOM.
 */
export interface BotRequest<V extends TableView = TableView> {
  view: V;
  legal: readonly Action[];
  seed: Seed;
  /** Milliseconds the bot may think; rule bots ignore it. */
  budgetMs: number;
}

export interface Bot<V extends TableView = TableView> {
  id: string;
  /** Must return a member of req.legal. Checks `signal.aborted` in long searches. */
  choose(req: BotRequest<V>, signal?: AbortSignal): Action;
}
