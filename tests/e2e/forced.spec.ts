import { expect, test } from '@playwright/test';
import { startGame, watchErrors } from './table-helpers';

// "Play forced cards for me" (issue 29): with the setting on, the person's only legal card is
// played for them after the pace's pause and the status line says so; a real choice is theirs.
// The toy game's last trick is forced for every seat. The pace waits for a tap after each trick,
// so the held last trick (and the status line's words about it) stay until the test taps it.
test.use({ viewport: { width: 360, height: 740 } });

test('a forced last trick plays itself and the status line says it was played for you', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('trull.testGames', '1');
    localStorage.setItem('trull.seed', '5');
    localStorage.setItem('trull.pace', 'tap');
    localStorage.setItem('trull.autoForced', 'true');
  });
  await startGame(page, 'toy', 3);
  const status = page.locator('.status');
  const held = page.locator('button.trick.held');
  const playable = page.locator('.hand .slot.ok');
  const cardsLeft = page.locator('.hand .slot');
  const over = page.getByRole('heading', { name: /End of the hand/ });
  for (let i = 0; i < 200; i++) {
    // Something to do: a held trick to tap, a real choice of cards, or the end.
    await page.waitForFunction(() => {
      const s = document.querySelector('.status')?.textContent ?? '';
      return (
        document.querySelector('button.trick.held') !== null ||
        document.querySelectorAll('.hand .slot.ok').length > 1 ||
        (s.includes('Played for you') && document.querySelectorAll('.hand .slot').length === 0) ||
        [...document.querySelectorAll('h2')].some((h) => /End of the hand/.test(h.textContent ?? ''))
      );
    });
    if (await over.isVisible()) throw new Error('the hand ended without its forced last card said');
    if ((await cardsLeft.count()) === 0 && /Played for you/.test((await status.textContent()) ?? '')) break;
    if (await held.isVisible()) {
      await held.click();
      continue;
    }
    if ((await playable.count()) > 1) await playable.first().click();
  }
  // The person's last card went by itself, and the line says so.
  await expect(status).toContainText(/Played for you: .+, your only card\./);
  await page.screenshot({ path: 'test-results/forced-last-trick.png' });
  await held.click();
  await expect(over).toBeVisible();
  expect(errors).toEqual([]);
});

test('the setting is off by default and in the table menu', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('trull.testGames', '1');
    localStorage.setItem('trull.seed', '5');
    localStorage.setItem('trull.pace', '30');
  });
  await startGame(page, 'toy', 3);
  await page.getByRole('button', { name: /Menu|Menü/ }).click();
  const box = page.getByRole('checkbox', { name: /Play forced cards for me/ });
  await expect(box).not.toBeChecked();
  await box.check();
  expect(await page.evaluate(() => localStorage.getItem('trull.autoForced'))).toBe('true');
});
