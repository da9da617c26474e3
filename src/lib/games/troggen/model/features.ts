import { A_BID, A_PASS, EXCUSE, KING_RANK, PAGAT, TRUMP, VALUES } from '../constants';
import { handStrength, wantedLevel } from '../bot';
import type { TroggenView } from '../view';

/**
 * The bid model's input (issue 26): features of one seat's VIEW at its bid, nothing else (so two
 * states that look the same to the seat give the same features: model.test.ts). Plain ranks: the
 * king 13, queen 12, cavalier 11, jack 10; trumps I..XXI; the Excuse its own suit.
 */
const BID_FEATURES = [
  'trumps',
  'trumps XVI-XXI',
  'trumps XI-XV',
  'trumps II-X',
  'Pagat',
  'XXI',
  'Excuse',
  'kings',
  'queens',
  'queens with their king',
  'cavaliers and jacks',
  'shortest plain suit',
  'second plain suit',
  'third plain suit',
  'longest plain suit',
  'plain voids',
  'plain singletons',
  'card points',
  'rule bot: hand strength',
  'rule bot: level wanted',
  'seats spoken before',
  'last to speak (the dealer)',
  'passes before',
  'highest bid so far',
  'five players',
  'six players',
  'jetons in the pot'
] as const;
export const BID_FEATURE_COUNT = BID_FEATURES.length;

/**
 * The heads (one predicted score each): pass and the four bid levels (TG-BID-1, TG-BID-2). The
 * misère is no bid: it is what four passes make (TG-MIS-1), so passing's head judges it too.
 */
export const BID_HEAD_NAMES = ['pass', 'einfach', 'doppelt', 'ohne', 'gegen'] as const;
export const bidHeadOf = (a: number): number => (a >= A_PASS && a <= A_BID + 4 ? a - A_PASS : -1);

/** Writes the features of `view` (a bid decision) into `out` and returns it. */
export function bidFeatures(view: TroggenView, out: Float64Array = new Float64Array(BID_FEATURE_COUNT)): Float64Array {
  const hand = view.hand;
  const len = [0, 0, 0, 0];
  const kings = [false, false, false, false];
  const queens = [false, false, false, false];
  let trumps = 0,
    high = 0,
    mid = 0,
    low = 0,
    faces = 0,
    points = 0;
  for (const c of hand) {
    points += VALUES[c];
    const suit = c >> 5;
    const rank = c & 31;
    if (suit === TRUMP) {
      trumps++;
      if (rank >= 16) high++;
      else if (rank >= 11) mid++;
      else if (rank >= 2) low++;
    } else if (suit < TRUMP) {
      len[suit]++;
      if (rank === KING_RANK) kings[suit] = true;
      else if (rank === KING_RANK - 1) queens[suit] = true;
      else if (rank >= KING_RANK - 3) faces++;
    }
  }
  const plain = len.slice().sort((a, b) => a - b);
  // The auction so far (TG-BID-1): every bid is public, and each seat speaks once, dealer last.
  let spoken = 0,
    passes = 0,
    top = 0;
  for (const b of view.bids) {
    if (b < 0) continue;
    spoken++;
    if (b === 0) passes++;
    top = Math.max(top, b);
  }
  const f = [
    trumps,
    high,
    mid,
    low,
    hand.includes(PAGAT) ? 1 : 0,
    hand.includes((TRUMP << 5) | 21) ? 1 : 0,
    hand.includes(EXCUSE) ? 1 : 0,
    kings.filter(Boolean).length,
    queens.filter(Boolean).length,
    queens.filter((q, s) => q && kings[s]).length,
    faces,
    plain[0],
    plain[1],
    plain[2],
    plain[3],
    plain.filter((l) => l === 0).length,
    plain.filter((l) => l === 1).length,
    points,
    handStrength(hand),
    wantedLevel(hand, view.players),
    spoken,
    view.seat === view.dealer ? 1 : 0,
    passes,
    top,
    view.players === 5 ? 1 : 0,
    view.players === 6 ? 1 : 0,
    view.pot
  ];
  for (let i = 0; i < f.length; i++) out[i] = f[i];
  return out;
}
