import { describe, expect, it } from 'vitest';
import { GAMES } from './registry';
import { loadGame, loadModule } from './loaders';

describe('a game module as the loaders hand it out', () => {
  it('carries the rule bot and the search phases its registry entry names, and the module itself names neither', async () => {
    for (const entry of GAMES) {
      const own = await entry.load();
      // Named once, on the entry: a module that wrote them too could say something else.
      expect(own.ruleBot, entry.meta.id).toBeUndefined();
      expect(own.searchPhases, entry.meta.id).toBeUndefined();
      const mod = await loadGame(entry);
      expect(mod.ruleBot, entry.meta.id).toBe(await entry.ruleBot?.());
      expect(mod.searchPhases, entry.meta.id).toBe(entry.searchPhases);
      expect(mod.game, entry.meta.id).toBe(own.game);
    }
  });

  it('loads a game once and knows no other id', async () => {
    const id = GAMES[0].meta.id;
    expect(await loadModule(id)).toBe(await loadModule(id));
    expect(await loadModule('no-such-game')).toBeUndefined();
  });

  it('names a rule bot for every players’ game, and search phases only beside one', () => {
    for (const entry of GAMES) {
      if (!entry.meta.testOnly) expect(entry.ruleBot, entry.meta.id).toBeDefined();
      if (entry.searchPhases) expect(entry.ruleBot, entry.meta.id).toBeDefined();
    }
  });
});
