import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../engine/rng';
import { hintOf } from '../../bots/registry';
import { troccasGame } from './index';
import { troccasEntry } from './meta';
import { loadGame } from '../loaders';
import { troccasBot } from './bot';
import { determinize } from './worlds';
import { troccasIntervalHint } from './explain';
import { intervalDecision } from './model/features';
import type { TroccasState } from './state';

// As the app loads it: with the rule bot and the model its registry entry names.
const mod = await loadGame(troccasEntry);

/** The first interval decisions (TR-4-6) of deals from `seed`, the deal talked through by the rule bots. */
function intervals(count: number, seed: number): TroccasState[] {
  const out: TroccasState[] = [];
  for (let d = seed; out.length < count && d < seed + 200; d++) {
    const s = troccasGame.setup({ players: 4, dealer: d % 4, settings: troccasGame.defaultSettings(4) }, d);
    for (let seat = troccasGame.toAct(s); seat !== null; seat = troccasGame.toAct(s)) {
      const req = { view: troccasGame.view(s, seat), legal: troccasGame.legal(s), seed: 1, budgetMs: 0 };
      if (intervalDecision(req.view, req.legal)) {
        out.push(s);
        break;
      }
      if (req.view.phase === 'play') break;
      troccasGame.applyInPlace(s, troccasBot.choose(req));
    }
  }
  return out;
}

const ask = (s: TroccasState) => {
  const seat = troccasGame.toAct(s)!;
  return { view: troccasGame.view(s, seat), legal: troccasGame.legal(s), seed: 9, budgetMs: 0 };
};

describe('Troccas interval hints explained (issue 26)', () => {
  it("TR-4-6: at the interval the hint is the strong level's vote (the learned model's), with the model's reckoning in both languages; the app's hint is this one", () => {
    const said = new Set<string>();
    for (const s of intervals(12, 100)) {
      const req = ask(s);
      const h = troccasIntervalHint(req)!;
      expect(h.action).toBe(mod.modelBot!.choose(req));
      expect(req.legal).toContain(h.action);
      expect(h.reason.en).toMatch(/learned from 12,000 hands, reckons (going on brings|letting it be thrown in saves|it hardly matters)/);
      expect(h.reason.de).toMatch(/gelernt aus 12\.000 Händen/);
      expect(hintOf(mod, req, undefined, true)).toEqual(h);
      said.add(h.reason.en.includes('going on brings') ? 'on' : h.reason.en.includes('saves') ? 'in' : 'even');
    }
    // Both verdicts turn up, so the words follow the model.
    expect(said.has('on')).toBe(true);
    expect(said.size).toBeGreaterThan(1);
  });

  it('TR-4-6 no peeking: two states with the same view give the same hint; at any other decision there is none of its own', () => {
    const rng = rngFromSeed(3);
    for (const s of intervals(4, 300)) {
      const req = ask(s);
      const other = determinize(structuredClone(req.view), rng);
      expect(troccasGame.view(other, req.view.seat!)).toEqual(req.view);
      expect(troccasIntervalHint(ask(other))).toEqual(troccasIntervalHint(req));
    }
    const start = troccasGame.setup({ players: 4, dealer: 0, settings: troccasGame.defaultSettings(4) }, 5);
    expect(troccasIntervalHint({ ...ask(start), view: { ...ask(start).view, phase: 'play' } })).toBeNull();
  });
});
