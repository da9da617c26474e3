import type { HandScore, Seat, Settings } from '../../engine/game';
import type { SessionRules } from '../../engine/session';
import { settleBalances } from '../../engine/settle';
import { readToySettings } from './settings';
import type { ToyFacts } from './game';

/**
 * The toy game's session state, what its session rules fold hand by hand: the deal passes clockwise, points add up, and after the hands the
 * setting names it is over; money is points × stake.
 */
export interface ToySessionState {
  players: number;
  settings: Settings;
  dealer: Seat;
  totals: number[];
  /** Hands played so far. */
  played: number;
}

export const session: SessionRules<ToySessionState, ToyFacts> = {
  facts: {},
  start: (players, firstDealer, settings) => ({
    players,
    settings: { ...settings },
    dealer: firstDealer,
    totals: new Array<number>(players).fill(0),
    played: 0
  }),
  // TOY-SESS-1: the session ends after the number of hands its setting names.
  nextHand: (sess) =>
    sess.played >= readToySettings(sess.settings).hands ? null : { players: sess.players, dealer: sess.dealer, settings: { ...sess.settings } },
  afterHand: (sess, _facts, score: HandScore) => ({
    ...sess,
    dealer: (sess.dealer + 1) % sess.players,
    played: sess.played + 1,
    totals: sess.totals.map((t, i) => t + (score.deltas[i] ?? 0))
  }),
  totals: (sess) => sess.totals.slice(),
  settlement: (sess, stake) => settleBalances(sess.totals.map((t) => t * stake))
};
