import type { Action, Seat } from '../../engine/game';
import { addInPlace } from '../../engine/card-set';
import { sortByScore } from '../../engine/fast';
import { HELD, keyAdd, keySuit, keyStart } from '../../engine/position-key';
import { BID_NAMES, EXCUSE, PAGAT, TRUMP, UNIT, VALUES } from './constants';
import { bidderSidePoints, seatPoints } from './scoring';
import { targetPoints, totalPoints } from './settings';
import { trickStart, type TroggenState } from './state';

/**
 * Troggen's hooks for the exact solver (bots/solver.ts; the solver's part of
 * engine/searchable.ts): undo, the position key and progress, equivalent cards, move order and payoff
 * bounds. All of them read the card play only: the solver starts in it and never leaves it.
 */

const inTrick = (s: TroggenState): number => s.played - trickStart(s);

// ---------------------------------------------------------------- undo

/**
 * What the end of each trick changed that the state keeps no record of (the Excuse and a
 * zero-point card moved between piles, a debt owed or paid, TG-PLAY-4), kept by `keepForUndo`
 * before the trick's last card: per trick number, the piles and a few numbers as they were. By
 * trick number, not on a stack: along one line of play each trick ends once, and a search takes a
 * trick's end back before it ends that trick another way.
 */
const KEPT_NUMBERS = 6;
const KEPT = KEPT_NUMBERS + 6 * 6;
const kept = new Int32Array(32 * KEPT);

/** Before `a` is applied to `s` by a search that will take it back: keeps what a trick's end changes. */
export function keepForUndo(s: TroggenState): void {
  if (s.phase !== 'play' || inTrick(s) !== s.players - 1) return;
  const at = s.tricksPlayed * KEPT;
  kept[at] = s.bidderLastCard;
  kept[at + 1] = s.events.length;
  kept[at + 2] = s.debtor;
  kept[at + 3] = s.creditor;
  kept[at + 4] = s.lastWinner;
  kept[at + 5] = s.leader;
  for (let seat = 0; seat < s.players; seat++) for (let slot = 0; slot < 6; slot++) kept[at + KEPT_NUMBERS + seat * 6 + slot] = s.piles[seat][slot];
}

/**
 * Reverts `applyInPlace(s, a)` for a card of the play (`keepForUndo` having been asked before it):
 * a trick it ended is restored from what was kept, then the card goes back to its player's hand
 * and out of the trick, and the called king's news is taken back (the shown voids and the view's
 * history are worked out from the plays, so they follow).
 */
export function undo(s: TroggenState, a: Action): void {
  let eventsKept = false;
  if (s.played > 0 && s.played === s.tricksPlayed * s.players) {
    const at = --s.tricksPlayed * KEPT;
    s.bidderLastCard = kept[at];
    s.events.length = kept[at + 1];
    s.debtor = kept[at + 2];
    s.creditor = kept[at + 3];
    s.lastWinner = kept[at + 4];
    s.leader = kept[at + 5];
    for (let seat = 0; seat < s.players; seat++) for (let slot = 0; slot < 6; slot++) s.piles[seat][slot] = kept[at + KEPT_NUMBERS + seat * 6 + slot];
    s.tricksWon[s.winners.pop()!]--;
    s.phase = 'play';
    eventsKept = true;
  }
  const i = --s.played;
  const seat = s.playSeats[i];
  s.plays[i] = -1;
  s.playSeats[i] = -1;
  addInPlace(s.hands[seat], a);
  s.toAct = seat;
  // A card is played once: the called king played now is what made `kingPlayed` true.
  if (a === s.calledKing) {
    s.kingPlayed = false;
    if (!eventsKept) s.events.pop();
  }
}

/** The bidder and the partner (TG-BID-3), who share one result; nobody in a Misère. */
const onBidderSide = (s: TroggenState, seat: Seat): boolean => s.bidder >= 0 && (seat === s.bidder || seat === s.partner);

/** Whether a seat's pile holds a zero-point card (what an Excuse exchange or a debt pays with, TG-PLAY-4). */
function hasZero(pile: readonly number[]): boolean {
  for (let suit = 0; suit < 5; suit++) {
    let w = pile[suit];
    while (w !== 0) {
      const low = w & -w;
      if (VALUES[(suit << 5) | (31 - Math.clz32(low))] === 0) return true;
      w ^= low;
    }
  }
  return false;
}

