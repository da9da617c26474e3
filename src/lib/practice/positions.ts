import type { PracticePosition } from '../engine/practice';
import { GAMES } from '../games/registry';

/**
 * Every game's practice positions, as its registry entry offers them (games/<game>/practice.ts).
 * Plain data, loaded when this module is first imported (by the practice pages only); the rules
 * they replay through load with the game (games/loaders.ts).
 */
const POSITIONS: Readonly<Record<string, readonly PracticePosition[]>> = Object.fromEntries(
  await Promise.all(GAMES.flatMap((g) => (g.practice ? [g.practice().then((list) => [g.meta.id, list] as const)] : [])))
);

export const positionsOf = (game: string): readonly PracticePosition[] => (Object.hasOwn(POSITIONS, game) ? POSITIONS[game] : []);

export function findPosition(game: string, id: string): PracticePosition | undefined {
  return positionsOf(game).find((p) => p.id === id);
}
