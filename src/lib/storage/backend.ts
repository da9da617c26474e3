import type { GameSettingsRow, HandAccuracy, Session } from './types';
import type { ActionRow, Db, HandRow } from './db';

/**
 * One transaction over all stores, with the few operations the store needs. Two backends run the
 * same store logic: IndexedDB, and memory when IndexedDB is unavailable or full. Every store
 * operation is one `run`, so it is written completely or not at all.
 */
interface Rows {
  sessions: Session;
  hands: HandRow;
  gameSettings: GameSettingsRow;
  meta: unknown;
}
type StoreName = keyof Rows;

export interface Tx {
  get<K extends StoreName>(store: K, key: string): Promise<Rows[K] | undefined>;
  put<K extends StoreName>(store: K, key: string, value: Rows[K]): Promise<void>;
  del(store: StoreName, key: string): Promise<void>;
  all<K extends StoreName>(store: K): Promise<Rows[K][]>;
  /** Each session's id and updatedAt, from the 'by-updated' index alone (no session is read). */
  sessionStamps(): Promise<[string, number][]>;
  /** How many sessions there are and the latest updatedAt (two lookups, nothing read). */
  sessionsMark(): Promise<{ count: number; latest: number }>;
  metaEntries(): Promise<{ key: string; value: unknown }[]>;
  handsBy(index: 'by-session' | 'by-status', value: string): Promise<HandRow[]>;
  /** A hand's actions in order. */
  actionsOf(handId: string): Promise<number[]>;
  putAction(row: ActionRow): Promise<void>;
  /** Deletes a hand's actions from index `from` on. */
  dropActions(handId: string, from: number): Promise<void>;
  /** The accuracy kept for a session's hand and seat. */
  getAccuracy(sessionId: string, handId: string, seat: number): Promise<HandAccuracy | undefined>;
  putAccuracy(row: HandAccuracy): Promise<void>;
  allAccuracy(): Promise<HandAccuracy[]>;
  /** How many accuracies are kept (one lookup: the statistics' figures are still good while it holds). */
  countAccuracy(): Promise<number>;
  /** Deletes every accuracy of a session. */
  dropAccuracy(sessionId: string): Promise<void>;
}

export interface Backend {
  readonly kind: 'idb' | 'memory';
  run<T>(mode: 'readonly' | 'readwrite', fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): void;
}

const ALL = ['sessions', 'hands', 'actions', 'gameSettings', 'meta', 'accuracy'] as const;

export class IdbBackend implements Backend {
  readonly kind = 'idb';
  constructor(private db: Db) {}

  async run<T>(mode: 'readonly' | 'readwrite', fn: (tx: Tx) => Promise<T>): Promise<T> {
    // 'strict': the action is on disk, not only in the OS's buffers, before the promise settles.
    // Typed as readwrite so that put/delete exist; a readonly fn never calls them.
    const t = this.db.transaction([...ALL], mode as 'readwrite', { durability: mode === 'readwrite' ? 'strict' : 'default' });
    const tx: Tx = {
      get: (s, k) => t.objectStore(s).get(k) as Promise<never>,
      put: async (s, k, v) => {
        if (s === 'meta') await t.objectStore('meta').put(v, k);
        else await t.objectStore(s).put(v as never);
      },
      del: (s, k) => t.objectStore(s).delete(k),
      all: (s) => t.objectStore(s).getAll() as Promise<never>,
      sessionStamps: async () => {
        const out: [string, number][] = [];
        for (let c = await t.objectStore('sessions').index('by-updated').openKeyCursor(); c; c = await c.continue())
          out.push([String(c.primaryKey), Number(c.key)]);
        return out;
      },
      sessionsMark: async () => {
        const [count, last] = await Promise.all([t.objectStore('sessions').count(), t.objectStore('sessions').index('by-updated').openKeyCursor(null, 'prev')]);
        return { count, latest: last ? Number(last.key) : 0 };
      },
      metaEntries: async () => {
        const store = t.objectStore('meta');
        const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
        return keys.map((key, i) => ({ key: String(key), value: values[i] }));
      },
      handsBy: (index, value) =>
        t
          .objectStore('hands')
          .index(index)
          .getAll(value as never),
      actionsOf: async (handId) => {
        const rows = await t.objectStore('actions').getAll(IDBKeyRange.bound([handId, 0], [handId, Infinity]));
        return rows.map((r) => r.action);
      },
      putAction: async (row) => {
        await t.objectStore('actions').put(row);
      },
      dropActions: (handId, from) => t.objectStore('actions').delete(IDBKeyRange.bound([handId, from], [handId, Infinity])),
      getAccuracy: (sessionId, handId, seat) => t.objectStore('accuracy').get([sessionId, handId, seat]),
      putAccuracy: async (row) => {
        await t.objectStore('accuracy').put(row);
      },
      allAccuracy: () => t.objectStore('accuracy').getAll(),
      countAccuracy: () => t.objectStore('accuracy').count(),
      // Every key [sessionId, …] lies between [sessionId] and [sessionId, []]: an array sorts above any string.
      dropAccuracy: (sessionId) => t.objectStore('accuracy').delete(IDBKeyRange.bound([sessionId], [sessionId, []]))
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      try {
        t.abort();
      } catch {
        /* already finished */
      }
      await t.done.catch(() => undefined);
      throw e;
    }
    await t.done;
    return result;
  }

