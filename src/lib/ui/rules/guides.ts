import type { Guide } from '../../engine/guide';

/**
 * Every game's guide (games/<game>/guide.ts), found by its file name so that no game is named
 * here. Only the rules pages import this module, so no other page's scripts carry a guide; the
 * pages are prerendered with their text, and searching all games needs no further loading.
 */
const found = import.meta.glob<Guide>('../../games/*/guide.ts', { eager: true, import: 'guide' });

export const GUIDES: Readonly<Record<string, Guide>> = Object.fromEntries(Object.entries(found).map(([path, guide]) => [path.split('/').at(-2)!, guide]));
