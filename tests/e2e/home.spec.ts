import { expect, test } from '@playwright/test';

test('the home page lists the four games without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  for (const name of ['Droggn', 'Troccas', 'Dobbm', 'Troggen']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
