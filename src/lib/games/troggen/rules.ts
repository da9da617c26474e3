import { addInPlace, emptySet, has, removeInPlace, toCards, type CardSet } from '../../engine/card-set';
import type { Card } from '../../engine/cards';
import { checkAction, checkedApply, refuse, type Action, type Refusal, type Seat } from '../../engine/game';
import { assertNever, drawCard, drawFromMask, drawFromSuit, drawListed, legalFrom } from '../../engine/fast';
import type { RngState } from '../../engine/rng';
import { A_BID, A_CALL, A_DISCARD, A_PASS, EXCUSE, KING_RANK, TALON_SIZE, TRUMP, VALUES, kingOf, nextSeat } from './constants';
import { tricksPerHand } from './settings';
import {
  EV_BID,
  EV_CALL,
  EV_DEBT_PAID,
  EV_DISCARDED,
  EV_EXCUSE,
  EV_EXCUSE_LAST,
  EV_KING,
  EV_MISERE,
  EV_TALON,
  clone,
  currentTrick,
  trickStart,
  type TroggenState
} from './state';

export const toAct = (s: TroggenState): Seat | null => (s.phase === 'over' ? null : s.toAct);

/**
 * The suit a trick must follow: the first card that is not the Excuse (TG-PLAY-5); -1 if none.
 * The trick is `cards[start..end)`: a trick of its own, or the one in progress in a hand's plays.
 */
function ledSuit(cards: readonly Card[], start = 0, end = cards.length): number {
  for (let i = start; i < end; i++) if (cards[i] !== EXCUSE) return cards[i] >> 5;
  return -1;
}

/**
 * Index (from `start`) of the winning card of `cards[start..end)`: highest trump, else highest
 * card of the led suit; never the Excuse (TG-CARD-1, TG-PLAY-4).
 */
export function trickWinnerIndex(cards: readonly Card[], start = 0, end = cards.length): number {
  const led = ledSuit(cards, start, end);
  let best = -1;
  let bestKey = -1;
  for (let i = start; i < end; i++) {
    const c = cards[i];
    if (c === EXCUSE) continue;
    const suit = c >> 5;
    const key = suit === TRUMP ? 100 + (c & 31) : suit === led ? c & 31 : -1;
    if (key > bestKey) {
      bestKey = key;
      best = i - start;
    }
  }
  return best;
}

/**
 * The one suit a hand must play to the trick `trick[start..end)`, or -1 when any card goes
 * (TG-PLAY-2): follow suit; if void, trump; with neither, anything. The Excuse may always go too.
 */
function suitToPlay(hand: CardSet, trick: readonly Card[], start: number, end: number): number {
  const led = ledSuit(trick, start, end);
  if (led < 0) return -1;
  if (led !== TRUMP && hand[led] !== 0) return led;
  return hand[TRUMP] !== 0 ? TRUMP : -1;
}

/**
 * The cards of `suitToPlay`'s suit a hand may play (TG-PLAY-3): a trump must beat the trick's
 * highest trump if it can, on a trump lead always, on a trumped suit lead unless
 * overtrumpOnSuitLead is off.
 */
function playableWord(hand: CardSet, only: number, trick: readonly Card[], start: number, end: number, overtrumpOnSuitLead: boolean): number {
  if (only !== TRUMP || !(overtrumpOnSuitLead || ledSuit(trick, start, end) === TRUMP)) return hand[only];
  let highTrump = 0;
  for (let i = start; i < end; i++) if (trick[i] >> 5 === TRUMP && (trick[i] & 31) > highTrump) highTrump = trick[i] & 31;
  const higher = hand[TRUMP] & ~((2 << highTrump) - 1);
  return higher !== 0 ? higher : hand[TRUMP];
}

/**
 * The cards a hand may play to a trick, written into `out` (TG-PLAY-2, TG-PLAY-3, TG-PLAY-4):
 * `suitToPlay`'s suit as `playableWord` allows it, and the Excuse always. Word by word, allocating
 * nothing: the listed actions and `playableSet` read it, the draw the same two functions.
 */
