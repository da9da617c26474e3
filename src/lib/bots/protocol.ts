import type { Action, GameId, TableView } from '../engine/game';
import type { Level } from './levels';

/** Messages between the page and the bot worker: plain data with ids, so answers match requests. */
export interface BotAsk {
  id: number;
  game: GameId;
  view: TableView;
  legal: Action[];
  seed: number;
  budgetMs: number;
  level: Level;
}
export type BotAnswer = { id: number; action: Action } | { id: number; error: string };
