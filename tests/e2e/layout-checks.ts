import type { Page } from '@playwright/test';

// What the layout specs measure at every step of a hand, each a look at the boxes the browser lays
// out (never by eye). layout.spec.ts walks each table once and runs them all; the choices' check is
// also choices.spec's.

/**
 * Seat boxes over the felt (issue 28; five and six seats on a small phone, four in landscape beside
 * the choices): none lies over another, each stays on the felt.
 */
export async function seatProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const felt = document.querySelector('.felt')?.getBoundingClientRect();
    const seats = [...document.querySelectorAll<HTMLElement>('.felt .seat')].map((el) => ({
      name: el.querySelector('.n')?.textContent?.replace('▶', '').trim() ?? '?',
      r: el.getBoundingClientRect()
    }));
    if (!felt) return bad;
    for (const [i, a] of seats.entries()) {
      if (a.r.top < felt.top - 0.5 || a.r.bottom > felt.bottom + 0.5 || a.r.left < felt.left - 0.5 || a.r.right > felt.right + 0.5)
        bad.push(`${a.name} off the felt`);
      for (const b of seats.slice(i + 1))
        if (a.r.left < b.r.right - 0.5 && b.r.left < a.r.right - 0.5 && a.r.top < b.r.bottom - 0.5 && b.r.top < a.r.bottom - 0.5)
          bad.push(`${a.name} over ${b.name}`);
    }
    return bad;
  });
}

/**
 * Issue 28 item 2: the seat to act carries aria-current (a seat box, or the person's own hand),
 * one at a time; the seat box of whoever led the trick says so in words.
 */
export async function turnProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const current = [...document.querySelectorAll<HTMLElement>('.felt .seat[aria-current="true"], .hand[aria-current="true"]')];
    if (current.length > 1) bad.push(`${current.length} seats marked to act`);
    for (const el of current) if (el.classList.contains('seat') && !el.classList.contains('turn')) bad.push('aria-current on a seat not to act');
    const turn = document.querySelector('.felt .seat.turn');
    if (turn && turn.getAttribute('aria-current') !== 'true') bad.push('the seat to act lacks aria-current');
    const first = document.querySelector<HTMLElement>('.trick .played');
    const seat = first?.dataset.seat;
    if (first && !first.closest('[inert]') && !first.querySelector('.lead')) bad.push('the led card is not tagged');
    const leads = [...document.querySelectorAll('.felt .seat .leads')];
    if (leads.length > 1 || (leads.length && !first)) bad.push(`${leads.length} seats say they lead (seat ${seat})`);
    return bad;
  });
}

/**
 * What is wrong with where the trick's cards lie (empty when each lies by its own seat), the seats
 * whose cards were measured, and how many seats play a trick. A card still coming in is taken to
 * where it lands (its animation finished at once), so the measurement needs no wait; a finished
 * trick on its way to the winner's pile (inert) is not measured.
 */
export async function misplaced(page: Page): Promise<{ bad: string[]; seats: string[]; playing: number }> {
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
      // A seat's second card (Troccas's jack called to its king) is fanned over its first, which
      // says whose the pair is.
      if (cards.find((x) => x.seat === c.seat) !== c) continue;
      const own = boxes.find((b) => b.seat === c.seat);
      if (!own) {
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

/**
 * Every card's corner index on the table is the topmost thing at that point. While a claim's
 * face-up hands lie over the table (a dialog for a moment, issue 29) the table under them is not
 * being read: nothing is judged then.
 */
export async function coveredCorners(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    if (document.querySelector('[data-testid=claim]')) return bad;
    for (const card of document.querySelectorAll<HTMLElement>('.felt .card, .shown .card, .hand .card')) {
      const r = card.getBoundingClientRect();
      // A card still travelling in from its seat passes under the seat box; judge where it lands.
      // A finished trick's card on its way to the winner's pile is inert while it leaves (Svelte's
      // outro): not a card to read any more.
      const moving =
        card
          .closest('.played')
          ?.getAnimations()
          .some((a) => a.playState === 'running') || card.closest('[inert]') !== null;
      if (r.width === 0 || moving) continue;
      // The index sits in the top-left and bottom-right corners of a face.
      const corners = [
        [r.left + 5, r.top + 6, 0],
        [r.right - 5, r.bottom - 6, 1]
      ];
      const seat = card.closest<HTMLElement>('.played')?.dataset.seat;
      for (const [x, y, bottomRight] of corners) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        // A card scrolled out of its row (the face-up cards scroll sideways) is out of view, not covered.
        const clipped = [card.closest('.shown'), card.closest('.side')].some((el) => {
          const clip = el?.getBoundingClientRect();
          return clip && (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom);
        });
        if (clipped) continue;
        const hit = document.elementFromPoint(x, y);
        // Cards fanned in one hand, or one seat's two cards in a trick (Troccas's king and jack),
        // show the top-left index only, as a hand of cards does.
        const ownFan = !!bottomRight && seat !== undefined && hit?.closest<HTMLElement>('.played')?.dataset.seat === seat;
        // A trick card passing over on its way in or out covers for a moment, as a real card does.
        const passing =
          hit?.closest('[inert]') ||
          hit
            ?.closest('.played')
            ?.getAnimations()
            .some((a) => a.playState === 'running');
        if (hit && !card.contains(hit) && !ownFan && !passing && !(card.closest('.hand') && hit.closest('.hand')))
          bad.push(
            `card of seat ${card.closest<HTMLElement>('.played')?.dataset.seat ?? 'hand'} at ${Math.round(x)},${Math.round(y)} under ${hit.closest('.played, .seat, .slot, .shown, .strip')?.className ?? hit.tagName}`
          );
      }
    }
    return bad;
  });
}

