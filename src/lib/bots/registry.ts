import type { GameId } from '../engine/game';
import type { Bot } from './bot';
import { randomBot } from './basic-bot';
import { troggenBot } from './troggen-bot';
import { troccasBot } from './troccas-bot';
import { dobbmBot } from './dobbm-bot';
import { droggnBot } from './droggn-bot';

/** The rule-based bot of each game. Each game's bot adds itself here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BOTS: Partial<Record<GameId, Bot<any>>> = {
  troggen: troggenBot,
  troccas: troccasBot,
  dobbm: dobbmBot,
  droggn: droggnBot
};

export function botFor(game: GameId): Bot {
  // Own keys only: a stored "constructor" must not reach Object.prototype's.
  return (Object.hasOwn(BOTS, game) ? BOTS[game] : undefined) ?? randomBot;
}
