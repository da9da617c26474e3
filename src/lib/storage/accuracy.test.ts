import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from './storage';
import type { PlayedHand } from './types';
import { testStore } from '../../../tests/helpers/storage';

/**
 * The accuracy of a person's cards in a finished hand (issue 30 item 3): kept once per session,
 * hand and seat, on disk before the promise settles; a second tab or a second look never replaces
 * it; anything that is not a person's finished hand is refused with a message and changes nothing.
 */
const opened: Store[] = [];
afterEach(() => opened.splice(0).forEach((s) => s.close()));
function open(deps = {}): { store: Store; dbName: string } {
  const t = testStore(deps);
  opened.push(t.store);
  return t;
}

const played = (handId: string, at?: number): PlayedHand => ({
  handId,
  facts: null,
  score: { deltas: [1, -1, 0], unit: 'points', breakdown: [] },
  dealer: 0,
  ...(at === undefined ? {} : { at })
});
const table = (id = 't1', hands = [played('h1', 5_000), played('h2', 9_000)]) => ({
  id,
  kind: 'play' as const,
  game: 'droggn',
  players: [{ name: 'Anna' }, { name: 'Bot 1', bot: true }, { name: 'Bot 2', bot: true }],
  settings: {},
  firstDealer: 0,
  hands
});

describe('keeping the accuracy of a hand', () => {
  it('keeps it with the game, the hand’s place and when it finished, from the stored session; a reload reads it', async () => {
    const { store, dbName } = open();
    await store.createSession(table());
    expect(await store.keepAccuracy('t1', 'h2', 0, 87)).toEqual({ sessionId: 't1', handId: 'h2', seat: 0, game: 'droggn', hand: 1, accuracy: 87, at: 9_000 });
    const again = new Store({ dbName, storageManager: undefined });
    opened.push(again);
    expect(await again.accuracies()).toEqual([{ sessionId: 't1', handId: 'h2', seat: 0, game: 'droggn', hand: 1, accuracy: 87, at: 9_000 }]);
    expect(await again.accuracyCount()).toBe(1);
  });

  it('a hand stored before `at` existed is dated when its accuracy is kept', async () => {
    const { store } = open();
    await store.createSession(table('t1', [played('old')]));
    const row = await store.keepAccuracy('t1', 'old', 0, 50);
    expect(row.at).toBeGreaterThan(1_700_000_000_000);
  });

  it('the first figure stays: a second look or a second tab writes nothing', async () => {
    const { store, dbName } = open();
    const other = new Store({ dbName, storageManager: undefined });
    opened.push(other);
    await store.createSession(table());
    // Both tabs at once: one row, and both are told the same.
    const [a, b] = await Promise.all([store.keepAccuracy('t1', 'h1', 0, 70), other.keepAccuracy('t1', 'h1', 0, 71)]);
    expect(a).toEqual(b);
    expect(await store.keepAccuracy('t1', 'h1', 0, 12)).toEqual(a);
    expect((await other.accuracies()).map((r) => r.accuracy)).toEqual([a.accuracy]);
  });

  it('refuses what is not a person’s finished hand, or not a figure from 0 to 100, with a message, and changes nothing', async () => {
    const { store } = open();
    await store.createSession(table());
    await store.createSession({ ...table('sheet', []), kind: 'score' });
    await store.keepAccuracy('t1', 'h1', 0, 90);
    const before = await store.accuracies();
    const refused: [string, string, number, number, RegExp][] = [
      ['t1', 'h1', 0, 101, /^An accuracy is a whole number from 0 to 100, not 101\. Nothing was changed\.$/],
      ['t1', 'h1', 0, 87.5, /not 87\.5/],
      ['t1', 'h1', 0, Number.NaN, /not NaN/],
      ['t1', 'h1', 0, -1, /not -1/],
      ['nope', 'h1', 0, 50, /^There is no session nope\.$/],
      ['t1', 'h9', 0, 50, /^Hand h9 is no finished hand of session t1\. Nothing was changed\.$/],
      ['sheet', 'h1', 0, 50, /^Hand h1 is no finished hand of session sheet\./],
      ['t1', 'h2', 1, 50, /^Seat 1 of session t1 is no person's: only a person's cards have an accuracy kept\. Nothing was changed\.$/],
      ['t1', 'h2', 3, 50, /^Seat 3 of session t1 is no person's/],
      ['t1', 'h2', 0.5, 50, /^Seat 0\.5 /]
    ];
    for (const [s, h, seat, acc, message] of refused) {
      const error = await store.keepAccuracy(s, h, seat, acc).catch((e: unknown) => e);
      expect(error, `${s} ${h} ${seat} ${acc}`).toMatchObject({ name: 'StoreError', message: expect.stringMatching(message) });
      expect((error as { text: { de: string } }).text.de).toBeTruthy();
    }
    expect(await store.accuracies()).toEqual(before);
  });

  it('goes with its session when the session is deleted, and only with it', async () => {
    const { store } = open();
    await store.createSession(table('t1'));
    await store.createSession(table('t2'));
    await store.keepAccuracy('t1', 'h1', 0, 60);
    await store.keepAccuracy('t1', 'h2', 0, 70);
    await store.keepAccuracy('t2', 'h1', 0, 80);
    await store.deleteSession('t1');
    expect((await store.accuracies()).map((r) => [r.sessionId, r.accuracy])).toEqual([['t2', 80]]);
  });

  it('in memory the same, and a store that falls back to memory keeps what was on disk', async () => {
    const mem = open({ indexedDB: undefined }).store;
    await mem.createSession(table());
    await mem.keepAccuracy('t1', 'h1', 0, 40);
    expect(await mem.keepAccuracy('t1', 'h1', 0, 41)).toMatchObject({ accuracy: 40 });
    await expect(mem.keepAccuracy('t1', 'h1', 2, 41)).rejects.toMatchObject({ code: 'invalid' });
    await mem.deleteSession('t1');
    expect(await mem.accuracyCount()).toBe(0);

    const { store } = open();
    await store.createSession(table());
    await store.keepAccuracy('t1', 'h1', 0, 55);
    const proto = IDBObjectStore.prototype as unknown as { put: (...a: unknown[]) => unknown };
    const put = proto.put;
    proto.put = function () {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      await store.keepAccuracy('t1', 'h2', 0, 65);
    } finally {
      proto.put = put;
    }
    expect(store.status.state).toBe('full');
    expect((await store.accuracies()).map((r) => r.accuracy).sort()).toEqual([55, 65]);
  });
});
