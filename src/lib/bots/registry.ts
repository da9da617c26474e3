import type { AnyGame, GameId, GameModule } from '../engine/game';
import type { Bot, BotRequest } from './bot';
import { randomBot } from './basic-bot';
import { troggenBot } from './troggen-bot';
import { troccasBot } from './troccas-bot';
import { dobbmBot } from './dobbm-bot';
import { droggnBot } from './droggn-bot';
import { DEFAULT_LEVEL, LEVEL_SEARCH, type Level } from './levels';
import { searchBot } from './search';
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

/**
 * The games whose strong level solves the last cards exactly (`LEVEL_SEARCH.strong.endgameCards`).
 * Not Dobbm: there the strong bot with the exact endgame lost to the rule bot in the arena (−0.58
 * ± 0.51 Schilling a hand on 500 deals, −0.91 ± 0.27 on 2,000) and won without it (+2.13 ± 0.44 on
 * the same 500 deals). Why is not known yet (docs/bots.md).
 */
export const EXACT_ENDGAME: Partial<Record<GameId, boolean>> = { droggn: true, troccas: true, troggen: true };

const own = <T>(map: Partial<Record<GameId, T>>, game: GameId): T | undefined => (Object.hasOwn(map, game) ? map[game] : undefined);

/** A game's rule bot; a game without one gets the random stand-in. */
export function ruleBotFor(game: GameId): Bot {
  // Own keys only: a stored "constructor" must not reach Object.prototype's.
  return own(BOTS, game) ?? randomBot;
}

/** A game's bot at a level (the game's rules are needed to search: its loaded module). */
export function botFor(mod: GameModule, level: Level = DEFAULT_LEVEL): Bot {
  return levelBot(mod.game, ruleBotFor(mod.game.id), own(SEARCH_PHASES, mod.game.id), level, own(EXACT_ENDGAME, mod.game.id) ?? false);
}

/** A person's hint in a game (bots/hint.ts): its strong search, or its rule bot's choice. */
export function hintOf(mod: GameModule, req: BotRequest): Hint {
  return hintFor(mod.game, ruleBotFor(mod.game.id), req, mod.meta.unit);
}

/**
 * The bot for a level in a game: `ruleBot` is the game's rule bot, `searchPhases` the phases its
 * search decides, `exactEndgame` whether the level's exact endgame is used (`EXACT_ENDGAME`). Easy
 * is the rule bot itself.
 */
export function levelBot(game: AnyGame, ruleBot: Bot, searchPhases: readonly string[] | undefined, level: Level, exactEndgame = true): Bot {
  if (level === 'easy' || !searchPhases) return ruleBot;
  const cfg = LEVEL_SEARCH[level];
  const inner = searchBot(game, `${ruleBot.id}+search-${level}`, { ...cfg, endgameCards: exactEndgame ? cfg.endgameCards : 0, ruleBot, onlyPhases: searchPhases });
  // The level's thinking time, whatever the caller asked for.
  return {
    id: inner.id,
    choose: (req, signal) => inner.choose({ ...req, budgetMs: cfg.budgetMs }, signal),
    decideShare: (req, share, signal) => inner.decideShare!({ ...req, budgetMs: cfg.budgetMs }, share, signal)
  };
}
