import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encodeFragment } from '../../src/lib/replay/link';
import { moduleFor } from '../../src/lib/games/modules';
import { exportFile, playedSessions } from '../helpers/history';
import { dumpDb, importText, openSettings, waitForServiceWorker, shot } from './fixtures/app';
import { fastBots, playHand, startGame, watchErrors } from './table-helpers';
import { sampled } from '../helpers/scale';

// The service worker must run so that a shared link opens offline.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const GAMES: [string, number][] = [
  ['droggn', 3],
  ['dobbm', 4],
  ['troggen', 4],
  ['troccas', 4]
];

/** The score column of a table, as numbers (the sheet writes a real minus sign). */
const numbers = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map((x) => Number(x.replace('−', '-').replace('+', '')));

const stepText = (page: Page) => page.getByText(/^Step \d+ \/ \d+$/);

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function lastStep(page: Page): Promise<number> {
  const m = /\/ (\d+)$/.exec((await stepText(page).textContent()) ?? '');
  return Number(m![1]);
}

// Two games in `npm test`, the other two in `test:deep` (tests/helpers/scale.ts, `sampled`).
for (const [game, players] of sampled(GAMES, ([g]) => g, ['dobbm', 'troccas'])) {
  test(`${game}: history, replay to the end and back, a shared link offline, the same deal again`, async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    const errors = watchErrors(page);
    await fastBots(page);
    // A session of one finished hand (the rule bots played every seat of a seeded deal), imported
    // as a player would bring it from another phone: the history is reached in one load.
    const names = ['Anna', 'Bernd', 'Clara', 'Dora'].slice(0, players);
    const id = `replay-${game}`;
    const { sessions, hands } = playedSessions(moduleFor(game)!, [{ id, names, level: 'easy', hands: 1, at: 1_760_000_000_000 }]);
    await openSettings(page);
    expect(await importText(page, 'replay.json', JSON.stringify(exportFile(sessions, hands)))).toMatch(/^Imported: 1 new session/);
    const played = sessions[0].hands![0].score.deltas.map((d) => Math.round(d * 100) / 100 + 0);

    // The history lists the hand with its contract and score, and opens its replay.
    await page.goto(`/play/history/?id=${id}`);
    const history = page.getByTestId('hand-history');
    await expect(history.locator('li')).toHaveCount(1);
    await page.getByRole('link', { name: 'Replay of hand 1' }).click();
    await expect(stepText(page)).toHaveText(/^Step 0 \//);
    const n = await lastStep(page);

    // Keys: to the end and back; the score at the end is the hand's.
    await page.keyboard.press('ArrowRight');
    await expect(stepText(page)).toHaveText(`Step 1 / ${n}`);
    await page.keyboard.press('End');
    await expect(stepText(page)).toHaveText(`Step ${n} / ${n}`);
    await expect(page.getByTestId('replay-delta')).toHaveCount(played.length);
    expect(await numbers(page, '[data-testid="replay-delta"]')).toEqual(played);
    await shot(page, `/tmp/h12-${game}-replay-end.png`, true);
    await page.keyboard.press('ArrowLeft');
    await expect(stepText(page)).toHaveText(`Step ${n - 1} / ${n}`);
    // Mid-play, as a player looks back at a trick.
    await page.getByRole('button', { name: 'Step back' }).click();
    await shot(page, `/tmp/h12-${game}-replay-late.png`, true);
    await axe(page);
    await expect(page.getByTestId('replay-delta')).toHaveCount(0);
    // Buttons, and a swipe (right to left is forward).
    await page.getByRole('button', { name: 'To the deal' }).click();
    await expect(stepText(page)).toHaveText(`Step 0 / ${n}`);
    const box = (await page.getByRole('group', { name: 'Table (swipe to step)' }).boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 40, { steps: 5 });
    await page.mouse.up();
    await expect(stepText(page)).toHaveText(`Step 1 / ${n}`);
    // One seat's view shows one hand; the others are counted, not shown.
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ index: 1 });
    await expect(page.getByRole('group', { name: /^Cards of / })).toHaveCount(1);
    await shot(page, `/tmp/h12-${game}-replay-seat.png`, true);

    // Share as a link, and open it on "another phone": a fresh context that has the app, offline.
    await page.getByRole('button', { name: 'Share as a link' }).click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/replay\/#h=[A-Za-z0-9_-]+$/);
    const other = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'allow', baseURL });
    try {
      const phone = await other.newPage();
      // The app's first visit (it opens its store, so the dump below reads the app's own data).
      await openSettings(phone);
      await waitForServiceWorker(phone);
      const before = await dumpDb(phone);
      await other.setOffline(true);
      await phone.goto(link);
      await expect(stepText(phone)).toHaveText(`Step 0 / ${n}`);
      await phone.keyboard.press('End');
      await expect(phone.getByTestId('replay-delta')).toHaveCount(played.length);
      expect(await numbers(phone, '[data-testid="replay-delta"]')).toEqual(played);
      await shot(phone, `/tmp/h12-${game}-link-offline.png`, true);
      expect(await dumpDb(phone)).toEqual(before);
    } finally {
      await other.close();
    }

    // The same deal again, seats kept or rotated, and the two results side by side.
    const rotated = game === 'droggn' || game === 'troggen';
    await page.getByRole('button', { name: rotated ? 'Seats rotated' : 'Same seats' }).click();
    await page.waitForURL(/\/play\/table\//);
    await playHand(page);
    const again = await numbers(page, '.ledger tbody td:nth-child(2)');
    // The comparison is at the end of the hand already, and again in the history.
    await expect(page.getByTestId('deal-comparison')).toBeVisible();
    await shot(page, `/tmp/h12-${game}-summary-compare.png`, true);
    await page.getByRole('link', { name: 'Hand history and replays' }).click();
    const compare = page.getByTestId('deal-comparison');
    await expect(compare).toBeVisible();
    await expect(compare.locator('tbody tr')).toHaveCount(played.length);
    // The second result is drawn once the history has replayed both hands: wait for it.
    await expect(compare.locator('tbody td:nth-child(3)')).toHaveCount(played.length);
    // Read again until the redraw settles (the page may draw the table twice as both hands load).
    const results = async () =>
      (await compare.locator('tbody td:nth-child(3)').allTextContents()).map((c) => Number(c.split(' ').pop()!.replace('−', '-').replace('+', '')));
    await expect.poll(results, { timeout: 10_000 }).toEqual(again);
    await shot(page, `/tmp/h12-${game}-compare.png`, true);
    await axe(page);
    expect(errors).toEqual([]);
  });
}

