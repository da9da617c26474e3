import { expect, test } from '@playwright/test';
import { choicesOutOfView, handOutOfView, shownCut } from './layout-checks';
import { PHONE } from './measure';
import { fastBots, startGame, takeAction, waitForTurn } from './table-helpers';
import { shot } from './fixtures/app';

// Issue 13 item 7: Troccas's table talk at 360×740 (and 360×640 and sideways), every phrase with its meaning on the button in
// the chosen language, grouped; no tooltip-only explanation. Issue 28 item 1: every choice shown is
// whole inside the screen, never in a scroll box: the talk in two levels (a topic, then its
// phrases), every level seen whole, at most two taps to any phrase.
test.use({ viewport: PHONE });

/** A phone turned sideways. */
const LANDSCAPE = { width: 740, height: 360 };
/** A short phone: the talk's levels whole there too (issue 28). */
const SHORT = { width: 360, height: 640 };

for (const [viewport, lang] of [
  [PHONE, 'en'],
  [PHONE, 'de'],
  [SHORT, 'en'],
  [SHORT, 'de'],
  [LANDSCAPE, 'en'],
  [LANDSCAPE, 'de']
] as const) {
  test(`Troccas table talk at ${viewport.width}×${viewport.height} (${lang}): a topic, then its phrases, each level whole on screen, each phrase with its meaning`, async ({
    page
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
    await fastBots(page, 30, 4);
    // Four people passing the phone: whoever speaks first in the interval is a person, so the talk
    // is offered in the first interval whatever the dealer.
    await startGame(page, 'troccas', 4, [0, 1, 2, 3]);
    const topics = page.locator('.choices [data-group]');
    const take = page.getByRole('button', { name: /^(I am|Ich bin) .*/ });
    // Until a person's talk is offered: each step waits for a turn, then reads the table once.
    // Reading the cover and the topics in two round trips let a step fall between them: the cover
    // gone, the talk not yet drawn, and takeAction then threw the hand in (CI, stop 36).
    for (let i = 0; i < 80; i++) {
      await waitForTurn(page);
      const at = await page.evaluate(() =>
        document.querySelector('.handoff .take') ? 'cover' : document.querySelectorAll('.choices [data-group]').length >= 5 ? 'talk' : 'other'
      );
      if (at === 'talk') break;
      if (at === 'cover') await take.click();
      else await takeAction(page);
    }
    await expect(take).toBeHidden();
    const want =
      lang === 'en'
        ? ['Trumps', 'XXI and Fool', 'Kings', 'Court cards', 'Good hand', 'Middling hand', 'Bad hand']
        : ['Trümpfe', 'XXI und Narr', 'Könige', 'Hofkarten', 'Gutes Blatt', 'Mittleres Blatt', 'Schlechtes Blatt'];
    const names = (await topics.allInnerTexts()).map((x) => x.replace(/\s*›\s*$/, '').trim());
    for (const w of want) expect(names).toContain(w);
    await shot(page, `test-results/troccas-talk-${viewport.width}x${viewport.height}-${lang}.png`);
    expect(await choicesOutOfView(page)).toEqual([]);
    expect(await handOutOfView(page)).toEqual([]);
    await expect.poll(() => shownCut(page)).toEqual([]);
    const back = page.getByRole('button', { name: lang === 'en' ? 'All topics' : 'Alle Themen' });
    // Every topic opens in place, its phrases all on screen with their meanings; Back returns.
    for (let i = 0; i < (await topics.count()); i++) {
      const topic = topics.nth(i);
      const title = (await topic.innerText()).replace(/\s*›\s*$/, '').trim();
      await topic.click();
      await expect(page.locator('.choices h3')).toHaveText(title);
      await shot(page, `test-results/troccas-talk-${viewport.width}x${viewport.height}-${lang}-${i}.png`);
      expect(await choicesOutOfView(page), title).toEqual([]);
      // The person's cards stay in view while they choose what to say about them.
      expect(await handOutOfView(page), title).toEqual([]);
      await expect.poll(() => shownCut(page), { message: title }).toEqual([]);
      for (const b of await page.locator('.choices button.choice').all()) {
        expect(await b.getAttribute('title')).toBeNull();
        expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await back.click();
      await expect(topics.first()).toBeVisible();
    }
    await topics.filter({ hasText: want[0] }).click();
    const phrase = page.locator('.choices button', { hasText: 'dar da freid' });
    await expect(phrase).toContainText(lang === 'en' ? 'I have no trumps left' : 'Ich habe keine Trümpfe mehr');
    await expect(phrase).toHaveAccessibleName(/^["„]dar da freid["“]$/);
    await expect(phrase).toHaveAccessibleDescription(lang === 'en' ? /no trumps left/ : /keine Trümpfe mehr/);
    // Two taps: the phrase is said.
    await phrase.click();
    await expect(page.locator('.status')).toContainText('dar da freid');
  });
}
