import { GAMES, positionsOf } from '$lib/games/registry';
import type { EntryGenerator } from './$types';

// One prerendered page per practice position, so practice works offline like every page. Only
// `entries` here: the page's positions come from the universal load (+page.ts).
export const entries: EntryGenerator = async () =>
  (await Promise.all(GAMES.map(async (g) => (await positionsOf(g.meta.id)).map((p) => ({ game: g.meta.id, id: p.id }))))).flat();
