import { expectDoubleData } from '../../../../../tests/helpers/double-data';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../../tests/helpers/scale';
import { rngFromSeed } from '../../../engine/rng';
import { toJson, train } from '../../../learn/mlp';
import { dobbmGame } from '../index';
import { dobbmBot } from '../bot';
import type { DobbmState } from '../state';
import type { DobbmView } from '../view';
import { determinize } from '../worlds';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, DOUBLE_FEATURE_COUNT, DOUBLE_HEADS, bidFeatures, bidHeadOf, doubleFeatures } from './features';
import { dobbmBidData, dobbmDoubleData } from './data';
import { modelDouble, shippedDoubleModel } from './double-model';
import { bidModelBot, modelBid, shippedBidModel } from './bid-model';

/** Every bid decision of rule-bot auctions: the state and the seat's view. */
function* bids(players: 4 | 5, deals: number): Generator<{ s: DobbmState; view: DobbmView }> {
  for (let seed = 1; seed <= deals; seed++) {
    const s = dobbmGame.setup({ players, dealer: seed % players, settings: dobbmGame.defaultSettings(players) }, seed);
    while (s.phase === 'bid') {
      const view = dobbmGame.view(s, s.toAct);
      yield { s: dobbmGame.clone(s), view };
      dobbmGame.applyInPlace(s, dobbmBot.choose({ view, legal: dobbmGame.legal(s), seed: 0, budgetMs: 0 }));
    }
  }
}

describe('Dobbm bid model (issue 26)', () => {
  it('DO-BID-1 no peeking: two states with the same view give the same features (worlds from the view, other cards elsewhere)', () => {
    const rng = rngFromSeed(11);
    let differentDeals = 0;
    for (const players of [4, 5] as const)
      for (const { s, view } of bids(players, scaled(10, 200))) {
        const seat = view.seat!;
        const f = bidFeatures(view);
        for (let k = 0; k < 3; k++) {
          const w = determinize(structuredClone(view), rng);
          expect(dobbmGame.view(w, seat)).toEqual(view);
          if (w.hands.some((x, i) => x.join() !== s.hands[i].join())) differentDeals++;
          expect(bidFeatures(dobbmGame.view(w, seat))).toEqual(f);
        }
      }
    // The check means something: the worlds did put the other cards elsewhere.
    expect(differentDeals).toBeGreaterThan(100);
  });

  it('the features see the bidding position and the bids before', () => {
    const seen = new Set<string>();
    for (const { view } of bids(4, 10)) seen.add(Array.from(bidFeatures(view).slice(BID_FEATURE_COUNT - 8)).join());
    expect(seen.size).toBeGreaterThan(3);
  });

  it('DO-BID-1: the shipped weights load and always give a legal bid; other phases are the rule bot’s', () => {
    const model = shippedBidModel();
    const bot = bidModelBot();
    for (const players of [4, 5] as const)
      for (const { s, view } of bids(players, scaled(30, 300))) {
        const legal = dobbmGame.legal(s);
        const a = bot.choose({ view, legal, seed: 1, budgetMs: 0 });
        expect(legal).toContain(a);
        if (legal.length > 1) expect(bidHeadOf(modelBid(model, view, legal)!)).toBeGreaterThanOrEqual(0);
      }
    // A whole hand with the model bot at every seat plays to its end, every action legal.
    for (let seed = 1; seed <= 5; seed++) {
      const s = dobbmGame.setup({ players: 4, dealer: 0, settings: dobbmGame.defaultSettings(4) }, seed);
      for (let seat = dobbmGame.toAct(s); seat !== null; seat = dobbmGame.toAct(s)) {
        const legal = dobbmGame.legal(s);
        const view = dobbmGame.view(s, seat);
        const a = bot.choose({ view, legal, seed, budgetMs: 0 });
        expect(legal).toContain(a);
        if (view.phase !== 'bid' && view.phase !== 'double') expect(a).toBe(dobbmBot.choose({ view, legal, seed, budgetMs: 0 }));
        dobbmGame.applyInPlace(s, a);
      }
    }
  });

  it('its training data and training are reproducible from their seeds (a tiny run, seconds)', () => {
    const a = dobbmBidData(2_000_000, 8, 4);
    const b = dobbmBidData(2_000_000, 8, 4);
    expect(a.decisions.length).toBe(32); // four bids a deal
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    // Each decision tried every legal bid on the same deal: two or three of them.
    for (const d of a.decisions) expect(d.scores.filter((x) => !Number.isNaN(x)).length).toBeGreaterThanOrEqual(2);
    const opts = { hidden: 4, heads: BID_HEAD_NAMES.length, seed: 9, epochs: 3 };
    expect(toJson(train(a, opts), 1)).toEqual(toJson(train(b, opts), 1));
  });
});

