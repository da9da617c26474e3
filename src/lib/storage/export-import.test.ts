import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../../tests/helpers/storage';
import { droggnModule } from '../games/droggn';
import { newRecord, replay } from '../engine/record';
import type { GameModule } from '../engine/module';
import type { Session } from './storage';

const base = (id: string): Omit<Session, 'entries' | 'handIds' | 'createdAt' | 'updatedAt'> => ({
  id,
  kind: 'score',
  game: 'troccas',
  players: [{ name: 'Gion' }, { name: 'Mena' }, { name: 'Flurin' }, { name: 'Ursina' }],
  settings: {},
  firstDealer: 1
});

const droggn = droggnModule as unknown as GameModule;

/** The first hand of a played Droggn session as the table deals it, with its first `n` legal actions. */
function dealt(n: number) {
  const ctx = droggn.session.nextHand(droggn.session.start(4, 1, {}))!;
  const rec = newRecord(droggn.game, { ...ctx, settings: { ...ctx.settings } }, 42);
  for (let i = 0; i < n; i++) {
    // A bid rather than a pass, so the hand is still in progress.
    const legal = droggn.game.legal(replay(droggn.game, rec).state);
    rec.actions.push(legal[legal.length - 1]);
  }
  return rec;
}

async function filled() {
  const t = testStore();
  await t.store.putSession(base('a'));
  await t.store.appendEntry('a', { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 40 } });
  await t.store.putSession({ ...base('b'), kind: 'play', game: 'droggn', hands: [], openHand: 'hb' });
  await t.store.startHand('hb', 'b', dealt(3));
  await t.store.putGameSettings('troccas', { talk: false });
  await t.store.putLastPlayers([{ name: 'Gion' }]);
  await t.store.putMeta('tour', 'seen');
  return t;
}

