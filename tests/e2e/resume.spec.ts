import { expect, test, type Page } from '@playwright/test';
import { fastBots, saved, settled, startGame, takeAction, waitForTurn, watchErrors } from './table-helpers';

/** What the person holding the phone sees: the cards in hand and on the table, and whose turn. */
async function snapshot(page: Page) {
  const labels = (sel: string) => page.locator(`${sel} [role="img"]`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return {
    hand: await labels('.hand'),
    trick: await labels('.trick'),
    status: await page.locator('.status strong').innerText(),
    choices: await page.locator('.choices button').allInnerTexts(),
    seats: await page.locator('.seat').allInnerTexts()
  };
}

/** Take `n` actions as the person, waiting for the bots in between; stop on our turn. */
async function act(page: Page, n: number) {
  for (let done = 0; done < n;) {
    const next = page.getByRole('button', { name: 'Next hand' });
    if (await next.isVisible()) await next.click({ timeout: 5000 }).catch(() => {});
    else if (await takeAction(page)) done++;
    else await waitForTurn(page);
  }
  // Wait until it is our turn again, so no bot move is pending when the page closes, and until a
  // just-finished trick has left the table (it stays in view for a moment).
  await expect(page.locator('.status strong')).toContainText('Your turn', { timeout: 20_000 });
  await expect(page.locator('.choices button, .hand .slot.ok').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.trick.held')).toHaveCount(0, { timeout: 20_000 });
  await saved(page);
  await settled(page);
}

const GAMES: [string, number, number][] = [
  ['droggn', 3, 6],
  ['dobbm', 4, 4],
  ['troggen', 4, 5],
  ['troccas', 4, 6]
];

for (const [game, players, steps] of GAMES) {
  test(`${game}: closing the page in the middle of a hand and opening it again resumes exactly`, async ({ page, context }) => {
    const errors = watchErrors(page);
    await fastBots(page);
    await startGame(page, game, players);
    await act(page, steps);
    const before = await snapshot(page);
    const url = page.url();
    await page.close();

    const again = await context.newPage();
    const errors2 = watchErrors(again);
    await again.goto('/play/');
    // The game in progress is listed (at whatever hand it has reached).
    await again.locator('.saved a').first().click();
    await expect(again).toHaveURL(url);
    await expect(again.locator('.status strong')).toContainText('Your turn');
    // The table comes in slices (the hand's cards and their faces a few per frame): look until
    // it is whole, then it must be exactly what was there before.
    await expect.poll(() => snapshot(again), { timeout: 10_000 }).toEqual(before);
    expect([...errors, ...errors2]).toEqual([]);
  });
}
