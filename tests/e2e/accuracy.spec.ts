import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fastBots, nextHand, playHand, startGame, watchErrors } from './table-helpers';
import { shot } from './fixtures/app';
import { sampled } from '../helpers/scale';

// Accuracy for every hand (issue 30 item 3) at phone size, by touch: after a hand against bots the
// summary gives the accuracy of the person's cards and lists the mistakes and inaccuracies, each a
// link into the replay at that card; the statistics keep the hand's figure. The person plays the
// first card the table offers (playHand), which is often not the best one. Fixed seeds (the deals
// and the first dealer: fastBots), rule bots in the other seats thinking by count.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const DONE = /Done: all \d+ of your cards looked at\.|Fertig: alle \d+ deiner Karten angesehen\./;
const NOTHING = /^(Done|Fertig)\.$/;

/**
 * Plays hands until one had cards of the person's with a choice (a hand everyone passes is thrown
 * in, with nothing to judge) and its analysis is done; returns the section and how many hands it took.
 */
async function playUntilJudged(page: Page): Promise<{ section: Locator; hands: number }> {
  const section = page.getByTestId('could-i-have-won');
  for (let hand = 1; hand <= 4; hand++) {
    await playHand(page);
    const status = section.getByRole('status');
    // The analysis's own pace on a shared machine: a safety net, not a claim about speed.
    await expect(status).toHaveText(new RegExp(`${DONE.source}|${NOTHING.source}`), { timeout: 150_000 });
    if (await section.getByTestId('accuracy').count()) return { section, hands: hand };
    await nextHand(page);
  }
  throw new Error('no hand with a judged card in four deals');
}

// game, players, the fixed seed of the deals (and of the first dealer), and whether the person's
// cards of that deal include a mistake or an inaccuracy: seeds found by trying 1 to 7, each game's
// first with a listed card, so that every game follows one into the replay (Droggn's seed 2 listed a card of 2.3 points, good since the thresholds became shares of the scale).
const GAMES = [
  ['dobbm', 4, 2, true],
  ['droggn', 3, 3, true],
  ['troccas', 4, 6, true],
  ['troggen', 4, 3, true]
] as const;

const UNIT: Record<string, string> = { dobbm: 'Schilling', droggn: 'points', troccas: 'points', troggen: 'jetons' };

// Two games in `npm test`, the other two in `test:deep` (tests/helpers/scale.ts, `sampled`).
for (const [game, players, seed, lists] of sampled(GAMES, ([g]) => g, ['dobbm', 'troggen']))
  test(`${game}: the hand's accuracy on the summary, a costly card opens the replay there, and the statistics keep it`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors = watchErrors(page);
    await fastBots(page, 30, seed);
    await startGame(page, game, players);
    const { section, hands } = await playUntilJudged(page);

    // The figure, said with the status (a live region) and shown in its own line.
    const figure = section.getByTestId('accuracy');
    await expect(figure).toHaveText(/^Accuracy of your cards: \d{1,3}$/);
    const value = Number(await figure.getAttribute('data-accuracy'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    await expect(section.getByRole('status')).toContainText(`Accuracy of your cards: ${value}.`);
    // What it means, in a fold opened by a tap.
    await section.getByText('What this figure means').tap();
    await expect(section.getByText(/^100 when no card of yours cost anything; the more your cards cost, the lower/)).toBeVisible();
    await expect(section.getByText(/Only your cards are judged, not your bids\.$/)).toBeVisible();

    const costly = section.getByTestId('costly-cards').locator('a');
    const listed = await costly.count();
    expect(listed > 0, 'a mistake or an inaccuracy listed').toBe(lists);
    if (!listed) await expect(section.getByText('From what you could see, no card of yours was a mistake or an inaccuracy.')).toBeVisible();
    await figure.scrollIntoViewIfNeeded();
    await shot(page, `/tmp/accuracy-${game}-summary.png`, true);
    await axe(page);

    if (listed) {
      // Each says its trick, card, cost in the game's unit and the card rated best, and links to its step.
      const unit = UNIT[game];
      for (let i = 0; i < listed; i++)
        await expect(costly.nth(i)).toHaveText(
          new RegExp(
            `^Trick \\d+: .+ was (a mistake|an inaccuracy): it cost about [\\d.,]+ ${unit} against .+, the strong bot's best card there\\. Open the replay here →$`
          )
        );
      const link = costly.first();
      const step = Number(/[?&]step=(\d+)/.exec((await link.getAttribute('href'))!)![1]);
      const text = (await link.textContent())!;
      await link.tap();
      await page.waitForURL(/\/replay\//);
      // The replay opens just before the card: the next step is the person's playing it.
      await expect(page.getByText(/^Step \d+ \/ \d+$/)).toHaveText(new RegExp(`^Step ${step} / `));
      await page.getByRole('button', { name: 'Step forward' }).tap();
      // The card named in the list is the card played there.
      const card = /^Trick \d+: the (.+?) was /.exec(text)![1];
      await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(`^You: (Play )?(the )?${card}$`, 'i'));
      // The replay's analysis says the same figure.
      await expect(page.getByTestId('could-i-have-won').getByTestId('accuracy')).toHaveText(`Accuracy of your cards: ${value}`, { timeout: 150_000 });
    }

    // The statistics keep the hand's figure: the only one of this device's hands with an accuracy.
    await page.goto('/stats/');
    const group = page.locator(`[data-testid="stats-group"][data-game="${game}"]`);
    await expect(group.getByRole('heading', { name: 'Accuracy of your cards' })).toBeVisible();
    await expect(group.locator('[data-figure="accuracy"]')).toHaveText(String(value));
    await expect(group.getByTestId('your-accuracy')).toContainText(hands === 1 ? 'over your one hand.' : `over 1 of your ${hands} hands`);
    await group.getByTestId('your-accuracy').scrollIntoViewIfNeeded();
    await shot(page, `/tmp/accuracy-${game}-stats.png`, true);
    await axe(page);
    expect(errors).toEqual([]);
  });

test('in German', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
  await fastBots(page, 30, 2);
  await startGame(page, 'dobbm', 4);
  const { section } = await playUntilJudged(page);
  await expect(section.getByTestId('accuracy')).toHaveText(/^Genauigkeit deiner Karten: \d{1,3}$/);
  await section.getByText('Was diese Zahl bedeutet').tap();
  await expect(section.getByText(/Beurteilt werden nur deine Karten, nicht deine Ansagen\.$/)).toBeVisible();
  const costly = section.getByTestId('costly-cards').locator('a');
  if (await costly.count())
    await expect(costly.first()).toHaveText(
      /^Stich \d+: .+ war (ein Fehler|eine Ungenauigkeit): Das kostete etwa [\d,]+ Schilling gegenüber .+, der besten Karte des starken Bots dort\. Wiedergabe hier öffnen →$/
    );
  else await expect(section.getByText('Nach dem, was du sehen konntest, war keine deiner Karten ein Fehler oder eine Ungenauigkeit.')).toBeVisible();
  await section.getByTestId('accuracy').scrollIntoViewIfNeeded();
  await shot(page, '/tmp/accuracy-de-summary.png', true);
  await axe(page);
  await page.goto('/stats/');
  await expect(page.getByRole('heading', { name: 'Genauigkeit deiner Karten' })).toBeVisible();
  await expect(page.getByTestId('your-accuracy')).toContainText(/Schnitt: \d+, über /);
  await shot(page, '/tmp/accuracy-de-stats.png', true);
  expect(errors).toEqual([]);
});
