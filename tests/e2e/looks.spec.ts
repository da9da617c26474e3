import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSettings } from './fixtures/app';
import { PHONE } from './measure';
import { fastBots, startGame } from './table-helpers';

// Issue 13 item 16: dark theme (following the system, with a switch) and the four-colour deck as a
// setting. That every visible card index is at least 11 px is a check of the layout walks
// (layout-checks.ts, smallIndices): they look at every step of a hand of every table, 360×740
// among their screens.
test.use({ viewport: PHONE });

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const luminance = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test('the theme follows the system, and the switch in Settings overrides it and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSettings(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(luminance(await background(page))).toBeLessThan(60);
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(luminance(await background(page))).toBeGreaterThan(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('radio', { name: 'Like the phone' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the four-colour deck is a setting: diamonds turn blue, clubs green', async ({ page }) => {
  await openSettings(page);
  // The preview shows the kings of hearts, spades, diamonds and clubs.
  const inkOf = (i: number) => page.locator('.preview svg text.index').nth(i).getAttribute('fill');
  const redDiamond = await inkOf(2);
  expect(redDiamond).toBe(await inkOf(0));
  expect(await inkOf(3)).toBe(await inkOf(1));
  await page.getByRole('checkbox', { name: /Four-colour deck/ }).check();
  await expect.poll(() => inkOf(2)).not.toBe(redDiamond);
  expect(await inkOf(3)).not.toBe(await inkOf(1));
  expect(new Set(await Promise.all([0, 1, 2, 3].map(inkOf))).size).toBe(4);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Four-colour deck/ })).toBeChecked();
});

/** The axe checks of WCAG 2.1 A and AA on the page as it is now: nothing found. */
async function axeFindsNothing(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(r.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)).toEqual([]);
}

// One test a page and theme: the two themes' walks over every page were 1.2 min each with four
// workers, over half their 2-minute bound (docs/testing.md).
for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/', '/settings/', '/score/', '/score/new/?game=troggen']) {
    test(`axe finds nothing in the ${scheme} theme: ${path}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await axeFindsNothing(page);
    });
  }

  test(`axe finds nothing in the ${scheme} theme: the setup, the table and its menu`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/play/?game=droggn');
    await page.locator('details.house summary').click();
    await axeFindsNothing(page);
    await fastBots(page, 30, 5);
    await startGame(page, 'droggn', 3);
    await expect(page.locator('.status strong')).toContainText('Your turn', { timeout: 20_000 });
    await axeFindsNothing(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await axeFindsNothing(page);
  });
}
