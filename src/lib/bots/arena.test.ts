import { describe, expect, it } from 'vitest';
import { setOf, toCards, union, emptySet } from '../engine/card-set';
import { visibleCards } from '../engine/table-view';
import { type AnyGame, type Seat } from '../engine/game';
import { MODULES } from '../games/modules';
import type { Bot } from '../engine/bot';
import { randomBot } from './random-bot';
import { ruleBotOf } from './registry';
import { runArena } from './arena';

/**
 * A copy of the game whose view() remembers the state it was asked about, so a wrapped bot can check
 * its request against the truth without the arena ever handing the state to a bot.
 */
function spyGame(game: AnyGame): { game: AnyGame; last: () => { state: unknown; seat: Seat | null } } {
  let last: { state: unknown; seat: Seat | null } = { state: null, seat: null };
  const spy: AnyGame = {
    ...game,
    view(s, seat) {
      last = { state: s, seat };
      return game.view(s, seat);
    }
  };
  return { game: spy, last: () => last };
}

/** A bot that checks its request is a seat's view and nothing more, then asks `inner`. */
function watchful(game: AnyGame, last: () => { state: unknown; seat: Seat | null }, inner: Bot, seen: { asks: number }): Bot {
  return {
    id: inner.id,
    choose(req, signal) {
      seen.asks++;
      // Only the contract's fields: no state smuggled in.
      expect(Object.keys(req).sort()).toEqual(['budgetMs', 'legal', 'seed', 'view']);
      const { state, seat } = last();
      expect(seat).not.toBeNull();
      const v = req.view;
      expect(v.seat).toBe(seat);
      expect(v.toAct).toBe(seat);
      expect(req.legal).toEqual(game.legal(state));
      // The view's hand is exactly the seat's own cards…
      let own = emptySet();
      let visible = emptySet();
      for (const loc of game.locations(state)) {
        if (loc.where.startsWith('hand') && loc.owner === seat) own = union(own, loc.cards);
        if (loc.visibleTo === 'all' || loc.visibleTo.includes(seat!)) visible = union(visible, loc.cards);
      }
      expect([...v.hand].sort((a, b) => a - b)).toEqual(toCards(own));
      // …and every card the view shows is one the seat may see (no other seat's hidden hand).
      const shown = toCards(setOf(visibleCards(v)));
      expect(shown.filter((c) => !toCards(visible).includes(c))).toEqual([]);
      return inner.choose(req, signal);
    }
  };
}

const cases = [
  { id: 'droggn', players: 3, rules: ruleBotOf(MODULES.droggn) },
  { id: 'dobbm', players: 4, rules: ruleBotOf(MODULES.dobbm) },
  { id: 'troccas', players: 4, rules: ruleBotOf(MODULES.troccas) }
] as const;