/**
 * At the start of a trick: who leads, whether the called king is out (TG-PLAY-6: the Excuse
 * exchange between partners), the Excuse's debt, which piles can pay a zero-point card, and each
 * suit as the sequence of its cards still in hands, lowest first, each as its holder and worth
 * (the Pagat marked: TG-SCORE-2 names it). A Misère keys every seat's points (TG-MIS-2 ranks
 * them); a contract keys none: the bidder's side's points are `progress`. Inside a trick: none.
 */
export function positionKey(s: TroggenState): boolean {
  if (inTrick(s) !== 0 || s.phase !== 'play') return false;
  keyStart();
  keyAdd(s.leader);
  keyAdd((s.kingPlayed ? 1 : 0) + 2 * (s.debtor + 1) + 16 * (s.creditor + 1));
  let zeros = 0;
  for (let seat = 0; seat < s.players; seat++) if (hasZero(s.piles[seat])) zeros |= 1 << seat;
  keyAdd(zeros);
  if (s.bidder < 0) for (let seat = 0; seat < s.players; seat++) keyAdd(seatPoints(s, seat));
  const h = s.hands;
  for (let suit = 0; suit < 6; suit++) {
    for (let seat = 0; seat < s.players; seat++) HELD[seat] = h[seat][suit];
    // Holder and worth (0 to 4), the Pagat as worth 5.
    keySuit(HELD, s.players, suit, VALUES, 6, PAGAT, 5);
  }
  return true;
}

/**
 * The bidder's side's points so far (tricks and card points, TG-CARD-2): with the same cards left,
 * more of them means as many or more at the end, and the bidder and partner gain by it while the
 * defenders' stakes are paid either way (TG-SCORE-1). A Misère keys the points: 0.
 */
export function progress(s: TroggenState, seat: Seat): number {
  if (s.bidder < 0) return 0;
  const p = bidderSidePoints(s);
  return onBidderSide(s, seat) ? p : -p;
}

/** Cards of `suit` still in play: every hand's and the trick's. */
function inPlay(s: TroggenState, suit: number): number {
  let w = 0;
  for (let seat = 0; seat < s.players; seat++) w |= s.hands[seat][suit];
  for (let i = trickStart(s); i < s.played; i++) if (s.plays[i] >> 5 === suit) w |= 1 << (s.plays[i] & 31);
  return w;
}

/**
 * Keeps the lowest card of each run of the mover's legal cards adjacent in one suit, of equal worth,
 * with no card between them still in play: each wins and loses against the same cards and scores
 * the same. The Pagat (TG-SCORE-2) is never grouped. `legalInto` lists cards ascending within a suit.
 */
export function dropEquivalent(s: TroggenState, out: Uint16Array, n: number): number {
  let kept = 0;
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const c = out[i];
    if (prev >= 0 && c >> 5 === prev >> 5 && c !== PAGAT && prev !== PAGAT && VALUES[c] === VALUES[prev]) {
      const between = ((1 << (c & 31)) - 1) & ~((2 << (prev & 31)) - 1);
      if ((inPlay(s, c >> 5) & between) === 0) {
        prev = c;
        continue;
      }
    }
    prev = c;
    out[kept++] = c;
  }
  return kept;
}

/** TG-CARD-1: `c`'s strength in a trick led in `led` (-1 never wins). */
const strength = (c: number, led: number): number => (c === EXCUSE ? -1 : c >> 5 === TRUMP ? 100 + (c & 31) : c >> 5 === led ? c & 31 : -1);

const SCORES = new Float64Array(80);

/**
 * Likeliest best first: the leader tries its sure winners (the highest card still in play in a
 * suit), then low cards; a follower whose side holds the trick gives points, one whose side is
 * losing it wins as cheaply as it can (the last to play with its most valuable winner), else
 * throws its cheapest card. In a Misère everyone plays alone and ducks: lowest cards first. The
 * Excuse goes where the trick is lost. Sides as the solver has them are not known here: the
 * bidder and partner against the rest.
 */
