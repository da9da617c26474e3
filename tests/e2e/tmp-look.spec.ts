import { test } from '@playwright/test';
import { fastBots, nextHand, startGame, takeAction, waitForTurn } from './table-helpers';
import { notch } from './layout-checks';
for (const [g, p, s, w, h, n, lang] of [['troggen', 6, 3, 740, 360, false, 'de'], ['troggen', 6, 3, 740, 360, true, 'de'], ['troccas', 4, 1, 740, 360, true, 'en'], ['troggen', 5, 1, 740, 360, true, 'en']] as const)
test(`look ${g}${p} ${w} ${n}`, async ({ page }) => {
  await page.setViewportSize({ width: w, height: h });
  await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
  await fastBots(page, 100, s);
  if (n) await notch(page);
  await startGame(page, g, p);
  for (let i = 0; i < 60; i++) {
    if (await page.getByRole('heading', { name: /Ende der Hand|End of the hand/ }).isVisible()) { await nextHand(page); continue; }
    if (await page.locator('.choices button').count()) { await page.screenshot({ path: `/tmp/look-${g}${p}-${n}.png` }); break; }
    if (!(await takeAction(page))) await waitForTurn(page);
  }
});
