import { expect, test } from '@playwright/test';
import { PHONE } from './measure';
import { fastBots, startGame, takeAction, waitForTurn } from './table-helpers';
import { shot } from './fixtures/app';

// Issue 13 item 8: the Droggn discard, chosen as a whole with a counter, the talon's cards marked,
// a chosen card taken back by a tap; laid away when the last is chosen.
test.use({ viewport: PHONE });

test('Droggn discard: "1 of 3", talon cards marked, a tap takes a chosen card back, the third lays all away', async ({ page }) => {
  test.setTimeout(180_000);
  await fastBots(page, 30, 9); // seed 9: the person's Ansager wins the bidding in the first hand
  const counter = page.locator('.discard strong');
  let found = false;
  let hand = 0;
  for (; hand < 10 && !found; hand++) {
    if (hand === 0) await startGame(page, 'droggn', 3);
    for (let i = 0; i < 200; i++) {
      if (await counter.isVisible()) {
        found = true;
        break;
      }
      const ansager = page.locator('.choices button', { hasText: /^Ansager/ });
      if (await ansager.count())
        await ansager
          .first()
          .click({ timeout: 2000 })
          .catch(() => {});
      else if (await page.locator('.hand .slot.ok').count()) {
        // Cards to tap: either this player's discard (the counter comes with it) or another's game.
        found = await counter.waitFor({ timeout: 2000 }).then(
          () => true,
          () => false
        );
        break;
      } else if (!(await takeAction(page))) await waitForTurn(page);
    }
    if (!found) {
      // Not this hand: play it out and deal the next.
      for (let i = 0; i < 300 && !(await page.getByRole('button', { name: 'Next hand' }).isVisible()); i++)
        if (!(await takeAction(page))) await waitForTurn(page);
      await page.getByRole('button', { name: 'Next hand' }).click();
    }
  }
  expect(found).toBe(true);
  // A tap in the loop may have landed as the discard came up: take such a card back first.
  for (let i = 0; i < 3 && (await page.locator('.hand .slot.raised').count()); i++) await page.locator('.hand .slot.raised').first().click();
  await expect(counter).toHaveText('Discard: 0 of 3');
  await expect(page.locator('.hand .tag')).toHaveCount(3);
  const slots = page.locator('.hand .slot');
  const before = await slots.count();
  const ok = page.locator('.hand .slot.ok:not(.raised)');
  await ok.first().click();
  await expect(counter).toHaveText('Discard: 1 of 3');
  await ok.first().click();
  await expect(counter).toHaveText('Discard: 2 of 3');
  // The chosen cards stand up, with their ticks, in room the hand keeps: clear of the tools above
  // it (they covered "Last trick" and "Our tricks" at 360×740, stop 45).
  await expect(page.locator('.hand .slot.raised')).toHaveCount(2);
  const tools = (await page.locator('.tools').boundingBox())!;
  for (const el of await page.locator('.hand .slot.raised .face, .hand .tick').all()) {
    const b = (await el.boundingBox())!;
    expect(b.y, 'a chosen card or its tick reaches over the tools').toBeGreaterThanOrEqual(tools.y + tools.height);
  }
  await shot(page, 'test-results/droggn-discard.png');
  // Take the first back: nothing was laid away yet.
  await page.locator('.hand .slot:has(.tick)').first().click();
  await expect(counter).toHaveText('Discard: 1 of 3');
  expect(await slots.count()).toBe(before);
  expect(await page.locator('.hand .slot.raised').count()).toBe(1);
  await ok.first().click();
  await expect(counter).toHaveText('Discard: 2 of 3');
  await ok.first().click();
  await expect(counter).toBeHidden({ timeout: 10_000 });
  await expect(slots).toHaveCount(before - 3);
  await expect(page.locator('.shown')).toContainText('Your discard (counts for you)');
});
