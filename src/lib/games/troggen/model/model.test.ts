import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../../tests/helpers/scale';
import { rngFromSeed } from '../../../engine/rng';
import { toJson, train } from '../../../learn/mlp';
import { troggenGame } from '../index';
import { troggenBot } from '../bot';
import { A_CALL } from '../constants';
import type { TroggenState } from '../state';
import type { TroggenView } from '../view';
import { determinize } from '../worlds';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, bidFeatures, bidHeadOf } from './features';
import { seatValue, trainingPot, troggenBidData } from './data';
import { bidModelBot, modelBid, shippedBidModel } from './bid-model';

/** Every bid decision of rule-bot auctions (the pot as the training deals have it): the state and the seat's view. */
function* bids(players: 4 | 5 | 6, deals: number): Generator<{ s: TroggenState; view: TroggenView }> {
  for (let seed = 1; seed <= deals; seed++) {
    const ctx = { players, dealer: seed % players, settings: troggenGame.defaultSettings(players), session: { pot: trainingPot(seed), hand: 1 } };
    const s = troggenGame.setup(ctx, seed);
    while (s.phase === 'bid') {
      const view = troggenGame.view(s, s.toAct);
      yield { s: troggenGame.clone(s), view };
      troggenGame.applyInPlace(s, troggenBot.choose({ view, legal: troggenGame.legal(s), seed: 0, budgetMs: 0 }));
    }
  }
}

describe('Troggen bid model (issue 26)', () => {
  it('TG-BID-1 no peeking: two states with the same view give the same features (worlds from the view, other cards elsewhere)', () => {
    const rng = rngFromSeed(11);
    let differentDeals = 0;
    for (const players of [4, 5, 6] as const)
      for (const { s, view } of bids(players, scaled(8, 150))) {
        const seat = view.seat!;
        const f = bidFeatures(view);
        for (let k = 0; k < 3; k++) {
          const w = determinize(structuredClone(view), rng);
          expect(troggenGame.view(w, seat)).toEqual(view);
          if (w.hands.some((x, i) => x.join() !== s.hands[i].join())) differentDeals++;
          expect(bidFeatures(troggenGame.view(w, seat))).toEqual(f);
        }
      }
    // The check means something: the worlds did put the other cards elsewhere.
    expect(differentDeals).toBeGreaterThan(100);
  });

  it('TG-BID-1: the features see the speaking position, the bids before, the table size and the pot', () => {
    const seen = new Set<string>();
    for (const players of [4, 5, 6] as const)
      for (const { view } of bids(players, 10)) seen.add(Array.from(bidFeatures(view).slice(BID_FEATURE_COUNT - 7)).join());
    expect(seen.size).toBeGreaterThan(20);
    const pots = new Set(Array.from({ length: 40 }, (_, i) => trainingPot(i)));
    expect(pots.has(0) && pots.size > 10).toBe(true);
  });

  it('TG-BID-1, TG-BID-3: the shipped weights load and always give a legal bid; other phases are the rule bot’s', () => {
    const model = shippedBidModel();
    const bot = bidModelBot();
    const picked = new Set<number>();
    for (const players of [4, 5, 6] as const)
      for (const { s, view } of bids(players, scaled(20, 300))) {
        const legal = troggenGame.legal(s);
        const a = bot.choose({ view, legal, seed: 1, budgetMs: 0 });
        expect(legal).toContain(a);
        if (legal.length > 1) picked.add(bidHeadOf(modelBid(model, view, legal)!));
      }
    // It does not always pass: some hand is worth a bid to it.
    expect(picked.has(0) && picked.size > 1).toBe(true);
    // Whole hands with the model bot at every seat play to their end, every action legal; the king
    // call (five and six players) and everything after the auction stay the rule bot's.
    let calls = 0;
    for (const players of [4, 5, 6] as const)
      for (let seed = 1; seed <= 4; seed++) {
        const s = troggenGame.setup({ players, dealer: 0, settings: troggenGame.defaultSettings(players) }, seed);
        for (let seat = troggenGame.toAct(s); seat !== null; seat = troggenGame.toAct(s)) {
          const legal = troggenGame.legal(s);
          const view = troggenGame.view(s, seat);
          const a = bot.choose({ view, legal, seed, budgetMs: 0 });
          expect(legal).toContain(a);
          if (view.phase !== 'bid') expect(a).toBe(troggenBot.choose({ view, legal, seed, budgetMs: 0 }));
          if (a >= A_CALL && a < A_CALL + 4) calls++;
          troggenGame.applyInPlace(s, a);
        }
      }
    expect(calls).toBeGreaterThan(0);
  });

  it('TG-SCORE-1: a row’s score is the seat’s jetons less its share of the table’s (its margin × (n − 1) / n); a hand’s add up to 0', () => {
    for (const pot of [0, 12]) {
      const s = troggenGame.setup({ players: 4, dealer: 0, settings: troggenGame.defaultSettings(4), session: { pot, hand: 1 } }, 5);
      while (s.phase !== 'over')
        troggenGame.applyInPlace(s, troggenBot.choose({ view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 0, budgetMs: 0 }));
      const d = troggenGame.payoff!(s);
      const values = d.map((_, seat) => seatValue(s, seat));
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
      d.forEach((x, seat) => expect(values[seat]).toBeCloseTo(((x - (d.reduce((a, b) => a + b, 0) - x) / 3) * 3) / 4, 9));
    }
  });

  it('its training data and training are reproducible from their seeds (a tiny run, seconds)', () => {
    const a = troggenBidData(2_000_000, 4, 4);
    const b = troggenBidData(2_000_000, 4, 4);
    expect(a.decisions.length).toBe(16); // four bids a deal
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    // Each decision tried every legal bid on the same deal: pass and every level above the bid so far.
    for (const d of a.decisions) expect(d.scores.filter((x) => !Number.isNaN(x)).length).toBeGreaterThanOrEqual(1);
    expect(a.decisions[0].scores.every((x) => !Number.isNaN(x))).toBe(true);
    const opts = { hidden: 4, heads: BID_HEAD_NAMES.length, seed: 9, epochs: 3 };
    expect(toJson(train(a, opts), 1)).toEqual(toJson(train(b, opts), 1));
  });
});
