import { expect, test } from '@playwright/test';
import { enterHand, expectTotals, fill, newSheet } from './score-helpers';

test('Dobbm at five: money per hand with the sitting-out dealer, the Stockerl, and the Mußrunde', async ({ page }) => {
  await newSheet(page, 'Dobbm', ['Anna', 'Bert', 'Cilli', 'Done', 'Ella']);
  // DO-SCORE-6: 60 Schilling, ordinary game, 72 points, Schwacher and Retour: 48 from each (192 at five).
  await enterHand(page, [{ seat: ['Declarer', 'Bert'] }, { number: [/card points/, '72'] }, { yes: 'Schwacher given' }, { number: [/Retours/, '1'] }]);
  await expectTotals(page, ['−48', '192', '−48', '−48', '−48']);
  await expect(page.getByTestId('next-dealer')).toHaveText('Bert');
  // DO-BID-2: all passed at five: the deal passes left, the new dealer gets a Stockerl of 10 from each.
  await enterHand(page, [{ choice: ['What happened', 'All passed'] }]);
  await expectTotals(page, ['−58', '182', '−8', '−58', '−58']);
  await expect(page.getByTestId('next-dealer')).toHaveText('Cilli');
  // DO-SESS-1: call the end: the Mußrunde, one forced deal per player.
  await page.getByRole('tab', { name: 'Settle' }).click();
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Call the end' }).click();
  await page.getByRole('tab', { name: 'Sheet' }).click();
  await expect(page.getByText(/Mußrunde: deals left/)).toBeVisible();
  // The player left of the dealer must declare: anyone else is refused with the reason.
  await page.getByRole('button', { name: /Enter hand 3/ }).click();
  await fill(page, [{ seat: ['Declarer', 'Anna'] }, { number: [/card points/, '60'] }]);
  await expect(page.getByRole('alert')).toContainText("player at dealer's left");
  await page.getByRole('button', { name: 'Cancel' }).click();
  for (const who of ['Done', 'Ella', 'Anna', 'Bert', 'Cilli']) await enterHand(page, [{ seat: ['Declarer', who] }, { number: [/card points/, '60'] }]);
  await expect(page.getByText('Session over')).toBeVisible();
  await page.getByRole('button', { name: 'Settle up' }).click();
  await expect(page.getByText('The payments add up to zero')).toBeVisible();
  await expect(page.getByTestId('transfers').getByRole('listitem')).toHaveCount(4);
});

test('Troggen at four: stakes into the pot, the pot carried over, a misère, settled in jetons × value', async ({ page }) => {
  await newSheet(page, 'Troggen', ['Anna', 'Bert', 'Cilli', 'Done'], { stake: '0.5' });
  // Bert bids Doppelt and loses: 6 + 2 + 2 + 2 in the pot, carried.
  await enterHand(page, [{ choice: ['Game', 'Doppelt'] }, { seat: ['Bidder', 'Bert'] }, { number: [/Bidder's side/, '30'] }]);
  await expectTotals(page, ['−2', '−6', '−2', '−2']);
  await expect(page.getByText(/Pot\s*12/)).toBeVisible();
  // The deal moves right (TG-DEAL-1): Done deals. Cilli bids Einfach and wins the whole pot of 18.
  await expect(page.getByTestId('next-dealer')).toHaveText('Done');
  await enterHand(page, [{ choice: ['Game', 'Einfach'] }, { seat: ['Bidder', 'Cilli'] }, { number: [/Bidder's side/, '35'] }]);
  await expectTotals(page, ['−3', '−7', '13', '−3']);
  // A misère: lowest pays 0, highest 4, the others 2 (TG-MIS-2).
  await page.getByRole('button', { name: /Enter hand 3/ }).click();
  await fill(page, [
    { choice: ['Game', 'Misère'] },
    { number: [/Anna —/, '10'] },
    { number: [/Bert —/, '15'] },
    { number: [/Cilli —/, '20'] },
    { number: [/Done —/, '25'] }
  ]);
  // Issue 28 item 7: "What is Misère?" once in the form, not under every player's points; a
  // refusal is said beside "Save hand" too, which stays in view.
  await expect(page.locator('form.entry .terms-line').getByRole('button', { name: 'Misère' })).toHaveCount(1);
  await page
    .locator('form.entry')
    .getByLabel(/Done —/)
    .fill('99');
  await expect(page.locator('form.entry .actions .why')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Save hand' })).toBeDisabled();
  await page
    .locator('form.entry')
    .getByLabel(/Done —/)
    .fill('25');
  await expect(page.locator('form.entry .actions .why')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save hand' }).click();
  await expectTotals(page, ['−3', '−9', '11', '−7']);
  await page.getByRole('tab', { name: 'Settle' }).click();
  // TG-SESS-1: the pot of 8 goes back to those who paid it: nets −3, −7, 13, −3 jetons at 0.50.
  await expect(page.getByText('The payments add up to zero')).toBeVisible();
  await expect(page.getByTestId('transfers').getByRole('listitem')).toHaveText([/Bert pays Cilli\s*3.50/, /Anna pays Cilli\s*1.50/, /Done pays Cilli\s*1.50/]);
});

test('Troccas at four: sides over or under 36, the game of four hands, the catch-up deal', async ({ page }) => {
  await newSheet(page, 'Troccas', ['Anna', 'Bert', 'Cilli', 'Done']);
  await enterHand(page, [{ number: [/dealer's side/, '26'] }]);
  await expectTotals(page, ['−10', '10', '−10', '10']);
  await expect(page.getByText(/catch-up deal possible for Anna & Cilli/)).toBeVisible();
  await expect(page.getByText(/Game: hands played\s*1\/4/)).toBeVisible();
  for (const p of ['40', '36', '38']) await enterHand(page, [{ number: [/dealer's side/, p] }]);
  await expect(page.getByText(/Game: hands played\s*0\/4/)).toBeVisible();
  await page.getByRole('tab', { name: 'Settle' }).click();
  await expect(page.getByText('The payments add up to zero')).toBeVisible();
});

test.describe('a new sheet on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('"Start the sheet" is in view without scrolling, the house rules folded under one line (issue 28 item 7)', async ({ page }) => {
    await page.goto('/score/new/?game=troccas');
    await expect(page.getByRole('button', { name: 'Start the sheet' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Start the sheet' })).toBeInViewport({ ratio: 1 });
    await page.locator('details.house summary').click();
    await expect(page.getByRole('group', { name: /^Counting|^Zählen/ }).or(page.locator('details.house fieldset').first())).toBeVisible();
  });
});
