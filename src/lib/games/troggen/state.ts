import { emptySet, setOf, type CardSet } from '../../engine/card-set';
import type { Card } from '../../engine/cards';
import type { HandContext, Seat, Settings } from '../../engine/game';
import { rngFromSeed, shuffleInPlace, nextInt, type Seed } from '../../engine/rng';
import { HAND_SIZE, PACK, TALON_SIZE, nextSeat } from './constants';
import { readTroggenSettings } from './settings';

export type Phase = 'bid' | 'call' | 'discard' | 'play' | 'over';

/** Public events kept for the log: [kind, seat, a, b]. */
export const EV_BID = 1; // seat, level (0 pass)
export const EV_MISERE = 2;
export const EV_CALL = 3; // seat, suit
export const EV_TALON = 4; // seat, cards taken
export const EV_DISCARDED = 5; // seat, count
export const EV_EXCUSE = 6; // seat (excuse player), winner, paid now 1/0
export const EV_DEBT_PAID = 7; // seat, creditor
export const EV_KING = 8; // seat that played the called king
export const EV_EXCUSE_LAST = 9; // seat, winner
export const EV_TRICK = 10; // winner, trick number

/**
 * One hand of Troggen as plain data. Seats are table seats; play goes anticlockwise (seat-1).
 * Cards that left a hand are in exactly one of: talon, discard, trick, piles (won cards, after
 * Excuse exchanges).
 */
export interface TroggenState {
  players: number;
  dealer: Seat;
  settings: Settings;
  /** TG-PLAY-3 (setting overtrumpOnSuitLead), read once at the deal: the play phase asks it every card. */
  overtrump: boolean;
  /** Jetons in the pot from earlier hands (HandContext.session.pot). */
  pot: number;
  phase: Phase;
  toAct: Seat;
  hands: CardSet[];
  talon: CardSet;
  discard: CardSet;
  discardsLeft: number;
  /** Per seat: -1 not yet asked, 0 passed, 1..4 the bid level. */
  bids: number[];
  high: number;
  bidder: Seat;
  /** The called king (5 and 6 players), or -1. */
  calledKing: Card;
  /** Holder of the called king other than the bidder, or -1 (TG-BID-3): secret until played. */
  partner: Seat;
  kingPlayed: boolean;
  trickSeats: Seat[];
  trickCards: Card[];
  leader: Seat;
  tricksPlayed: number;
  lastSeats: Seat[];
  lastCards: Card[];
  lastWinner: Seat;
  piles: CardSet[];
  tricksWon: number[];
  /** Excuse exchange owed (TG-PLAY-4): who owes a zero-point card to whom; -1 when none. */
  debtor: Seat;
  creditor: Seat;
  /** The card the bidder played to the last trick, or -1 (for TG-SCORE-2/3). */
  bidderLastCard: Card;
  /** Per seat, bit per suit slot (0..4) it has shown it holds none of: public from play. */
  voids: number[];
  events: number[][];
  /** The hand's context as dealt: a world sampled from a view starts from it (issue 11). */
  context: HandContext;
  /** Every action so far with its seat, flat: seat, action, seat, action… (the view's history). */
  actions: number[];
  /** The winner of each finished trick, in order (the view's played tricks). */
  winners: number[];
}

/**
 * TG-DEAL-2: deal in threes starting at the dealer's right, anticlockwise, dealer last, laying
 * cards to the talon between rounds: 4 players 3-3-3-3-1 six times; 5 players 3×5 then 1 after
 * rounds 1, 3 and 5; 6 players 3×6 then 2 after rounds 1 to 3. `deck[0]` is the top card.
 */
