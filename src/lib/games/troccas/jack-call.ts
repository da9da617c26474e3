import { addInPlace, has, removeInPlace } from '../../engine/card-set';
import { BUOB, BUOB_SCHE, NO_CALL, TAKE } from './actions';
import { collect, afterTake, trickWinner } from './play';
import { CAVALIER, FOOL, JACK, KING, QUEEN } from './cards';
import { CALL_RESULT, E, log } from './events';
import { jackCallAllowed } from './seats';
import type { TroccasState } from './state';

/**
 * TR-4-12, TR-4-13 the jack call ("buob", "buob, sche") and TR-4-14's take-back: both change a
 * trick after it is complete, so both are actions of their own in the log.
 */

/**
 * TR-4-12: on a suit's first lead, with its king in the trick and its jack neither in the trick
 * nor played before, the trick winner may call for the jack. open: the caller is the trick winner.
 */
export function callEligible(s: TroccasState): boolean {
  if (!jackCallAllowed(s.players) || !s.firstLead || s.led < 0 || s.led > 3) return false;
  const king = (s.led << 5) | KING;
  const jack = (s.led << 5) | JACK;
  let kingIn = false;
  for (let i = 1; i < s.trick.length; i += 2) {
    if (s.trick[i] === jack) return false;
    if (s.trick[i] === king) kingIn = true;
  }
  return kingIn && !has(s.gone, jack);
}

/** A winner holding the jack himself has nothing to call for. */
export function callLegal(s: TroccasState, out: Uint16Array): number {
  const jack = (s.led << 5) | JACK;
  if (has(s.hands[s.winner], jack)) {
    out[0] = NO_CALL;
    return 1;
  }
  out[0] = BUOB;
  out[1] = BUOB_SCHE;
  out[2] = NO_CALL;
  return 3;
}

export function applyCall(s: TroccasState, a: number): void {
  if (a === NO_CALL) {
    log(s, s.winner, E.NO_CALL);
    collect(s);
    return;
  }
  log(s, s.winner, E.CALL, a === BUOB_SCHE ? 1 : 0);
  const suit = s.led;
  const jack = (suit << 5) | JACK;
  let holder = -1;
  for (let seat = 0; seat < s.players; seat++) if (has(s.hands[seat], jack)) holder = seat;
  // Whatever happens, everyone now knows where the jack is.
  addInPlace(s.known, jack);
  if (holder < 0) {
    // TR-4-12 exception 1: the jack lies in the scart; the call has no effect.
    log(s, -1, E.CALL_RESULT, CALL_RESULT.IN_SCART, jack);
    collect(s);
    return;
  }
  let idx = -1;
  for (let i = 0; i < s.trick.length; i += 2) if (s.trick[i] === holder) idx = i;
  const played = s.trick[idx + 1];
  if (played === FOOL) {
    // TR-4-12 exception 2: he played the Fool; he keeps the jack and the Fool stays played.
    log(s, holder, E.CALL_RESULT, CALL_RESULT.FOOL, jack);
  } else if (a === BUOB_SCHE && played >> 5 === suit && ((played & 31) === QUEEN || (played & 31) === CAVALIER)) {
    // TR-4-13: "buob, sche" spares a holder who played the queen or cavalier.
    log(s, holder, E.CALL_RESULT, CALL_RESULT.QUEEN_OR_CAVALIER, played);
  } else {
    s.trick[idx + 1] = jack;
    s.moves.push(holder, jack, holder, -1 - played);
    removeInPlace(s.hands[holder], jack);
    addInPlace(s.hands[holder], played);
    addInPlace(s.known, played);
    removeInPlace(s.gone, played);
    addInPlace(s.gone, jack);
    log(s, holder, E.CALL_RESULT, CALL_RESULT.SWAPPED, played);
    s.winner = trickWinner(s.trick, s.led);
  }
  collect(s);
}

/** TR-4-14: the numerals of the suit played by others, which the king+jack player may take. */
export function takeLegal(s: TroccasState, out: Uint16Array): number {
  let n = 0;
  for (let i = 0; i < s.trick.length; i += 2) {
    const c = s.trick[i + 1];
    if (s.trick[i] !== s.kjSeat && c >> 5 === s.led && (c & 31) <= 9) out[n++] = TAKE + c;
  }
  return n;
}

export function applyTake(s: TroccasState, a: number): void {
  const c = a - TAKE;
  let i = 1;
  while (s.trick[i] !== c) i += 2;
  s.trick.splice(i - 1, 2);
  s.moves.push(s.kjSeat, -1 - c);
  addInPlace(s.hands[s.kjSeat], c);
  addInPlace(s.known, c);
  removeInPlace(s.gone, c);
  log(s, s.kjSeat, E.TAKE, c);
  s.phase = 'play';
  afterTake(s);
}
