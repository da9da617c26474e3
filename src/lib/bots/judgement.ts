import type { Judgement } from '../engine/bot';

/*
 * How the shares of one decision judged in several workers add up to one judgement (the
 * `Judgement` of the bot contract, engine/bot.ts). Kept apart from the search itself: the page
 * merges the workers' shares and must not load the rules or the solver to do it.
 */

/** Means closer than this are equal (sums of the same weights in another order). */
const EQUAL = 1e-9;

/**
 * Index of the best action: the best mean, among equal means the best `tiebreak` where there is
 * one, else the first of equals (legal order, as the game lists them).
 */
export const bestIndex = (j: Pick<Judgement, 'means' | 'tiebreak'>): number => {
  const { means, tiebreak } = j;
  let k = 0;
  for (let i = 1; i < means.length; i++) {
    if (means[i] > means[k] + EQUAL) k = i;
    else if (tiebreak && means[i] > means[k] - EQUAL && tiebreak[i] > tiebreak[k]) k = i;
  }
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
  const mix = (pick: (p: Judgement) => number[]) =>
    Array.from({ length: n }, (_, i) => (weight ? parts.reduce((x, p) => x + pick(p)[i] * p.weight, 0) / weight : 0));
  const tiebreak = parts.every((p) => p.tiebreak?.length === n) ? mix((p) => p.tiebreak!) : undefined;
  return {
    means: mix((p) => p.means),
    ahead: mix((p) => p.ahead),
    worlds: parts.reduce((w, p) => w + p.worlds, 0),
    exact: parts.every((p) => p.exact),
    weight,
    ...(tiebreak ? { tiebreak } : {})
  };
}
