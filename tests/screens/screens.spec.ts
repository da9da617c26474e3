import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { nextHand, startGame, takeAction, waitForTurn } from '../e2e/table-helpers';
import { enterHand, newSheet } from '../e2e/score-helpers';

/**
 * Writes screens/<name>-<portrait|landscape>-<light|dark>.png: every game's table in the middle of
 * a hand, the setup, a score sheet and the settings. Run with `npm run screens`, then look at them.
 */
const OUT = 'screens';
const SIZES = { portrait: { width: 360, height: 740 }, landscape: { width: 740, height: 360 } } as const;
const GAMES = [
  ['droggn', 3],
  ['troccas', 4],
  ['dobbm', 4],
  ['troggen', 4]
] as const;

// The two pictures in README.md (docs/images/), rewritten only with README_SHOTS=1: WebP from
// Chromium's own screenshot at CSS pixels, so each stays a few dozen kB.
const README_SHOTS: Record<string, string> = { 'table-troccas-light-portrait': 'table', 'sheet-light-portrait': 'sheet' };

async function readmeShot(page: Page, file: string) {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  // The clip's scale 1 gives CSS pixels whatever the device's pixel ratio.
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'webp', quality: 70, clip: { x: 0, y: 0, width, height, scale: 1 } });
  writeFileSync(`docs/images/${file}.webp`, Buffer.from(data, 'base64'));
}

async function shoot(page: Page, name: string) {
  for (const [orient, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    // The new size is laid out and drawn before the animations are asked about.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // Cards still on their way (coming in, or going to the trick's winner) would show half-faded.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 3000 }).catch(() => {});
    await page.screenshot({ path: `${OUT}/${name}-${orient}.png` });
    const readme = README_SHOTS[`${name}-${orient}`];
    if (readme && process.env.README_SHOTS === '1') await readmeShot(page, readme);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme, viewport: SIZES.portrait });

    for (const [game, players] of GAMES)
      test(`${game} table`, async ({ page }) => {
        // Into the play until a trick is finished: "wait for my tap" holds it, with its winner, for
        // the picture.
        await page.addInitScript(() => {
          localStorage.setItem('trull.pace', 'tap');
          localStorage.setItem('trull.seed', '11');
        });
        await startGame(page, game, players);
        const next = page.getByRole('button', { name: 'Next hand' });
        for (let i = 0; i < 200 && !(await page.locator('.trick.held').count()); i++) {
          if (await next.isVisible()) await nextHand(page); // thrown in before the play: deal again
          else if (!(await takeAction(page))) await waitForTurn(page);
        }
        await shoot(page, `table-${game}-${scheme}`);
      });

    test('setup, score sheet, settings', async ({ page }) => {
      await page.goto('/play/?game=troccas');
      await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible();
      await shoot(page, `setup-${scheme}`);
      await newSheet(page, 'Droggn', ['Anna', 'Bert', 'Cilli']);
      // A few hands, so the sheet shows running totals.
      for (const [declarer, points] of [
        ['Bert', '45'],
        ['Cilli', '38'],
        ['Anna', '52']
      ])
        await enterHand(page, [{ choice: ['Contract', 'Ansager'] }, { seat: ['Declarer', declarer] }, { number: [/card points/, points] }]);
      await shoot(page, `sheet-${scheme}`);
      await page.goto('/settings/');
      await shoot(page, `settings-${scheme}`);
    });
  });
}
