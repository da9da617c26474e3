import { expect, test, type Page } from '@playwright/test';
import { fastBots, nextHand, saved, settled, startGame, tableMark, takeAction } from './table-helpers';
import {
  choicesOutOfView,
  coveredCorners,
  cutNames,
  handOutOfView,
  layoutProblems,
  misplaced,
  notch,
  seatProblems,
  seatsOverTrick,
  smallIndices,
  turnProblems
} from './layout-checks';
import { shot } from './fixtures/app';
import { sampled } from '../helpers/scale';

// The table's layout at every step of a hand, the bots' cards included, for every game and count,
// upright and turned sideways (issues 13 and 28). Each table is walked once per screen and every
// look runs every check (layout-checks.ts), so a hand is played once for all of them:
// - each card of a trick lies nearer its own player's seat box than any other (whose card is whose),
//   and no seat box lies over a card of the trick once it has landed;
// - no seat box over another or off the felt, no name in one cut short, the seat to act marked,
//   the leader's box says so;
// - no card's corner index covered, and none smaller than 11 px;
// - every choice offered is whole on screen, never in a scroll box;
// - turned sideways on a notched phone: the hand, the trick and the status line whole, inside the
//   safe area, uncovered.
// The deals, the first dealer and the bots' work are fixed by the seed, and the page's clock by the
// walk (letTimeRun), so the same looks happen on any machine. A test per table and screen, not per
// check: playing the same hands once per check cost twice the browser time (docs/testing.md).
// `npm test` walks a sample (QUICK) that reaches every game and count, every screen and both
// languages; `npm run test:deep` (TRULL_DEEP=1) walks the other 23, so CI walks every table on every screen.

/**
 * A table, its seed and whether the person is sure to be offered a choice in the looks (the seeds
 * were chosen for it: at Troccas 6 the person's only choice is the jack call, which seed 12 brings
 * in the first hand).
 */
type Table = readonly [game: string, players: number, seed: number, choices: boolean];

const TABLES: readonly Table[] = [
  ['droggn', 3, 2, true],
  ['droggn', 4, 3, false],
  ['troccas', 3, 1, false],
  ['troccas', 4, 1, true],
  ['troccas', 5, 3, false],
  ['troccas', 6, 12, true],
  ['dobbm', 4, 1, true],
  ['dobbm', 5, 2, true],
  ['troggen', 4, 1, true],
  ['troggen', 5, 3, false],
  ['troggen', 6, 3, true]
];

/** Five and six seats on a small phone: the seat boxes in a grid over a short felt. */
const SHORT: readonly Table[] = [
  ['troccas', 6, 3, false],
  ['troggen', 6, 3, false],
  ['troccas', 5, 1, false],
  ['dobbm', 5, 2, false]
];

/** A larger phone sideways: the games' main counts. */
const WIDE: readonly Table[] = [
  ['droggn', 3, 1, false],
  ['droggn', 4, 1, false],
  ['troccas', 4, 2, false],
  ['dobbm', 4, 3, false],
  ['troggen', 5, 1, false]
];

/**
 * The walks of `npm test`: each game and count once at least, each screen and language, choices
 * upright and sideways, the notched phones. Every other walk runs under `test:deep` (a walk is
 * 10–20 s of a browser's time, and the 36 of them were a quarter of the browser tests').
 */
const QUICK: readonly string[] = [
  '360×740 en: droggn 3',
  '360×740 en: troccas 3',
  '360×740 en: troccas 6',
  '360×740 en: dobbm 5',
  '360×740 en: troggen 4',
  '360×640 en: troccas 5',
  '360×640 en: troggen 6',
  '740×360 de: droggn 4',
  '740×360 de: troccas 4',
  '740×360 de: dobbm 4',
  '740×360 de: troggen 6',
  '740×360 en notched: troggen 5',
  '844×390 en notched: troccas 4'
];

type Check = 'trick' | 'seats' | 'names' | 'corners' | 'index' | 'choices' | 'hand' | 'safe area';

/**
 * Layouts these walks found wrong when they first ran every check on every table (2026-11-29),
 * open in issue 28: on that screen and table the one check named is not applied (every other is),
 * and the test says so in its annotations. Each is to be fixed and its line removed, not the check
 * weakened. [screen, game, players, check, what is wrong]
 */
