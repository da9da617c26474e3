import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { startStaticServer } from './fixtures/static-server.mjs';
import { waitForServiceWorker, shot } from './fixtures/app';
import { fastBots, playHand } from './table-helpers';

test.use({ serviceWorkers: 'allow' });

// Named app-update so that it starts among the first: Playwright hands out tests in the order of
// their files' names, and its second test (about 30 s) was the last of the whole run to start,
// running alone while the other workers had finished.

/**
 * Starts a hand against the rule bots at the given server (the person's cards are dealt). The rule
 * bots answer at once: the update's behaviour does not depend on how the bots think.
 */
async function startHand(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/play/?game=dobbm`);
  const levels = page.getByRole('combobox', { name: /^How well seat/ });
  await expect(levels.first()).toBeVisible();
  for (const level of await levels.all()) await level.selectOption('easy');
  await page.getByRole('button', { name: /^(Deal|Geben)$/ }).click();
  await page.waitForURL(/\/play\/table\//);
  await expect(page.locator('.hand .slot').first()).toBeVisible();
}

/**
 * A copy of the built app on a server of its own, opened in a browser profile of its own (service
 * workers on), so a test can publish a next version (`nextVersion`: the worker script changes)
 * without touching the shared preview. Everything is removed afterwards.
 */
async function withOwnSite(run: (context: BrowserContext, url: string, nextVersion: () => void) => Promise<void>): Promise<void> {
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
    await run(context, server.url, () => appendFileSync(join(dir, 'site', 'service-worker.js'), '\n// the next version\n'));
  } finally {
    await context.close();
    await server.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
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
  await withOwnSite(async (context, url, nextVersion) => {
    const a = context.pages()[0] ?? (await context.newPage());
    await a.goto(`${url}/`);
    await waitForServiceWorker(a);
    await startHand(a, url);
    const b = await context.newPage();
    await b.goto(`${url}/`);
    await waitForServiceWorker(b);
    await a.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await b.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // A new version on the server: a changed service worker script is a new worker.
    nextVersion();

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
    // The new version still waits (A's hand holds it back), so nothing can have reloaded A.
    expect(await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(true);
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
  });
});

/**
 * The table's ☰ button is the topmost thing at its centre (no note lies over it). Asked until it
 * holds: after a change of size the table lays itself out again in its other arrangement, and the
 * button found a moment before may be gone (clean-clone run 15: its box was null).
 */
async function menuFree(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  const atMenu = async (): Promise<string> => {
    const box = await menu.boundingBox().catch(() => null);
    if (!box) return 'no menu button';
    return page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.getAttribute('aria-label') ?? 'something else',
      [box.x + box.width / 2, box.y + box.height / 2]
    );
  };
  await expect.poll(atMenu, { message: 'the update note covers the menu button' }).toBe('Menu');
}

/**
 * Issue 27, item 2: Update pressed in another tab while this tab's hand is played. The hand's end
 * lets the update through, but this tab keeps its summary until the person leaves it (here with
 * "Next hand": the new hand is stored first and the reload resumes it). The note never covers ☰.
 */
test('an update from another tab waits until the person leaves the summary of the hand; the note leaves ☰ free', async () => {
  // A whole hand is played: 0.8–1 min on a quiet machine with four workers, half the default bound.
  test.setTimeout(240_000);

  await withOwnSite(async (context, url, nextVersion) => {
    const a = context.pages()[0] ?? (await context.newPage());
    await fastBots(a, 30, 3);
    await a.goto(`${url}/`);
    await waitForServiceWorker(a);
    await startHand(a, url);
    const b = await context.newPage();
    await b.goto(`${url}/`);
    await waitForServiceWorker(b);
    nextVersion();
    for (const p of [a, b]) await p.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(b.getByTestId('update-prompt')).toContainText(/new version of Trull is ready/, { timeout: 20_000 });
    await expect(a.getByTestId('update-prompt')).toContainText(/installs after this hand/, { timeout: 20_000 });
    await menuFree(a);
    await shot(a, test.info().outputPath('update-note-360x740.png'));
    await a.setViewportSize({ width: 740, height: 360 });
    await menuFree(a);
    await shot(a, test.info().outputPath('update-note-740x360.png'));
    await a.setViewportSize({ width: 360, height: 740 });

    await a.evaluate(() => {
      const w = window as unknown as { stayed: boolean; newWorker: boolean };
      w.stayed = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => (w.newWorker = true));
    });
    await b.getByRole('button', { name: 'Update' }).click();
    await expect(b.getByTestId('update-prompt')).toContainText(/when the hand in your other tab or window ends/);
    const bReloaded = b.waitForEvent('load', { timeout: 60_000 });
    await playHand(a);
    // The hand's end lets B's update through: the new worker takes over both tabs, and B reloads.
    await bReloaded;
    await expect.poll(() => a.evaluate(() => (window as unknown as { newWorker?: boolean }).newWorker ?? false), { timeout: 30_000 }).toBe(true);
    // A keeps its summary: no reload while the person reads it.
    await expect(a.getByRole('heading', { name: /End of the hand/ })).toBeVisible();
    expect(await a.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await shot(a, test.info().outputPath('summary-kept-360x740.png'));

    // Leaving the summary reloads A into the new version, on the next hand (stored first).
    const aReloaded = a.waitForEvent('load', { timeout: 60_000 });
    await a.getByRole('button', { name: 'Next hand' }).click();
    await aReloaded;
    expect(await a.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    await expect(a.locator('.hand .slot').first()).toBeVisible({ timeout: 15_000 });
  });
});
