import { A_CALL, EXCUSE, KING_RANK, PAGAT, TRUMP, VALUES } from '../constants';
import { handStrength } from '../bot';
import type { TroggenView } from '../view';

/**
 * The king-call model's input (issue 26, TG-BID-3): features of the bidder's VIEW at her call and
 * of one candidate king, nothing else (two states that look the same to her give the same
 * features: model.test.ts). One row a candidate; the model predicts her score with that call.
 */
const CALL_FEATURES = [
  'bid level',
  'takes the talon (Einfach, Doppelt)',
  'six players',
  'jetons in the pot',
  'trumps',
  'trumps XVI-XXI',
  'Pagat',
  'XXI',
  'Excuse',
  'kings held',
  'card points',
  'rule bot: hand strength',
  'other seats that bid',
  'her place in the first trick (0: she leads)',
  'candidate: her own king (alone)',
  'candidate: suit length',
  'candidate: queen',
  'candidate: cavalier',
  'candidate: jack',
  'candidate: card points in the suit (its king aside)',
  'candidate: longer plain suits than it',
  'candidate: the rule bot calls it'
] as const;
export const CALL_FEATURE_COUNT = CALL_FEATURES.length;

/** Writes the features of calling the king of `suit` (0..3) from `view` (the call) into `out`; `rule`: the rule bot calls it. */
export function callFeatures(view: TroggenView, suit: number, rule: boolean, out: Float64Array = new Float64Array(CALL_FEATURE_COUNT)): Float64Array {
  const len = [0, 0, 0, 0];
  const pts = [0, 0, 0, 0];
  let trumps = 0,
    high = 0,
    kings = 0,
    points = 0;
  for (const c of view.hand) {
    points += VALUES[c];
    const s = c >> 5;
    if (s === TRUMP) {
      trumps++;
      if ((c & 31) >= 16) high++;
    } else if (s < TRUMP) {
      len[s]++;
      if ((c & 31) === KING_RANK) kings++;
      else pts[s] += VALUES[c];
    }
  }
  const holds = (rank: number) => (view.hand.includes((suit << 5) | rank) ? 1 : 0);
  const level = Math.max(0, ...view.bids);
  const f = [
    level,
    level <= 2 ? 1 : 0,
    view.players === 6 ? 1 : 0,
    view.pot,
    trumps,
    high,
    view.hand.includes(PAGAT) ? 1 : 0,
    view.hand.includes((TRUMP << 5) | 21) ? 1 : 0,
    view.hand.includes(EXCUSE) ? 1 : 0,
    kings,
    points,
    handStrength(view.hand),
    view.bids.filter((b, seat) => b > 0 && seat !== view.seat).length,
    // TG-PLAY-1: the dealer's right-hand neighbour leads (seats run anticlockwise, downward).
    (((view.dealer - 1 - view.seat!) % view.players) + view.players) % view.players,
    holds(KING_RANK),
    len[suit],
    holds(KING_RANK - 1),
    holds(KING_RANK - 2),
    holds(KING_RANK - 3),
    pts[suit],
    len.filter((l) => l > len[suit]).length,
    rule ? 1 : 0
  ];
  for (let i = 0; i < f.length; i++) out[i] = f[i];
  return out;
}

/** The suit a call action names, or -1. */
export const callSuit = (a: number): number => (a >= A_CALL && a < A_CALL + 4 ? a - A_CALL : -1);

/** Bumped whenever the call features change: old weights then no longer fit. */
export const CALL_MODEL_VERSION = 1;
