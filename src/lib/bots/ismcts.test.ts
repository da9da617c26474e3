import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { toyGame, type ToyState } from '../games/toy/game';
import { card } from '../engine/cards';
import { rngFromSeed } from '../engine/rng';
import { searchable, type AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import { randomBot } from './random-bot';
import { runArena } from './arena';
import { ruleBotOf } from './registry';
import { ismctsBot, ismctsSearch, type IsmctsSettings } from './ismcts';
import type { BotRequest } from '../engine/bot';

const toy = searchable(toyGame);
const settings: IsmctsSettings = { maxIterations: 200, minIterations: 200, exploration: 0.7, ruleBot: randomBot };

/**
 * A toy hand's second trick: seat 1 led the heart 8, seat 2 followed with the 9, seat 0 must follow
 * with the heart 10 or 6. The 10 takes this trick for sure (one trick, payoff 0 in every world); the
 * 6 loses it and leaves the 10 to take the last trick only where seat 2 still holds the heart 7
 * (payoff 0) and not the spade 8 (−1): half of the worlds seat 0 can imagine.
 */
function secondTrick(): ToyState {
  const H = (r: number) => card(0, r);
  const S = (r: number) => card(1, r);
  const s = toyGame.setup({ players: 3, dealer: 0, settings: {} }, 1);
  s.hands = [
    [S(7), H(10), H(6)],
    [S(9), H(8), H(7)],
    [S(6), H(9), S(8)]
  ];
  for (const c of [S(9), S(6), S(7), H(8), H(9)]) toyGame.applyInPlace(s, c);
  return s;
}

const requestAt = (game: AnySearchGame, s: unknown, seed = 5, budgetMs = 1e9): BotRequest => {
  const seat = game.toAct(s)!;
  return { view: game.view(s, seat), legal: game.legal(s), seed, budgetMs };
};

describe('information-set MCTS (issue 11)', () => {
  it('takes the trick it surely wins (the heart 10 over the 6), from its view alone', () => {
    const s = secondTrick();
    expect(toyGame.toAct(s)).toBe(0);
    const req = requestAt(toy, s);
    expect([...req.legal].sort()).toEqual([card(0, 10), card(0, 6)].sort());
    const ten = req.legal.indexOf(card(0, 10));
    const six = req.legal.indexOf(card(0, 6));
    for (const seed of [1, 2, 3]) {
      const r = ismctsSearch(toy, settings, { ...req, seed }, rngFromSeed(seed));
      expect(r.action).toBe(card(0, 10));
      expect(r.means[ten]).toBe(0);
      expect(r.means[six]).toBeGreaterThan(-0.8);
      expect(r.means[six]).toBeLessThan(-0.2);
      expect(r.visits[ten]).toBeGreaterThan(r.visits[six]);
    }
  });

  it('counts its iterations and visits: the cap is kept and every iteration passes the root', () => {
    const s = toyGame.setup({ players: 3, dealer: 0, settings: {} }, 7);
    const r = ismctsSearch(toy, settings, requestAt(toy, s), rngFromSeed(7));
    expect(r.iterations).toBe(200);
    expect(r.visits.reduce((x, y) => x + y, 0)).toBe(200);
  });

  it('stops at the deadline of its clock once its minimum is done', () => {
    let t = 0;
    const clock = () => t++;
    const s = toyGame.setup({ players: 3, dealer: 0, settings: {} }, 8);
    // The clock reads 0 at the start and one more at each iteration's end: 10 iterations for 10 ms.
    const r = ismctsSearch(toy, { ...settings, maxIterations: 1e9, minIterations: 1, now: clock }, requestAt(toy, s, 1, 10), rngFromSeed(1));
    expect(r.iterations).toBe(10);
  });

  it('gives the same choice for the same seed and iteration cap', () => {
    const mod = MODULES.droggn;
    const game = searchable(mod.game);
    const s = game.setup({ players: 3, dealer: 0, settings: game.defaultSettings(3) }, 42);
    // Into the play: the rule bot bids for everyone.
    const rule = ruleBotOf(mod);
    while (game.view(s, null).phase !== 'play') game.applyInPlace(s, rule.choose(requestAt(game, s)));
    game.applyInPlace(s, game.legal(s)[0]);
    const cfg = { ...settings, maxIterations: 300, minIterations: 300, ruleBot: rule };
    const req = requestAt(game, s, 99);
    expect(req.legal.length).toBeGreaterThan(1);
    const a = ismctsSearch(game, cfg, req, rngFromSeed(99));
    const b = ismctsSearch(game, cfg, req, rngFromSeed(99));
    expect(b.action).toBe(a.action);
    expect(b.visits).toEqual(a.visits);
    // Through the bot too (its own reused tree must not carry anything over between decisions).
    const bot = ismctsBot(game, 'ismcts', cfg);
    expect(bot.choose(req)).toBe(bot.choose(req));
  });

  it("plays a forced move at once, without sampling a world; else its worlds come from the request's view (never peeks)", () => {
    let worlds = 0;
    const s = toyGame.setup({ players: 3, dealer: 0, settings: {} }, 2);
    const req = requestAt(toy, s);
    const counting = {
      ...toy,
      worldDeal: (v: TableView, rng: ReturnType<typeof rngFromSeed>) => (expect(v).toBe(req.view), worlds++, toy.worldDeal(v, rng))
    } as AnySearchGame;
    const bot = ismctsBot(counting, 'ismcts', settings);
    expect(bot.choose({ ...req, legal: [req.legal[1]] })).toBe(req.legal[1]);
    expect(worlds).toBe(0);
    bot.choose(req);
    expect(worlds).toBe(200);
  });

  it('stops when cancelled, at once or midway, and still answers legally', () => {
    const s = toyGame.setup({ players: 3, dealer: 0, settings: {} }, 3);
    const req = requestAt(toy, s);
    const endless = { ...settings, maxIterations: 1e9, minIterations: 1e9 };
    const ctl = new AbortController();
    ctl.abort();
    const now = ismctsSearch(toy, endless, req, rngFromSeed(1), ctl.signal);
    expect(now.iterations).toBe(0);
    expect(req.legal).toContain(now.action);
    // A signal that turns aborted after 50 looks: the search looks once per iteration.
    let looks = 0;
    const later = {
      get aborted() {
        return ++looks > 50;
      }
    } as AbortSignal;
    const r = ismctsSearch(toy, endless, req, rngFromSeed(1), later);
    expect(r.iterations).toBe(50);
    expect(req.legal).toContain(ismctsBot(toy, 'ismcts', endless).choose(req, ctl.signal));
  });

  it('beats random play in the duplicate arena', () => {
    const bot = ismctsBot(toy, 'ismcts', { ...settings, maxIterations: 60, minIterations: 60 });
    const r = runArena({
      game: toy,
      players: 3,
      deals: 300,
      firstSeed: 11,
      lineup: [
        { name: 'ismcts', bot },
        { name: 'random', bot: randomBot },
        { name: 'random', bot: randomBot }
      ]
    });
    const m = r.bots.find((b) => b.name === 'ismcts')!;
    expect(m.margin / m.marginStdError).toBeGreaterThan(2.33); // p < 0.01, one-sided
  });

  // Whole hands of every game and player count, the arena checking each choice is legal (it throws
  // otherwise): IS-MCTS in the play, the exact endgame in the last cards, the rule bots elsewhere.
  for (const mod of Object.values(MODULES)) {
    const game = searchable(mod.game);
    for (const players of game.playerCounts)
      it(`${game.id} ${players}: plays only legal actions through whole hands`, () => {
        const rule = ruleBotOf(mod);
        const bot = ismctsBot(game, 'ismcts', {
          ...settings,
          maxIterations: 25,
          minIterations: 25,
          ruleBot: rule,
          onlyPhases: mod.searchPhases,
          endgameCards: 2
        });
        const others = Array.from({ length: players - 1 }, () => ({ name: 'rule', bot: rule }));
        const r = runArena({ game, players, deals: 3, firstSeed: 300 + players, budgetMs: 1e9, lineup: [{ name: 'ismcts', bot }, ...others] });
        expect(r.hands.length).toBe(3 * players);
        // It did search: cards chosen among several in the play.
        expect(r.timing.ismcts.filter((t) => t.phase === 'play' && !t.forced).length).toBeGreaterThan(10);
      });
  }
});
