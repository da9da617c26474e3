import { expect, type Page } from '@playwright/test';

/** Starts a score sheet through the screens. */
export async function newSheet(page: Page, game: string, names: string[], opts: { stake?: string; firstDealer?: string } = {}) {
  await page.goto('/score/new/');
  await page.getByRole('group', { name: 'Game', exact: true }).getByRole('button', { name: game, exact: true }).click();
  await page
    .getByRole('group', { name: 'Players', exact: true })
    .getByRole('button', { name: String(names.length), exact: true })
    .click();
  for (let i = 0; i < names.length; i++) await page.getByPlaceholder(`Player ${i + 1}`, { exact: true }).fill(names[i]);
  if (opts.firstDealer) await page.getByRole('group', { name: 'First dealer' }).getByRole('button', { name: opts.firstDealer }).click();
  if (opts.stake !== undefined) await page.getByLabel(/Money per point|Value of one jeton/).fill(opts.stake);
  await page.getByRole('button', { name: 'Start the sheet' }).click();
  await page.waitForURL(/\/score\/sheet\/\?id=/);
  await expect(page.getByRole('button', { name: /Enter hand 1/ })).toBeVisible();
}

export type Step = { choice?: [string, string]; seat?: [string, string]; number?: [RegExp, string]; yes?: string };

/** Enters one hand: each step a tap (or a number typed), then checks the breakdown and saves. */
export async function enterHand(page: Page, steps: Step[]) {
  await page.getByRole('button', { name: /Enter hand/ }).click();
  await fill(page, steps);
  await expect(page.getByRole('region', { name: 'Breakdown' })).toBeVisible();
  await page.getByRole('button', { name: 'Save hand' }).click();
  await expect(page.getByRole('button', { name: /Enter hand|Settle up/ })).toBeVisible();
}

export async function fill(page: Page, steps: Step[]) {
  const form = page.locator('form.entry');
  for (const s of steps) {
    if (s.choice) await form.getByRole('group', { name: s.choice[0], exact: true }).getByRole('button', { name: s.choice[1] }).click();
    if (s.seat) await form.getByRole('group', { name: s.seat[0], exact: true }).getByRole('button', { name: s.seat[1] }).click();
    if (s.number) await form.getByLabel(s.number[0]).fill(s.number[1]);
    if (s.yes) await form.getByRole('group', { name: s.yes, exact: true }).getByRole('button', { name: 'Yes' }).click();
  }
}

/** The totals row, waited for (the sheet recomputes after each stored change). */
export async function expectTotals(page: Page, want: string[]) {
  for (let i = 0; i < want.length; i++) await expect(page.getByTestId(`total-${i}`)).toHaveText(want[i]);
}
