import type { GameId, GameModule } from '../engine/game';

/**
 * The screens load a game's rules only when that game is chosen, so a first visit does not carry
 * all four games. (The command-line tools and tests use registry.ts, which imports them all.)
 */
const LOADERS: Record<GameId, () => Promise<GameModule>> = {
  droggn: () => import('./droggn').then((m) => m.droggnModule as unknown as GameModule),
  dobbm: () => import('./dobbm/index').then((m) => m.dobbmModule as unknown as GameModule),
  troggen: () => import('./troggen/index').then((m) => m.troggenModule as unknown as GameModule),
  troccas: () => import('./troccas/index').then((m) => m.troccasModule as unknown as GameModule)
};

const loaded = new Map<string, GameModule>();

export function isGameId(id: string): id is GameId {
  // `in` would also find Object.prototype's names ("constructor", "toString"…).
  return Object.hasOwn(LOADERS, id);
}

export async function loadModule(id: string): Promise<GameModule | undefined> {
  if (!isGameId(id)) return undefined;
  let m = loaded.get(id);
  if (!m) {
    m = await LOADERS[id]();
    loaded.set(id, m);
  }
  return m;
}
