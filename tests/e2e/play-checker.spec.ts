import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fastBots, startGame, takeAction, tableMark, waitForChange, waitForTurn, watchErrors } from './table-helpers';
import { openSettings, shot } from './fixtures/app';

// The play checker (issue 30 item 3) at phone size, by touch: with the setting on, a card the
// person plays with a choice is judged in the bot worker as the hand's analysis will judge it, and
// a costly card is marked at the table; off (the default), nothing is.
//
// The deal: Dobbm, four players, test seed 3 (the deal's seed, and seat 3 deals first), the rule
// bots in the other seats thinking by count. The person passes and says "good" to the doubles (the
// first choice each time), then, at trick 1, holds the King and the 10 of leaves: the 10 costs
// about 6.8 Schilling against the King: an inaccuracy since the verdicts became shares of Dobbm's
// scale (a mistake from 7.4), a mistake when the spec was written. Found by a unit-level search: the table played
// out as the app plays it (rule bots, `decisionSeed`, the person taking the first choice), every
// legal card of each of the person's card decisions judged with insight/check-card.ts; seed 3's
// first card is the first with a mistake among seeds 1 to 12.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const TEN = /^(10 of leaves|Laub-10)$/;

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** The person's choices until their first card, then the 10 of leaves tapped (a finger on its visible strip). */
async function playTheTen(page: Page): Promise<void> {
  const ten = page.locator('.hand .slot.ok').and(page.getByRole('button', { name: TEN }));
  // Only the choices (the bidding, the doubles) are taken here: the first card is the test's.
  for (let i = 0; i < 40; i++) {
    await waitForTurn(page);
    if (await page.locator('.hand .slot.ok').count()) break;
    if (await page.locator('.choices button').count()) await takeAction(page);
  }
  await expect(ten).toHaveCount(1);
  await expect(page.locator('.hand .slot.ok')).toHaveCount(2);
  const mark = await tableMark(page);
  await ten.tap({ position: { x: 6, y: 12 } });
  await waitForChange(page, mark);
}

test('with the play checker on (set in Settings), a costly card is marked right after it is played, said politely, and dismissed by touch', async ({
  page
}) => {
  const errors = watchErrors(page);
  await fastBots(page, 30, 3);
  // The setting, switched on in Settings as a person would.
  await openSettings(page);
  const box = page.getByRole('checkbox', { name: /Play checker/ });
  await expect(box).not.toBeChecked();
  await box.tap();
  await expect(box).toBeChecked();
  await axe(page);
  await startGame(page, 'dobbm', 4);
  await playTheTen(page);
  const note = page.getByTestId('check-mark');
  await expect(note).toHaveText(/^\?!\s*Inaccuracy: the King of leaves was a little better \(about 6\.8 Schilling\)\.\s*×$/);
  // Said in a polite live region (never an alert), without the button's name.
  await expect(note.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  await expect(note.getByRole('status')).toHaveText(/^\?!\s*Inaccuracy: the King of leaves was a little better \(about 6\.8 Schilling\)\.$/);
  await shot(page, 'test-results/play-checker.png');
  await axe(page);
  // Dismissed by touch.
  await note.getByRole('button', { name: 'Dismiss the mark' }).tap();
  await expect(note).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the mark goes when the person plays on', async ({ page }) => {
  await fastBots(page, 30, 3);
  await page.addInitScript(() => localStorage.setItem('trull.playChecker', 'true'));
  await startGame(page, 'dobbm', 4);
  await playTheTen(page);
  const note = page.getByTestId('check-mark');
  await expect(note).toBeVisible();
  await waitForTurn(page);
  await takeAction(page);
  await expect(note).toHaveCount(0);
});

test('off by default: no mark for the same card', async ({ page }) => {
  const errors = watchErrors(page);
  await fastBots(page, 30, 3);
  await startGame(page, 'dobbm', 4);
  await page.getByRole('button', { name: /Menu/ }).tap();
  await expect(page.getByRole('checkbox', { name: /Play checker/ })).not.toBeChecked();
  await axe(page);
  await page.getByRole('button', { name: 'Close' }).tap();
  await playTheTen(page);
  // The bots play the trick out and it is the person's turn again: no check was asked, so none can come.
  await waitForTurn(page);
  await expect(page.locator('.hand .slot.ok').first()).toBeVisible();
  await expect(page.getByTestId('check-mark')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in German', async ({ page }) => {
  await fastBots(page, 30, 3);
  await page.addInitScript(() => {
    localStorage.setItem('trull.lang', 'de');
    localStorage.setItem('trull.playChecker', 'true');
  });
  await startGame(page, 'dobbm', 4);
  await playTheTen(page);
  await expect(page.getByTestId('check-mark')).toHaveText(/^\?!\s*Ungenauigkeit: Laub-König wäre etwas besser gewesen \(etwa 6,8 Schilling\)\.\s*×$/);
  await expect(page.getByRole('button', { name: 'Hinweis schließen' })).toBeVisible();
  await shot(page, 'test-results/play-checker-de.png');
  await axe(page);
});

// Clean clone 53 and the CI of stop 45: the first test's box was tapped before the prerendered
// Settings page had started. The browser ticked it, no code heard it, and the table opened with the
// checker off. The page is inert until the app has started (app.html), so a tap waits for it.
test('a tap on Settings before the app has started is not lost: the page takes taps only once it has started', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((ok) => (release = ok));
  await page.route('**/_app/immutable/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/settings/', { waitUntil: 'commit' });
  const box = page.getByRole('checkbox', { name: /Play checker/ });
  await expect(box).toBeVisible();
  // The tap is given while the app's code is held back, then the code comes.
  const tapped = box.tap();
  release();
  await tapped;
  await expect(box).toBeChecked();
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('main[data-ready="true"]')).toBeVisible();
  await expect(box).toBeChecked();
});
