import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../engine/rng';
import { droggnGame } from '../index';
import { droggnBot } from '../bot';
import * as A from '../actions';
import type { DroggnState } from '../state';
import type { DroggnView } from '../view';
import { determinize } from '../worlds';
import { PLAY_FEATURE_COUNT, playFeatures, playPolicy } from './play-model';
import { droggnPlayData } from './data';

/** Every card with a choice in rule-bot hands: the state, the seat's view and the legal cards. */
function* plays(players: 3 | 4, deals: number): Generator<{ s: DroggnState; view: DroggnView; legal: number[] }> {
  for (let seed = 1; seed <= deals; seed++) {
    const s = droggnGame.setup({ players, dealer: seed % players, settings: droggnGame.defaultSettings(players) }, seed);
    while (s.phase !== 'over') {
      const view = droggnGame.view(s, s.toAct);
      const legal = droggnGame.legal(s);
      if (s.phase === 'play' && legal.length > 1 && legal.every((a) => A.kindOf(a) === A.PLAY)) yield { s: droggnGame.clone(s), view, legal };
      droggnGame.applyInPlace(s, droggnBot.choose({ view, legal, seed: 0, budgetMs: 0 }));
    }
  }
}

const rows = (view: DroggnView, legal: readonly number[]) => Array.from(playFeatures(view, legal, new Float64Array(legal.length * PLAY_FEATURE_COUNT)));

describe('Droggn card-play policy (issue 26)', () => {
  it('ALL-2 no peeking: two states with the same view give the same features for every legal card (worlds from the view)', () => {
    const rng = rngFromSeed(5);
    let differentDeals = 0;
    let checked = 0;
    for (const players of [3, 4] as const)
      for (const { s, view, legal } of plays(players, 4)) {
        const seat = view.seat!;
        const f = rows(view, legal);
        const w = determinize(structuredClone(view), rng);
        expect(droggnGame.view(w, seat)).toEqual(view);
        if (w.hands.some((x, i) => x !== s.hands[i])) differentDeals++;
        expect(rows(droggnGame.view(w, seat), droggnGame.legal(w))).toEqual(f);
        checked++;
      }
    expect(checked).toBeGreaterThan(100);
    expect(differentDeals).toBeGreaterThan(50);
  });

  it('the features tell the cards apart: a decision has as many distinct rows as it has cards of different kinds', () => {
    let distinct = 0;
    let total = 0;
    for (const { view, legal } of plays(3, 3)) {
      const f = rows(view, legal);
      const set = new Set(legal.map((_, r) => f.slice(r * PLAY_FEATURE_COUNT, (r + 1) * PLAY_FEATURE_COUNT).join()));
      distinct += set.size;
      total += legal.length;
    }
    expect(distinct / total).toBeGreaterThan(0.8);
  });

  it('the shipped policy judges every card with a choice (finite scores) and nothing else (null)', () => {
    const policy = playPolicy();
    let judged = 0;
    for (const { view, legal } of plays(3, 2)) {
      const v = policy.values(view, legal)!;
      expect(v.length).toBe(legal.length);
      for (const x of Array.from(v)) expect(Number.isFinite(x)).toBe(true);
      judged++;
    }
    expect(judged).toBeGreaterThan(20);
    const s = droggnGame.setup({ players: 3, dealer: 0, settings: droggnGame.defaultSettings(3) }, 1);
    expect(policy.values(droggnGame.view(s, s.toAct), droggnGame.legal(s))).toBeNull();
  });

  it('its data: one decision per card with a choice, the chosen one among the legal cards, the same from the same seed', () => {
    const a = droggnPlayData(2_000_000, 2, 3, droggnBot);
    const b = droggnPlayData(2_000_000, 2, 3, droggnBot);
    expect(Array.from(a.chosen)).toEqual(Array.from(b.chosen));
    expect(a.starts.length - 1).toBe(a.chosen.length);
    expect(a.chosen.length).toBeGreaterThan(20);
    for (let d = 0; d < a.chosen.length; d++) expect(a.chosen[d]).toBeLessThan(a.starts[d + 1] - a.starts[d]);
    expect(a.x.length).toBe(a.starts[a.starts.length - 1] * PLAY_FEATURE_COUNT);
  });
});