export function orderMoves(s: TroggenState, out: Uint16Array, n: number): void {
  const start = trickStart(s);
  const count = s.played - start;
  const mover = s.toAct;
  const misere = s.bidder < 0;
  const ours = (seat: Seat): boolean => !misere && onBidderSide(s, seat) === onBidderSide(s, mover);
  let led = -1;
  for (let i = start; i < s.played && led < 0; i++) if (s.plays[i] !== EXCUSE) led = s.plays[i] >> 5;
  let best = -1;
  let bestStrength = -1;
  for (let i = start; i < s.played; i++) {
    const st = strength(s.plays[i], led);
    if (st > bestStrength) {
      bestStrength = st;
      best = i;
    }
  }
  const bestIsOurs = best >= 0 && ours(s.playSeats[best]);
  const last = count === s.players - 1;
  for (let i = 0; i < n; i++) {
    const c = out[i];
    const v = VALUES[c];
    const rank = (c & 31) / 64;
    let score: number;
    if (c === EXCUSE) score = bestIsOurs ? 10 : 35;
    else if (misere) score = (count === 0 ? 20 : strength(c, led) > bestStrength ? 10 : 30) - v - rank;
    else if (count === 0) score = (inPlay(s, c >> 5) & ~((2 << (c & 31)) - 1)) === 0 ? 50 + v : 20 - v - rank;
    else if (strength(c, led < 0 ? c >> 5 : led) > bestStrength) score = bestIsOurs ? 5 - rank : 40 + (last ? v : 0) - rank;
    else score = bestIsOurs ? 30 + v : 20 - v - rank;
    SCORES[i] = score;
  }
  sortByScore(out, SCORES, n);
}

/**
 * At the start of a trick of a contract: the bidder's side ends with at least the points it has
 * (an Excuse exchange pays with a zero-point card, TG-PLAY-4) and at most the hand's total less the
 * defenders'; once that settles the contract (TG-SCORE-1) the stake and pot are settled, and only
 * the last trick's Pagat and king payments (2 from or to each of up to n−1 players, each) remain.
 * A Misère ranks every seat: no bounds.
 */
export function payoffRange(s: TroggenState, seat: Seat, out: Float64Array): void {
  out[0] = -Infinity;
  out[1] = Infinity;
  if (s.bidder < 0 || s.phase !== 'play' || inTrick(s) !== 0) return;
  const lo = bidderSidePoints(s);
  let defenders = 0;
  for (let p = 0; p < s.players; p++) if (!onBidderSide(s, p)) defenders += seatPoints(s, p);
  const hi = totalPoints(s.players) - defenders;
  const target = targetPoints(s.players, s.settings);
  const won = lo >= target;
  if (!won && hi >= target) return;
  const n = s.players;
  const unit = UNIT[BID_NAMES[s.high - 1]];
  // The settled part (TG-BID-2, TG-SCORE-1, TG-SCORE-4): stakes in, the pot to the bidder's side.
  let base: number;
  const pot = s.pot + unit * (n - 1) + unit * (n - 1);
  if (!won) base = seat === s.bidder ? -unit * (n - 1) : -unit;
  else if (seat === s.bidder || seat === s.partner) {
    // The partner's share depends on a setting: both ends of it bound the two results.
    const shareMost = unit + Math.round((pot - unit) / 3);
    const shareLeast = unit + Math.round(s.pot / 3);
    const hasPartner = s.partner >= 0 && s.partner !== s.bidder;
    if (seat === s.bidder) {
      const stake = unit * (n - 1);
      out[0] = pot - (hasPartner ? Math.max(shareMost, shareLeast) : 0) - stake - 4 * (n - 1);
      out[1] = pot - (hasPartner ? Math.min(shareMost, shareLeast) : 0) - stake + 4 * (n - 1);
    } else {
      out[0] = Math.min(shareMost, shareLeast) - unit - 4;
      out[1] = Math.max(shareMost, shareLeast) - unit + 4;
    }
    return;
  } else base = -unit;
  const swing = seat === s.bidder ? 4 * (n - 1) : 4;
  out[0] = base - swing;
  out[1] = base + swing;
}
