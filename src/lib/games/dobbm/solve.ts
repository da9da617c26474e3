import type { Action, Seat } from '../../engine/game';
import { ranksAbove } from '../../engine/card-set';
import { sortByScore } from '../../engine/fast';
import { HELD, keyAdd, keySuit, keyStart } from '../../engine/position-key';
import { PLAY } from './actions';
import { HEARTS, VALUES, pointsOf } from './cards';
import { payoffAt } from './scoring';
import { SOLO, type DobbmState } from './state';

/**
 * Dobbm's hooks for the exact solver (bots/solver.ts; the solver's part of engine/searchable.ts):
 * undo of a card, the position key and progress, equivalent cards, move order and payoff bounds.
 * All of them read the card play only: the solver starts in it and never leaves it.
 */

/** Card points in the pack (DO-CARD-1: 30 a suit). */
const TOTAL = 120;

/** Nothing to keep before a card: `undo` takes it back from what the state records. */
export const keepForUndo = (): void => {};

/** Reverts `applyInPlace(s, a)` for the last card played. */
export function undo(s: DobbmState, a: Action): void {
  if ((s.played & 3) === 0) {
    // `a` completed a trick: take back its points, its winner and the hand's end.
    const start = s.played - 4;
    const w = s.winners[start >> 2];
    const pts = VALUES[s.plays[start]] + VALUES[s.plays[start + 1]] + VALUES[s.plays[start + 2]] + VALUES[s.plays[start + 3]];
    if (w === s.declarer) s.declPoints -= pts;
    else s.defPoints -= pts;
    s.tricksWon[w]--;
    s.winners[start >> 2] = -1;
    s.leader = s.playSeats[start];
    s.phase = 'play';
  }
  const at = --s.played;
  const c = a - PLAY;
  const seat = s.playSeats[at];
  s.plays[at] = -1;
  s.playSeats[at] = -1;
  s.hands[seat][c >> 5] |= 1 << (c & 31);
  s.toAct = seat;
}

/**
 * At the start of a trick: who leads, whether the declarer has a trick yet (DO-SCORE-3), and each
 * suit as the sequence of its cards still in hands, lowest first, each as its holder and worth:
 * cards already played between them no longer matter (relative ranks, as the double-dummy bridge
 * solvers key). The points taken so far are `progress`. Inside a trick: none.
 */
export function positionKey(s: DobbmState): boolean {
  // Only in the card play: a search that starts in the doubling keys its play positions with the
  // doubles said before them (the doubling itself is not keyed: a retour chain has no end).
  if ((s.played & 3) !== 0 || s.phase !== 'play') return false;
  keyStart();
  keyAdd(s.leader);
  keyAdd(s.tricksWon[s.declarer] === 0 ? 0 : 1);
  keyAdd(s.schwacher ? 1 : 0);
  keyAdd(s.retours);
  for (let suit = 0; suit < 4; suit++) {
    for (let seat = 0; seat < s.players; seat++) HELD[seat] = s.hands[seat][suit];
    keySuit(HELD, s.players, suit, VALUES, 12);
  }
  return true;
}

/**
 * The declarer's points from tricks: with the same cards left, more of them means more at the end
 * whatever is played, and the declarer's Schilling grows with its points; every other seat pays it.
 */
export function progress(s: DobbmState, seat: Seat): number {
  return seat === s.declarer ? s.declPoints : -s.declPoints;
}

/** Cards of `suit` still in play: every hand's and the trick's. */
function inPlay(s: DobbmState, suit: number): number {
  let w = 0;
  for (let seat = 0; seat < s.players; seat++) w |= s.hands[seat][suit];
  for (let i = s.played & ~3; i < s.played; i++) if (s.plays[i] >> 5 === suit) w |= 1 << (s.plays[i] & 31);
  return w;
}

/**
 * Keeps the lowest card of each run of the mover's legal cards adjacent in one suit, of equal worth,
 * with no card between them still in play (the four blanks 6 to 9 are worth nothing alike).
 * `legalInto` lists cards ascending within a suit.
 */