const KNOWN: readonly (readonly [screen: string, game: string, players: number, check: Check, why: string])[] = [
  // None open. The last three, found when the hand check came in (2026-12-01), were the page
  // running taller than the phone, the hand's row ending below its foot: Troccas 6's jack call
  // (15 px at 360×740, 115 at 360×640) and Troggen 6's bids with their meanings (62 px at
  // 360×640). Fixed 2026-12-02 (docs/testing.md): on a phone shorter than 740 px the meanings the
  // "What is …" line explains fold away, the status line keeps no empty line while choosing (760 px
  // and less), and six seats' felt with a trick keeps 240 px, not 256.
];

/** Between a bot's cards, and the trick's hold, in the page's own time (its clock stands still). */
const PACE = 100;

/** When the page's clock starts: a fixed date, so nothing on the table depends on the day it runs. */
const START = new Date('2026-12-01T10:00:00Z').getTime();

/**
 * The page's clock stands still from the deal on (Playwright's fake timers): the bots' pauses and
 * the trick's hold are timers, so the table moves only when the walk lets its time run, one pace
 * at a time, and every look is at the same point of the hand on any machine: after each action
 * and each finished trick's leaving, once the table has come to rest. (Before, the bots played on
 * while the walk looked, and a loaded machine sampled other moments: clean clones 27, 33 and 36
 * failed on states the quiet runs never saw.) A bot's answer comes from the worker in real time,
 * so a pace that fired nothing is followed by another until the table changes.
 */
async function letTimeRun(page: Page): Promise<void> {
  const mark = await tableMark(page);
  // Bounded by the test's clock, not the page's: a worker that has not answered yet (real time).
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    await page.clock.runFor(PACE);
    // A bot's card goes to disk and a finished trick leaves in real time: the table is judged once
    // they have, so one pace never lets two actions through.
    await saved(page);
    await landed(page);
    if ((await tableMark(page)) !== mark) return;
  }
}

/**
 * The table at rest: the action on disk, the table drawn whole (its pieces come in slices a frame
 * apart, ui/staged.ts, so the still clock runs a frame at a time until none waits), no card moving.
 */
async function atRest(page: Page): Promise<void> {
  await saved(page);
  for (let i = 0; i < 20 && (await page.locator('html[data-staging]').count()); i++) await page.clock.runFor(16);
  await landed(page);
}

/**
 * Every card where it lands: the cards' moves (the browser's animations, on the real clock) are
 * finished at once instead of waited out, a quarter of a second for each card played, most of a
 * walk's time when they were. A finished trick's leaving is two animations one after the other
 * (Svelte's outro starts with one of no length), so it is asked again until nothing moves.
 */
async function landed(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const moving = await page.evaluate(() => {
      for (const a of document.getAnimations()) a.finish();
      return document.querySelector('.trick .played[inert]') !== null;
    });
    if (!moving) break;
  }
  await settled(page);
}