/** Every double decision ("gut", Schwacher, Retour) of hands the bid model bids and the rule bot plays on. */
function* doubles(players: 4 | 5, deals: number): Generator<{ s: DobbmState; view: DobbmView }> {
  const bot = bidModelBot(undefined, dobbmBot, ['bid']);
  for (let seed = 1; seed <= deals; seed++) {
    const s = dobbmGame.setup({ players, dealer: seed % players, settings: dobbmGame.defaultSettings(players) }, seed);
    while (s.phase !== 'play' && s.phase !== 'over') {
      const view = dobbmGame.view(s, s.toAct);
      if (s.phase === 'double') yield { s: dobbmGame.clone(s), view };
      dobbmGame.applyInPlace(s, bot.choose({ view, legal: dobbmGame.legal(s), seed: 0, budgetMs: 0 }));
    }
  }
}

describe('Dobbm double model (issue 26, tried)', () => {
  it('DO-DBL-1 no peeking: two states with the same view give the same features at a Schwacher or Retour', () => {
    const rng = rngFromSeed(12);
    let differentDeals = 0;
    let decisions = 0;
    for (const players of [4, 5] as const)
      for (const { s, view } of doubles(players, 16)) {
        decisions++;
        const seat = view.seat!;
        const f = doubleFeatures(view);
        expect(f.length).toBe(DOUBLE_FEATURE_COUNT);
        for (let k = 0; k < 3; k++) {
          const w = determinize(structuredClone(view), rng);
          expect(dobbmGame.view(w, seat)).toEqual(view);
          if (w.hands.some((x, i) => x.join() !== s.hands[i].join())) differentDeals++;
          expect(doubleFeatures(dobbmGame.view(w, seat))).toEqual(f);
        }
      }
    expect(decisions).toBeGreaterThan(20);
    expect(differentDeals).toBeGreaterThan(3 * decisions * 0.8);
  });

  it('DO-DBL-1: the shipped weights load and always give a legal call; the features tell the declarer from a defender and the calls so far', () => {
    const model = shippedDoubleModel();
    const seen = new Set<string>();
    for (const players of [4, 5] as const)
      for (const { s, view } of doubles(players, 30)) {
        const legal = dobbmGame.legal(s);
        const a = modelDouble(model, view, legal);
        expect(legal).toContain(a);
        expect([...DOUBLE_HEADS]).toContain(a);
        const f = doubleFeatures(view);
        seen.add(`${f[18]} ${f[22]}`);
      }
    // The defenders' first, second and third calls occur.
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Outside the doubling the model says nothing (the rule bot decides).
    const { s, view } = [...bids(4, 1)][0];
    expect(modelDouble(model, view, dobbmGame.legal(s))).toBeNull();
  });

  it("its data are reproducible from their seeds and relative (a decision's rows sum to 0: the luck of the deal cancels)", () =>
    expectDoubleData(dobbmDoubleData(2_000_000, 20, 4), dobbmDoubleData(2_000_000, 20, 4)));
});
