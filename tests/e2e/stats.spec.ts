import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { droggnModule, type DroggnState } from '../../src/lib/games/droggn/index';
import { replay } from '../../src/lib/engine/record';
import type { ScoreSession } from '../../src/lib/storage/types';
import { exportFile, playedSessions } from '../helpers/history';
import { importText, openSettings, shot } from './fixtures/app';

// Statistics over every hand (issue 29): a hand-made history of a few Droggn hands against bots and
// one Troccas score sheet, imported as an export file; the page's figures are what this test
// computes from the hand records themselves, and the trend's chart and table agree.
const DAY = 86_400_000;
// A fixed "today" for the page too (page.clock below): the period filter counts days back from it.
const now = Date.UTC(2026, 5, 15, 12);
const { sessions, hands } = playedSessions(
  droggnModule,
  [
    { id: 'st-a', names: ['Me', 'Bot Anna', 'Bot Bert'], level: 'easy', hands: 3, at: now - 40 * DAY, hints: { 0: 1 } },
    { id: 'st-b', names: ['Bot Anna', 'Me', 'Bot Bert'], people: [1], level: 'strong', hands: 3, at: now - 2 * DAY }
  ],
  11
);
const sheet: ScoreSession = {
  id: 'st-sheet',
  kind: 'score',
  game: 'troccas',
  players: [{ name: 'Gion' }, { name: 'Mena' }, { name: 'Flurin' }, { name: 'Ursina' }],
  settings: {},
  firstDealer: 1,
  entries: [
    { id: 'e1', createdAt: now - DAY, entry: { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 44 } } },
    { id: 'e2', createdAt: now - DAY + 1, entry: { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 20 } } }
  ],
  handIds: [],
  createdAt: now - DAY,
  updatedAt: now - DAY
};
const file = JSON.stringify(exportFile([...sessions, sheet], hands));

/** Your result, declaration and hints in each hand, from the records (replayed here, not by the app). */
const mine = sessions.flatMap((s) => {
  const me = s.players.findIndex((p) => !p.bot);
  return s.hands!.map((h) => {
    const record = hands.find((x) => x.id === h.handId)!.record;
    const facts = droggnModule.game.facts(replay<DroggnState>(droggnModule.game, record).state)!;
    const score = droggnModule.game.score(facts, record.context.settings);
    const decl = droggnModule.game.declaration!(facts);
    return {
      session: s.id,
      handId: h.handId,
      result: score.deltas[me],
      declarer: decl?.declarers[0] === me,
      defender: !!decl && !decl.declarers.includes(me),
      hints: h.hints ?? 0
    };
  });
});
const signed = (x: number) => (x > 0 ? `+${x}` : x < 0 ? `−${-x}` : '0');

test.use({ viewport: { width: 360, height: 740 } });