/** Safe-area insets of a notched phone in landscape (CSS px), set through Chromium's emulation. */
const INSETS = { top: 0, left: 47, right: 47, bottom: 21 };

export async function notch(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSETS });
}

/**
 * Seat boxes over a trick card that has landed (issue 28: at Dobbm 4 upright a side seat's box lay
 * over part of its own card). A card still coming in passes under the boxes, and a finished trick's
 * card on its way to the winner's pile (inert) is leaving: neither is judged.
 */
export async function seatsOverTrick(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const seats = [...document.querySelectorAll<HTMLElement>('.felt .seat')].map((el) => ({ seat: el.dataset.seat, r: el.getBoundingClientRect() }));
    for (const card of document.querySelectorAll<HTMLElement>('.trick .played')) {
      if (card.getAnimations().some((a) => a.playState === 'running') || card.closest('[inert]')) continue;
      const r = card.getBoundingClientRect();
      for (const s of seats)
        if (s.r.width > 0 && r.left < s.r.right - 0.5 && s.r.left < r.right - 0.5 && r.top < s.r.bottom - 0.5 && s.r.top < r.bottom - 0.5)
          bad.push(
            `seat ${s.seat}'s box over the trick card of seat ${card.dataset.seat} (${[Math.max(r.left, s.r.left), Math.max(r.top, s.r.top), Math.min(r.right, s.r.right), Math.min(r.bottom, s.r.bottom)].map(Math.round).join(',')})`
          );
    }
    return bad;
  });
}

