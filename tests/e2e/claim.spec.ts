import { expect, test, type Page } from '@playwright/test';
import { moduleFor } from '../../src/lib/games/modules';
import { claimPosition, type ClaimPosition } from '../helpers/claim-positions';
import { importText, openSettings, shot } from './fixtures/app';
import { fastBots, watchErrors } from './table-helpers';

// Claim the rest (issue 29) at phone size. Each test imports a hand in progress stopped at the
// moment it is about (tests/helpers/claim-positions.ts: a seeded deal played by the rule bots) and
// opens the table there: a person claims successfully in Dobbm and the replay shows the claim as a
// step; a claim in Troccas while the others can still take a trick is refused with the reason and
// changes nothing; a bot claims in Droggn. The pace waits for a tap after each trick, so the
// claim's face-up hands stay until tapped.
test.use({ viewport: { width: 360, height: 740 } });

const names = (n: number) => ['Anna', 'Bernd', 'Clara', 'Dora'].slice(0, n);
const holds = claimPosition(moduleFor('dobbm')!, names(4), 'holds');
const refused = claimPosition(moduleFor('troccas')!, names(4), 'refused');
const bot = claimPosition(moduleFor('droggn')!, names(3), 'bot');

/** The app with the hand in progress imported, its table open where the hand stopped. */
async function openAt(page: Page, at: ClaimPosition): Promise<void> {
  await fastBots(page, 30, 1);
  // After fastBots' script: the trick pause (and a claim's face-up hands) waits for a tap.
  await page.addInitScript(() => localStorage.setItem('trull.pace', 'tap'));
  await openSettings(page);
  expect(await importText(page, 'claim.json', JSON.stringify(at.file))).toMatch(/^Imported: 1 new session/);
  await page.goto(`/play/table/?id=${at.sessionId}`);
  await expect(page.locator('.hand .slot')).toHaveCount(at.cards);
}

const over = (page: Page) => page.getByRole('heading', { name: /End of the hand/ });

/** The claim in the table menu (☰), there whether or not the status line offers it. */
async function claimFromMenu(page: Page): Promise<void> {
  await expect(page.locator('.hand .slot.ok').first()).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Claim the rest (every remaining trick)' }).click();
}

test('a person claims the rest in Dobbm: every hand face up, the hand ends, and the replay shows the claim as a step', async ({ page }) => {
  const errors = watchErrors(page);
  await openAt(page, holds);
  // The claim holds with the cards Anna can see too: the status line offers it.
  await page.getByTestId('claim-offer').getByRole('button', { name: 'Claim the rest' }).click();
  const shown = page.getByTestId('claim');
  await expect(shown).toContainText(/^Anna claims the rest/);
  await expect(page.locator('.status strong')).toHaveText('You claim the rest');
  await shot(page, 'test-results/claim-accepted.png');
  await shown.click();
  await expect(over(page)).toBeVisible();

  // The hand's record holds the claim: its replay has a step for it, in both languages.
  await page.goto(`/replay/?session=${holds.sessionId}&hand=${holds.handId}&step=${holds.at + 1}`);
  await expect(page.getByTestId('replay-step')).toHaveText('Anna claims the rest');
  await expect(page.getByText(`Step ${holds.at + 1} /`)).toBeVisible();
  await shot(page, 'test-results/claim-replay.png');
  await page.evaluate(() => localStorage.setItem('trull.lang', 'de'));
  await page.reload();
  await expect(page.getByTestId('replay-step')).toHaveText('Anna beansprucht den Rest');
  await shot(page, 'test-results/claim-replay-de.png');
  expect(errors).toEqual([]);
});

test('a claim in Troccas while the others can still take a trick is refused with the reason, and nothing changes', async ({ page }) => {
  const errors = watchErrors(page);
  await openAt(page, refused);
  await claimFromMenu(page);
  await expect(page.getByRole('alert')).toHaveText(/^(Bernd|Clara|Dora) can still take a trick with the /);
  await shot(page, 'test-results/claim-refused.png');
  // Nothing changed: the same cards, still the person's turn, and the stored hand as it was.
  await expect(page.locator('.hand .slot')).toHaveCount(refused.cards);
  await expect(page.locator('.hand .slot.ok').first()).toBeVisible();
  await expect(page.getByTestId('claim')).toHaveCount(0);
  const stored = await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((ok, ko) => {
      const r = indexedDB.open('trull');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ko(r.error);
    });
    const row = await new Promise<{ length: number }>((ok) => {
      const r = db.transaction('hands').objectStore('hands').get(id);
      r.onsuccess = () => ok(r.result);
    });
    db.close();
    return row.length;
  }, refused.handId);
  expect(stored).toBe(refused.at);
  expect(errors).toEqual([]);
});

test('a bot claims the rest in Droggn: every hand face up, then the hand ends', async ({ page }) => {
  const errors = watchErrors(page);
  await openAt(page, bot);
  const shown = page.getByTestId('claim');
  await expect(shown).toContainText(/^(Bernd|Clara) claims the rest/);
  // The status line under it says so too, not "Your turn" (issue 28).
  await expect(page.locator('.status strong')).toHaveText(/^(Bernd|Clara) claims the rest$/);
  await shot(page, 'test-results/claim-bot.png');
  await shown.click();
  await expect(over(page)).toBeVisible();
  expect(errors).toEqual([]);
});
