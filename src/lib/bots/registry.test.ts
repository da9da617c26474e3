import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import type { GameId } from '../engine/game';
import { BOTS, SEARCH_PHASES, botFor, ruleBotFor, searchSettingsFor } from './registry';
import { randomBot } from './basic-bot';
import { LEVEL_SEARCH, SEARCH_LEVELS } from './levels';

describe('bot registry', () => {
  it('has a rule-based bot for every game the app offers (never the random stand-in)', () => {
    for (const id of Object.keys(MODULES)) {
      expect(BOTS[id as keyof typeof BOTS], id).toBeDefined();
      expect(botFor(MODULES[id], 'easy')).not.toBe(randomBot);
      expect(botFor(MODULES[id]).id).toBeTruthy();
    }
  });

  it('says in one place how each game searches at each level: its clock, its exact endgame, its phases', () => {
    for (const id of Object.keys(MODULES) as GameId[]) {
      for (const level of SEARCH_LEVELS) {
        const s = searchSettingsFor(id, level);
        expect(s.budgetMs).toBe(LEVEL_SEARCH[level].budgetMs);
        expect(s.maxWorlds).toBe(LEVEL_SEARCH[level].maxWorlds);
        expect(s.endgameCards, `${id} ${level}`).toBe(LEVEL_SEARCH[level].endgameCards);
        expect(s.onlyPhases).toBe(SEARCH_PHASES[id]);
        expect(s.ruleBot).toBe(ruleBotFor(id));
        expect(botFor(MODULES[id], level).id).toBe(`${ruleBotFor(id).id}+search-${level}`);
      }
      expect(botFor(MODULES[id], 'easy')).toBe(ruleBotFor(id));
    }
  });
});