  close(): void {
    this.db.close();
  }
}

type Tables = { [K in StoreName]: Map<string, Rows[K]> } & { actions: Map<string, number[]>; accuracy: Map<string, HandAccuracy> };
const accuracyKey = (sessionId: string, handId: string, seat: number) => JSON.stringify([sessionId, handId, seat]);

/**
 * Memory, with the same all-or-nothing behaviour: writes go to a copy of the touched tables and
 * replace them only when the whole operation succeeded. Operations run one after another.
 */
export class MemoryBackend implements Backend {
  readonly kind = 'memory';
  private t: Tables = { sessions: new Map(), hands: new Map(), gameSettings: new Map(), meta: new Map(), actions: new Map(), accuracy: new Map() };
  private queue: Promise<unknown> = Promise.resolve();

  run<T>(_mode: 'readonly' | 'readwrite', fn: (tx: Tx) => Promise<T>): Promise<T> {
    const next = this.queue.then(() => this.runNow(fn));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async runNow<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const work = { ...this.t } as Tables;
    const copied = new Set<string>();
    const table = <K extends keyof Tables>(s: K, write: boolean): Tables[K] => {
      if (write && !copied.has(s)) {
        (work as Record<string, unknown>)[s] = new Map(this.t[s] as Map<string, unknown>);
        copied.add(s);
      }
      return work[s];
    };
    const clone = <V>(v: V): V => (v === undefined ? v : structuredClone(v));
    const tx: Tx = {
      get: async (s, k) => clone(table(s, false).get(k)) as never,
      put: async (s, k, v) => void (table(s, true) as Map<string, unknown>).set(k, clone(v)),
      del: async (s, k) => void table(s, true).delete(k),
      all: async (s) => [...table(s, false).values()].map(clone) as never,
      sessionStamps: async () => [...table('sessions', false).values()].map((x) => [x.id, x.updatedAt] as [string, number]),
      sessionsMark: async () => {
        const all = [...table('sessions', false).values()];
        return { count: all.length, latest: Math.max(0, ...all.map((x) => x.updatedAt)) };
      },
      metaEntries: async () => [...table('meta', false)].map(([key, value]) => ({ key, value: clone(value) })),
      handsBy: async (index, value) =>
        [...table('hands', false).values()].filter((h) => (index === 'by-session' ? h.sessionId : h.status) === value).map(clone),
      actionsOf: async (handId) => [...(table('actions', false).get(handId) ?? [])],
      putAction: async (row) => {
        const a = [...(table('actions', true).get(row.handId) ?? [])];
        a[row.index] = row.action;
        table('actions', true).set(row.handId, a);
      },
      dropActions: async (handId, from) => {
        const a = table('actions', true).get(handId);
        if (!a) return;
        if (from <= 0) table('actions', true).delete(handId);
        else table('actions', true).set(handId, a.slice(0, from));
      },
      getAccuracy: async (sessionId, handId, seat) => clone(table('accuracy', false).get(accuracyKey(sessionId, handId, seat))),
      putAccuracy: async (row) => void table('accuracy', true).set(accuracyKey(row.sessionId, row.handId, row.seat), clone(row)),
      allAccuracy: async () => [...table('accuracy', false).values()].map(clone),
      countAccuracy: async () => table('accuracy', false).size,
      dropAccuracy: async (sessionId) => {
        for (const [key, row] of table('accuracy', false)) if (row.sessionId === sessionId) table('accuracy', true).delete(key);
      }
    };
    const result = await fn(tx);
    this.t = work;
    return result;
  }

  close(): void {}
}
