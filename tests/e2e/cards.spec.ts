import { expect, test } from '@playwright/test';
import { cardName, PACKS } from '../../src/lib/engine/packs';

test('the card gallery draws every card of every pack with its accessible name', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/dev/cards/');
  for (const pack of Object.values(PACKS)) {
    const section = page.locator(`section[aria-labelledby="pack-${pack.id}"]`);
    await expect(section.getByRole('img')).toHaveCount(pack.cards.length);
    // Accessible names as the browser computes them, in deck order.
    const names = await section.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toEqual(pack.cards.map((c) => cardName(pack, c, 'en')));
    // Spot-check through the accessibility tree: first, last and a middle card.
    for (const c of [pack.cards[0], pack.cards[pack.cards.length >> 1], pack.cards[pack.cards.length - 1]])
      await expect(section.getByRole('img', { name: cardName(pack, c, 'en'), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Face-down card' })).toBeVisible();

  // Names follow the language.
  await page.getByLabel('Language').selectOption('de');
  const g = PACKS.german36;
  await expect(
    page.locator('section[aria-labelledby="pack-german36"]').getByRole('img', { name: cardName(g, g.cards[g.cards.length - 1], 'de'), exact: true })
  ).toBeVisible();
  expect(errors).toEqual([]);
});
