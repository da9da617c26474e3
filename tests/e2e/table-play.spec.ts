import { expect, test, type Page } from '@playwright/test';
import { openSettings, shot } from './fixtures/app';
import { fastBots, settled, startGame, takeAction, waitForTurn, watchErrors } from './table-helpers';

// Following the play at phone size (issue 13, items 1–5 and 14): the finished trick stays, card
// corners stay in view, the live region tells each play and each trick's winner, the pace is a
// remembered choice, and a deal does not shift the page.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Play as the person until a finished trick is held on the table. By the clock, not by a count of
 * looks: at the default pace on a loaded machine the bidding and a trick can take a minute (and a
 * hold the person ends by playing on at once is missed: a later trick is held).
 */
async function untilHeld(page: Page, steps = 300): Promise<void> {
  for (let i = 0; i < steps; i++) {
    if (await page.locator('.trick.held').isVisible()) return;
    if (await takeAction(page)) continue;
    // The bots' choices vary with their thinking time: with the same deal everyone may pass and
    // throw the hand in. Deal the next one.
    const next = page.locator('.summary .buttons .primary');
    if (await next.isVisible()) await next.click().catch(() => {});
    else await waitForTurn(page, '.trick.held');
  }
  throw new Error('no trick was finished');
}

/**
 * The page times each hold itself (the held trick's appearance to its removal), so a slow test
 * machine cannot shorten it: timers only ever fire late. `holds` reads the times.
 */
async function timeHolds(page: Page, seed: number): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('trull.seed', String(s));
    const w = window as unknown as { holds: number[] };
    w.holds = [];
    let since = -1;
    new MutationObserver(() => {
      const held = document.querySelector('.trick.held') !== null;
      if (held && since < 0) since = performance.now();
      if (!held && since >= 0) {
        w.holds.push(performance.now() - since);
        since = -1;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  }, seed);
}
const holds = (page: Page) => page.evaluate(() => (window as unknown as { holds: number[] }).holds);
/** Playing the person's cards releases a held trick on purpose; from here on only the pace ends one. */
const forgetHolds = (page: Page) => page.evaluate(() => ((window as unknown as { holds: number[] }).holds = []));

test('DR-PLAY-1 table: with "wait for my tap" a finished trick stays, names its winner, and goes on a tap', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('trull.pace', 'tap');
    localStorage.setItem('trull.seed', '3');
  });
  // The page's clock is ours: the hold below is judged over minutes of its time, not a sleep.
  await page.clock.install();
  await startGame(page, 'dobbm', 4);
  await untilHeld(page);
  const held = page.locator('.trick.held');
  // The winner and what the trick is worth (Dobbm adds the faces' values).
  await expect(held).toContainText(/(wins?|sticht) · \d+ points?/);
  await expect(page.getByRole('status')).toContainText(/wins? the trick \(\d+ points?\)\./);
  await page.clock.fastForward('05:00');
  await expect(held).toBeVisible();
  await held.click();
  await expect(held).toBeHidden();
  expect(errors).toEqual([]);
});

// How long the hold lasts is the controller's unit test (hold.test.ts, with the clock faked).
test('table: at the default pace a finished trick stays, then the table moves on by itself', async ({ page }) => {
  await timeHolds(page, 3);
  await startGame(page, 'dobbm', 4);
  await untilHeld(page);
  await forgetHolds(page);
  await shot(page, '/tmp/h13p-held-default.png');
  await expect(page.locator('.trick.held')).toBeHidden({ timeout: 10_000 });
  expect((await holds(page)).length).toBeGreaterThan(0);
});

test('table: the live region tells each card played and each trick winner', async ({ page }) => {
  await fastBots(page, 150, 5);
  await startGame(page, 'troccas', 4);
  await expect(page.getByRole('status')).toBeAttached();
  await page.evaluate(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    const region = document.querySelector('[role=status]')!;
    new MutationObserver(() => w.said.push(region.textContent ?? '')).observe(region, { subtree: true, childList: true, characterData: true });
  });
  const heard = () => page.evaluate(() => (window as unknown as { said: string[] }).said.join('\n'));
  for (let i = 0; i < 300 && !/ wins? the trick( \(\d+ points?\))?\./.test(await heard()); i++) if (!(await takeAction(page))) await waitForTurn(page);
  const said = await heard();
  expect(said).toMatch(/ plays? .+\./);
  expect(said).toMatch(/ wins? the trick( \(\d+ points?\))?\./);
});

test('table: the pace is chosen in the table menu and remembered in Settings', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('trull.seed', '1'));
  await startGame(page, 'droggn', 3);
  await page.getByRole('button', { name: /^(Menu|Menü)$/ }).click();
  const radios = page.getByRole('radio');
  expect(await radios.count()).toBeGreaterThanOrEqual(4);
  await page.getByRole('radio', { name: 'Relaxed' }).check();
  await openSettings(page);
  await expect(page.getByRole('radio', { name: 'Relaxed' })).toBeChecked();
  await page.getByRole('radio', { name: 'Wait for my tap after each trick' }).check();
  expect(await page.evaluate(() => localStorage.getItem('trull.pace'))).toBe('tap');
});