/**
 * What is off screen, outside the safe area, or covered; empty when the table is laid out well. The
 * trick's landed cards are judged against the seat boxes too (seatsOverTrick).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return [...(await tableProblems(page)), ...(await seatsOverTrick(page))];
}

async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate((inset) => {
    const bad: string[] = [];
    if (!document.querySelector('.table')) return bad; // the hand is over: the summary is a page of its own
    // A claim's face-up hands lie over the table for a moment, as a dialog would (issue 29): then
    // that box must be whole and inside the safe area, and what it covers is not being read.
    const claim = document.querySelector('[data-testid=claim]');
    if (claim) {
      const r = claim.getBoundingClientRect();
      if (r.left < inset.left - 0.5 || r.top < inset.top - 0.5 || r.right > innerWidth - inset.right + 0.5 || r.bottom > innerHeight - inset.bottom + 0.5)
        bad.push(`the claim's hands outside the safe area: ${[r.left, r.top, r.right, r.bottom].map(Math.round).join(',')}`);
      if (claim.scrollHeight > claim.clientHeight + 1) bad.push("the claim's hands scroll");
      return bad;
    }
    const safe = { left: inset.left, top: inset.top, right: innerWidth - inset.right, bottom: innerHeight - inset.bottom };
    const name = (el: Element) =>
      el.closest('.played') ? `trick card of seat ${(el.closest('.played') as HTMLElement).dataset.seat}` : el.className || el.tagName;
    const inside = (what: string, r: DOMRect) => {
      if (r.width === 0) return;
      // Half a pixel for rounding.
      if (r.left < safe.left - 0.5 || r.top < safe.top - 0.5 || r.right > safe.right + 0.5 || r.bottom > safe.bottom + 0.5)
        bad.push(`${what} outside the safe area: ${[r.left, r.top, r.right, r.bottom].map(Math.round).join(',')}`);
    };
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

    if (document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight)
      bad.push(`the page scrolls: ${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`);

    // The whole hand: every card, raised ones included.
    for (const face of document.querySelectorAll('.hand .face'))
      inside(`hand card ${face.closest('button')?.getAttribute('aria-label')}`, face.getBoundingClientRect());
    // The controls a player needs: the menu, the tools, the choices (or the column beside the felt
    // that scrolls them).
    for (const el of document.querySelectorAll('.strip .icon-btn, .tools button, .side, .choices'))
      if (!el.closest('.side') || el.matches('.side')) inside(name(el), el.getBoundingClientRect());

    // The status line: inside the safe area, and its own at each corner of its text.
    const status = document.querySelector('.status');
    const statusBox = status?.getBoundingClientRect();
    if (!status || !statusBox) bad.push('no status line');
    else {
      inside('status line', statusBox);
      for (const line of status.querySelectorAll('strong, .log')) {
        const r = line.getBoundingClientRect();
        if (r.width === 0) continue;
        for (const [x, y] of [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2]
        ]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !status.contains(hit)) bad.push(`status line at ${Math.round(x)},${Math.round(y)} under ${hit ? name(hit) : 'nothing'}`);
        }
      }
    }

    // The trick: each card inside the felt and the safe area, clear of the status, the hand and the choices.
    const felt = document.querySelector('.felt')?.getBoundingClientRect();
    const others = [...document.querySelectorAll('.status, .hand .face, .choices, .tools, .strip, .shown')].map((el) => ({
      el,
      r: el.getBoundingClientRect()
    }));
    for (const card of document.querySelectorAll('.trick .played')) {
      // A card still travelling in from its seat: judged where it lands; a finished trick's card on
      // its way to the winner's pile (inert while Svelte's outro runs) no more: it fades as it goes.
      if (card.getAnimations().some((a) => a.playState === 'running') || card.closest('[inert]')) continue;
      const r = card.getBoundingClientRect();
      inside(name(card), r);
      if (felt && (r.top < felt.top - 0.5 || r.bottom > felt.bottom + 0.5)) bad.push(`${name(card)} outside the felt`);
      for (const o of others) if (o.r.width > 0 && overlap(r, o.r)) bad.push(`${name(card)} over ${name(o.el)}`);
    }
    return bad;
  }, INSETS);
}

/** Choice buttons not wholly on screen, and a choices box that scrolls. */
export async function choicesOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>('.choices')) {
      if (box.scrollHeight > box.clientHeight + 1) bad.push('the choices box scrolls');
      // Nor may a scrolling column around it hide a button: each is judged where it lies on screen.
      for (const b of box.querySelectorAll<HTMLElement>('button')) {
        const r = b.getBoundingClientRect();
        const out = (c: { top: number; left: number; bottom: number; right: number }) =>
          r.top < c.top - 0.5 || r.left < c.left - 0.5 || r.bottom > c.bottom + 0.5 || r.right > c.right + 0.5;
        // Inside the screen, and inside every box around it that clips (landscape's side column).
        let clipped = out({ top: 0, left: 0, bottom: innerHeight, right: innerWidth });
        for (let el = b.parentElement; el && !clipped; el = el.parentElement)
          if (getComputedStyle(el).overflowY !== 'visible') clipped = out(el.getBoundingClientRect());
        if (clipped) bad.push(`"${b.innerText.split('\n')[0]}" out of view`);
      }
    }
    return bad;
  });
}

/**
 * The person's cards off the screen: each card of the hand whole inside the viewport, so a player
 * sees what they hold while they choose (issue 28: the choices had pushed the hand's second row
 * off the foot of the screen at Troggen 5 and Troccas 6).
 */
export async function handOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const slot of document.querySelectorAll<HTMLElement>('.hand .slot')) {
      const r = slot.getBoundingClientRect();
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
        bad.push(`a card of the hand out of view (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
    }
    return bad.slice(0, 1);
  });
}

/**
 * A face-up card (the row above the felt, or sideways in the column beside it) shown whole or not
 * at all: never cut by the edge of the column that holds it (sideways, Troccas's cut card sat half
 * under the hand on the talk's first level, issue 28).
 */
export async function shownCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.shown .cards > *')) {
      const r = card.getBoundingClientRect();
      const box = card.closest('.side, .table')!.getBoundingClientRect();
      if (r.height > 0 && (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5))
        bad.push(`a face-up card cut (${Math.round(r.top)} to ${Math.round(r.bottom)}, its column ${Math.round(box.top)} to ${Math.round(box.bottom)})`);
    }
    return bad.slice(0, 1);
  });
}

/**
 * Issue 13 item 16: every card index on screen at least 11 px (the index's font size in the card's
 * 200-unit drawing, scaled to the face's width); the excuse's index is its sign.
 */
export async function smallIndices(page: Page): Promise<string[]> {
  return page.locator('svg[role="img"]').evaluateAll((svgs) =>
    svgs.flatMap((s) => {
      const index = s.querySelector('text.index');
      const width = s.getBoundingClientRect().width;
      if (!index || width === 0) return [];
      const px = (Number(index.getAttribute('font-size')) * width) / 200;
      return px < 11 ? [`the index of ${s.getAttribute('aria-label')} is ${px.toFixed(1)} px`] : [];
    })
  );
}

/** Seat boxes whose name is cut short ("Ber…"): each name on the felt whole in its box. */
export async function cutNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.felt .seat .n')]
      .filter((n) => n.scrollWidth > n.clientWidth + 0.5)
      .map((n) => `the name "${n.lastChild?.textContent?.trim()}" cut`)
  );
}
