import { describe, expect, it } from 'vitest';
import { toyGame, toyModule } from '../games/toy';
import { searchable } from '../engine/searchable';
import { rngFromSeed } from '../engine/rng';
import { randomBot } from '../bots/random-bot';
import type { Bot, Judgement, Share } from '../engine/bot';
import { BotClient, chooseFromShares, poolSize } from './client';
import { bestIndex, mergeJudgements } from '../bots/judgement';
import type { BotAnswer, BotAsk } from './protocol';
import { judgeActions, searchBot, type World } from '../bots/search';

// Several workers thinking about one bot decision at once (issue 11, "in the browser"): each
// judges its own worlds, and the merged judgement is the one a single search of all of them gives.

const game = searchable(toyGame);
const settings = { maxWorlds: 30, minWorlds: 30, ruleBot: randomBot };
/** A decision with a choice in it, from a deal of the toy game. */
function decision(seed: number) {
  const s = game.setup({ players: 3, dealer: 0, settings: {} }, seed);
  const seat = game.toAct(s)!;
  return { view: game.view(s, seat), legal: game.legal(s), seed, budgetMs: 1e9 };
}
/** A rollout with no chance in it, so the same world always ends the same way. */
const firstLegal = (s: unknown) => {
  while (game.toAct(s) !== null) game.applyInPlace(s, game.legal(s)[0]);
};

describe('one decision judged in shares', () => {
  it('merging the shares gives the means of one search over all their worlds', () => {
    const req = decision(5);
    const seat = req.view.seat!;
    // Twelve worlds with different weights (inference), judged whole and in a 5 + 7 split.
    const worlds: World[] = Array.from({ length: 12 }, (_, i) => ({ state: game.determinize(req.view, rngFromSeed(100 + i)), weight: [1, 0.3, 0.09][i % 3] }));
    const over = (list: World[]): Judgement => {
      let k = 0;
      return judgeActions(
        game,
        req.legal,
        seat,
        () => ({ state: game.clone(list[k].state), weight: list[k++].weight }),
        rngFromSeed(1),
        { maxWorlds: list.length, minWorlds: list.length },
        1e9,
        firstLegal
      );
    };
    const whole = over(worlds);
    const merged = mergeJudgements([over(worlds.slice(0, 5)), over(worlds.slice(5))]);
    expect(merged.worlds).toBe(12);
    expect(merged.weight).toBeCloseTo(whole.weight, 12);
    merged.means.forEach((m, i) => expect(m).toBeCloseTo(whole.means[i], 12));
    merged.ahead.forEach((m, i) => expect(m).toBeCloseTo(whole.ahead[i], 12));
    // A decision where the actions differ: the test would pass vacuously on equal means.
    expect(new Set(whole.means).size).toBeGreaterThan(1);
  });

  it('equal exact means are decided by the playouts after them, and the tie-break merges like the means', () => {
    const j = (means: number[], tiebreak: number[] | undefined, weight: number): Judgement => ({
      means,
      ahead: means.map(() => 0),
      worlds: 1,
      exact: true,
      weight,
      ...(tiebreak ? { tiebreak } : {})
    });
    // Every card loses in every world: the one that gives least away is the choice, not the first.
    expect(bestIndex(j([-1, -1, -1], [-30, -12, -20], 1))).toBe(1);
    // A better exact mean wins whatever the playouts said.
    expect(bestIndex(j([-1, 0.5, -1], [40, -60, 50], 1))).toBe(1);
    expect(bestIndex(j([-1, 0.5, 0.5], [40, -60, 50], 1))).toBe(2);
    // Without a tie-break, the first of equals (legal order).
    expect(bestIndex(j([-1, -1], undefined, 1))).toBe(0);
    const merged = mergeJudgements([j([-1, -1], [-10, -30], 1), j([-1, -1], [-40, 20], 3)]);
    expect(merged.tiebreak).toEqual([-32.5, 7.5]);
    expect(bestIndex(merged)).toBe(1);
    // A share without one: no tie-break for the whole (it would weigh only some worlds).
    expect(mergeJudgements([j([0, 0], [1, 2], 1), j([0, 0], undefined, 1)]).tiebreak).toBeUndefined();
  });

  it('refuses to merge judgements of different decisions', () => {
    const j = (n: number): Judgement => ({ means: Array(n).fill(0), ahead: Array(n).fill(0), worlds: 1, exact: false, weight: 1 });
    expect(() => mergeJudgements([j(2), j(3)])).toThrow();
    expect(() => mergeJudgements([])).toThrow();
  });

  it('share 0 of 1 is the whole search: the same choice as `choose`', () => {
    const bot = searchBot(game, 'search', settings);
    for (let seed = 1; seed <= 20; seed++) {
      const req = decision(seed);
      const d = bot.decideShare!(req, { index: 0, of: 1 });
      const chosen = 'action' in d ? d.action : req.legal[bestIndex(d.judgement)];
      expect(chosen).toBe(bot.choose(req));
    }
  });

  it('each share judges its part of the worlds, on worlds of its own', () => {
    const bot = searchBot(game, 'search', settings);
    const req = decision(9);
    const [a, b] = [0, 1].map((index) => bot.decideShare!(req, { index, of: 2 }));
    if (!('judgement' in a) || !('judgement' in b)) throw new Error('expected a search');
    expect(a.judgement.worlds).toBe(15);
    expect(b.judgement.worlds).toBe(15);
    expect(b.judgement.means).not.toEqual(a.judgement.means);
  });

  it('all shares slip to the rule bot together, or none does (the slip comes from the decision’s seed)', () => {
    const bot = searchBot(game, 'search', { ...settings, slip: 0.5 });
    let slips = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const req = decision(seed);
      if (req.legal.length < 2) continue;
      const kinds = [0, 1, 2].map((index) => ('action' in bot.decideShare!(req, { index, of: 3 }) ? 'action' : 'judgement'));
      expect(new Set(kinds).size).toBe(1);
      if (kinds[0] === 'action') slips++;
    }
    expect(slips).toBeGreaterThan(0);
  });
});

