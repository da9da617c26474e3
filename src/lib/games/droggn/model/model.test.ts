import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../engine/rng';
import { toJson, train } from '../../../bots/mlp';
import { droggnGame } from '../index';
import { droggnBot } from '../bot';
import * as A from '../actions';
import type { DroggnState } from '../state';
import type { DroggnView } from '../view';
import { determinize } from '../worlds';
import { BID_FEATURE_COUNT, BID_HEADS, bidFeatures } from './features';
import type { DroggnSettings } from '../settings';
import { droggnBidData as bidData } from './data';
import { bidModelBot, modelBid, shippedBidModel } from './bid-model';

/** Every bid decision of rule-bot auctions: the state and the seat's view. */
function* bids(players: 3 | 4, deals: number, settings?: Partial<DroggnSettings>): Generator<{ s: DroggnState; view: DroggnView }> {
  for (let seed = 1; seed <= deals; seed++) {
    const s = droggnGame.setup({ players, dealer: seed % players, settings: { ...droggnGame.defaultSettings(players), ...settings } }, seed);
    while (s.phase === 'bid') {
      const view = droggnGame.view(s, s.toAct);
      yield { s: droggnGame.clone(s), view };
      droggnGame.applyInPlace(s, droggnBot.choose({ view, legal: droggnGame.legal(s), seed: 0, budgetMs: 0 }));
    }
  }
}

describe('Droggn bid model (issue 26)', () => {
  it('DR-BID-1 no peeking: two states with the same view give the same features (worlds from the view, other cards elsewhere)', () => {
    const rng = rngFromSeed(11);
    let differentDeals = 0;
    for (const players of [3, 4] as const)
      for (const { s, view } of [...bids(players, 12), ...bids(players, 4, { threshold: '38' })]) {
        const seat = view.seat!;
        const f = bidFeatures(view);
        for (let k = 0; k < 3; k++) {
          const w = determinize(structuredClone(view), rng);
          expect(droggnGame.view(w, seat)).toEqual(view);
          if (w.hands.some((x, i) => x !== s.hands[i])) differentDeals++;
          expect(bidFeatures(droggnGame.view(w, seat))).toEqual(f);
        }
      }
    // The check means something: the worlds did put the other cards elsewhere.
    expect(differentDeals).toBeGreaterThan(100);
  });

  it('the features see the bidding position and the bids before (another seat at the same deal reads differently)', () => {
    const seen = new Set<string>();
    for (const { view } of bids(3, 10)) seen.add(Array.from(bidFeatures(view).slice(BID_FEATURE_COUNT - 6)).join());
    expect(seen.size).toBeGreaterThan(3);
  });

  it("the shipped weights load and always give a legal bid; Mord stays the rule bot's; other phases are the rule bot's", () => {
    const model = shippedBidModel();
    const bot = bidModelBot();
    for (const players of [3, 4] as const)
      for (const { s, view } of bids(players, 30)) {
        const legal = droggnGame.legal(s);
        const a = bot.choose({ view, legal, seed: 1, budgetMs: 0 });
        expect(legal).toContain(a);
        const rule = droggnBot.choose({ view, legal, seed: 1, budgetMs: 0 });
        if (rule === A.BID_MORD) expect(a).toBe(A.BID_MORD);
        else expect([...BID_HEADS]).toContain(modelBid(model, view, legal));
      }
    // A whole hand with the model bot at every seat plays to its end, every action legal.
    for (let seed = 1; seed <= 5; seed++) {
      const s = droggnGame.setup({ players: 3, dealer: 0, settings: droggnGame.defaultSettings(3) }, seed);
      for (let seat = droggnGame.toAct(s); seat !== null; seat = droggnGame.toAct(s)) {
        const legal = droggnGame.legal(s);
        const view = droggnGame.view(s, seat);
        const a = bot.choose({ view, legal, seed, budgetMs: 0 });
        expect(legal).toContain(a);
        if (view.phase !== 'bid') expect(a).toBe(droggnBot.choose({ view, legal, seed, budgetMs: 0 }));
        droggnGame.applyInPlace(s, a);
      }
    }
  });

  it('its training data and training are reproducible from their seeds (a tiny run, seconds)', () => {
    const a = bidData(2_000_000, 6, 3);
    const b = bidData(2_000_000, 6, 3);
    expect(a.count).toBeGreaterThan(18);
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    // Each decision tried every legal bid the model judges on the same deal.
    for (const d of a.decisions) expect(d.scores.filter((x) => !Number.isNaN(x)).length).toBeGreaterThanOrEqual(1);
    const opts = { hidden: 4, heads: BID_HEADS.length, seed: 9, epochs: 3 };
    expect(toJson(train(a, opts), 1)).toEqual(toJson(train(b, opts), 1));
  });
});
