import { expect, test } from '@playwright/test';
import { fastBots, playHand, startGame, watchErrors } from './table-helpers';

// Issue 11, "in the browser": on a phone with cores to spare the bots think in several workers at
// once (each judges its own worlds of the same decision: worker/client.ts), one core kept for the page.
test.use({ viewport: { width: 360, height: 740 } });

test('a four-core phone: the bots think in three workers, and a hand plays to its end', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }));
  await fastBots(page, 30, 5);
  await startGame(page, 'dobbm', 4, [0], undefined, 'normal');
  // The first worker comes with the table; the others with the first bot decision that searches,
  // which may come after the person's own first bid (the first dealer is drawn at random).
  await expect.poll(() => page.workers().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await playHand(page);
  await expect(page.getByRole('heading', { name: 'End of the hand' })).toBeVisible();
  expect(page.workers()).toHaveLength(3);
  expect(errors).toEqual([]);
});

test('a two-core phone: one worker, the other core the page’s', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 2 }));
  await fastBots(page, 30, 5);
  await startGame(page, 'dobbm', 4, [0], undefined, 'normal');
  // A whole hand: every bot has decided, searching where its level does.
  await playHand(page);
  await expect(page.getByRole('heading', { name: 'End of the hand' })).toBeVisible();
  expect(page.workers()).toHaveLength(1);
});
