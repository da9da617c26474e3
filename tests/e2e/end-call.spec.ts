import { expect, test } from '@playwright/test';
import { PHONE } from './measure';
import { fastBots, startGame } from './table-helpers';

// Issue 13 item 10: calling the end of the session changes the rest of it, so the table asks first.
test.use({ viewport: PHONE });

test('"Call the end of the session" asks for confirmation; cancelling changes nothing', async ({ page }) => {
  await fastBots(page, 30, 2);
  await startGame(page, 'dobbm', 4);
  await expect(page.getByRole('group', { name: 'Your hand' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  const call = page.getByRole('button', { name: 'Call the end of the session…' });
  await menu.click();
  await call.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Call the end of the session?' })).toBeVisible();
  await expect(dialog).toContainText('cannot be taken back');
  const yes = dialog.getByRole('button', { name: 'Yes, call the end' });
  expect((await yes.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Cancel: nothing was called, the menu still offers it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await menu.click();
  await expect(call).toBeEnabled();
  await call.click();
  await yes.click();
  await expect(dialog).toBeHidden();
  await menu.click();
  await expect(call).toBeDisabled();
  // Stored: a reload keeps it called.
  await page.reload();
  await menu.click();
  await expect(call).toBeDisabled();
});
