import type { GameId } from '../engine/game';
import type { GameModule } from '../engine/module';
import { GAMES } from './registry';
import { loadGame } from './loaders';

/**
 * Every game's rules, loaded at once, for the command-line tools and tests (the screens load one
 * game at a time through loaders.ts; both by `loadGame`, which adds the entry's rule bot and search
 * phases). MODULES holds the players' games; ALL_MODULES adds the test-only ones.
 */
const loaded = await Promise.all(GAMES.map(async (g) => [g.meta, await loadGame(g)] as const));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state and session types; a list of all games can name none of them (`unknown` would refuse every game's functions)
type AnyModule = GameModule<any, any, any, any>;

export const ALL_MODULES: Readonly<Record<GameId, AnyModule>> = Object.fromEntries(loaded.map(([m, mod]) => [m.id, mod]));

export const MODULES: Readonly<Record<GameId, AnyModule>> = Object.fromEntries(loaded.filter(([m]) => !m.testOnly).map(([m, mod]) => [m.id, mod]));

/** Own keys only: "constructor", "__proto__" or "toString" name no game (Object.prototype's do). */
export function moduleFor(id: string): GameModule | undefined {
  return Object.hasOwn(ALL_MODULES, id) ? ALL_MODULES[id] : undefined;
}
