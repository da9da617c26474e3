import { GAMES } from '$lib/games/registry';
import type { EntryGenerator } from './$types';

// One prerendered page per registered game (every game's entry names its guide), so the rules work
// offline like every page. Only `entries` here: the guide comes from the universal load (+page.ts).
export const entries: EntryGenerator = () => GAMES.map((g) => ({ game: g.meta.id }));
