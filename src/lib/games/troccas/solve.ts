import type { Seat } from '../../engine/game';
import { sortByScore } from '../../engine/fast';
import { HELD, keyAdd, keySuit, keyStart } from '../../engine/position-key';
import { TRUMP } from '../../engine/cards';
import { KING_JACK, KNOCK, PLAY } from './actions';
import { FOOL, JACK, VALUES } from './cards';
import { countingFor, pilePoints, setValue, target } from './count';
import { trickRank } from './play';
import { sideCount, sideOf } from './seats';
import type { Phase, TroccasState } from './state';

/**
 * Troccas's hooks for the exact solver (bots/solver.ts; the solver's part of
 * engine/searchable.ts): undo, the position key and progress, equivalent cards, move order and payoff
 * bounds. All of them read the card play only: the solver starts in it and never leaves it.
 */

// ---------------------------------------------------------------- undo

/**
 * What an action of the play may change, kept by `keepForUndo` before it and put back by `undo`:
 * a trick's end can take a card back, swap a card for the called jack, move the Fool's 1-point
 * card between the ordered piles or settle its debt, none of which the state records how to move
 * back. So the keeper copies what the rules touch (hands, the trick, a dozen numbers; the piles
 * only before an action that can end the trick) into buffers used again and again, which costs
 * far less than `clone` (no new arrays, and not the hand's long logs), and the logs are cut back
 * to their length. A stack: the solver takes back its actions in the reverse order.
 */
interface Kept {
  numbers: Int32Array;
  phase: Phase;
  trick: number[];
  piles: number[][];
  pilesKept: boolean;
}
const KEPT: Kept[] = [];
let kept = 0;

export function keepForUndo(s: TroccasState): void {
  const k = (KEPT[kept++] ??= { numbers: new Int32Array(128), phase: 'play', trick: [], piles: [], pilesKept: false });
  const n = k.numbers;
  n[0] = s.toAct;
  n[1] = s.led;
  n[2] = s.suitsLed;
  n[3] = s.firstLead ? 1 : 0;
  n[4] = s.played;
  n[5] = s.kjSeat;
  n[6] = s.winner;
  n[7] = s.trumpsPlayed;
  n[8] = s.knockFor;
  n[9] = s.knockClosed;
  n[10] = s.knocked ? 1 : 0;
  n[11] = s.leader;
  n[12] = s.foolDebtor;
  n[13] = s.foolCreditor;
  n[14] = s.actions.length;
  n[15] = s.events.length;
  n[16] = s.history.length;
  n[17] = s.moves.length;
  let i = 18;
  for (let slot = 0; slot < 6; slot++) {
    n[i++] = s.gone[slot];
    n[i++] = s.known[slot];
  }
  for (let seat = 0; seat < s.players; seat++) {
    const h = s.hands[seat];
    for (let slot = 0; slot < 6; slot++) n[i++] = h[slot];
    n[i++] = s.voids[seat];
    n[i++] = s.tricksWon[seat];
  }
  k.phase = s.phase;
  k.trick.length = 0;
  for (let j = 0; j < s.trick.length; j++) k.trick.push(s.trick[j]);
  // Only the trick's last card, a take-back or a call can end a trick and touch the piles.
  k.pilesKept = s.phase !== 'play' || s.played === s.players - 1;
  if (k.pilesKept)
    for (let side = 0; side < s.piles.length; side++) {
      const copy = (k.piles[side] ??= []);
      const pile = s.piles[side];
      copy.length = 0;
      for (let j = 0; j < pile.length; j++) copy.push(pile[j]);
    }
}

