import { expect, test, type Page } from '@playwright/test';
import { fastBots, startGame, takeAction } from '../e2e/table-helpers';
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

// The two pictures in README.md, at CSS pixels (small files), rewritten only with README_SHOTS=1.
const README_SHOTS: Record<string, string> = { 'table-troccas-light-portrait': 'table-light', 'table-droggn-dark-portrait': 'table-dark' };

async function shoot(page: Page, name: string) {
  for (const [orient, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${OUT}/${name}-${orient}.png` });
    const readme = README_SHOTS[`${name}-${orient}`];
    if (readme && process.env.README_SHOTS === '1') await page.screenshot({ path: `docs/screens/${readme}.png`, scale: 'css' });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ colorScheme: scheme, viewport: SIZES.portrait });

    for (const [game, players] of GAMES)
      test(`${game} table`, async ({ page }) => {
        await fastBots(page, 30, 11);
        await startGame(page, game, players);
        // Into the play: a few of the player's own actions, then a moment for the bots.
        for (let i = 0; i < 60 && (await page.locator('.trick .played').count()) < 2; i++) if (!(await takeAction(page))) await page.waitForTimeout(80);
        await shoot(page, `table-${game}-${scheme}`);
      });

    test('setup, score sheet, settings', async ({ page }) => {
      await page.goto('/play/?game=troccas');
      await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible();
      await shoot(page, `setup-${scheme}`);
      await newSheet(page, 'Droggn', ['Anna', 'Bert', 'Cilli']);
      await enterHand(page, [
        { choice: ['Contract', 'Ansager'] },
        { seat: ['Declarer', 'Bert'] },
        { number: [/card points/, '45'] }
      ]);
      await shoot(page, `sheet-${scheme}`);
      await page.goto('/settings/');
      await shoot(page, `settings-${scheme}`);
    });
  });
}
