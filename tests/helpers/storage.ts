import { openDB } from 'idb';
import { createV1Schema } from '../../src/lib/storage/migrations';
import { Store, type StoreDeps } from '../../src/lib/storage/storage';
import type { HandRecord } from '../../src/lib/engine/record';

let n = 0;
/** A store on a fresh database, with a clock and ids the test controls. */
export function testStore(deps: StoreDeps = {}): { store: Store; dbName: string } {
  const dbName = `trull-test-${process.pid}-${++n}`;
  let t = 1_700_000_000_000;
  let id = 0;
  const store = new Store({ dbName, now: () => (t += 1000), newId: () => `id-${++id}`, storageManager: undefined, ...deps });
  return { store, dbName };
}

export function record(actions: number[] = [], seed = 42): HandRecord {
  return { format: 'trull-hand', version: 1, game: 'droggn', rulesVersion: 1, context: { players: 4, dealer: 0, settings: {} }, seed, actions };
}

export interface V1Fixture {
  version: 1;
  stores: { sessions: object[]; hands: object[]; gameSettings: object[]; meta: { key: string; value: unknown }[] };
}

/** Writes a version-1 database from the fixture with the first version's own schema step. */
export async function writeV1(dbName: string, fx: V1Fixture): Promise<void> {
  const db = await openDB(dbName, 1, { upgrade: (d) => createV1Schema(d as never) });
  const tx = db.transaction(['sessions', 'hands', 'gameSettings', 'meta'], 'readwrite');
  for (const s of fx.stores.sessions) await tx.objectStore('sessions').put(s);
  for (const h of fx.stores.hands) await tx.objectStore('hands').put(h);
  for (const g of fx.stores.gameSettings) await tx.objectStore('gameSettings').put(g);
  for (const m of fx.stores.meta) await tx.objectStore('meta').put(m.value, m.key);
  await tx.done;
  db.close();
}
