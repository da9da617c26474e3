import type { HandContext, Seat } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { emptySet, addInPlace, type CardSet } from '../../engine/card-set';
import { rngFromSeed, shuffleInPlace, type Seed } from '../../engine/rng';
import { ALL_CARDS } from './cards';
import { readDobbmSettings } from './settings';

export type Phase = 'bid' | 'exchange' | 'double' | 'play' | 'over';
export const NONE = 0;
export const ORDINARY = 1;
export const SOLO = 2;
export type Contract = typeof NONE | typeof ORDINARY | typeof SOLO;

/** Doubling stages (DO-DBL-1). */
export const ASK_SCHWACHER = 0; // defenders in turn from declarer's left may give a Schwacher
export const ASK_DECLARER = 1; // declarer may answer with a retour
export const ASK_DEFENDERS = 2; // defenders in turn may retour again

export interface TrickRecord {
  cards: Card[];
  seats: Seat[];
  winner: Seat;
}

/** A decision everyone hears (bids and doubles), for the log. */
export interface Spoken {
  seat: Seat;
  action: number;
}

/** Plain data: structured-cloneable. */
export interface DobbmState {
  players: number;
  dealer: Seat;
  seed: Seed;
  /** DO-SESS-1: this deal belongs to the Mußrunde; the first active player must declare. */
  forced: boolean;
  /** DO-EXCH-3 variant. */
  heartSowAlone: boolean;
  /** DO-SCORE-4: the stake (price of a Match, Schilling), shown at the table. */
  stake: number;
  /** The four active seats in clockwise order from dealer's left (DO-DEAL-1). */
  active: Seat[];
  /** One card set per table seat (the sitting-out dealer's stays empty). */
  hands: CardSet[];
  /** The four Dobb cards as dealt. */
  dobb: CardSet;
  /** The declarer's discard in an ordinary game. */
  discard: CardSet;
  discarded: number;
  phase: Phase;
  turn: Seat;
  spoken: number;
  contract: Contract;
  declarer: Seat;
  thrownIn: boolean;
  schwacher: boolean;
  retours: number;
  dblStage: number;
  dblAsked: number;
  trickCards: Card[];
  trickSeats: Seat[];
  leader: Seat;
  tricks: TrickRecord[];
  tricksWon: number[];
  /** Card points taken in tricks by the declarer and by the defenders. */
  declPoints: number;
  defPoints: number;
  said: Spoken[];
}

/** The next active seat clockwise (DO-DEAL-1: at five, the dealer is skipped). */
export function nextActive(s: { players: number; dealer: Seat }, seat: Seat): Seat {
  let n = (seat + 1) % s.players;
  if (s.players === 5 && n === s.dealer) n = (n + 1) % s.players;
  return n;
}

export function activeSeats(players: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  let seat = dealer;
  for (let i = 0; i < 4; i++) {
    seat = nextActive({ players, dealer }, seat);
    out.push(seat);
  }
  return out;
}

function blank(ctx: HandContext, seed: Seed): DobbmState {
  if (ctx.players !== 4 && ctx.players !== 5) throw new RangeError(`Dobbm is played by 4 or 5, not ${ctx.players}`);
  if (!Number.isInteger(ctx.dealer) || ctx.dealer < 0 || ctx.dealer >= ctx.players) throw new RangeError(`no seat ${ctx.dealer}`);
  const st = readDobbmSettings(ctx.settings);
  const active = activeSeats(ctx.players, ctx.dealer);
  return {
    players: ctx.players,
    dealer: ctx.dealer,
    seed,
    forced: ctx.session?.mussrunde === true,
    heartSowAlone: st.heartSowAlone,
    stake: st.stake,
    active,
    hands: Array.from({ length: ctx.players }, emptySet),
    dobb: emptySet(),
    discard: emptySet(),
    discarded: 0,
    phase: 'bid',
    turn: active[0],
    spoken: 0,
    contract: NONE,
    declarer: -1,
    thrownIn: false,
    schwacher: false,
    retours: 0,
    dblStage: ASK_SCHWACHER,
    dblAsked: 0,
    trickCards: [],
    trickSeats: [],
    leader: -1,
    tricks: [],
    tricksWon: new Array<number>(ctx.players).fill(0),
    declPoints: 0,
    defPoints: 0,
    said: []
  };
}

/**
 * DO-DEAL-2: one shuffle from the seed, dealt clockwise from dealer's left in batches of four
 * until the four active players hold eight each; the last four cards form the Dobb. (The cut by
 * the player at dealer's right is part of the physical shuffle and has no effect here.)
 */
export function setup(ctx: HandContext, seed: Seed): DobbmState {
  const s = blank(ctx, seed);
  const deck = shuffleInPlace(rngFromSeed(seed), ALL_CARDS.slice());
  let k = 0;
  for (let round = 0; round < 2; round++)
    for (const seat of s.active) for (let i = 0; i < 4; i++) addInPlace(s.hands[seat], deck[k++]);
  for (let i = 0; i < 4; i++) addInPlace(s.dobb, deck[k++]);
  return s;
}

/** A hand from a known deal (tests, fixtures): hands by table seat plus the Dobb. */
export function setupFromDeal(ctx: HandContext, hands: Record<number, Card[]>, dobb: Card[]): DobbmState {
  const s = blank(ctx, 0);
  const seen = new Set<Card>();
  const put = (set: CardSet, cards: Card[]) => {
    for (const c of cards) {
      if (seen.has(c)) throw new Error(`card ${c} dealt twice`);
      seen.add(c);
      addInPlace(set, c);
    }
  };
  for (const seat of s.active) {
    const h = hands[seat] ?? [];
    if (h.length !== 8) throw new Error(`seat ${seat} needs 8 cards, got ${h.length}`);
    put(s.hands[seat], h);
  }
  if (dobb.length !== 4) throw new Error('the Dobb has 4 cards');
  put(s.dobb, dobb);
  return s;
}

export function clone(s: DobbmState): DobbmState {
  return {
    ...s,
    active: s.active.slice(),
    hands: s.hands.map((h) => h.slice()),
    dobb: s.dobb.slice(),
    discard: s.discard.slice(),
    trickCards: s.trickCards.slice(),
    trickSeats: s.trickSeats.slice(),
    tricks: s.tricks.map((t) => ({ cards: t.cards.slice(), seats: t.seats.slice(), winner: t.winner })),
    tricksWon: s.tricksWon.slice(),
    said: s.said.map((x) => ({ seat: x.seat, action: x.action }))
  };
}

export const defenders = (s: DobbmState): Seat[] => s.active.filter((x) => x !== s.declarer);
