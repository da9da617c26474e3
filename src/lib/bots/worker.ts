/// <reference lib="webworker" />
import { botFor, hintOf } from './registry';
import type { BotAnswer, BotAsk } from './protocol';
import { isLevel } from './levels';
import { loadModule } from '../games/loaders';

// The bots think here, off the page's thread, so the table never freezes. The game's rules load
// once, on the first question about that game.
self.onmessage = async (e: MessageEvent<BotAsk>) => {
  const ask = e.data;
  let answer: BotAnswer;
  try {
    const mod = await loadModule(ask.game);
    if (!mod) throw new Error(`unknown game ${ask.game}`);
    const req = { view: ask.view, legal: ask.legal, seed: ask.seed, budgetMs: ask.budgetMs };
    const { action, reason } = ask.hint ? hintOf(mod, req) : { action: botFor(mod, isLevel(ask.level) ? ask.level : undefined).choose(req), reason: undefined };
    answer = ask.legal.includes(action) ? { id: ask.id, action, reason } : { id: ask.id, error: `bot chose an illegal action ${action}` };
  } catch (err) {
    answer = { id: ask.id, error: String(err) };
  }
  (self as unknown as Worker).postMessage(answer);
};
