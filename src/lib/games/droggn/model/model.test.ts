import { expectDoubleData } from '../../../../../tests/helpers/double-data';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../engine/rng';
import { toJson, train } from '../../../learn/mlp';
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
import { DOUBLE_FEATURE_COUNT, DOUBLE_HEADS, doubleFeatures } from './features';
import { droggnDoubleData as doubleData } from './data';
import { modelDouble, shippedDoubleModel } from './double-model';
import { discardSets, modelDiscard, shippedDiscardModel } from './discard-model';
import { droggnDiscardData as discardData } from './data';
import { GSTIESS, MOND, PAGAT } from '../cards';
import { PACKS } from '../../../engine/packs';

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

  it("the shipped weights load and always give a legal bid; Mord stays the rule bot's; the phases no model decides are the rule bot's", () => {
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
        if (!['bid', 'double', 'discard'].includes(view.phase)) expect(a).toBe(droggnBot.choose({ view, legal, seed, budgetMs: 0 }));
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

/** Every double decision ("gut", Schwacher, Retour) of hands the bid model bids and the rule bot plays on. */
function* doubles(players: 3 | 4, deals: number): Generator<{ s: DroggnState; view: DroggnView }> {
  const bot = bidModelBot(undefined, droggnBot, ['bid']);
  for (let seed = 1; seed <= deals; seed++) {
    const s = droggnGame.setup({ players, dealer: seed % players, settings: droggnGame.defaultSettings(players) }, seed);
    while (s.phase !== 'play' && s.phase !== 'over' && s.phase !== 'defender-layout') {
      const view = droggnGame.view(s, s.toAct);
      if (s.phase === 'double') yield { s: droggnGame.clone(s), view };
      droggnGame.applyInPlace(s, bot.choose({ view, legal: droggnGame.legal(s), seed: 0, budgetMs: 0 }));
    }
  }
}

describe('Droggn double model (issue 26)', () => {
  it('DR-ANN-4 no peeking: two states with the same view give the same features at a Schwacher or Retour', () => {
    const rng = rngFromSeed(12);
    let differentDeals = 0;
    let decisions = 0;
    for (const players of [3, 4] as const)
      for (const { s, view } of doubles(players, 16)) {
        decisions++;
        const seat = view.seat!;
        const f = doubleFeatures(view);
        expect(f.length).toBe(DOUBLE_FEATURE_COUNT);
        for (let k = 0; k < 3; k++) {
          const w = determinize(structuredClone(view), rng);
          expect(droggnGame.view(w, seat)).toEqual(view);
          if (w.hands.some((x, i) => x !== s.hands[i])) differentDeals++;
          expect(doubleFeatures(droggnGame.view(w, seat))).toEqual(f);
        }
      }
    expect(decisions).toBeGreaterThan(20);
    expect(differentDeals).toBeGreaterThan(3 * decisions * 0.8);
  });

  it('DR-ANN-4: the shipped weights load and always give a legal call; the features tell the declarer from a defender and the calls so far', () => {
    const model = shippedDoubleModel();
    const seen = new Set<string>();
    for (const players of [3, 4] as const)
      for (const { s, view } of doubles(players, 30)) {
        const legal = droggnGame.legal(s);
        const a = modelDouble(model, view, legal);
        expect(legal).toContain(a);
        expect([...DOUBLE_HEADS]).toContain(a);
        const f = doubleFeatures(view);
        seen.add(`${f[19]} ${f[24]}`);
      }
    // The declarer's Retour and the defenders' first and second calls all occur.
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Outside the doubling the model says nothing (the rule bot decides).
    const { s, view } = [...bids(3, 1)][0];
    expect(modelDouble(model, view, droggnGame.legal(s))).toBeNull();
  });

  it("its data are reproducible from their seeds and relative (a decision's rows sum to 0: the luck of the deal cancels)", () =>
    expectDoubleData(doubleData(2_000_000, 20, 3), doubleData(2_000_000, 20, 3)));
});

/** The declarer's first discard decision of hands the bid model bids, the rule bot elsewhere. */
function* discards(players: 3 | 4, deals: number): Generator<{ s: DroggnState; view: DroggnView }> {
  const bot = bidModelBot(undefined, droggnBot, ['bid']);
  for (let seed = 1; seed <= deals; seed++) {
    const s = droggnGame.setup({ players, dealer: seed % players, settings: droggnGame.defaultSettings(players) }, seed);
    while (s.phase === 'bid') droggnGame.applyInPlace(s, bot.choose({ view: droggnGame.view(s, s.toAct), legal: droggnGame.legal(s), seed: 0, budgetMs: 0 }));
    if (s.phase === 'discard') yield { s, view: droggnGame.view(s, s.toAct) };
  }
}

describe('Droggn discard model (issue 26)', () => {
  it('DR-EXCH-2: the sets it chooses from are exactly the legal ones: three cards, never the Gstieß, XXI or I, a king only with a trump', () => {
    let hands = 0;
    for (const { s, view } of discards(3, 12)) {
      hands++;
      const got = new Set(
        discardSets(s).map((set) =>
          set
            .map((a) => A.cardOf(a))
            .sort((x, y) => x - y)
            .join()
        )
      );
      // The rule text, counted by brute force over the hand's triples (DR-EXCH-7's default: a trump per king).
      const values = PACKS[view.pack].values;
      const hand = [...view.hand].sort((x, y) => x - y);
      const want = new Set<string>();
      for (let i = 0; i < hand.length; i++)
        for (let j = i + 1; j < hand.length; j++)
          for (let k = j + 1; k < hand.length; k++) {
            const t = [hand[i], hand[j], hand[k]];
            if (t.some((c) => c === GSTIESS || c === MOND || c === PAGAT)) continue;
            const trumps = t.filter((c) => c >> 5 === 4).length;
            const kings = t.filter((c) => c >> 5 < 4 && values[c] === 5).length;
            if (kings <= trumps) want.add(t.join());
          }
      expect(got).toEqual(want);
    }
    expect(hands).toBeGreaterThan(5);
  });

  it('DR-EXCH-1 no peeking: the same view gives the same discard (worlds from the view, other cards elsewhere); always a legal card', () => {
    const model = shippedDiscardModel();
    const rng = rngFromSeed(13);
    let hands = 0;
    for (const players of [3, 4] as const)
      for (const { s, view } of discards(players, 10)) {
        hands++;
        const legal = droggnGame.legal(s);
        const a = modelDiscard(model, view, legal);
        expect(legal).toContain(a);
        const w = determinize(structuredClone(view), rng);
        expect(w.hands.some((x, i) => x !== s.hands[i])).toBe(true);
        expect(modelDiscard(model, droggnGame.view(w, view.seat!), droggnGame.legal(w))).toBe(a);
        // Its three cards in turn are legal, and the hand goes on to the buy or the play.
        const t = droggnGame.clone(s);
        while (t.phase === 'discard') {
          const b = modelDiscard(model, droggnGame.view(t, t.toAct), droggnGame.legal(t))!;
          expect(droggnGame.legal(t)).toContain(b);
          droggnGame.applyInPlace(t, b);
        }
        expect(droggnGame.view(t, view.seat!).discard).toHaveLength(3);
      }
    expect(hands).toBeGreaterThan(8);
  });

  it("its data are reproducible from their seeds: the rule bot's set first, every candidate a different set, rows relative", () => {
    const a = discardData(2_000_000, 8, 3);
    const b = discardData(2_000_000, 8, 3);
    expect(a.decisions.length).toBeGreaterThan(3);
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    for (const d of a.decisions) {
      expect(d.rule).toBe(0);
      expect(d.scores.length).toBeGreaterThan(4);
      let sum = 0;
      for (let i = 0; i < d.scores.length; i++) sum += a.y[d.first + i];
      expect(sum).toBeCloseTo(0, 9);
    }
  });
});
