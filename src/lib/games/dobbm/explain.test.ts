import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../engine/rng';
import { hintOf } from '../../bots/registry';
import { dobbmGame } from './index';
import { dobbmEntry } from './meta';
import { loadGame } from '../loaders';
import { dobbmBot } from './bot';
import { BID_DOBBM, BID_GOOD, BID_PASS, BID_SOLO } from './actions';
import { contractWon, facts, score, type DobbmFacts } from './scoring';
import type { DobbmState } from './state';
import { determinize } from './worlds';
import { bidOdds, dobbmBidHint } from './explain';

// As the app loads it: with the rule bot and the search phases its registry entry names.
const mod = await loadGame(dobbmEntry);

const deal = (players: number, dealer: number, seed: number, mussrunde = false): DobbmState =>
  dobbmGame.setup({ players, dealer, settings: dobbmGame.defaultSettings(players), ...(mussrunde ? { session: { mussrunde: true } } : {}) }, seed);
const ask = (s: DobbmState, seat = s.toAct) => ({ view: dobbmGame.view(s, seat), legal: dobbmGame.legal(s), seed: 9, budgetMs: 0 });

describe('Dobbm bid hints explained (issue 26)', () => {
  it('DO-BID-1 no peeking: two states with the same view give the same explanation (worlds drawn from the view)', () => {
    const rng = rngFromSeed(5);
    let otherCards = 0;
    const reasons = new Set<string>();
    for (const [players, seed, before] of [
      [4, 1, 0],
      [5, 3, 0],
      [4, 7, 1],
      [5, 6, 1]
    ]) {
      const s = deal(players, seed % players, seed);
      // The opening bid, or the second: one bid before it is in the view (a pass or a Dobbm, so the seat still has a choice).
      for (let k = 0; k < before; k++) dobbmGame.applyInPlace(s, dobbmBot.choose(ask(s)));
      const seat = s.toAct;
      const view = dobbmGame.view(s, seat);
      expect(dobbmGame.legal(s).length).toBeGreaterThan(1);
      const other = determinize(structuredClone(view), rng);
      expect(dobbmGame.view(other, seat)).toEqual(view);
      if (JSON.stringify(other.hands) !== JSON.stringify(s.hands) || JSON.stringify(other.dobb) !== JSON.stringify(s.dobb)) otherCards++;
      // Few deals here, for a quick test (the hint plays EXPLAIN_WORLDS).
      const a = dobbmBidHint(ask(s, seat), 8)!;
      const b = dobbmBidHint(ask(other, seat), 8)!;
      expect(b).toEqual(a);
      expect(a.reason.en).toMatch(/\d+% of 8 deals that fit your cards|of 8 deals that fit your cards, as declarer/);
      expect(a.reason.de).toMatch(/8 Verteilungen, die zu deinen Karten passen/);
      reasons.add(a.reason.en);
    }
    // The check means something: the other states held other cards, and the hands read differently
    // (and a hint that played the real deal instead of the view's fails here, on three of the four hands).
    expect(otherCards).toBe(4);
    expect(reasons.size).toBeGreaterThan(1);
  });

  it('DO-BID-1, DO-SCORE-1: the numbers are the shares of deals in which the seat makes each contract it may bid; the hint bids as the strong bot does', () => {
    for (const [players, seed] of [
      [4, 2],
      [5, 6]
    ]) {
      const s = deal(players, 0, seed);
      const req = ask(s);
      expect(req.legal).toEqual([BID_PASS, BID_DOBBM, BID_SOLO]);
      const odds = bidOdds(req.view, req.legal, 9, 20);
      expect(odds.map((o) => o.bid)).toEqual([BID_DOBBM, BID_SOLO]);
      const h = dobbmBidHint(req, 20)!;
      for (const o of odds) expect(h.reason.en).toContain(`${Math.round(100 * o.made)}%`);
      for (const o of odds) expect(h.reason.de).toContain(`${Math.round(100 * o.made)} %`);
      // With the Dobb taken up and four cards of choice laid away, a Dobbm is made at least as often as a Solo, which has neither.
      expect(odds[0].made).toBeGreaterThanOrEqual(odds[1].made);
      expect(h.action).toBe(mod.modelBot!.choose(req));
    }
    // After a Dobbm only a Solo is left to bid, and the Mußrunde's first speaker must declare (DO-SESS-1): the shares of what the seat may bid.
    const after = deal(4, 0, 2);
    dobbmGame.applyInPlace(after, BID_DOBBM);
    expect(bidOdds(ask(after).view, ask(after).legal, 9, 4).map((o) => o.bid)).toEqual([BID_SOLO]);
    expect(dobbmBidHint(ask(after), 4)!.reason.en).toMatch(
      /^(Let it be played \(gut\): of 4 deals .* with Solo in \d+%|Solo: you count .* \d+% of 4 deals .*cards)\.$/
    );
    const forced = deal(4, 0, 2, true);
    expect(ask(forced).legal).toEqual([BID_DOBBM, BID_SOLO]);
    expect([BID_DOBBM, BID_SOLO]).toContain(dobbmBidHint(ask(forced), 4)!.action);
    // Not a bid, a seat-less view, or nothing to choose (only "gut" after a Solo): no explanation of its own (the search's hint answers).
    const s = deal(4, 0, 1);
    const req = ask(s);
    expect(dobbmBidHint({ ...req, view: { ...req.view, phase: 'play' } })).toBeNull();
    expect(dobbmBidHint({ ...req, view: dobbmGame.view(s, null) })).toBeNull();
    dobbmGame.applyInPlace(s, BID_SOLO);
    expect(ask(s).legal).toEqual([BID_GOOD]);
    expect(dobbmBidHint(ask(s))).toBeNull();
  });

  it('DO-SCORE-1: a contract is made when the scoring pays the declarer (more than 60; 60-60 is a draw; no trick, no Dobb)', () => {
    const f = (declarerPoints: number, noTrick = false): DobbmFacts => ({
      players: 4,
      dealer: 0,
      outcome: 'played',
      declarer: 1,
      contract: 'dobbm',
      declarerPoints,
      noTrick,
      schwacher: false,
      retours: 0,
      offender: null,
      mussrunde: false
    });
    for (const [facts0, won] of [
      [f(61), true],
      [f(60), false],
      [f(59), false],
      [f(120), true],
      [f(12, true), false]
    ] as const) {
      expect(contractWon(facts0)).toBe(won);
      expect(score(facts0, dobbmGame.defaultSettings(4)).deltas[1] > 0).toBe(won);
    }
    expect(contractWon({ ...f(0), outcome: 'thrown-in', declarer: null, contract: null })).toBe(false);
    // A played-out hand: the facts of the rule bots' own game.
    const s = deal(4, 0, 2);
    while (s.phase !== 'over') dobbmGame.applyInPlace(s, dobbmBot.choose(ask(s)));
    const done = facts(s)!;
    expect(contractWon(done)).toBe(done.declarerPoints > 60 && !done.noTrick);
  });

  it("the strong level bids by the model and the hint at a bid is the game's own (registry.hintOf)", () => {
    expect(mod.modelPhases).toEqual(['bid']);
    expect(mod.ownHint).toBeDefined();
    const req = ask(deal(4, 0, 2));
    const h = hintOf(mod, req);
    expect(req.legal).toContain(h.action);
    expect(h.reason.en).toMatch(/60 deals that fit your cards/);
    expect(h.reason.de).toMatch(/60 Verteilungen, die zu deinen Karten passen/);
  });
});
