import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../engine/rng';
import { hintOf } from '../../bots/registry';
import { troggenGame } from './index';
import { troggenEntry } from './meta';
import { loadGame } from '../loaders';
import { troggenBot } from './bot';
import { A_BID, A_PASS } from './constants';
import { determinize } from './worlds';
import { bidOdds, troggenBidHint } from './explain';

// As the app loads it: with the rule bot and the search phases its registry entry names.
const mod = await loadGame(troggenEntry);

describe('Troggen bid hints explained (issue 26)', () => {
  it('TG-BID-1 no peeking: two states with the same view give the same explanation (worlds drawn from the view)', () => {
    const rng = rngFromSeed(5);
    let otherCards = 0;
    const reasons = new Set<string>();
    for (const [players, seed] of [
      [4, 1],
      [4, 2],
      [5, 3],
      [6, 4]
    ]) {
      const s = troggenGame.setup({ players, dealer: seed % players, settings: troggenGame.defaultSettings(players) }, seed);
      // The second bid of the auction: one bid before it is in the view.
      troggenGame.applyInPlace(s, troggenBot.choose({ view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 0, budgetMs: 0 }));
      const seat = s.toAct;
      const view = troggenGame.view(s, seat);
      const other = determinize(structuredClone(view), rng);
      expect(troggenGame.view(other, seat)).toEqual(view);
      if (JSON.stringify(other.hands) !== JSON.stringify(s.hands)) otherCards++;
      const ask = (st: typeof s) => ({ view: troggenGame.view(st, seat), legal: troggenGame.legal(st), seed: 9, budgetMs: 0 });
      // Few deals here, for a quick test (the hint plays EXPLAIN_WORLDS).
      const a = troggenBidHint(ask(s), 8)!;
      const b = troggenBidHint(ask(other), 8)!;
      expect(b).toEqual(a);
      expect(a.reason.en).toMatch(/\d+% of 8 deals that fit your cards|of 8 deals that fit your cards, as bidder/);
      expect(a.reason.de).toMatch(/8 Verteilungen, die zu deinen Karten passen/);
      reasons.add(a.reason.en);
    }
    // The check means something: the other states held other cards, and the hands read differently.
    expect(otherCards).toBe(4);
    expect(reasons.size).toBeGreaterThan(1);
  });

  it('TG-SCORE-1, TG-EXCH-1: the numbers are the shares of deals in which the side makes each level; the hint bids as the strong bot does', () => {
    for (const players of [4, 5]) {
      const s = troggenGame.setup({ players, dealer: 0, settings: troggenGame.defaultSettings(players) }, 2);
      const req = { view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 9, budgetMs: 0 };
      const odds = bidOdds(req.view, req.legal, 9, 20);
      expect(odds.map((o) => o.bid)).toEqual([A_BID + 1, A_BID + 2, A_BID + 3, A_BID + 4]);
      const h = troggenBidHint(req, 20)!;
      for (const o of odds) expect(h.reason.en).toContain(`${Math.round(100 * o.made)}%`);
      // Einfach and Doppelt are played alike (both take the talon; only the stake differs).
      expect(odds[0].made).toBe(odds[1].made);
      // The talon in hand and in the side's points: Einfach is made at least as often as Gegen den Talon, which gives it away.
      expect(odds[0].made).toBeGreaterThanOrEqual(odds[3].made);
      expect(h.action).toBe(mod.modelBot!.choose(req));
    }
    // Not a bid, or nothing to choose: no explanation of its own (the search's hint answers).
    const s = troggenGame.setup({ players: 4, dealer: 0, settings: troggenGame.defaultSettings(4) }, 1);
    const req = { view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 9, budgetMs: 0 };
    expect(troggenBidHint({ ...req, view: { ...req.view, phase: 'play' } })).toBeNull();
    expect(troggenBidHint({ ...req, legal: [A_PASS] })).toBeNull();
  });

  it("the strong level bids by the model and the hint at a bid is the game's own (registry.hintOf)", () => {
    expect(mod.modelPhases).toEqual(['bid']);
    expect(mod.ownHint).toBeDefined();
    const s = troggenGame.setup({ players: 4, dealer: 0, settings: troggenGame.defaultSettings(4) }, 2);
    const req = { view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 9, budgetMs: 0 };
    const h = hintOf(mod, req);
    expect(req.legal).toContain(h.action);
    expect(h.reason.en).toMatch(/60 deals that fit your cards/);
  });
});
