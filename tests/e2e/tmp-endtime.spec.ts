import { expect, test } from '@playwright/test';
import { playHand, startGame } from './table-helpers';
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
for (const [game, players, seed] of [['droggn', 3, 3], ['troccas', 4, 6]] as const)
  test(`${game}: time from the hand's end to the accuracy, default pace`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.addInitScript((s) => localStorage.setItem('trull.seed', String(s)), seed);
    await startGame(page, game, players, [0], undefined, 'normal');
    for (let hand = 1; hand <= 3; hand++) {
      await playHand(page);
      const t0 = Date.now();
      const section = page.getByTestId('could-i-have-won');
      await expect(section.getByRole('status')).toHaveText(/Done|Fertig/, { timeout: 150_000 });
      const ms = Date.now() - t0;
      const acc = await section.getByTestId('accuracy').count() ? await section.getByTestId('accuracy').textContent() : 'none';
      console.log(`${game} hand ${hand}: done ${ms} ms after the end; ${acc}`);
      await page.screenshot({ path: `/tmp/endtime-${game}-${hand}.png`, fullPage: true });
      if (acc !== 'none') break;
      await page.getByRole('button', { name: /Next hand|Nächste Hand/ }).click();
    }
  });
