import type { HandScore, Seat, SessionRules, Settings } from './game';

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