function playableInto(hand: CardSet, trick: readonly Card[], start: number, end: number, overtrumpOnSuitLead: boolean, out: CardSet): void {
  const only = suitToPlay(hand, trick, start, end);
  for (let i = 0; i < 5; i++) out[i] = only < 0 ? hand[i] : i === only ? playableWord(hand, only, trick, start, end, overtrumpOnSuitLead) : 0;
  out[5] = hand[5];
}

/** The cards a hand may play to a trick, as a new card set (for checks and tests). */
export function playableSet(hand: CardSet, trick: readonly Card[], overtrumpOnSuitLead: boolean): CardSet {
  const out = emptySet();
  playableInto(hand, trick, 0, trick.length, overtrumpOnSuitLead, out);
  return out;
}

/** TG-EXCH-1 as bit masks: a plain suit's cards but its king; the trumps but I and XXI. */
const DISCARDABLE_PLAIN = ~(1 << KING_RANK);
const DISCARDABLE_TRUMPS = ~((1 << 1) | (1 << 21));

/**
 * TG-EXCH-1 for one card: never a king or the Excuse into the talon, and a trump only when the
 * hand has nothing else to lay away (`trumpsAllowed`, the rules decision), and then never I or XXI.
 */
export function mayDiscard(c: Card, trumpsAllowed: boolean): boolean {
  const suit = c >> 5;
  const bit = 1 << (c & 31);
  if (suit === TRUMP) return trumpsAllowed && (DISCARDABLE_TRUMPS & bit) !== 0;
  return suit < TRUMP && (DISCARDABLE_PLAIN & bit) !== 0;
}

/** TG-EXCH-1: never a trump, the Excuse or a king into the talon; written into `out`. */
function discardableInto(hand: CardSet, out: CardSet): void {
  let any = 0;
  for (let s = 0; s < 4; s++) any |= out[s] = hand[s] & DISCARDABLE_PLAIN;
  out[TRUMP] = 0;
  out[5] = 0;
  // A hand of nearly only trumps, kings and the Excuse cannot discard otherwise (rules decision):
  // then plain trumps other than XXI and I may go.
  if (any === 0) out[TRUMP] = hand[TRUMP] & DISCARDABLE_TRUMPS;
}

/** TG-EXCH-1 as a new card set (for checks and tests). */
export function discardableSet(hand: CardSet): CardSet {
  const out = emptySet();
  discardableInto(hand, out);
  return out;
}

/** Scratch for the card sets `legalInto` enumerates: one per module, as the engine's buffer is. */
const cards = emptySet();

/** Writes every card of `set` as `offset + card` into `out` from `n`, by suit then rank. */
function cardsInto(set: CardSet, offset: number, out: Uint16Array, n: number): number {
  for (let suit = 0; suit < 6; suit++) for (let w = set[suit]; w !== 0; w &= w - 1) out[n++] = offset + ((suit << 5) | (31 - Math.clz32(w & -w)));
  return n;
}

/**
 * The one source of legal actions (the fast path's and, through `legal`, the table's): written
 * into `out` in a fixed order (pass, then bids upward; kings by suit; cards by suit then rank),
 * allocating nothing.
 */
export function legalInto(s: TroggenState, out: Uint16Array): number {
  switch (s.phase) {
    case 'bid': {
      let n = 0;
      out[n++] = A_PASS;
      for (let lv = s.high + 1; lv <= 4; lv++) out[n++] = A_BID + lv;
      return n;
    }
    case 'call':
      for (let suit = 0; suit < 4; suit++) out[suit] = A_CALL + suit;
      return 4;
    case 'discard':
      discardableInto(s.hands[s.bidder], cards);
      return cardsInto(cards, A_DISCARD, out, 0);
    case 'play':
      playableInto(s.hands[s.toAct], s.plays, trickStart(s), s.played, s.overtrump, cards);
      return cardsInto(cards, 0, out, 0);
    case 'over':
      return 0;
    default:
      return assertNever(s.phase);
  }
}

