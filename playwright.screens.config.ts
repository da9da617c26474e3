import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screens`: screenshots of every screen for a person to look at (not a test of anything;
// the files go to screens/, which git ignores). Same built app and browser as the e2e tests.
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  workers: 1,
  timeout: 300_000
});
