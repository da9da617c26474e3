import { expect, test } from '@playwright/test';
import { enterHand, expectTotals, fill, newSheet } from './score-helpers';

/**
 * A Droggn session entered through the screens at phone size, settled against figures worked out
 * by hand from the rules (DR-SCORE-2, DR-SCORE-8, DR-SCORE-9, DR-DEAL-4):
 *  1. Anna deals; Bert Ansager 45: 20 + (45 − 37) = +28 on Bert's paper.
 *  2. Bert deals; Cilli Solo 30, lost: 40 + (74 − 30 − 37) = −47 on Cilli's paper.
 *  3. Cilli deals; Anna Ansager 50 with a Schwacher: (20 + 13) × 2 = +66 on Anna's paper.
 * Paper 66 / 28 / −47. At 0.10 a point each pair settles its difference: Bert pays Anna 3.80,
 * Cilli pays Anna 11.30, Cilli pays Bert 7.50. Points (each other seat pays the paper score to
 * the declarer): Anna −28 + 47 + 132 = 151, Bert 56 + 47 − 66 = 37, Cilli −28 − 94 − 66 = −188.
 */
test('Droggn: a session entered by hand, reloaded midway, corrected, settled as worked out from the rules', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await newSheet(page, 'Droggn', ['Anna', 'Bert', 'Cilli'], { stake: '0.10' });
  await expect(page.getByTestId('next-dealer')).toHaveText('Anna');

  // An impossible entry is refused with the reason, and nothing can be saved.
  await page.getByRole('button', { name: /Enter hand 1/ }).click();
  await fill(page, [{ choice: ['Contract', 'Ansager'] }, { seat: ['Declarer', 'Bert'] }, { number: [/Declarer's card points/, '80'] }]);
  await expect(page.getByRole('alert')).toContainText('Card points must be a whole number from 0 to 74');
  await expect(page.getByRole('button', { name: 'Save hand' })).toBeDisabled();
  // A blank is not a zero.
  await page.getByLabel(/Declarer's card points/).fill('');
  await expect(page.getByText(/a blank is not a zero/)).toBeVisible();
  await page.getByLabel(/Declarer's card points/).fill('45');
  const breakdown = page.getByRole('region', { name: 'Breakdown' });
  await expect(breakdown).toContainText('Bert +56');
  await page.getByRole('button', { name: 'Save hand' }).click();

  await expect(page.getByTestId('next-dealer')).toHaveText('Bert');
  await expectTotals(page, ['−28', '56', '−28']);

  // Reload in the middle of the session: nothing is lost.
  await page.reload();
  await expect(page.getByTestId('next-dealer')).toHaveText('Bert');
  await expectTotals(page, ['−28', '56', '−28']);

  await enterHand(page, [{ choice: ['Contract', 'Solo'] }, { seat: ['Declarer', 'Cilli'] }, { number: [/Declarer's card points/, '30'] }]);
  await expect(page.getByTestId('next-dealer')).toHaveText('Cilli');
  await enterHand(page, [
    { choice: ['Contract', 'Ansager'] },
    { seat: ['Declarer', 'Anna'] },
    { number: [/Declarer's card points/, '50'] },
    { yes: 'Schwacher given' }
  ]);
  await expect(page.getByTestId('next-dealer')).toHaveText('Anna');
  await expectTotals(page, ['151', '37', '−188']);
  for (const [i, v] of ['66', '28', '−47'].entries()) await expect(page.getByTestId(`paper-${i}`)).toHaveText(v);
  // Issue 28 item 7: the short row label "Pap" says what it means on a tap (no hover on a phone).
  await page.getByRole('button', { name: 'Pap', exact: true }).click();
  const paper = page.getByRole('dialog', { name: 'Paper' });
  await expect(paper).toContainText('only the declarer’s column moves');
  await paper.getByRole('button', { name: 'Close' }).click();
  await expect(paper).toBeHidden();

  // No sideways scrolling at phone size.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('tab', { name: 'Settle' }).click();
  const transfers = page.getByTestId('transfers').getByRole('listitem');
  await expect(transfers).toHaveText(['Bert pays Anna 3.80', 'Cilli pays Anna 11.30', 'Cilli pays Bert 7.50'].map((s) => new RegExp(s.replace(/ /g, '\\s*'))));
  await expect(page.getByText('The payments add up to zero')).toBeVisible();
  // Issue 28 item 7: one format for money, two decimals on every amount ("−19.00", not "−19").
  await expect(page.locator('table.net td:last-child')).toHaveText([/^\+\d+\.\d\d$/, /^[+−]?\d+\.\d\d$/, /^−\d+\.\d\d$/]);

  // Correct hand 1 (Bert had 47, not 45): every total after it is recomputed; the old entry is kept.
  await page.getByRole('tab', { name: 'Sheet' }).click();
  await page.getByRole('button', { name: /Hand 1: details/ }).click();
  await page.getByRole('button', { name: 'Correct' }).click();
  await page.getByLabel(/Declarer's card points/).fill('47');
  await page.getByRole('button', { name: 'Save hand' }).click();
  await expectTotals(page, ['149', '41', '−190']);
  await page.getByRole('button', { name: /Hand 1: details/ }).click();
  await expect(page.getByRole('heading', { name: 'Corrections' })).toBeVisible();
  await expect(page.locator('ol.hist li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Back' }).click();

  // Delete hand 3, then undo.
  await page.getByRole('button', { name: /Hand 3: details/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expectTotals(page, ['17', '107', '−124']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectTotals(page, ['149', '41', '−190']);

  // After a reload the correction and the undone delete are still there.
  await page.reload();
  await expectTotals(page, ['149', '41', '−190']);
  await expect(page.getByRole('button', { name: /Hand 1: details/ })).toContainText('✎');

  // Chart with its table.
  await page.getByRole('tab', { name: 'Chart' }).click();
  await expect(page.getByRole('img', { name: /Running totals/ })).toBeVisible();
  await expect(page.locator('table.figs tbody tr').first()).toContainText('Anna');
  expect(errors).toEqual([]);
});