export function dropEquivalent(s: DobbmState, out: Uint16Array, n: number): number {
  let kept = 0;
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const a = out[i];
    const c = a - PLAY;
    if (prev >= 0 && c >> 5 === prev >> 5 && VALUES[c] === VALUES[prev]) {
      const between = ((1 << (c & 31)) - 1) & ~((2 << (prev & 31)) - 1);
      if ((inPlay(s, c >> 5) & between) === 0) {
        prev = c;
        continue;
      }
    }
    prev = c;
    out[kept++] = a;
  }
  return kept;
}

/** DO-PLAY-1: does `c` beat `best`, the card winning the trick so far (led suit `led`)? */
const beats = (c: number, best: number): boolean => (c >> 5 === best >> 5 ? c > best : c >> 5 === HEARTS);

const SCORES = new Float64Array(64);

/**
 * Likeliest best first: the leader tries its sure winners (the highest card of a suit still in
 * play), then low cards; a follower whose side holds the trick gives points, one whose side is
 * losing it wins as cheaply as it can (the last to play with its most valuable winner), else
 * throws its cheapest card.
 */
export function orderMoves(s: DobbmState, out: Uint16Array, n: number): void {
  const start = s.played & ~3;
  const inTrick = s.played & 3;
  const moverDecl = s.toAct === s.declarer;
  let best = -1;
  let bestIsOurs = false;
  for (let i = start; i < s.played; i++)
    if (best < 0 || beats(s.plays[i], best)) {
      best = s.plays[i];
      bestIsOurs = (s.playSeats[i] === s.declarer) === moverDecl;
    }
  const last = inTrick === 3;
  for (let i = 0; i < n; i++) {
    const c = out[i] - PLAY;
    const v = VALUES[c];
    const rank = (c & 31) / 64;
    let score: number;
    if (inTrick === 0) score = (inPlay(s, c >> 5) & ~((2 << (c & 31)) - 1)) === 0 ? 50 + v : 20 - v - rank;
    else if (beats(c, best)) score = bestIsOurs ? 5 - rank : 40 + (last ? v : 0) - rank;
    else score = bestIsOurs ? 30 + v : 20 - v - rank;
    SCORES[i] = score;
  }
  sortByScore(out, SCORES, n);
}

/** The points of the hearts in word `w`. */
function heartPoints(w: number): number {
  let p = 0;
  for (; w !== 0; w &= w - 1) p += VALUES[(HEARTS << 5) | (31 - Math.clz32(w & -w))];
  return p;
}

/**
 * At the start of a trick: the declarer ends with at least the points taken so far with the Dobb
 * or discard (none while it has no trick and none sure: DO-SCORE-3 may still take them all) and
 * its hearts above every defender's (each wins its trick), and at most the pack's 120 less what
 * the defenders hold and their hearts above every one of the declarer's; its Schilling grows with
 * its points.
 */
export function payoffRange(s: DobbmState, seat: Seat, out: Float64Array): void {
  out[0] = -Infinity;
  out[1] = Infinity;
  if ((s.played & 3) !== 0 || s.phase !== 'play') return;
  // The hearts of one side above every heart of the other each win their trick (DO-PLAY-1).
  let declHearts = 0;
  let defHearts = 0;
  for (let p = 0; p < s.players; p++)
    if (p === s.declarer) declHearts = s.hands[p][HEARTS];
    else defHearts |= s.hands[p][HEARTS];
  const declSure = ranksAbove(declHearts, defHearts);
  const hasTrick = s.tricksWon[s.declarer] > 0 || declSure !== 0;
  const lo = hasTrick ? s.declPoints + pointsOf(s.contract === SOLO ? s.dobb : s.discard) + heartPoints(declSure) : 0;
  const hi = TOTAL - s.defPoints - heartPoints(ranksAbove(defHearts, declHearts));
  const a = payoffAt(s, lo)[seat];
  const b = payoffAt(s, hi)[seat];
  out[0] = Math.min(a, b);
  out[1] = Math.max(a, b);
}
