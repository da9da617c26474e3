import type { HandContext, HandScore, Seat, Settings } from '../../engine/game';
import type { SessionRules } from '../../engine/session';
import { FRENCH66 } from '../../engine/packs';
import { rngFromSeed, shuffleInPlace, type Seed } from '../../engine/rng';
import type { DroggnFacts } from './scoring';

/**
 * Droggn's session state, what its session rules fold hand by hand (DR-DEAL-4, DR-SCORE-9,
 * DR-SESS-1/2): the dealer is the last declarer, each seat keeps a paper column that only moves
 * when it declares, and a called end leaves four more deals (throw-ins not counted). Pure: every
 * function returns a new session state.
 */
export interface DroggnSessionState {
  players: number;
  settings: Settings;
  dealer: Seat;
  /** Paper columns: the declarer's column moves by the hand's paper score. */
  paper: number[];
  /** Settlement points per seat: the sum of the hands' deltas (adds up to zero). */
  totals: number[];
  /** Deals so far, throw-ins included. */
  deals: number;
  /** Deals still to come once the end was called (null: not called). */
  dealsLeft: number | null;
  over: boolean;
}

export const droggnSessionRules: SessionRules<DroggnSessionState, DroggnFacts> = {
  facts: {},
  start(players, firstDealer, settings) {
    return {
      players,
      settings: { ...settings },
      dealer: firstDealer,
      paper: new Array(players).fill(0),
      totals: new Array(players).fill(0),
      deals: 0,
      dealsLeft: null,
      over: false
    };
  },
  nextHand(sess): HandContext | null {
    if (sess.over) return null;
    return { players: sess.players, dealer: sess.dealer, settings: { ...sess.settings } };
  },
  afterHand(sess, facts, score: HandScore) {
    const thrownIn = facts.declarer === null;
    const paper = sess.paper.slice();
    if (!thrownIn) paper[facts.declarer as number] += Number(score.extra?.paper ?? 0);
    const totals = sess.totals.map((v, i) => v + (score.deltas[i] ?? 0));
    // DR-SESS-2: throw-ins do not count among the last four deals.
    const dealsLeft = sess.dealsLeft === null ? null : thrownIn ? sess.dealsLeft : sess.dealsLeft - 1;
    return {
      ...sess,
      // DR-DEAL-4: the declarer deals next; after a throw-in the same dealer again.
      dealer: thrownIn ? sess.dealer : (facts.declarer as number),
      paper,
      totals,
      deals: sess.deals + 1,
      dealsLeft,
      over: dealsLeft !== null && dealsLeft <= 0
    };
  },
  totals: (sess) => sess.totals.slice(),
  // DR-SESS-1: "the next declarer deals the first of the last three hands": four more deals.
  callEnd: (sess) => (sess.dealsLeft !== null || sess.over ? sess : { ...sess, dealsLeft: 4 }),
  settlement(sess, stake) {
    // DR-SCORE-9: each pair settles the difference of their paper columns times the stake.
    const out: { from: Seat; to: Seat; amount: number }[] = [];
    for (let i = 0; i < sess.players; i++)
      for (let j = i + 1; j < sess.players; j++) {
        const d = (sess.paper[i] - sess.paper[j]) * stake;
        if (d > 0) out.push({ from: j, to: i, amount: d });
        else if (d < 0) out.push({ from: i, to: j, amount: -d });
      }
    return out;
  }
};

/**
 * DR-DEAL-3: the first dealer by cutting. Each player lifts a block and shows its bottom card; the
 * highest deals (trumps above suit cards, by number; suit cards by rank, king high; the Gstieß
 * lowest); tied players show the next card of their block (rittern). The app draws the cut from a
 * seed and says so.
 */
export function cutForDealer(players: number, seed: Seed): { dealer: Seat; shown: number[][] } {
  const deck = shuffleInPlace(rngFromSeed(seed), FRENCH66.cards.slice());
  const strength = (c: number) => (c >> 5 === 4 ? 100 + (c & 31) : c >> 5 === 5 ? -1 : c & 31);
  const block = Math.floor(deck.length / players);
  const shown: number[][] = Array.from({ length: players }, () => []);
  let tied = Array.from({ length: players }, (_, i) => i);
  for (let depth = 0; depth < block; depth++) {
    for (const p of tied) shown[p].push(deck[p * block + block - 1 - depth]);
    const best = Math.max(...tied.map((p) => strength(shown[p][depth])));
    tied = tied.filter((p) => strength(shown[p][depth]) === best);
    if (tied.length === 1) break;
  }
  return { dealer: tied[0], shown };
}