for (const [game, players] of [
  ['dobbm', 4],
  ['troccas', 4],
  ['droggn', 4],
  ['troggen', 4]
] as const) {
  test(`table ${game}: a deal shifts the layout by at most 0.05`, async ({ page }) => {
    // The bots wait an hour: what is measured is the deal's own opening. A bot's bid landing while
    // the table still opens moved it on to the person's turn, whose choices rearrange the felt (a
    // change of what is shown, not a jump of the same page), and only on a slow or busy machine:
    // Troggen measured 0.097 so, with the seats moving up to make room for the choices.
    await fastBots(page, 3_600_000, 4);
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number; shifts: string[] };
      w.cls = 0;
      w.shifts = [];
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const where = (n?: Node) => (n instanceof Element ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}` : (n?.nodeName ?? '?'));
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput) continue;
          w.cls += e.value;
          // What moved, for the log: a failure names the element instead of only a number.
          w.shifts.push(
            `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${e.sources.map((s) => `${where(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`).join('; ')}`
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The browser forgives shifts within half a second of the tap on Deal, so on a fast machine
      // the number above hides what a slow one shows (issue 28: the hand's rows came a step after
      // the status line and the tools, and moved them 186 px up). The hand's room is checked by
      // itself: its rows are there when the status line first is.
      const v = window as unknown as { rowsWithStatus: number | null };
      v.rowsWithStatus = null;
      const watch = new MutationObserver(() => {
        if (!document.querySelector('.table .status')) return;
        v.rowsWithStatus = document.querySelectorAll('.hand .row').length;
        watch.disconnect();
      });
      watch.observe(document, { subtree: true, childList: true });
    });
    await startGame(page, game, players);
    await expect(page.locator('.hand')).toBeVisible();
    await settled(page);
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { cls: number; shifts: string[] };
      return { cls: w.cls, shifts: w.shifts };
    });
    console.log(`CLS ${game}: ${cls.toFixed(3)}${shifts.map((s) => `\n  ${s}`).join('')}`);
    expect(cls).toBeLessThanOrEqual(0.05);
    expect(
      await page.evaluate(() => (window as unknown as { rowsWithStatus: number | null }).rowsWithStatus),
      "the hand's rows when the status line came"
    ).toBeGreaterThan(0);
  });
}

test.describe('sideways', () => {
  test.use({ viewport: { width: 740, height: 360 } });
  test('table troccas sideways: the seat opposite stays where it is once the table has opened', async ({ page }) => {
    // Bernd's box was too tall above his card in a third of the felt, and short enough beside it:
    // it went from one place to the other at every frame (issue 28).
    await fastBots(page, 3_600_000, 4);
    await startGame(page, 'troccas', 4);
    await expect(page.locator('.hand')).toBeVisible();
    await settled(page);
    // Where the box is over the next 30 frames: one place.
    const places = await page.locator('.seat.north').evaluate(
      (el) =>
        new Promise<string[]>((done) => {
          const seen = new Set<string>();
          let frames = 0;
          const look = () => {
            const r = el.getBoundingClientRect();
            seen.add(`${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
            if (++frames < 30) requestAnimationFrame(look);
            else done([...seen]);
          };
          requestAnimationFrame(look);
        })
    );
    expect(places).toHaveLength(1);
  });
});

/** Records every Web Animation a trick card starts (Svelte's transitions run through `animate`). */
async function recordCardAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { moves: { card: string; duration: number }[] };
    w.moves = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const a = animate.apply(this, args);
      if (this.matches('.played'))
        w.moves.push({ card: this.querySelector('svg')?.getAttribute('aria-label') ?? '', duration: Number(a.effect?.getTiming().duration ?? 0) });
      return a;
    };
  });
}
const moves = (page: Page) => page.evaluate(() => (window as unknown as { moves: { card: string; duration: number }[] }).moves);
const heldCards = (page: Page) => page.locator('.trick.held .played svg').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('aria-label') ?? ''));

test('table: cards travel in from their seat, and after its hold the trick goes to its winner in at most 250 ms', async ({ page }) => {
  // The moves players see: the other tests run under reduced motion (playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await recordCardAnimations(page);
  await page.addInitScript(() => {
    localStorage.setItem('trull.pace', 'tap');
    localStorage.setItem('trull.seed', '3');
  });
  await page.clock.install();
  await startGame(page, 'dobbm', 4);
  await untilHeld(page);
  // Coming in: a CSS animation from the seat's side, short.
  const arrive = await page
    .locator('.trick .played')
    .first()
    .evaluate((el) => ({ name: getComputedStyle(el).animationName, s: parseFloat(getComputedStyle(el).animationDuration) }));
  expect(arrive.name).toMatch(/arrive/);
  expect(arrive.s).toBeGreaterThan(0);
  expect(arrive.s).toBeLessThanOrEqual(0.25);
  // Going out: nothing moves during the hold; the tap starts one move per card of the trick.
  const cards = await heldCards(page);
  await page.evaluate(() => ((window as unknown as { moves: unknown[] }).moves = []));
  // Any timer the hold could start has had its time (the page's clock is ours), and the page has drawn.
  await page.clock.fastForward('01:00');
  await settled(page);
  expect(await moves(page)).toEqual([]);
  await page.locator('.trick.held').click();
  // (Svelte starts a zero-length animation before each transition: only the moves count.)
  const moving = async () => (await moves(page)).filter((m) => cards.includes(m.card) && m.duration > 0);
  await expect.poll(async () => new Set((await moving()).map((m) => m.card)).size).toBe(cards.length);
  for (const m of await moving()) expect(m.duration).toBeLessThanOrEqual(250);
});

test('table: under reduced motion no card moves, and the finished trick still stays, then goes by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordCardAnimations(page);
  await timeHolds(page, 3);
  await startGame(page, 'dobbm', 4);
  await untilHeld(page);
  expect(
    await page
      .locator('.trick .played')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName)
  ).toBe('none');
  await forgetHolds(page);
  await expect(page.locator('.trick.held')).toBeHidden({ timeout: 10_000 });
  expect((await holds(page)).length).toBeGreaterThan(0);
  expect((await moves(page)).filter((m) => m.duration > 0)).toEqual([]);
});
