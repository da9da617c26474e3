import { describe, expect, it } from 'vitest';
import { MODULES, moduleFor } from '../games/modules';
import { botFor, ruleBotOf, searchGameOf, searchSettingsFor } from './registry';
import { randomBot } from './random-bot';
import { LEVEL_SEARCH, SEARCH_LEVELS } from './levels';
import { searchBot } from './search';
import { STRONG_SET_SEARCH, searchedSet, setCandidates } from './set-search';
import type { Bot } from '../engine/bot';

describe('bot registry', () => {
  it('has a rule-based bot for every game the app offers (never the random stand-in)', () => {
    for (const [id, mod] of Object.entries(MODULES)) {
      expect(mod.ruleBot, id).toBeDefined();
      expect(botFor(mod, 'easy')).not.toBe(randomBot);
      expect(botFor(mod).id).toBeTruthy();
    }
  });

  it('says in one place how each game searches at each level: its clock, its exact endgame, its phases', () => {
    for (const [id, mod] of Object.entries(MODULES)) {
      for (const level of SEARCH_LEVELS) {
        const s = searchSettingsFor(mod, level);
        expect(s.budgetMs).toBe(LEVEL_SEARCH[level].budgetMs);
        expect(s.maxWorlds).toBe(LEVEL_SEARCH[level].maxWorlds);
        expect(s.endgameCards, `${id} ${level}`).toBe(LEVEL_SEARCH[level].endgameCards);
        expect(s.onlyPhases).toBe(mod.searchPhases);
        expect(s.ruleBot).toBe(mod.ruleBot);
        expect(botFor(mod, level).id).toBe(`${mod.ruleBot!.id}+search-${level}`);
      }
      expect(botFor(mod, 'easy')).toBe(mod.ruleBot);
    }
  });

  it('a game without a rule bot or search phases (the toy game) plays at random at every level', () => {
    const toy = moduleFor('toy')!;
    expect(toy.ruleBot).toBeUndefined();
    expect(ruleBotOf(toy)).toBe(randomBot);
    for (const level of ['easy', ...SEARCH_LEVELS] as const) expect(botFor(toy, level)).toBe(randomBot);
  });

  it('a learned model decides its phases at the normal and strong levels (issue 26); the rule bot stays the fallback', () => {
    const droggn = moduleFor('droggn')!;
    expect(droggn.modelBot).toBeDefined();
    // Droggn's, Dobbm's and Troggen's normal and strong levels bid by their models (docs/bots.md,
    // "A learned bid model", "The normal level with the models") and Troccas's decide their
    // interval by one; the easy level never does. (Troggen's and Dobbm's strong levels wrap their
    // model in the searched discard: below.)
    for (const [id, mod] of Object.entries(MODULES))
      for (const level of SEARCH_LEVELS)
        expect(searchSettingsFor(mod, level, { setSearch: false }).modelBot, `${id} ${level}`).toBe(
          id === 'droggn' || id === 'dobbm' || id === 'troggen' || id === 'troccas' ? mod.modelBot : undefined
        );
    expect(searchSettingsFor(moduleFor('dobbm')!, 'strong', { setSearch: false }).modelPhases).toEqual(['bid']);
    expect(searchSettingsFor(moduleFor('troggen')!, 'strong', { setSearch: false }).modelPhases).toEqual(['bid']);
    expect(searchSettingsFor(moduleFor('troccas')!, 'strong').modelPhases).toEqual(['interval', 'dealer']);
    expect(searchSettingsFor(droggn, 'strong').modelPhases).toEqual(['bid']);
    const strong = searchSettingsFor(droggn, 'strong', { modelPhases: ['bid'] });
    expect(strong.modelBot).toBe(droggn.modelBot);
    expect(strong.modelPhases).toEqual(['bid']);
    expect(searchSettingsFor(droggn, 'normal').modelBot).toBe(droggn.modelBot);
    expect(searchSettingsFor(droggn, 'normal', { models: false }).modelBot).toBeUndefined();
    expect(botFor(droggn, 'easy')).toBe(droggn.ruleBot);
    // Where it bids by the model, the strong level's worlds read the bids by it too (policy-based inference).
    expect(strong.policy).toBe(droggn.modelPolicy);
    expect(searchSettingsFor(droggn, 'strong', { policyInference: false }).policy).toBeUndefined();
    expect(searchSettingsFor(droggn, 'normal').policy).toBe(droggn.modelPolicy);
    expect(searchSettingsFor(droggn, 'normal', { models: false }).policy).toBeUndefined();
    // The search bot asks the model at a bid, the rule bot nowhere then; the play is still searched.
    const asked: string[] = [];
    const spy: Bot = { id: 'spy', choose: (req) => (asked.push(req.view.phase), req.legal[req.legal.length - 1]) };
    const bot = searchBot(searchGameOf(droggn), 'x', { ...strong, modelBot: spy, maxWorlds: 2, minWorlds: 2 });
    const game = droggn.game;
    const s = game.setup({ players: 3, dealer: 0, settings: game.defaultSettings(3) }, 4);
    const legal = game.legal(s);
    expect(bot.choose({ view: game.view(s, game.toAct(s)!), legal, seed: 1, budgetMs: 0 })).toBe(legal[legal.length - 1]);
    expect(asked).toEqual(['bid']);
  });

  it('TG-EXCH-1: Troggen’s and Dobbm’s strong levels lay their discard away as a searched set (issue 26), around the bid model; no other level or game does', () => {
    const phases: Record<string, string[]> = { troggen: ['discard'], dobbm: ['exchange'] };
    for (const [id, mod] of Object.entries(MODULES)) expect(mod.setPhases, id).toEqual(phases[id]);
    expect(searchSettingsFor(moduleFor('dobbm')!, 'strong').modelPhases).toEqual(['bid', 'exchange']);
    const troggen = moduleFor('troggen')!;
    const strong = searchSettingsFor(troggen, 'strong');
    expect(strong.modelPhases).toEqual(['bid', 'discard']);
    expect(strong.modelBot!.id).toBe(`${troggen.modelBot!.id}+set-search`);
    // The normal level bids by the model but keeps its discard (a searched set would outrun its clock).
    expect(searchSettingsFor(troggen, 'normal').modelBot).toBe(troggen.modelBot);
    expect(searchSettingsFor(troggen, 'normal').modelPhases).toEqual(['bid']);
    // At a discard the strong bot lays away the first card of the searched set, which is not always the rule bot's.
    const game = searchGameOf(troggen);
    const bot = botFor(troggen, 'strong', true);
    const set = { ...STRONG_SET_SEARCH, phases: ['discard'] };
    let differ = 0;
    for (let seed = 42; seed < 48 && !differ; seed++) {
      const s = game.setup({ players: 4, dealer: seed % 4, settings: game.defaultSettings(4) }, seed);
      for (let seat = game.toAct(s); seat !== null && game.view(s, seat).phase !== 'discard'; seat = game.toAct(s)) {
        const legal = game.legal(s);
        game.applyInPlace(s, legal.length === 1 ? legal[0] : troggen.modelBot!.choose({ view: game.view(s, seat), legal, seed, budgetMs: 0 }));
      }
      const seat = game.toAct(s)!;
      const req = { view: game.view(s, seat), legal: game.legal(s), seed: 1, budgetMs: 0 };
      const chosen = searchedSet(game, strong, set, req.view)!;
      expect(bot.choose(req)).toBe(chosen.set[0]);
      if (chosen.set.join() !== setCandidates(game, s, seat, 'discard', troggen.ruleBot!, 0)[0].join()) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
});
