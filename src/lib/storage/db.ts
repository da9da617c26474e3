import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { HandRecord } from '../engine/record';
import type { GameSettingsRow, HandAccuracy, HandStatus, Session } from './types';
import { MIGRATIONS } from './migrations';

/**
 * The one place that opens IndexedDB (after tldraw's layer): one openDB, a typed schema, and an
 * upgrade that migrates by version, each step in migrations.ts.
 *
 * MIGRATE BEFORE CHANGING: any change to the stores, their keys or the shape of a stored value
 * needs DB_VERSION + 1 and a new step in MIGRATIONS. Never edit a released step: tests open the
 * first version's fixture (tests/fixtures/db-v1.json) through every step, forever.
 */
export const DB_NAME = 'trull';
export const DB_VERSION = 3;

/** A hand's row: its record without the actions, which live one row each in `actions`. */
export interface HandRow {
  id: string;
  sessionId: string;
  header: Omit<HandRecord, 'actions'>;
  /** How many actions are stored: the next action's index. */
  length: number;
  status: HandStatus;
  summary?: unknown;
  createdAt: number;
  updatedAt: number;
}

/** One action of a hand, keyed [handId, index]: appending never rewrites the hand. */
export interface ActionRow {
  handId: string;
  index: number;
  action: number;
}

/** Keys of `meta` the store uses itself; getMeta/putMeta refuse them. */
const META_SCHEMA_VERSION = 'schemaVersion';
export const META_LAST_PLAYERS = 'lastPlayers';
export const RESERVED_META = [META_SCHEMA_VERSION, META_LAST_PLAYERS];

interface TrullDB extends DBSchema {
  sessions: { key: string; value: Session; indexes: { 'by-updated': number } };
  hands: { key: string; value: HandRow; indexes: { 'by-session': string; 'by-status': HandStatus } };
  actions: { key: [string, number]; value: ActionRow };
  gameSettings: { key: string; value: GameSettingsRow };
  meta: { key: string; value: unknown };
  accuracy: { key: [string, string, number]; value: HandAccuracy };
}

export type Db = IDBPDatabase<TrullDB>;

export interface OpenCallbacks {
  /** Another tab opened a newer version, or the browser closed the connection. */
  onLost(reason: 'blocking' | 'terminated'): void;
}

export async function openTrullDb(name: string, cb: OpenCallbacks): Promise<Db> {
  // Why the upgrade failed (a full disk: QuotaExceededError), which the aborted open itself only
  // reports as an AbortError: the store says "full" rather than "could not be opened".
  let cause: unknown = null;
  try {
    return await openDB<TrullDB>(name, DB_VERSION, {
      upgrade(db, oldVersion, _newVersion, tx) {
        // An aborted upgrade rejects `done`; the failure is reported through openDB, so this one
        // is only read for its cause (never left unhandled).
        tx.done.catch((e: unknown) => {
          cause ??= tx.error ?? e;
        });
        // Every step runs inside this one versionchange transaction: if one fails, the transaction
        // aborts, openDB rejects and the stored data stays at its old version, untouched.
        const run = async () => {
          for (let v = oldVersion + 1; v <= DB_VERSION; v++) {
            const step = MIGRATIONS[v];
            if (!step) throw new Error(`no migration to version ${v}`);
            // Steps are written against the raw upgrade transaction of their own version's schema.
            await step(db as unknown as IDBPDatabase<unknown>, tx as unknown as IDBPTransaction<unknown, string[], 'versionchange'>);
          }
          await tx.objectStore('meta').put(DB_VERSION, META_SCHEMA_VERSION);
        };
        run().catch((e) => {
          console.error('trull storage: migration failed', e);
          cause ??= e;
          try {
            tx.abort();
          } catch {
            /* already finished */
          }
        });
      },
      blocking() {
        cb.onLost('blocking');
      },
      terminated() {
        cb.onLost('terminated');
      }
    });
  } catch (e) {
    throw e instanceof Error && e.name === 'AbortError' && cause ? cause : e;
  }
}
