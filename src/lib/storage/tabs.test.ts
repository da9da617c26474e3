import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Store, type ChangeNote, type Session } from './storage';
import { record, testStore } from '../../../tests/helpers/storage';

/**
 * Two tabs on one device: two Stores on one database (fake-indexeddb), each with its own stale
 * copy of the session, as two browser tabs have. See README.md, "Guarantees".
 */
function twoTabs() {
  const { store: a, dbName } = testStore();
  const b = new Store({ dbName, storageManager: undefined });
  return { a, b, dbName };
}
const base = (kind: 'play' | 'score'): Omit<Session, 'entries' | 'handIds' | 'createdAt' | 'updatedAt'> => ({
  id: 's1',
  kind,
  game: 'droggn',
  players: [{ name: 'Anna' }, { name: 'Bert' }, { name: 'Cilli' }, { name: 'Dora' }],
  settings: {},
  firstDealer: 0
});

const stores: Store[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  vi.restoreAllMocks();
});

describe('two tabs on one database', () => {
  it('no lost update: entries appended from both tabs and the end flag set in one keep every entry', async () => {
    const { a, b } = twoTabs();
    stores.push(a, b);
    await a.putSession(base('score'));
    await a.appendEntry('s1', { op: 'hand', n: 1 });
    await b.appendEntry('s1', { op: 'hand', n: 2 });
    await a.updateSession('s1', () => ({ ended: true }));
    await b.appendEntry('s1', { op: 'hand', n: 3 });
    const s = await a.getSession('s1');
    expect(s?.entries.map((e) => (e.entry as { n: number }).n)).toEqual([1, 2, 3]);
    expect(s?.ended).toBe(true);
  });

  it('one writer wins: a whole-session write from a stale copy is refused and changes nothing', async () => {
    const { a, b } = twoTabs();
    stores.push(a, b);
    const first = await a.putSession(base('play'));
    const staleCopy = (await b.getSession('s1'))!;
    await a.putSession({ ...first, note: 'from a' });
    await expect(b.putSession({ ...staleCopy, note: 'from b' })).rejects.toMatchObject({ code: 'stale' });
    await expect(b.updateSession('s1', () => ({ note: 'from b' }), staleCopy.rev)).rejects.toMatchObject({ code: 'stale' });
    expect((await a.getSession('s1'))?.note).toBe('from a');
  });

  it('one hand in progress: the second tab to deal is refused inside the transaction, and sees the first hand', async () => {
    const { a, b } = twoTabs();
    stores.push(a, b);
    const s = await a.putSession(base('play'));
    const [ra, rb] = await Promise.allSettled([a.dealHand('ha', 's1', record([1])), b.dealHand('hb', 's1', record([2]))]);
    expect([ra.status, rb.status].sort()).toEqual(['fulfilled', 'rejected']);
    const refused = (ra.status === 'rejected' ? ra : rb) as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'hand-in-progress' });
    const stored = (await b.getSession('s1'))!;
    const dealt = ra.status === 'fulfilled' ? 'ha' : 'hb';
    expect(stored.openHand).toBe(dealt);
    expect(stored.handIds).toEqual([dealt]);
    // No orphan: the refused hand was never written.
    expect((await a.listOpenHands()).map((h) => h.id)).toEqual([dealt]);
    // A deal from a copy older than the stored session is refused too, even once the hand ended.
    await a.finishSessionHand('s1', dealt, 'hands', { handId: dealt });
    await expect(b.dealHand('hc', 's1', record(), s.rev)).rejects.toMatchObject({ code: 'stale' });
  });

  it('dealing is one transaction: when the session write fails, the hand is not stored either', async () => {
    const { a } = twoTabs();
    stores.push(a);
    await a.putSession(base('play'));
    // The hand row succeeds, the session row is refused by IndexedDB: the whole deal rolls back.
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'sessions') throw new DOMException('cannot clone', 'DataCloneError');
      return put.apply(this, args);
    });
    await expect(a.dealHand('h1', 's1', record([1]))).rejects.toMatchObject({ code: 'unstorable' });
    vi.restoreAllMocks();
    expect(await a.getHand('h1')).toBeUndefined();
    expect((await a.getSession('s1'))?.openHand).toBeUndefined();
  });

  it('finishing never drops the other tab’s finished hand, and never counts one twice', async () => {
    const { a, b } = twoTabs();
    stores.push(a, b);
    await a.putSession(base('play'));
    await a.dealHand('h1', 's1', record());
    await a.finishSessionHand('s1', 'h1', 'hands', { handId: 'h1' });
    await b.dealHand('h2', 's1', record());
    await b.finishSessionHand('s1', 'h2', 'hands', { handId: 'h2' });
    await a.finishSessionHand('s1', 'h1', 'hands', { handId: 'h1' });
    const s = (await a.getSession('s1'))!;
    expect((s.hands as { handId: string }[]).map((h) => h.handId)).toEqual(['h1', 'h2']);
    expect(s.openHand).toBeUndefined();
  });

  it('every write is announced to the other tabs at once', async () => {
    const { a, b } = twoTabs();
    stores.push(a, b);
    const heard: ChangeNote[] = [];
    b.onChange((n) => heard.push(n));
    const own: ChangeNote[] = [];
    a.onChange((n) => own.push(n));
    await a.putSession(base('score'));
    await a.appendEntry('s1', { op: 'hand' });
    await vi.waitFor(() => expect(heard).toEqual([{ sessionId: 's1' }, { sessionId: 's1' }]));
    expect(own).toEqual([]);
  });
});

describe('fallback to memory only on a disk error', () => {
  it('a record IndexedDB cannot store is refused on its own; the store keeps saving to disk', async () => {
    const { store } = testStore();
    stores.push(store);
    await store.open();
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      void put;
      void args;
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const err = await store.putGameSettings('troccas', { stake: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unstorable' });
    expect((err as { text: { en: string; de: string } }).text.de).toMatch(/nicht speichern/);
    expect(store.status).toEqual({ state: 'ok' });
    await store.putGameSettings('troccas', { stake: 2 });
    expect(await store.getGameSettings('troccas')).toEqual({ stake: 2 });
    expect(store.status).toEqual({ state: 'ok' });
  });

  it('a real disk error (the quota) still moves the store to memory, and the write goes on there', async () => {
    const { store } = testStore();
    stores.push(store);
    await store.putSession(base('score'));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await store.appendEntry('s1', { op: 'hand' });
    expect(store.status.state).toBe('full');
    expect((await store.getSession('s1'))?.entries).toHaveLength(1);
  });
});
