import { expect, test, type Page } from '@playwright/test';
import { fastBots } from './table-helpers';
import { newSheet } from './score-helpers';

/** Issue 15 item 9: one limit for names everywhere; the longest allowed name never widens the page. */
const LONGEST = 'W'.repeat(20);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use({ viewport: { width: 360, height: 740 } });

test('the play setup and the score sheet hold names to 20 characters', async ({ page }) => {
  await page.goto('/play/?game=droggn');
  const seat = page.getByLabel('Name of seat 1', { exact: true });
  await seat.fill('X'.repeat(30));
  await expect(seat).toHaveValue('X'.repeat(20));
  await page.goto('/score/new/');
  const first = page.getByPlaceholder('Player 1', { exact: true });
  await first.fill('Y'.repeat(10_000));
  await expect(first).toHaveValue('Y'.repeat(20));
});

test('the longest name never widens the table or the score sheet at 360 px', async ({ page }) => {
  await fastBots(page, 400);
  await page.goto('/play/?game=droggn');
  await page.getByRole('radio', { name: '3', exact: true }).check();
  for (let i = 0; i < 3; i++) await page.getByLabel(`Name of seat ${i + 1}`, { exact: true }).fill(LONGEST.slice(0, 19) + 'XYZ'[i]);
  await page.getByRole('button', { name: 'Deal' }).click();
  await page.waitForURL(/\/play\/table\//);
  await expect(page.locator('.hand')).toBeVisible();
  await expect(page.getByText(LONGEST.slice(0, 19) + 'Y').first()).toBeAttached();
  await page.screenshot({ path: '/tmp/h15-names-table.png' });
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await newSheet(page, 'Dobbm', [LONGEST, LONGEST.replace(/W$/, 'V'), LONGEST.replace(/W$/, 'U'), 'Done']);
  await page.screenshot({ path: '/tmp/h15-names-sheet.png', fullPage: true });
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.goto('/settings/');
  await expect(page.locator('main[data-ready="true"]')).toBeVisible();
  await page.screenshot({ path: '/tmp/h15-names-settings.png', fullPage: true });
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});