/** Reverts the action applied since the last `keepForUndo`, from what it kept. */
export function undo(s: TroccasState): void {
  const k = KEPT[--kept];
  const n = k.numbers;
  s.toAct = n[0];
  s.led = n[1];
  s.suitsLed = n[2];
  s.firstLead = n[3] === 1;
  s.played = n[4];
  s.kjSeat = n[5];
  s.winner = n[6];
  s.trumpsPlayed = n[7];
  s.knockFor = n[8];
  s.knockClosed = n[9];
  s.knocked = n[10] === 1;
  s.leader = n[11];
  s.foolDebtor = n[12];
  s.foolCreditor = n[13];
  s.actions.length = n[14];
  s.events.length = n[15];
  s.history.length = n[16];
  s.moves.length = n[17];
  let i = 18;
  for (let slot = 0; slot < 6; slot++) {
    s.gone[slot] = n[i++];
    s.known[slot] = n[i++];
  }
  for (let seat = 0; seat < s.players; seat++) {
    const h = s.hands[seat];
    for (let slot = 0; slot < 6; slot++) h[slot] = n[i++];
    s.voids[seat] = n[i++];
    s.tricksWon[seat] = n[i++];
  }
  s.phase = k.phase;
  s.trick.length = 0;
  for (let j = 0; j < k.trick.length; j++) s.trick.push(k.trick[j]);
  if (k.pilesKept)
    for (let side = 0; side < s.piles.length; side++) {
      const copy = k.piles[side];
      const pile = s.piles[side];
      pile.length = 0;
      for (let j = 0; j < copy.length; j++) pile.push(copy[j]);
    }
}

/** A position at the start of a trick, with nothing pending (no take-back, no call). */
const atTrickStart = (s: TroccasState): boolean => s.phase === 'play' && s.played === 0;

/** The values of a pile added up (TR-CARD-3). */
function pileSum(pile: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < pile.length; i++) sum += VALUES[pile[i]];
  return sum;
}

/** The least value in a pile (0 when empty): what the Fool's exchange pays with (TR-4-10). */
function pileLow(pile: readonly number[]): number {
  let low = 0;
  for (let i = 0; i < pile.length; i++) if (low === 0 || VALUES[pile[i]] < low) low = VALUES[pile[i]];
  return low;
}

/**
 * At the start of a trick: who leads, the Fool's debt, which plain suits have been led (TR-4-12,
 * TR-4-14 look at a suit's first lead) and which jacks are gone (TR-4-12's call), per side the
 * number of cards and of tricks it has won (counting in groups, TR-CARD-4; a side with every trick
 * or none, TR-4-10) and its pile's least value (the Fool's exchange), and each suit as the
 * sequence of its cards still in hands, lowest first, each as its holder and worth (a plain suit's
 * king, queen, cavalier and jack each have their own worth, so the calls still know them). The
 * points won are `progress`. Knocking (TR-4-16) changes nothing that is scored and is not keyed.
 */
export function positionKey(s: TroccasState): boolean {
  if (!atTrickStart(s)) return false;
  let jacksGone = 0;
  for (let suit = 0; suit < 4; suit++) if (s.gone[suit] & (1 << JACK)) jacksGone |= 1 << suit;
  keyStart();
  keyAdd(s.leader);
  keyAdd(s.foolDebtor + 1);
  keyAdd(s.foolCreditor + 1);
  keyAdd(s.suitsLed);
  keyAdd(jacksGone);
  const sides = sideCount(s.players);
  for (let side = 0; side < sides; side++) {
    let tricks = 0;
    for (let seat = 0; seat < s.players; seat++) if (sideOf(seat, s.players) === side) tricks += s.tricksWon[seat];
    keyAdd(s.piles[side].length);
    keyAdd(tricks);
    keyAdd(pileLow(s.piles[side]));
  }
  const h = s.hands;
  for (let suit = 0; suit < 6; suit++) {
    for (let seat = 0; seat < s.players; seat++) HELD[seat] = h[seat][suit];
    keySuit(HELD, s.players, suit, VALUES, 6);
  }
  return true;
}

/**
 * The values in `seat`'s side's pile: with the same key (the same cards left, as many cards and
 * tricks taken) more of them means more card points at the end, and a side's result is its card
 * points less its target (TR-4-15, TR-3-2, TR-5-1).
 */
export function progress(s: TroccasState, seat: Seat): number {
  return pileSum(s.piles[sideOf(seat, s.players)]);
}

/** Cards of slot `suit` still in play: every hand's and the trick's. */
function inPlay(s: TroccasState, suit: number): number {
  let w = 0;
  for (let seat = 0; seat < s.players; seat++) w |= s.hands[seat][suit];
  for (let i = 1; i < s.trick.length; i += 2) if (s.trick[i] >> 5 === suit) w |= 1 << (s.trick[i] & 31);
  return w;
}

