import { expect, test, type Page } from '@playwright/test';
import { openSettings, shot } from './fixtures/app';
import { fastBots, playHand, startGame } from './table-helpers';
import { newSheet } from './score-helpers';

/** Issue 15 item 9: one limit for names everywhere; the longest allowed name never widens the page. */
const LONGEST = 'W'.repeat(20);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Every element showing a long name keeps it inside the screen, and where the name does not fit
 * its box it is cut with an ellipsis (or wraps), never spilling over its neighbours.
 */
async function namesFit(page: Page, name: string): Promise<number> {
  const problems = await page.evaluate(
    ([needle, width]) => {
      const out: string[] = [];
      let seen = 0;
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        if (typeof needle !== 'string') break;
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('');
        if (!own.includes(needle) || el.closest('[hidden], datalist, option, .visually-hidden')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        seen++;
        // A line inside a row that scrolls sideways (the contract strip) may sit beyond the screen's
        // edge: what counts is that the scrolling row itself stays inside the screen.
        let box: HTMLElement = el;
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (/(auto|scroll)/.test(getComputedStyle(a).overflowX)) {
            box = a;
            break;
          }
        }
        const b = box === el ? r : box.getBoundingClientRect();
        if (b.left < -1 || b.right > width + 1) out.push(`${el.tagName}.${el.className}: ${Math.round(r.left)}..${Math.round(r.right)}`);
        const css = getComputedStyle(el);
        const clipped = el.scrollWidth > el.clientWidth + 1;
        if (clipped && css.textOverflow !== 'ellipsis' && css.whiteSpace === 'nowrap') out.push(`${el.tagName}.${el.className}: cut without an ellipsis`);
      }
      return { out, seen };
    },
    [name, 360] as const
  );
  expect(problems.out).toEqual([]);
  return problems.seen;
}

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
  await shot(page, '/tmp/h15-names-table.png');
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await newSheet(page, 'Dobbm', [LONGEST, LONGEST.replace(/W$/, 'V'), LONGEST.replace(/W$/, 'U'), 'Done']);
  await shot(page, '/tmp/h15-names-sheet.png', true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await openSettings(page);
  await shot(page, '/tmp/h15-names-settings.png', true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test('long names are cut with an ellipsis on the table, its summary, the hand-off cover and the history (issue 15 item 9)', async ({ page }) => {
  await fastBots(page, 30);
  const names = ['W'.repeat(19) + 'A', 'W'.repeat(19) + 'B'];
  await startGame(page, 'dobbm', 4, [0, 2]);
  // startGame names the people; give them the longest names instead.
  await page.goto('/play/?game=dobbm');
  await page.getByRole('radio', { name: '4', exact: true }).check();
  const seats = page.locator('.seats li');
  for (let i = 0; i < 4; i++) {
    const box = seats.nth(i).getByRole('checkbox');
    if (i === 0 || i === 2) await box.uncheck();
    else await box.check();
  }
  await seats.nth(0).locator('input').first().fill(names[0]);
  await seats.nth(2).locator('input').first().fill(names[1]);
  for (const i of [1, 3])
    await seats
      .nth(i)
      .locator('input')
      .first()
      .fill('W'.repeat(19) + 'ZY'[i === 1 ? 0 : 1]);
  await page.getByRole('button', { name: 'Deal' }).click();
  await page.waitForURL(/\/play\/table\//);
  // The hand-off cover names the person to take the phone.
  await expect(page.getByRole('button', { name: /^I am / })).toBeVisible();
  expect(await namesFit(page, 'W'.repeat(19))).toBeGreaterThan(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: /^I am / }).click();
  // The table comes in slices, one frame each (the seats after the felt): wait for the names.
  await expect.poll(() => namesFit(page, 'W'.repeat(19))).toBeGreaterThan(0);
  await playHand(page, async () => {
    await namesFit(page, 'W'.repeat(19));
  });
  // The summary and the ledger.
  await shot(page, '/tmp/h15-names-summary.png', true);
  expect(await namesFit(page, 'W'.repeat(19))).toBeGreaterThan(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page
    .getByRole('link', { name: /Hand history and replays/ })
    .first()
    .click();
  await expect(page.getByTestId('hand-history')).toBeVisible();
  expect(await namesFit(page, 'W'.repeat(19))).toBeGreaterThan(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});
