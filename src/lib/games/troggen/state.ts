import { addInPlace, emptySet, type CardSet } from '../../engine/card-set';
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
  /**
   * Every card played, in order, and who played it: trick k is plays[k·players ..] (the trick in
   * progress runs to `played`); -1 where nothing is played yet. Fixed size, so a card allocates nothing.
   */
  plays: Card[];
  playSeats: Seat[];
  played: number;
  leader: Seat;
  tricksPlayed: number;
  lastWinner: Seat;
  piles: CardSet[];
  tricksWon: number[];
  /** Excuse exchange owed (TG-PLAY-4): who owes a zero-point card to whom; -1 when none. */
  debtor: Seat;
  creditor: Seat;
  /** The card the bidder played to the last trick, or -1 (for TG-SCORE-2/3). */
  bidderLastCard: Card;
  events: number[][];
  /** The hand's context as dealt: a world sampled from a view starts from it (issue 11). */
  context: HandContext;
  /**
   * The actions before the play (bids, the call, the discards) with their seats, flat: seat,
   * action, seat, action… The play's actions are `plays` and `playSeats` (a card's action is the
   * card), so a card is recorded once: the view's history is this log followed by the plays.
   */
  actions: number[];
  /** The winner of each finished trick, in order (the view's played tricks). */
  winners: number[];
}

/** A deal pattern's mark for the talon (the others are seats). */
const TO_TALON = -1;
const patterns = new Map<number, Int8Array>();

/**
 * TG-DEAL-2: deal in threes starting at the dealer's right, anticlockwise, dealer last, laying
 * cards to the talon between rounds: 4 players 3-3-3-3-1 six times; 5 players 3×5 then 1 after
 * rounds 1, 3 and 5; 6 players 3×6 then 2 after rounds 1 to 3. The pattern says, for each deck
 * position (0 = the top card), the seat it goes to or the talon; one per table size and dealer,
 * made once, so every deal (from a seed or from a given deck) follows the same one.
 */
function dealPattern(players: number, dealer: Seat): Int8Array {
  if (!(players in HAND_SIZE)) throw new RangeError(`Troggen is for 4, 5 or 6 players, not ${players}`);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) throw new RangeError(`no seat ${dealer}`);
  const key = players * 8 + dealer;
  const known = patterns.get(key);
  if (known) return known;
  const to = new Int8Array(PACK.cards.length);
  const rounds = players === 4 ? 6 : players === 5 ? 5 : 4;
  let i = 0;
  let talon = 0;
  for (let round = 0; round < rounds; round++) {
    let seat = nextSeat(dealer, players);
    for (let k = 0; k < players; k++) {
      for (let j = 0; j < 3; j++) to[i++] = seat;
      seat = nextSeat(seat, players);
    }
    const toTalon = players === 4 ? 1 : players === 5 ? (round % 2 === 0 ? 1 : 0) : round < 3 ? 2 : 0;
    for (let j = 0; j < toTalon; j++, talon++) to[i++] = TO_TALON;
  }
  if (i !== to.length || talon !== TALON_SIZE[players]) throw new Error('bad deal');
  patterns.set(key, to);
  return to;
}

/** TG-DEAL-2 for a given deck (`deck[0]` is the top card): each hand and the talon in dealing order. */
export function dealFromDeck(deck: readonly Card[], players: number, dealer: Seat): { hands: Card[][]; talon: Card[] } {
  const to = dealPattern(players, dealer);
  if (deck.length !== to.length) throw new Error('bad deal');
  const hands: Card[][] = Array.from({ length: players }, () => []);
  const talon: Card[] = [];
  for (let i = 0; i < deck.length; i++) (to[i] === TO_TALON ? talon : hands[to[i]]).push(deck[i]);
  return { hands, talon };
}

/**
 * The deck for a seed: shuffled, then cut by the player at the dealer's left (TG-DEAL-1), as the
 * shuffled order and where the cut falls. A seed's deal must never change (stored hands replay
 * from it), so this is the one place that draws from the seed.
 */
function shuffledDeck(seed: Seed): { deck: Card[]; cut: number } {
  const rng = rngFromSeed(seed);
  const deck = shuffleInPlace(rng, PACK.cards.slice());
  return { deck, cut: 3 + nextInt(rng, deck.length - 6) };
}

