import { GAMES } from '$lib/games/registry';
import { GUIDES } from '$lib/ui/rules/guides';
import type { EntryGenerator } from './$types';

// One prerendered page per registered game (every game brings its guide.ts), so the rules work
// offline like every page. Only
// `entries` here, and no load function anywhere for these pages: a load would put the code that
// runs it into the script every first visit downloads (the page takes its guide from ui/rules/guides).
export const entries: EntryGenerator = () => GAMES.filter((g) => GUIDES[g.meta.id]).map((g) => ({ game: g.meta.id }));
