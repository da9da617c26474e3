import type { Guide } from '../../engine/guide';
import { GAMES } from '../../games/registry';

/**
 * Every game's guide, as its registry entry offers it (games/<game>/guide.ts). Loaded when this
 * module is first imported: only the rules pages import it, so no other page's scripts carry a
 * guide; the pages are prerendered with their text, and searching all games needs no further
 * loading.
 */
export const GUIDES: Readonly<Record<string, Guide>> = Object.fromEntries(await Promise.all(GAMES.map(async (g) => [g.meta.id, await g.guide()] as const)));
