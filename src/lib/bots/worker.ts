/// <reference lib="webworker" />
import { botFor } from './registry';
import type { BotAnswer, BotAsk } from './protocol';
import { isLevel } from './levels';

// The bots think here, off the page's thread, so the table never freezes.
self.onmessage = (e: MessageEvent<BotAsk>) => {
  const ask = e.data;
  let answer: BotAnswer;
  try {
    const action = botFor(ask.game, isLevel(ask.level) ? ask.level : undefined).choose({ view: ask.view, legal: ask.legal, seed: ask.seed, budgetMs: ask.budgetMs });
    answer = ask.legal.includes(action) ? { id: ask.id, action } : { id: ask.id, error: `bot chose an illegal action ${action}` };
  } catch (err) {
    answer = { id: ask.id, error: String(err) };
  }
  (self as unknown as Worker).postMessage(answer);
};
