import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../tests/helpers/scale';
import { botFor } from '../../bots/registry';
import { STYLE_RISK } from '../../bots/styles';
import { troggenGame } from './index';
import { troggenEntry } from './meta';
import { loadGame } from '../loaders';
import { troggenBot } from './bot';
import { A_PASS } from './constants';
import type { TroggenState } from './state';
import type { TroggenView } from './view';
import { modelBid, shippedBidModel } from './model/bid-model';
import { troggenStyledChoice } from './style';

// As the app loads it: with the rule bot and the search phases its registry entry names.
const mod = await loadGame(troggenEntry);

/** Every bid decision of rule-bot auctions (4, 5 and 6 players): the state and the seat's view. */
function bids(deals: number): { s: TroggenState; view: TroggenView }[] {
  const out: { s: TroggenState; view: TroggenView }[] = [];
  for (const players of [4, 5, 6] as const)
    for (let seed = 1; seed <= deals; seed++) {
      const s = troggenGame.setup({ players, dealer: seed % players, settings: troggenGame.defaultSettings(players) }, seed);
      while (s.phase === 'bid') {
        const view = troggenGame.view(s, s.toAct);
        const legal = troggenGame.legal(s);
        if (legal.length > 1) out.push({ s: troggenGame.clone(s), view });
        troggenGame.applyInPlace(s, troggenBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
      }
    }
  return out;
}

/** A bid's level (0: pass). */
const level = (a: number) => a - A_PASS;

describe('Troggen bot styles (issue 26)', () => {
  const all = bids(scaled(40, 300));
  const req = (x: { s: TroggenState; view: TroggenView }) => ({ view: x.view, legal: troggenGame.legal(x.s), seed: 1, budgetMs: 0 });

  it('balanced is the levels’ bots unchanged: no styled bot is made, and risk 0 bids as the rule bot and the model do', () => {
    for (const lv of ['easy', 'normal', 'strong'] as const) expect(botFor(mod, lv, true, 'balanced').id).toBe(botFor(mod, lv, true).id);
    expect(botFor(mod, 'easy', true, 'bold').id).toMatch(/\+bold$/);
    const model = shippedBidModel();
    for (const x of all) {
      const r = req(x);
      expect(troggenStyledChoice(r, 0, false)).toBe(troggenBot.choose(r));
      expect(troggenStyledChoice(r, 0, true)).toBe(modelBid(model, x.view, r.legal));
    }
  });

  it('TG-BID-1: a cautious seat never bids higher than a balanced one, a bold one never lower; each way moves; every bid legal', () => {
    for (const byModel of [false, true]) {
      const count = { cautious: 0, balanced: 0, bold: 0 };
      for (const x of all) {
        const r = req(x);
        const [c, b, o] = (['cautious', 'balanced', 'bold'] as const).map((st) => troggenStyledChoice(r, STYLE_RISK[st], byModel)!);
        for (const a of [c, b, o]) expect(r.legal).toContain(a);
        // The rule bot bids the level its hand is worth, so its levels are ordered; the model's
        // heads may order otherwise, so for it only whether the seat bids at all.
        if (!byModel) {
          expect(level(c)).toBeLessThanOrEqual(level(b));
          expect(level(o)).toBeGreaterThanOrEqual(level(b));
        } else {
          if (level(b) === 0) expect(level(c)).toBe(0);
          if (level(b) > 0) expect(level(o)).toBeGreaterThan(0);
        }
        count.cautious += level(c) > 0 ? 1 : 0;
        count.balanced += level(b) > 0 ? 1 : 0;
        count.bold += level(o) > 0 ? 1 : 0;
      }
      expect(count.cautious, byModel ? 'model' : 'rules').toBeLessThan(count.balanced);
      expect(count.bold, byModel ? 'model' : 'rules').toBeGreaterThan(count.balanced);
    }
  });

  it('only the bids move: a style leaves every other decision to the level', () => {
    const s = troggenGame.setup({ players: 5, dealer: 0, settings: troggenGame.defaultSettings(5) }, 3);
    while (s.phase === 'bid')
      troggenGame.applyInPlace(s, troggenBot.choose({ view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 0, budgetMs: 0 }));
    if (troggenGame.toAct(s) === null) return;
    const r = { view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 1, budgetMs: 0 };
    expect(troggenStyledChoice(r, 1, true)).toBeNull();
    expect(troggenStyledChoice(r, -1, false)).toBeNull();
  });
});
