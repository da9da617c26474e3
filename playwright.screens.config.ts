import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screens`: screenshots of every screen for a person to look at (not a test of anything;
// the files go to screens/, which git ignores). Same built app and browser as the e2e tests.
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  // The table as players see it, its cards' moves included (the tests run under reduced motion).
  use: { ...base.use, reducedMotion: 'no-preference' },
  workers: 1,
  timeout: 300_000
});
