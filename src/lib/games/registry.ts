import type { GameEntry } from '../engine/module';
import type { GameMeta } from '../engine/meta';
import type { Guide } from '../engine/guide';
import type { Lesson } from '../engine/lesson';
import type { PracticePosition } from '../engine/practice';
import { droggnEntry } from './droggn/meta';
import { troccasEntry } from './troccas/meta';
import { dobbmEntry } from './dobbm/meta';
import { troggenEntry } from './troggen/meta';
import { toyEntry } from './toy/meta';

/**
 * Every game the app and the tools know: one line per game, its folder's registry entry (meta.ts),
 * the game's manifest. Light on purpose: each entry carries the game's meta and a loader for each
 * part it offers (rules, guide, lesson, practice positions), so listing the games loads none of
 * them. (Relative imports only: the command-line tools run this file under tsx, outside SvelteKit.)
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

/** A game's rules page in our own words (its entry's `guide`), loaded when asked for; undefined for no game. */
export async function guideOf(id: string): Promise<Guide | undefined> {
  return entryFor(id)?.guide();
}

/** A game's first hand with a coach (its entry's `lesson`), or undefined: the game offers none. */
export async function lessonOf(id: string): Promise<Lesson | undefined> {
  return entryFor(id)?.lesson?.();
}

/** A game's practice positions (its entry's `practice`): none for a game without them. */
export async function positionsOf(id: string): Promise<readonly PracticePosition[]> {
  return (await entryFor(id)?.practice?.()) ?? [];
}

/** Where a game's rules page is (routes/rules/[game]), and the place of one rule (a checklist id) on it. */
export const rulesHref = (game: string, rule?: string): string => `/rules/${game}/${rule ? `#${rule}` : ''}`;
