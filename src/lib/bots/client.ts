import type { Action, GameModule, Seat, TableView } from '../engine/game';
import type { HandRecord } from '../engine/record';
import type { HandAnalysis } from '../insight/analysis';
import { botFor, hintOf } from './registry';
import type { Bot } from './bot';
import type { AnalysisAsk, BotAsk, StopAsk, WorkerAnswer } from './protocol';
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
  /** Analyses under way (`analyse`): each gets every step the worker posts. */
  private watching = new Map<number, (a: HandAnalysis | null) => void>();

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
        this.worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
          const watch = this.watching.get(e.data.id);
          if (watch) {
            if ('error' in e.data) console.warn('analysis error', e.data.error);
            const a = 'analysis' in e.data ? e.data.analysis : null;
            if (!a || a.done) this.watching.delete(e.data.id);
            watch(a);
            return;
          }
          if ('analysis' in e.data) return;
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

  /**
   * "Could I have won?" for a finished hand and one seat, worked out in the worker (never on the
   * page's thread): `onStep` gets the analysis after each card, latest tricks first, and null if it
   * failed. Returns the function that stops it, or null without a worker (nothing is started).
   */
  analyse(mod: GameModule, record: HandRecord, seat: Seat, onStep: (a: HandAnalysis | null) => void): (() => void) | null {
    if (!this.worker) return null;
    const id = this.nextId++;
    const msg: AnalysisAsk = { kind: 'analysis', id, game: mod.game.id, record: plainCopy(record), seat };
    this.watching.set(id, onStep);
    this.worker.postMessage(msg);
    return () => {
      if (!this.watching.delete(id)) return;
      this.worker?.postMessage({ kind: 'stop', id } satisfies StopAsk);
    };
  }

  cancelAll(): void {
    for (const done of this.pending.values()) done(null);
    this.pending.clear();
  }

  destroy(): void {
    this.cancelAll();
    this.watching.clear();
    this.worker?.terminate();
    this.worker = null;
  }
}

/** Views are plain data already; a JSON round trip strips any reactive proxy before postMessage. */
function plainCopy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