test('the statistics page shows what the imported hands score, in a chart and a table that agree', async ({ page }) => {
  await page.clock.setFixedTime(now);
  await openSettings(page);
  expect(await importText(page, 'history.json', file)).toMatch(/3 new sessions/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Statistics over every hand' }).click();
  await expect(page.locator('main[data-ready="true"]')).toBeVisible();

  const group = page.locator('[data-testid="stats-group"][data-game="droggn"]');
  const fig = (name: string) => group.locator(`[data-figure="${name}"]`);
  const total = mine.reduce((a, m) => a + m.result, 0);
  await expect(fig('hands')).toHaveText('6');
  await expect(fig('total')).toHaveText(`${signed(total)} points`);
  const declared = mine.filter((m) => m.declarer).length;
  await expect(fig('declarer')).toHaveText(`${declared} (${Math.round((100 * declared) / 6)}%)`);
  await expect(fig('defender')).toHaveText(new RegExp(`^${mine.filter((m) => m.defender).length} `));
  await expect(fig('hints')).toHaveText('1 (in 1 hand)');

  // The trend: one point per hand here (six hands), oldest first; chart and table the same numbers.
  const chart = await group
    .getByTestId('trend-chart')
    .locator('circle')
    .evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('data-average'))));
  const table = await group
    .getByTestId('trend-table')
    .locator('td')
    .evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('data-average'))));
  expect(chart).toEqual(mine.map((m) => m.result));
  expect(table).toEqual(chart);
  // Higher is drawn higher: the chart's y falls as the value rises.
  const ys = await group
    .getByTestId('trend-chart')
    .locator('circle')
    .evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('cy'))));
  for (let i = 0; i < ys.length; i++) for (let j = 0; j < ys.length; j++) if (chart[i] > chart[j]) expect(ys[i]).toBeLessThan(ys[j]);

  // Per bot level, and the best hand opens its replay.
  await expect(group.locator('[data-level="easy"] td').first()).toHaveText('3');
  await expect(group.locator('[data-level="strong"] td').first()).toHaveText('3');
  const best = mine.reduce((a, m) => (m.result > a.result ? m : a));
  await expect(group.getByTestId('best-hand').locator('strong')).toHaveText(`${signed(best.result)} points`);

  // The score sheet counts per name: Troccas's two sides, each hand won by one.
  const troccas = page.locator('[data-testid="stats-group"][data-game="troccas"]');
  await expect(troccas.locator('[data-name="Gion"] td').first()).toHaveText('2 (1)');

  // No accessibility violations with figures on the page (WCAG 2.x A/AA, as a11y.spec.ts checks the others).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // The CSV holds the same figures.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`droggn,3,you,hands,6\r\n`);
  expect(csv).toContain(`droggn,3,you,total (points),${total}\r\n`);
  expect(csv).toContain(`troccas,4,Gion,hands,2\r\n`);

  // The period leaves the first session (40 days ago) out.
  await page.getByTestId('stats-period').selectOption('30');
  await expect(fig('hands')).toHaveText('3');

  await shot(page, 'test-results/stats-360.png', true);
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await group.getByTestId('best-hand').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`hand=${mine.filter((m) => m.session === 'st-b').reduce((a, m) => (m.result > a.result ? m : a)).handId}`));

  // In German, and sideways.
  await page.evaluate(() => localStorage.setItem('trull.lang', 'de'));
  await page.goto('/stats/');
  await expect(page.getByRole('heading', { name: 'Statistik', level: 1 })).toBeVisible();
  await expect(fig('hands')).toHaveText('6');
  await shot(page, 'test-results/stats-360-de.png', true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 740, height: 360 });
  await shot(page, 'test-results/stats-740.png');
});

// Issue 30 item 3: in a game passed around the table each person's cards are judged and kept as
// yours are; the page lists each name's mean accuracy under its table. The rows are written into
// the database as the summary keeps them (an export carries no accuracies).
const passed = playedSessions(droggnModule, [{ id: 'st-pp', names: ['Ada', 'Benedikt', 'Bot'], people: [0, 1], hands: 3, at: now - DAY }], 11);
for (const lang of ['en', 'de'] as const)
  test(`a game passed around the table: each name's accuracy, and the names table fits 360 px (${lang})`, async ({ page }) => {
    await page.clock.setFixedTime(now);
    if (lang === 'de') await page.addInitScript(() => localStorage.setItem('trull.lang', 'de'));
    await openSettings(page);
    await importText(page, 'passed.json', JSON.stringify(exportFile(passed.sessions, passed.hands)));
    const rows = passed.sessions[0].hands!.map((h, i) => ({
      sessionId: 'st-pp',
      handId: h.handId,
      seat: 0,
      game: 'droggn',
      hand: i,
      accuracy: 70 + 7 * i,
      at: h.at
    }));
    await page.evaluate(async (rows) => {
      const db: IDBDatabase = await new Promise((ok, no) => {
        const r = indexedDB.open('trull');
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      const t = db.transaction('accuracy', 'readwrite');
      for (const row of rows) t.objectStore('accuracy').put(row);
      await new Promise((ok) => (t.oncomplete = ok));
      db.close();
    }, rows);
    await page.goto('/stats/');
    await expect(page.locator('main[data-ready="true"]')).toBeVisible();
    const list = page.getByTestId('names-accuracy');
    // Ada's three hands (70, 77, 84); Benedikt's cards were not judged: no line.
    await expect(list.locator('li')).toHaveCount(1);
    await expect(list.locator('li[data-name="Ada"]')).toHaveText(lang === 'en' ? 'Ada: 77, mean over 3 hands' : 'Ada: 77, Mittel über 3 Hände');
    // No sideways scrolling: the names table (German's longer headers break at soft hyphens) fits.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, `/tmp/stats-names-${lang}.png`);
  });