/** The legal actions as a list: `legalInto` copied out, so the two cannot disagree. */
export const legal = legalFrom(legalInto);

const drawBid = drawListed(legalInto);

/**
 * A uniformly random legal action, as `legal(s)[r]`: the cards drawn straight from the same mask
 * `legalInto` lists (by suit, then rank), the few bids and calls listed.
 */
export function randomLegal(s: TroggenState, rng: RngState): Action {
  if (s.phase === 'play') {
    const hand = s.hands[s.toAct];
    const start = trickStart(s);
    const only = suitToPlay(hand, s.plays, start, s.played);
    // The playable cards without writing a mask: the whole hand, or one suit's word and the Excuse.
    if (only < 0) return drawCard(hand, rng);
    return drawFromSuit(playableWord(hand, only, s.plays, start, s.played, s.overtrump), only, hand[5] !== 0, rng);
  }
  if (s.phase === 'discard') {
    discardableInto(s.hands[s.bidder], cards);
    return drawFromMask(cards, A_DISCARD, rng);
  }
  return drawBid(s, rng);
}

/** Whether the Excuse player and the trick winner may stay together unexchanged (TG-PLAY-6). */
function sameKnownSide(s: TroggenState, a: Seat, b: Seat): boolean {
  if (s.bidder < 0) return false; // misère: each alone (TG-MIS-1)
  if (s.players > 4 && !s.kingPlayed) return false; // secret partner: always exchange
  return (a === s.bidder || a === s.partner) === (b === s.bidder || b === s.partner);
}

/** The lowest zero-point card in a pile, or -1. */
function zeroCard(pile: CardSet): Card {
  for (let suit = 0; suit < 5; suit++) {
    let w = pile[suit];
    while (w !== 0) {
      const low = w & -w;
      const c = (suit << 5) | (31 - Math.clz32(low));
      if (VALUES[c] === 0) return c;
      w ^= low;
    }
  }
  return -1;
}

function payDebt(s: TroggenState): void {
  const c = zeroCard(s.piles[s.debtor]);
  if (c < 0) return;
  removeInPlace(s.piles[s.debtor], c);
  addInPlace(s.piles[s.creditor], c);
  s.events.push([EV_DEBT_PAID, s.debtor, s.creditor]);
  s.debtor = -1;
  s.creditor = -1;
}

function startPlay(s: TroggenState): void {
  s.phase = 'play';
  s.leader = nextSeat(s.dealer, s.players); // TG-PLAY-1
  s.toAct = s.leader;
}

function afterCall(s: TroggenState): void {
  if (s.high <= 2) {
    // TG-EXCH-1: Einfach and Doppelt take the talon and discard as many cards.
    const taken = toCards(s.talon);
    for (const c of taken) addInPlace(s.hands[s.bidder], c);
    s.talon = [0, 0, 0, 0, 0, 0];
    s.discardsLeft = taken.length;
    // The cards themselves after the count: the bidder's view marks them while she discards.
    s.events.push([EV_TALON, s.bidder, taken.length, ...taken]);
    s.phase = 'discard';
    s.toAct = s.bidder;
  } else startPlay(s);
}

