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
 * (the strong bot's inference: never the hidden cards), so the luck of a world cancels between
 * cards (paired samples). Three guards against the sampling's noise, which a first attempt without
 * them showed to swamp the figure (docs/insight.md):
 *
 * - the best card is chosen on half of the worlds and its gaps measured on the other half, both
 *   ways round, and a gap counts only where both find it;
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
export const NOISE = 2;

export type Verdict = 'best' | 'good' | 'inaccuracy' | 'mistake';

/**
 * The verdicts' thresholds in the game's points (its payoff: Droggn points, Troccas card points
 * over the target, Dobbm Schilling, Troggen jetons): a cost below `good` is good, below `mistake`
 * an inaccuracy, from `mistake` on a mistake. The same rule in every game: good below 5% of the
 * median size of a seat's result in a hand, a mistake from 20%, rounded (measured by `npm run
 * accuracy-check` on its tuning deals, docs/insight.md: Droggn 47, Troccas 10, Dobbm 37, Troggen 2).
 */
export const THRESHOLDS: Readonly<Record<GameId, { good: number; mistake: number }>> = {
  droggn: { good: 2, mistake: 10 },
  troccas: { good: 0.5, mistake: 2 },
  dobbm: { good: 2, mistake: 8 },
  troggen: { good: 0.1, mistake: 0.4 }
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

/**
 * Every legal card judged over `worlds` worlds from the seat's view, each played on at random
 * after the card, the same way and with the same draws as the strong bot's search of the play
 * (bots/search.ts `judgeActions` with random playouts): the analysis's estimate comes out of it
 * unchanged, and the paired results give the noise.
 */
export function judgePaired(
  game: AnySearchGame,
  view: TableView,
  legal: readonly Action[],
  worlds: number,
  inference: Inference | undefined,
  rng: RngState
): PairedJudgement {
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
  const t = thresholdsOf(game);
  if (cost <= 0) return 'best';
  if (cost < t.good) return 'good';
  return cost < t.mistake ? 'inaccuracy' : 'mistake';
}

/** The best and the worst card by their means over one half of the worlds. */
function extremes(j: PairedJudgement, half: Half): { best: number; worst: number } {
  const m = halfMeans(j, half);
  let best = 0;
  let worst = 0;
  m.forEach((x, i) => {
    if (x > m[best]) best = i;
    if (x < m[worst]) worst = i;
  });
  return { best, worst };
}

/** A gap found in both folds (chosen on one half, measured on the other), their mean; else 0. */
const bothFolds = (gaps: readonly number[]): number => (gaps.every((g) => g > 0) ? gaps.reduce((x, y) => x + y, 0) / gaps.length : 0);

/**
 * The cost of the card chosen (index `chosen` of the legal cards) in a paired judgement. The best
 * and worst cards are chosen on one half of the worlds and their gaps measured on the other half,
 * both ways round (two folds), and a gap counts only where both folds find it: a best card picked
 * and measured on the same worlds is the one whose luck ran highest there, and its gap over the
 * others reads larger than it is (the winner's curse), which charged the strong bot's own cards
 * with costs it did not have (docs/insight.md).
 */
export function costOf(game: GameId, legal: readonly Action[], j: PairedJudgement, chosen: number): CardCost {
  const folds = ([0, 1] as const).map((half) => ({ half, ...extremes(j, half) }));
  const measured = (f: (typeof folds)[number], a: number, b: number) => (a === b ? 0 : gapBeyondNoise(j, (1 - f.half) as Half, a, b));
  const cost = bothFolds(folds.map((f) => measured(f, f.best, chosen)));
  const stake = Math.max(bothFolds(folds.map((f) => measured(f, f.best, f.worst))), cost);
  // The card to show as the best: the best over all the worlds (the estimate's).
  const best = j.means.reduce((b, m, i) => (m > j.means[b] ? i : b), 0);
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
