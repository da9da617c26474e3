/**
 * Policy-based inference (issue 26, after Rebstock et al. 2019): a sampled world is weighed by how
 * likely each public choice of another seat was under a model of that player, P(action | that
 * seat's view in the world), instead of a fixed factor for each disagreement with the rule bot.
 *
 * The model is a game's learned value model (its bids): the predicted value of each legal action
 * turned into probabilities by a softmax with a temperature in the game's points, mixed with a
 * floor so that no world is ever ruled out (a person need not bid like our model). A game brings
 * its model's values as its module's `modelPolicy` (engine/bot.ts, `ModelPolicy`); the search
 * (bots/search.ts, `choiceFactor`) multiplies a world's weight by `policyProbability`.
 */

/** The least probability a choice gets, whatever the model says: a world is never ruled out. */
export const POLICY_FLOOR = 0.05;

/**
 * The probability of the legal action at `index` under a softmax of `values` at `temperature`,
 * mixed with the floor: floor + (1 − floor) · softmax. NaN values (actions the model does not
 * judge) take no share; NaN when the action itself is one of them (the caller falls back).
 */
export function policyProbability(values: ArrayLike<number>, index: number, temperature: number, floor = POLICY_FLOOR): number {
  const mine = values[index];
  if (!Number.isFinite(mine)) return NaN;
  let top = -Infinity;
  for (let k = 0; k < values.length; k++) if (values[k] > top) top = values[k];
  // Shifted by the best value: exp never overflows, and the best action's term is 1.
  let sum = 0;
  for (let k = 0; k < values.length; k++) if (!Number.isNaN(values[k])) sum += Math.exp((values[k] - top) / temperature);
  return floor + ((1 - floor) * Math.exp((mine - top) / temperature)) / sum;
}
