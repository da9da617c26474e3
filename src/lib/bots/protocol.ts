import type { Action, GameId, TableView } from '../engine/game';

/** Messages between the page and the bot worker: plain data with ids, so answers match requests. */
export interface BotAsk {
  id: number;
  game: GameId;
  view: TableView;
  legal: Action[];
  seed: number;
  budgetMs: number;
}
export type BotAnswer = { id: number; action: Action } | { id: number; error: string };
