import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../playwright.config';
import { enterHand, newSheet } from './score-helpers';
import { watchErrors } from './table-helpers';

/**
 * Two tabs of one browser profile on the same session (issue 15, items 1-3): nothing lost,
 * doubled or orphaned, and each tab shows the other's change within a second.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

let dir = '';
let context: BrowserContext;
test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'trull-tabs-'));
  context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    viewport: { width: 360, height: 740 },
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'block'
  });
});
test.afterEach(async () => {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the database holds for a session: its hands, those in progress, and hands it does not list. */
async function stored(page: Page, id: string) {
  return page.evaluate(async (sessionId) => {
    const db = await new Promise<IDBDatabase>((ok, ko) => {
      const r = indexedDB.open('trull');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ko(r.error);
    });
    const all = <T,>(store: string) =>
      new Promise<T[]>((ok) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => ok(r.result as T[]);
      });
    const sessions = await all<{ id: string; entries: unknown[]; handIds: string[]; hands?: { handId: string }[]; openHand?: string }>('sessions');
    const hands = await all<{ id: string; sessionId: string; status: string }>('hands');
    db.close();
    const s = sessions.find((x) => x.id === sessionId)!;
    const mine = hands.filter((h) => h.sessionId === sessionId);
    return {
      entries: s.entries.length,
      played: (s.hands ?? []).map((h) => h.handId),
      openHand: s.openHand ?? null,
      open: mine.filter((h) => h.status === 'open').map((h) => h.id),
      orphans: mine.filter((h) => !s.handIds.includes(h.id)).map((h) => h.id)
    };
  }, id);
}

const sessionId = (page: Page) => new URL(page.url()).searchParams.get('id')!;

test('score sheet open twice: every entry of both tabs is kept, each tab redraws within a second', async () => {
  const a = await context.newPage();
  const errors = watchErrors(a);
  await newSheet(a, 'Droggn', ['Anna', 'Bert', 'Cilli']);
  const b = await context.newPage();
  watchErrors(b);
  await b.goto(a.url());
  await expect(b.getByRole('button', { name: /Enter hand 1/ })).toBeVisible();
  const hand = (declarer: string) => [{ choice: ['Contract', 'Ansager'] as [string, string] }, { seat: ['Declarer', declarer] as [string, string] }, { number: [/Declarer's card points/, '45'] as [RegExp, string] }];

  await enterHand(a, hand('Bert'));
  await expect(b.getByRole('button', { name: /Hand 1: details/ })).toBeVisible({ timeout: 1000 });
  await enterHand(b, hand('Cilli'));
  await expect(a.getByRole('button', { name: /Hand 2: details/ })).toBeVisible({ timeout: 1000 });
  await enterHand(b, hand('Anna'));
  await enterHand(a, hand('Bert'));
  await expect(b.getByRole('button', { name: /Hand 4: details/ })).toBeVisible({ timeout: 1000 });
  const db = await stored(a, sessionId(a));
  expect(db.entries).toBe(4);
  await b.reload();
  await expect(b.getByRole('button', { name: /Hand 4: details/ })).toBeVisible();
  await expect(b.getByRole('button', { name: /Hand 5: details/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
