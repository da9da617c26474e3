import { expect, test, type Locator, type Page } from '@playwright/test';
import { saved, startGame, tableMark, waitForChange, watchErrors } from './table-helpers';

// Claim the rest (issue 29) at phone size: a claim made too early is refused with the reason and
// play goes on; a bot claims and every hand shows face up before the summary. The pace waits for a tap after each trick, so the claim's face-up
// hands stay until tapped; seeded deals and bots make each path the same on every run.
test.use({ viewport: { width: 360, height: 740 } });

async function setUp(page: Page, seed: number): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('trull.seed', String(s));
    localStorage.setItem('trull.pace', 'tap');
  }, seed);
}

/**
 * One step of the person's play, once the table offers something: tap a held trick, else take the
 * first choice (bids, doubles), else play the first playable card.
 */
async function step(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('button.trick.held, .choices button, .hand .slot.ok, [data-testid=claim], [data-testid=claim-offer], .alert') !== null ||
      [...document.querySelectorAll('h2')].some((h) => /End of the hand/.test(h.textContent ?? ''))
  );
  const quick = { timeout: 2000 };
  const mark = await tableMark(page);
  // A tap, then the table's answer to it (see takeAction).
  const tap = async (el: Locator) => {
    await el.click(quick).catch(() => {});
    await waitForChange(page, mark);
    await saved(page);
  };
  const held = page.locator('button.trick.held');
  if (await held.isVisible()) return tap(held);
  // Troccas's talk: the person goes on (the group's first phrase), never throws the hand in.
  const goOn = page.locator('.choices button[data-group]', { hasText: /^Go on/ });
  if (await goOn.isVisible()) return tap(goOn);
  // A choice itself, not a button that opens a group of them (Choices.svelte).
  const choice = page.locator('.choices button:not([data-group]):not(.back)').first();
  if (await choice.isVisible()) return tap(choice);
  const card = page.locator('.hand .slot.ok').first();
  if (await card.isVisible()) await tap(card);
}

const over = (page: Page) => page.getByRole('heading', { name: /End of the hand/ });

test('a claim made while the others can still take a trick is refused with the reason, and play goes on', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, 1);
  await startGame(page, 'troccas', 4, [0], undefined, 'normal');
  // The claim is in the table menu (☰).
  const claim = page.getByRole('button', { name: /^Claim the rest/ });
  const menu = page.getByRole('button', { name: 'Menu' });
  const close = page.getByRole('button', { name: 'Close' });
  // The person's turn with 7 cards left: the claim is checked with every card open and refused.
  const myTurn = async () => (await page.locator('.hand .slot').count()) <= 7 && (await page.locator('.hand .slot.ok').count()) > 0;
  const ready = async () => {
    if (!(await myTurn())) return false;
    await menu.click();
    if (await claim.isEnabled({ timeout: 1000 }).catch(() => false)) return true;
    await close.click();
    return false;
  };
  for (let i = 0; i < 300 && !(await ready()); i++) await step(page);
  const cards = await page.locator('.hand .slot').count();
  await claim.click();
  await expect(page.getByRole('alert')).toHaveText(/^(Anna|Bernd|Clara) can still take a trick with the /);
  await page.screenshot({ path: 'test-results/claim-refused.png' });
  // Nothing changed: the same cards, still the person's turn.
  await expect(page.locator('.hand .slot')).toHaveCount(cards);
  await expect(page.locator('.hand .slot.ok').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a bot claims the rest: every hand face up, then the hand ends', async ({ page }) => {
  const errors = watchErrors(page);
  await setUp(page, 1);
  await startGame(page, 'troccas', 4, [0], undefined, 'normal');
  const shown = page.getByTestId('claim');
  for (let i = 0; i < 400 && !(await shown.isVisible()) && !(await over(page).isVisible()); i++) await step(page);
  await expect(shown).toContainText(/^(Anna|Bernd|Clara) claims the rest/);
  await page.screenshot({ path: 'test-results/claim-bot.png' });
  await shown.click();
  await expect(over(page)).toBeVisible();
  expect(errors).toEqual([]);
});
