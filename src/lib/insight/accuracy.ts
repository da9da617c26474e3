import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import type { GameId } from '../engine/game';
import { randomPlayout } from '../engine/fast';
import type { RngState } from '../engine/rng';
import { metaOf } from '../games/registry';
import { inferredWorld, type Inference, type World } from '../bots/search';

/**
 * Accuracy for every hand (issue 30 item 3, docs/insight.md "Accuracy for every hand"): what each
 * card a person chose cost against the best card, in the game's points, judged as the strong bot
 * judges its own cards. Every legal card is played on in the same worlds drawn from the seat's view
 * (the strong bot's inference: never the hidden cards), so the luck of a world cancels between
 * cards (paired samples). Two guards against the sampling's noise, which a first attempt without
 * them showed to swamp the figure (docs/insight.md):
 *
 * - the best card is chosen on half of the worlds and its gap measured on the other half, both
 *   ways round, and a gap counts only where both find it;
 * - a gap counts only beyond `NOISE` standard errors of the paired difference: within the noise
 *   the card is as good as the best.
 *
 * Accuracy = 100 × e^(−C / S), C the hand's total cost, S the game's scale (`handScale`: the size of a typical
 * hand's result): 100 when no card cost anything, 37 for a hand whose cards cost as much as a
 * typical hand is worth. The same definition in every game; S and the verdicts' thresholds (shares
 * of S) are each game's points.
 */

/** Standard errors of the paired difference below which two cards count as equally good. */
export const NOISE = 2;

export type Verdict = 'best' | 'good' | 'inaccuracy' | 'mistake';

/**
 * The game's scale: the size of a typical hand's result for a seat, in the game's points (its
 * payoff), its meta's `handScale`.
 */
export function scaleOf(game: GameId): number {
  const scale = metaOf(game)?.handScale;
  if (!scale || !(scale > 0)) throw new Error(`no hand scale for ${game}`);
  return scale;
}

/** The verdicts' thresholds as shares of the game's scale: below GOOD good, below MISTAKE an inaccuracy, from it a mistake. */
export const GOOD = 0.05;
export const MISTAKE = 0.2;

/** What the judge says of one card chosen. */
export interface CardCost {
  /** The card the judge rates best (the chosen one when it is within the noise of the best). */
  best: Action;
  /** Points the choice cost against the best, over the worlds; 0 within the noise. */
  cost: number;
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

/** Which half of a judgement's worlds: the even ones (0) or the odd ones (1). */
type Half = 0 | 1;

/** Each card's weighted mean over one half of the worlds. */
function halfMeans(j: PairedJudgement, half: Half): number[] {
  const sum = new Array<number>(j.means.length).fill(0);
  let weight = 0;
  for (let w = half; w < j.results.length; w += 2) {
    weight += j.weights[w];
    j.results[w].forEach((x, i) => (sum[i] += j.weights[w] * x));
  }
  return sum.map((x) => (weight ? x / weight : 0));
}

/**
 * Card a's mean result less card b's over one half of the worlds, where it stands out of the noise
 * (more than NOISE standard errors, the weighted worlds counted by Kish's effective number); else 0.
 */
function gapBeyondNoise(j: PairedJudgement, half: Half, a: number, b: number): number {
  let weight = 0;
  let sum = 0;
  for (let w = half; w < j.results.length; w += 2) {
    weight += j.weights[w];
    sum += j.weights[w] * (j.results[w][a] - j.results[w][b]);
  }
  if (weight <= 0) return 0;
  const gap = sum / weight;
  let sq = 0;
  let w2 = 0;
  for (let w = half; w < j.results.length; w += 2) {
    const d = j.results[w][a] - j.results[w][b] - gap;
    sq += j.weights[w] * d * d;
    w2 += j.weights[w] * j.weights[w];
  }
  const effective = (weight * weight) / w2;
  const se = effective > 1 ? Math.sqrt(sq / weight / (effective - 1)) : Infinity;
  return gap > 1e-9 && gap > NOISE * se ? gap : 0;
}

export function verdictOf(game: GameId, cost: number): Verdict {
  const share = cost / scaleOf(game);
  if (cost <= 0) return 'best';
  if (share < GOOD) return 'good';
  return share < MISTAKE ? 'inaccuracy' : 'mistake';
}

/** The best card by its mean over one half of the worlds. */
function bestOf(j: PairedJudgement, half: Half): number {
  const m = halfMeans(j, half);
  return m.reduce((b, x, i) => (x > m[b] ? i : b), 0);
}

/**
 * The cost of the card chosen (index `chosen` of the legal cards) in a paired judgement. The best
 * card is chosen on one half of the worlds and its gap to the chosen one measured on the other half,
 * both ways round (two folds), and the gap counts only where both folds find it (their mean): a
 * best card picked and measured on the same worlds is the one whose luck ran highest there, and its
 * gap over the others reads larger than it is (the winner's curse), which charged the strong bot's
 * own cards with costs it did not have (docs/insight.md).
 */
export function costOf(game: GameId, legal: readonly Action[], j: PairedJudgement, chosen: number): CardCost {
  const gaps = ([0, 1] as const).map((half) => {
    const best = bestOf(j, half);
    return best === chosen ? 0 : gapBeyondNoise(j, (1 - half) as Half, best, chosen);
  });
  const cost = gaps.every((g) => g > 0) ? (gaps[0] + gaps[1]) / 2 : 0;
  // The card to show as the best: the best over all the worlds (the estimate's).
  const best = j.means.reduce((b, m, i) => (m > j.means[b] ? i : b), 0);
  return { best: cost > 0 ? legal[best] : legal[chosen], cost, verdict: verdictOf(game, cost), worlds: j.worlds };
}

/** The hand's accuracy (0–100) from its judged cards' costs; null when no card was judged. */
export function accuracyOf(game: GameId, costs: readonly Pick<CardCost, 'cost'>[]): number | null {
  if (costs.length === 0) return null;
  const total = costs.reduce((x, c) => x + c.cost, 0);
  return Math.round(100 * Math.exp(-total / scaleOf(game)));
}
