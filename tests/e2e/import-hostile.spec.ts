import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dumpDb, importText, openSettings, sampleExport } from './fixtures/app';
import { fastBots, startGame } from './table-helpers';

/**
 * Issue 15, items 4 and 5: import files from strangers (tests/fixtures/hostile/, made by
 * scripts/hostile-fixtures.ts). Each is refused with its record named, and the database is the
 * same byte for byte; afterwards a new game still deals.
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/hostile/${name}.json`, import.meta.url), 'utf8');

const CASES: [string, RegExp][] = [
  ['game-constructor', /session 1 \(hostile-play\): unknown game "constructor"/],
  ['game-tostring', /session 1 \(hostile-play\): unknown game "toString"/],
  ['illegal-action', /hand 1 \(hostile-hand\): action 75 \(bid:ansager\) is illegal/],
  ['forged-score', /hand 1 \(hostile-hand\): its stored score is not what its record scores/],
  ['forged-dealer', /hand 1 \(hostile-hand\): not the deal its session rules give/],
  ['settings-wrong-value', /game settings 1 \(troccas\): settings\.talk must be true or false/],
  ['proto-settings', /sessions\[0\]\.settings: the key "__proto__" is not allowed/],
  ['too-many-players', /session 2 \(hostile-score\): Troccas is played by 3, 4, 5, 6 players, not 7/],
  ['overlong-name', /session 2 \(hostile-score\): the name of player 1 is longer than 20 characters/],
  ['long-field', /sessions\[1\]\.entries\[0\]\.entry\.values\.points\.0: text of 50000 characters/],
  ['version-string', /"version" must be a whole number such as 1, not "1"/]
];

test('hostile import files are refused, each naming its record, and change nothing', async ({ page }) => {
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
  const huge = fixture('base').replace('"Adolf"', `"${'A'.repeat(30 * 1024 * 1024)}"`);
  expect(await importText(page, 'huge.json', huge)).toMatch(/too large to import \(30\.0 MB; a Trull export may have at most 10\.0 MB\)/);
  expect(JSON.stringify(await dumpDb(page))).toBe(before);

  // The good file these were made from is accepted, and a new Troccas game still deals.
  expect(await importText(page, 'base.json', fixture('base'))).toMatch(/2 new sessions/);
  await startGame(page, 'troccas', 4);
  await expect(page.locator('.hand')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
