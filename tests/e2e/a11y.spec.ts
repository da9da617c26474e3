import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fastBots, startGame } from './table-helpers';

// The table in play and the setup screen, checked by axe (WCAG 2.x A/AA rules).
for (const [game, players] of [
  ['droggn', 3],
  ['troccas', 4]
] as const) {
  test(`${game}: the table in play has no accessibility violations`, async ({ page }) => {
    await fastBots(page, 30, 5);
    await startGame(page, game, players);
    await expect(page.getByRole('group', { name: 'Your hand' })).toBeVisible();
    await expect(page.locator('.status strong')).toContainText('Your turn', { timeout: 20_000 });
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help} ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)
    ).toEqual([]);
  });
}

test('the setup screen has no accessibility violations', async ({ page }) => {
  await page.goto('/play/?game=dobbm');
  await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible();
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help} ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)
  ).toEqual([]);
});

for (const path of ['/', '/score/', '/score/new/?game=droggn', '/settings/']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
