import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../../tests/helpers/scale';
import { rngFromSeed } from '../../../engine/rng';
import { troggenGame } from '../index';
import type { TroggenState } from '../state';
import type { TroggenView } from '../view';
import { determinize } from '../worlds';
import { bidModelBot } from './bid-model';
import { CALL_FEATURE_COUNT, callFeatures } from './call-features';
import { callModelBot, modelCall, shippedCallModel } from './call-model';
import { trainingPot, troggenCallData } from './data';

/** The bidder's call in deals bid by the bid model (five and six players, the training pots): the state and her view. */
function* calls(players: 5 | 6, deals: number): Generator<{ s: TroggenState; view: TroggenView }> {
  const bids = bidModelBot();
  for (let seed = 1; seed <= deals; seed++) {
    const ctx = { players, dealer: seed % players, settings: troggenGame.defaultSettings(players), session: { pot: trainingPot(seed), hand: 1 } };
    const s = troggenGame.setup(ctx, seed);
    while (s.phase === 'bid')
      troggenGame.applyInPlace(s, bids.choose({ view: troggenGame.view(s, s.toAct), legal: troggenGame.legal(s), seed: 0, budgetMs: 0 }));
    if (s.phase === 'call') yield { s, view: troggenGame.view(s, s.toAct) };
  }
}

const features = (view: TroggenView) => [0, 1, 2, 3].map((k) => Array.from(callFeatures(view, k, k === 1)));

describe('Troggen king-call model (issue 26)', () => {
  it('TG-BID-3 no peeking: two states with the same view give the same features (worlds from the bidder’s view, other cards elsewhere)', () => {
    const rng = rngFromSeed(12);
    let differentDeals = 0;
    let seen = 0;
    for (const players of [5, 6] as const)
      for (const { s, view } of calls(players, scaled(10, 150))) {
        seen++;
        const seat = view.seat!;
        const f = features(view);
        expect(f[0].length).toBe(CALL_FEATURE_COUNT);
        for (let k = 0; k < 3; k++) {
          const w = determinize(structuredClone(view), rng);
          expect(troggenGame.view(w, seat)).toEqual(view);
          if (w.hands.some((x, i) => x.join() !== s.hands[i].join())) differentDeals++;
          expect(features(troggenGame.view(w, seat))).toEqual(f);
        }
      }
    expect(seen).toBeGreaterThan(10);
    // The check means something: the worlds did put the other cards elsewhere.
    expect(differentDeals).toBeGreaterThan(20);
  });

  it('TG-BID-3: the shipped weights always give a legal call; whole hands with it play legally, every other decision as before', () => {
    const model = shippedCallModel();
    const picked = new Set<number>();
    for (const players of [5, 6] as const)
      for (const { s, view } of calls(players, scaled(20, 200))) {
        const legal = troggenGame.legal(s);
        const a = modelCall(model, view, legal)!;
        expect(legal).toContain(a);
        picked.add(a);
      }
    // It calls more than one king.
    expect(picked.size).toBeGreaterThan(1);
    const bids = bidModelBot();
    const bot = callModelBot(undefined, bids);
    let n = 0;
    for (const players of [5, 6] as const)
      for (let seed = 1; seed <= 4; seed++) {
        const s = troggenGame.setup({ players, dealer: 0, settings: troggenGame.defaultSettings(players) }, seed);
        for (let seat = troggenGame.toAct(s); seat !== null; seat = troggenGame.toAct(s)) {
          const legal = troggenGame.legal(s);
          const req = { view: troggenGame.view(s, seat), legal, seed, budgetMs: 0 };
          const a = bot.choose(req);
          expect(legal).toContain(a);
          if (req.view.phase === 'call') n++;
          else expect(a).toBe(bids.choose(req));
          troggenGame.applyInPlace(s, a);
        }
      }
    expect(n).toBeGreaterThan(0);
    // Outside the call the model says nothing (its fallback decides).
    const bidding = troggenGame.setup({ players: 5, dealer: 0, settings: troggenGame.defaultSettings(5) }, 1);
    expect(modelCall(model, troggenGame.view(bidding, bidding.toAct), troggenGame.legal(bidding))).toBeNull();
  });

  it('its training data are reproducible from their seeds and relative (each call less the mean of the four)', () => {
    const a = troggenCallData(4_100_000, 3, 5);
    const b = troggenCallData(4_100_000, 3, 5);
    expect(a.decisions.length).toBeGreaterThan(0);
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    for (const d of a.decisions) {
      expect(d.scores.length).toBe(4);
      expect(d.rule).toBe(callSuit0(a, d.first));
      const rows = Array.from(a.y.subarray(d.first, d.first + 4));
      expect(rows.reduce((x, y) => x + y, 0)).toBeCloseTo(0, 9);
    }
  });
});

/** The row (of four, by suit) whose "the rule bot calls it" feature is set. */
function callSuit0(d: { x: Float64Array; inputs: number }, first: number): number {
  for (let k = 0; k < 4; k++) if (d.x[(first + k) * d.inputs + CALL_FEATURE_COUNT - 1] === 1) return k;
  return -1;
}
