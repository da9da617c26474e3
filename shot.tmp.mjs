// A player's look at the landscape choices at the default pace (not committed).
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4230';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function game(id, players, w, h, lang, name, until) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
  await page.goto(`${base}/play/?game=${id}`);
  await page.getByRole('radio', { name: String(players), exact: true }).check();
  await page.getByRole('button', { name: /^(Deal|Geben)$/ }).click();
  await page.waitForURL(/\/play\/table\//);
  for (let i = 0; i < 120; i++) {
    if (await page.locator('.choices button').count()) break;
    const card = page.locator('.hand .slot.ok').first();
    if (await card.count()) await card.click({ timeout: 3000 }).catch(() => {});
    else await page.waitForTimeout(400);
  }
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/look-${name}.png` });
  await ctx.close();
}
await game('troggen', 4, 740, 360, 'en', 'troggen4-land-en');
await game('troccas', 4, 740, 360, 'de', 'troccas4-land-de');
await game('droggn', 3, 740, 360, 'de', 'droggn3-land-de');
await game('dobbm', 4, 360, 740, 'en', 'dobbm4-port-en');
await browser.close();
