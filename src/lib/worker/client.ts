import type { Action, Seat } from '../engine/game';
import type { GameModule } from '../engine/module';
import type { TableView } from '../engine/table-view';
import type { HandRecord } from '../engine/record';
import type { HandAnalysis } from '../insight/analysis';
import type { Bot } from '../engine/bot';
import type { AnalysisAsk, BotAnswer, BotAsk, CardCheck, CardCost, CheckAsk, StopAsk, StrongSeatAsk, WorkerAnswer } from './protocol';
import type { StrongSeatStep } from '../insight/strong-seat';
import { bestIndex, mergeJudgements } from '../bots/judgement';
import { DEFAULT_LEVEL, type Level } from '../bots/levels';
import { DEFAULT_STYLE, type Style } from '../bots/styles';
import type { Hint } from '../bots/hint';

/** At most this many bot workers: each holds the rules and its search's memory, and phones have little. */
const MAX_WORKERS = 3;

/**
 * How many workers the bots think in on this device: one per core the page can spare (it keeps
 * one for itself, so a tap is answered while the bots think), at least one, at most MAX_WORKERS.
 */
export function poolSize(cores: number = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency): number {
  return Math.max(1, Math.min(MAX_WORKERS, (cores || 1) - 1));
}

/**
 * The page's side of the bot workers. `ask` resolves with the bot's action, or with null when the
 * request was cancelled (undo, leaving the table) before the bot answered. With several workers
 * a search bot's decision is thought about in all of them at once, each judging its own worlds in
 * the whole time (`BotAsk.share`); their judgements merged choose, as if one search had judged
 * every world. Hints, analyses and the cards to check go to the first worker.
 */
export class BotClient {
  private workers: Worker[] = [];
  private nextId = 1;
  /** Questions sent and not yet answered, by id: each gets its worker's answer, or null when cancelled. */
  private pending = new Map<number, (a: BotAnswer | null) => void>();
  /** Analyses under way (`analyse`): each gets every step the worker posts. */
  private watching = new Map<number, (a: HandAnalysis | null) => void>();
  /** Deals played again by the strong bot (`strongSeat`): each gets every step the worker posts. */
  private replaying = new Map<number, (a: StrongSeatStep | null) => void>();
  /** Cards being checked (`check`): each gets the verdict, or null if it failed. */
  private checking = new Map<number, (c: CardCost | null) => void>();
  /**
   * The bots think by count, not by clock (BotAsk.fixedWork): set for a table whose deals a test
   * fixed, so that its bots choose alike however busy the machine is. People's tables keep the clock.
   */
  fixedWork = false;

  /**
   * `factory` makes a worker (`wanted` of them: `poolSize()` for the table); without one (tests)
   * the bots think on this thread, found by `resolve` (each game's registered bot by default).
   * The bots' code is loaded here only then: with workers the page never evaluates it (it is
   * about a sixth of the table's JavaScript, and opening the table on a slow phone is where it
   * would have cost).
   */
  constructor(
    private factory?: () => Worker,
    private resolve?: (mod: GameModule, level: Level) => Bot,
    private wanted = 1
  ) {
    this.grow(1);
  }

  /** Up to `n` workers; the ones after the first are made when a search first needs them. */
  private grow(n: number): void {
    while (this.factory && this.workers.length < n) {
      try {
        const w = this.factory();
        w.onmessage = (e: MessageEvent<WorkerAnswer>) => this.receive(e.data);
        this.workers.push(w);
      } catch {
        this.factory = undefined; // fewer workers (or none: then this thread) rather than none at all
      }
    }
  }

  private receive(answer: WorkerAnswer): void {
    const again = this.replaying.get(answer.id);
    if (again) {
      if ('error' in answer) console.warn('strong seat error', answer.error);
      const a = 'strongSeat' in answer ? answer.strongSeat : null;
      if (!a || a.done) this.replaying.delete(answer.id);
      again(a);
      return;
    }
    const watch = this.watching.get(answer.id);
    if (watch) {
      if ('error' in answer) console.warn('analysis error', answer.error);
      const a = 'analysis' in answer ? answer.analysis : null;
      if (!a || a.done) this.watching.delete(answer.id);
      watch(a);
      return;
    }
    const checked = this.checking.get(answer.id);
    if (checked) {
      if ('error' in answer) console.warn('check error', answer.error);
      this.checking.delete(answer.id);
      checked('check' in answer ? answer.check : null);
      return;
    }
    if ('analysis' in answer || 'strongSeat' in answer || 'check' in answer) return;
    const done = this.pending.get(answer.id);
    if (!done) return;
    this.pending.delete(answer.id);
    if ('error' in answer) console.warn('bot error', answer.error);
    done(answer);
  }

  private send(worker: Worker, msg: BotAsk): Promise<BotAnswer | null> {
    return new Promise((resolve) => {
      this.pending.set(msg.id, resolve);
      worker.postMessage(msg);
    });
  }

  async ask(
    mod: GameModule,
    view: TableView,
    legal: Action[],
    seed: number,
    level: Level = DEFAULT_LEVEL,
    budgetMs = 300,
    style: Style = DEFAULT_STYLE
  ): Promise<Action | null> {
    if (!this.workers.length) {
      // No worker (tests, very old browsers): think on this thread.
      const bot = this.resolve ? this.resolve(mod, level) : (await import('../bots/registry')).botFor(mod, level, this.fixedWork, style);
      return bot.choose({ view, legal, seed, budgetMs });
    }
    const ask = { game: mod.game.id, view: plainCopy(view), legal: [...legal], seed, budgetMs, level, style, fixedWork: this.fixedWork };
    // The easy level is the rule bot: nothing to share.
    if (level !== 'easy') this.grow(this.wanted);
    // Nor is a forced move, or a phase the game does not search (a bid by the learned model, a
    // searched discard, the rule bot's double): every worker would give the same answer, at the
    // same cost, so one is asked.
    const searched = legal.length > 1 && (!mod.searchPhases || mod.searchPhases.includes(view.phase));
    const of = level === 'easy' || !searched ? 1 : this.workers.length;
    if (of === 1) return actionOf(await this.send(this.workers[0], { ...ask, id: this.nextId++ }));
    const answers = await Promise.all(this.workers.map((w, index) => this.send(w, { ...ask, id: this.nextId++, share: { index, of } })));
    return chooseFromShares(legal, answers);
  }

