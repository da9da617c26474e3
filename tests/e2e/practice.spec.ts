import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './table-helpers';

// Issue 14 item 4 at phone size: practice positions reached from the home page and the rules
// pages, and one position of each game answered wrong, then right, with the hand so far replayed.
test.use({ viewport: { width: 360, height: 740 } });

interface Case {
  game: string;
  name: string;
  id: string;
  /** Cards by the start of their accessible names in the hand. */
  wrong: string;
  right: string;
  /** A card of the hand the rules do not allow here, if there is one. */
  illegal?: string;
}

const CASES: Case[] = [
  { game: 'droggn', name: 'Droggn', id: 'pagat-takes-it-now', wrong: 'Trump XIII', right: 'Trump I', illegal: 'Queen of spades' },
  { game: 'dobbm', name: 'Dobbm', id: 'sow-for-partner', wrong: '8 of leaves', right: 'Sow of leaves' },
  { game: 'troccas', name: 'Troccas', id: 'lead-the-top-coin', wrong: '6 of coins', right: '2 of coins' },
  { game: 'troggen', name: 'Troggen', id: 'misere-shed-the-trump', wrong: '6 of cups', right: 'Trump XVI' }
];

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const card = (page: Page, name: string) => page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: new RegExp(`^${name}\\b`) });

test('practice is reached from the home page and from each game’s rules page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: /^Practice positions/ }).click();
  await page.waitForURL('**/practice/');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice positions' })).toBeVisible();
  // At least five positions per game, and the game's rules one tap away.
  for (const c of CASES) {
    const section = page.getByRole('region', { name: c.name });
    await expect.poll(() => section.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await expect(section.getByRole('link', { name: `Rules of ${c.name}` })).toBeVisible();
  }
  expect(await axe(page)).toEqual([]);
  for (const c of CASES) {
    await page.goto(`/rules/${c.game}/`);
    await page.getByRole('link', { name: `Practise ${c.name}: positions from real hands` }).click();
    await page.waitForURL(`**/practice/#${c.game}`);
    await expect(page.getByRole('heading', { level: 2, name: c.name })).toBeInViewport();
  }
  expect(errors).toEqual([]);
});

for (const c of CASES) {
  test(`${c.name}: a practice position answered wrong, then right, and the hand so far replayed`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/practice/${c.game}/${c.id}/`);
    const hand = page.getByRole('group', { name: 'Your hand' });
    await expect(hand).toBeVisible();
    // The position as the table shows it from that seat: the strip, the trick or the lead, the question.
    await expect(page.locator('#practice-question')).not.toBeEmpty();
    expect(await axe(page)).toEqual([]);

    if (c.illegal) {
      // A card the rules forbid is refused with the rules' reason and is no answer.
      // aria-disabled marks it for screen readers; a tap still explains why (as on the table).
      await card(page, c.illegal).click({ force: true });
      await expect(page.getByRole('alert')).not.toBeEmpty();
      await expect(page.getByTestId('practice-result')).toHaveCount(0);
    }

    await card(page, c.wrong).click();
    const result = page.getByTestId('practice-result');
    await expect(result.getByRole('heading', { name: 'Not the best choice' })).toBeVisible();
    await expect(result).toContainText('Better:');
    await expect(result.getByRole('link', { name: /The rule in the rules page/ })).toHaveAttribute('href', new RegExp(`^/rules/${c.game}/#`));
    expect(await axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(result).toHaveCount(0);
    await card(page, c.right).click();
    await expect(result.getByRole('heading', { name: 'Right!' })).toBeVisible();
    await expect(result).toContainText('Checked by solving the rest of the hand');

    // The hand up to the question, through the eyes of the seat asked, at its last step.
    await page.getByRole('button', { name: 'Replay the hand up to here' }).click();
    const count = page.locator('.stepper .count');
    await expect(count).toBeVisible();
    const [step, last] = (await count.innerText())
      .replace(/^\D+/, '')
      .split('/')
      .map((x) => Number(x.trim()));
    expect(step).toBe(last);
    expect(last).toBeGreaterThan(10);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a practice position in German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
  await page.goto('/practice/dobbm/sow-for-partner/');
  await expect(page.getByRole('heading', { level: 2, name: 'Welche Karte gibst du zu diesem Stich?' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Deine Karten' })
    .getByRole('button', { name: /^Laub-Sau/ })
    .click();
  await expect(page.getByTestId('practice-result').getByRole('heading', { name: 'Richtig!' })).toBeVisible();
});

test('a bidding position is answered with the choice buttons', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/practice/dobbm/dobbm-or-solo/');
  const choices = page.getByRole('group', { name: 'Your choice' });
  await choices.getByRole('button', { name: /^Solo/ }).click();
  const result = page.getByTestId('practice-result');
  await expect(result.getByRole('heading', { name: 'Not the best choice' })).toBeVisible();
  await expect(result).toContainText('Checked by playing the hand on');
  await expect(choices.getByRole('button').first()).toBeDisabled();
  await page.getByRole('button', { name: 'Try again' }).click();
  await choices.getByRole('button', { name: /^Dobbm/ }).click();
  await expect(result.getByRole('heading', { name: 'Right!' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  expect(errors).toEqual([]);
});
