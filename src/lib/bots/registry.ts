import type { GameId } from '../engine/game';
import type { Bot } from './bot';
import { randomBot } from './basic-bot';
import { troggenBot } from './troggen-bot';
import { troccasBot } from './troccas-bot';
import { dobbmBot } from './dobbm-bot';
import { droggnBot } from './droggn-bot';
import { moduleFor } from '../games/modules';
import { DEFAULT_LEVEL, LEVEL_SEARCH, type Level } from './levels';
import { searchBot } from './search';
import type { AnyGame } from '../engine/game';

/** The rule-based bot of each game. Each game's bot adds itself here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BOTS: Partial<Record<GameId, Bot<any>>> = {
  troggen: troggenBot,
  troccas: troccasBot,
  dobbm: dobbmBot,
  droggn: droggnBot
};

/**
 * The phases each game's search decides (bots/search.ts); its rule bot takes the rest. Chosen by
 * the arena (docs/bots.md): card play first, where sampling gains most.
 */
export const SEARCH_PHASES: Partial<Record<GameId, readonly string[]>> = {
  droggn: ['play'],
  troccas: ['play'],
  dobbm: ['play'],
  troggen: ['play']
};

const own = <T>(map: Partial<Record<GameId, T>>, game: GameId): T | undefined => (Object.hasOwn(map, game) ? map[game] : undefined);

/** A game's bot at a level; a game without a rule bot gets the random bot. */
export function botFor(game: GameId, level: Level = DEFAULT_LEVEL): Bot {
  // Own keys only: a stored "constructor" must not reach Object.prototype's.
  const rule = own(BOTS, game) ?? randomBot;
  const mod = moduleFor(game);
  return mod ? levelBot(mod.game, rule, own(SEARCH_PHASES, game), level) : rule;
}

/**
 * The bot for a level in a game: `ruleBot` is the game's rule bot, `searchPhases` the phases its
 * search decides (measured in the arena: docs/bots.md).
 */
export function levelBot(game: AnyGame, ruleBot: Bot, searchPhases: readonly string[] | undefined, level: Level): Bot {
  if (level === 'easy' || !searchPhases) return ruleBot;
  const cfg = LEVEL_SEARCH[level];
  const inner = searchBot(game, `${ruleBot.id}+search-${level}`, { ...cfg, ruleBot, onlyPhases: searchPhases });
  // The level's thinking time, whatever the caller asked for.
  return { id: inner.id, choose: (req, signal) => inner.choose({ ...req, budgetMs: cfg.budgetMs }, signal) };
}