test('a malformed or foreign link says so in words, in English and German, and changes nothing', async ({ page }) => {
  const hand = JSON.parse(readFileSync('docs/examples/droggn-hand.json', 'utf8'));
  await openSettings(page);
  const before = await dumpDb(page);
  const cases: [string, RegExp][] = [
    ['h=%%%', /characters a hand link never has/],
    ['h=AAAA', /damaged or cut off/],
    ['nothing', /holds no hand/],
    ['h=' + 'A'.repeat(9000), /too long/],
    [await encodeFragment({ ...hand, game: '__proto__' }), /game Trull does not know/],
    [await encodeFragment({ ...hand, game: 'constructor' }), /game Trull does not know/],
    [await encodeFragment({ ...hand, context: { ...hand.context, settings: { nonsense: 1 } } }), /no setting/],
    [
      await encodeFragment({ ...hand, actions: [...hand.actions.slice(0, 14), hand.actions[15], hand.actions[14], ...hand.actions.slice(16)] }),
      /Move \d+ breaks the rules/
    ]
  ];
  for (const [fragment, message] of cases) {
    await page.goto(`/replay/#${fragment}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
    await expect(page.getByText('Nothing was changed on this device.')).toBeVisible();
  }
  await shot(page, '/tmp/h12-bad-link.png');
  await page.evaluate(() => localStorage.setItem('trull.lang', 'de'));
  await page.goto('/');
  await page.goto(`/replay/#${await encodeFragment({ ...hand, game: 'skat' })}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Diese Hand gehört zu einem Spiel, das Trull nicht kennt.');
  expect(await dumpDb(page)).toEqual(before);
});

test('pass-and-play: a hand in progress is neither listed nor replayable; once over it is', async ({ page }) => {
  test.setTimeout(240_000);
  await fastBots(page);
  await startGame(page, 'dobbm', 4, [0, 1]);
  const sessionId = new URL(page.url()).searchParams.get('id')!;
  await page.getByRole('button', { name: /^I am .*: show my cards$/ }).waitFor();
  const db = (await dumpDb(page)) as Record<string, [string, Record<string, unknown>][]>;
  const openHand = Object.values(db)
    .flatMap((rows) => (Array.isArray(rows) ? rows : []))
    .map(([, v]) => v)
    .find((v) => v?.id === sessionId)?.openHand as string;
  expect(openHand).toBeTruthy();
  await page.goto(`/replay/?session=${sessionId}&hand=${openHand}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/not finished yet/);
  await page.goto(`/play/history/?id=${sessionId}`);
  await expect(page.getByText('No hand is finished yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the table' }).click();
  await playHand(page);
  await page.getByRole('link', { name: 'Hand history and replays' }).click();
  await page.getByRole('link', { name: 'Replay of hand 1' }).click();
  await expect(stepText(page)).toHaveText(/^Step 0 \//);
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-delta')).toHaveCount(4);
  await page.keyboard.press('Home');
  await expect(page.getByRole('group', { name: /^Cards of / })).toHaveCount(4);
});

test('the replay in German and in landscape', async ({ page }) => {
  await page.setViewportSize({ width: 740, height: 360 });
  await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
  const hand = JSON.parse(readFileSync('docs/examples/troggen-hand.json', 'utf8'));
  await page.goto(`/replay/#${await encodeFragment(hand)}`);
  await expect(page.getByText(/^Schritt 0 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: /Abrechnung der Hand/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await shot(page, '/tmp/h12-de-landscape.png', true);
  await axe(page);
});
