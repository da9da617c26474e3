import type { Text } from '../engine/game';
import type { HandRecord } from '../engine/record';

/**
 * The shapes the app stores and exports. Migrate stored data before changing any of them: bump
 * DB_VERSION in db.ts and add a step in migrations.ts (and EXPORT_VERSION in export.ts for files).
 */

/** A person or a bot at the table. */
export interface PlayerRef {
  name: string;
  bot?: boolean;
}

/** One line of a scorekeeper ledger. The payload is the scorekeeper's own JSON. */
export interface ScoreLedgerEntry {
  id: string;
  createdAt: number;
  entry: unknown;
  /** The id of the entry this one corrects. */
  correctedFrom?: string;
}

/**
 * A session: a table played in the app ('play') or a sheet kept by hand ('score').
 * Owners may keep their own JSON fields beside these (the table's hands, openHand…); they are
 * stored, exported and imported unchanged. Times are milliseconds since 1970.
 */
export interface Session {
  id: string;
  kind: 'play' | 'score';
  game: string;
  players: PlayerRef[];
  settings: Record<string, unknown>;
  firstDealer: number;
  entries: ScoreLedgerEntry[];
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
  [extra: string]: unknown;
}

/** What putSession takes: the store fills in the lists and times that are missing. */
export type SessionInput = Omit<Session, 'entries' | 'handIds' | 'createdAt' | 'updatedAt'> & {
  entries?: ScoreLedgerEntry[];
  handIds?: string[];
  createdAt?: number;
  updatedAt?: number;
};

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

export interface GameSettingsRow {
  game: string;
  settings: Record<string, unknown>;
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
