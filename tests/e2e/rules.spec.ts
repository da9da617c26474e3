import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fastBots, nextHand, playHand, startGame, takeAction, waitForTurn, watchErrors } from './table-helpers';

// Issue 14 items 1, 2, 5 at phone size: each game's rules from the table menu, searching them, the
// game's words tapped where they stand (status line, a choice), and a breakdown line's rule.
test.use({ viewport: { width: 360, height: 740 } });

const GAMES: [string, string, number][] = [
  ['droggn', 'Droggn', 3],
  ['troccas', 'Troccas', 4],
  ['dobbm', 'Dobbm', 4],
  ['troggen', 'Troggen', 4]
];

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const [id, name, players] of GAMES) {
  test(`${name}: the rules open from the table menu, and axe finds nothing on them`, async ({ page }) => {
    const errors = watchErrors(page);
    await fastBots(page, 30, 7);
    await startGame(page, id, players);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: `Rules of ${name}` }).click();
    await page.waitForURL(`**/rules/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name: `How to play ${name}` })).toBeVisible();
    // Real card faces with their values, and every section named in the contents.
    await expect(page.locator('.cards [role="img"]').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).not.toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const [id, name] of [
  ['troggen', 'Troggen'],
  ['dobbm', 'Dobbm']
] as const)
  test(`${name}: the rules page in German and the dark theme, axe finds nothing`, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('trull.lang', 'de');
      localStorage.setItem('trull.theme', 'dark');
    });
    await page.goto(`/rules/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name: `So spielt man ${name}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axe(page)).toEqual([]);
  });

test('rules: searching one game, then all games, with no server', async ({ page }) => {
  await page.goto('/rules/droggn/');
  const search = page.getByRole('searchbox', { name: 'Search the rules' });
  await search.fill('Pagat ultimo');
  await expect(page.getByRole('status')).toHaveText(/\d+ sections? found/);
  await expect(page.getByRole('heading', { level: 2, name: 'Laying out and doubling' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seats and the deal' })).toBeHidden();
  await search.fill('Stockerl');
  await expect(page.getByRole('status')).toHaveText('0 sections found');
  await page.getByRole('checkbox', { name: 'Search all games' }).check();
  const hit = page.getByRole('link', { name: /^Dobbm: / });
  await expect(hit.first()).toBeVisible();
  await expect(page.getByRole('status')).not.toHaveText('0 sections found');
  await hit.first().click();
  await page.waitForURL('**/rules/dobbm/#*');
  await expect(page.getByRole('heading', { level: 1, name: 'How to play Dobbm' })).toBeVisible();
  // In German the same search finds the German words.
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('searchbox', { name: 'Regeln durchsuchen' }).fill('Mußrunde');
  await expect(page.getByRole('heading', { level: 2, name: 'Die Sitzung und die Mußrunde' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Die Karten' })).toBeHidden();
});

test('rules: reachable from the home page, the setup screen and the score sheet', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('listitem').filter({ hasText: 'Troggen' }).getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL('**/rules/troggen/');
  await page.goto('/play/?game=troccas');
  await page.getByRole('link', { name: 'How to play Troccas' }).click();
  await page.waitForURL('**/rules/troccas/');
  await page.goto('/score/new/?game=dobbm');
  await page.getByRole('button', { name: 'Start the sheet' }).click();
  await page.waitForURL('**/score/sheet/**');
  const game = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL(`**/rules/${game.toLowerCase()}/`);
  await expect(page.getByRole('heading', { level: 1, name: `How to play ${game}` })).toBeVisible();
});

test('Droggn: a word in the status line and on a choice is tapped for its meaning and its rule', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await fastBots(page, 30, 11);
  await startGame(page, 'droggn', 3);
  // A word on a choice: the bids are the game's contracts.
  // Looked for and tapped in one go, as long as it takes on a loaded machine (hands that do not
  // offer it are played on): the choices may leave between a look and a separate tap.
  const ansager = page.locator('.felt-terms').getByRole('button', { name: 'Ansager' });
  let tapped = false;
  for (let i = 0; i < 600 && !tapped; i++) {
    if (await ansager.isVisible())
      tapped = await ansager.click({ timeout: 1000 }).then(
        () => true,
        () => false
      );
    if (tapped) break;
    if (await page.getByRole('heading', { name: 'End of the hand' }).isVisible()) await nextHand(page);
    else if (!(await takeAction(page))) await waitForTurn(page);
  }
  expect(tapped).toBe(true);
  const pop = page.getByRole('dialog', { name: 'Ansager' });
  await expect(pop).toBeVisible();
  await expect(pop).toContainText('The lowest contract');
  await pop.getByRole('button', { name: 'Close' }).click();
  await expect(pop).toBeHidden();
  // A word in the status line: a bid said at the table ("weiter", "gut", a contract), tapped while
  // it is this player's turn (the line holds still then).
  const status = page.getByRole('status').locator('button.term');
  const mine = page.locator('.status strong.mine');
  // Looked for and tapped in one go: on a slow machine the line may move on between the two.
  let word = '';
  for (let i = 0; i < 400 && !word; i++) {
    if (await page.getByRole('heading', { name: 'End of the hand' }).isVisible()) await nextHand(page);
    else {
      if ((await mine.isVisible()) && (await status.count()) > 0) {
        const w = (
          await status
            .first()
            .innerText({ timeout: 1000 })
            .catch(() => '')
        ).trim();
        if (
          w &&
          (await status
            .first()
            .click({ timeout: 1000 })
            .then(
              () => true,
              () => false
            ))
        )
          word = w;
      }
      if (!word && !(await takeAction(page))) await waitForTurn(page);
    }
  }
  const meaning = page.getByRole('dialog').filter({ visible: true });
  await expect(meaning).toBeVisible();
  await meaning.getByRole('link', { name: 'In the rules' }).click();
  await page.waitForURL(/\/rules\/droggn\/#DR-[A-Z]+-\d+$/);
  const target = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  expect(word.length).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

test('Troggen: each line of the breakdown links to the rule that made it', async ({ page }) => {
  // A whole hand is played: 0.8–1 min on a quiet machine with four workers, half the default bound.
  test.setTimeout(240_000);

  await fastBots(page, 30, 4);
  await startGame(page, 'troggen', 4);
  await playHand(page);
  await expect(page.locator('.summary a.rule').first()).toBeVisible();
  // Every breakdown line has its rule link.
  const breakdown = page.locator('.summary h3', { hasText: 'Breakdown' }).locator('xpath=following-sibling::table[1]');
  const rows = breakdown.locator('tr');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.locator('a.rule')).toHaveCount(await rows.count());
  const href = await rows.first().locator('a.rule').getAttribute('href');
  await rows.first().locator('a.rule').click();
  await page.waitForURL(`**${href}`);
  const target = href!.split('#')[1];
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  expect(await axe(page)).toEqual([]);
});
