import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { dumpDb, importPath, importText, openSettings, sampleExport } from './fixtures/app';
import { fastBots, playHand, startGame } from './table-helpers';
import { HOSTILE_CASES as CASES } from '../fixtures/hostile/cases';

/**
 * Issue 15, items 4 and 5: import files from strangers (tests/fixtures/hostile/, made by
 * scripts/hostile-fixtures.ts). Each is refused with its record named, and the database is the
 * same byte for byte; afterwards a new game still deals.
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/hostile/${name}.json`, import.meta.url), 'utf8');

test('hostile import files are refused, each naming its record, and change nothing', async ({ page }, testInfo) => {
  await fastBots(page);
  await openSettings(page);
  expect(await importText(page, 'sample.json', sampleExport)).toMatch(/2 new sessions/);
  const before = JSON.stringify(await dumpDb(page));
  for (const [name, message] of CASES) {
    const shown = await importText(page, `${name}.json`, fixture(name));
    expect(shown, name).toMatch(message);
    expect(shown, name).toMatch(/Nothing was changed/);
    await expect(page.getByTestId('import-result')).toHaveAttribute('role', 'alert');
    expect(JSON.stringify(await dumpDb(page)), name).toBe(before);
  }
  // One field of 30 MB: the file is over the size limit and is not even parsed.
  const huge = testInfo.outputPath('huge.json');
  writeFileSync(huge, fixture('base').replace('"Adolf"', `"${'A'.repeat(30 * 1024 * 1024)}"`));
  expect(await importPath(page, huge)).toMatch(/too large to import \(30\.0 MB; a Trull export may have at most 10\.0 MB\)/);
  expect(JSON.stringify(await dumpDb(page))).toBe(before);

  // The good file these were made from is accepted, and a new Troccas game still deals.
  expect(await importText(page, 'base.json', fixture('base'))).toMatch(/2 new sessions/);
  await startGame(page, 'troccas', 4);
  await expect(page.locator('.hand')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Item 6: no refused record sent the store to memory: the new hand is on disk.
  await expect(page.getByText(/kept in memory only/)).toHaveCount(0);
  const disk = (await dumpDb(page)) as { hands?: { status: string }[] };
  expect(JSON.stringify(disk)).toContain('"status":"open"');
});

test('an export of hands played in the app passes every import check', async ({ page }) => {
  await fastBots(page);
  await startGame(page, 'troggen', 4);
  await playHand(page);
  await page.getByRole('button', { name: /Next hand/ }).click();
  await expect(page.locator('.hand')).toBeVisible();
  await openSettings(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export everything' }).click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  const file = JSON.parse(text) as { sessions: { hands?: unknown[]; openHand?: string }[] };
  expect(file.sessions[0].hands).toHaveLength(1);
  expect(file.sessions[0].openHand).toBeTruthy();
  // Every record is replayed and rescored on the way in; all of it is already here.
  expect(await importText(page, 'mine.json', text)).toMatch(/already here/);
});
