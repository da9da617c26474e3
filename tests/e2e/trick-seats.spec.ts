import { expect, test, type Page } from '@playwright/test';
import { fastBots, startGame, tableMark, takeAction, waitForChange } from './table-helpers';

// Issue 28 item 2: whose card is whose. Each card of a trick lies nearer its own player's seat box
// than any other seat's (the seat opposite's box at the felt's top right lay nearer the right-hand
// seat's card than that seat's own box did), and the viewer's own card, who has no box, lies in
// the trick's bottom row, in the middle. Measured on a finished trick, its cards where they land,
// for every game and count, upright and turned sideways, from the boxes the browser lays out.

/**
 * What is wrong with where a finished trick's cards lie: empty when each lies by its own seat, null
 * when no finished trick is on the table. A card still coming in is taken to where it lands (its
 * animation finished at once), so the measurement needs no wait.
 */
async function misplaced(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    if (!document.querySelector('.trick.held:not([inert])')) return null;
    const bad: string[] = [];
    const boxes = [...document.querySelectorAll<HTMLElement>('.felt .seat[data-seat]')].map((el) => ({
      seat: el.dataset.seat,
      r: el.getBoundingClientRect()
    }));
    const cards = [...document.querySelectorAll<HTMLElement>('.trick .played')].map((el) => {
      for (const a of el.getAnimations()) a.finish();
      const r = el.getBoundingClientRect();
      return { seat: el.dataset.seat, x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
    });
    // From a card's middle to the nearest point of a box.
    const gap = (c: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - c.x, 0, c.x - r.right), Math.max(r.top - c.y, 0, c.y - r.bottom));
    const felt = document.querySelector('.felt')!.getBoundingClientRect();
    for (const c of cards) {
      const own = boxes.find((b) => b.seat === c.seat);
      if (!own) {
        // The viewer's card: in the middle, and no other card lower.
        if (Math.abs(c.x - (felt.left + felt.right) / 2) > 1) bad.push(`your card is not in the middle (x ${Math.round(c.x)})`);
        for (const o of cards) if (o.y > c.y + 1) bad.push(`seat ${o.seat}'s card lies below yours`);
        continue;
      }
      const mine = gap(c, own.r);
      for (const b of boxes)
        if (b !== own && gap(c, b.r) <= mine)
          bad.push(`seat ${c.seat}'s card: ${Math.round(mine)} px from its box, ${Math.round(gap(c, b.r))} from seat ${b.seat}'s`);
    }
    return bad;
  });
}

const TABLES = [
  ['droggn', 3, 3],
  ['droggn', 4, 3],
  ['troccas', 3, 1],
  ['troccas', 4, 3],
  ['troccas', 5, 3],
  ['troccas', 6, 3],
  ['dobbm', 4, 3],
  ['dobbm', 5, 3],
  ['troggen', 4, 3],
  ['troggen', 5, 3],
  ['troggen', 6, 3]
] as const;

for (const [width, height] of [
  [360, 740],
  [740, 360]
])
  test.describe(`trick at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const [game, players, seed] of TABLES)
      test(`${game} (${players}): each trick card lies by its own seat`, async ({ page }) => {
        await fastBots(page, 250, seed);
        await startGame(page, game, players);
        let measured = false;
        for (let i = 0; i < 400 && !measured; i++) {
          const problems = await misplaced(page);
          if (problems) {
            expect(problems).toEqual([]);
            measured = true;
            continue;
          }
          const mark = await tableMark(page);
          if (!(await takeAction(page))) await waitForChange(page, mark);
        }
        expect(measured, 'a finished trick was seen at rest').toBe(true);
      });
  });
