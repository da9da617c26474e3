import { GAMES, lessonOf } from '$lib/games/registry';
import type { Lesson } from '$lib/engine/lesson';
import type { PageLoad } from './$types';

// Every game's lesson, from its registry entry: the list shows each one's intro, and the game asked
// for (?game=…) is read in the browser only (the prerendered page has no query).
export const load: PageLoad = async () => {
  const lessons: Partial<Record<string, Lesson>> = {};
  for (const [id, lesson] of await Promise.all(GAMES.map(async (g) => [g.meta.id, await lessonOf(g.meta.id)] as const))) if (lesson) lessons[id] = lesson;
  return { lessons };
};
