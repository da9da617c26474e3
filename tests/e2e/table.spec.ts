import { expect, test } from '@playwright/test';
import { fastBots, nextHand, playHand, startGame, takeAction, waitForTurn, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';

const GAMES: [string, number][] = [
  ['droggn', 3],
  ['dobbm', 4],
  ['troggen', 4],
  ['troccas', 4]
];

for (const [game, players] of GAMES) {
  test(`a complete hand of ${game} against bots, start to finish, at phone size`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
    });
    await fastBots(page);
    await startGame(page, game, players, [0], undefined, 'normal');
    await expect(page.getByRole('group', { name: 'Your hand' })).toBeVisible();
    await playHand(page, async () => {
      // Every seat slot in the table's texts is filled with a name.
      expect(await page.locator('body').innerText()).not.toContain('{seat');
    });
    await expect(page.getByRole('heading', { name: 'End of the hand' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Breakdown' })).toBeVisible();
    await shot(page, `test-results/${game}-summary.png`);
    // Seats are named by the players' names, never "Seat 3" / "Player 3" / a bare slot.
    await expect(page.locator('.summary')).not.toContainText(/\{seat|\b(?:Seats?|Player) \d/);
    // The ledger adds up (every game here settles zero-sum per hand).
    await page.getByRole('button', { name: 'Next hand' }).click();
    await expect(page.getByRole('group', { name: 'Your hand' })).toBeVisible();
    expect(errors).toEqual([]);
    // Nothing is requested from another origin during a full hand.
    expect(foreign).toEqual([]);
  });
}

test('ALL-1: an illegal card shows the reason and changes nothing', async ({ page }) => {
  const errors = watchErrors(page);
  await fastBots(page);
  await startGame(page, 'dobbm', 4);
  // Play until it is our turn in the card play with some card we may not play.
  for (let i = 0; i < 300; i++) {
    const blocked = page.locator('.hand .slot.no').first();
    if ((await page.locator('.hand .slot.ok').count()) && (await blocked.count())) {
      const before = await page.locator('.hand .slot').count();
      const log = await page.locator('.status').innerText();
      // aria-disabled marks the card as not playable for screen readers; a tap still explains why.
      await blocked.click({ force: true });
      await expect(page.getByRole('alert')).toContainText(/must|may not|cannot|not/i);
      expect(await page.locator('.hand .slot').count()).toBe(before);
      expect(await page.locator('.status').innerText()).toBe(log);
      expect(errors).toEqual([]);
      return;
    }
    // takeAction returns once the table has answered: the next look never sees the turn just taken.
    if (await takeAction(page)) continue;
    if (await page.getByRole('button', { name: 'Next hand' }).isVisible()) await nextHand(page);
    else await waitForTurn(page);
  }
  throw new Error('never had an illegal card to tap');
});

test('pass-and-play: no other person’s cards are in the page during the hand-off or their turn', async ({ page }) => {
  // A whole hand is played: 0.8–1 min on a quiet machine with four workers, half the default bound.
  test.setTimeout(240_000);

  const errors = watchErrors(page);
  await fastBots(page);
  await startGame(page, 'droggn', 3, [0, 1]);
  const known = new Map<string, Set<string>>(); // person -> card names last seen in their hand
  const cardLabels = async (sel: string) =>
    new Set(await page.locator(`${sel} [role="img"]`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')));
  let handoffs = 0;
  let holder = '';
  const trail: string[] = [];
  await playHand(page, async () => {
    const take = page.getByRole('button', { name: /^I am .*: show my cards$/ });
    if (await take.isVisible()) {
      handoffs++;
      // The hand-off screen covers everything: not one card face is in the DOM.
      expect(await page.locator('[role="img"]').count()).toBe(0);
      expect(await page.locator('.hand').count()).toBe(0);
      holder = (await take.innerText()).replace(/^I am (.*): show my cards$/, '$1');
      trail.push(`handoff to ${holder}`);
      return;
    }
    if (!holder) {
      // Before the first hand-off (the table still loading): nobody's cards may show yet.
      expect(await page.locator('.hand [role="img"]').count()).toBe(0);
      return;
    }
    const mine = await cardLabels('.hand');
    // On a shared phone the status line names whose turn it is, not only "Your turn".
    const line = await page.evaluate(() => document.querySelector('.status strong')?.textContent ?? '');
    trail.push(`${holder}: ${line} / ${[...mine].slice(0, 3).join(',')}`);
    if (line.startsWith('Your turn')) expect(line, trail.join('\n')).toContain(`Your turn, ${holder}`);
    const before = known.get(holder);
    // A hand with none of the holder's old cards is a new deal (all passed): start over.
    if (before && before.size && ![...mine].some((c) => before.has(c))) known.clear();
    known.set(holder, mine);
    const publicCards = new Set([...(await cardLabels('.trick')), ...(await cardLabels('.shown'))]);
    const everywhere = await cardLabels('body');
    for (const [other, cards] of known) {
      if (other === holder) continue;
      for (const c of cards)
        if (everywhere.has(c) && !publicCards.has(c) && !mine.has(c)) throw new Error(`${c} of ${other} is in the page while ${holder} holds the phone`);
    }
  });
  expect(handoffs).toBeGreaterThan(1);
  expect(known.size).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('the games’ own terms are explained, and the table switches to German', async ({ page }) => {
  const errors = watchErrors(page);
  await fastBots(page);
  await startGame(page, 'droggn', 3);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'The game’s terms' }).click();
  await expect(page.getByRole('dialog')).toContainText('Gstieß');
  await expect(page.getByRole('dialog')).toContainText('Schwacher');
  await page.getByRole('button', { name: 'Close' }).click();
  // Each term links to the rule that says more (the words in the strip, the status line and the
  // choices are tappable one by one: tests/e2e/rules.spec.ts).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'The game’s terms' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /^More in the rules\s*: Mond$/ })).toHaveAttribute('href', '/rules/droggn/#DR-CARD-3');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('group', { name: 'Deine Karten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Letzter Stich' })).toBeVisible();
  expect(errors).toEqual([]);
});
