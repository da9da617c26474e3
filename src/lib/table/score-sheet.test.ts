import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreSheetController, type SheetStore } from './score-sheet.svelte';
import { NewScoreSheet } from './new-score-sheet.svelte';
import { Store, StoreError, type ScoreSession } from '../storage/storage';
import { ALL_MODULES } from '../games/modules';
import { metaOf } from '../games/registry';
import type { GameModule } from '../engine/module';
import { testStore } from '../../../tests/helpers/storage';

const load = async (id: string): Promise<GameModule | undefined> => ALL_MODULES[id];
const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((x) => x.close()));

const players = [{ name: 'Anna' }, { name: 'Bert' }, { name: 'Cilli' }];
/** A toy sheet (three players, a session of `hands` hands) in a fresh database. */
async function toySheet(hands = 2, stake = 0) {
  const { store, dbName } = testStore();
  opened.push(store);
  const s = await store.createSession({ kind: 'score', game: 'toy', players, settings: { hands }, firstDealer: 0, stake });
  return { store, dbName, id: s.id };
}
async function controller(store: SheetStore, id: string) {
  const ctl = new ScoreSheetController(store, load);
  opened.push(ctl);
  await ctl.open(id);
  return ctl;
}
/** Enters one toy hand: tricks won by each seat. */
async function enter(ctl: ScoreSheetController, won: number[]) {
  ctl.newHand();
  ctl.values = Object.fromEntries(won.map((w, seat) => [`won.${seat}`, w]));
  return ctl.save();
}
async function stored(store: Store, id: string): Promise<ScoreSession> {
  const s = await store.getSession(id);
  if (s?.kind !== 'score') throw new Error(`no score sheet ${id}`);
  return s;
}
/** Waits until `ok` holds (another tab's news arrive through a BroadcastChannel, later). */
async function until(ok: () => boolean) {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
}

