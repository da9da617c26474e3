import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dumpDb, importText, openSettings, sampleExport, shot } from './fixtures/app';
import { startGame, watchErrors } from './table-helpers';

const v1 = JSON.parse(readFileSync(new URL('../fixtures/db-v1.json', import.meta.url), 'utf8'));

test.describe('stored data in real Chromium', () => {
  test('a database of the first schema version migrates when the app opens it', async ({ page }) => {
    // A page of the app's origin that runs none of its code, so the old database is written first.
    await page.goto('/manifest.webmanifest');
    await page.evaluate(async (fx) => {
      // The first version's schema, as migrations.ts step 1 creates it.
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open('trull', 1);
        r.onupgradeneeded = () => {
          r.result.createObjectStore('sessions', { keyPath: 'id' });
          r.result.createObjectStore('hands', { keyPath: 'id' });
          r.result.createObjectStore('gameSettings', { keyPath: 'game' });
          r.result.createObjectStore('meta');
        };
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      const tx = db.transaction(['sessions', 'hands', 'gameSettings', 'meta'], 'readwrite');
      for (const s of fx.stores.sessions) tx.objectStore('sessions').put(s);
      for (const h of fx.stores.hands) tx.objectStore('hands').put(h);
      for (const g of fx.stores.gameSettings) tx.objectStore('gameSettings').put(g);
      for (const m of fx.stores.meta) tx.objectStore('meta').put(m.value, m.key);
      await new Promise((ok) => (tx.oncomplete = ok));
      db.close();
    }, v1);

    await openSettings(page);
    const list = page.getByTestId('sessions');
    await expect(list).toContainText('Anna, Bert, Cilli, Done');
    await expect(list).toContainText('2 hands');
    await expect(list).toContainText('Troggen');
    await expect(list).toContainText('2 entries');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const db = (await dumpDb(page)) as Record<string, [unknown, Record<string, unknown>][]> & { version: number };
    expect(db.version).toBe(3);
    expect(db.actions.filter(([k]) => (k as string[])[0] === 'h-open-1').map(([, v]) => v.action)).toEqual([2, 7, 1, 8, 2]);
    expect(db.hands.map(([, h]) => [h.id, h.status, h.length])).toEqual([
      ['h-done-1', 'finished', 8],
      ['h-open-1', 'open', 5]
    ]);
    expect(db.meta).toContainEqual(['schemaVersion', 3]);
    // Version 3's store for the accuracy of a person's cards (issue 30 item 3): there, and empty.
    expect(db.accuracy).toEqual([]);

    // Exporting the migrated data gives the same hands back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export everything' }).click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(download.suggestedFilename()).toMatch(/^trull-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.hands.find((h: { id: string }) => h.id === 'h-open-1').record).toEqual(v1.stores.hands[1].record);
  });

  test('a malformed or foreign import is refused with a message and changes nothing', async ({ page }) => {
    await openSettings(page);
    expect(await importText(page, 'sample.json', sampleExport)).toMatch(/2 new sessions/);
    const before = await dumpDb(page);

    const damaged = JSON.parse(sampleExport);
    damaged.hands[0].record.actions[2] = 'XXI';
    for (const [name, text, message] of [
      ['broken.json', '{"format": "trull-export", "sessions": [', /not valid JSON/],
      ['other.json', JSON.stringify({ type: 'FeatureCollection', features: [] }), /not a Trull export/],
      ['damaged.json', JSON.stringify(damaged), /damaged.*actions\[2\].*Nothing was changed/]
    ] as const) {
      expect(await importText(page, name, text)).toMatch(message);
      await expect(page.getByTestId('import-result')).toHaveAttribute('role', 'alert');
      expect(await dumpDb(page)).toEqual(before);
    }
    // The same good file again adds nothing.
    expect(await importText(page, 'sample.json', sampleExport)).toMatch(/already here/);
    expect(await dumpDb(page)).toEqual(before);

    // One session alone.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export Dobbm/ }).click()]);
    const one = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(one.sessions.map((s: { id: string }) => s.id)).toEqual(['sample-play']);
    expect(one.hands.map((h: { id: string }) => h.id)).toEqual(['sample-hand']);
  });

  test('storage full from the start: the app says "full", nothing goes unhandled, and the game goes on (issue 27)', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    // A quota of one byte: every write, the first schema's too, is over it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 1 });
    await startGame(page, 'droggn', 3);
    await expect(page.locator('.hand .slot').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Storage full' })).toBeVisible();
    await expect(page.getByText(/Not saving|could not be opened/)).toHaveCount(0);
    // Only the store's own report of the quota; no uncaught error.
    expect(errors.filter((e) => !/cannot open IndexedDB QuotaExceededError|Failed to load resource/.test(e))).toEqual([]);
  });

  test('the settings page at phone size', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await openSettings(page);
    await importText(page, 'sample.json', sampleExport);
    await shot(page, 'test-results/settings-360.png', true);
    // The page's own content fits the width (the navigation bar above it belongs to the layout).
    const width = await page.evaluate(() => Math.max(...[...document.querySelectorAll('main, main *')].map((e) => e.getBoundingClientRect().right)));
    expect(width).toBeLessThanOrEqual(360);
    await importText(page, 'broken.json', '{');
    await page.getByTestId('import-result').scrollIntoViewIfNeeded();
    await shot(page, 'test-results/settings-360-error.png');
  });
});