  /** A hint for a person's decision (the strong search and its reason), or null when cancelled. */
  async hint(mod: GameModule, view: TableView, legal: Action[], seed: number): Promise<Hint | null> {
    if (!this.workers.length) return (await import('../bots/registry')).hintOf(mod, { view, legal, seed, budgetMs: 1000 }, undefined, this.fixedWork);
    const msg: BotAsk = {
      id: this.nextId++,
      game: mod.game.id,
      view: plainCopy(view),
      legal: [...legal],
      seed,
      budgetMs: 1000,
      level: 'strong',
      hint: true,
      fixedWork: this.fixedWork
    };
    return this.send(this.workers[0], msg).then((a) => (a && 'action' in a && a.reason ? { action: a.action, reason: a.reason } : null));
  }

  /**
   * "Could I have won?" for a finished hand and one seat, worked out in the worker (never on the
   * page's thread): `onStep` gets the analysis after each card, latest tricks first, and null if it
   * failed. Returns the function that stops it, or null without a worker (nothing is started).
   */
  analyse(mod: GameModule, record: HandRecord, seat: Seat, onStep: (a: HandAnalysis | null) => void): (() => void) | null {
    const worker = this.workers[0];
    if (!worker) return null;
    const id = this.nextId++;
    const msg: AnalysisAsk = { kind: 'analysis', id, game: mod.game.id, record: plainCopy(record), seat };
    this.watching.set(id, onStep);
    worker.postMessage(msg);
    return () => {
      if (!this.watching.delete(id)) return;
      worker.postMessage({ kind: 'stop', id } satisfies StopAsk);
    };
  }

  /**
   * "How would the strong bot have done?": the deal of a finished hand played again in the worker
   * with the strong bot at `seat` and bots of `levels` in the others (insight/strong-seat.ts).
   * `onStep` gets each decision's step, the last one `done`, or null if it failed. Returns the
   * function that stops it, or null without a worker (nothing is started).
   */
  strongSeat(mod: GameModule, record: HandRecord, seat: Seat, levels: (Level | undefined)[], onStep: (s: StrongSeatStep | null) => void): (() => void) | null {
    // The last worker: the first answers hints and a rule bot's questions, so the next hand's
    // table is not kept waiting behind this (with one worker it is the same one, taking turns).
    const worker = this.workers.at(-1);
    if (!worker) return null;
    const id = this.nextId++;
    const msg: StrongSeatAsk = { kind: 'strong-seat', id, game: mod.game.id, record: plainCopy(record), seat, levels: [...levels] };
    this.replaying.set(id, onStep);
    worker.postMessage(msg);
    return () => {
      if (!this.replaying.delete(id)) return;
      worker.postMessage({ kind: 'stop', id } satisfies StopAsk);
    };
  }

  /**
   * The play checker (issue 30 item 3): a card a person just played, judged in the worker as the
   * post-hand analysis will judge it (insight/check-card.ts), in slices between the bots'
   * questions: the table and its bots never wait for it, the verdict comes when the worker has had
   * the time. In the first worker, the analysis's: the worker keeps the verdict, and the analysis
   * after the hand takes it from there instead of judging the card again. `onVerdict` gets the card's cost, or
   * null if it failed. Returns the function that drops it (the person played on, an undo), or null
   * without a worker: nothing is started, the page's thread never searches.
   */
  check(mod: GameModule, card: CardCheck, onVerdict: (c: CardCost | null) => void): (() => void) | null {
    const worker = this.workers[0];
    if (!worker) return null;
    const id = this.nextId++;
    const msg: CheckAsk = { kind: 'check', id, game: mod.game.id, ...plainCopy(card) };
    this.checking.set(id, onVerdict);
    worker.postMessage(msg);
    return () => {
      if (!this.checking.delete(id)) return;
      worker.postMessage({ kind: 'stop', id } satisfies StopAsk);
    };
  }

  cancelAll(): void {
    for (const done of this.pending.values()) done(null);
    this.pending.clear();
  }

  destroy(): void {
    this.cancelAll();
    this.watching.clear();
    this.replaying.clear();
    this.checking.clear();
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.factory = undefined;
  }
}

const actionOf = (a: BotAnswer | null): Action | null => (a && 'action' in a ? a.action : null);

/**
 * The decision from every share's answer: null if one was cancelled or none could answer; the
 * action when the decision took no search (every share answers the same; the first counts); else
 * the best action of the shares' judgements merged (a share that failed is left out).
 */
export function chooseFromShares(legal: readonly Action[], answers: readonly (BotAnswer | null)[]): Action | null {
  if (answers.some((a) => a === null)) return null;
  const first = answers.find((a) => a !== null && !('error' in a));
  if (!first) return null;
  if ('action' in first) return first.action;
  const judged = answers.flatMap((a) => (a && 'judgement' in a && a.judgement.means.length === legal.length ? [a.judgement] : []));
  return legal[bestIndex(mergeJudgements(judged))];
}

/** Views are plain data already; a JSON round trip strips any reactive proxy before postMessage. */
function plainCopy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
