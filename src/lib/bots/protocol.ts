import type { Action, GameId, Seat, TableView, Text } from '../engine/game';
import type { HandRecord } from '../engine/record';
import type { HandAnalysis } from '../insight/analysis';
import type { Level } from './levels';
import type { Style } from './styles';
import type { Judgement, Share } from '../engine/bot';

/** Messages between the page and the bot worker: plain data with ids, so answers match requests. */
export interface BotAsk {
  id: number;
  game: GameId;
  view: TableView;
  legal: Action[];
  seed: number;
  budgetMs: number;
  level: Level;
  /** The bot seat's style (bots/styles.ts); absent: balanced. */
  style?: Style;
  /** Asked for a person's hint (bots/hint.ts) rather than a bot's move: the answer has a reason. */
  hint?: boolean;
  /** Think by count, not by clock (registry.searchSettingsFor): a seeded test table decides alike on any machine. */
  fixedWork?: boolean;
  /**
   * One share of a bot's decision that several workers think about at once: the answer is the
   * share's judgement (or the action, when the decision takes no search).
   */
  share?: Share;
}
export type BotAnswer = { id: number; action: Action; reason?: Text } | { id: number; judgement: Judgement } | { id: number; error: string };

/**
 * "Could I have won?" (insight/analysis.ts) for a finished hand and one seat: the worker answers
 * with the analysis so far after each card it works out (`AnalysisAnswer`, many per ask, the last
 * one `done`), and stops when asked (`StopAsk` with the same id).
 */
export interface AnalysisAsk {
  kind: 'analysis';
  id: number;
  game: GameId;
  record: HandRecord;
  seat: Seat;
}
export interface StopAsk {
  kind: 'stop';
  id: number;
}
export type WorkerAsk = BotAsk | AnalysisAsk | StopAsk;
export type AnalysisAnswer = { id: number; analysis: HandAnalysis } | { id: number; error: string };
export type WorkerAnswer = BotAnswer | AnalysisAnswer;
