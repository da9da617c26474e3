import type { Action, GameId, Seat, Text } from '../engine/game';
import type { TableView } from '../engine/table-view';
import type { HandRecord } from '../engine/record';
import type { HandAnalysis } from '../insight/analysis';
import type { StrongSeatStep } from '../insight/strong-seat';
import type { CardCheck } from '../insight/check-card';
import type { CardCost } from '../insight/accuracy';
import type { Level } from '../bots/levels';
import type { Style } from '../bots/styles';
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
/**
 * "How would the strong bot have done?" (insight/strong-seat.ts): the deal of `record` played again
 * with the strong bot at `seat` and bots of `levels` in the others. The worker answers after each
 * decision (`StrongSeatAnswer`, the last one `done`) and stops when asked (`StopAsk`).
 */
export interface StrongSeatAsk {
  kind: 'strong-seat';
  id: number;
  game: GameId;
  record: HandRecord;
  seat: Seat;
  levels: (Level | undefined)[];
}
/**
 * The play checker (issue 30 item 3, insight/check-card.ts): a card a person just played, judged
 * as the post-hand analysis will judge it. The page sends the seat's view before the card (never
 * the state), the legal cards, the card and the seed's inputs; the worker judges it in slices
 * between the bots' questions and answers once (`CheckAnswer`), unless it was stopped first.
 */
export interface CheckAsk extends CardCheck {
  kind: 'check';
  id: number;
  game: GameId;
}
export type WorkerAsk = BotAsk | AnalysisAsk | StrongSeatAsk | CheckAsk | StopAsk;
export type AnalysisAnswer = { id: number; analysis: HandAnalysis } | { id: number; error: string };
type StrongSeatAnswer = { id: number; strongSeat: StrongSeatStep };
/** The checker's verdict on the card: what it cost against the best card (accuracy.ts). */
export type CheckAnswer = { id: number; check: CardCost };
export type { CardCost, CardCheck };
export type WorkerAnswer = BotAnswer | AnalysisAnswer | StrongSeatAnswer | CheckAnswer;
