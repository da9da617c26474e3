import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../tests/helpers/scale';
import { botFor } from '../../bots/registry';
import { STYLE_RISK } from '../../bots/styles';
import { droggnGame } from './index';
import { droggnEntry } from './meta';
import { loadGame } from '../loaders';
import { droggnBot } from './bot';
import * as A from './actions';
import type { DroggnState } from './state';
import type { DroggnView } from './view';
import { modelBid, shippedBidModel } from './model/bid-model';
import { droggnStyledChoice } from './style';
import { isPlayers } from '../../storage/validate';

// As the app loads it: with the rule bot and the search phases its registry entry names.
const mod = await loadGame(droggnEntry);

/** Every bid and double decision of rule-bot hands (3 and 4 players): the state and the seat's view. */
function decisions(deals: number): { s: DroggnState; view: DroggnView }[] {
  const out: { s: DroggnState; view: DroggnView }[] = [];
  for (const players of [3, 4] as const)
    for (let seed = 1; seed <= deals; seed++) {
      const s = droggnGame.setup({ players, dealer: seed % players, settings: droggnGame.defaultSettings(players) }, seed);
      for (let seat = droggnGame.toAct(s); seat !== null && s.phase !== 'play'; seat = droggnGame.toAct(s)) {
        const view = droggnGame.view(s, seat);
        const legal = droggnGame.legal(s);
        if ((view.phase === 'bid' || view.phase === 'double') && legal.length > 1) out.push({ s: droggnGame.clone(s), view });
        droggnGame.applyInPlace(s, droggnBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
      }
    }
  return out;
}

const declares = (a: number) => a !== A.PASS && a !== A.GUT;

describe('Droggn bot styles (issue 26)', () => {
  const all = decisions(scaled(60, 400));
  const req = (x: { s: DroggnState; view: DroggnView }) => ({ view: x.view, legal: droggnGame.legal(x.s), seed: 1, budgetMs: 0 });

  it('balanced is the levels’ bots unchanged: no styled bot is made, and risk 0 decides as the model and the rule bot do', () => {
    for (const level of ['easy', 'normal', 'strong'] as const) expect(botFor(mod, level, true, 'balanced').id).toBe(botFor(mod, level, true).id);
    expect(botFor(mod, 'strong', true, 'bold').id).toMatch(/\+bold$/);
    const model = shippedBidModel();
    for (const x of all) {
      const r = req(x);
      expect(droggnStyledChoice(r, 0, false)).toBe(droggnBot.choose(r));
      if (x.view.phase === 'bid') expect(droggnStyledChoice(r, 0, true)).toBe(modelBid(model, x.view, r.legal));
    }
  });

  it('a cautious seat never bids or doubles where a balanced one would not, a bold one never less; both differ somewhere', () => {
    for (const byModel of [false, true])
      for (const phase of ['bid', 'double']) {
        const count = { cautious: 0, balanced: 0, bold: 0 };
        for (const x of all.filter((x) => x.view.phase === phase)) {
          const r = req(x);
          const [c, b, o] = (['cautious', 'balanced', 'bold'] as const).map((st) => droggnStyledChoice(r, STYLE_RISK[st], byModel) ?? droggnBot.choose(r));
          for (const a of [c, b, o]) expect(r.legal).toContain(a);
          // Higher bids are higher actions (pass 0 < Ansager < Solo < Super < Mord; Gut < Schwacher/Retour);
          // the model may choose among its bids, but passing moves only one way.
          if (phase === 'double' || !byModel) {
            expect(c).toBeLessThanOrEqual(b);
            expect(o).toBeGreaterThanOrEqual(b);
          }
          if (!declares(b)) expect(declares(c)).toBe(false);
          if (declares(b)) expect(declares(o)).toBe(true);
          count.cautious += declares(c) ? 1 : 0;
          count.balanced += declares(b) ? 1 : 0;
          count.bold += declares(o) ? 1 : 0;
        }
        // Each way of bidding (the rule bot's thresholds, the model's) and of doubling moves with the style.
        expect(count.cautious, `${phase} ${byModel ? 'model' : 'rules'}`).toBeLessThan(count.balanced);
        expect(count.bold, `${phase} ${byModel ? 'model' : 'rules'}`).toBeGreaterThan(count.balanced);
      }
  });

  it('a styled strong bot plays a whole hand legally, its play the level’s own (the style never touches the cards)', () => {
    const bold = botFor(mod, 'strong', true, 'bold');
    const s = droggnGame.setup({ players: 3, dealer: 0, settings: droggnGame.defaultSettings(3) }, 5);
    for (let seat = droggnGame.toAct(s); seat !== null && s.phase !== 'play'; seat = droggnGame.toAct(s)) {
      const legal = droggnGame.legal(s);
      const a = bold.choose({ view: droggnGame.view(s, seat), legal, seed: 3, budgetMs: 0 });
      expect(legal).toContain(a);
      droggnGame.applyInPlace(s, a);
    }
    expect(droggnStyledChoice({ view: droggnGame.view(s, droggnGame.toAct(s)!), legal: droggnGame.legal(s), seed: 1, budgetMs: 0 }, 1, true)).toBeNull();
  });

  it('the style is stored with the seat: old seats without one read (balanced), a wrong one is refused', () => {
    expect(isPlayers([{ name: 'Anna', bot: true, level: 'strong' }])).toBe(true);
    expect(isPlayers([{ name: 'Anna', bot: true, level: 'strong', style: 'bold' }])).toBe(true);
    expect(isPlayers([{ name: 'Anna', bot: true, level: 'strong', style: 'reckless' }])).toBe(false);
  });
});
