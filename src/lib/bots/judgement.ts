/**
 * What search found for each legal action (bots/search.ts), and how the shares of one decision
 * judged in several workers add up to one judgement. Kept apart from the search itself: the page
 * merges the workers' shares and must not load the rules or the solver to do it.
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
}

/** Index of the best mean (the first of equals: legal order, as the game lists them). */
export const bestIndex = (means: readonly number[]): number => {
  let k = 0;
  for (let i = 1; i < means.length; i++) if (means[i] > means[k]) k = i;
  return k;
};

/**
 * One judgement from shares judged on different worlds of the same decision: the same means as
 * if one search had judged all their worlds (each share's means weighted by its worlds' weight).
 */
export function mergeJudgements(parts: readonly Judgement[]): Judgement {
  if (parts.length === 0) throw new Error('no judgement to merge');
  const n = parts[0].means.length;
  if (parts.some((p) => p.means.length !== n || p.ahead.length !== n)) throw new Error('judgements of different decisions');
  const weight = parts.reduce((w, p) => w + p.weight, 0);
  const mix = (pick: (p: Judgement) => number[]) => Array.from({ length: n }, (_, i) => (weight ? parts.reduce((x, p) => x + pick(p)[i] * p.weight, 0) / weight : 0));
  return { means: mix((p) => p.means), ahead: mix((p) => p.ahead), worlds: parts.reduce((w, p) => w + p.worlds, 0), exact: parts.every((p) => p.exact), weight };
}
