import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Chromium's headless mode is the whole browser: every new context opened a window whose address
  // bar preloaded two WebUI pages (chrome://omnibox-popup.top-chrome/, the plain and the AI-mode
  // popup) in a renderer of their own, 0.8 CPU-s a test before the page under test did anything:
  // 24 page loads took 43–45 CPU-s with them, 25 without (perf stat, docs/testing.md). A second
  // --disable-features replaces the first, so this is Playwright's own list (its launch line for
  // the version in package-lock.json) with the two popups added.
  '--disable-features=' +
    [
      'AvoidUnnecessaryBeforeUnloadCheckSync',
      'DestroyProfileOnBrowserClose',
      'HttpsUpgrades',
      'HttpsFirstBalancedModeAutoEnable',
      'LensOverlay',
      'MediaRouter',
      'PaintHolding',
      'ThirdPartyStoragePartitioning',
      'AvoidCorsURLLoaderRestartOnRedirect',
      'TcpPortRandomizationWin',
      'OptimizationHints',
      'NetworkTimeServiceQuerying',
      'AimEnabled',
      'PreconnectToSearch',
      'msForceBrowserSignIn',
      'msEdgeUpdateLaunchServicesPreferredVersion',
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup'
    ].join(',')
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  // A wait's bound is a safety net, not a claim about speed (timings are the benchmarks'): 5 s, the
  // default, was too short for a page to show itself on a machine loaded seven times over (clean
  // clone 37: the replay's first step and the strong bot's replay, docs/testing.md).
  expect: { timeout: 15_000 },
  // The tests mostly wait on the page (the bots' pace, animations): more browsers than cores keep
  // both cores busy (docs/testing.md has the figures).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // Tests, not files, are spread over the workers: a file of eight layout tests no longer runs
  // them one after another while the other workers have finished.
  fullyParallel: true,
  // No retries, in CI too: a flaky test fails where it is, and is fixed (docs/testing.md).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 5'],
    // A Pixel 5's layout (CSS pixels, touch, mobile) drawn at one device pixel per CSS pixel: the
    // tests measure boxes in CSS pixels, which the density does not change, and Chromium draws
    // without a GPU here, so 2.75× the pixels cost every test time (seats and table-play specs:
    // 1.5 and 2.3 min at 2.75, 1.3 and 1.8 min at 1, on the shared machine, 2026-11-28). The
    // landscape spec keeps a phone's density of its own.
    deviceScaleFactor: 1,
    // Under prefers-reduced-motion (global.css, Trick.svelte) a card played or a trick leaving is
    // drawn once where it ends, not in the 13–15 frames of its move: every frame is drawn in
    // software here. Where the cards come to rest is the same; the one test of the moves themselves
    // (table-play.spec) asks for motion again. 13 tests that play cards: 109 and 118 CPU-s with
    // motion, 103 and 110 without (docs/testing.md, 2026-12-02).
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    serviceWorkers: 'block'
  },
  webServer: {
    // The built app, served as a phone would get it. Not `npx vite preview`: killing npx leaves
    // its child holding the port.
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000
  }
});
