import { expect, test } from '@playwright/test';
import { openSettings } from './fixtures/app';
import { PHONE } from './measure';
import { fastBots, startGame, waitForTurn } from './table-helpers';

// Issue 13 item 9: select-then-confirm play, a setting: the first tap raises the card, the second plays it.
test.use({ viewport: PHONE });

test('with "tap twice" on, the first tap raises a card and the second plays it', async ({ page }) => {
  await fastBots(page, 30, 3);
  await openSettings(page);
  await page.getByRole('checkbox', { name: /Tap twice to play a card/ }).check();
  await startGame(page, 'dobbm', 4);
  const ok = page.locator('.hand .slot.ok');
  for (let i = 0; i < 100 && !(await ok.count()); i++) {
    const choice = page.locator('.choices button').first();
    if (await choice.count()) await choice.click({ timeout: 2000 }).catch(() => {});
    else await waitForTurn(page);
  }
  const slots = page.locator('.hand .slot');
  const before = await slots.count();
  const first = ok.first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.click();
  const card = page.locator('.hand .slot.raised');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toHaveAccessibleName(/tap again to play/);
  // Two frames drawn after the tap: a card played on the first tap would be gone by now.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await slots.count()).toBe(before);
  // A tap on another playable card moves the choice; a second tap on it plays it.
  if ((await ok.count()) > 1) {
    await ok.nth(1).click();
    await expect(page.locator('.hand .slot.raised')).toHaveCount(1);
    expect(await page.locator('.hand .slot.raised').getAttribute('aria-label')).not.toBe(name);
  }
  await page.locator('.hand .slot.raised').click();
  await expect(slots).toHaveCount(before - 1);
});

test('without the setting, one tap plays', async ({ page }) => {
  await fastBots(page, 30, 3);
  await startGame(page, 'dobbm', 4);
  const ok = page.locator('.hand .slot.ok');
  for (let i = 0; i < 100 && !(await ok.count()); i++) {
    const choice = page.locator('.choices button').first();
    if (await choice.count()) await choice.click({ timeout: 2000 }).catch(() => {});
    else await waitForTurn(page);
  }
  const slots = page.locator('.hand .slot');
  const before = await slots.count();
  await ok.first().click();
  await expect(slots).toHaveCount(before - 1);
});
