import { expect, test } from '@playwright/test';
import { PHONE, tooClose, tooSmall, touchTargets } from './measure';
import { fastBots, startGame } from './table-helpers';
import { shot } from './fixtures/app';

// Issue 13 item 17: no control under 44 px, at least 8 px between neighbours, measured from the
// bounding boxes at 360×740 on every screen a player touches (the whole page, scrolled through).
test.use({ viewport: PHONE });

async function measureWholePage(page: import('@playwright/test').Page): Promise<{ small: string[]; close: string[] }> {
  const small = new Set<string>();
  const close = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += PHONE.height - 100) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const ts = await touchTargets(page);
    for (const s of tooSmall(ts)) small.add(s);
    for (const c of tooClose(ts)) close.add(c);
  }
  return { small: [...small], close: [...close] };
}

for (const [path, lang] of [
  ['/', 'en'],
  ['/', 'de'],
  ['/play/?game=droggn', 'en'],
  ['/play/?game=troggen', 'de'],
  ['/score/', 'de'],
  ['/score/new/?game=troccas', 'en'],
  ['/settings/', 'de']
] as const) {
  test(`${path} (${lang}): every control ≥ 44 px and ≥ 8 px from its neighbours`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path.startsWith('/play/')) await page.locator('details.house summary').click();
    const { small, close } = await measureWholePage(page);
    expect(small).toEqual([]);
    expect(close).toEqual([]);
  });
}

test('the table and its menu: every control ≥ 44 px and ≥ 8 px apart', async ({ page }) => {
  await fastBots(page, 30, 3);
  await startGame(page, 'troccas', 4);
  await expect(page.locator('.status strong')).toContainText('Your turn', { timeout: 20_000 });
  let ts = await touchTargets(page);
  expect(tooSmall(ts)).toEqual([]);
  expect(tooClose(ts)).toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  ts = await touchTargets(page);
  expect(tooSmall(ts)).toEqual([]);
  expect(tooClose(ts)).toEqual([]);
});

/** Controls whose text is cut off or that reach past the screen's edge. */
async function clipped(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.table button, .table a[href]')) {
      if (el.closest('.hand, .trick') || el.matches('button.term')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('.row')) continue; // the contract strip scrolls sideways by design
      const name = (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        out.push(`"${name}" cut off: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
      if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(`"${name}" past the edge: ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    if (document.documentElement.scrollWidth > innerWidth) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

for (const lang of ['en', 'de'] as const)
  test(`the table's tools (${lang}): nothing cut off or past the edge at 360 px, "Thinking…" included`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
    await fastBots(page, 30, 3);
    await startGame(page, 'troccas', 4);
    await expect(page.locator('.status strong')).toContainText(lang === 'en' ? 'Your turn' : 'Du bist dran', { timeout: 20_000 });
    expect(await clipped(page)).toEqual([]);
    // The hint button's longest label, while the bot thinks.
    await page
      .locator('.tools button')
      .last()
      .evaluate((b) => (b.textContent = b.textContent === 'Tipp' || b.textContent === 'Denke…' ? 'Denke…' : 'Thinking…'));
    expect(await clipped(page)).toEqual([]);
    expect(tooSmall(await touchTargets(page))).toEqual([]);
    expect(tooClose(await touchTargets(page))).toEqual([]);
    await shot(page, `/tmp/h13-tools-${lang}.png`);
  });