describe('ScoreSheetController', () => {
  it('opens a stored score sheet: its game, names and the fold of its ledger', async () => {
    const { store, id } = await toySheet();
    const ctl = await controller(store, id);
    expect(ctl.missing).toBe(false);
    expect(ctl.mod?.meta.id).toBe('toy');
    expect(ctl.names).toEqual(['Anna', 'Bert', 'Cilli']);
    expect(ctl.sheet?.lines).toEqual([]);
    expect(ctl.sheet?.next?.dealer).toBe(0);
  });

  it('reports a missing sheet, and a played session is no sheet', async () => {
    const { store } = await toySheet();
    expect((await controller(store, 'nope')).missing).toBe(true);
    const play = await store.createSession({ kind: 'play', game: 'toy', players, settings: {}, firstDealer: 0 });
    const ctl = await controller(store, play.id);
    expect(ctl.missing).toBe(true);
    expect(ctl.session).toBeNull();
  });

  it('ALL-1: a hand the game refuses shows why and stores nothing; a good one is stored and scored', async () => {
    const { store, id } = await toySheet();
    const ctl = await controller(store, id);
    ctl.newHand();
    ctl.values = { 'won.0': 2, 'won.1': 2, 'won.2': 0 };
    const refused = ctl.check(ctl.values);
    expect('error' in refused && refused.error.message.en).toBe('The three tricks add up to 3.');
    expect(await ctl.save()).toBe(false);
    expect(ctl.screen).toBe('entry');
    expect((await stored(store, id)).entries).toHaveLength(0);

    expect(await enter(ctl, [2, 1, 0])).toBe(true);
    expect(ctl.screen).toBe('sheet');
    expect(ctl.message).toEqual({ en: 'Hand 1 saved.', de: 'Spiel 1 gespeichert.' });
    expect((await stored(store, id)).entries).toHaveLength(1);
    expect(ctl.sheet?.totals).toEqual([1, 0, -1]);
    expect(ctl.sheet?.next?.dealer).toBe(1);
  });

  it('a correction replaces the hand in its place and keeps its history', async () => {
    const { store, id } = await toySheet(3);
    const ctl = await controller(store, id);
    await enter(ctl, [2, 1, 0]);
    await enter(ctl, [0, 0, 3]);
    ctl.correct(ctl.sheet!.lines[0]);
    expect(ctl.values).toEqual({ 'won.0': 2, 'won.1': 1, 'won.2': 0 });
    ctl.values = { 'won.0': 0, 'won.1': 3, 'won.2': 0 };
    expect(await ctl.save()).toBe(true);
    expect(ctl.message?.en).toBe('Hand 1 corrected.');
    expect(ctl.sheet!.lines.map((l) => l.values['won.1'])).toEqual([3, 0]);
    expect(ctl.sheet!.lines[0].history).toHaveLength(2);
    expect(ctl.sheet!.totals).toEqual([-2, 1, 1]);
  });

  it('leaving the form goes back to where it was opened from', async () => {
    const { store, id } = await toySheet();
    const ctl = await controller(store, id);
    await enter(ctl, [1, 1, 1]);
    ctl.newHand();
    ctl.cancelEntry();
    expect(ctl.screen).toBe('sheet');
    ctl.select(ctl.sheet!.lines[0]);
    expect(ctl.line?.no).toBe(1);
    ctl.correct(ctl.line!);
    ctl.cancelEntry();
    expect(ctl.screen).toBe('line');
    expect(ctl.editing).toBeNull();
  });

  it('a deleted hand leaves the totals and comes back with undo', async () => {
    const { store, id } = await toySheet(3);
    const ctl = await controller(store, id);
    await enter(ctl, [3, 0, 0]);
    await enter(ctl, [0, 3, 0]);
    expect(await ctl.remove(ctl.sheet!.lines[0])).toBe(true);
    expect(ctl.undo?.no).toBe(1);
    expect(ctl.sheet!.lines).toHaveLength(1);
    expect(ctl.sheet!.deleted).toHaveLength(1);
    expect(ctl.sheet!.totals).toEqual([-1, 2, -1]);
    expect(await ctl.restore(ctl.undo!.rootId)).toBe(true);
    expect(ctl.undo).toBeNull();
    expect(ctl.message?.en).toBe('Hand restored.');
    expect(ctl.sheet!.lines.map((l) => l.values['won.0'])).toEqual([3, 0]);
  });

  it('TOY-SESS-1: the session ends after its hands; the stored session says so, and a deletion reopens it', async () => {
    const { store, id } = await toySheet(2, 0.5);
    const ctl = await controller(store, id);
    await enter(ctl, [2, 1, 0]);
    expect((await stored(store, id)).ended).toBeUndefined();
    await enter(ctl, [0, 1, 2]);
    expect(ctl.sheet!.over).toBe(true);
    expect((await stored(store, id)).ended).toBe(true);
    expect(ctl.stakeIsMoney).toBe(true);
    expect(ctl.settlement!.balanced).toBe(true);
    await ctl.remove(ctl.sheet!.lines[1]);
    expect((await stored(store, id)).ended).toBe(false);
  });

  it('DR-SESS-1: the end is called once, at the point of the ledger where it was called', async () => {
    const { store } = testStore();
    opened.push(store);
    const s = await store.createSession({ kind: 'score', game: 'droggn', players: [...players, { name: 'Done' }], settings: {}, firstDealer: 0 });
    const ctl = await controller(store, s.id);
    expect(ctl.canCallEnd).toBe(true);
    expect(await ctl.callEnd()).toBe(true);
    expect(ctl.sheet!.endCalled).toBe(true);
    expect(ctl.canCallEnd).toBe(false);
    expect(await ctl.callEnd()).toBe(false);
    expect((await stored(store, s.id)).entries.map((e) => e.entry)).toEqual([{ v: 1, op: 'end' }]);
  });

  it('a write storage refuses shows why, in both languages, and changes nothing', async () => {
    const { store, id } = await toySheet();
    const refusing: SheetStore = Object.assign(Object.create(store) as Store, {
      appendEntry: () => Promise.reject(new StoreError('invalid', { en: 'no room.', de: 'kein Platz.' }))
    });
    const ctl = await controller(refusing, id);
    expect(await enter(ctl, [1, 1, 1])).toBe(false);
    expect(ctl.failure).toEqual({ en: 'Could not save: no room.', de: 'Konnte nicht speichern: kein Platz.' });
    expect(ctl.screen).toBe('entry');
    expect(ctl.sheet!.lines).toHaveLength(0);
  });

  it('two tabs on one sheet: each shows the other’s hands, and no write of one loses the other’s', async () => {
    const { store: a, dbName, id } = await toySheet(4);
    const b = new Store({ dbName, storageManager: undefined });
    opened.push(b);
    const tabA = await controller(a, id);
    const tabB = await controller(b, id);
    await enter(tabA, [3, 0, 0]);
    await until(() => tabB.sheet!.lines.length === 1);
    // Tab B deletes while tab A enters: both are kept, in the order they were stored.
    await Promise.all([tabB.remove(tabB.sheet!.lines[0]), enter(tabA, [0, 3, 0])]);
    await until(() => tabA.sheet!.deleted.length === 1 && tabB.sheet!.lines.length === 1);
    expect((await stored(a, id)).entries).toHaveLength(3);
    expect(tabA.sheet!.lines.map((l) => l.values['won.1'])).toEqual([3]);
    expect(tabB.sheet!.totals).toEqual(tabA.sheet!.totals);
  });
});