describe('duplicate arena', () => {
  for (const c of cases) {
    it(`${c.id} at ${c.players}: every rotation of every deal is played, bots see only views`, () => {
      const mod = MODULES[c.id]!;
      const { game, last } = spyGame(mod.game);
      const seen = { asks: 0 };
      const rules = watchful(mod.game, last, c.rules, seen);
      const rnd = watchful(mod.game, last, randomBot, seen);
      const deals = 3;
      const lineup = [rules, ...Array.from({ length: c.players - 1 }, () => rnd)];
      const res = runArena({ game, players: c.players, deals, firstSeed: 77, lineup });
      expect(seen.asks).toBeGreaterThan(0);
      expect(res.hands).toHaveLength(deals * c.players);
      expect(res.rotations).toBe(c.players);

      // Each deal: one hand per rotation, the rule bot at every seat exactly once, same seed.
      for (let d = 0; d < deals; d++) {
        const hs = res.hands.filter((h) => h.deal === d);
        expect(hs.map((h) => h.rotation)).toEqual([...Array(c.players).keys()]);
        expect(new Set(hs.map((h) => h.seed))).toEqual(new Set([77 + d]));
        expect(hs.map((h) => h.seats.indexOf(c.rules.id)).sort()).toEqual([...Array(c.players).keys()]);
        for (const h of hs) expect(h.seats.filter((s) => s === 'random')).toHaveLength(c.players - 1);
      }

      // The reported means are the deltas of the seats each bot held, averaged per deal then over deals.
      for (const b of res.bots) {
        let total = 0;
        let count = 0;
        for (const h of res.hands)
          h.seats.forEach((name, seat) => {
            if (name === b.name) {
              total += h.deltas[seat];
              count++;
            }
          });
        expect(b.hands).toBe(count);
        expect(b.mean).toBeCloseTo(total / count, 9);
        expect(b.ci95[0]).toBeLessThanOrEqual(b.mean);
        expect(b.ci95[1]).toBeGreaterThanOrEqual(b.mean);
      }
      const rule = res.bots.find((b) => b.name === c.rules.id)!;
      const random = res.bots.find((b) => b.name === 'random')!;
      expect(rule.hands).toBe(deals * c.players);
      expect(random.hands).toBe(deals * c.players * (c.players - 1));
      // Zero-sum games: the rule bot's seats and the random seats balance exactly.
      expect(rule.mean * rule.hands + random.mean * random.hands).toBeCloseTo(res.tableSum * res.hands.length, 6);
    });
  }

  it("the watchful bot notices a view that leaks another seat's hand", () => {
    const real = MODULES.dobbm!.game;
    const { game, last } = spyGame(real);
    const leaky: AnyGame = {
      ...game,
      view(s, seat) {
        const v = game.view(s, seat);
        const other = real.view(s, ((seat ?? 0) + 1) % 4);
        return { ...v, shown: [...v.shown, { seat: null, label: { en: '', de: '' }, cards: other.hand }] };
      }
    };
    const bot = watchful(real, last, randomBot, { asks: 0 });
    expect(() => runArena({ game: leaky, players: 4, deals: 1, firstSeed: 3, lineup: [bot, bot, bot, bot] })).toThrow();
  });

  it('the same bot against itself: every name averages the table (mean 0 in a zero-sum game)', () => {
    const game = MODULES.dobbm!.game;
    const bot = ruleBotOf(MODULES.dobbm);
    const res = runArena({
      game,
      players: 4,
      deals: 2,
      firstSeed: 5,
      lineup: [
        { name: 'A', bot },
        { name: 'B', bot },
        { name: 'B', bot },
        { name: 'B', bot }
      ]
    });
    const [a, b] = res.bots;
    expect(a.mean).toBeCloseTo(0, 9);
    expect(b.mean).toBeCloseTo(0, 9);
    expect(a.margin).toBeCloseTo(0, 9);
  });

  it('tallies declarer success and contract choice from the facts, in the games with a declarer only', () => {
    for (const [id, players] of [
      ['droggn', 3],
      ['dobbm', 4],
      ['troggen', 4],
      ['troccas', 4]
    ] as const) {
      const game = MODULES[id]!.game;
      // The rule bots at every seat: they bid what they can make (random seats bid a Mord and lose it).
      const bot = ruleBotOf(MODULES[id]);
      const res = runArena({
        game,
        players,
        deals: 12,
        firstSeed: 40,
        lineup: [{ name: 'A', bot }, ...Array.from({ length: players - 1 }, () => ({ name: 'B', bot }))]
      });
      // Each hand's declaration, recomputed by hand: the first declarer's lineup name, and his side's deltas.
      const declared = res.hands.filter((h) => h.declared);
      const made = declared.filter((h) => {
        const mine = h.declared!.declarers.map((seat) => h.deltas[seat]);
        const others = h.deltas.filter((_, seat) => !h.declared!.declarers.includes(seat));
        return mine.reduce((x, y) => x + y, 0) / mine.length > others.reduce((x, y) => x + y, 0) / others.length;
      });
      expect(res.bots.reduce((x, b) => x + b.declared, 0)).toBe(declared.length);
      expect(res.bots.reduce((x, b) => x + b.made, 0)).toBe(made.length);
      for (const b of res.bots) expect(Object.values(b.contracts).reduce((x, k) => x + k, 0)).toBe(b.declared);
      if (id === 'troccas') expect(res.hands.every((h) => h.declared === null)).toBe(true);
      else {
        // A tally that stayed 0 would be a broken hook.
        expect(declared.length, id).toBeGreaterThan(0);
        expect(made.length, id).toBeGreaterThan(0);
        for (const h of declared) expect(h.declared!.contract).toMatch(/^[a-z]+$/);
      }
    }
  });

  it('refuses a lineup of the wrong size and reports an illegal choice', () => {
    const game = MODULES.dobbm!.game;
    expect(() => runArena({ game, players: 4, deals: 1, firstSeed: 1, lineup: [randomBot] })).toThrow(/lineup/);
    const cheat: Bot = { id: 'cheat', choose: () => -12345 };
    expect(() => runArena({ game, players: 4, deals: 1, firstSeed: 1, lineup: [cheat, randomBot, randomBot, randomBot] })).toThrow(/cheat/);
  });

  it('stops when cancelled', () => {
    const game = MODULES.dobbm!.game;
    const ctl = new AbortController();
    ctl.abort(new Error('stop'));
    expect(() => runArena({ game, players: 4, deals: 1, firstSeed: 1, lineup: [randomBot, randomBot, randomBot, randomBot], signal: ctl.signal })).toThrow(
      /stop/
    );
  });
});

describe('the arena counts doubles given and won (issue 26)', () => {
  it('DR-ANN-4: who gave a Schwacher or Retour is recorded per hand and counted per bot, with the hands it won', () => {
    const mod = MODULES.droggn;
    const rules = ruleBotOf(mod);
    // A bot that doubles whenever it may, so that doubles occur on a few deals.
    const doubler: Bot = { id: 'doubler', choose: (req) => req.legal.find((a) => mod.doubles!.includes(a)) ?? rules.choose(req) };
    const res = runArena({
      game: mod.game,
      players: 3,
      deals: 6,
      firstSeed: 91,
      doubles: mod.doubles,
      lineup: [
        { name: 'doubler', bot: doubler },
        { name: 'rule', bot: rules },
        { name: 'rule', bot: rules }
      ]
    });
    const byName = Object.fromEntries(res.bots.map((b) => [b.name, b]));
    let given = 0;
    let won = 0;
    for (const h of res.hands) {
      expect(h.doublers).toBeDefined();
      for (const seat of new Set(h.doublers)) {
        expect(h.active).toContain(seat);
        if (h.seats[seat] === 'doubler') {
          given++;
          if (h.deltas[seat] > 0) won++;
        }
      }
    }
    expect(given).toBeGreaterThan(0);
    expect(byName.doubler.doubled).toBe(given);
    expect(byName.doubler.doubledWon).toBe(won);
    // Without the game's doubles named, nothing is recorded.
    const plain = runArena({ game: mod.game, players: 3, deals: 1, firstSeed: 91, lineup: [rules, rules, rules] });
    expect(plain.hands[0].doublers).toBeUndefined();
    expect(plain.bots[0].doubled).toBe(0);
  });
});
