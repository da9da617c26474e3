import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import type { GameId } from '../engine/game';
import { randomPlayout } from '../engine/fast';
import type { RngState } from '../engine/rng';
import { inferredWorld, type Inference, type World } from '../bots/search';

/**
 * Accuracy for every hand (issue 30 item 3, docs/insight.md "Accuracy for every hand"): what each
 * card a person chose cost against the best card, in the game's points, judged as the strong bot
 * judges its own cards. Every legal card is played on in the same worlds drawn from the seat's view
 * (its inference by the rule bot: never the hidden cards), so the luck of a world cancels between
 * cards (paired samples). Two guards against the sampling's noise, which a first attempt without
 * them showed to swamp the figure (docs/insight.md):
 *
 * - a card's **cost** counts only when it is more than `NOISE` standard errors of the paired
 *   difference below the best card's: within the noise the card is as good as the best;
 * - the hand's figure weighs each decision by what was at **stake** in it (the best card's mean
 *   less the worst's, again only beyond the noise): a decision where every card comes to the same
 *   neither helps nor hurts.
 *
 * Accuracy = 100 × (1 − Σ cost / Σ stake) over the seat's judged cards: the share of the points its
 * choices could win or lose that they kept. The same definition in every game; only the verdicts'
 * thresholds (below) are in each game's points.
 */

/** Standard errors of the paired difference below which two cards count as equally good. */
export const NOISE = 3;

export type Verdict = 'best' | 'good' | 'inaccuracy' | 'mistake';

/**
 * The verdicts' thresholds in the game's points (its payoff: Droggn points, Troccas card points
 * over the target, Dobbm Schilling, Troggen jetons), chosen from the costs measured over strong
 * and random hands (docs/insight.md): a cost below `good` is good, below `mistake` an inaccuracy,
 * from `mistake` on a mistake.
 */
export const THRESHOLDS: Readonly<Record<GameId, { good: number; mistake: number }>> = {
  droggn: { good: 1, mistake: 4 },
  troccas: { good: 3, mistake: 10 },
  dobbm: { good: 0.5, mistake: 2 },
  troggen: { good: 0.5, mistake: 2 }
};

/** A game without thresholds of its own (the toy game of the tests) is judged by Droggn's. */
const thresholdsOf = (game: GameId) => THRESHOLDS[game] ?? THRESHOLDS.droggn;

/** What the judge says of one card chosen. */
export interface CardCost {
  /** The card the judge rates best (the chosen one when it is within the noise of the best). */
  best: Action;
  /** Points the choice cost against the best, over the worlds; 0 within the noise. */
  cost: number;
  /** Points at stake in the decision: the best card's mean less the worst's; 0 within the noise. */
  stake: number;
  verdict: Verdict;
  /** Worlds judged. */
  worlds: number;
}

/** Every legal card's weighted mean and share ahead over the same worlds, and the paired results. */
export interface PairedJudgement {
  means: number[];
  ahead: number[];
  worlds: number;
  weight: number;
  /** results[w][i]: the seat's payoff in world w after legal card i; weights[w] the world's weight. */
  results: Float64Array[];
  weights: number[];
}

/** A generator of steps run to its end: its result. */
export function runThrough<T>(steps: Generator<void, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Every legal card judged over `worlds` worlds from the seat's view, each played on at random
 * after the card, the same way and with the same draws as the strong bot's search of the play
 * (bots/search.ts `judgeActions` with random playouts): the analysis's estimate comes out of it
 * unchanged, and the paired results give the noise. One world per step (it yields after each
 * world and returns the judgement): the bot worker's play checker does the work in slices between
 * the bots' questions, the same draws in the same order wherever the slices fall; `runThrough`
 * runs it in one go.
 */
export function* judgePairedSteps(
  game: AnySearchGame,
  view: TableView,
  legal: readonly Action[],
  worlds: number,
  inference: Inference | undefined,
  rng: RngState
): Generator<void, PairedJudgement> {
  if (view.seat === null) throw new Error('a judgement is for a seat');
  const seat: Seat = view.seat;
  const world = (r: RngState): World => (inference ? inferredWorld(game, inference, view, r) : { state: game.determinize(view, r), weight: 1 });
  const sum = new Float64Array(legal.length);
  const ahead = new Float64Array(legal.length);
  const results: Float64Array[] = [];
  const weights: number[] = [];
  let total = 0;
  for (let w = 0; w < worlds; w++) {
    const { state, weight } = world(rng);
    const row = new Float64Array(legal.length);
    for (let i = 0; i < legal.length; i++) {
      const s = game.clone(state);
      game.applyInPlace(s, legal[i]);
      randomPlayout(game, s, rng);
      row[i] = game.payoff(s)[seat];
      sum[i] += weight * row[i];
      if (row[i] > 0) ahead[i] += weight;
    }
    results.push(row);
    weights.push(weight);
    total += weight;
    yield;
  }
  const mean = (a: Float64Array) => Array.from(a, (x) => (total ? x / total : 0));
  return { means: mean(sum), ahead: mean(ahead), worlds, weight: total, results, weights };
}

/** The weighted mean of card a's result less card b's, and its standard error. */
function pairedGap(j: PairedJudgement, a: number, b: number): { gap: number; se: number } {
  const gap = j.means[a] - j.means[b];
  if (j.weight <= 0) return { gap: 0, se: 0 };
  let sq = 0;
  let w2 = 0;
  j.results.forEach((row, w) => {
    const d = row[a] - row[b] - gap;
    sq += j.weights[w] * d * d;
    w2 += j.weights[w] * j.weights[w];
  });
  // The weighted variance of one world's gap, and the mean's error with Kish's effective count.
  const variance = sq / j.weight;
  const effective = (j.weight * j.weight) / w2;
  return { gap, se: effective > 1 ? Math.sqrt(variance / (effective - 1)) : Infinity };
}

/** A gap that stands out of the noise; 0 where it does not. */
function beyondNoise(j: PairedJudgement, a: number, b: number): number {
  const { gap, se } = pairedGap(j, a, b);
  return gap > 1e-9 && gap > NOISE * se ? gap : 0;
}

export function verdictOf(game: GameId, cost: number): Verdict {
  const t = thresholdsOf(game);
  if (cost <= 0) return 'best';
  if (cost < t.good) return 'good';
  return cost < t.mistake ? 'inaccuracy' : 'mistake';
}

/** The cost of the card chosen (index `chosen` of the legal cards) in a paired judgement. */
export function costOf(game: GameId, legal: readonly Action[], j: PairedJudgement, chosen: number): CardCost {
  let best = 0;
  let worst = 0;
  j.means.forEach((m, i) => {
    if (m > j.means[best]) best = i;
    if (m < j.means[worst]) worst = i;
  });
  const cost = beyondNoise(j, best, chosen);
  const stake = Math.max(beyondNoise(j, best, worst), cost);
  return { best: cost > 0 ? legal[best] : legal[chosen], cost, stake, verdict: verdictOf(game, cost), worlds: j.worlds };
}

/**
 * The hand's accuracy (0–100) from its judged cards: the share of the points at stake the choices
 * kept. Null when no card was judged; 100 when cards were judged but none had anything at stake.
 */
export function accuracyOf(costs: readonly Pick<CardCost, 'cost' | 'stake'>[]): number | null {
  if (costs.length === 0) return null;
  const stake = costs.reduce((x, c) => x + c.stake, 0);
  const cost = costs.reduce((x, c) => x + c.cost, 0);
  return stake > 0 ? Math.round(100 * (1 - cost / stake)) : 100;
}
