import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './measure';
import { fastBots, saved, tableMark, waitForChange, waitForTurn, watchErrors } from './table-helpers';

// Issue 13 item 6: the contract strip shows what the table knows, with the players' names, in
// every game; issue 28 item 3: nothing in it is cut at phone size, in portrait and landscape.
test.use({ viewport: PHONE });

const ME = 'Vera';

/** A new game with the phone's holder (seat 0) named, every other seat a bot. */
async function start(page: Page, game: string, players: number): Promise<string[]> {
  await page.goto(`/play/?game=${game}`);
  await page.getByRole('radio', { name: String(players), exact: true }).check();
  const seats = page.locator('.seats li');
  await expect(seats).toHaveCount(players);
  for (let i = 1; i < players; i++) await seats.nth(i).getByRole('checkbox').check();
  await seats.nth(0).getByRole('checkbox').uncheck();
  await seats.nth(0).locator('input').first().fill(ME);
  const names = [ME];
  for (let i = 1; i < players; i++) names.push(await seats.nth(i).locator('input').first().inputValue());
  await page.getByRole('button', { name: /^(Deal|Geben)$/ }).click();
  await page.waitForURL(/\/play\/table\//);
  return names;
}

/** The strip's lines as label → value, read from its definition list. */
async function lines(page: Page): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const items = page.locator('header.strip dl > div');
  for (let i = 0; i < (await items.count()); i++) {
    const label = (await items.nth(i).locator('dt').innerText()).replace(/\s*:\s*$/, '').trim();
    out.set(label, (await items.nth(i).locator('dd').innerText()).trim());
  }
  return out;
}

/**
 * Plays as the phone's holder until the strip holds `label`: bids `bid` when offered (so a
 * contract stands), otherwise the first choice or the first playable card.
 */
async function playUntil(page: Page, label: string, bid: RegExp): Promise<Map<string, string>> {
  for (let i = 0; i < 300; i++) {
    const now = await lines(page);
    if (now.has(label)) return now;
    const choices = page.locator('.choices button');
    const card = page.locator('.hand .slot.ok').first();
    const mark = await tableMark(page);
    if (await choices.count()) {
      const want = choices.filter({ hasText: bid }).first();
      await ((await want.count()) ? want : choices.first()).click({ timeout: 3000 }).catch(() => {});
    } else if (await card.count()) await card.click({ timeout: 3000 }).catch(() => {});
    else {
      await waitForTurn(page);
      continue;
    }
    // The table's answer to the tap (see takeAction), before the next look.
    await waitForChange(page, mark);
    await saved(page);
  }
  throw new Error(`the strip never showed ${label}`);
}

/**
 * No strip item is cut (issue 28 item 3): every line's label and value are as wide as their text
 * (scroll width = width), every line lies inside the screen, and the strip wraps onto a few rows
 * at most rather than scroll sideways.
 */
async function expectNotCut(page: Page): Promise<void> {
  // After a turn of the phone the table lays itself out anew: the landscape layout mounts the strip
  // anew, so it is measured in one go, on whichever strip is there.
  const measure = () =>
    page.locator('header.strip').evaluate((el) => {
      const cut: string[] = [];
      for (const item of el.querySelectorAll<HTMLElement>('dl > div, dt, dd, .game')) {
        const r = item.getBoundingClientRect();
        // A label kept for screen readers only (landscape shows the values alone) is not cut.
        if (r.width <= 1) continue;
        if (item.scrollWidth > item.clientWidth + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5) cut.push(item.innerText);
      }
      const row = el.querySelector<HTMLElement>('.row')!;
      if (row.scrollWidth > row.clientWidth + 0.5) cut.push('the row scrolls');
      return { height: el.getBoundingClientRect().height, cut };
    });
  await expect(page.locator('header.strip')).toBeVisible();
  await expect.poll(async () => (await measure()).cut).toEqual([]);
  // Troggen at five during the play holds seven lines: four short rows at 360 px.
  expect((await measure()).height).toBeLessThanOrEqual(180);
}
const GAMES = [
  { game: 'droggn', players: 3, bid: /^Ansager/, contract: 'Contract', who: 'Declarer' },
  { game: 'dobbm', players: 4, bid: /^Dobbm/, contract: 'Contract', who: 'Declarer' },
  { game: 'troggen', players: 5, bid: /^Einfach/, contract: 'Game', who: 'Bidder' }
];

for (const g of GAMES)
  test(`${g.game}: the high bid while bidding, then the contract and the declarer's name`, async ({ page }) => {
    const errors = watchErrors(page);
    await fastBots(page, 30, 4);
    const names = await start(page, g.game, g.players);
    await expect(page.locator('header.strip')).toContainText(/High bid/);
    await expectNotCut(page);
    const strip = await playUntil(page, g.contract, g.bid);
    expect(strip.get(g.contract)).toMatch(/\S/);
    expect(names).toContain(strip.get(g.who));
    await expectNotCut(page);
    // Landscape: the same row, and the hand still on screen below it.
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await expectNotCut(page);
    // The hand is laid out anew after the turn too: wait for it to settle on screen.
    await expect.poll(async () => (await page.locator('.hand').boundingBox())?.y ?? 0).toBeLessThan(PHONE.width);
    expect(errors).toEqual([]);
  });

test("troccas: no bidding: the dealer's name and the sides by name", async ({ page }) => {
  await fastBots(page, 30, 4);
  const names = await start(page, 'troccas', 4);
  await expect(page.locator('header.strip')).toContainText('Sides');
  const strip = await lines(page);
  expect(names).toContain(strip.get('Dealer'));
  // Partners sit opposite (TR-4-1): seats 1 + 3 against seats 2 + 4.
  expect(strip.get('Sides')).toContain(`${names[0]} + ${names[2]}`);
  expect(strip.get('Sides')).toContain(`${names[1]} + ${names[3]}`);
  await expectNotCut(page);
});

test('German: the strip speaks German with the names', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
  await fastBots(page, 30, 4);
  const names = await start(page, 'droggn', 3);
  await expect(page.locator('header.strip')).toContainText('Höchstes Gebot');
  const strip = await playUntil(page, 'Spieler', /^Ansager/);
  expect(names).toContain(strip.get('Spieler'));
});
