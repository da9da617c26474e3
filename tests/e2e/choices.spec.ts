import { expect, test } from '@playwright/test';
import { PHONE } from './measure';
import { fastBots, startGame, takeAction, waitForTurn } from './table-helpers';

// Issue 13 item 7: Troccas's table talk at 360×740, every phrase with its meaning on the button in
// the chosen language, grouped; no tooltip-only explanation.
test.use({ viewport: PHONE });

for (const lang of ['en', 'de'] as const) {
  test(`Troccas table talk (${lang}): grouped, each phrase with its meaning on a second line`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('trull.lang', l), lang);
    await fastBots(page, 30, 4);
    // Four people passing the phone: whoever speaks first in the interval is a person, so the talk
    // is offered in the first interval whatever the dealer.
    await startGame(page, 'troccas', 4, [0, 1, 2, 3]);
    const headings = page.locator('.choices h3');
    const take = page.getByRole('button', { name: /^(I am|Ich bin) .*/ });
    for (let i = 0; i < 80 && !(await headings.filter({ hasText: /trumps|Trümpfe/i }).count()); i++) {
      if (await take.isVisible()) await take.click();
      else if (!(await takeAction(page))) await waitForTurn(page);
    }
    const titles = await headings.allInnerTexts();
    const want =
      lang === 'en'
        ? ['ABOUT TRUMPS', 'ABOUT KINGS AND COURT CARDS', 'ABOUT THE WHOLE HAND']
        : ['ÜBER TRÜMPFE', 'ÜBER KÖNIGE UND HOFKARTEN', 'ÜBER DAS GANZE BLATT'];
    for (const w of want) expect(titles).toContain(w);
    const phrase = page.locator('.choices button', { hasText: 'dar da freid' });
    await expect(phrase).toContainText(lang === 'en' ? 'I have no trumps left' : 'Ich habe keine Trümpfe mehr');
    await expect(phrase).toHaveAccessibleName(/^["„]dar da freid["“]$/);
    await expect(phrase).toHaveAccessibleDescription(lang === 'en' ? /no trumps left/ : /keine Trümpfe mehr/);
    // Every button's meaning is on the button, none only in a tooltip; each at least 44 px high.
    for (const b of await page.locator('.choices button').all()) {
      expect(await b.getAttribute('title')).toBeNull();
      expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const talk = page.locator('.choices .group', { has: page.locator('h3', { hasText: want[0] }) }).locator('button');
    for (const b of await talk.all()) await expect(b.locator('.means')).not.toBeEmpty();
    await page.screenshot({ path: `test-results/troccas-talk-${lang}.png` });
  });
}
