import type { GameId, HandScore, Seat, Settings } from '../engine/game';
import type { HandRecord } from '../engine/record';
import type { Level } from '../bots/levels';

/** A person or a bot at the table, by seat (seats are numbered clockwise). */
export interface PlayerSpec {
  name: string;
  bot: boolean;
  /** How well this bot plays (bots/levels.ts); absent in sessions from before levels: normal. */
  level?: Level;
}

/** One finished hand in a played session: what the session rules fold over. */
export interface PlayedHand {
  handId: string;
  facts: unknown;
  score: HandScore;
  dealer: Seat;
  /** How many hints the people at the table took in this hand (issue 12): the history marks it. */
  hints?: number;
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
  /** Pass-and-play: the table agreed that players may ask for hints (against bots they always may). */
  hintsAllowed?: boolean;
  /** A first hand with a coach (issue 14): the first hand is the game's lesson deal (coach/). */
  coach?: true;
  ended?: boolean;
  createdAt: number;
  updatedAt: number;
}

/**
 * What the table needs from storage; src/lib/storage's Store provides it (app-store.ts). Every
 * write that touches the session is computed from the stored copy inside its transaction, never
 * from the tab's copy, so two tabs on one session cannot overwrite each other.
 */
export interface TableStore {
  getTableSession(id: string): Promise<TableSession | undefined>;
  /** Stores a new session; refuses an id that exists. */
  createTableSession(s: TableSession): Promise<void>;
  /**
   * Starts the session's next hand in one transaction. Refused with a StoreError 'hand-in-progress'
   * when the session already has a hand in progress, or 'stale' when its finished hands are not
   * `afterHands` (the deal was computed from an old copy).
   */
  dealHand(sessionId: string, handId: string, record: HandRecord, afterHands: number): Promise<void>;
  appendAction(handId: string, index: number, action: number): Promise<void>;
  truncateActions(handId: string, length: number): Promise<void>;
  getHandRecord(handId: string): Promise<HandRecord | undefined>;
  /** Marks the hand finished and adds it to the session's hands (once), in one transaction. */
  finishHand(sessionId: string, played: PlayedHand): Promise<TableSession>;
  /** Changes the stored session in one transaction (`fn` gets the stored copy; null: no change). */
  updateTableSession(id: string, fn: (stored: TableSession) => TableSession | null): Promise<TableSession>;
  /** Calls fn when another tab or window changed a session; returns the unsubscribe function. */
  onChange?(fn: (sessionId: string) => void): () => void;
}
