import type { GameModule } from '../engine/module';
import { entryFor } from './registry';

/**
 * The screens load a game's rules only when that game is chosen, so a first visit does not carry
 * them. (The command-line tools and tests use modules.ts, which loads them all.)
 */
const loaded = new Map<string, GameModule>();

export async function loadModule(id: string): Promise<GameModule | undefined> {
  const entry = entryFor(id);
  if (!entry) return undefined;
  let m = loaded.get(id);
  if (!m) {
    m = await entry.load();
    loaded.set(id, m);
  }
  return m;
}
