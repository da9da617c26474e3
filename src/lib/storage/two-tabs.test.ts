import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from './storage';
import { isStoreError, type PlayedHand, type Session } from './types';
import { record, testStore } from '../../../tests/helpers/storage';

/**
 * Two Stores on one database stand for two tabs (or the installed app beside a browser tab): each
 * write is computed from the stored copy or refused, and the other tab hears of it.
 */
const opened: Store[] = [];
function twoTabs(): [Store, Store] {
  const { store: a, dbName } = testStore();
  const b = new Store({ dbName, storageManager: undefined });
  opened.push(a, b);
  return [a, b];
}
afterEach(() => opened.splice(0).forEach((s) => s.close()));

const sheet = (id = 's1') => ({
  id,
  kind: 'score' as const,
  game: 'droggn',
  players: [{ name: 'Anna' }, { name: 'Bert' }, { name: 'Cilli' }],
  settings: {},
  firstDealer: 0
});
const table = (id = 't1') => ({ ...sheet(id), kind: 'play' as const, hands: [] satisfies PlayedHand[] });
const played = (handId: string): PlayedHand => ({ handId, facts: null, score: { deltas: [0, 0, 0], unit: 'points', breakdown: [] }, dealer: 0 });
/** The played session's finished hands (a score sheet has none). */
const handsOf = (s: Session): PlayedHand[] => (s.kind === 'play' ? (s.hands ?? []) : []);
/** The session with one more finished hand, as the table writes it. */
const withHand = (s: Session, handId: string): Session => (s.kind === 'play' ? { ...s, hands: [...handsOf(s), played(handId)] } : s);

describe('two tabs on one session', () => {
  it('entries appended in either tab are all kept, whatever the other tab writes after', async () => {
    const [a, b] = twoTabs();
    await a.createSession(sheet());
    const staleInB = (await b.getSession('s1'))!;
    await a.appendEntry('s1', { n: 1 });
    await b.appendEntry('s1', { n: 2 });
    await a.appendEntry('s1', { n: 3 });
    // Tab B still holds its old copy: writing it whole is refused, not a silent loss.
    await expect(b.putSession({ ...staleInB, ended: true })).rejects.toSatisfy((e) => isStoreError(e, 'stale'));
    // Tab B calls the end the right way: computed from the stored copy.
    await b.updateSession('s1', (s) => ({ ...s, ended: true }));
    const stored = (await a.getSession('s1'))!;
    expect(stored.entries.map((e) => (e.entry as { n: number }).n)).toEqual([1, 2, 3]);
    expect(stored.ended).toBe(true);
  });

  it('a compare-and-set with the stored version goes through and moves the version on', async () => {
    const [a] = twoTabs();
    const s = await a.createSession(sheet());
    const v1 = s.version!;
    const next = await a.putSession({ ...s, ended: true });
    expect(next.version).toBe(v1 + 1);
    await expect(a.putSession({ ...s, ended: false })).rejects.toSatisfy((e) => isStoreError(e, 'stale'));
  });

  it('a session has at most one hand in progress, decided in the transaction that deals it', async () => {
    const [a, b] = twoTabs();
    await a.createSession(table());
    const results = await Promise.allSettled([a.startHand('h-a', 't1', record()), b.startHand('h-b', 't1', record())]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isStoreError(refused.reason, 'hand-in-progress')).toBe(true);
    const s = (await b.getSession('t1'))!;
    expect(s.handIds).toHaveLength(1);
    expect(s.openHand).toBe(s.handIds[0]);
    // No orphan: the refused hand was never written.
    expect(await a.listHands('t1')).toHaveLength(1);
  });

  it('a deal computed from an old copy of the session is refused as stale', async () => {
    const [a] = twoTabs();
    await a.createSession(table());
    const current = (n: number) => (s: Session) => handsOf(s).length === n;
    await a.startHand('h1', 't1', record(), current(0));
    await a.finishHand('h1', 0, undefined, (s) => withHand(s, 'h1'));
    await expect(a.startHand('h2', 't1', record(), current(0))).rejects.toSatisfy((e) => isStoreError(e, 'stale'));
    await a.startHand('h2', 't1', record(), current(1));
    expect((await a.getSession('t1'))!.openHand).toBe('h2');
  });

  it('finishing a hand appends to the stored session, so the other tab’s finished hand is never dropped', async () => {
    const [a, b] = twoTabs();
    await a.createSession(table());
    const add = (id: string) => (s: Session) => withHand(s, id);
    await a.startHand('h1', 't1', record());
    await b.finishHand('h1', 0, undefined, add('h1'));
    await a.startHand('h2', 't1', record());
    await a.finishHand('h2', 0, undefined, add('h2'));
    // Finishing again (the other tab was one step behind) changes nothing.
    await b.finishHand('h2', 0, undefined, add('h2'));
    const s = (await b.getSession('t1'))!;
    expect(handsOf(s).map((h) => h.handId)).toEqual(['h1', 'h2']);
    expect(s.openHand).toBeUndefined();
  });

  it('the other tab hears of every committed change to a session', async () => {
    const [a, b] = twoTabs();
    const heard: string[] = [];
    b.onChange((id) => heard.push(id));
    await a.createSession(table());
    await a.startHand('h1', 't1', record());
    await a.appendAction('h1', 0, 1);
    await a.updateSession('t1', (s) => ({ ...s, endCalledAt: 0 }));
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(3);
    expect(new Set(heard)).toEqual(new Set(['t1']));
  });
});

