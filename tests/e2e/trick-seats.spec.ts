import { expect, test, type Page } from '@playwright/test';
import { fastBots, nextHand, startGame, tableMark, takeAction, waitForChange } from './table-helpers';

// Issue 28 item 2: whose card is whose. Each card of a trick lies nearer its own player's seat box
// than any other seat's (the seat opposite's box at the felt's top right lay nearer the right-hand
// seat's card than that seat's own box did), and the viewer's own card, who has no box, lies in
// the trick's bottom row, in the middle. Measured at every card played until each seat's card has been,
// where it lands, for every game and count, upright and turned sideways, from the boxes the browser lays out.

/**
 * What is wrong with where the trick's cards lie (empty when each lies by its own seat), the seats
 * whose cards were measured, and how many seats play a trick. A card still coming in is taken to
 * where it lands (its animation finished at once), so the measurement needs no wait; a finished
 * trick on its way to the winner's pile (inert) is not measured.
 */
async function misplaced(page: Page): Promise<{ bad: string[]; seats: string[]; playing: number }> {
  return page.evaluate(() => {
    const bad: string[] = [];
    // Not yet drawn (the table comes in slices): nothing to measure, the count unknown (0).
    const feltBox = document.querySelector('.felt')?.getBoundingClientRect();
    if (!feltBox || !document.querySelector('.felt .seat')) return { bad, seats: [], playing: 0 };
    const playing = [...document.querySelectorAll('.felt .seat .meta')].filter((m) => !/sits out|setzt aus/.test(m.textContent ?? '')).length + 1;
    if (document.querySelector('.trick[inert], .trick .played[inert]')) return { bad, seats: [], playing };
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
    for (const c of cards) {
      const own = boxes.find((b) => b.seat === c.seat);
      if (!own) {
        // A second card of the viewer's (Troccas's king with jack) is fanned over the first.
        if (cards.find((x) => x.seat === c.seat) !== c) continue;
        // The viewer's card: in the middle, and no other card lower.
        if (Math.abs(c.x - (feltBox.left + feltBox.right) / 2) > 1) bad.push(`your card is not in the middle (x ${Math.round(c.x)})`);
        for (const o of cards) if (o.y > c.y + 1) bad.push(`seat ${o.seat}'s card lies below yours`);
        continue;
      }
      const mine = gap(c, own.r);
      for (const b of boxes)
        if (b !== own && gap(c, b.r) <= mine)
          bad.push(`seat ${c.seat}'s card: ${Math.round(mine)} px from its box, ${Math.round(gap(c, b.r))} from seat ${b.seat}'s`);
    }
    return { bad, seats: cards.map((c) => c.seat ?? '?'), playing };
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
        // Every seat's card measured at least once (in this trick or an earlier one).
        const measured = new Set<string>();
        let playing: number = players;
        const problems = new Set<string>();
        for (let i = 0; i < 400 && measured.size < playing; i++) {
          if (await page.getByRole('heading', { name: /End of the hand|Ende der Hand/ }).isVisible()) {
            await nextHand(page);
            continue;
          }
          const found = await misplaced(page);
          if (found.playing) playing = found.playing;
          for (const b of found.bad) problems.add(b);
          for (const seat of found.seats) measured.add(seat);
          const mark = await tableMark(page);
          if (!(await takeAction(page))) await waitForChange(page, mark);
        }
        expect([...problems]).toEqual([]);
        expect(measured.size, "every seat's card measured").toBe(playing);
      });
  });
