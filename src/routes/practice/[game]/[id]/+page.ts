import { error } from '@sveltejs/kit';
import { positionsOf } from '$lib/games/registry';
import type { PageLoad } from './$types';

// This game's practice positions from its registry entry (the list says which of them this is and
// links the next one), and the position asked for.
export const load: PageLoad = async ({ params }) => {
  const list = await positionsOf(params.game);
  const position = list.find((p) => p.id === params.id);
  if (!position) error(404, `No practice position "${params.id}" for "${params.game}"`);
  return { list, position };
};