/** The shuffled deck for a seed after the cut, top card first (TG-DEAL-1). */
export function deckFor(seed: Seed): Card[] {
  const { deck, cut } = shuffledDeck(seed);
  return [...deck.slice(cut), ...deck.slice(0, cut)];
}

/** `n` empty card sets (a loop: `Array.from` with a mapping function costs more than the deal's cards). */
function emptySets(n: number): CardSet[] {
  const out: CardSet[] = [];
  for (let i = 0; i < n; i++) out.push(emptySet());
  return out;
}

/** A hand before the deal: every hand, the talon and the discard empty. */
function blank(ctx: HandContext): TroggenState {
  const n = ctx.players;
  if (!(n in HAND_SIZE)) throw new RangeError(`Troggen is for 4, 5 or 6 players, not ${n}`);
  const pot = typeof ctx.session?.pot === 'number' ? ctx.session.pot : 0;
  return {
    players: n,
    dealer: ctx.dealer,
    settings: { ...ctx.settings },
    overtrump: readTroggenSettings(n, ctx.settings).overtrumpOnSuitLead,
    pot,
    phase: 'bid',
    toAct: nextSeat(ctx.dealer, n),
    hands: emptySets(n),
    talon: emptySet(),
    discard: emptySet(),
    discardsLeft: 0,
    bids: new Array<number>(n).fill(-1),
    high: 0,
    bidder: -1,
    calledKing: -1,
    partner: -1,
    kingPlayed: false,
    plays: new Array<Card>(HAND_SIZE[n] * n).fill(-1),
    playSeats: new Array<Seat>(HAND_SIZE[n] * n).fill(-1),
    played: 0,
    leader: nextSeat(ctx.dealer, n),
    tricksPlayed: 0,
    lastWinner: -1,
    piles: emptySets(n),
    tricksWon: new Array<number>(n).fill(0),
    debtor: -1,
    creditor: -1,
    bidderLastCard: -1,
    events: [],
    context: ctx,
    actions: [],
    winners: []
  };
}

/** A hand from known cards (worlds, tests): the hands by seat and the talon. */
export function setupFromHands(ctx: HandContext, hands: Card[][], talon: Card[]): TroggenState {
  const s = blank(ctx);
  hands.forEach((h, seat) => {
    for (const c of h) addInPlace(s.hands[seat], c);
  });
  for (const c of talon) addInPlace(s.talon, c);
  return s;
}

/** A hand dealt from a seed: the cut deck laid straight into the card sets by the deal pattern. */
export function setup(ctx: HandContext, seed: Seed): TroggenState {
  const to = dealPattern(ctx.players, ctx.dealer);
  const s = blank(ctx);
  const { deck, cut } = shuffledDeck(seed);
  // Position i after the cut is deck[(cut + i) mod size], counted along rather than divided per card.
  const size = deck.length;
  for (let i = 0, j = cut; i < size; i++) {
    const c = deck[j];
    if (++j === size) j = 0;
    const seat = to[i];
    addInPlace(seat === TO_TALON ? s.talon : s.hands[seat], c);
  }
  return s;
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
    plays: s.plays.slice(),
    playSeats: s.playSeats.slice(),
    played: s.played,
    leader: s.leader,
    tricksPlayed: s.tricksPlayed,
    lastWinner: s.lastWinner,
    piles: s.piles.map((p) => p.slice()),
    tricksWon: s.tricksWon.slice(),
    debtor: s.debtor,
    creditor: s.creditor,
    bidderLastCard: s.bidderLastCard,
    events: s.events.map((e) => e.slice()),
    context: s.context,
    actions: s.actions.slice(),
    winners: s.winners.slice()
  };
}

/** Where the trick in progress starts in `plays`. */
export const trickStart = (s: TroggenState): number => s.tricksPlayed * s.players;

/** The cards of the trick in progress, in order (a new array: for checks and views). */
export const currentTrick = (s: TroggenState): Card[] => s.plays.slice(trickStart(s), s.played);

/** Trick `k` (0-based, finished or in progress) as seats and cards, in order. */
export function trickPlays(s: TroggenState, k: number): { seat: Seat; card: Card }[] {
  const out: { seat: Seat; card: Card }[] = [];
  for (let i = k * s.players; i < Math.min(s.played, (k + 1) * s.players); i++) out.push({ seat: s.playSeats[i], card: s.plays[i] });
  return out;
}
