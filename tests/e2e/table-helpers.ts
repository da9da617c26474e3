import { expect, type Page } from '@playwright/test';
import type { Level } from '../../src/lib/bots/levels';

/** Collects console errors and page errors; tests assert it stays empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Fast bots for tests: the pace is a player setting stored on the device. */
export async function fastBots(page: Page, pace = 30, seed = 1): Promise<void> {
  await page.addInitScript(
    ([p, s]) => {
      localStorage.setItem('trull.pace', String(p));
      localStorage.setItem('trull.seed', String(s));
    },
    [pace, seed]
  );
}

/** Names the tests give the people in pass-and-play (the setup asks each person for one). */
const PEOPLE = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eli', 'Fay'];

/**
 * Start a new game from the setup screen. `people` lists the seats that are people; `beforeDeal`
 * runs just before Deal is tapped (a measurement that should start with the table). The bots play
 * at `level`, chosen in the setup as a person would: the rule bots (`easy`) unless a test is about
 * the search bots, since those spend most of a browser test's time thinking (a Troccas 6 table: 22 s
 * at `normal`, 4 s at `easy`) and the table behaves the same whoever plays its bots' cards.
 */
export async function startGame(
  page: Page,
  game: string,
  players: number,
  people: number[] = [0],
  beforeDeal?: () => Promise<void>,
  level: Level = 'easy'
): Promise<void> {
  await page.goto(`/play/?game=${game}`);
  await page.getByRole('radio', { name: String(players), exact: true }).check();
  const seats = page.locator('.seats li');
  await expect(seats).toHaveCount(players);
  for (let i = 0; i < players; i++) {
    const box = seats.nth(i).getByRole('checkbox');
    if (people.includes(i)) await box.uncheck();
    else {
      await box.check();
      await seats
        .nth(i)
        .getByRole('combobox', { name: /^(How well seat|Spielstärke Platz)/ })
        .selectOption(level);
    }
  }
  if (people.length > 1) for (const i of people) await seats.nth(i).locator('input').first().fill(PEOPLE[i]);
  await beforeDeal?.();
  await page.getByRole('button', { name: /^(Deal|Geben)$/ }).click();
  await page.waitForURL(/\/play\/table\//);
}

/**
 * Play as the person holding the phone until the hand is over: the first offered choice when
 * there are buttons (or a card to name), otherwise the first playable card. Returns the number
 * of actions taken. `onStep` runs before each action (secrecy checks).
 */
export async function playHand(page: Page, onStep?: () => Promise<void>, maxSteps = 400): Promise<number> {
  let steps = 0;
  for (let i = 0; i < maxSteps; i++) {
    if (await page.getByRole('heading', { name: /End of the hand|Ende der Hand/ }).isVisible()) return steps;
    const take = page.getByRole('button', { name: /^I am .*: show my cards$/ });
    if (await take.isVisible()) {
      if (onStep) await onStep();
      await take.click();
      continue;
    }
    const canAct = (await page.locator('.choices button').count()) > 0 || (await page.locator('.hand .slot.ok').count()) > 0;
    if (onStep && canAct) await onStep();
    if (await takeAction(page)) steps++;
    else await waitForTurn(page);
  }
  throw new Error(`hand not over after ${maxSteps} steps`);
}

/**
 * Waits, without sleeping, until the table offers the person something: a choice or a playable
 * card, the phone to take, the next hand, or the hand's end. A loop that found nothing to do calls
 * it instead of pausing for a fixed time; it gives up quietly after `timeout` (the loop is bounded
 * and says what it missed). `also` adds a selector the caller is waiting for.
 */
export async function waitForTurn(page: Page, also = '', timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      (extra) => {
        if (document.querySelector('.choices button, .hand .slot.ok' + (extra ? `, ${extra}` : ''))) return true;
        return [...document.querySelectorAll('button, h1, h2')].some((e) =>
          /^(I am|Ich bin) .*|^(Next hand|Nächste Hand)$|^(End of the hand|Ende der Hand)/.test(e.textContent?.trim() ?? '')
        );
      },
      also,
      { timeout, polling: 25 }
    )
    .catch(() => {});
}

