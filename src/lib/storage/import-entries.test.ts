import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../../tests/helpers/storage';
import { loadModule } from '../games/loaders';
import { checkEntry, foldLedger, handOp, sessionSettings } from '../scorekeeper/ledger';
import { visibleFields, type EntryValues } from '../scorekeeper/entry';
import type { GameModule } from '../engine/module';
import { newRecord, replay } from '../engine/record';

/**
 * Issue 27, item 3: an imported score sheet holds only entries its form would have saved. One
 * impossible entry in a file refuses the whole file, naming the entry; nothing is stored.
 */
const GAMES = ['droggn', 'troccas', 'dobbm', 'troggen'] as const;
const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora'];

/**
 * The values a table would enter for a hand played out in the app (the game's own entryFromFacts,
 * read back field by field), the first of a few seeds that `want` accepts; checked by the form.
 */
function validValues(mod: GameModule, players: number, want: (v: EntryValues) => boolean = () => true): EntryValues {
  const settings = sessionSettings(mod, players, {});
  const fields = mod.entryForm(players, settings);
  const sheet = foldLedger(mod, { game: mod.game.id, players, settings: {}, firstDealer: 0 }, []);
  const ctx = sheet.next!;
  for (let seed = 1; seed <= 40; seed++) {
    const rec = newRecord(mod.game, { ...ctx, settings: { ...settings, ...ctx.settings } }, seed);
    let state = replay(mod.game, rec).state;
    for (let i = 0; mod.game.toAct(state) !== null; i++) {
      const legal = mod.game.legal(state);
      state = mod.game.apply(state, legal[(seed * 7 + i * 13) % legal.length]) as typeof state;
    }
    const entry = mod.entryFromFacts(mod.game.facts(state), players, ctx.dealer, rec.context.settings) as unknown as Record<string, unknown>;
    const at = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], entry);
    const v: EntryValues = {};
    for (let round = 0; round < 6; round++) for (const f of visibleFields(fields, v)) if (at(f.key) !== undefined) v[f.key] = at(f.key) as EntryValues[string];
    for (const key of Object.keys(v)) if (!visibleFields(fields, v).some((f) => f.key === key)) delete v[key];
    if (want(v) && !('error' in checkEntry(mod, sheet, v))) return v;
  }
  throw new Error(`no entry for ${mod.game.id}`);
}

/** The same values with one field made impossible: a number far out of range, or a made-up choice. */
function impossible(mod: GameModule, players: number, v: EntryValues): EntryValues {
  const fields = visibleFields(mod.entryForm(players, sessionSettings(mod, players, {})), v);
  const num = fields.find((f) => f.kind === 'number' && f.max !== undefined);
  if (num) return { ...v, [num.key]: 999 };
  const choice = fields.find((f) => f.kind === 'choice')!;
  return { ...v, [choice.key]: 'no-such-choice' };
}

async function fileWith(game: string, players: number, values: EntryValues[], names = NAMES.slice(0, players)) {
  const { store } = testStore();
  const empty = await store.exportAll();
  const entries = values.map((v, i) => ({ id: `e${i + 1}`, createdAt: i + 1, entry: handOp(v) }));
  const session = {
    id: 'sheet',
    kind: 'score',
    game,
    players: names.map((name) => ({ name })),
    settings: {},
    firstDealer: 0,
    entries,
    handIds: [],
    createdAt: 1,
    updatedAt: 1
  };
  return JSON.stringify({ ...empty, sessions: [session] });
}

describe('imported score-sheet entries pass the form’s own check (issue 27)', () => {
  it.each(GAMES)('%s: a file with one impossible entry is refused whole, naming it; the database is unchanged', async (game) => {
    const mod = (await loadModule(game))!;
    const players = mod.game.playerCounts[0];
    const ok = validValues(mod, players, (v) =>
      visibleFields(mod.entryForm(players, sessionSettings(mod, players, {})), v).some((f) => f.kind === 'number' || f.kind === 'choice')
    );
    const { store } = testStore();
    await store.putMeta('tour', 'seen');
    const before = await store.exportAll();
    // The good file imports (the check refuses only what the form refuses).
    const { store: other } = testStore();
    expect(await other.importData(await fileWith(game, players, [ok, ok]))).toMatchObject({ ok: true });
    const bad = await store.importData(await fileWith(game, players, [ok, impossible(mod, players, ok), ok]));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.en).toMatch(/entry 2 \(e2\)/);
      expect(bad.error.en).toMatch(/Nothing was changed/);
      expect(bad.error.de).toMatch(/Eintrag 2 \(e2\)/);
    }
    expect({ ...(await store.exportAll()), exportedAt: 0 }).toEqual({ ...before, exportedAt: 0 });
  });

  it('Droggn’s declarer points 999 (the form allows 0 to 74) are refused', async () => {
    const mod = (await loadModule('droggn'))!;
    const ok = validValues(mod, 3, (v) => typeof v.declarerPoints === 'number');
    const { store } = testStore();
    const res = await store.importData(await fileWith('droggn', 3, [{ ...ok, declarerPoints: 999 }]));
    expect(res.ok ? '' : res.error.en).toMatch(/entry 1 \(e1\): .*999, not a number from 0 to 74/);
    expect(await store.listSessions()).toEqual([]);
  });

  it.each([
    ['a line feed', 'An\nna'],
    ['a carriage return', 'An\rna'],
    ['a tab', 'An\tna']
  ])('a player name with %s is refused, as the forms refuse it', async (_what, name) => {
    const mod = (await loadModule('droggn'))!;
    const { store } = testStore();
    const res = await store.importData(await fileWith('droggn', 3, [validValues(mod, 3)], [name, 'Bert', 'Cilli']));
    expect(res.ok ? '' : res.error.en).toMatch(/name of player 1 holds a line break, a tab or another control character/);
    expect(await store.listSessions()).toEqual([]);
  });
});
