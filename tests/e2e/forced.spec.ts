import { expect, test } from '@playwright/test';
import { startGame, tableMark, waitForChange, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';

// "Play forced cards for me" (issue 29): with the setting on, the person's only legal card is
// played for them after the pace's pause and the status line says so; a real choice is theirs.
// The toy game's last trick is forced for every seat. The pace waits for a tap after each trick, so
// the hand's last trick stays on the table until the test taps it.
test.use({ viewport: { width: 360, height: 740 } });

test('a forced last trick plays itself and the status line says it was played for you', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('trull.testGames', '1');
    localStorage.setItem('trull.seed', '5');
    localStorage.setItem('trull.pace', 'tap');
    localStorage.setItem('trull.autoForced', 'true');
    // Everything the status line says, with the number of cards then in the hand: the bots' cards
    // after the person's replace the words on the line, so the test keeps each one.
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const line = document.querySelector('.status .log')?.textContent ?? '';
      const entry = `${document.querySelectorAll('.hand .slot').length}|${line}`; // the count: for the failure message
      if (line && said.at(-1) !== entry) said.push(entry);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await startGame(page, 'toy', 3);
  const held = page.locator('button.trick.held');
  const playable = page.locator('.hand .slot.ok');
  const over = page.getByRole('heading', { name: /End of the hand/ });
  let choices = 0;
  let heldSays = '';
  for (let i = 0; i < 60 && !(await over.isVisible()); i++) {
    // Something to do: a held trick to tap, a real choice of cards, or the end. A single playable
    // card is left alone: the table plays it.
    await page.waitForFunction(
      () =>
        document.querySelector('button.trick.held') !== null ||
        document.querySelectorAll('.hand .slot.ok').length > 1 ||
        document.getElementById('summary-title') !== null,
      null,
      { timeout: 20_000 }
    );
    const mark = await tableMark(page);
    if (await held.isVisible()) {
      // What the line says while each trick is held; the last one kept is the hand's last trick.
      heldSays = (await page.locator('.status strong').textContent()) ?? '';
      if ((await page.locator('.hand .slot').count()) === 0) await shot(page, 'test-results/forced-last-trick.png');
      await held.click({ timeout: 5000 }).catch(() => {});
    } else if ((await playable.count()) > 1) {
      await playable
        .first()
        .click({ timeout: 5000 })
        .catch(() => {});
      choices++;
    } else continue;
    // The table answers the tap in a later frame; look again only once it has.
    await waitForChange(page, mark, 5000);
  }
  await expect(over).toBeVisible();
  expect(choices).toBeGreaterThan(0);
  // While the last trick was held, the line said the person's card in it was played for them.
  expect(heldSays).toBe('Your only card was played for you');
  // The person's last card went by itself, and the line said so: of everything the line said about
  // the person's cards, the last is "played for you".
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  const mine = said.map((x) => x.slice(x.indexOf('|') + 1)).filter((x) => /^(You play|Played for you)/.test(x));
  expect(mine.at(-1), said.join('\n')).toMatch(/^Played for you: .+, your only card\./);
  expect(errors).toEqual([]);
});

test('the setting is off by default and in the table menu', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('trull.testGames', '1');
    localStorage.setItem('trull.seed', '5');
    localStorage.setItem('trull.pace', '30');
  });
  await startGame(page, 'toy', 3);
  await page.getByRole('button', { name: /Menu|Menü/ }).click();
  const box = page.getByRole('checkbox', { name: /Play forced cards for me/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await box.scrollIntoViewIfNeeded();
  await shot(page, 'test-results/forced-menu.png');
  expect(await page.evaluate(() => localStorage.getItem('trull.autoForced'))).toBe('true');
});
