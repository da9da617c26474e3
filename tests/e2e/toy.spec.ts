import { expect, test } from '@playwright/test';
import { fastBots, playHand, startGame, watchErrors } from './table-helpers';
import { expectTotals, newSheet } from './score-helpers';
import { shot } from './fixtures/app';

/**
 * docs/adding-a-game.md's proof in the browser: the toy game (src/lib/games/toy, one registry
 * line) plays a hand on the table and is scored in the scorekeeper, and players never see it
 * unless test games are switched on.
 */
const testGames = (page: import('@playwright/test').Page) => page.addInitScript(() => localStorage.setItem('trull.testGames', '1'));

test('players do not see the test-only toy game', async ({ page }) => {
  await page.goto('/play/');
  await expect(page.getByRole('radio', { name: /Droggn/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Toy/ })).toHaveCount(0);
  await page.goto('/score/new/');
  await expect(page.getByRole('button', { name: 'Droggn', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Toy', exact: true })).toHaveCount(0);
});

test('the toy game plays a hand on the table against bots, its breakdown naming the players', async ({ page }) => {
  const errors = watchErrors(page);
  await testGames(page);
  await fastBots(page);
  await startGame(page, 'toy', 3);
  const steps = await playHand(page);
  expect(steps).toBeGreaterThan(0);
  const summary = page.getByRole('region', { name: /End of the hand/ });
  await expect(summary.getByRole('rowheader', { name: /^You: tricks$/ })).toBeVisible();
  await expect(summary).not.toContainText('{seat');
  await shot(page, '/tmp/h10-toy-summary.png');
  expect(errors).toEqual([]);
});

test('the toy game is scored in the scorekeeper', async ({ page }) => {
  const errors = watchErrors(page);
  await testGames(page);
  await newSheet(page, 'Toy', ['Ada', 'Ben', 'Cleo'], { stake: '1' });
  await page.getByRole('button', { name: /Enter hand/ }).click();
  const form = page.locator('form.entry');
  await form.getByLabel('Ada: tricks').fill('2');
  await form.getByLabel('Ben: tricks').fill('0');
  await form.getByLabel('Cleo: tricks').fill('1');
  await expect(page.getByRole('region', { name: 'Breakdown' })).toContainText('Ada: tricks');
  await shot(page, '/tmp/h10-toy-entry.png');
  await page.getByRole('button', { name: 'Save hand' }).click();
  await expectTotals(page, ['1', '−1', '0']);
  expect(errors).toEqual([]);
});
