import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { asPlay, toTable } from './app-store';
import { isStoreError } from '../storage/storage';
import { testStore, writeV1, type V1Fixture } from '../../../tests/helpers/storage';
import fixture from '../../../tests/fixtures/db-v1.json';

describe('the table on stored sessions', () => {
  it('a played session stored before the table kept hands or bot flags opens as a table with none', async () => {
    const { store, dbName } = testStore();
    await writeV1(dbName, fixture as V1Fixture);
    const [play, score] = await store.listSessions();
    expect(play.kind === 'play' && play.hands).toBeUndefined();
    const table = toTable(asPlay(play));
    expect(table.hands).toEqual([]);
    expect(table.players).toEqual([
      { name: 'Anna', bot: false },
      { name: 'Bert', bot: false },
      { name: 'Cilli', bot: false },
      { name: 'Done', bot: false }
    ]);
    expect(() => asPlay(score)).toThrow(/is a score sheet, not a table/);
    try {
      asPlay(score);
    } catch (e) {
      expect(isStoreError(e, 'invalid') && e.text.de).toMatch(/ist ein Schreibblock, kein Tisch/);
    }
    store.close();
  });
});
