import type { HandScore, Seat, Settings, Text } from '../engine/game';
import type { Level } from '../bots/levels';
import type { Style } from '../bots/styles';
import type { HandRecord } from '../engine/record';

/**
 * The shapes the app stores and exports. Migrate stored data before changing any of them: bump
 * DB_VERSION in db.ts and add a step in migrations.ts (and EXPORT_VERSION in export.ts for files).
 */

/** A person or a bot at the table. */
export interface PlayerRef {
  name: string;
  bot?: boolean;
  /** How well this bot plays (bots/levels.ts); absent: normal. */
  level?: Level;
  /** How much risk this bot's bids and doubles take (bots/styles.ts); absent: balanced. */
  style?: Style;
}

/** One line of a scorekeeper ledger. The payload is the scorekeeper's own JSON. */
export interface ScoreLedgerEntry {
  id: string;
  createdAt: number;
  entry: unknown;
  /** The id of the entry this one corrects. */
  correctedFrom?: string;
}

/** What both kinds of session hold. Times are milliseconds since 1970. */
interface SessionCore {
  id: string;
  game: string;
  players: PlayerRef[];
  settings: Settings;
  firstDealer: number;
  /** The scorekeeper's ledger (empty in a played session). */
  entries: ScoreLedgerEntry[];
  /** Every hand ever dealt in this session, in order (empty in a scorekept one). */
  handIds: string[];
  createdAt: number;
  updatedAt: number;
  /**
   * Counts the writes to this session: a write that was computed from an older copy is refused
   * (compare-and-set), so a tab never overwrites what another tab wrote meanwhile. Absent (0) in
   * data stored before it existed.
   */
  version?: number;
  /** The one hand of this session in progress, set in the transaction that starts it. */
  openHand?: string;
  ended?: boolean;
}

/** One finished hand of a played session: what the session rules fold over. */
export interface PlayedHand {
  handId: string;
  facts: unknown;
  score: HandScore;
  dealer: Seat;
  /** How many hints the people at the table took in this hand (issue 12): the history marks it. */
  hints?: number;
  /** When the hand finished (ms since 1970; issue 29's statistics filter by it). Absent before it existed. */
  at?: number;
  /**
   * Written only before the claim became an action of the hand's record (issue 29: `CLAIM` in
   * engine/claim-action.ts): who claimed, after how many of the record's actions. Such a record
   * lacks the claim's step; the replay puts it back from here (`withClaimStep`). Never written now.
   */
  claim?: { seat: Seat; at: number };
}

/**
 * A session played at the table in the app (against bots or pass-and-play), as it is stored (kind
 * 'play'): the record. The table works with its working form, TableSession, below.
 */
export interface StoredTableSession extends SessionCore {
  kind: 'play';
  /** The finished hands in order; absent in a session stored before it finished one. */
  hands?: PlayedHand[];
  /** Set when a player asked to end the session (Droggn's last four deals…): the hands played then. */
  endCalledAt?: number;
  /**
   * The same deal played again (issue 12): the first hand of this session is dealt from this
   * record's seed and context, and its result is compared with the record's. `rotation` is how
   * many seats the players moved on (0: same seats).
   */
  dealAgain?: { record: HandRecord; rotation: number; names: string[] };
  /**
   * The deal of the day (issue 30, insight/daily.ts): the first hand is dealt from this record's
   * seed and context (the day's), against strong bots, and compared with the strong bot's play.
   */
  daily?: { day: string; record: HandRecord };
  /** Pass-and-play: the table agreed that players may ask for hints (against bots they always may). */
  hintsAllowed?: boolean;
  /** Pass-and-play: the table agreed that a person may take back a move made before the phone was handed on. */
  undoAfterHandoff?: boolean;
  /** A first hand with a coach (issue 14): the first hand is the game's lesson deal. */
  coach?: true;
}

/** A person or a bot at the table, by seat (seats are numbered clockwise). */
export interface PlayerSpec {
  name: string;
  bot: boolean;
  /** How well this bot plays (bots/levels.ts); absent in sessions from before levels: normal. */
  level?: Level;
  /** How much risk this bot's bids and doubles take (bots/styles.ts); absent (older tables): balanced. */
  style?: Style;
}

