import type { Guide } from '../../src/lib/engine/guide';
import type { Lesson } from '../../src/lib/engine/lesson';
import type { PracticePosition } from '../../src/lib/engine/practice';
import { GAMES } from '../../src/lib/games/registry';

/**
 * What every registered game offers besides its rules (its registry entry's guide, lesson and
 * practice positions), loaded once for the tests that look at them all; the app loads them page by
 * page, a game at a time.
 */
const offers = await Promise.all(
  GAMES.map(async (g) => ({ id: g.meta.id, guide: await g.guide(), lesson: await g.lesson?.(), practice: (await g.practice?.()) ?? [] }))
);

export const GUIDES: Readonly<Record<string, Guide>> = Object.fromEntries(offers.map((o) => [o.id, o.guide]));

/** The games that have a lesson, and theirs. */
export const LESSONS: Readonly<Partial<Record<string, Lesson>>> = Object.fromEntries(offers.flatMap((o) => (o.lesson ? [[o.id, o.lesson]] : [])));

export const POSITIONS: Readonly<Record<string, readonly PracticePosition[]>> = Object.fromEntries(offers.map((o) => [o.id, o.practice]));
