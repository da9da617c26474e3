import { expect, test } from '@playwright/test';
import { fastBots, startGame, tableMark, waitForChange, waitForTurn, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';

/** The toy game is the test game: it searches like the real ones (worlds from the view). */
async function testGames(page: import('@playwright/test').Page) {
  await page.addInitScript(() => localStorage.setItem('trull.testGames', '1'));
}

test.use({ viewport: { width: 360, height: 740 } });

test('a hint (issue 12): the search bot’s choice with its reason; the history marks the hand', async ({ page }) => {
  const errors = watchErrors(page);
  await testGames(page);
  await fastBots(page);
  let hinted = false;
  for (let seed = 1; seed < 8 && !hinted; seed++) {
    await page.addInitScript((s) => localStorage.setItem('trull.seed', String(s)), seed);
    await startGame(page, 'toy', 3);
    // Play until the hand is over; take a hint at the first decision with a real choice.
    for (let i = 0; i < 40; i++) {
      if (await page.getByRole('heading', { name: /End of the hand/ }).isVisible()) break;
      const cards = page.locator('.hand .slot.ok');
      const n = await cards.count();
      if (n === 0) {
        await waitForTurn(page);
        continue;
      }
      if (!hinted && n > 1) {
        await page.getByRole('button', { name: 'Hint' }).click();
        const hint = page.getByTestId('hint');
        await expect(hint).toContainText(/deals that fit what you have seen/);
        await expect(hint).toContainText(/(you|your side) comes? out ahead in \d+%|every choice scores/);
        await shot(page, '/tmp/hint.png');
        hinted = true;
      }
      const mark = await tableMark(page);
      // A short try, as takeAction's: the card may leave the hand between the look and the tap
      // (the hand redrawn as a bot's card lands); the loop looks again.
      await cards
        .first()
        .click({ timeout: 5000 })
        .catch(() => {});
      await waitForChange(page, mark);
    }
    if (hinted) {
      await expect(page.getByRole('heading', { name: /End of the hand/ })).toBeVisible();
      await page
        .getByRole('link', { name: /Hand history and replays/ })
        .first()
        .click();
      await expect(page.getByTestId('hints-taken')).toHaveText('1 hint taken');
    }
  }
  expect(hinted).toBe(true);
  expect(errors).toEqual([]);
});

test('a Droggn bid’s hint (issue 26) says how often each contract is made in deals that fit your cards', async ({ page }) => {
  const errors = watchErrors(page);
  await fastBots(page, 30, 2);
  await startGame(page, 'droggn', 3);
  await waitForTurn(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  const hint = page.getByTestId('hint');
  await expect(hint).toContainText(/60 deals that fit your cards/);
  await expect(hint).toContainText(/reach 37 .*Solo in \d+%/);
  expect(errors).toEqual([]);
});

test('a Dobbm bid’s hint (issue 26) says how often each contract is made in deals that fit your cards', async ({ page }) => {
  const errors = watchErrors(page);
  // Seed 3: seat 3 deals, so the person speaks first (DO-BID-1) and may pass, bid Dobbm or Solo.
  await fastBots(page, 30, 3);
  await startGame(page, 'dobbm', 4);
  await waitForTurn(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  const hint = page.getByTestId('hint');
  await expect(hint).toContainText(/60 deals that fit your cards/);
  await expect(hint).toContainText(/more than 60 points .*Solo in \d+%/);
  expect(errors).toEqual([]);
});

test('a Dobbm discard’s hint (issue 26) is the strong bot’s searched set: its next card, the set and what it was weighed against', async ({ page }) => {
  const errors = watchErrors(page);
  // Seed 3: the person speaks first and may bid Dobbm; the bots let it be played.
  await fastBots(page, 30, 3);
  await startGame(page, 'dobbm', 4);
  await waitForTurn(page);
  await page
    .getByRole('group', { name: 'Your choice' })
    .getByRole('button', { name: /^Dobbm/ })
    .click();
  await expect(page.getByRole('status').first()).toContainText(/Discard: 0 of 4/);
  await page.getByRole('button', { name: 'Hint' }).click();
  const hint = page.getByTestId('hint');
  await expect(hint).toContainText(/part of the set .*: played on in 30 deals that fit what you have seen, it scores [−+]?\d/);
  await expect(hint).toContainText(/usual set, with the .* in place of the .*|no set one card away does clearly better/);
  // The card the hint names is the one marked in the hand.
  const card = (await hint.textContent())!.match(/Discard (.+?):/)![1];
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('.hinted')).toHaveAccessibleName(new RegExp(card));
  expect(errors).toEqual([]);
});

test('a Troccas interval’s hint (issue 26) is the learned model’s vote and its reckoning', async ({ page }) => {
  const errors = watchErrors(page);
  // Seed 101: the person speaks in the first interval.
  await fastBots(page, 30, 101);
  await startGame(page, 'troccas', 4);
  await expect(page.getByRole('button', { name: /Allow a throw-in/ })).toBeVisible();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('hint')).toContainText(/strong bot's model of this vote, learned from 12,000 hands, reckons/);
  expect(errors).toEqual([]);
});
