import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../../tests/helpers/storage';
import { moduleFor } from '../games/modules';
import { newRecord } from '../engine/record';
import { MAX_IMPORT_CHARS } from './limits';
import { HOSTILE_CASES as HOSTILE } from '../../../tests/fixtures/hostile/cases';

/** Issue 15 items 4 and 5: files from strangers (tests/fixtures/hostile/, made by scripts/hostile-fixtures.ts). */
const fixture = (name: string) => readFileSync(`tests/fixtures/hostile/${name}.json`, 'utf8');

/** After any refused import the app must still deal every game (a bad record once broke Troccas). */
async function dealsEveryGame(store: ReturnType<typeof testStore>['store']) {
  for (const id of ['droggn', 'dobbm', 'troggen', 'troccas']) {
    const mod = moduleFor(id)!;
    const n = mod.game.playerCounts[0];
    const players = Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
    await store.putSession({ id: `deal-${id}`, kind: 'play', game: id, players, settings: (await store.getGameSettings(id)) ?? {}, firstDealer: 0 });
    const ctx = mod.session.nextHand(mod.session.start(n, 0, {}))!;
    await store.startHand(`deal-${id}-h`, `deal-${id}`, newRecord(mod.game, ctx, 7));
  }
}

describe('import refuses files from strangers, names the record and changes nothing', () => {
  it('accepts the good file the hostile ones are made from', async () => {
    const { store } = testStore();
    const res = await store.importData(fixture('base'));
    expect(res.ok).toBe(true);
  });

  for (const [name, message] of HOSTILE)
    it(`${name}: refused with its record named; the store unchanged; every game still deals`, async () => {
      const { store } = testStore();
      await store.importData(fixture('base'));
      const before = await store.exportAll();
      const res = await store.importData(fixture(name).replaceAll('hostile-', 'other-').replace('other-entry', 'hostile-entry'));
      expect(res.ok).toBe(false);
      expect(!res.ok && res.error.en.replaceAll('other-', 'hostile-')).toMatch(message);
      expect(!res.ok && res.error.en).toMatch(/Nothing was changed\.$/);
      expect(!res.ok && res.error.de).toMatch(/Nichts wurde geändert\.$/);
      expect({ ...(await store.exportAll()), exportedAt: 0 }).toEqual({ ...before, exportedAt: 0 });
      await dealsEveryGame(store);
    });

  it('a file over the size limit is refused before it is read, with its size', async () => {
    const { store } = testStore();
    const huge = fixture('base').replace('"Adolf"', `"${'x'.repeat(MAX_IMPORT_CHARS)}"`);
    const res = await store.importData(huge);
    expect(!res.ok && res.error.en).toMatch(/too large to import \(10\.0 MB; a Trull export may have at most 10\.0 MB\)/);
    expect((await store.exportAll()).sessions).toEqual([]);
  });

  it('a settings key the game does not have is refused with its name, as the tools and hand links refuse it (issue 27)', async () => {
    const { store } = testStore();
    const f = JSON.parse(fixture('base'));
    f.gameSettings[0].settings = { talk: false, catchUp: true, knocking: true };
    const res = await store.importData(f);
    expect(!res.ok && res.error.en).toMatch(/game settings 1 \(troccas\): settings\.catchUp is no setting of this game/);
    expect(await store.getGameSettings('troccas')).toBeUndefined();
    f.gameSettings[0].settings = { talk: false, knocking: true };
    expect((await store.importData(f)).ok).toBe(true);
    expect(await store.getGameSettings('troccas')).toEqual({ talk: false, knocking: true });
  });
});
