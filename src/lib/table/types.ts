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
  /**
   * The same deal played again (issue 12): the first hand of this session is dealt from this
   * record's seed and context, and its result is compared with the record's. `rotation` is how
   * many seats the players moved on (0: same seats; see rotatedPlayers).
   */
  dealAgain?: { record: HandRecord; rotation: number; names: string[] };
  ended?: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What the table needs from storage; src/lib/storage's Store provides it. */
export interface TableStore {
  getTableSession(id: string): Promise<TableSession | undefined>;
  putTableSession(s: TableSession): Promise<void>;
  startHand(handId: string, sessionId: string, record: HandRecord): Promise<void>;
  appendAction(handId: string, index: number, action: number): Promise<void>;
  truncateActions(handId: string, length: number): Promise<void>;
  getHandRecord(handId: string): Promise<HandRecord | undefined>;
  finishHand(handId: string): Promise<void>;
}
