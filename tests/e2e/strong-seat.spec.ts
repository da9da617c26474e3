import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fastBots, playHand, startGame, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';
import { sampled } from '../helpers/scale';

// Issue 30 at phone size: after a hand against bots, the strong bot plays the same cards in the
// person's seat and both results stand side by side, both hands open in the replay; the deal of the
// day is played against strong bots, compared the same way, and its streak is kept.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

// Every game, rule bots in the other seats (startGame's default level), fixed seeds.
// Two games in `npm test`, the other two in `test:deep` (tests/helpers/scale.ts, `sampled`).
for (const [game, players, seed] of sampled(
  [
    ['dobbm', 4, 2],
    ['droggn', 3, 1],
    ['troccas', 4, 1],
    ['troggen', 4, 1]
  ] as const,
  ([g]) => g,
  ['droggn', 'troccas']
))
  test(`${game}: the strong bot’s result on the same deal beside yours, and both hands in the replay`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await fastBots(page, 30, seed);
    await startGame(page, game, players);
    await playHand(page);
    const section = page.getByTestId('strong-seat');
    await expect(section.getByRole('heading', { name: 'How would the strong bot have done?' })).toBeVisible();
    await section.getByRole('button', { name: 'Play it with the strong bot' }).click();
    // The progress line, then the two results side by side and their difference.
    await expect(section.getByTestId('strong-difference')).toHaveText(/^(\+|−)?\d+(\.\d+)?$/, { timeout: 60_000 });
    const table = section.getByTestId('strong-table');
    await expect(table.getByRole('columnheader', { name: 'You' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Strong bot' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Score/ })).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(/strong bot scored|more than the strong bot/);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `/tmp/strong-seat-${game}-summary.png`, true);
    await axe(page);
    // Your hand and the strong bot's, each in the replay (the bot's seat carries its name).
    const yours = await section.getByRole('link', { name: 'Your hand in the replay' }).getAttribute('href');
    await section.getByRole('link', { name: 'The strong bot’s hand in the replay' }).click();
    await expect(page.getByText(/^Step \d+ \/ \d+$/)).toBeVisible();
    await expect(page.getByRole('option', { name: 'As Strong bot' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: new RegExp(`^Replay: ${game}$`, 'i') })).toBeVisible();
    await shot(page, `/tmp/strong-seat-${game}-replay.png`);
    expect(yours).toMatch(/^\/replay\/\?session=.+&hand=.+/);
    await page.goto(yours!);
    await expect(page.getByText(/^Step \d+ \/ \d+$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

// Each game's deal of the day (its own cards for the date), the same steps.
for (const game of sampled(['dobbm', 'droggn', 'troccas', 'troggen'] as const, (g) => g, ['dobbm', 'troggen']))
  test(`${game}: the deal of the day against strong bots, compared with the strong bot, and the streak`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    // A fixed date: the day's deal and the streak do not depend on when the test runs.
    await page.clock.setFixedTime(new Date('2026-11-28T10:00:00'));
    await fastBots(page, 30, 2);
    await page.addInitScript((id) => {
      // Yesterday's deal, played on its day: today's makes a streak of two.
      if (!localStorage.getItem('trull.daily'))
        localStorage.setItem('trull.daily', JSON.stringify([{ game: id, day: '2026-11-27', playedOn: '2026-11-27', yours: 0, strong: 10 }]));
    }, game);
    await page.goto('/daily/');
    const card = page.getByTestId(`daily-${game}`);
    await expect(card.getByTestId('daily-streak')).toHaveText('Streak: 1 day');
    // The folds show the disclosure triangle the app's other folds have (a list item's marker).
    const missed = card.locator('summary', { hasText: 'Missed days' });
    await expect(missed).toHaveCSS('display', 'list-item');
    await missed.click();
    await expect(card.getByRole('button', { name: 'Thu 26 Nov' })).toBeVisible();
    await card.getByRole('button', { name: 'Play today’s deal' }).click();
    await playHand(page);
    // The comparison starts by itself; once it is in, the day is kept and the streak shown.
    await expect(page.getByTestId('strong-seat').getByTestId('strong-difference')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('daily-result')).toContainText('streak: 2 days');
    await shot(page, `/tmp/strong-seat-daily-${game}-summary.png`, true);
    await page.getByRole('link', { name: 'All days' }).click();
    await expect(card.getByTestId('daily-streak')).toHaveText('Streak: 2 days');
    await expect(card.getByText(/^Today: you/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Play today’s deal' })).toHaveCount(0);
    await shot(page, `/tmp/strong-seat-daily-${game}.png`, true);
    await axe(page);
    expect(errors).toEqual([]);
  });
