import type { HandContext, HandScore, Seat, Settings } from '../../engine/game';
import type { SessionRules } from '../../engine/session';
import { settleBalances } from '../../engine/settle';
import { nextInt, rngFromSeed, type Seed } from '../../engine/rng';
import type { DobbmFacts } from './scoring';
import { readDobbmSettings } from './settings';

/** Dobbm's session state, what its session rules fold hand by hand: the dealer, the running money, and the Mußrunde (DO-SESS-1). */
export interface DobbmSessionState {
  players: number;
  dealer: Seat;
  settings: Settings;
  totals: number[];
  hands: number;
  /** Deals of the Mußrunde still to play; null while the session runs normally. */
  mussLeft: number | null;
  over: boolean;
}

/** DO-DEAL-2: the first dealer is chosen at random (from a seed the table supplies). */
export function firstDealer(players: number, seed: Seed): Seat {
  return nextInt(rngFromSeed(seed), players);
}

const round2 = (x: number) => Math.round(x * 100) / 100 + 0;

export const session: SessionRules<DobbmSessionState, DobbmFacts> = {
  // The Mußrunde.
  facts: { mussrunde: 'boolean', mussDeal: 'number' },
  start(players, firstDealer, settings) {
    return { players, dealer: firstDealer, settings: { ...settings }, totals: new Array<number>(players).fill(0), hands: 0, mussLeft: null, over: false };
  },
  nextHand(sess): HandContext | null {
    if (sess.over) return null;
    const ctx: HandContext = { players: sess.players, dealer: sess.dealer, settings: { ...sess.settings } };
    if (sess.mussLeft !== null) ctx.session = { mussrunde: true, mussDeal: sess.players - sess.mussLeft + 1 };
    return ctx;
  },
  afterHand(sess, facts: DobbmFacts, score: HandScore) {
    const totals = sess.totals.map((t, i) => round2(t + (score.deltas[i] ?? 0)));
    let dealer: Seat;
    if (sess.mussLeft !== null)
      dealer = (sess.dealer + 1) % sess.players; // DO-SESS-1: the deal passes left.
    else if (facts.outcome === 'thrown-in')
      dealer = sess.players === 5 ? (sess.dealer + 1) % 5 : sess.dealer; // DO-BID-2
    else dealer = facts.declarer ?? sess.dealer; // DO-DEAL-2: the declarer deals next.
    let mussLeft = sess.mussLeft;
    let over = sess.over;
    if (mussLeft !== null) {
      mussLeft--;
      if (mussLeft <= 0) over = true;
    }
    return { ...sess, totals, dealer, hands: sess.hands + 1, mussLeft, over };
  },
  totals: (sess) => sess.totals.slice(),
  callEnd(sess) {
    if (sess.over || sess.mussLeft !== null) return sess;
    // DO-SESS-1: with the Mußrunde on, one forced deal per player follows; otherwise the session ends now.
    if (readDobbmSettings(sess.settings).mussrunde) return { ...sess, mussLeft: sess.players };
    return { ...sess, over: true };
  },
  // Totals are already Schilling.
  settlement: (sess) => settleBalances(sess.totals)
};
