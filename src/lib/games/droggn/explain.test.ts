import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../engine/rng';
import { hintOf } from '../../bots/registry';
import { droggnGame } from './index';
import { droggnEntry } from './meta';
import { loadGame } from '../loaders';
import { droggnBot } from './bot';
import * as A from './actions';
import { determinize } from './worlds';
import { bidOdds, droggnBidHint } from './explain';

// As the app loads it: with the rule bot and the search phases its registry entry names.
const mod = await loadGame(droggnEntry);

describe('Droggn bid hints explained (issue 26)', () => {
  it('DR-BID-1 no peeking: two states with the same view give the same explanation (worlds drawn from the view)', () => {
    const rng = rngFromSeed(5);
    let otherCards = 0;
    const reasons = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const s = droggnGame.setup({ players: 3, dealer: seed % 3, settings: droggnGame.defaultSettings(3) }, seed);
      // The second bid of the auction: one bid before it is in the view.
      droggnGame.applyInPlace(s, droggnBot.choose({ view: droggnGame.view(s, s.toAct), legal: droggnGame.legal(s), seed: 0, budgetMs: 0 }));
      const seat = s.toAct;
      const view = droggnGame.view(s, seat);
      const other = determinize(structuredClone(view), rng);
      expect(droggnGame.view(other, seat)).toEqual(view);
      if (JSON.stringify(other.hands) !== JSON.stringify(s.hands)) otherCards++;
      const ask = (st: typeof s) => ({ view: droggnGame.view(st, seat), legal: droggnGame.legal(st), seed: 9, budgetMs: 0 });
      // Few deals here, for a quick test (the hint plays EXPLAIN_WORLDS).
      const a = droggnBidHint(ask(s), 8)!;
      const b = droggnBidHint(ask(other), 8)!;
      expect(b).toEqual(a);
      expect(a.reason.en).toMatch(/\d+% of 8 deals that fit your cards|of 8 deals that fit your cards, as declarer/);
      expect(a.reason.de).toMatch(/8 Verteilungen, die zu deinen Karten passen/);
      reasons.add(a.reason.en);
    }
    // The check means something: the other states held other cards, and the hands read differently.
    expect(otherCards).toBe(3);
    expect(reasons.size).toBeGreaterThan(1);
  });

  it('the numbers are the shares of deals in which the seat makes each contract it may bid; the hint bids as the strong bot does', () => {
    const s = droggnGame.setup({ players: 3, dealer: 0, settings: droggnGame.defaultSettings(3) }, 1);
    const req = { view: droggnGame.view(s, s.toAct), legal: droggnGame.legal(s), seed: 9, budgetMs: 0 };
    const odds = bidOdds(req.view, req.legal, 9, 20);
    expect(odds.map((o) => o.bid)).toEqual([A.BID_ANSAGER, A.BID_SOLO, A.BID_SUPER]);
    const h = droggnBidHint(req, 20)!;
    for (const o of odds) expect(h.reason.en).toContain(`${Math.round(100 * o.made)}%`);
    // With the talon and the buy, an Ansager is made at least as often as a Super, which has neither.
    expect(odds[0].made).toBeGreaterThanOrEqual(odds[2].made);
    expect(h.action).toBe(mod.modelBot!.choose(req));
    // Not a bid: no explanation of its own (the search's hint answers).
    expect(droggnBidHint({ ...req, view: { ...req.view, phase: 'play' } })).toBeNull();
  });

  it("the hint of a game with its own bid hint is that hint, in the hint's place (registry.hintOf)", () => {
    const s = droggnGame.setup({ players: 3, dealer: 0, settings: droggnGame.defaultSettings(3) }, 1);
    const req = { view: droggnGame.view(s, s.toAct), legal: droggnGame.legal(s), seed: 9, budgetMs: 0 };
    const own = { action: A.BID_SOLO, reason: { en: 'own', de: 'eigen' } };
    expect(hintOf({ ...mod, ownHint: () => own }, req)).toBe(own);
    expect(mod.ownHint).toBeDefined();
  });
});
