import { PACKS } from '../../../engine/packs';
import { TRUMP, suitOf } from '../../../engine/cards';
import * as A from '../actions';
import { GSTIESS, MOND, PAGAT } from '../cards';
import { DROGGN_BID, defenceValue, handValue } from '../bot';
import type { DroggnView } from '../view';

/**
 * The bid model's input (issue 26): features of one seat's VIEW at its bid, nothing else (so two
 * states that look the same to the seat give the same features: model.test.ts). Counts are scaled
 * to a 21-card hand, as the rule bot's hand value is, so the 78-card variant's 25 cards read alike.
 */
const BID_FEATURES = [
  'trumps',
  'trumps XVI-XX',
  'trumps XI-XV',
  'trumps II-X',
  'Mond',
  'Pagat',
  'Gstiess',
  'kings',
  'queens',
  'guarded queens',
  'shortest suit',
  'second suit',
  'third suit',
  'longest suit',
  'voids',
  'singletons',
  'card points',
  'rule hand value',
  'rule value over Ansager',
  'first to bid',
  'second to bid',
  'third to bid',
  'top bid so far',
  'passes before',
  'four players'
] as const;
export const BID_FEATURE_COUNT = BID_FEATURES.length;

/** The bids the value model judges (one head each): pass, Ansager, Solo, Super. Mord is the rule bot's. */
export const BID_HEADS = [A.PASS, A.BID_ANSAGER, A.BID_SOLO, A.BID_SUPER] as const;

/** The hand's part of both models' features (the first HAND_FEATURE_COUNT of each): the cards alone, scaled to 21. */
export const HAND_FEATURE_COUNT = 19;

export function handFeatures(view: Pick<DroggnView, 'pack' | 'hand'>, out: Float64Array): void {
  const values = PACKS[view.pack].values;
  const hand = view.hand;
  const k = 21 / Math.max(1, hand.length);
  const len = [0, 0, 0, 0];
  let trumps = 0,
    high = 0,
    mid = 0,
    low = 0,
    kings = 0,
    queens = 0,
    guarded = 0,
    points = 0;
  for (const c of hand) {
    points += values[c];
    if (c === GSTIESS) continue;
    if (suitOf(c) === TRUMP) {
      trumps++;
      const n = c & 31;
      if (n >= 16 && n <= 20) high++;
      else if (n >= 11 && n <= 15) mid++;
      else if (n >= 2 && n <= 10) low++;
      continue;
    }
    len[suitOf(c)]++;
  }
  for (const c of hand) {
    if (c === GSTIESS || suitOf(c) === TRUMP) continue;
    if (values[c] === 5) kings++;
    else if (values[c] === 4) {
      queens++;
      if (len[suitOf(c)] >= 2) guarded++;
    }
  }
  const sorted = [...len].sort((a, b) => a - b);
  const v = handValue(hand, values);
  const f = [
    trumps * k,
    high * k,
    mid * k,
    low * k,
    hand.includes(MOND) ? 1 : 0,
    hand.includes(PAGAT) ? 1 : 0,
    hand.includes(GSTIESS) ? 1 : 0,
    kings,
    queens,
    guarded,
    sorted[0] * k,
    sorted[1] * k,
    sorted[2] * k,
    sorted[3] * k,
    len.filter((l) => l === 0).length,
    len.filter((l) => l === 1).length,
    points * k,
    v,
    Math.max(0, v - DROGGN_BID.ansager)
  ];
  for (let i = 0; i < HAND_FEATURE_COUNT; i++) out[i] = f[i];
}

/** Writes the features of `view` (a bid decision) into `out` and returns it. */
export function bidFeatures(view: DroggnView, out: Float64Array = new Float64Array(BID_FEATURE_COUNT)): Float64Array {
  handFeatures(view, out);
  // The auction so far: every bid is public (the view's history), in speaking order.
  let before = 0,
    top = 0,
    passes = 0;
  for (const h of view.history) {
    if (h.action === null || h.action > A.BID_MORD) continue;
    before++;
    if (h.action === A.PASS) passes++;
    else top = Math.max(top, h.action);
  }
  const f = [before === 0 ? 1 : 0, before === 1 ? 1 : 0, before >= 2 ? 1 : 0, top, passes, view.players === 4 ? 1 : 0];
  for (let i = 0; i < f.length; i++) out[HAND_FEATURE_COUNT + i] = f[i];
  return out;
}

/**
 * The double model's input (Schwacher and Retour, DR-DBL): the hand's features as the bid model's,
 * then what the seat knows of the contract and the doubling so far, from its VIEW alone.
 */
const DOUBLE_FEATURES = [
  'declarer',
  'Ansager',
  'Solo',
  'Super',
  'Mord',
  'calls so far',
  'doubles so far',
  'Pagat laid out',
  'Gstiess laid out',
  'defence value',
  'bids in the auction',
  'four players'
] as const;
export const DOUBLE_FEATURE_COUNT = HAND_FEATURE_COUNT + DOUBLE_FEATURES.length;

/** The doubles the double model judges (one head each): "gut" (no double), Schwacher, Retour. */
export const DOUBLE_HEADS = [A.GUT, A.SCHWACHER, A.RETOUR] as const;

/** Writes the features of `view` (a double decision) into `out` and returns it. */
export function doubleFeatures(view: DroggnView, out: Float64Array = new Float64Array(DOUBLE_FEATURE_COUNT)): Float64Array {
  handFeatures(view, out);
  // The calls of the doubling so far ("gut", Schwacher, Retour: public, in order) and the auction's bids.
  let calls = 0,
    bids = 0;
  for (const h of view.history) {
    if (h.action === A.GUT || h.action === A.SCHWACHER || h.action === A.RETOUR) calls++;
    else if (h.action !== null && h.action > A.PASS && h.action <= A.BID_MORD) bids++;
  }
  const f = [
    view.seat === view.declarer ? 1 : 0,
    view.contract === 'ansager' ? 1 : 0,
    view.contract === 'solo' ? 1 : 0,
    view.contract === 'super' ? 1 : 0,
    view.contract === 'mord' ? 1 : 0,
    calls,
    view.doubles,
    view.laidOut === 'pagat' ? 1 : 0,
    view.laidOut === 'gstiess' ? 1 : 0,
    defenceValue(view.hand, PACKS[view.pack].values),
    bids,
    view.players === 4 ? 1 : 0
  ];
  for (let i = 0; i < f.length; i++) out[HAND_FEATURE_COUNT + i] = f[i];
  return out;
}