/**
 * What the table shows, as one string (it changes with every action taken), or, given a mark, a
 * promise that settles once the table shows something else. One function for both, since a function
 * handed to the page carries nothing from outside it. The wait runs in the page on its DOM changes,
 * not by asking again and again: polling from the test cost a third of a layout spec's CPU time.
 */
async function markOrChange(mark: string | null): Promise<string> {
  const now = (): string =>
    [
      document.querySelector('[role=status]')?.textContent,
      document.querySelectorAll('.hand .slot').length,
      document.querySelectorAll('.hand .slot.raised').length,
      document.querySelectorAll('.trick .played').length,
      document.querySelector('.choices')?.textContent
    ].join('|');
  if (mark === null || now() !== mark) return now();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (now() === mark) return;
      watch.disconnect();
      resolve(now());
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

export async function tableMark(page: Page): Promise<string> {
  return page.evaluate(markOrChange, null);
}

/**
 * Waits, without sleeping, until the table shows something other than `mark` (see tableMark). It
 * gives up quietly after `timeout` (the loops that call it are bounded and say what they missed);
 * the timer is the test's, so a page whose clock a test has stopped still lets it go.
 */
export async function waitForChange(page: Page, mark: string, timeout = 15_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([page.evaluate(markOrChange, mark).catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, timeout)))]);
  clearTimeout(timer);
}

/**
 * Waits until no animation on the page is running and no finished trick's card is still leaving
 * (a layout that has come to rest). The leaving cards count apart: Svelte starts an outro with a
 * zero-length animation and the real one only when that has finished, so for a moment a card on
 * its way out has no running animation (CI run of stop 33: resume.spec saw a trick of four).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running') && !document.querySelector('.trick .played[inert]'), null, {
    polling: 25
  });
}

/**
 * As the person holding the phone, take one action if one is offered: the first choice (and the
 * first card of a picker), otherwise the first playable card not yet staged. False when nothing was offered.
 * Clicks are short tries: the table may move on meanwhile (a bot, the end of the hand).
 */
export async function takeAction(page: Page): Promise<boolean> {
  const quick = { timeout: 5000 };
  // A choice itself: not a button opening a group of them, nor the way back (Choices.svelte).
  const choice = page.locator('.choices button:not([data-group]):not(.back)').first();
  // Not a card already staged for a discard of several: a second tap takes it back, and a loop
  // tapping the first card for ever never got past Troccas's scart (clean clone 33).
  const card = page.locator('.hand .slot.ok:not(:has(.tick))').first();
  const mark = await tableMark(page);
  let acted = false;
  if (await choice.count()) {
    await choice.click(quick).catch(() => {});
    const pick = page.locator('.pick-card').first();
    if (await pick.isVisible().catch(() => false)) await pick.click(quick).catch(() => {});
    acted = true;
  } else if (await card.count()) {
    // On the card's visible strip, as a finger taps it: the next card covers the rest of its box,
    // and in a row of 14 (Troccas's dealer at three) the box's middle too.
    await card.click({ ...quick, position: { x: 6, y: 12 } }).catch(() => {});
    acted = true;
  }
  // The table answers an action once it is on disk: until then it still shows the turn just
  // taken, and a caller that looked at once would read "Your turn" that is no longer true.
  if (acted) {
    await waitForChange(page, mark, 15_000);
    await saved(page);
  }
  return acted;
}

/**
 * Waits until the table is saving nothing (`aria-busy` on `.table` while an action goes to disk):
 * what it shows then is what a reload would show.
 */
export async function saved(page: Page): Promise<void> {
  await expect(page.locator('.table[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Taps "Next hand" on the hand's summary and waits until the summary is gone: the deal is written
 * to disk first, so a loop that looked again at once would still see the summary and tap a second
 * time, on a button that goes away with the new hand.
 */
export async function nextHand(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^(Next hand|Nächste Hand)$/ })
    .click({ timeout: 15_000 })
    .catch(() => {});
  // The next deal goes to disk before the table shows it: on a loaded machine (run 27) more than
  // the default 5 s.
  await expect(page.getByRole('heading', { name: /End of the hand|Ende der Hand/ })).toBeHidden({ timeout: 15_000 });
}
