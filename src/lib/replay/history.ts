import type { AnyGame, HandScore, Text } from '../engine/game';
import type { GameModule } from '../engine/module';
import { replay, type HandRecord } from '../engine/record';
import { CLAIM } from '../engine/claim-action';
import type { PlayedHand } from '../storage/types';
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
  // The app's own hands: a claim in them was checked with every card open when it was made.
  const { state } = replay(game, record, false);
  const facts = game.facts(state);
  const score = game.score(facts, record.context.settings);
  return { contract: game.view(state, null).info, result: score.cardPoints ?? [], score };
}

/**
 * A stored hand as read now: a hand claimed before the claim became an action of its record kept
 * the claim beside the record (`PlayedHand.claim`), so its step is put back where it was made. A
 * record that does not replay with it is read as it is stored.
 */
export function withClaimStep(game: AnyGame, record: HandRecord, played: Pick<PlayedHand, 'claim'> | undefined): HandRecord {
  const at = played?.claim?.at;
  if (at === undefined || record.actions.includes(CLAIM) || !Number.isInteger(at) || at < 0 || at > record.actions.length) return record;
  const upgraded = { ...record, actions: [...record.actions.slice(0, at), CLAIM, ...record.actions.slice(at)] };
  return replay(game, upgraded, false).ok ? upgraded : record;
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
