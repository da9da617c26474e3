import { expect, test, type Page } from '@playwright/test';
import { openSettings, waitForServiceWorker } from './fixtures/app';
import { fastBots, playHand, startGame } from './table-helpers';
import { newSheet } from './score-helpers';

test.use({ serviceWorkers: 'allow' });

/** The one style attribute the policy allows: SvelteKit's route announcer (svelte.config.js). */
const ANNOUNCER = "'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='";

/** Every CSP violation the page reports (the event and the console line), from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    );
  });
  return async () => [...console, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[])];
}

test.describe('Content-Security-Policy (issue 15 item 10)', () => {
  test('every page carries a policy that allows only the app itself', async ({ page }) => {
    for (const path of ['/', '/play/', '/score/', '/settings/']) {
      await page.goto(path);
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[^']+'/);
      // No source beyond the app's own origin: no host, scheme or wildcard, no unsafe-inline or
      // unsafe-eval.
      expect(csp, path).not.toMatch(/https?:|data:|blob:|\*|unsafe-inline|unsafe-eval/);
      // Style hashes: the page's own small stylesheets, inlined at build time (svelte.config.js,
      // inlineStyleThreshold), and SvelteKit's route announcer; SvelteKit lists the inlined
      // stylesheet's hash under style-src-attr too, where it can match no attribute of ours.
      const inlined = await page.evaluate(async () =>
        Promise.all(
          [...document.querySelectorAll('head style')].map(async (el) => {
            const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(el.textContent ?? ''));
            return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
          })
        )
      );
      const hashes = (directive: string) => (csp!.match(new RegExp(`${directive} ([^;]*)`))?.[1] ?? '').split(' ').filter((h) => h.startsWith("'sha256-"));
      expect(hashes('style-src'), path).toEqual(inlined);
      expect(hashes('style-src-attr'), path).toEqual([ANNOUNCER, ...inlined]);
    }
  });

  test('home, a hand against bots, a score sheet and settings run with no violation, online and offline', async ({ page, context }) => {
    const violations = await watchCsp(page);
    await fastBots(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Droggn' })).toBeVisible();
    await waitForServiceWorker(page);

    // A whole hand against two bots: the bot Web Worker must load and answer under the policy.
    await startGame(page, 'droggn', 3);
    await playHand(page);
    await expect(page.getByRole('heading', { name: /End of the hand/ })).toBeVisible();

    await newSheet(page, 'Dobbm', ['Anna', 'Bert', 'Cilli', 'Done']);
    await openSettings(page);
    await expect(page.getByTestId('sessions')).toContainText('Dobbm');
    expect(await violations()).toEqual([]);

    // Offline: the service worker serves every page, still under the same policy.
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Droggn' })).toBeVisible();
    await openSettings(page);
    await expect(page.getByTestId('sessions')).toContainText('Anna, Bert, Cilli, Done');
    await startGame(page, 'troccas', 4);
    // The table itself, not its loading screen: the bot worker and the game's rules load offline too.
    await expect(page.locator('main .hand')).toBeVisible({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    await context.setOffline(false);
  });
});
