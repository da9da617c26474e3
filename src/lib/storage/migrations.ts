import type { IDBPDatabase, IDBPTransaction } from 'idb';

/**
 * Migrations by version. Step n turns a database of version n-1 into version n, inside the
 * upgrade transaction. Step 1 creates the first schema. Released steps are never edited: they
 * describe data that exists on people's phones. Each step declares the shapes it reads and writes
 * as they were at that version (not the current types, which move on).
 */
type AnyDb = IDBPDatabase<unknown>;
type AnyTx = IDBPTransaction<unknown, string[], 'versionchange'>;
export type Migration = (db: AnyDb, tx: AnyTx) => Promise<void>;

/** Version 1 (the first release): a hand kept its actions inline in its record. */
interface V1Session {
  id: string;
  game: string;
  players: string[];
  settings: Record<string, unknown>;
  firstDealer: number;
  entries: { id: string; createdAt: number; entry: unknown; correctedFrom?: string }[];
  handIds: string[];
  createdAt: number;
  updatedAt: number;
  ended?: boolean;
}
interface V1Hand {
  id: string;
  sessionId: string;
  record: { actions: number[]; [k: string]: unknown };
  finished: boolean;
  summary?: unknown;
  createdAt: number;
  updatedAt: number;
}

/** The first schema: also used by tests to build a version-1 database from the fixture. */
export function createV1Schema(db: AnyDb): void {
  db.createObjectStore('sessions', { keyPath: 'id' });
  db.createObjectStore('hands', { keyPath: 'id' });
  db.createObjectStore('gameSettings', { keyPath: 'game' });
  db.createObjectStore('meta');
}

/**
 * 1 → 2: actions move out of the hand record into one row each (keyed [handId, index]), so storing
 * an action writes one small row instead of the whole hand; hands get a status and indexes;
 * sessions get a kind and players become {name, bot}.
 */
async function v1ToV2(db: AnyDb, tx: AnyTx): Promise<void> {
  db.createObjectStore('actions', { keyPath: ['handId', 'index'] });
  const hands = tx.objectStore('hands');
  hands.createIndex('by-session', 'sessionId');
  hands.createIndex('by-status', 'status');
  const sessions = tx.objectStore('sessions');
  sessions.createIndex('by-updated', 'updatedAt');
  const actions = tx.objectStore('actions');

  for (const s of (await sessions.getAll()) as V1Session[]) {
    const kind = s.handIds.length === 0 && s.entries.length > 0 ? 'score' : 'play';
    await sessions.put({ ...s, kind, players: s.players.map((name) => ({ name })) });
  }
  for (const h of (await hands.getAll()) as V1Hand[]) {
    const { actions: list, ...header } = h.record;
    for (let i = 0; i < list.length; i++) await actions.put({ handId: h.id, index: i, action: list[i] });
    const row: Record<string, unknown> = {
      id: h.id,
      sessionId: h.sessionId,
      header,
      length: list.length,
      status: h.finished ? 'finished' : 'open',
      createdAt: h.createdAt,
      updatedAt: h.updatedAt
    };
    if (h.summary !== undefined) row.summary = h.summary;
    await hands.put(row);
  }
  const meta = tx.objectStore('meta');
  const last = (await meta.get('lastPlayers')) as string[] | undefined;
  if (Array.isArray(last))
    await meta.put(
      last.map((name) => ({ name })),
      'lastPlayers'
    );
}

/**
 * 2 → 3: a store for the accuracy of a person's cards in each finished hand (issue 30 item 3),
 * keyed by session, hand and seat, so that keeping it twice (two tabs, the summary and the replay)
 * is one row. Nothing stored before changes: hands analysed before have no row and are not counted.
 */
async function v2ToV3(db: AnyDb): Promise<void> {
  db.createObjectStore('accuracy', { keyPath: ['sessionId', 'handId', 'seat'] });
}

export const MIGRATIONS: Record<number, Migration> = {
  1: async (db) => createV1Schema(db),
  2: v1ToV2,
  3: v2ToV3
};
