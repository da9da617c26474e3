import type { Lesson } from '../engine/lesson';

/**
 * Every game's lesson (games/<game>/lesson.ts), found by its file name so that no game is named
 * here. A game without one offers no coached hand.
 */
const found = import.meta.glob<Lesson>('../games/*/lesson.ts', { eager: true, import: 'lesson' });

const LESSONS: Readonly<Record<string, Lesson>> = Object.fromEntries(Object.entries(found).map(([path, lesson]) => [path.split('/').at(-2)!, lesson]));

/** The game's lesson, or undefined (own keys only: a stored "constructor" names no game). */
export function lessonOf(game: string): Lesson | undefined {
  return Object.hasOwn(LESSONS, game) ? LESSONS[game] : undefined;
}

export const lessonGames = (): string[] => Object.keys(LESSONS);