describe('NewScoreSheet', () => {
  const games = [metaOf('toy')!, metaOf('dobbm')!];
  async function form() {
    const { store } = testStore();
    opened.push(store);
    await store.putLastPlayers([{ name: 'Anna' }, { name: 'Bert' }]);
    const f = new NewScoreSheet(store, load, games);
    await f.open();
    return { f, store };
  }

  it('starts from the last table’s names and the game’s defaults', async () => {
    const { f } = await form();
    expect(f.ready).toBe(true);
    expect(f.names.slice(0, 3)).toEqual(['Anna', 'Bert', '']);
    expect(f.settings).toEqual({ hands: 2 });
  });

  it('bad input is refused with a message in both languages and stores nothing', async () => {
    const { f, store } = await form();
    f.names = ['Anna', 'Anna', 'Cilli'];
    expect(await f.start('en')).toBeNull();
    expect(f.error?.de).toBe('Jeder Spieler braucht einen anderen Namen.');
    f.names = ['Anna', 'Bert', 'x'.repeat(21)];
    expect(await f.start('en')).toBeNull();
    expect(f.error?.en).toMatch(/player 3 is too long/);
    f.names = ['Anna', 'Bert', ''];
    f.stake = '-1';
    expect(await f.start('en')).toBeNull();
    expect(f.error?.en).toBe('The stake is a number, 0 or more.');
    expect(await store.listSessions()).toEqual([]);
  });

  it('stores the sheet with a decimal-comma stake, an empty seat’s placeholder name and the names for next time', async () => {
    const { f, store } = await form();
    f.names = ['Anna', 'Bert', ''];
    f.stake = '0,5';
    f.firstDealer = 2;
    const id = await f.start('de');
    const s = await stored(store, id!);
    expect(s).toMatchObject({ kind: 'score', game: 'toy', firstDealer: 2, stake: 0.5, settings: { hands: 2 } });
    expect(s.players.map((p) => p.name)).toEqual(['Anna', 'Bert', 'Spieler 3']);
    expect((await store.getLastPlayers()).map((p) => p.name)).toEqual(['Anna', 'Bert', 'Spieler 3']);
    expect(await store.getGameSettings('toy')).toEqual({ hands: 2 });
  });

  it('DO-SCORE-4: a game whose settings hold the stake takes it from there', async () => {
    const { f, store } = await form();
    await f.pickGame('dobbm');
    expect(f.hasStakeSetting).toBe(true);
    expect(f.players).toBe(4);
    f.names = ['A', 'B', 'C', 'D'];
    const id = await f.start('en');
    const s = await stored(store, id!);
    expect(s.stake).toBe(Number(f.settings.stake));
  });
});
