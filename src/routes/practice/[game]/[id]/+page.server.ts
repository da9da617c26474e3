import { GAMES } from '$lib/games/registry';
import { positionsOf } from '$lib/practice/positions';
import type { EntryGenerator } from './$types';

// One prerendered page per practice position, so practice works offline like every page. Only
// `entries` here and no load function (as the rules pages): the page finds its position itself.
export const entries: EntryGenerator = () => GAMES.flatMap((g) => positionsOf(g.meta.id).map((p) => ({ game: g.meta.id, id: p.id })));