async function walk(page: Page, [game, players, seed, choices]: Table, notched: boolean, skip: Check[]): Promise<void> {
  test.setTimeout(180_000);
  await fastBots(page, PACE, seed);
  if (notched) await notch(page);
  await page.clock.install({ time: START });
  await startGame(page, game, players, [0], () => page.clock.pauseAt(START + 60_000));
  // The table opens from disk in real time, then draws itself in slices on the page's clock.
  await expect(async () => {
    await page.clock.runFor(16);
    await expect(page.locator('html:not([data-staging]) .felt .seat')).toHaveCount(players - 1, { timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await atRest(page);
  await expect(page.locator('.felt .seat')).toHaveCount(players - 1);
  const problems = new Set<string>();
  // Every seat's card measured in a trick at least once (in this trick or an earlier one).
  const measured = new Set<string>();
  let playing: number = players;
  const seen = { choosing: 0, playing: 0 };
  let lastChoice = -1;
  const enough = (i: number) =>
    i >= 30 &&
    measured.size >= playing &&
    seen.playing > 0 &&
    // Up to four sets of choices, then 12 looks with none (the next is usually the next hand's
    // bidding, one already looked at); where none is sure to come, 50 looks.
    (seen.choosing >= 4 || (seen.choosing > 0 && i >= lastChoice + 12) || (!choices && i >= 50));
  for (let i = 0; i < 300 && !enough(i); i++) {
    await atRest(page);
    if (await page.getByRole('heading', { name: /End of the hand|Ende der Hand/ }).isVisible()) {
      await nextHand(page);
      continue;
    }
    // WALK_TRACE=1 prints each look's table: two runs print the same (docs/testing.md).
    if (process.env.WALK_TRACE) console.log('look', i, await tableMark(page));
    const trick = await misplaced(page);
    if (trick.playing) playing = trick.playing;
    for (const s of trick.seats) measured.add(s);
    const choosing = (await page.locator('.choices button').count()) > 0;
    const inTrick = (await page.locator('.trick .played').count()) > 0;
    if (choosing) {
      if (!seen.choosing) await shot(page, `test-results/layout-${game}${players}-${page.viewportSize()?.width}-choices.png`);
      seen.choosing++;
      lastChoice = i;
    }
    if (inTrick) seen.playing++;
    const check = async (name: Check, look: () => Promise<string[]>) => (skip.includes(name) ? [] : look());
    const bad = [
      // Sideways on a notched phone layoutProblems judges the seat boxes over the trick with the rest.
      ...(await check('trick', async () => [...trick.bad, ...(notched ? [] : await seatsOverTrick(page))])),
      ...(await check('seats', async () => [...(await seatProblems(page)), ...(await turnProblems(page))])),
      ...(await check('names', () => cutNames(page))),
      ...(await check('corners', () => coveredCorners(page))),
      ...(await check('index', () => smallIndices(page))),
      ...(await check('choices', () => choicesOutOfView(page))),
      ...(await check('hand', () => handOutOfView(page))),
      ...(notched ? await check('safe area', () => layoutProblems(page)) : [])
    ];
    if (bad.length && !problems.size) await shot(page, `test-results/layout-${game}${players}-${page.viewportSize()?.width}-bad.png`);
    for (const b of bad) problems.add(`${choosing ? 'choosing' : inTrick ? 'playing' : 'waiting'}: ${b}`);
    // The person acts where they can; otherwise the table's time runs until a bot has acted (or
    // the finished trick has gone).
    if (!(await takeAction(page))) await letTimeRun(page);
  }
  expect([...problems]).toEqual([]);
  // At least: where the dealer sits out, the seats playing change from hand to hand.
  expect(measured.size, "every seat's card measured in a trick").toBeGreaterThanOrEqual(playing);
  expect(seen.playing).toBeGreaterThan(0);
  if (choices) expect(seen.choosing, 'the choices were looked at').toBeGreaterThan(0);
}

const SCREENS = [
  [{ width: 360, height: 740 }, TABLES, 'en', false],
  [{ width: 360, height: 640 }, SHORT, 'en', false],
  // Sideways in German: the longer words wrap more in the column beside the felt. Notched, in
  // English, as the landscape checks were first written.
  [{ width: 740, height: 360 }, TABLES, 'de', false],
  [{ width: 740, height: 360 }, WIDE, 'en', true],
  [{ width: 844, height: 390 }, WIDE, 'en', true]
] as const;

const walkName = (screen: { width: number; height: number }, lang: string, notched: boolean, [game, players]: Table) =>
  `${screen.width}×${screen.height} ${lang}${notched ? ' notched' : ''}: ${game} ${players}`;

// Every walk of every screen; `npm test` takes those in QUICK.
const WALKS = sampled(
  SCREENS.flatMap(([screen, tables, lang, notched]) => tables.map((table) => ({ screen, table, lang, notched }))),
  (w) => walkName(w.screen, w.lang, w.notched, w.table),
  QUICK
);

for (const { screen, table, lang, notched } of WALKS)
  test.describe(`layout at ${screen.width}×${screen.height} (${lang}${notched ? ', notched' : ''})`, () => {
    test.use({ viewport: screen, isMobile: true, hasTouch: true });
    test(`${table[0]} (${table[1]}): seats, trick, corners, indices, choices and hand in view at every step`, async ({ page }) => {
      const name = `${screen.width}×${screen.height}${notched ? ' notched' : ''}`;
      const known = KNOWN.filter(([s, g, p]) => s === name && g === table[0] && p === table[1]);
      for (const [, , , check, why] of known) test.info().annotations.push({ type: `known (issue 28): ${check} not checked`, description: why });
      await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
      await walk(
        page,
        table,
        notched,
        known.map((k) => k[3])
      );
    });
  });
