import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { nextInt, rngFromSeed } from '../engine/rng';
import type { Bot, ModelPolicy } from '../engine/bot';
import { scaled } from '../../../tests/helpers/scale';
import { POLICY_FLOOR, policyProbability } from './policy';
import { choiceFactor, playFactor } from './search';
import { searchGameOf, searchSettingsFor } from './registry';

/** Deals per game and player count for the no-peek check: every bid of each. */
const DEALS = scaled(4, 40);

describe('policy-based inference (issue 26)', () => {
  it('the softmax with a temperature and a floor', () => {
    const v = [0, 10, NaN, -1000];
    const z = Math.exp(-1) + 1 + Math.exp(-101);
    // At temperature 10 points: a bid 10 points worse is e times less likely, before the floor.
    expect(policyProbability(v, 1, 10)).toBeCloseTo(POLICY_FLOOR + (1 - POLICY_FLOOR) / z, 12);
    expect(policyProbability(v, 0, 10)).toBeCloseTo(POLICY_FLOOR + ((1 - POLICY_FLOOR) * Math.exp(-1)) / z, 12);
    // A choice the model all but rules out keeps the floor: a world is never ruled out.
    expect(policyProbability(v, 3, 10)).toBeCloseTo(POLICY_FLOOR, 12);
    // The probabilities of the judged actions add up to one, less the floor's share.
    const judged = [0, 1, 3].map((i) => policyProbability(v, i, 10) - POLICY_FLOOR);
    expect(judged.reduce((a, b) => a + b, 0)).toBeCloseTo(1 - POLICY_FLOOR, 12);
    // A higher temperature flattens, a lower one sharpens.
    expect(policyProbability(v, 0, 100)).toBeGreaterThan(policyProbability(v, 0, 10));
    expect(policyProbability(v, 0, 1)).toBeLessThan(policyProbability(v, 0, 10));
    // An action the model does not judge, or not found: NaN (the caller falls back to the rule bot).
    expect(policyProbability(v, 2, 10)).toBeNaN();
    expect(policyProbability(v, -1, 10)).toBeNaN();
  });

  it("a world's factor for a choice: the policy's probability where it judges the choice, the rule bot's agreement elsewhere", () => {
    const mod = MODULES.droggn;
    const game = searchGameOf(mod);
    const s = game.setup({ players: 3, dealer: 0, settings: game.defaultSettings(3) }, 5);
    const seat = game.toAct(s)!;
    const legal = game.legal(s);
    expect(legal.length).toBeGreaterThan(2);
    const first: Bot = { id: 'first', choose: (req) => req.legal[0] };
    const values = legal.map((_, i) => 10 * i);
    const policy: ModelPolicy = { temperature: 10, values: () => values };
    for (let i = 0; i < legal.length; i++) {
      expect(choiceFactor(game, { ruleBot: first, policy }, s, seat, legal[i], 1)).toBeCloseTo(policyProbability(values, i, 10), 12);
      // Without a policy, or where it does not judge: 1 if the rule bot agrees, 0.3 if not.
      expect(choiceFactor(game, { ruleBot: first }, s, seat, legal[i], 1)).toBe(i === 0 ? 1 : 0.3);
      expect(choiceFactor(game, { ruleBot: first, policy: { temperature: 10, values: () => null } }, s, seat, legal[i], 1)).toBe(i === 0 ? 1 : 0.3);
    }
  });

  it("a world's factor for a card another seat played: the card-play policy's probability; 1 where it does not judge or the card was forced", () => {
    const mod = MODULES.droggn;
    const game = searchGameOf(mod);
    // The first card of rule-bot play with three or more to choose from.
    const rule = mod.ruleBot as Bot;
    let s = game.setup({ players: 3, dealer: 0, settings: game.defaultSettings(3) }, 1);
    for (let deal = 1; deal < 20; deal++) {
      s = game.setup({ players: 3, dealer: 0, settings: game.defaultSettings(3) }, deal);
      while (game.toAct(s) !== null && (game.view(s, game.toAct(s)!).phase !== 'play' || game.legal(s).length < 3))
        game.applyInPlace(s, rule.choose({ view: game.view(s, game.toAct(s)!), legal: game.legal(s), seed: 0, budgetMs: 0 }));
      if (game.toAct(s) !== null) break;
    }
    const seat = game.toAct(s)!;
    const legal = game.legal(s);
    const values = legal.map((_, i) => -i);
    const policy: ModelPolicy = { temperature: 1, values: () => values };
    for (let i = 0; i < legal.length; i++) {
      expect(playFactor(game, policy, s, seat, legal[i])).toBeCloseTo(policyProbability(values, i, 1), 12);
      expect(playFactor(game, { temperature: 1, values: () => null }, s, seat, legal[i])).toBe(1);
    }
    // The shipped Droggn policy gives each card a share, and they add up to one (each with its floor).
    const shipped = mod.playPolicy as ModelPolicy;
    const sum = legal.reduce((t, a) => t + playFactor(game, shipped, s, seat, a) - POLICY_FLOOR, 0);
    expect(sum).toBeCloseTo(1 - POLICY_FLOOR, 9);
  });

  for (const mod of Object.values(MODULES).filter((m) => m.modelPolicy)) {
    const game = searchGameOf(mod);
    it(`${game.id}: no peeking: two states with the same view of the bidder give the same factor (worlds from its view, other cards elsewhere)`, () => {
      const settings = searchSettingsFor(mod, 'strong');
      // The strong level reads the bids by the model.
      expect(settings.policy).toBe(mod.modelPolicy);
      const bidder = settings.modelBot!;
      const rng = rngFromSeed(26);
      let judged = 0;
      let otherDeals = 0;
      const factors = new Set<number>();
      for (const players of game.playerCounts)
        for (let deal = 0; deal < DEALS; deal++) {
          const ctx = mod.session.nextHand(mod.session.start(players, deal % players, game.defaultSettings(players))) ?? {
            players,
            dealer: deal % players,
            settings: game.defaultSettings(players)
          };
          const s = game.setup(ctx, 2600 + deal);
          for (let step = 0; game.toAct(s) !== null && game.view(s, game.toAct(s)!).phase === 'bid' && step < 40; step++) {
            const seat = game.toAct(s)!;
            const view = game.view(s, seat);
            const legal = game.legal(s);
            const a = bidder.choose({ view, legal, seed: 1, budgetMs: 0 });
            if (legal.length > 1 && mod.modelPolicy!.values(view, legal)) judged++;
            const f = choiceFactor(game, settings, s, seat, a, 7);
            factors.add(f);
            for (let k = 0; k < 2; k++) {
              const w = game.determinize(structuredClone(view), rngFromSeed(nextInt(rng, 1 << 30)));
              expect(game.view(w, seat)).toEqual(view);
              if (JSON.stringify(w) !== JSON.stringify(s)) otherDeals++;
              expect(choiceFactor(game, settings, w, seat, a, 7)).toBe(f);
            }
            game.applyInPlace(s, a);
          }
        }
      // The check means something: the policy judged bids, its factors vary, the worlds differ.
      expect(judged).toBeGreaterThan(10);
      expect(factors.size).toBeGreaterThan(5);
      expect(otherDeals).toBeGreaterThan(10);
    });
  }
});
