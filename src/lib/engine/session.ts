import type { HandContext, HandScore, Seat, Settings } from './game';
import type { Transfer } from './settle';

/** The kind of one session fact a hand's context carries (HandContext.session). */
export type SessionFactKind = 'number' | 'boolean' | 'numbers';

/**
 * Life across hands, pure: the next dealer, Troggen's pot, Troccas's running score, session
 * endings. The scorekeeper and the table both drive a session through this.
 */
export interface SessionRules<Sess, F> {
  /**
   * The facts `nextHand` writes into a hand's context (HandContext.session), by key and kind. A hand
   * record or an entry from outside may carry only these, each of its kind (engine/session-facts.ts).
   */
  facts: Readonly<Record<string, SessionFactKind>>;
  start(players: number, firstDealer: Seat, settings: Settings): Sess;
  /** The next hand's context, or null once the session is over. */
  nextHand(sess: Sess): HandContext | null;
  /** Fold one finished hand (its facts and score) into the session. Never mutates sess. */
  afterHand(sess: Sess, facts: F, score: HandScore): Sess;
  /** Running totals per seat in the game's own unit. */
  totals(sess: Sess): number[];
  /** Any player asks to end the session (Droggn's last four deals, Dobbm's Mußrunde…). */
  callEnd?(sess: Sess): Sess;
  /** Who pays whom at the end: transfers that add up to zero. */
  settlement(sess: Sess, stake: number): Transfer[];
}

/**
 * The one fold of a session, used by the table (hands played) and the scorekeeper (hands
 * entered): a session is its start plus a sequence of steps, each a finished hand or the call to
 * end. The convention for the end, the same everywhere: the call sits between two hands (or before
 * the first), takes effect once (a second call changes nothing), and is passed to the game's
 * `callEnd`, which decides what it means (Droggn's four more deals, Dobbm's Mußrunde…).
 */
export interface SessionFold<Sess = unknown> {
  sess: Sess;
  endCalled: boolean;
}

export type SessionStep<F = unknown> = { hand: { facts: F; score: HandScore } } | 'end';

export function startSession<Sess, F>(rules: SessionRules<Sess, F>, players: number, firstDealer: Seat, settings: Settings): SessionFold<Sess> {
  return { sess: rules.start(players, firstDealer, settings), endCalled: false };
}

export function foldStep<Sess, F>(rules: SessionRules<Sess, F>, f: SessionFold<Sess>, step: SessionStep<F>): SessionFold<Sess> {
  if (step === 'end') {
    if (f.endCalled) return f;
    return { sess: rules.callEnd ? rules.callEnd(f.sess) : f.sess, endCalled: true };
  }
  return { sess: rules.afterHand(f.sess, step.hand.facts, step.hand.score), endCalled: f.endCalled };
}

export function foldSession<Sess, F>(
  rules: SessionRules<Sess, F>,
  players: number,
  firstDealer: Seat,
  settings: Settings,
  steps: Iterable<SessionStep<F>>
): SessionFold<Sess> {
  let f = startSession(rules, players, firstDealer, settings);
  for (const step of steps) f = foldStep(rules, f, step);
  return f;
}
