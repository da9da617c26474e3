import { describe, expect, it } from 'vitest';
import { toyGame } from '../games/toy';
import { randomBot } from './random-bot';
import { runArena } from './arena';
import { judgeView, openSearch, pickByWeight, searchBot } from './search';
import { nextInt, rngFromSeed } from '../engine/rng';
import { moduleFor } from '../games/modules';
import { searchGameOf } from './registry';
import type { Bot } from '../engine/bot';
import { searchable, type AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';

const game = searchable(toyGame);
const settings = { maxWorlds: 40, minWorlds: 40, ruleBot: randomBot };

describe('the search bot (issue 11)', () => {
  it('beats random play in the duplicate arena, seeing only its view', () => {
    const seen: TableView[] = [];
    const search = searchBot(game, 'search', settings);
    const spy: Bot = { id: 'search', choose: (req, signal) => (seen.push(req.view), search.choose(req, signal)) };
    const r = runArena({
      game,
      players: 3,
      deals: 300,
      firstSeed: 11,
      lineup: [
        { name: 'search', bot: spy },
        { name: 'random', bot: randomBot },
        { name: 'random', bot: randomBot }
      ]
    });
    const s = r.bots.find((b) => b.name === 'search')!;
    expect(s.margin / s.marginStdError).toBeGreaterThan(2.33); // p < 0.01, one-sided
    // Its requests were views of its own seat: no other seat's hand.
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(v.hand.length).toBe(v.handCounts[v.seat!]);
  });

  it('plays a forced action at once, without searching', () => {
    let worlds = 0;
    const counting = { ...game, determinize: (v: TableView, rng: ReturnType<typeof rngFromSeed>) => (worlds++, game.determinize(v, rng)) } as AnySearchGame;
    const bot = searchBot(counting, 'search', settings);
    const s = game.setup({ players: 3, dealer: 0, settings: {} }, 2);
    const seat = game.toAct(s)!;
    expect(bot.choose({ view: game.view(s, seat), legal: [game.legal(s)[0]], seed: 1, budgetMs: 100 })).toBe(game.legal(s)[0]);
    expect(worlds).toBe(0);
  });

  it('stops when cancelled (undo, leaving the table) and still answers legally', () => {
    const bot = searchBot(game, 'search', { ...settings, maxWorlds: 1e9, minWorlds: 1 });
    const s = game.setup({ players: 3, dealer: 0, settings: {} }, 3);
    const seat = game.toAct(s)!;
    const ctl = new AbortController();
    ctl.abort();
    const a = bot.choose({ view: game.view(s, seat), legal: game.legal(s), seed: 1, budgetMs: 1e9 }, ctl.signal);
    expect(game.legal(s)).toContain(a);
  });

  it('the all-seeing reference bot (the ceiling of the arena) plays the same search on the real state and beats random play', () => {
    const open = openSearch(game, 'all-seeing', settings);
    const r = runArena({
      game,
      players: 3,
      deals: 300,
      firstSeed: 11,
      lineup: [
        { name: 'all-seeing', bot: open },
        { name: 'random', bot: randomBot },
        { name: 'random', bot: randomBot }
      ]
    });
    const o = r.bots.find((b) => b.name === 'all-seeing')!;
    expect(o.margin / o.marginStdError).toBeGreaterThan(2.33);
  });
});

describe('the exact endgame (strong level)', () => {
  it('solves each world and keeps the playouts after each card to break ties', () => {
    const g = searchGameOf(moduleFor('droggn')!);
    const rng = rngFromSeed(9);
    let checked = 0;
    for (let seed = 1; checked < 5 && seed < 200; seed++) {
      const s = g.setup({ players: 3, dealer: 0, settings: g.defaultSettings(3) }, seed);
      // Random choices up to a card play with four cards or fewer in hand and a choice in it.
      for (let seat = g.toAct(s); seat !== null; seat = g.toAct(s)) {
        const legal = g.legal(s);
        const view = g.view(s, seat);
        if (view.phase === 'play' && view.hand.length <= 4 && legal.length > 1) {
          const j = judgeView(g, { view, legal, seed, budgetMs: 1e9 }, { maxWorlds: 6, minWorlds: 6, ruleBot: randomBot, endgameCards: 4 })!;
          expect(j.exact).toBe(true);
          expect(j.tiebreak).toHaveLength(legal.length);
          for (const m of j.means) expect(Math.abs(m)).toBeLessThanOrEqual(1);
          checked++;
          break;
        }
        g.applyInPlace(s, legal[nextInt(rng, legal.length)]);
      }
    }
    expect(checked).toBe(5);
  });
});

describe('worlds picked by weight (SearchSettings.resample)', () => {
  it('pickByWeight: each world picked in proportion to its weight, counted as the mean weight', () => {
    const rng = rngFromSeed(3);
    // Draws that cycle through weights 1, 3 and 6 (states 0, 1, 2).
    let n = 0;
    const draw = () => {
      const i = n++ % 3;
      return { state: i, weight: [1, 3, 6][i] };
    };
    const picked = [0, 0, 0];
    for (let t = 0; t < 30000; t++) {
      const w = pickByWeight(draw, 3, rng);
      expect(w.weight).toBeCloseTo(10 / 3, 12);
      picked[w.state as number]++;
    }
    expect(picked[0] / 30000).toBeCloseTo(0.1, 1);
    expect(picked[1] / 30000).toBeCloseTo(0.3, 1);
    expect(picked[2] / 30000).toBeCloseTo(0.6, 1);
  });
});
