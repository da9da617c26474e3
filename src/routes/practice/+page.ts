import { listedGames, positionsOf } from '$lib/games/registry';
import type { PracticePosition } from '$lib/engine/practice';
import type { PageLoad } from './$types';

// Every listed game's practice positions, from its registry entry.
export const load: PageLoad = async () => {
  const positions: Record<string, readonly PracticePosition[]> = {};
  for (const [id, list] of await Promise.all(listedGames().map(async (g) => [g.id, await positionsOf(g.id)] as const))) positions[id] = list;
  return { positions };
};
