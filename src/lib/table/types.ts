import type { GameId, HandScore, Seat, Settings } from '../engine/game';
import type { HandRecord } from '../engine/record';

/** A person or a bot at the table, by seat (seats are numbered clockwise). */
export interface PlayerSpec {
  name: string;
  bot: boolean;
}

/** One finished hand in a played session: what the session rules fold over. */
export interface PlayedHand {
  handId: string;
  facts: unknown;
  score: HandScore;
  dealer: Seat;
}

/**
 * A session played at the table (against bots or pass-and-play). Stored as it changes.
 * Migrate stored data before changing this shape.
 */
export interface TableSession {
  id: string;
  kind: 'play';
  game: GameId;
  players: PlayerSpec[];
  settings: Settings;
  firstDealer: Seat;
  hands: PlayedHand[];
  /** The hand being played, whose record and action log are in storage. */
  openHand?: string;
  /** Set when a player asked to end the session (Droggn's last four deals…). */
  endCalledAt?: number;
  ended?: boolean;
  /** The stored version (see storage's Session.rev): a write from a stale copy is refused. */
  rev?: number;
  createdAt: number;
  updatedAt: number;
}

/**
 * What the table needs from storage; src/lib/storage's Store provides it. Every change of a stored
 * session is one transaction on the stored copy (never a tab's stale one): see storage/README.md.
 */
export interface TableStore {
  getTableSession(id: string): Promise<TableSession | undefined>;
  /** Stores a new session, or replaces one whose `rev` is the stored one (else StoreError 'stale'). */
  putTableSession(s: TableSession): Promise<void>;
  /**
   * Deals: stores the hand and sets the session's openHand in one transaction. Refused with
   * StoreError 'hand-in-progress' when the session has an open hand, 'stale' when `rev` moved on.
   */
  dealHand(handId: string, sessionId: string, record: HandRecord, rev: number | undefined): Promise<TableSession>;
  appendAction(handId: string, index: number, action: number): Promise<void>;
  truncateActions(handId: string, length: number): Promise<void>;
  getHandRecord(handId: string): Promise<HandRecord | undefined>;
  /** Marks the hand finished and appends it to the session's hands unless there, in one transaction. */
  finishHand(sessionId: string, played: PlayedHand): Promise<TableSession>;
  /** Sets fields of the stored session (see Store.updateSession); with `rev`, a compare-and-set. */
  updateTableSession(id: string, change: (stored: TableSession) => Partial<TableSession> | null, rev?: number): Promise<TableSession>;
}