/**
 * Drops the knock (TR-4-16: it announces, changes no card and no score, and the same player then
 * plays), and keeps the lowest card of each run of the mover's legal cards adjacent in one suit, of
 * equal worth, with no card between them still in play: each wins and loses against the same cards
 * and scores the same. Only card plays are grouped; `legalInto` lists them ascending within a suit.
 */
export function dropEquivalent(s: TroccasState, out: Uint16Array, n: number): number {
  let kept = 0;
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const a = out[i];
    if (a === KNOCK && n > 1) continue;
    const c = a < KING_JACK && a !== FOOL ? a - PLAY : -1;
    if (c >= 0 && prev >= 0 && c >> 5 === prev >> 5 && VALUES[c] === VALUES[prev]) {
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

const SCORES = new Float64Array(80);

/**
 * Likeliest best first: the leader tries its sure winners (the highest card still in play in a
 * suit) and king with jack, then low cards; a follower whose side holds the trick gives points,
 * one whose side is losing it wins as cheaply as it can (the last to play with its most valuable
 * winner), else throws its cheapest card; the Fool where the trick is lost; the knock last.
 */
export function orderMoves(s: TroccasState, out: Uint16Array, n: number): void {
  if (s.phase !== 'play') return;
  const mover = s.toAct;
  const side = sideOf(mover, s.players);
  const led = s.led;
  let bestRank = -1;
  let bestIsOurs = false;
  for (let i = 0; i < s.trick.length; i += 2) {
    const r = trickRank(s.trick[i + 1], led);
    if (r > bestRank) {
      bestRank = r;
      bestIsOurs = sideOf(s.trick[i], s.players) === side;
    }
  }
  const last = s.played === s.players - 1;
  for (let i = 0; i < n; i++) {
    const a = out[i];
    let score: number;
    if (a === KNOCK) score = -100;
    else if (a >= KING_JACK) score = 45;
    else if (a === FOOL) score = bestIsOurs ? 10 : 35;
    else {
      const c = a - PLAY;
      const v = VALUES[c];
      const rank = (c & 31) / 64;
      if (s.played === 0) score = (inPlay(s, c >> 5) & ~((2 << (c & 31)) - 1)) === 0 ? 50 + v : 20 - v - rank;
      else if (trickRank(c, led < 0 ? c >> 5 : led) > bestRank) score = bestIsOurs ? 5 - rank : 40 + (last ? v : 0) - rank;
      else score = bestIsOurs ? 30 + v : 20 - v - rank - (c >> 5 === TRUMP ? 1 : 0);
    }
    SCORES[i] = score;
  }
  sortByScore(out, SCORES, n);
}

/**
 * At the start of a trick: `seat`'s side ends with at least the points of its pile as it is
 * (cards are only added; the Fool's exchange swaps a 1-point card for the Fool, worth 5) and at
 * most those of its pile with every card still in a hand, the scart, and one more card of worth 5
 * (a card paid for the other side's Fool); in groups each added card, worth at least 1, takes off
 * at most 1 (TR-CARD-4), so adding cards never lowers the count. Its result is that less its
 * target (TR-4-15, TR-3-2, TR-5-1).
 */
export function payoffRange(s: TroccasState, seat: Seat, out: Float64Array): void {
  out[0] = -Infinity;
  out[1] = Infinity;
  if (!atTrickStart(s)) return;
  const counting = countingFor(s.players, s.settings);
  const side = sideOf(seat, s.players);
  const pile = s.piles[side];
  let sum = setValue(s.scart) + 5;
  let count = 1;
  for (let p = 0; p < s.players; p++) sum += setValue(s.hands[p]);
  for (let slot = 0; slot < 6; slot++) {
    let w = s.scart[slot];
    for (let p = 0; p < s.players; p++) w |= s.hands[p][slot];
    while (w !== 0) {
      w &= w - 1;
      count++;
    }
  }
  // Counted as one pile of all of them (`pilePoints` with the extra cards as its second part),
  // and singly without the scart's deduction.
  const hi = counting === 'singly' ? pileSum(pile) + sum : pilePoints(pile, sum, count, counting);
  const t = target(s.players, counting, side === sideOf(s.dealer, s.players));
  out[0] = pilePoints(pile, 0, 0, counting) - t;
  out[1] = hi - t;
}