/**
 * A session played at the table, as the table works with it: the same record as
 * StoredTableSession without the store's bookkeeping (ledger, hand ids, version), every player a
 * person or a bot, its finished hands always a list. Written back as it changes (table/app-store.ts
 * turns one into the other). It sits here, beside the stored form, so that what builds a table
 * session below the table (the coach's lesson, the same deal again, the deal of the day) need not
 * import the table.
 */
export interface TableSession extends Omit<StoredTableSession, 'entries' | 'handIds' | 'version' | 'hands' | 'players'> {
  players: PlayerSpec[];
  hands: PlayedHand[];
}

/** A score sheet kept by hand for a game played with real cards: its hands are the ledger's entries. */
export interface ScoreSession extends SessionCore {
  kind: 'score';
  /** What one point is worth in money; 0 or absent: points only. */
  stake?: number;
}

/**
 * A session: a table played in the app ('play') or a sheet kept by hand ('score'). The types name
 * every field the app writes; an imported file's other JSON fields are checked and kept unchanged.
 */
export type Session = StoredTableSession | ScoreSession;

/** The lists and times the store fills in when they are missing. */
type Filled = 'entries' | 'handIds' | 'createdAt' | 'updatedAt';
type InputOf<S extends Session> = Omit<S, Filled> & Partial<Pick<S, Filled>>;
/** What putSession takes: the store fills in the lists and times that are missing. */
export type SessionInput = InputOf<StoredTableSession> | InputOf<ScoreSession>;
/** What createSession takes: a SessionInput whose id the store may choose. */
export type NewSession = (Omit<InputOf<StoredTableSession>, 'id'> | Omit<InputOf<ScoreSession>, 'id'>) & { id?: string };

export type HandStatus = 'open' | 'finished';

/** A hand as the app sees it: its record with every action stored so far. */
export interface StoredHand {
  id: string;
  sessionId: string;
  record: HandRecord;
  status: HandStatus;
  /** What the owner wants to remember of a finished hand (score, facts…), as JSON. */
  summary?: unknown;
  createdAt: number;
  updatedAt: number;
}

/**
 * The accuracy of a person's cards in one finished hand (issue 30 item 3, insight/accuracy.ts),
 * kept for the statistics once the hand's analysis is done (`Store.keepAccuracy`). One row per
 * session, hand and seat (the store's key); the rest is read from the stored session when it is
 * kept, never taken from the caller.
 */
export interface HandAccuracy {
  sessionId: string;
  handId: string;
  seat: Seat;
  game: string;
  /** The hand's place among its session's finished hands, from 0. */
  hand: number;
  /** 0–100: the accuracy of the seat's cards (insight/accuracy.ts). */
  accuracy: number;
  /** When the hand finished (ms since 1970; the session's `PlayedHand.at`, else when it was kept). */
  at: number;
}

export interface GameSettingsRow {
  game: string;
  settings: Settings;
  updatedAt: number;
}

/**
 * Where the data lives now. 'memory': IndexedDB is not available (private mode, blocked, a newer
 * version of the data) and nothing survives a reload. 'full': the disk quota was reached; data up
 * to then is on disk, everything after is kept in memory only.
 */
export type StorageStatus = { state: 'ok' } | { state: 'memory'; reason: Text } | { state: 'full'; reason: Text };

/** A refusal of the storage layer: the caller asked for something that would lose or double data. */
export class StoreError extends Error {
  constructor(
    readonly code:
      | 'index-mismatch'
      | 'unknown-hand'
      | 'unknown-session'
      | 'hand-exists'
      | 'hand-finished'
      | 'bad-length'
      | 'invalid'
      | 'reserved-key'
      /** The stored session moved on since the caller read it (another tab or window wrote). */
      | 'stale'
      /** The session already has a hand in progress (another tab or window dealt it). */
      | 'hand-in-progress',
    readonly text: Text
  ) {
    super(text.en);
    this.name = 'StoreError';
  }
}

/** Whether e is a StoreError (with one of the given codes, when codes are given). */
export function isStoreError(e: unknown, ...codes: StoreError['code'][]): e is StoreError {
  return e instanceof StoreError && (codes.length === 0 || codes.includes(e.code));
}
