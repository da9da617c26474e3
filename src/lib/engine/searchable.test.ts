import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../games/modules';
import { isSearchable, searchable } from './searchable';
import type { AnyGame } from './game';

describe('the search contract (engine/searchable.ts)', () => {
  it('every game brings all of its hooks, so the search narrows each once', () => {
    for (const mod of Object.values(ALL_MODULES)) {
      expect(isSearchable(mod.game), mod.meta.id).toBe(true);
      expect(searchable(mod.game)).toBe(mod.game);
    }
  });

  it('a game without them (or with some) is refused, naming what is missing', () => {
    const { payoff: _payoff, undo: _undo, ...rest } = searchable(ALL_MODULES.toy.game);
    const partial = rest as AnyGame;
    expect(isSearchable(partial)).toBe(false);
    expect(() => searchable(partial)).toThrow('toy does not search: it has no payoff, undo');
  });
});
