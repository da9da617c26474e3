import { chromium, expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { startStaticServer } from './fixtures/static-server.mjs';
import { importText, openSettings, sampleExport, waitForServiceWorker } from './fixtures/app';
import { watchForeignRequests } from './fixtures/requests';

test.use({ serviceWorkers: 'allow' });

/**
 * The offline proof: serve the build from a server this test controls, let the
 * service worker install, stop the server, then reload, navigate, and start the browser again
 * (a cold start): the app renders and the saved games are there.
 */
test('after one visit the app works with no server, even after a browser restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'trull-offline-'));
  // A private copy of the build, so that a rebuild elsewhere cannot change it mid-test.
  cpSync('build', join(dir, 'site'), { recursive: true });
  const server = await startStaticServer(join(dir, 'site'));
  const launch = () =>
    chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
      viewport: { width: 393, height: 727 },
      serviceWorkers: 'allow'
    });
  let context = await launch();
  try {
    const watch = watchForeignRequests(context, server.url);
    let page = context.pages()[0] ?? (await context.newPage());
    await openSettings(page, server.url);
    await waitForServiceWorker(page);
    expect(await importText(page, 'sample.json', sampleExport)).toMatch(/2 new sessions/);
    // Every page the app has is in the cache once the worker is installed.
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { name: 'Troggen' })).toBeVisible();

    await server.stop();
    const served = server.requests.length;

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Troggen' })).toBeVisible();
    await openSettings(page, server.url);
    await expect(page.getByTestId('sessions')).toContainText('Dobbm');
    await expect(page.getByTestId('sessions')).toContainText('Gion, Mena, Flurin, Ursina');
    // The rules of every game come from the cache too, the other games' guides (loaded only when
    // all games are searched) included.
    await page.goto(`${server.url}/rules/troccas/`);
    await expect(page.getByRole('heading', { level: 1, name: 'How to play Troccas' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('Mußrunde');
    await page.getByRole('checkbox', { name: 'Search all games' }).check();
    await expect(page.getByRole('link', { name: /^Dobbm: / }).first()).toBeVisible();

    // Cold start: a new browser process on the same profile, server still down.
    await context.close();
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await openSettings(page, server.url);
    await expect(page.getByTestId('sessions')).toContainText('Dobbm');
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { name: 'Droggn' })).toBeVisible();
    expect(server.requests.length).toBe(served);
    expect(watch.foreign).toEqual([]);
  } finally {
    await context.close();
    await server.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
