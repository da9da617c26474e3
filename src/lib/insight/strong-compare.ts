import type { AnyGame, HandScore, Seat, Text } from '../engine/game';
import type { HandRecord } from '../engine/record';
import { historyLine } from '../replay/history';

/**
 * Your hand beside the strong bot's on the same deal (issue 30), from the two records: the page's
 * side of insight/strong-seat.ts, with no bot code (the page never loads the search).
 */
export interface StrongComparison {
  seat: Seat;
  unit: HandScore['unit'];
  yours: SeatResult;
  strong: SeatResult;
  /** The strong bot's score less yours, for this seat: above 0 the strong bot did better. */
  difference: number;
}
interface SeatResult {
  contract: { label: Text; value: Text }[];
  cardPoints: { label: Text; points: number }[];
  score: number;
}

export function compareWithStrong(game: AnyGame, yours: HandRecord, strong: HandRecord, seat: Seat): StrongComparison {
  const a = resultOf(game, yours, seat);
  const b = resultOf(game, strong, seat);
  return { seat, unit: historyLine(game, yours).score.unit, yours: a, strong: b, difference: b.score - a.score };
}

function resultOf(game: AnyGame, record: HandRecord, seat: Seat): SeatResult {
  const line = historyLine(game, record);
  return { contract: line.contract, cardPoints: line.result, score: line.score.deltas[seat] ?? 0 };
}

/** The strong bot's record as the replay shows it: the seat named for the bot that played it. */
export function strongRecordForReplay(record: HandRecord, seat: Seat, names: string[], botName: string): HandRecord {
  return { ...record, names: names.map((n, s) => (s === seat ? botName : n)) };
}
