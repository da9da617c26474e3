import { expect, test } from '@playwright/test';
import { PHONE } from './measure';
import { fastBots, watchErrors } from './table-helpers';

// Issue 13 items 11 and 12, at phone size.
test.use({ viewport: PHONE });

for (const game of ['droggn', 'troccas', 'dobbm', 'troggen']) {
  test(`${game} setup: the Deal button is on screen without scrolling, the variants fold under a summary`, async ({ page }) => {
    await page.goto(`/play/?game=${game}`);
    const deal = page.getByRole('button', { name: 'Deal' });
    await expect(deal).toBeVisible();
    const box = (await deal.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const house = page.locator('details.house');
    await expect(house.locator('summary')).toContainText(/House rules: \S/);
    await expect(house.locator('fieldset.variants')).toBeHidden();
    await house.locator('summary').click();
    await expect(house.locator('fieldset.variants')).toBeVisible();
    // Opened, the form is long; the Deal button still sits in view at the bottom, after scrolling too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const again = (await deal.boundingBox())!;
    expect(again.y + again.height).toBeLessThanOrEqual(PHONE.height);
    expect(again.y).toBeGreaterThan(PHONE.height - 120);
  });
}

test('setup: the summary line follows a changed variant', async ({ page }) => {
  await page.goto('/play/?game=droggn');
  const summary = page.locator('details.house summary');
  await expect(summary).toContainText('37 wins');
  await summary.click();
  await page.getByLabel('Points the declarer needs').selectOption('38');
  await expect(summary).toContainText('38 needed');
});

test('pass-and-play: every person is asked for a name, never "You"; the names are remembered', async ({ page }) => {
  const errors = watchErrors(page);
  await fastBots(page);
  await page.goto('/play/?game=droggn');
  const seats = page.locator('.seats li');
  await expect(seats.nth(0).locator('input').first()).toHaveValue('You');
  await seats.nth(1).getByRole('checkbox').uncheck();
  await expect(seats.nth(1).locator('input').first()).toHaveValue('');
  // Two people now: "You" says nothing about who holds the phone, so the field empties and asks.
  await expect(seats.nth(0).locator('input').first()).toHaveValue('');
  await expect(seats.nth(0).locator('input').first()).toHaveAttribute('aria-invalid', 'true');
  await seats.nth(0).locator('input').first().fill('You');
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect(page.getByRole('alert')).toContainText('every person needs their own name');
  await expect(page).toHaveURL(/\/play\/\?game=droggn/);
  await seats.nth(0).locator('input').first().fill('Ada');
  await seats.nth(1).locator('input').first().fill('Ben');
  await page.getByRole('button', { name: 'Deal' }).click();
  await page.waitForURL(/\/play\/table\//);
  await expect(page.getByRole('heading', { name: /^Pass the phone to (Ada|Ben)$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pass the phone to You')).toHaveCount(0);
  // The next setup remembers the people and offers their names.
  await page.goto('/play/?game=troccas');
  await expect(seats.nth(0).locator('input').first()).toHaveValue('Ada');
  await expect(page.locator('#known-names option')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('a seat made a bot keeps no person\'s "You": it gets a bot\'s name that no other seat has', async ({ page }) => {
  await page.goto('/play/?game=droggn');
  const seats = page.locator('.seats li');
  await expect(seats.nth(0).locator('input').first()).toHaveValue('You');
  await seats.nth(0).getByRole('checkbox').check();
  const name = await seats.nth(0).locator('input').first().inputValue();
  expect(name).not.toBe('You');
  expect(name).not.toBe('');
  const others = await seats.locator('input[type="text"], input:not([type])').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(others.filter((n) => n === name)).toHaveLength(1);
});

test('German setup: the house-rules line and the name request speak German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
  await page.goto('/play/?game=dobbm');
  await expect(page.locator('details.house summary')).toContainText('Hausregeln:');
  await page.locator('.seats li').nth(1).getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Geben' }).click();
  await expect(page.getByRole('alert')).toContainText('Jede Person braucht ihren eigenen Namen');
});

test("setup: a bot's style sits beside its level where the game's bots take one, and is remembered", async ({ page }) => {
  await fastBots(page);
  await page.goto('/play/?game=droggn');
  const style = page.getByLabel('How much seat 2 risks in bids and doubles');
  await expect(style).toHaveValue('balanced');
  // Beside the level, on the seat's row, inside a small phone's width.
  const box = (await style.boundingBox())!;
  const level = (await page.getByLabel('How well seat 2 plays').boundingBox())!;
  expect(Math.abs(box.y - level.y)).toBeLessThan(4);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await style.selectOption('bold');
  await page.getByRole('button', { name: 'Deal' }).click();
  await page.waitForURL(/\/play\/table\//);
  await page.goto('/play/?game=droggn');
  await expect(page.getByLabel('How much seat 2 risks in bids and doubles')).toHaveValue('bold');
  await expect(page.getByLabel('How much seat 3 risks in bids and doubles')).toHaveValue('balanced');
  // Troggen's bots take one for their bids (issue 26); the seats' styles are remembered across games.
  await page.goto('/play/?game=troggen');
  await expect(page.getByLabel('How much seat 2 risks in bids and doubles')).toHaveValue('bold');
  // A game whose bots take no style shows none (it would change nothing).
  await page.goto('/play/?game=troccas');
  await expect(page.getByLabel('How well seat 2 plays')).toBeVisible();
  await expect(page.getByLabel('How much seat 2 risks in bids and doubles')).toHaveCount(0);
});

test('a field reached with Tab is scrolled clear of the sticky top bar and of the Deal or Start bar (WCAG 2.4.11)', async ({ page }) => {
  for (const [url, bar] of [
    ['/play/?game=troggen', 'Deal'],
    ['/score/new/', 'Start the sheet']
  ]) {
    await page.goto(url);
    const summary = page.locator('details.house summary');
    await summary.click();
    const fields = page.locator('fieldset.variants select, fieldset.variants input');
    await expect(fields.first()).toBeVisible();
    const top = (await page.locator('header, nav').first().boundingBox())!;
    const bottom = (await page.getByRole('button', { name: bar }).locator('..').boundingBox())!;
    // Every variant, and back up to the game's choice: each comes into view whole, between the bars.
    for (const field of [...(await fields.all()), page.locator('main').locator('input, button, select').first()]) {
      await field.focus();
      const box = (await field.boundingBox())!;
      expect(box.y, `${url}: a field under the top bar`).toBeGreaterThanOrEqual(top.y + top.height);
      expect(box.y + box.height, `${url}: a field under the ${bar} bar`).toBeLessThanOrEqual(bottom.y);
    }
  }
});
