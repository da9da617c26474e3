import type { Action } from '../../../engine/game';
import { PACKS } from '../../../engine/packs';
import { TRUMP, suitOf } from '../../../engine/cards';
import { rngFromSeed } from '../../../engine/rng';
import { forward, type Mlp } from '../../../learn/mlp';
import { loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import * as A from '../actions';
import { applyInPlace, legal as legalOf } from '../rules';
import { clone, type DroggnState } from '../state';
import type { DroggnView } from '../view';
import { determinize } from '../worlds';
import { HAND_FEATURE_COUNT, handFeatures } from './features';
import weights from './discard-weights.json' with { type: 'json' };

/**
 * Droggn's discard by a learned value model (issue 26): the declarer of an Ansager or Solo lays
 * three cards away after taking the talon (DR-EXCH-1/2). For every legal set of three, the model
 * predicts the declarer's score for the hand from the cards it keeps and the cards it lays away
 * (learned from self-play by `npm run train -- droggn --model discard`, docs/bots.md), and the
 * bot lays away the set with the best prediction, a card at a time.
 *
 * The features' version this code reads (bumped when they change).
 */
export const DISCARD_MODEL_VERSION = 1;

/** What the model reads of one candidate: the kept hand as the bid model reads a hand, then these. */
const DISCARD_EXTRAS = ['card points laid away', 'trumps laid away', 'kings laid away', 'Solo', 'four players'] as const;
export const DISCARD_FEATURE_COUNT = HAND_FEATURE_COUNT + DISCARD_EXTRAS.length;

/** The features of keeping `kept` and laying away `away` (the whole discard, earlier cards included). */
export function discardFeatures(
  view: DroggnView,
  kept: readonly number[],
  away: readonly number[],
  out: Float64Array = new Float64Array(DISCARD_FEATURE_COUNT)
): Float64Array {
  handFeatures({ pack: view.pack, hand: kept as number[] }, out);
  const values = PACKS[view.pack].values;
  let points = 0,
    trumps = 0,
    kings = 0;
  for (const c of away) {
    points += values[c];
    if (suitOf(c) === TRUMP) trumps++;
    else if (values[c] === 5 && suitOf(c) < TRUMP) kings++;
  }
  const f = [points, trumps, kings, view.contract === 'solo' ? 1 : 0, view.players === 4 ? 1 : 0];
  for (let i = 0; i < f.length; i++) out[HAND_FEATURE_COUNT + i] = f[i];
  return out;
}

/**
 * Every legal way to finish the discard from `s` (the declarer to discard): one action sequence per
 * set of cards, found by the rules' own `legal` (DR-EXCH-2: never the Gstieß, XXI or I; a king only
 * with a trump). Two orders of the same cards count once.
 */
export function discardSets(s: DroggnState): Action[][] {
  const out: Action[][] = [];
  const seen = new Set<string>();
  const walk = (w: DroggnState, path: Action[]) => {
    if (w.phase !== 'discard') {
      out.push(path);
      return;
    }
    for (const a of legalOf(w)) {
      const next = [...path, a];
      const key = next
        .map((x) => A.cardOf(x))
        .sort((x, y) => x - y)
        .join();
      if (seen.has(key)) continue;
      seen.add(key);
      const c = clone(w);
      applyInPlace(c, a);
      walk(c, next);
    }
  };
  walk(s, []);
  return out;
}

export const loadDiscardModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, { name: 'droggn discard model', version: DISCARD_MODEL_VERSION, features: DISCARD_FEATURE_COUNT, heads: 1 });

let shipped: Mlp | undefined;
/** The shipped weights (model/discard-weights.json), read once. */
export const shippedDiscardModel = (): Mlp => (shipped ??= loadDiscardModel(weights as ValueModelFile));

/** The model's predicted score for laying away `set` (an action sequence) from the view's hand. */
function setValue(model: Mlp, view: DroggnView, set: readonly Action[], out: Float64Array): number {
  const cards = set.map((a) => A.cardOf(a));
  const kept = view.hand.filter((c) => !cards.includes(c));
  return forward(model, discardFeatures(view, kept, [...(view.discard ?? []), ...cards], out))[0];
}

/**
 * The model's next card to lay away, or null when the decision is no discard. The sets are found in
 * a world drawn from the view (the declarer's own cards are the view's: only they decide which sets
 * are legal), so the bot never looks at hidden cards.
 */
export function modelDiscard(model: Mlp, view: DroggnView, legal: readonly Action[]): Action | null {
  if (view.phase !== 'discard' || legal.length < 2) return null;
  const sets = discardSets(determinize(view, rngFromSeed(1)));
  const out = new Float64Array(DISCARD_FEATURE_COUNT);
  let best: Action[] | null = null;
  let bestV = -Infinity;
  for (const set of sets) {
    const v = setValue(model, view, set, out);
    if (v > bestV) {
      bestV = v;
      best = set;
    }
  }
  return best && legal.includes(best[0]) ? best[0] : null;
}
