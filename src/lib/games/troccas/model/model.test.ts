import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../../tests/helpers/scale';
import { rngFromSeed } from '../../../engine/rng';
import { toJson, train } from '../../../learn/mlp';
import { troccasGame } from '../index';
import { troccasBot } from '../bot';
import type { TroccasState } from '../state';
import type { TroccasView } from '../view';
import { determinize } from '../worlds';
import { INTERVAL_HEAD_NAMES, intervalDecision, intervalFeatures, intervalHeadOf } from './features';
import { troccasIntervalData } from './data';
import { intervalModelBot, modelInterval, shippedIntervalModel } from './interval-model';

const settings = troccasGame.defaultSettings(4);

/** Every interval decision (the veto possible) of four-player deals talked through by the rule bots. */
function* decisions(deals: number): Generator<{ s: TroccasState; view: TroccasView; legal: number[] }> {
  for (let seed = 1; seed <= deals; seed++) {
    const s = troccasGame.setup({ players: 4, dealer: seed % 4, settings }, seed);
    while (s.phase === 'interval' || s.phase === 'dealer') {
      const seat = troccasGame.toAct(s)!;
      const view = troccasGame.view(s, seat);
      const legal = troccasGame.legal(s);
      if (intervalDecision(view, legal)) yield { s: troccasGame.clone(s), view, legal };
      troccasGame.applyInPlace(s, troccasBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
    }
  }
}

describe('Troccas interval model (issue 26)', () => {
  it('TR-4-6 no peeking: worlds drawn from the seat’s view give the same features as the real state (other cards elsewhere)', () => {
    const rng = rngFromSeed(11);
    let differentDeals = 0;
    let n = 0;
    const roles = new Set<string>();
    for (const { s, view } of decisions(scaled(12, 200))) {
      const seat = view.seat!;
      const f = intervalFeatures(view);
      roles.add(Array.from(f.slice(3, 7)).join());
      n++;
      for (let k = 0; k < 3; k++) {
        const w = determinize(structuredClone(view), rng);
        expect(troccasGame.view(w, seat)).toEqual(view);
        if (w.hands.some((x, i) => x.join() !== s.hands[i].join())) differentDeals++;
        expect(intervalFeatures(troccasGame.view(w, seat))).toEqual(f);
      }
    }
    // The check means something: decisions of every role (three speakers, the dealer), other deals in the worlds.
    expect(roles.size).toBe(4);
    expect(differentDeals).toBeGreaterThan(n);
  });

  it('TR-4-6: the shipped weights load and always give a legal choice, in the rule bot’s words where it agrees', () => {
    const model = shippedIntervalModel();
    const picks = [0, 0];
    for (const { view, legal } of decisions(scaled(40, 400))) {
      const rule = troccasBot.choose({ view, legal, seed: 0, budgetMs: 0 });
      const a = modelInterval(model, view, legal, rule)!;
      expect(legal).toContain(a);
      const k = intervalHeadOf(a);
      picks[k]++;
      if (intervalHeadOf(rule) === k) expect(a).toBe(rule);
    }
    // Both choices are made somewhere.
    expect(picks[0]).toBeGreaterThan(0);
    expect(picks[1]).toBeGreaterThan(0);
  });

  it('whole hands of model bots play legally; every decision but the interval’s veto is the rule bot’s', () => {
    const bot = intervalModelBot();
    for (let seed = 1; seed <= scaled(4, 40); seed++) {
      const s = troccasGame.setup({ players: 4, dealer: seed % 4, settings }, seed);
      for (let seat = troccasGame.toAct(s); seat !== null; seat = troccasGame.toAct(s)) {
        const legal = troccasGame.legal(s);
        const view = troccasGame.view(s, seat);
        const a = bot.choose({ view, legal, seed, budgetMs: 0 });
        expect(legal).toContain(a);
        if (!intervalDecision(view, legal)) expect(a).toBe(troccasBot.choose({ view, legal, seed, budgetMs: 0 }));
        troccasGame.applyInPlace(s, a);
      }
      expect(troccasGame.facts(s)).not.toBeNull();
    }
  });

  it('its training data and training are reproducible from their seeds; each decision tries both choices, rows relative', () => {
    const a = troccasIntervalData(2_000_000, 6);
    const b = troccasIntervalData(2_000_000, 6);
    expect(a.decisions.length).toBeGreaterThan(6);
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    for (const d of a.decisions) {
      expect(d.scores.every((x) => !Number.isNaN(x))).toBe(true);
      expect(d.rule).toBeGreaterThanOrEqual(0);
      // Relative: a decision's two rows add up to 0 (the luck of the deal cancels).
      expect(a.y[d.first] + a.y[d.first + 1]).toBeCloseTo(0, 9);
    }
    const opts = { hidden: 4, heads: INTERVAL_HEAD_NAMES.length, seed: 9, epochs: 3 };
    expect(toJson(train(a, opts), 1)).toEqual(toJson(train(b, opts), 1));
  });
});
