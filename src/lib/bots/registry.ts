import type { GameId, GameModule } from '../engine/game';
import type { Bot, BotRequest } from './bot';
import { randomBot } from './basic-bot';
import { troggenBot } from './troggen-bot';
import { troccasBot } from './troccas-bot';
import { dobbmBot } from './dobbm-bot';
import { droggnBot } from './droggn-bot';
import { DEFAULT_LEVEL, LEVEL_SEARCH, type Level, type SearchLevel } from './levels';
import { searchBot, type SearchSettings } from './search';
import { hintFor, type Hint } from './hint';

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
 * the arena (docs/bots.md).
 */
export const SEARCH_PHASES: Partial<Record<GameId, readonly string[]>> = {
  droggn: ['play'],
  troccas: ['play'],
  dobbm: ['play'],
  troggen: ['play']
};

const own = <T>(map: Partial<Record<GameId, T>>, game: GameId): T | undefined => (Object.hasOwn(map, game) ? map[game] : undefined);

/** A game's rule bot; a game without one gets the random stand-in. */
export function ruleBotFor(game: GameId): Bot {
  // Own keys only: a stored "constructor" must not reach Object.prototype's.
  return own(BOTS, game) ?? randomBot;
}

/**
 * The search of a game at a level (bots/search.ts), the one place that says it: the level's clock,
 * worlds, slips and exact endgame, the game's rule bot and the phases its search decides
 * (`SEARCH_PHASES`; none: the level is the rule bot). The table's bots, the hints and the arena
 * all start from it.
 */
export function searchSettingsFor(game: GameId, level: SearchLevel): SearchSettings & { budgetMs: number } {
  return { ...LEVEL_SEARCH[level], ruleBot: ruleBotFor(game), onlyPhases: own(SEARCH_PHASES, game) };
}

/** A game's bot at a level (the game's rules are needed to search: its loaded module). Easy is the rule bot. */
export function botFor(mod: GameModule, level: Level = DEFAULT_LEVEL): Bot {
  const id = mod.game.id;
  if (level === 'easy' || !own(SEARCH_PHASES, id)) return ruleBotFor(id);
  const { budgetMs, ...settings } = searchSettingsFor(id, level);
  const inner = searchBot(mod.game, `${settings.ruleBot.id}+search-${level}`, settings);
  // The level's thinking time, whatever the caller asked for.
  return {
    id: inner.id,
    choose: (req, signal) => inner.choose({ ...req, budgetMs }, signal),
    decideShare: (req, share, signal) => inner.decideShare!({ ...req, budgetMs }, share, signal)
  };
}

/**
 * A person's hint in a game (bots/hint.ts): the strong level's search over every decision, not
 * only the phases the bots search (a bid's hint says how the hand fares after it), or its rule
 * bot's choice where the game cannot search.
 */
export function hintOf(mod: GameModule, req: BotRequest, signal?: AbortSignal): Hint {
  return hintFor(mod.game, { ...searchSettingsFor(mod.game.id, 'strong'), onlyPhases: undefined }, req, mod.meta.unit, signal);
}
