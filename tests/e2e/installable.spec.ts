import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';

test.use({ serviceWorkers: 'allow' });

/**
 * Chromium's own verdict (CDP Page.getInstallabilityErrors). It must come from a persistent
 * context: an ordinary Playwright context is incognito and always answers 'in-incognito'.
 */
test('Chromium finds the app installable', async ({ baseURL }) => {
  const dir = mkdtempSync(join(tmpdir(), 'trull-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    serviceWorkers: 'allow'
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    // Asked again until Chromium has read the manifest and the service worker.
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 10_000 })
      .toEqual([]);

    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'Trull', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#/);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable']
    ]) {
      const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeTruthy();
      const res = await page.request.get(`${baseURL}${icon!.src}`);
      expect(res.headers()['content-type']).toContain('image/png');
      const png = await res.body();
      // PNG width and height, big-endian at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
    }
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
