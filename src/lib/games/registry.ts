import type { GameEntry } from '../engine/module';
import type { GameMeta } from '../engine/meta';
import { droggnEntry } from './droggn/meta';
import { troccasEntry } from './troccas/meta';
import { dobbmEntry } from './dobbm/meta';
import { troggenEntry } from './troggen/meta';
import { toyEntry } from './toy/meta';

/**
 * Every game the app and the tools know: one line per game, its folder's registry entry (meta.ts).
 * Light on purpose: each entry carries the game's meta and a loader, so listing the games loads no
 * rules. (Relative imports only: the command-line tools run this file under tsx, outside SvelteKit.)
 */
export const GAMES: readonly GameEntry[] = [droggnEntry, troccasEntry, dobbmEntry, troggenEntry, toyEntry];

export function entryFor(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.meta.id === id);
}

/** A game's meta by id (test-only games included: a stored session names its game). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state and session types; a list of all games can name none of them (`unknown` would refuse every game's functions)
export function metaOf(id: string): GameMeta<any> | undefined {
  return entryFor(id)?.meta;
}

/**
 * The games offered to players, in menu order. Test-only games (the toy game of
 * docs/adding-a-game.md) join only when asked for: the screens ask when test games are switched on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state and session types; a list of all games can name none of them (`unknown` would refuse every game's functions)
export function listedGames(withTestGames = false): GameMeta<any>[] {
  return GAMES.map((g) => g.meta).filter((m) => withTestGames || !m.testOnly);
}

/** Where a game's rules page is (routes/rules/[game]), and the place of one rule (a checklist id) on it. */
export const rulesHref = (game: string, rule?: string): string => `/rules/${game}/${rule ? `#${rule}` : ''}`;