export function dealFromDeck(deck: readonly Card[], players: number, dealer: Seat): { hands: Card[][]; talon: Card[] } {
  const hands: Card[][] = Array.from({ length: players }, () => []);
  const talon: Card[] = [];
  const rounds = players === 4 ? 6 : players === 5 ? 5 : 4;
  const toTalon = (round: number): number => (players === 4 ? 1 : players === 5 ? (round % 2 === 0 ? 1 : 0) : round < 3 ? 2 : 0);
  let i = 0;
  for (let round = 0; round < rounds; round++) {
    let seat = nextSeat(dealer, players);
    for (let k = 0; k < players; k++) {
      for (let j = 0; j < 3; j++) hands[seat].push(deck[i++]);
      seat = nextSeat(seat, players);
    }
    for (let j = toTalon(round); j > 0; j--) talon.push(deck[i++]);
  }
  if (i !== deck.length || talon.length !== TALON_SIZE[players]) throw new Error('bad deal');
  return { hands, talon };
}

/** The shuffled deck for a seed, cut by the player at the dealer's left (TG-DEAL-1). */
export function deckFor(seed: Seed): Card[] {
  const rng = rngFromSeed(seed);
  const deck = shuffleInPlace(rng, [...PACK.cards]);
  const cut = 3 + nextInt(rng, deck.length - 6);
  return [...deck.slice(cut), ...deck.slice(0, cut)];
}

export function setupFromHands(ctx: HandContext, hands: Card[][], talon: Card[]): TroggenState {
  const n = ctx.players;
  if (!(n in HAND_SIZE)) throw new Error(`Troggen is for 4, 5 or 6 players, not ${n}`);
  const pot = typeof ctx.session?.pot === 'number' ? ctx.session.pot : 0;
  return {
    players: n,
    dealer: ctx.dealer,
    settings: { ...ctx.settings },
    overtrump: readTroggenSettings(n, ctx.settings).overtrumpOnSuitLead,
    pot,
    phase: 'bid',
    toAct: nextSeat(ctx.dealer, n),
    hands: hands.map((h) => setOf(h)),
    talon: setOf(talon),
    discard: emptySet(),
    discardsLeft: 0,
    bids: new Array(n).fill(-1),
    high: 0,
    bidder: -1,
    calledKing: -1,
    partner: -1,
    kingPlayed: false,
    trickSeats: [],
    trickCards: [],
    leader: nextSeat(ctx.dealer, n),
    tricksPlayed: 0,
    lastSeats: [],
    lastCards: [],
    lastWinner: -1,
    piles: Array.from({ length: n }, () => emptySet()),
    tricksWon: new Array(n).fill(0),
    debtor: -1,
    creditor: -1,
    bidderLastCard: -1,
    voids: new Array(n).fill(0),
    events: [],
    context: ctx,
    actions: [],
    winners: []
  };
}

export function setup(ctx: HandContext, seed: Seed): TroggenState {
  const { hands, talon } = dealFromDeck(deckFor(seed), ctx.players, ctx.dealer);
  return setupFromHands(ctx, hands, talon);
}

export function clone(s: TroggenState): TroggenState {
  return {
    players: s.players,
    dealer: s.dealer,
    settings: s.settings,
    overtrump: s.overtrump,
    pot: s.pot,
    phase: s.phase,
    toAct: s.toAct,
    hands: s.hands.map((h) => h.slice()),
    talon: s.talon.slice(),
    discard: s.discard.slice(),
    discardsLeft: s.discardsLeft,
    bids: s.bids.slice(),
    high: s.high,
    bidder: s.bidder,
    calledKing: s.calledKing,
    partner: s.partner,
    kingPlayed: s.kingPlayed,
    trickSeats: s.trickSeats.slice(),
    trickCards: s.trickCards.slice(),
    leader: s.leader,
    tricksPlayed: s.tricksPlayed,
    lastSeats: s.lastSeats.slice(),
    lastCards: s.lastCards.slice(),
    lastWinner: s.lastWinner,
    piles: s.piles.map((p) => p.slice()),
    tricksWon: s.tricksWon.slice(),
    debtor: s.debtor,
    creditor: s.creditor,
    bidderLastCard: s.bidderLastCard,
    voids: s.voids.slice(),
    events: s.events.map((e) => e.slice()),
    context: s.context,
    actions: s.actions.slice(),
    winners: s.winners.slice()
  };
}
