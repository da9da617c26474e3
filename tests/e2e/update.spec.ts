import { chromium, expect, test, type Page } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { startStaticServer } from './fixtures/static-server.mjs';
import { waitForServiceWorker } from './fixtures/app';

test.use({ serviceWorkers: 'allow' });

/** Starts a hand against bots at the given server (the bots think; the person's cards are dealt). */
async function startHand(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/play/?game=dobbm`);
  await page.getByRole('button', { name: /^(Deal|Geben)$/ }).click();
  await page.waitForURL(/\/play\/table\//);
  await expect(page.locator('.hand .slot').first()).toBeVisible();
}

/** No card of the hand lies under the element's box. */
async function coversNoCard(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  expect(box).not.toBeNull();
  const cards = await page.locator('.hand .slot').all();
  expect(cards.length).toBeGreaterThan(0);
  for (const c of cards) {
    const b = await c.boundingBox();
    if (!b || !box) continue;
    const overlap = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
    expect(overlap, `a card at ${b.x},${b.y} lies under the update note`).toBe(false);
  }
}

/**
 * Issue 15, items 11 to 13: a new version while the app is open in two tabs. The open app notices
 * it when it comes back to the foreground (12); the note sits where it covers no card and can be
 * put away (13); pressing Update in the other tab does not reload the tab in a hand, and the
 * update goes through once that tab has left its hand (11).
 */
test('an update never interrupts a hand in another tab; the open app notices it; the note covers no card', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'trull-update-'));
  cpSync('build', join(dir, 'site'), { recursive: true });
  const server = await startStaticServer(join(dir, 'site'));
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow'
  });
  try {
    const a = context.pages()[0] ?? (await context.newPage());
    await a.goto(`${server.url}/`);
    await waitForServiceWorker(a);
    await startHand(a, server.url);
    const b = await context.newPage();
    await b.goto(`${server.url}/`);
    await waitForServiceWorker(b);
    await a.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await b.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // A new version on the server: a changed service worker script is a new worker.
    appendFileSync(join(dir, 'site', 'service-worker.js'), '\n// the next version\n');

    // 12: the open app looks for it when it comes to the foreground (no reload, no navigation).
    for (const p of [a, b]) await p.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(b.getByTestId('update-prompt')).toContainText(/new version of Trull is ready/, { timeout: 20_000 });
    await expect(a.getByTestId('update-prompt')).toContainText(/installs after this hand/, { timeout: 20_000 });

    // 13: in the hand, the note covers no card, at this size and at 400×800; "Later" puts it away.
    await coversNoCard(a, '[data-testid="update-prompt"]');
    await a.setViewportSize({ width: 400, height: 800 });
    await coversNoCard(a, '[data-testid="update-prompt"]');
    await a.getByRole('button', { name: 'Later' }).click();
    await expect(a.getByTestId('update-prompt')).toHaveCount(0);

    // 11: Update in tab B while tab A is in a hand: B waits and says why; A is not reloaded.
    await b.getByRole('button', { name: 'Update' }).click();
    await expect(b.getByTestId('update-prompt')).toContainText(/when the hand in your other tab or window ends/);
    await a.waitForTimeout(2000);
    expect(await a.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(a.locator('.hand .slot').first()).toBeVisible();
    expect(await b.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Once A's hand is left (the player closes that tab), the waiting update goes through: B reloads
    // into the new version. Leaving the table inside tab A releases the lock the same way, but under
    // Playwright the old worker (DevTools attached) sometimes never reports idle after serving A's
    // navigation, and Chromium then holds the new worker back (src/lib/storage/README.md). B's load
    // event is awaited rather than polled with evaluate, which can hang in the middle of a reload.
    const reloaded = b.waitForEvent('load', { timeout: 60_000 });
    await a.close();
    await reloaded;
    expect(await b.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    await expect(b.getByRole('heading', { name: 'Droggn' })).toBeVisible({ timeout: 15_000 });
    // No waiting version is left: the new worker is the active one.
    await expect.poll(() => b.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    await context.close();
    await server.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
