import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Benchmarks driven in the browser (`npm run bench:long-tasks`): not tests, never run by `npm test`.
// One Chromium at a time, so that a second one busy beside it does not lengthen what is measured.
export default defineConfig({
  ...base,
  testDir: 'bench',
  // The moves players see: the tests' reduced motion (playwright.config.ts) would measure less work.
  use: { ...base.use, reducedMotion: 'no-preference' },
  projects: undefined,
  workers: 1,
  retries: 0,
  timeout: 300_000
});
