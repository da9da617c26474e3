import type { GameModule, HandScore, Seat, Text } from '../engine/game';
import { replay, type HandRecord } from '../engine/record';
import type { PlayerSpec } from '../table/types';
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
export function historyLine(mod: GameModule, record: HandRecord): HistoryLine {
  const { state } = replay(mod.game, record);
  const facts = mod.game.facts(state);
  const score = mod.game.score(facts, record.context.settings);
  return { contract: mod.game.view(state, null).info, result: score.cardPoints ?? [], score };
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

/**
 * The players of a deal played again. With rotation r, the player who sat at seat s sits at
 * seat s+r and gets the cards that seat had: duplicate style, everyone plays another hand of the
 * same deal. r = 0 keeps everyone in place.
 */
export function rotatedPlayers(players: PlayerSpec[], rotation: number): PlayerSpec[] {
  const n = players.length;
  return players.map((_, s) => players[(((s - rotation) % n) + n) % n]);
}

/** The two results of one deal, seat by seat (each seat holds the same cards in both). */
export interface DealComparison {
  seats: { seat: Seat; first: { name: string; delta: number }; again: { name: string; delta: number } }[];
  unit: HandScore['unit'];
}

export function compareDeals(first: { names: string[]; score: HandScore }, again: { names: string[]; score: HandScore }): DealComparison {
  return {
    unit: first.score.unit,
    seats: first.names.map((name, seat) => ({
      seat,
      first: { name, delta: first.score.deltas[seat] ?? 0 },
      again: { name: again.names[seat] ?? '', delta: again.score.deltas[seat] ?? 0 }
    }))
  };
}
