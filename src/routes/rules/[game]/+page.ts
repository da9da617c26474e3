import { error } from '@sveltejs/kit';
import { guideOf } from '$lib/games/registry';
import type { PageLoad } from './$types';

// The game's guide from its registry entry: in the prerendered page, and loaded again (this game's
// only) when the page starts in the browser.
export const load: PageLoad = async ({ params }) => {
  const guide = await guideOf(params.game);
  if (!guide) error(404, `No rules for "${params.game}"`);
  return { guide };
};
