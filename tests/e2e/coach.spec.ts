import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fastBots, tableMark, takeAction, waitForChange, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';
import { sampled } from '../helpers/scale';

/**
 * The first hand with a coach (issue 14), at phone size: from the game's rules page to the
 * coached hand, following the coach's advice to the end, with a reload in the middle that resumes
 * exactly where it was (the same cards, the same advice, the same comment).
 */
test.use({ viewport: { width: 360, height: 740 } });

const END = /End of the hand|Ende der Hand/;

/** At the person's decision, do what the coach suggests (its action: a choice, a card, a picked card). */
async function followCoach(page: Page): Promise<boolean> {
  const pick = page.getByTestId('coach-pick');
  const quick = { timeout: 5000 };
  // The caller waited for the pick; if the turn has gone since, there is nothing to follow.
  const a = await pick.getAttribute('data-action', quick).catch(() => null);
  if (a === null) return false;
  const button = page.locator(`.choices [aria-labelledby="say-${a}"]`);
  if (await button.count()) {
    await button.click(quick).catch(() => {});
    return true;
  }
  const text = await pick.innerText();
  const label = /^(?:The coach’s choice: |The coach’s first card: |Only one choice is allowed now: )(.+?)\.(?: |$)/.exec(text)?.[1] ?? '';
  const name = label.replace(/^(Play|Discard|Lay away|Ask for|Offer) /, '').replace(/ face down$/, '');
  // A card not yet chosen (a discard of several cards is chosen card by card before it is laid away).
  const card = page.locator(`.hand .slot.ok:not(.raised)[aria-label^="${name}"]`);
  if (name && (await card.count())) {
    await card
      .first()
      .click(quick)
      .catch(() => {});
    return true;
  }
  if (await page.locator('.picker button').count()) {
    await page
      .locator('.picker button')
      .click(quick)
      .catch(() => {});
    const picked = page.locator(`.pick-card[aria-label="${label}"]`);
    if (await picked.count()) {
      await picked.click(quick).catch(() => {});
      return true;
    }
  }
  const other = page.locator('.hand .slot.ok:not(.raised)').first();
  if (await other.count()) {
    await other.click(quick).catch(() => {});
    return true;
  }
  return takeAction(page);
}

async function shown(page: Page) {
  return {
    hand: await page.locator('.hand .slot').evaluateAll((xs) => xs.map((x) => x.getAttribute('aria-label'))),
    pick: await page.getByTestId('coach-pick').innerText(),
    comment: await page.getByTestId('coach-comment').innerText()
  };
}

// Two games in `npm test`, the other two in `test:deep` (tests/helpers/scale.ts, `sampled`).
for (const game of sampled(['droggn', 'troccas', 'dobbm', 'troggen'], (g) => g, ['droggn', 'troccas'])) {
  test(`${game}: the coached first hand, from the rules page to the end, resumed after a reload and after leaving`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await fastBots(page);
    await page.goto(`/rules/${game}/`);
    await page.getByRole('link', { name: /Learn with a coach/ }).click();
    await page.getByRole('button', { name: 'Start the coached hand' }).click();
    await page.waitForURL(/\/play\/table\//);
    await expect(page.getByTestId('coach')).toBeVisible();

    let decisions = 0;
    let reloaded = false;
    let commented = 0;
    for (let i = 0; i < 600; i++) {
      if (await page.getByRole('heading', { name: END }).isVisible()) break;
      const pick = page.getByTestId('coach-pick');
      if (!(await pick.isVisible())) {
        await pick
          .or(page.getByRole('heading', { name: END }))
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => {});
        continue;
      }
      // The coach's pick, once its search has answered; or the turn has gone meanwhile (then look
      // again from the top), or the hand is over.
      const ready = page.locator('[data-testid="coach-pick"][data-action]');
      await ready
        .or(page.getByRole('heading', { name: END }))
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(() => {});
      if (!(await ready.isVisible())) continue;
      if (decisions === 2) {
        // The coach explains the choice with a link into the rules, and the table stays clean for axe.
        const details = page.getByTestId('coach').locator('details');
        if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
        await expect(page.getByTestId('coach').getByRole('link', { name: /Rules/ })).toHaveAttribute('href', new RegExp(`^/rules/${game}/#`));
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
        await details.getByRole('button', { name: 'Close' }).click();
      }
      // Reloaded between decisions, not in the middle of a discard chosen card by card (a card
      // raised but not yet laid away is a choice in progress, not yet on disk).
      if (decisions >= 4 && !reloaded && (await page.getByTestId('coach-comment').isVisible()) && (await page.locator('.hand .slot.raised').count()) === 0) {
        const before = await shown(page);
        await page.reload();
        await expect(page.getByTestId('coach-pick')).toHaveAttribute('data-action', /^\d+$/, { timeout: 30_000 });
        await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual(before); // the table comes in slices
        // Left and picked up again from the coach's page: the same hand, as it stood.
        await page.goto(`/learn/?game=${game}`);
        await page.getByRole('link', { name: 'Resume the coached hand' }).click();
        await expect(page.getByTestId('coach-pick')).toHaveAttribute('data-action', /^\d+$/, { timeout: 30_000 });
        await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual(before); // the table comes in slices
        reloaded = true;
      }
      if (await page.getByTestId('coach-comment').isVisible()) commented++;
      const mark = await tableMark(page);
      if (await followCoach(page)) decisions++;
      await waitForChange(page, mark);
    }
    await expect(page.getByRole('heading', { name: END })).toBeVisible();
    // The coach's word after the hand: following its advice, (nearly) every choice was its own.
    await expect(page.getByTestId('coach-recap')).toContainText(/You chose as the coach would have in \d+ of your \d+ decisions/);
    await shot(page, `/tmp/coach-${game}-end.png`);
    expect(reloaded).toBe(true);
    expect(decisions).toBeGreaterThan(5);
    expect(commented).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });
}

test('the coach’s start pages: every game listed, each game’s page clean for axe, in both languages', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/learn/');
  for (const name of ['Droggn', 'Troccas', 'Dobbm', 'Troggen']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dobbm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dobbm: your first hand with a coach' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the coached hand' })).toBeVisible();
  for (const lang of ['en', 'de']) {
    if (lang === 'de') await page.getByRole('button', { name: 'Deutsch' }).click();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: 'Dobbm: deine erste Hand mit Coach' })).toBeVisible();
  expect(errors).toEqual([]);
});