function finishTrick(s: TroggenState): void {
  const n = s.players;
  const cards = s.plays;
  const seats = s.playSeats;
  const start = trickStart(s);
  const end = start + n;
  const winner = seats[start + trickWinnerIndex(cards, start, end)];
  const tricks = tricksPerHand(n);
  const last = s.tricksPlayed === tricks - 1;
  const pile = s.piles[winner];
  let ex = -1;
  for (let i = start; i < end; i++) {
    addInPlace(pile, cards[i]);
    if (cards[i] === EXCUSE) ex = seats[i];
    // TG-SCORE-2, TG-SCORE-3 look at the bidder's card in the last trick.
    if (last && seats[i] === s.bidder) s.bidderLastCard = cards[i];
  }
  s.tricksWon[winner]++;
  if (ex >= 0) {
    if (last) {
      if (ex !== winner) s.events.push([EV_EXCUSE_LAST, ex, winner]);
    } else if (ex !== winner && !sameKnownSide(s, ex, winner)) {
      // TG-PLAY-4: the Excuse goes back to its player, who owes a zero-point card.
      removeInPlace(pile, EXCUSE);
      addInPlace(s.piles[ex], EXCUSE);
      const c = zeroCard(s.piles[ex]);
      if (c >= 0) {
        removeInPlace(s.piles[ex], c);
        addInPlace(pile, c);
        s.events.push([EV_EXCUSE, ex, winner, 1]);
      } else {
        s.events.push([EV_EXCUSE, ex, winner, 0]);
        s.debtor = ex;
        s.creditor = winner;
      }
    }
  }
  if (s.debtor >= 0 && s.debtor === winner) payDebt(s);
  s.lastWinner = winner;
  s.winners.push(winner);
  s.tricksPlayed++;
  if (s.tricksPlayed === tricks) {
    s.phase = 'over';
    s.toAct = -1;
    // TG-PLAY-4: an exchange still owed when the hand ends lapses (rules decision).
  } else {
    s.leader = winner;
    s.toAct = winner;
  }
}

/**
 * The suits (bit per suit slot 0..4) `seat` has shown it holds none of among the first `upTo`
 * cards played (TG-PLAY-2, TG-PLAY-3): not following the suit led shows that suit gone, and not
 * trumping then shows the trumps gone too; a trump on a trump lead shows nothing, nor the Excuse.
 * Worked out from the plays when asked (views, undo) rather than kept at every card.
 */
export function shownVoids(s: TroggenState, seat: Seat, upTo = s.played): number {
  let voids = 0;
  for (let j = 0; j < upTo; j++) {
    const c = s.plays[j];
    if (s.playSeats[j] !== seat || c === EXCUSE) continue;
    const led = ledSuit(s.plays, j - (j % s.players), j);
    const suit = c >> 5;
    if (led >= 0 && suit !== led) voids |= suit === TRUMP ? 1 << led : (1 << led) | (1 << TRUMP);
  }
  return voids;
}

/** The fast, unchecked path: the action must be legal. */
export function applyInPlace(s: TroggenState, a: Action): void {
  const n = s.players;
  // A card is recorded once, in `plays` (state.ts, `actions`).
  if (s.phase !== 'play') s.actions.push(s.toAct, a);
  switch (s.phase) {
    case 'bid': {
      const lv = a - A_BID;
      s.bids[s.toAct] = lv;
      s.events.push([EV_BID, s.toAct, lv]);
      if (lv > 0) {
        s.high = lv;
        s.bidder = s.toAct;
      }
      if (s.toAct === s.dealer) {
        if (s.high === 0) {
          // TG-MIS-1: all passed; the talon stays aside and does not count.
          s.events.push([EV_MISERE, -1, 0]);
          startPlay(s);
        } else if (n > 4) {
          s.phase = 'call';
          s.toAct = s.bidder;
        } else afterCall(s);
      } else s.toAct = nextSeat(s.toAct, n);
      return;
    }
    case 'call': {
      const suit = a - A_CALL;
      const k = kingOf(suit);
      s.calledKing = k;
      s.partner = -1;
      for (let seat = 0; seat < n; seat++) if (seat !== s.bidder && has(s.hands[seat], k)) s.partner = seat;
      s.events.push([EV_CALL, s.bidder, suit]);
      afterCall(s);
      return;
    }
    case 'discard': {
      const c = a - A_DISCARD;
      removeInPlace(s.hands[s.bidder], c);
      addInPlace(s.discard, c);
      if (--s.discardsLeft === 0) {
        s.events.push([EV_DISCARDED, s.bidder, TALON_SIZE[n]]);
        startPlay(s);
      }
      return;
    }
    case 'play': {
      const seat = s.toAct;
      removeInPlace(s.hands[seat], a);
      const start = trickStart(s);
      s.plays[s.played] = a;
      s.playSeats[s.played] = seat;
      s.played++;
      if (a === s.calledKing && !s.kingPlayed) {
        s.kingPlayed = true;
        s.events.push([EV_KING, seat, 0]);
      }
      if (s.played - start === n) finishTrick(s);
      else s.toAct = nextSeat(seat, n);
      return;
    }
    case 'over':
      return;
    default:
      assertNever(s.phase);
  }
}

