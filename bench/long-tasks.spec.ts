import { appendFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startGame, watchErrors } from '../tests/e2e/table-helpers';
import { metaOf } from '../src/lib/games/registry';
import { DEFAULT_LEVEL } from '../src/lib/bots/levels';
// Lighthouse's own benchmark, run in the page (a dependency already, for `npm run lighthouse`).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

// Issue 13 item 15 and issue 11: on a mid-range phone (Chromium's CPU slowed to one, calibrated below) no task blocks
// the page's main thread for more than 50 ms: opening the table, playing into the hand, while a
// bot thinks, and opening the table again from disk (a reload resumes the hand). The bots play at
// the default level and the default pace, exactly as a player meets them.
test.use({ viewport: { width: 360, height: 740 } });
// Each test plays several tricks at the default pace on a slowed CPU.
test.describe.configure({ timeout: 240_000 });

/**
 * The goal: no task blocks the main thread (a "long task" in the Long Tasks API) over 50 ms,
 * measured as each task's thread time on the slowed CPU (below). This is a benchmark, not a test (it lives
 * outside tests/ and `npm test` never runs it): `npm run bench:long-tasks` (scripts/long-tasks.mjs)
 * runs it several times on a quiet machine and prints each run's figures against the goal; the
 * results go in docs/benchmarks.md. A time depends on the machine and its load, so no test asserts
 * one (docs/testing.md). It fails only when the table itself fails (errors, no trick played).
 */
const GOAL_MS = 50;
/** Tricks played before the table is reloaded: the bidding and several turns of every bot. */
const TRICKS = 3;

interface Long {
  phase: string;
  start: number;
  ms: number;
}

/** DevTools' CPU calibration presets (Lighthouse's BenchmarkIndex): a mid-range phone (a Pixel 5) and a low-end one. */
const PHONES = { mid: 1000, low: 264 } as const;

/** Lighthouse's BenchmarkIndex of the page's CPU as it is slowed now (the median of three). */
async function benchmarkIndex(page: Page): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return runs.sort((a, b) => a - b)[1];
}

/**
 * Slow the CPU as a phone is. A factor is relative to the machine it runs on: Lighthouse's 4× makes
 * a mid-range phone of a fast desktop, and of this project's machine (a slower guest whose own
 * index is about a mid-range phone's) a phone below the low end. So the factor is calibrated as
 * Chrome DevTools' CPU calibration does it: the page's BenchmarkIndex unslowed, and the factor
 * that brings it to the phone's score (checked once and corrected). `LT_PHONE=low` aims at the low
 * end; `LT_RATE=4` sets a fixed factor instead, as this benchmark did before 2026-12-02.
 */
async function throttle(page: Page): Promise<{ rate: number; index: number; slowed: number }> {
  const cdp = await page.context().newCDPSession(page);
  const fixed = Number(process.env.LT_RATE ?? 0);
  const index = await benchmarkIndex(page);
  const target = PHONES[process.env.LT_PHONE === 'low' ? 'low' : 'mid'];
  let rate = fixed || Math.max(1, index / target);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let slowed = await benchmarkIndex(page);
  if (!fixed && rate > 1) {
    rate = Math.max(1, (rate * slowed) / target);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    slowed = await benchmarkIndex(page);
  }
  return { rate: Math.round(rate * 100) / 100, index: Math.round(index), slowed: Math.round(slowed) };
}

/**
 * Every long task of every document from its very start (buffered), tagged with the phase the
 * test was in; kept in sessionStorage so that a reload does not lose them.
 */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const kept = JSON.parse(sessionStorage.getItem('lt.tasks') ?? '[]') as unknown[];
      const phase = sessionStorage.getItem('lt.phase') ?? 'setup';
      for (const e of list.getEntries()) kept.push({ phase, start: Math.round(e.startTime), ms: Math.round(e.duration) });
      sessionStorage.setItem('lt.tasks', JSON.stringify(kept));
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function phase(page: Page, name: string): Promise<void> {
  // A task that ended just now is reported a moment later: let the observer file it first.
  await page.waitForTimeout(300);
  await page.evaluate((n) => {
    sessionStorage.setItem('lt.phase', n);
    performance.mark(`lt-phase:${n}`);
  }, name);
}

/**
 * The main thread's tasks as Chromium's trace records them, with their thread time: what the
 * task cost the slowed CPU, without the time the operating system gave to other processes. The
 * test machine is shared (two cores, several engineers' test runs), and there a task's wall time
 * — what the Long Tasks API reports — grows with the machine's load, not with the page's work.
 */