describe('undo in one tab while the other acts (issue 27)', () => {
  /** A table with hand h1 holding `n` actions, open in two tabs. */
  async function handWith(n: number) {
    const [a, b] = twoTabs();
    await a.createSession(table());
    await a.startHand('h1', 't1', record(Array.from({ length: n }, (_, i) => i + 1)));
    return { a, b };
  }
  const actionsOf = async (s: Store) => (await s.getHandRecord('h1'))!.actions;

  it('A acts, then B undoes from the length it saw: B is refused and A’s action stays', async () => {
    const { a, b } = await handWith(2);
    await a.appendAction('h1', 2, 9);
    // B saw 2 actions and takes back the second: the stored hand has 3 now.
    await expect(b.truncateActions('h1', 1, 2)).rejects.toSatisfy((e) => isStoreError(e, 'index-mismatch'));
    expect(await actionsOf(a)).toEqual([1, 2, 9]);
  });

  it('B undoes, then A acts from the length it saw: A is refused and B’s undo stands', async () => {
    const { a, b } = await handWith(2);
    await b.truncateActions('h1', 1, 2);
    await expect(a.appendAction('h1', 2, 9)).rejects.toSatisfy((e) => isStoreError(e, 'index-mismatch'));
    expect(await actionsOf(a)).toEqual([1]);
  });

  it('the last action and an undo together: the hand is finished with all its actions, or open with fewer, never finished short', async () => {
    // A's last action, then B's undo from the length before it, then A finishes: B is refused.
    let t = await handWith(2);
    await t.a.appendAction('h1', 2, 9);
    await expect(t.b.truncateActions('h1', 1, 2)).rejects.toSatisfy((e) => isStoreError(e, 'index-mismatch'));
    await t.a.finishHand('h1', 3, undefined, (s) => withHand(s, 'h1'));
    expect((await t.a.getHand('h1'))!.status).toBe('finished');
    expect(await actionsOf(t.a)).toEqual([1, 2, 9]);
    // A's last action, B's undo from the length after it (B saw it), then A finishes: A is refused.
    t = await handWith(2);
    await t.a.appendAction('h1', 2, 9);
    await t.b.truncateActions('h1', 1, 3);
    await expect(t.a.finishHand('h1', 3, undefined, (s) => withHand(s, 'h1'))).rejects.toSatisfy((e) => isStoreError(e, 'index-mismatch'));
    const h = (await t.a.getHand('h1'))!;
    expect([h.status, h.record.actions]).toEqual(['open', [1]]);
    const s = (await t.a.getSession('t1'))!;
    expect([handsOf(s), s.openHand]).toEqual([[], 'h1']);
  });

  it('a finished hand is never reopened by an undo from another tab', async () => {
    const { a, b } = await handWith(3);
    await a.finishHand('h1', 3, undefined, (s) => withHand(s, 'h1'));
    // B had not heard of the end: its undo from the same length is refused.
    await expect(b.truncateActions('h1', 2, 3)).rejects.toSatisfy((e) => isStoreError(e, 'hand-finished'));
    const h = (await a.getHand('h1'))!;
    expect([h.status, h.record.actions]).toEqual(['finished', [1, 2, 3]]);
    expect(await a.listOpenHands()).toEqual([]);
  });
});

describe('a record IndexedDB cannot store', () => {
  it('is refused on its own, with its own message, and the store keeps saving on disk', async () => {
    const [a] = twoTabs();
    await a.createSession(sheet());
    const proto = IDBObjectStore.prototype as unknown as { put: (...args: unknown[]) => unknown };
    const put = proto.put;
    proto.put = function () {
      throw new DOMException('could not be cloned', 'DataCloneError');
    };
    try {
      await expect(a.putGameSettings('droggn', { threshold: 38 })).rejects.toSatisfy((e) => isStoreError(e, 'invalid'));
    } finally {
      proto.put = put;
    }
    expect(a.status.state).toBe('ok');
    await a.appendEntry('s1', { n: 1 });
    expect((await a.getSession('s1'))!.entries).toHaveLength(1);
  });
});
