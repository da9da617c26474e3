import type { GameId, GameModule } from '../engine/game';
import { droggnModule } from './droggn';
import { dobbmModule } from './dobbm/index';
import { troggenModule } from './troggen/index';
import { troccasModule } from './troccas/index';

/**
 * The games the app and tools know. Each game's folder exports one GameModule; add it here.
 * (Relative imports only: the command-line tools run this file under tsx, outside SvelteKit.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MODULES: Partial<Record<GameId, GameModule<any, any, any, any>>> = {
  droggn: droggnModule,
  dobbm: dobbmModule,
  troggen: troggenModule,
  troccas: troccasModule,
};

/** Only the registry's own keys: a name such as "constructor" or "__proto__" is no game. */
export function moduleFor(id: string): GameModule | undefined {
  return Object.hasOwn(MODULES, id) ? (MODULES as Record<string, GameModule | undefined>)[id] : undefined;
}
