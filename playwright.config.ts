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
  '--disable-dev-shm-usage'
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  workers: 2,
  // One retry on CI only: two cores shared by a Chromium per worker make a few timing-bound steps
  // flaky there; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 5'],
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    serviceWorkers: 'block'
  },
  projects: [
    { name: 'app', testIgnore: /long-tasks\.spec\.ts/ },
    // Main-thread time is measured on its own, after every other test: a second Chromium busy
    // beside it would lengthen the tasks it measures (docs/benchmarks.md, "Long tasks").
    { name: 'long-tasks', testMatch: /long-tasks\.spec\.ts/, dependencies: ['app'] }
  ],
  webServer: {
    // The built app, served as a phone would get it. Not `npx vite preview`: killing npx leaves
    // its child holding the port.
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000
  }
});
