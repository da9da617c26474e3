import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fastBots, playHand, startGame, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';

// "Could I have won?" (issue 12 item 6) at phone size: after a hand against bots the summary says,
// step by step, what the cards would have allowed; a card of the hand opens the replay at that point.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const GAMES: [string, number, number][] = [
  // game, players, the fixed seed of the deals
  ['dobbm', 4, 2],
  ['droggn', 3, 1]
];

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const stepText = (page: Page) => page.getByText(/^Step \d+ \/ \d+$/);

/**
 * Plays hands until one had cards played (the first dealer is random, and a hand everyone passes
 * is thrown in with nothing to look at) and its analysis is done; returns the analysis section.
 */
async function playUntilAnalysed(page: Page, done: RegExp, nothing: RegExp, next: RegExp) {
  const section = page.getByTestId('could-i-have-won');
  for (let hand = 0; hand < 6; hand++) {
    await playHand(page);
    const status = section.getByRole('status');
    await expect(status).toHaveText(new RegExp(`${done.source}|${nothing.source}`), { timeout: 60_000 });
    if (done.test((await status.textContent()) ?? '')) return section;
    await page.getByRole('button', { name: next }).click();
    // The next hand's table, before playHand looks for the end of a hand again.
    await expect(page.getByRole('heading', { name: /End of the hand|Ende der Hand/ })).toBeHidden();
  }
  throw new Error('no hand with cards played in six deals');
}

for (const [game, players, seed] of GAMES) {
  test(`${game}: the hand's summary says whether it could have been won, and a card opens the replay there`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await fastBots(page, 30, seed);
    await startGame(page, game, players);
    // It appears step by step and ends with every card of the person looked at.
    const section = await playUntilAnalysed(page, /Done: all \d+ of your cards looked at\./, /^Done\.$/, /^Next hand$/);
    await expect(section.getByRole('heading', { name: 'Could I have won?' })).toBeVisible();
    await expect(section.getByText(/^Your side (came|did not come) out ahead in this hand\.$/)).toBeVisible();
    await expect(section.getByText(/first card|earliest position solved/).first()).toBeVisible();
    // A lost hand the side could still force, with no card of the person's marked: the summary
    // says whose card lost it (a partner's), with a link into the replay after the person's card.
    const text = (await section.textContent()) ?? '';
    if (/did not come out ahead/.test(text) && /could still force a win/.test(text) && !/Where it went wrong/.test(text)) {
      await expect(section.getByRole('heading', { name: 'What the other cards did' })).toBeVisible();
      await expect(section.getByText(/a card of your partner's (before your next one \(trick \d+\)|after it) gave it away\./)).toBeVisible();
    }
    // Issue 28 item 4: never both outcomes for the person's side.
    expect(/came out ahead in this hand/.test(text) && /threw the hand away/.test(text), text).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `/tmp/analysis-${game}-summary.png`, true);
    await axe(page);

    // Every card the person played is listed with both views; the latest is solved exactly.
    await section.getByText(/^Every card you played \(\d+\)$/).click();
    const rows = section.locator('ol.all > li');
    const n = await rows.count();
    expect(n).toBeGreaterThan(3);
    await expect(rows.last()).toContainText(/Trick \d+: .*(kept the win|threw the hand away|put a certain win at risk|no card could have won)/);
    await expect(section.getByText(/^Without peeking: the best card in \d+% of \d+ deals that fit what you had seen\.$/).first()).toBeVisible();
    await shot(page, `/tmp/analysis-${game}-cards.png`, true);

    // A marked card if there is one, else the last card: its link opens the replay just before it.
    const marked = section.locator('ul.marked a');
    const link = (await marked.count()) ? marked.first() : rows.last().locator('a');
    const href = (await link.getAttribute('href'))!;
    const step = Number(/[?&]step=(\d+)/.exec(href)![1]);
    await link.click();
    await page.waitForURL(/\/replay\//);
    await expect(stepText(page)).toHaveText(new RegExp(`^Step ${step} / `));
    await shot(page, `/tmp/analysis-${game}-replay-at.png`, true);
    // The next step is the person's card.
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.getByTestId('replay-step')).toHaveText(/^You: Play /);

    // The replay has the same analysis; its cards step the replay in place.
    const inReplay = page.getByTestId('could-i-have-won');
    await expect(inReplay.getByRole('status')).toHaveText(/Done: all \d+ of your cards looked at\./, { timeout: 60_000 });
    await inReplay.getByText(/^Every card you played \(\d+\)$/).click();
    // Another card than the one open now.
    await inReplay.locator(`ol.all > li button:not([data-step="${step}"])`).first().click();
    await expect(stepText(page)).not.toHaveText(new RegExp(`^Step ${step} / `));
    await expect(page.getByRole('heading', { name: /^Replay: / })).toBeFocused();
    await shot(page, `/tmp/analysis-${game}-replay-moved.png`);
    await axe(page);
    expect(errors).toEqual([]);
  });
}

test('in German, and in landscape', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 740, height: 360 });
  await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
  await fastBots(page, 30, 2);
  await startGame(page, 'dobbm', 4);
  const section = await playUntilAnalysed(page, /Fertig: alle \d+ deiner Karten angesehen\./, /^Fertig\.$/, /^Nächste Hand$/);
  await expect(section.getByRole('heading', { name: 'Hätte ich gewinnen können?' })).toBeVisible();
  await expect(section.getByText(/^Deine Seite lag in dieser Hand (nicht )?vorn\.$/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, '/tmp/analysis-de-landscape.png', true);
});
