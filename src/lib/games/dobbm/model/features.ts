import * as A from '../actions';
import { HEARTS, SOW, TEN, VALUES } from '../cards';
import { canPlayDobbm, canPlaySolo, ruleDouble, stats } from '../bot';
import type { DobbmView } from '../view';

/**
 * The bid model's input (issue 26): features of one seat's VIEW at its bid, nothing else (so two
 * states that look the same to the seat give the same features: model.test.ts). Ranks 0..8 are
 * 6 7 8 9 Unter Ober King 10 Sow; hearts are always trumps.
 */
const BID_FEATURES = [
  'hearts',
  'heart Sow',
  'heart Ten',
  'heart King',
  'heart Ober',
  'heart Unter',
  'plain Sows',
  'plain Tens',
  'plain Tens with their Sow',
  'plain Kings',
  'shortest plain suit',
  'middle plain suit',
  'longest plain suit',
  'plain voids',
  'plain singletons',
  'card points',
  'rule bot: a Dobbm hand',
  'rule bot: a Solo hand',
  'first to bid',
  'second to bid',
  'third to bid',
  'fourth to bid',
  'Dobbm bid before',
  'passes before',
  'Mussrunde',
  'five players'
] as const;
export const BID_FEATURE_COUNT = BID_FEATURES.length;

/**
 * The heads (one predicted score each): not bidding (pass, or "gut" once a Dobbm stands: never
 * both legal), Dobbm, Solo.
 */
export const BID_HEAD_NAMES = ['pass', 'Dobbm', 'Solo'] as const;
export const bidHeadOf = (a: number): number => (a === A.BID_PASS || a === A.BID_GOOD ? 0 : a === A.BID_DOBBM ? 1 : a === A.BID_SOLO ? 2 : -1);

/** The hand's features (the first HAND_FEATURE_COUNT of the bid model's and the double model's inputs). */
const HAND_FEATURE_COUNT = 18;

/** Writes the features of the seat's hand into `out` (its first HAND_FEATURE_COUNT places). */
function handFeatures(view: DobbmView, out: Float64Array): void {
  const hand = view.hand;
  const h = stats(hand);
  const has = (c: number) => hand.includes(c);
  let tens = 0,
    kings = 0,
    points = 0;
  for (const c of hand) {
    points += VALUES[c];
    if (c >> 5 === HEARTS) continue;
    if ((c & 31) === TEN) tens++;
    if ((c & 31) === SOW - 2) kings++;
  }
  const plain = h.bySuit.slice(1).sort((a, b) => a - b);
  const f = [
    h.hearts,
    h.heartSow ? 1 : 0,
    h.heartTen ? 1 : 0,
    has((HEARTS << 5) | (SOW - 2)) ? 1 : 0,
    has((HEARTS << 5) | (SOW - 3)) ? 1 : 0,
    has((HEARTS << 5) | (SOW - 4)) ? 1 : 0,
    h.plainSows,
    tens,
    h.tensWithSow,
    kings,
    plain[0],
    plain[1],
    plain[2],
    plain.filter((l) => l === 0).length,
    plain.filter((l) => l === 1).length,
    points,
    canPlayDobbm(h) ? 1 : 0,
    canPlaySolo(h) ? 1 : 0
  ];
  for (let i = 0; i < HAND_FEATURE_COUNT; i++) out[i] = f[i];
}

/** Writes the features of `view` (a bid decision) into `out` and returns it. */
export function bidFeatures(view: DobbmView, out: Float64Array = new Float64Array(BID_FEATURE_COUNT)): Float64Array {
  handFeatures(view, out);
  // The auction so far: every bid is public (the view's history), in speaking order.
  let before = 0,
    passes = 0,
    dobbm = 0;
  for (const x of view.history ?? []) {
    if (x.action === null || x.action > A.BID_SOLO) continue;
    before++;
    if (x.action === A.BID_PASS) passes++;
    if (x.action === A.BID_DOBBM) dobbm = 1;
  }
  const f = [
    before === 0 ? 1 : 0,
    before === 1 ? 1 : 0,
    before === 2 ? 1 : 0,
    before >= 3 ? 1 : 0,
    dobbm,
    passes,
    view.mussrunde ? 1 : 0,
    view.players === 5 ? 1 : 0
  ];
  for (let i = 0; i < f.length; i++) out[HAND_FEATURE_COUNT + i] = f[i];
  return out;
}

/**
 * The double model's input (Schwacher and Retour, DO-DBL-1): the hand's features as the bid
 * model's, then what the seat knows of the contract and the doubling so far, from its VIEW alone.
 */
const DOUBLE_FEATURES = [
  'declarer',
  'Solo',
  'Schwacher given',
  'retours',
  'calls so far',
  'passes in the auction',
  'rule bot: double',
  'Mussrunde',
  'five players'
] as const;
export const DOUBLE_FEATURE_COUNT = HAND_FEATURE_COUNT + DOUBLE_FEATURES.length;

/** The doubles the double model judges (one head each): "gut" (no double), Schwacher, Retour. */
export const DOUBLE_HEADS = [A.DBL_GOOD, A.DBL_SCHWACHER, A.DBL_RETOUR] as const;

/** Writes the features of `view` (a double decision) into `out` and returns it. */
export function doubleFeatures(view: DobbmView, out: Float64Array = new Float64Array(DOUBLE_FEATURE_COUNT)): Float64Array {
  handFeatures(view, out);
  // The calls of the doubling so far and the auction's passes (public, in order).
  let calls = 0,
    passes = 0;
  for (const x of view.history ?? []) {
    if (x.action === A.DBL_GOOD || x.action === A.DBL_SCHWACHER || x.action === A.DBL_RETOUR) calls++;
    else if (x.action === A.BID_PASS) passes++;
  }
  // The rule bot's call, as the double the hand's plain reading would give (its one legal double).
  const legal = view.schwacher ? [A.DBL_GOOD, A.DBL_RETOUR] : [A.DBL_GOOD, A.DBL_SCHWACHER];
  const f = [
    view.seat === view.declarer ? 1 : 0,
    view.contract === 'solo' ? 1 : 0,
    view.schwacher ? 1 : 0,
    view.retours,
    calls,
    passes,
    ruleDouble(view, legal) === A.DBL_GOOD ? 0 : 1,
    view.mussrunde ? 1 : 0,
    view.players === 5 ? 1 : 0
  ];
  for (let i = 0; i < f.length; i++) out[HAND_FEATURE_COUNT + i] = f[i];
  return out;
}
