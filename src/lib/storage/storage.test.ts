import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { DB_VERSION } from './db';
import { MIGRATIONS } from './migrations';
import { StoreError, type StoredTableSession } from './storage';
import { record, testStore, writeV1, type V1Fixture } from '../../../tests/helpers/storage';
import fixture from '../../../tests/fixtures/db-v1.json';

const session = (id = 's1'): Omit<StoredTableSession, 'entries' | 'handIds' | 'createdAt' | 'updatedAt'> => ({
  id,
  kind: 'play',
  game: 'droggn',
  players: [{ name: 'Anna' }, { name: 'Bot 1', bot: true }, { name: 'Bot 2', bot: true }, { name: 'Bot 3', bot: true }],
  settings: { stake: 1 },
  firstDealer: 0
});

describe('Store on IndexedDB', () => {
  it('opens, stores a session and lists it', async () => {
    const { store } = testStore();
    expect(await store.open()).toEqual({ state: 'ok' });
    const s = await store.putSession({ ...session(), openHand: 'h1' });
    expect(s.entries).toEqual([]);
    expect(await store.getSession('s1')).toEqual(s);
    expect((await store.listSessions()).map((x) => x.id)).toEqual(['s1']);
    expect((await store.getSession('s1'))?.openHand).toBe('h1');
  });

  it('appends actions one by one and refuses a gap or a double', async () => {
    const { store } = testStore();
    await store.putSession(session());
    await store.startHand('h1', 's1', record([5]));
    expect((await store.getSession('s1'))?.handIds).toEqual(['h1']);
    await store.appendAction('h1', 1, 7);
    await store.appendAction('h1', 2, 9);
    await expect(store.appendAction('h1', 2, 9)).rejects.toMatchObject({ code: 'index-mismatch' });
    await expect(store.appendAction('h1', 4, 1)).rejects.toBeInstanceOf(StoreError);
    await expect(store.appendAction('nope', 0, 1)).rejects.toMatchObject({ code: 'unknown-hand' });
    expect((await store.getHandRecord('h1'))?.actions).toEqual([5, 7, 9]);
    // A reload: a new store on the same database sees the same hand.
    const again = new (store.constructor as typeof import('./storage').Store)({ dbName: (store as unknown as { deps: { dbName: string } }).deps.dbName });
    const open = await again.listOpenHands();
    expect(open.map((h) => [h.id, h.record.actions])).toEqual([['h1', [5, 7, 9]]]);
    expect(open[0].record).toEqual({ ...record([5, 7, 9]) });
  });

  it('truncates for undo, finishes, and refuses actions on a finished hand', async () => {
    const { store } = testStore();
    await store.putSession(session());
    await store.startHand('h1', 's1', record([1, 2, 3, 4]));
    await store.truncateActions('h1', 2, 4);
    expect((await store.getHandRecord('h1'))?.actions).toEqual([1, 2]);
    await expect(store.truncateActions('h1', 3, 2)).rejects.toMatchObject({ code: 'bad-length' });
    await store.appendAction('h1', 2, 8);
    await store.finishHand('h1', 3, { deltas: [1, -1, 0, 0] }, undefined);
    expect(await store.listOpenHands()).toEqual([]);
    expect((await store.getHand('h1'))?.summary).toEqual({ deltas: [1, -1, 0, 0] });
    await expect(store.appendAction('h1', 3, 1)).rejects.toMatchObject({ code: 'hand-finished' });
    await expect(store.startHand('h1', 's1', record())).rejects.toMatchObject({ code: 'hand-exists' });
    await expect(store.startHand('h2', 'nope', record())).rejects.toMatchObject({ code: 'unknown-session' });
  });

  it('runs concurrent appends in order and keeps exactly one of a doubled index', async () => {
    const { store } = testStore();
    await store.putSession(session());
    await store.startHand('h1', 's1', record());
    const results = await Promise.allSettled([0, 1, 1, 2].map((i, k) => store.appendAction('h1', i, 10 + k)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await store.getHandRecord('h1'))?.actions).toEqual([10, 11, 13]);
  });

  it('deletes a session with its hands', async () => {
    const { store } = testStore();
    await store.putSession(session());
    await store.startHand('h1', 's1', record([1]));
    await store.deleteSession('s1');
    expect(await store.getHand('h1')).toBeUndefined();
    const sheet = { kind: 'score' as const, game: 'droggn', players: [{ name: 'Anna' }], settings: {}, firstDealer: 0 };
    await expect(store.createSession({ ...sheet, stake: -1 })).rejects.toThrow(/session\.stake: not a number, 0 or more/);
    await expect(store.createSession({ ...sheet, stake: Number.NaN })).rejects.toThrow(/session\.stake/);
    expect(await store.listSessions()).toEqual([]);
  });

  it('keeps game settings, last players, ledger entries and metadata', async () => {
    const { store } = testStore();
    await store.putGameSettings('droggn', { stake: 2 });
    expect(await store.getGameSettings('droggn')).toEqual({ stake: 2 });
    expect(await store.getLastPlayers()).toEqual([]);
    await store.putLastPlayers([{ name: 'Anna' }, { name: 'Bot', bot: true }]);
    expect(await store.getLastPlayers()).toEqual([{ name: 'Anna' }, { name: 'Bot', bot: true }]);
    await store.putMeta('lastRoute', '/play/');
    expect(await store.getMeta('lastRoute')).toBe('/play/');
    await expect(store.putMeta('schemaVersion', 9)).rejects.toMatchObject({ code: 'reserved-key' });
    await store.putSession({ ...session('k'), kind: 'score' });
    const e = await store.appendEntry('k', { contract: 'solo' });
    await store.appendEntry('k', { contract: 'pagat' }, e.id);
    const s = await store.getSession('k');
    expect(s?.entries.map((x) => [x.entry, x.correctedFrom])).toEqual([
      [{ contract: 'solo' }, undefined],
      [{ contract: 'pagat' }, e.id]
    ]);
  });

  it("keeps a played session's own fields (its finished hands, the end call)", async () => {
    const { store } = testStore();
    const hand = { handId: 'h', facts: null, score: { deltas: [1, -1, 0, 0], unit: 'points' as const, breakdown: [] }, dealer: 0 };
    await store.putSession({ ...session('t'), hands: [hand], endCalledAt: 1, openHand: 'h', createdAt: 5, updatedAt: 5 });
    const back = await store.getSession('t');
    expect(back).toMatchObject({ kind: 'play', hands: [hand], endCalledAt: 1, openHand: 'h', createdAt: 5, entries: [], handIds: [] });
  });

  it('refuses a malformed session with a clear message', async () => {
    const { store } = testStore();
    await expect(store.putSession({ ...session(), players: [] })).rejects.toThrow(/players/);
    await expect(store.putSession({ ...session(), settings: { f: () => 1 } as never })).rejects.toThrow(/settings\.f/);
    // A setting is a text, a number or yes/no: the games read nothing else.
    await expect(store.putSession({ ...session(), settings: { rules: { nested: 1 } } as never })).rejects.toThrow(/settings\.rules: not a setting/);
    await expect(store.putGameSettings('droggn', { stake: [1] } as never)).rejects.toThrow(/settings\.stake: not a setting/);
    const sheet = { kind: 'score' as const, game: 'droggn', players: [{ name: 'Anna' }], settings: {}, firstDealer: 0 };
    await expect(store.createSession({ ...sheet, stake: -1 })).rejects.toThrow(/session\.stake: not a number, 0 or more/);
    await expect(store.createSession({ ...sheet, stake: Number.NaN })).rejects.toThrow(/session\.stake/);
    expect(await store.listSessions()).toEqual([]);
  });
});

