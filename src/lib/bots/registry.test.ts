import { describe, expect, it } from 'vitest';
import { MODULES, moduleFor } from '../games/modules';
import { botFor, ruleBotOf, searchSettingsFor } from './registry';
import { randomBot } from './basic-bot';
import { LEVEL_SEARCH, SEARCH_LEVELS } from './levels';

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
});