async function startTrace(page: Page): Promise<void> {
  await page
    .context()
    .browser()!
    .startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

async function tracedTasks(page: Page): Promise<Long[]> {
  const raw = await page.context().browser()!.stopTracing();
  const events = (JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const marks = events.filter((e) => e.name.startsWith('lt-phase:')).sort((a, b) => a.ts - b.ts);
  const phaseAt = (ts: number) =>
    marks
      .filter((m) => m.ts <= ts)
      .at(-1)
      ?.name.slice('lt-phase:'.length) ?? 'setup';
  return events
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && main.has(`${e.pid}:${e.tid}`) && (e.tdur ?? 0) > 20_000)
    .map((e) => ({ phase: phaseAt(e.ts), start: Math.round(e.ts / 1000), ms: Math.round((e.tdur ?? 0) / 1000) }));
}

async function longTasks(page: Page): Promise<Long[]> {
  await page.waitForTimeout(300);
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('lt.tasks') ?? '[]') as Long[]);
}

/**
 * What the person can do now, found with the page's own querySelector: Playwright's selector
 * engine, run on the page's main thread, is itself a long task on a slowed CPU and would be counted.
 */
type Next = { kind: 'held' | 'wait' } | { kind: 'tap'; x: number; y: number };
function nextStep(page: Page): Promise<Next> {
  return page.evaluate((): Next => {
    if (document.querySelector('.trick.held')) return { kind: 'held' };
    // A hand thrown in: the next one is dealt (the summary's first button). Pressed at once: the
    // summary's parts below it arrive meanwhile, and a tap at a place measured before could land
    // on the link to the hand history instead.
    const next = document.querySelector<HTMLElement>('.summary .buttons .primary');
    if (next) {
      next.click();
      return { kind: 'wait' };
    }
    // Else a card to name (a picker), the first choice, or the first playable card of the hand.
    const el =
      document.querySelector('.pick-card') ??
      document.querySelector('.choices button:not([disabled])') ??
      document.querySelector('.hand .slot.ok:not([disabled])');
    if (!el) return { kind: 'wait' };
    const r = el.getBoundingClientRect();
    // A hand's cards overlap: the left edge of each is its own.
    return { kind: 'tap', x: r.left + Math.min(10, r.width / 2), y: r.top + r.height / 2 };
  });
}

/** Wait, polling sparingly with the page's own query, until `selector` is (or is no longer) there. */
async function until(page: Page, selector: string, present = true, timeout = 30_000): Promise<void> {
  await page.waitForFunction(([sel, want]) => (document.querySelector(sel) !== null) === want, [selector, present] as const, { polling: 250, timeout });
}

for (const [game, players] of [
  ['droggn', 3],
  ['troccas', 4],
  ['dobbm', 4],
  ['troggen', 5]
] as const) {
  test(`table ${game}: the main thread's longest tasks (goal ${GOAL_MS} ms) on a phone's CPU (open, mid-hand with bots thinking, reopen)`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => localStorage.setItem('trull.seed', '7'));
    await recordLongTasks(page);
    const cpu = await throttle(page);
    console.log(`cpu ${game}: ${JSON.stringify(cpu)}`);
    await startTrace(page);
    // The setup screen is not the table (Lighthouse measures page loads, docs/benchmarks.md):
    // the table's measurement starts with the tap on Deal.
    // The bots play at the level a player gets by default.
    await startGame(page, game, players, [0], () => phase(page, 'open'), DEFAULT_LEVEL);
    await until(page, '.hand');
    await phase(page, 'mid-hand');
    let tricks = 0;
    for (let i = 0; i < 400 && tricks < TRICKS; i++) {
      const next = await nextStep(page);
      if (next.kind === 'held') {
        tricks++;
        await until(page, '.trick.held', false);
      } else if (next.kind === 'tap') await page.touchscreen.tap(next.x, next.y);
      // The bots answer at their own pace; the person looks again a moment later.
      await page.waitForTimeout(next.kind === 'wait' ? 250 : 150);
    }
    expect(tricks).toBeGreaterThan(0);
    await phase(page, 'reopen');
    await page.reload();
    await until(page, '.hand');
    // The bots play on after the reload: a few of their turns belong to the reopened table too.
    await page.waitForTimeout(3000);
    // Both measures are logged and written for the benchmark's table; the thread time is its figure.
    const observed = (await longTasks(page)).filter((t) => t.phase !== 'setup');
    const traced = (await tracedTasks(page)).filter((t) => t.phase !== 'setup');
    console.log(`long tasks ${game}: ${JSON.stringify(observed)}`);
    console.log(`thread time ${game}: ${JSON.stringify(traced)}`);
    if (process.env.LONG_TASKS_OUT)
      appendFileSync(process.env.LONG_TASKS_OUT, JSON.stringify({ game, name: metaOf(game)?.name ?? game, players, cpu, observed, traced }) + '\n');
    expect(errors).toEqual([]);
  });
}
