import type { Action, GameId, TableView } from '../engine/game';
import { botFor } from './registry';
import type { Bot } from './bot';
import type { BotAnswer, BotAsk } from './protocol';
import { DEFAULT_LEVEL, type Level } from './levels';

/**
 * The page's side of the bot worker. `ask` resolves with the bot's action, or with null when the
 * request was cancelled (undo, leaving the table) before the bot answered.
 */
export class BotClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, (a: Action | null) => void>();

  /**
   * `factory` makes the worker; without one (tests) the bots think on this thread, found by
   * `resolve` (each game's registered bot by default).
   */
  constructor(
    factory?: () => Worker,
    private resolve: (game: GameId, level: Level) => Bot = botFor
  ) {
    if (factory) {
      try {
        this.worker = factory();
        this.worker.onmessage = (e: MessageEvent<BotAnswer>) => {
          const done = this.pending.get(e.data.id);
          if (!done) return;
          this.pending.delete(e.data.id);
          if ('error' in e.data) {
            console.warn('bot error', e.data.error);
            done(null);
          } else done(e.data.action);
        };
      } catch {
        this.worker = null;
      }
    }
  }

  ask(game: GameId, view: TableView, legal: Action[], seed: number, level: Level = DEFAULT_LEVEL, budgetMs = 300): Promise<Action | null> {
    const id = this.nextId++;
    if (!this.worker) {
      // No worker (tests, very old browsers): think on this thread.
      return Promise.resolve(this.resolve(game, level).choose({ view, legal, seed, budgetMs }));
    }
    const msg: BotAsk = { id, game, view: plainCopy(view), legal: [...legal], seed, budgetMs, level };
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker!.postMessage(msg);
    });
  }

  cancelAll(): void {
    for (const done of this.pending.values()) done(null);
    this.pending.clear();
  }

  destroy(): void {
    this.cancelAll();
    this.worker?.terminate();
    this.worker = null;
  }
}

/** Views are plain data already; a JSON round trip strips any reactive proxy before postMessage. */
function plainCopy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
