import { error } from '@sveltejs/kit';
import { entryFor, listedGames } from '$lib/games/registry';
import type { EntryGenerator, PageLoad } from './$types';

// One prerendered page per game that has a guide: the rules work offline like every page.
export const entries: EntryGenerator = () => listedGames().filter((m) => m.guide).map((m) => ({ game: m.id }));

export const load: PageLoad = async ({ params }) => {
  const meta = entryFor(params.game)?.meta;
  if (!meta?.guide) error(404, `No rules for "${params.game}"`);
  return { meta, guide: await meta.guide() };
};
