import type { HandRecord } from '../engine/record';
import type { PlayedHand, TableSession } from '../storage/types';

// The session's shapes live with the stored ones (storage/types.ts); the table's code names them here.
export type { PlayedHand, PlayerSpec, TableSession } from '../storage/types';

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
  /**
   * Undo: keeps the first `length` actions, only if the hand is open and still holds the
   * `expected` actions this tab saw (refused 'index-mismatch' or 'hand-finished' otherwise).
   */
  truncateActions(handId: string, length: number, expected: number): Promise<void>;
  getHandRecord(handId: string): Promise<HandRecord | undefined>;
  /**
   * Marks the hand finished and adds it to the session's hands (once), in one transaction; refused
   * ('index-mismatch') unless the hand holds the `length` actions it was finished with.
   */
  finishHand(sessionId: string, played: PlayedHand, length: number): Promise<TableSession>;
  /** Changes the stored session in one transaction (`fn` gets the stored copy; null: no change). */
  updateTableSession(id: string, fn: (stored: TableSession) => TableSession | null): Promise<TableSession>;
  /** Calls fn when another tab or window changed a session; returns the unsubscribe function. */
  onChange?(fn: (sessionId: string) => void): () => void;
}
