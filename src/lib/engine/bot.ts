import type { Action } from './game';
import type { TableView } from './table-view';
import type { Seed } from './rng';

/**
 * The bot contract. A bot gets a seat's view (never the state), the legal actions the referee
 * computed for that seat, a seed and a time budget, and returns one of the legal actions. The same
 * contract serves the rule-based bots and later search bots (which sample hidden hands consistent
 * with the view); it runs inside a Web Worker, so it must be plain TypeScript with no DOM.
 */
export interface BotRequest<V extends TableView = TableView> {
  view: V;
  legal: readonly Action[];
  seed: Seed;
  /** Milliseconds the bot may think; rule bots ignore it. */
  budgetMs: number;
}

export interface Bot<V extends TableView = TableView> {
  id: string;
  /** Must return a member of req.legal. Checks `signal.aborted` in long searches. */
  choose(req: BotRequest<V>, signal?: AbortSignal): Action;
  /**
   * Search bots: one share of the decision, for several workers to think at once (worker/client.ts).
   * An action when the decision takes no search (forced, the rule bot's phase, a slip: every share
   * answers the same), else the judgement of this share's own worlds; the shares' merged
   * judgement (`mergeJudgements`) chooses. Share 0 of 1 is `choose`'s own search.
   */
  decideShare?(req: BotRequest<V>, share: Share, signal?: AbortSignal): Decision;
}

/** Which of how many workers judging one decision this is. */
export interface Share {
  index: number;
  of: number;
}

export type Decision = { action: Action } | { judgement: Judgement };

/**
 * What search found for each legal action (bots/search.ts): a share's answer, which the page
 * merges across workers (bots/judgement.ts).
 */
export interface Judgement {
  /** Mean result for the seat after each legal action, weighted by the worlds' weights. */
  means: number[];
  /** Share of worlds (0..1, weighted) in which the seat came out ahead after this action. */
  ahead: number[];
  worlds: number;
  /** Each world was solved with all cards open: `means` are then +1 (ahead) / −1 (behind) averages. */
  exact: boolean;
  /** The worlds' total weight (inference), what the means are divided by: how shares combine. */
  weight: number;
  /**
   * Exact judgements only: each action's mean payoff for the seat when the world is played on at
   * random after it, weighted like `means`. It decides between actions whose exact means are
   * equal: where every card keeps (or loses) the hand in every world, the points still decide the
   * payment, and the first card listed is no answer.
   */
  tiebreak?: number[];
}

/**
 * A learned model of a player as a policy for the worlds' inference (issue 26, bots/policy.ts,
 * the search's `policy`): a game's module brings it as `modelPolicy`.
 */
export interface ModelPolicy<V extends TableView = TableView> {
  /**
   * The model's predicted value (in the game's points) of each legal action, index for index; NaN
   * for an action it does not judge. Null where the model does not make this decision (another
   * phase, or a bid the game leaves to its rule bot, e.g. Droggn's Super Mord): the caller then
   * falls back to the rule bot's agreement. From the view alone (no peeking: the same features as
   * the model's bids).
   */
  values(view: V, legal: readonly Action[]): ArrayLike<number> | null;
  /** The softmax temperature in the game's points, chosen in the arena (docs/bots.md). */
  temperature: number;
}
