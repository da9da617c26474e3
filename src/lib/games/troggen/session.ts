import type { HandContext, HandScore, Seat, Settings } from '../../engine/game';
import type { SessionRules } from '../../engine/session';
import { settleBalances, type Transfer } from '../../engine/settle';
import { nextSeat } from './constants';
import type { TroggenFacts } from './scoring';

/**
 * Troggen's session state, what its session rules fold hand by hand (TG-DEAL-1, TG-DEAL-3, TG-SESS-1 and the pot of TG-BID-2,
 * TG-SCORE-1, TG-SCORE-4, TG-MIS-2). The pot lives here, not in a hand: each hand gets the pot
 * carried over in HandContext.session.pot and reports its movements in HandScore.extra.
 */
export interface TroggenSessionState {
  players: number;
  settings: Settings;
  /** Dealer of the next hand. */
  dealer: Seat;
  hands: number;
  /** Each seat's net jeton change so far (pot payments included). */
  totals: number[];
  /** Jetons on the table now. */
  pot: number;
  /** Who paid the jetons now in the pot (TG-SESS-1: returned to them if the session ends). */
  potShares: number[];
  ended: boolean;
}

export function start(players: number, firstDealer: Seat, settings: Settings): TroggenSessionState {
  return {
    players,
    settings: { ...settings },
    dealer: firstDealer,
    hands: 0,
    totals: new Array(players).fill(0),
    pot: 0,
    potShares: new Array(players).fill(0),
    ended: false
  };
}

/** TG-DEAL-3: the first dealer is agreed at the table; the app may draw one from a seed. */
export function drawFirstDealer(players: number, u32: number): Seat {
  return (u32 >>> 0) % players;
}

export function nextHand(sess: TroggenSessionState): HandContext | null {
  if (sess.ended) return null;
  return { players: sess.players, dealer: sess.dealer, settings: { ...sess.settings }, session: { pot: sess.pot, hand: sess.hands + 1 } };
}

function num(x: unknown, fallback: number): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : fallback;
}

export function afterHand(sess: TroggenSessionState, _facts: TroggenFacts, score: HandScore): TroggenSessionState {
  const n = sess.players;
  const extra = score.extra ?? {};
  const potIn = num(extra.potIn, 0);
  const potTaken = num(extra.potTaken, 0);
  const paidIn = Array.isArray(extra.paidIn) ? (extra.paidIn as number[]) : new Array(n).fill(0);
  const pot = sess.pot + potIn - potTaken;
  return {
    ...sess,
    // TG-DEAL-1: the player at the dealer's right deals next.
    dealer: nextSeat(sess.dealer, n),
    hands: sess.hands + 1,
    totals: sess.totals.map((t, i) => t + (score.deltas[i] ?? 0)),
    pot,
    // A won hand empties the pot; otherwise what each paid in stays on the table.
    potShares: potTaken > 0 ? new Array(n).fill(0) : sess.potShares.map((p, i) => p + (paidIn[i] ?? 0)),
    ended: sess.ended
  };
}

export function callEnd(sess: TroggenSessionState): TroggenSessionState {
  return { ...sess, ended: true };
}

/** TG-SESS-1 (open, default): a pot left at the end goes back to those who paid it in. */
export function finalTotals(sess: TroggenSessionState): number[] {
  return sess.totals.map((t, i) => t + sess.potShares[i]);
}

/** Transfers that settle the final totals (in money: jetons × stake); they add up to zero. */
export function settlement(sess: TroggenSessionState, stake: number): Transfer[] {
  return settleBalances(finalTotals(sess).map((t) => t * stake));
}

export const troggenSessionRules: SessionRules<TroggenSessionState, TroggenFacts> = {
  // The pot and the hand's number.
  facts: { pot: 'number', hand: 'number' },
  start,
  nextHand,
  afterHand,
  totals: (s) => s.totals.slice(),
  callEnd,
  settlement
};
