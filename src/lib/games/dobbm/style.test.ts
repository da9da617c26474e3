import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../tests/helpers/scale';
import { botFor } from '../../bots/registry';
import { STYLE_RISK } from '../../bots/styles';
import { dobbmGame } from './index';
import { dobbmEntry } from './meta';
import { loadGame } from '../loaders';
import { dobbmBot } from './bot';
import * as A from './actions';
import type { DobbmState } from './state';
import type { DobbmView } from './view';
import { modelBid, shippedBidModel } from './model/bid-model';
import { dobbmStyledChoice } from './style';

// As the app loads it: with the rule bot and the search phases its registry entry names.
const mod = await loadGame(dobbmEntry);

/** Every bid and double decision of rule-bot hands (4 and 5 players): the state and the seat's view. */
function decisions(deals: number): { s: DobbmState; view: DobbmView }[] {
  const out: { s: DobbmState; view: DobbmView }[] = [];
  for (const players of [4, 5] as const)
    for (let seed = 1; seed <= deals; seed++) {
      const s = dobbmGame.setup({ players, dealer: seed % players, settings: dobbmGame.defaultSettings(players) }, seed);
      for (let seat = dobbmGame.toAct(s); seat !== null && s.phase !== 'play'; seat = dobbmGame.toAct(s)) {
        const view = dobbmGame.view(s, seat);
        const legal = dobbmGame.legal(s);
        if ((view.phase === 'bid' || view.phase === 'double') && legal.length > 1) out.push({ s: dobbmGame.clone(s), view });
        dobbmGame.applyInPlace(s, dobbmBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
      }
    }
  return out;
}

/** Declaring (Dobbm, Solo) or doubling (Schwacher, Retour): what a style moves. */
const takesRisk = (a: number) => a === A.BID_DOBBM || a === A.BID_SOLO || a === A.DBL_SCHWACHER || a === A.DBL_RETOUR;

describe('Dobbm bot styles (issue 26)', () => {
  const all = decisions(scaled(60, 400));
  const req = (x: { s: DobbmState; view: DobbmView }) => ({ view: x.view, legal: dobbmGame.legal(x.s), seed: 1, budgetMs: 0 });

  it('balanced is the levels’ bots unchanged: no styled bot is made, and risk 0 decides as the rule bot and the model do', () => {
    for (const level of ['easy', 'normal', 'strong'] as const) expect(botFor(mod, level, true, 'balanced').id).toBe(botFor(mod, level, true).id);
    expect(botFor(mod, 'easy', true, 'bold').id).toMatch(/\+bold$/);
    const model = shippedBidModel();
    for (const x of all) {
      const r = req(x);
      expect(dobbmStyledChoice(r, 0, false)).toBe(dobbmBot.choose(r));
      if (x.view.phase === 'bid') expect(dobbmStyledChoice(r, 0, true)).toBe(modelBid(model, x.view, r.legal));
    }
  });

  it('DO-BID-1: a cautious seat never bids or doubles where a balanced one would not, a bold one never less; each way moves', () => {
    for (const byModel of [false, true])
      for (const phase of ['bid', 'double']) {
        if (byModel && phase === 'double') continue; // doubles are the rule bot's at every level
        const count = { cautious: 0, balanced: 0, bold: 0 };
        for (const x of all.filter((x) => x.view.phase === phase)) {
          const r = req(x);
          const [c, b, o] = (['cautious', 'balanced', 'bold'] as const).map((st) => dobbmStyledChoice(r, STYLE_RISK[st], byModel) ?? dobbmBot.choose(r));
          for (const a of [c, b, o]) expect(r.legal).toContain(a);
          if (!takesRisk(b)) expect(takesRisk(c)).toBe(false);
          if (takesRisk(b)) expect(takesRisk(o)).toBe(true);
          count.cautious += takesRisk(c) ? 1 : 0;
          count.balanced += takesRisk(b) ? 1 : 0;
          count.bold += takesRisk(o) ? 1 : 0;
        }
        expect(count.cautious, `${phase} ${byModel ? 'model' : 'rules'}`).toBeLessThan(count.balanced);
        expect(count.bold, `${phase} ${byModel ? 'model' : 'rules'}`).toBeGreaterThan(count.balanced);
      }
  });
});