/** Why an action that is not legal is refused: the rules' reason in both languages. */
function refusal(s: TroggenState, a: Action): Refusal | null {
  switch (s.phase) {
    case 'over':
      return refuse('hand-over', 'The hand is over.', 'Die Hand ist vorbei.');
    case 'bid':
      if (a === A_PASS) return null;
      if (a > A_BID && a <= A_BID + 4) {
        if (a - A_BID <= s.high)
          return refuse('bid-too-low', 'You must bid higher than the bid so far, or pass.', 'Du musst höher bieten als das bisherige Gebot oder passen.');
        return null;
      }
      return refuse('not-bidding', 'Now is the time to bid or pass.', 'Jetzt wird geboten oder gepasst.');
    case 'call':
      if (a >= A_CALL && a < A_CALL + 4) return null;
      return refuse('must-call', 'Call a king to choose your partner.', 'Rufe einen König, um deinen Partner zu wählen.');
    case 'discard': {
      if (a < A_DISCARD || a > A_DISCARD + EXCUSE) return refuse('must-discard', 'Lay a card into the talon.', 'Lege eine Karte in den Talon.');
      const c = a - A_DISCARD;
      if (!has(s.hands[s.bidder], c)) return refuse('not-in-hand', 'You do not hold that card.', 'Diese Karte hast du nicht.');
      if (!has(discardableSet(s.hands[s.bidder]), c))
        return refuse(
          'discard-forbidden',
          'Trumps, the Excuse and kings may not go into the talon.',
          'Trümpfe, die Excuse und Könige dürfen nicht in den Talon.'
        );
      return null;
    }
    case 'play': {
      if (a < 0 || a > EXCUSE) return refuse('must-play', 'Play a card.', 'Spiele eine Karte aus.');
      const hand = s.hands[s.toAct];
      if (!has(hand, a)) return refuse('not-in-hand', 'You do not hold that card.', 'Diese Karte hast du nicht.');
      const trick = currentTrick(s);
      if (has(playableSet(hand, trick, s.overtrump), a)) return null;
      const led = ledSuit(trick);
      if (led !== TRUMP && hand[led] !== 0) {
        const sn = ['cups', 'swords', 'coins', 'batons'][led];
        const sd = ['Kelch', 'Schwert', 'Münze', 'Stab'][led];
        return refuse('must-follow', `You must follow ${sn}.`, `Du musst ${sd} bedienen.`);
      }
      if (a >> 5 === TRUMP)
        return refuse('must-overtrump', 'You must beat the highest trump in the trick.', 'Du musst den höchsten Trumpf im Stich überstechen.');
      return refuse(led === TRUMP ? 'must-follow-trump' : 'must-trump', 'You must play a trump.', 'Du musst Trumpf spielen.');
    }
    default:
      return assertNever(s.phase);
  }
}

/** ALL-1: null when `a` is one of legal(s), else refused with the rules' reason; never mutates s. */
export const check = (s: TroggenState, a: Action): Refusal | null => checkAction(s, a, legal, refusal);

/** A tap on a hand card lays it into the talon in the discard and plays it in the play; other phases take no card. */
export function cardAction(s: TroggenState, card: Card): Action | null {
  switch (s.phase) {
    case 'discard':
      return A_DISCARD + card;
    case 'play':
      return card;
    case 'bid':
    case 'call':
    case 'over':
      return null;
    default:
      return assertNever(s.phase);
  }
}

/** The checked path: `check`, then the fast path on a copy (engine/game.ts `checkedApply`). */
export function apply(s: TroggenState, a: Action): TroggenState | Refusal {
  return checkedApply(s, a, check, clone, applyInPlace);
}
