import type { PracticePosition } from '../engine/practice';

/**
 * Every game's practice positions (games/<game>/practice.ts), found by file name so no game is
 * named here. Plain data; the rules they replay through load with the game (games/loaders.ts).
 */
const found = import.meta.glob<readonly PracticePosition[]>('../games/*/practice.ts', { eager: true, import: 'practice' });

const POSITIONS: Readonly<Record<string, readonly PracticePosition[]>> = Object.fromEntries(
  Object.entries(found).map(([path, list]) => [path.split('/').at(-2)!, list])
);

export const positionsOf = (game: string): readonly PracticePosition[] => (Object.hasOwn(POSITIONS, game) ? POSITIONS[game] : []);

export function findPosition(game: string, id: string): PracticePosition | undefined {
  return positionsOf(game).find((p) => p.id === id);
}
