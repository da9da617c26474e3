import type { AnyGame, GameModule, HandScore, Text } from '../engine/game';
import { replay, type HandRecord } from '../engine/record';
import { portableRecord } from './check';

/** One line of a session's hand history: what was played, how it went, what it scored. */
export interface HistoryLine {
  /** The contract strip at the end of the hand (contract, declarer, called king…). */
  contract: { label: Text; value: Text }[];
  /** Card points per side, where the hand was played out. */
  result: { label: Text; points: number }[];
  score: HandScore;
}

/** The history line of a finished hand, from its record: the record is the truth. */
export function historyLine(game: AnyGame, record: HandRecord): HistoryLine {
  const { state } = replay(game, record);
  const facts = game.facts(state);
  const score = game.score(facts, record.context.settings);
  return { contract: game.view(state, null).info, result: score.cardPoints ?? [], score };
}

/** A session's finished hands as one file (docs/formats.md, `trull-hands`). */
export interface HandsFile {
  format: 'trull-hands';
  version: 1;
  game: string;
  players: string[];
  hands: ReturnType<typeof portableRecord>[];
}

export function handsFile(mod: GameModule, players: string[], records: HandRecord[]): HandsFile {
  return { format: 'trull-hands', version: 1, game: mod.game.id, players, hands: records.map((r) => portableRecord(mod, r)) };
}
