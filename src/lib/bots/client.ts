import type { Action, GameModule, TableView } from '../engine/game';
import { botFor, hintOf } from './registry';
import type { Bot } from './bot';
import type { BotAnswer, BotAsk } from './protocol';
import { DEFAULT_LEVEL, type Level } from './levels';
import type { Hint } from './hint';

/**
 * The page's side of the bot worker. `ask` resolves with the bot's action, or with null when the
 * request was cancelled (undo, leaving the table) before the bot answered.
 */
export class BotClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, (a: Action | Hint | null) => void>();

  /**
   * `factory` makes the worker; without one (tests) the bots think on this thread, found by
   * `resolve` (each game's registered bot by default).
   */
  constructor(
    factory?: () => Worker,
    private resolve: (mod: GameModule, level: Level) => Bot = botFor
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
          } else done(e.data.reason ? { action: e.data.action, reason: e.data.reason } : e.data.action);
        };
      } catch {
        this.worker = null;
      }
    }
  }

  ask(mod: GameModule, view: TableView, legal: Action[], seed: number, level: Level = DEFAULT_LEVEL, budgetMs = 300): Promise<Action | null> {
    const id = this.nextId++;
    if (!this.worker) {
      // No worker (tests, very old browsers): think on this thread.
      return Promise.resolve(this.resolve(mod, level).choose({ view, legal, seed, budgetMs }));
    }
    const msg: BotAsk = { id, game: mod.game.id, view: plainCopy(view), legal: [...legal], seed, budgetMs, level };
    return new Promise((resolve) => {
      this.pending.set(id, (a) => resolve(typeof a === 'number' ? a : null));
      this.worker!.postMessage(msg);
    });
  }

  /** A hint for a person's decision (the strong search and its reason), or null when cancelled. */
  hint(mod: GameModule, view: TableView, legal: Action[], seed: number): Promise<Hint | null> {
    const id = this.nextId++;
    if (!this.worker) return Promise.resolve(hintOf(mod, { view, legal, seed, budgetMs: 1000 }));
    const msg: BotAsk = { id, game: mod.game.id, view: plainCopy(view), legal: [...legal], seed, budgetMs: 1000, level: 'strong', hint: true };
    return new Promise((resolve) => {
      this.pending.set(id, (a) => resolve(a !== null && typeof a === 'object' ? a : null));
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