describe('fallbacks', () => {
  it('keeps playing in memory when IndexedDB is unavailable, and says so', async () => {
    const { store } = testStore({ indexedDB: undefined });
    const seen: string[] = [];
    store.onStatus((s) => seen.push(s.state));
    const st = await store.open();
    expect(st.state).toBe('memory');
    expect(st.state !== 'ok' && st.reason.en).toMatch(/private mode/);
    expect(seen).toEqual(['ok', 'memory']);
    await store.putSession(session());
    await store.startHand('h1', 's1', record());
    await store.appendAction('h1', 0, 3);
    await expect(store.appendAction('h1', 0, 3)).rejects.toMatchObject({ code: 'index-mismatch' });
    expect((await store.getHandRecord('h1'))?.actions).toEqual([3]);
  });

  it('moves to memory with everything so far when the disk is full', async () => {
    const { store } = testStore();
    await store.putSession(session());
    await store.startHand('h1', 's1', record([1, 2]));
    const proto = IDBObjectStore.prototype as unknown as { put: (...a: unknown[]) => unknown };
    const put = proto.put;
    proto.put = function () {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      await store.appendAction('h1', 2, 3);
    } finally {
      proto.put = put;
    }
    expect(store.status.state).toBe('full');
    await store.appendAction('h1', 3, 4);
    expect((await store.getHandRecord('h1'))?.actions).toEqual([1, 2, 3, 4]);
    expect((await store.getSession('s1'))?.handIds).toEqual(['h1']);
  });

  it('says "full", not "could not be opened", when every write hits the quota from the start (issue 27)', async () => {
    const { store } = testStore();
    const proto = IDBObjectStore.prototype as unknown as { put: (...a: unknown[]) => unknown; add: (...a: unknown[]) => unknown };
    const { put, add } = proto;
    proto.put = proto.add = function () {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const st = await store.open();
      expect(st.state).toBe('full');
      expect(st.state !== 'ok' && st.reason.en).toMatch(/storage is full/);
      // The game goes on in memory.
      await store.putSession(session());
      await store.startHand('h1', 's1', record([1]));
      await store.appendAction('h1', 1, 2);
      expect((await store.getHandRecord('h1'))?.actions).toEqual([1, 2]);
      // Let any stray rejection of the aborted upgrade surface before looking.
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      proto.put = put;
      proto.add = add;
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it('refuses data from a newer version and leaves it alone', async () => {
    const { store, dbName } = testStore();
    const db = await openDB(dbName, DB_VERSION + 1, { upgrade: (d) => void d.createObjectStore('future') });
    db.close();
    const st = await store.open();
    expect(st.state).toBe('memory');
    expect(st.state !== 'ok' && st.reason.en).toMatch(/newer version/);
    const again = await openDB(dbName);
    expect(again.version).toBe(DB_VERSION + 1);
    again.close();
  });
});

describe('migration from the first version (tests/fixtures/db-v1.json)', () => {
  it('opens a version-1 database and finds everything, reshaped', async () => {
    const { store, dbName } = testStore();
    await writeV1(dbName, fixture as V1Fixture);
    expect((await store.open()).state).toBe('ok');
    const sessions = await store.listSessions();
    expect(sessions.map((s) => [s.id, s.kind])).toEqual([
      ['s-play-1', 'play'],
      ['s-score-1', 'score']
    ]);
    expect(sessions[0].players).toEqual([{ name: 'Anna' }, { name: 'Bert' }, { name: 'Cilli' }, { name: 'Done' }]);
    expect(sessions[1].entries[1]).toMatchObject({ id: 'e-2', correctedFrom: 'e-1' });
    const open = await store.listOpenHands();
    expect(open.map((h) => h.id)).toEqual(['h-open-1']);
    expect(open[0].record).toEqual(fixture.stores.hands[1].record);
    const done = await store.getHand('h-done-1');
    expect(done).toMatchObject({ status: 'finished', summary: { deltas: [3, -1, -1, -1] } });
    expect(done?.record.actions).toEqual([3, 1, 4, 1, 5, 9, 2, 6]);
    expect(await store.getLastPlayers()).toEqual([{ name: 'Anna' }, { name: 'Bert' }, { name: 'Cilli' }, { name: 'Done' }]);
    expect(await store.getGameSettings('droggn')).toEqual({ stake: 1 });
    // The migrated hand goes on where it stopped.
    await store.appendAction('h-open-1', 5, 8);
    expect((await store.getHandRecord('h-open-1'))?.actions).toEqual([2, 7, 1, 8, 2, 8]);
    store.close();
    const raw = await openDB(dbName);
    expect(raw.version).toBe(DB_VERSION);
    expect(await raw.get('meta', 'schemaVersion')).toBe(DB_VERSION);
    raw.close();
  });
});

describe('migration from the second version (issue 30 item 3: the accuracy store)', () => {
  it('opens a version-2 database with everything as it was, and keeps accuracies from then on', async () => {
    const { store, dbName } = testStore();
    // The first version's fixture, taken to version 2 by its own released steps, as a phone holds it.
    await writeV1(dbName, fixture as V1Fixture);
    const v2 = await openDB(dbName, 2, {
      async upgrade(db, old, _new, tx) {
        for (let v = old + 1; v <= 2; v++) await MIGRATIONS[v](db as never, tx as never);
        await tx.objectStore('meta').put(2, 'schemaVersion');
      }
    });
    const before = {
      sessions: await v2.getAll('sessions'),
      hands: await v2.getAll('hands'),
      actions: await v2.getAll('actions'),
      meta: await v2.getAll('meta')
    };
    expect(v2.objectStoreNames.contains('accuracy')).toBe(false);
    v2.close();

    expect((await store.open()).state).toBe('ok');
    expect(await store.accuracies()).toEqual([]);
    // An old session has no finished hand listed: its hands get no accuracy, with a message, and nothing changes.
    await expect(store.keepAccuracy('s-play-1', 'h-done-1', 0, 80)).rejects.toThrow(/no finished hand of session s-play-1\. Nothing was changed\./);
    store.close();
    const raw = await openDB(dbName);
    expect(raw.version).toBe(DB_VERSION);
    const after = {
      sessions: await raw.getAll('sessions'),
      hands: await raw.getAll('hands'),
      actions: await raw.getAll('actions'),
      meta: await raw.getAll('meta')
    };
    expect(after).toEqual({ ...before, meta: before.meta.map((m) => (m === 2 ? DB_VERSION : m)) });
    expect(await raw.count('accuracy')).toBe(0);
    raw.close();
  });
});