describe('the answers of the shares', () => {
  const judged = (means: number[], weight: number): BotAnswer => ({ id: 0, judgement: { means, ahead: means.map(() => 0), worlds: 10, exact: false, weight } });
  it('a cancelled share cancels the decision; an action (no search) is taken as it is', () => {
    expect(chooseFromShares([7, 8], [judged([1, 2], 1), null])).toBeNull();
    expect(
      chooseFromShares(
        [7, 8],
        [
          { id: 0, action: 8 },
          { id: 1, action: 8 }
        ]
      )
    ).toBe(8);
  });
  it('the best of the merged means wins, a failed share left out', () => {
    // Alone the first share prefers 7; with the heavier second share, 8 is better on all worlds.
    expect(chooseFromShares([7, 8], [judged([3, 1], 1), judged([0, 2], 3), { id: 2, error: 'boom' }])).toBe(8);
    expect(
      chooseFromShares(
        [7, 8],
        [
          { id: 0, error: 'a' },
          { id: 1, error: 'b' }
        ]
      )
    ).toBeNull();
  });
  it('uses the cores a phone can spare: one kept for the page, at most three workers', () => {
    expect([1, 2, 4, 8, 0].map((c) => poolSize(c))).toEqual([1, 1, 3, 3, 1]);
  });
});

describe('the bot client with several workers', () => {
  /** Stand-in workers answering as the real one does (worker/worker.ts), on this thread. */
  function fakeWorkers(bot: Bot) {
    const asked: { worker: number; ask: BotAsk }[] = [];
    let made = 0;
    const factory = () => {
      const index = made++;
      const w = {
        onmessage: null as ((e: { data: BotAnswer }) => void) | null,
        postMessage(ask: BotAsk) {
          asked.push({ worker: index, ask });
          const req = { view: ask.view, legal: ask.legal, seed: ask.seed, budgetMs: ask.budgetMs };
          const d = ask.share ? bot.decideShare!(req, ask.share) : { action: bot.choose(req) };
          queueMicrotask(() => w.onmessage?.({ data: { id: ask.id, ...d } }));
        },
        terminate() {}
      };
      return w as unknown as Worker;
    };
    return { asked, factory, made: () => made };
  }

  it('asks every worker for its share of a search bot’s decision and plays the merged best', async () => {
    const bot = searchBot(game, 'search', settings);
    const fake = fakeWorkers(bot);
    const client = new BotClient(fake.factory, undefined, 3);
    expect(fake.made()).toBe(1); // the others come when a search first needs them
    const req = decision(9);
    const a = await client.ask(toyModule, req.view, req.legal, req.seed, 'strong');
    expect(fake.made()).toBe(3);
    const shares = fake.asked.map((x) => x.ask.share);
    expect(shares).toEqual<Share[]>([0, 1, 2].map((index) => ({ index, of: 3 })));
    expect(new Set(fake.asked.map((x) => x.worker))).toEqual(new Set([0, 1, 2]));
    const merged = mergeJudgements(
      [0, 1, 2].map((index) => bot.decideShare!(req, { index, of: 3 })).map((d) => ('judgement' in d ? d.judgement : (undefined as never)))
    );
    expect(a).toBe(req.legal[bestIndex(merged)]);
  });

  it('sends the easy level (the rule bot) to one worker only', async () => {
    const fake = fakeWorkers(randomBot);
    const client = new BotClient(fake.factory, undefined, 3);
    const req = decision(4);
    const a = await client.ask(toyModule, req.view, req.legal, req.seed, 'easy');
    expect(req.legal).toContain(a);
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0].ask.share).toBeUndefined();
  });

  it('sends a decision that takes no search (a forced move, a phase the game does not search) to one worker only', async () => {
    const bot = searchBot(game, 'search', settings);
    const fake = fakeWorkers(bot);
    const client = new BotClient(fake.factory, undefined, 3);
    const req = decision(9);
    // A phase outside the module's search phases: its model, searched set or rule bot decides.
    const a = await client.ask({ ...toyModule, searchPhases: ['elsewhere'] }, req.view, req.legal, req.seed, 'strong');
    expect(req.legal).toContain(a);
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0].ask.share).toBeUndefined();
    // A forced move.
    const b = await client.ask(toyModule, req.view, [req.legal[0]], req.seed, 'strong');
    expect(b).toBe(req.legal[0]);
    expect(fake.asked).toHaveLength(2);
    // The same decision in a searched phase goes to every worker.
    await client.ask({ ...toyModule, searchPhases: [req.view.phase] }, req.view, req.legal, req.seed, 'strong');
    expect(fake.asked).toHaveLength(5);
  });
});
