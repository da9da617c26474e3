import type { Action, GameId, TableView, Text } from '../engine/game';
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
  /** Asked for a person's hint (bots/hint.ts) rather than a bot's move: the answer has a reason. */
  hint?: boolean;
}
export type BotAnswer = { id: number; action: Action; reason?: Text } | { id: number; error: string };
