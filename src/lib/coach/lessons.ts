import type { Lesson } from '../engine/lesson';
import { GAMES } from '../games/registry';

/**
 * Every game's lesson, as its registry entry offers it (games/<game>/lesson.ts). Loaded when this
 * module is first imported, by the pages that coach (the table, /learn/), so no other page carries
 * a lesson. A game without one offers no coached hand.
 */
const LESSONS: Readonly<Record<string, Lesson>> = Object.fromEntries(
  await Promise.all(GAMES.flatMap((g) => (g.lesson ? [g.lesson().then((l) => [g.meta.id, l] as const)] : [])))
);

/** The game's lesson, or undefined (own keys only: a stored "constructor" names no game). */
export function lessonOf(game: string): Lesson | undefined {
  return Object.hasOwn(LESSONS, game) ? LESSONS[game] : undefined;
}

export const lessonGames = (): string[] => Object.keys(LESSONS);