describe('export and import', () => {
  it('round-trips everything into an empty store', async () => {
    const { store } = await filled();
    const file = await store.exportAll();
    expect(file.format).toBe('trull-export');
    const { store: other } = testStore();
    const res = await other.importData(JSON.stringify(file));
    expect(res).toEqual({
      ok: true,
      counts: {
        sessions: { added: 2, merged: 0, unchanged: 0 },
        hands: { added: 1, skipped: 0 },
        gameSettings: { added: 1, skipped: 0 },
        meta: { added: 2, skipped: 0 }
      }
    });
    const again = await other.exportAll();
    expect({ ...again, exportedAt: 0 }).toEqual({ ...file, exportedAt: 0 });
    expect((await other.getHandRecord('hb'))?.actions).toEqual(dealt(3).actions);
  });

  it('DO-SCORE-5: a file from before roundUp became a choice still imports (true reads as small, false as never); a wrong value is refused', async () => {
    const { store } = testStore();
    const sheet = (id: string, roundUp: unknown) => ({
      ...base(id),
      game: 'dobbm',
      settings: { roundUp },
      entries: [],
      handIds: [],
      createdAt: 1,
      updatedAt: 1
    });
    const empty = await testStore().store.exportAll();
    const file = (s: unknown[]) => JSON.stringify({ ...empty, sessions: s });
    const res = await store.importData(file([sheet('old-on', true), sheet('old-off', false)]));
    expect(res).toMatchObject({ ok: true });
    expect((await store.getSession('old-on'))?.settings.roundUp).toBe('small');
    expect((await store.getSession('old-off'))?.settings.roundUp).toBe('never');
    const bad = await store.importData(file([sheet('wrong', 'sometimes')]));
    expect(bad.ok).toBe(false);
    expect(await store.getSession('wrong')).toBeUndefined();
  });

  it('exports one session with its hands only', async () => {
    const { store } = await filled();
    const f = await store.exportSession('b');
    expect(f?.sessions.map((s) => s.id)).toEqual(['b']);
    expect(f?.hands.map((h) => h.id)).toEqual(['hb']);
    expect(f?.gameSettings).toEqual([]);
    expect(await store.exportSession('zzz')).toBeUndefined();
  });

  it('merges without overwriting: stored data wins, new entries and hands are added', async () => {
    const { store } = await filled();
    const file = await store.exportAll();
    // The same file changed elsewhere: a new entry, a changed name, a changed hand, new settings.
    file.sessions[0] = { ...file.sessions[0], players: [{ name: 'X' }, ...file.sessions[0].players.slice(1)] };
    const a = file.sessions.find((s) => s.id === 'a')!;
    a.entries = [...a.entries, { id: 'new-entry', createdAt: 5, entry: { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 32 } } }];
    file.hands[0].record.actions = dealt(4).actions;
    file.gameSettings[0].settings = { talk: true };
    const before = await store.exportAll();
    const res = await store.importData(file);
    expect(res.ok && res.counts).toEqual({
      sessions: { added: 0, merged: 1, unchanged: 1 },
      hands: { added: 0, skipped: 1 },
      gameSettings: { added: 0, skipped: 1 },
      meta: { added: 0, skipped: 2 }
    });
    const after = await store.exportAll();
    const sa = after.sessions.find((s) => s.id === 'a')!;
    expect(sa.entries.map((e) => e.id)).toEqual([...before.sessions.find((s) => s.id === 'a')!.entries.map((e) => e.id), 'new-entry']);
    expect(sa.players).toEqual(before.sessions.find((s) => s.id === 'a')!.players);
    expect(after.hands).toEqual(before.hands);
    expect(after.gameSettings).toEqual(before.gameSettings);
  });

  it.each([
    ['not json {', /not valid JSON/],
    [JSON.stringify({ hello: 'world' }), /not a Trull export/],
    [JSON.stringify([1, 2]), /not a Trull export/],
    [JSON.stringify({ format: 'trull-export', version: 99, sessions: [], hands: [], gameSettings: [] }), /newer version/],
    [JSON.stringify({ format: 'trull-export', version: 1, sessions: [{ id: 'x' }], hands: [], gameSettings: [] }), /damaged.*sessions\[0\]\.kind/],
    [JSON.stringify({ format: 'trull-export', version: 1, sessions: [], hands: [{ id: 'h' }], gameSettings: [] }), /damaged/],
    [JSON.stringify({ format: 'trull-export', version: 1, sessions: [], gameSettings: [] }), /damaged/]
  ])('refuses %s with a clear message and changes nothing', async (text, message) => {
    const { store } = await filled();
    const before = await store.exportAll();
    const res = await store.importData(text);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error.en).toMatch(message);
    expect(!res.ok && res.error.de.length).toBeGreaterThan(10);
    expect({ ...(await store.exportAll()), exportedAt: 0 }).toEqual({ ...before, exportedAt: 0 });
  });

  it('refuses a file whose hand has a broken action, even after good sessions', async () => {
    const { store } = await filled();
    const file = await store.exportAll();
    const { store: other } = testStore();
    await other.putSession(base('keep'));
    const bad = JSON.parse(JSON.stringify(file));
    bad.hands[0].record.actions[1] = 'play:XXI';
    const res = await other.importData(bad);
    expect(!res.ok && res.error.en).toMatch(/hands\[0\]\.record\.actions\[1\]/);
    expect((await other.listSessions()).map((s) => s.id)).toEqual(['keep']);
  });

  it('writes nothing when the transaction fails midway', async () => {
    const { store } = await filled();
    const file = await store.exportAll();
    const { store: other, dbName } = testStore();
    await other.putSession(base('keep'));
    const proto = IDBObjectStore.prototype as unknown as { put: (...a: unknown[]) => unknown };
    const put = proto.put;
    let calls = 0;
    proto.put = function (this: unknown, ...args: unknown[]) {
      if (++calls === 3) throw new DOMException('disk on fire', 'UnknownError');
      return put.apply(this, args);
    };
    try {
      const res = await other.importData(file);
      expect(!res.ok && res.error.en).toMatch(/nothing was changed/);
    } finally {
      proto.put = put;
    }
    // The failed write moved the store to memory with what was on disk: only 'keep'.
    expect(other.status.state).toBe('memory');
    expect((await other.listSessions()).map((s) => s.id)).toEqual(['keep']);
    other.close();
    const { Store } = await import('./storage');
    const reopened = new Store({ dbName });
    expect((await reopened.listSessions()).map((s) => s.id)).toEqual(['keep']);
    expect(await reopened.getHand('hb')).toBeUndefined();
  });
});
