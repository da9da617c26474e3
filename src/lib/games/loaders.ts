import type { GameEntry, GameModule } from '../engine/module';
import { entryFor } from './registry';

/**
 * A game's module as every consumer gets it: its rules with the rule bot and the search phases its
 * registry entry names (the module itself names neither, so the entry is the one place that says
 * which bot plays the game). The rule bot loads beside the rules.
 */
export async function loadGame(entry: GameEntry): Promise<GameModule> {
  const [mod, ruleBot] = await Promise.all([entry.load(), entry.ruleBot?.()]);
  return { ...mod, ...(ruleBot && { ruleBot }), ...(entry.searchPhases && { searchPhases: entry.searchPhases }) };
}

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
    m = await loadGame(entry);
    loaded.set(id, m);
  }
  return m;
}
