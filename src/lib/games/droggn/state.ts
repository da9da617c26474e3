import type { HandContext, Seat } from '../../engine/game';
import { rngFromSeed, shuffleInPlace, type Seed } from '../../engine/rng';
import { readDroggnSettings, type DroggnSettings } from './settings';
import { packOf } from './cards';

/**
 * A Droggn hand as plain data (structured-cloneable). Card sets are one 32-bit word per suit slot;
 * the seats' hands live in one flat array (`hands[seat * 6 + suit]`) so the play loop touches
 * one array. Numbers wherever the hot path reads them (phases are interned strings: comparing
 * them is as cheap as comparing numbers).
 *
 * The phases in order: bidding, the declarer's discard, the buy (offer a card face down, or not
 * buy), naming the card asked for, the declarer's announcement (lay out the Pagat / Gstieß, or
 * "ich liege"), Schwacher and Retour, a defender's lay-out of the Pagat (DR-ANN-2/6), play.
 */
export type Phase = 'bid' | 'discard' | 'buy' | 'name' | 'announce' | 'double' | 'defender-layout' | 'play' | 'over';

/** What was laid out (DR-ANN-1..3). */
export const LAID_NONE = 0;
export const LAID_PAGAT_DECL = 1;
export const LAID_PAGAT_DEF = 2;
export const LAID_GSTIESS = 3;

/** Buy outcome (DR-EXCH-4/5). */
export const BUY_PENDING = 0;
export const BUY_DONE = 1;
export const BUY_FORFEIT_NAMED_OWN = 2; // named a card held or discarded
export const BUY_SKIPPED = 3;
const BUY_NONE = 4; // not an Ansager

export interface DroggnState {
  players: number;
  dealer: Seat;
  settings: DroggnSettings;
  is78: boolean;
  /** Cards per active hand (21 or 25) = number of tricks. */
  tricks: number;
  /** The three active seats in speaking order, from the dealer's left (DR-BID-1). */
  active: Seat[];
  phase: Phase;
  toAct: Seat;
  hands: number[];
  talon: number[];
  /** The original talon, for showing it (DR-EXCH-6) and the log. */
  talonCards: number[];
  discard: number[];
  /** The discarded cards in the order laid (-1 while not yet): the declarer's history shows them so. */
  discardOrder: number[];
  /** Per table seat: -1 not yet spoken, 0 pass, 1..4 contract bid. */
  bids: number[];
  bidIndex: number;
  declarer: Seat;
  contract: number;
  thrownIn: boolean;
  // buying
  buyState: number;
  offered: number;
  named: number;
  seller: Seat;
  // announcements and doubles
  laidOut: number;
  laidOutSeat: Seat;
  /** 0 none, 1 Schwacher, each Retour one more: the multiplier is 2^doubles. */
  doubles: number;
  /** Doubling turn: 0 first defender, 1 second, 2 declarer, 3 first defender retour, 4 second. */
  dblStage: number;
  /** Spoken doubling calls in order: seat * 16 + action. */
  calls: number[];
  defLayoutIndex: number;
  kleine: boolean;
  // play
  trickNo: number;
  leader: Seat;
  /** Cards of the trick being played, in order (length = inTrick). */
  cur: number[];
  inTrick: number;
  /** Completed tricks: cards in play order (3 per trick), leaders and winners. */
  played: number[];
  leaders: number[];
  winners: number[];
  /** Card piles per side (DR-PLAY-9): declarer's and defenders'. */
  pileDecl: number[];
  pileDef: number[];
  tricksWon: number[];
  /** Super Mord: play stopped at a lost trick (DR-PLAY-7). */
  mordLost: boolean;
}

export const hasCard = (s: DroggnState, seat: Seat, c: number): boolean => (s.hands[seat * 6 + (c >> 5)] & (1 << (c & 31))) !== 0;

/** The next seat holding cards, clockwise (DR-DEAL-5: the sitting-out dealer is skipped). */
export function nextActive(s: DroggnState, seat: Seat): Seat {
  // No modulo: this runs three times a card in play.
  let n = seat + 1 === s.players ? 0 : seat + 1;
  if (n === s.dealer && s.players === 4) n = n === 3 ? 0 : n + 1;
  return n;
}

/** Batches dealt to each player in turn, and after which round the talon comes (DR-DEAL-2). */
function dealPlan(st: DroggnSettings): { batches: number[]; talonAfter: number } {
  if (st.cards === '78') return { batches: [5, 5, 5, 5, 5], talonAfter: st.talonDeal === 'after-second' ? 2 : 5 };
  if (st.talonDeal === 'fives') return { batches: [5, 5, 5, 3, 3], talonAfter: 5 };
  return { batches: [7, 7, 7], talonAfter: st.talonDeal === 'after-second' ? 2 : 3 };
}

/**
 * Who receives the card at each position of the shuffled deck: 0..2 the active seats in speaking
 * order, 3 the talon. Built once per dealing custom from dealPlan (the order changes the layout
 * only, DR-DEAL-2), so the deal itself is one pass over the deck.
 */
const OWNERS: (Int8Array | undefined)[] = [];
const TALON_DEALS = ['end', 'after-second', 'fives'];
function ownersFor(st: DroggnSettings): Int8Array {
  const key = (st.cards === '78' ? 3 : 0) + TALON_DEALS.indexOf(st.talonDeal);
  let own = OWNERS[key];
  if (own) return own;
  const { batches, talonAfter } = dealPlan(st);
  const out: number[] = [];
  for (let round = 0; round < batches.length; round++) {
    if (round === talonAfter) out.push(3, 3, 3);
    for (let a = 0; a < 3; a++) for (let i = 0; i < batches[round]; i++) out.push(a);
  }
  if (talonAfter >= batches.length) out.push(3, 3, 3);
  own = Int8Array.from(out);
  OWNERS[key] = own;
  return own;
}

/** The packs' cards as bytes, copied into a scratch deck of their size per deal (no per-deal arrays). */
const DECK66 = Uint8Array.from(packOf(false).cards);
const DECK78 = Uint8Array.from(packOf(true).cards);
const SCRATCH66 = new Uint8Array(DECK66.length);
const SCRATCH78 = new Uint8Array(DECK78.length);
const SEAT_BASE = new Int32Array(4);

/** Filled arrays are copied from packed templates: one allocation each, no growing. */
const filled = (n: number, v: number): number[] => {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
};
const ZEROS = filled(24, 0);
const MINUS = filled(75, -1);
const zeros = (n: number): number[] => ZEROS.slice(0, n);
const minus = (n: number): number[] => MINUS.slice(0, n);

/**
 * The deal (DR-DEAL-1/2): the engine's shuffle of the pack from the seed (`shuffleInPlace` of
 * engine/rng.ts, the same deals as every game's), then the cards go out by position.
 */
export function setup(ctx: HandContext, seed: Seed): DroggnState {
  const players = ctx.players === 4 ? 4 : 3;
  const dealer = ((ctx.dealer % players) + players) % players;
  const settings = readDroggnSettings(ctx.settings);
  const is78 = settings.cards === '78';
  const tricks = is78 ? 25 : 21;
  const a0 = (dealer + 1) % players;
  const a1 = (a0 + 1) % players;
  const a2 = (a1 + 1) % players; // at three the dealer; at four the dealer sits out (DR-DEAL-5)
  const active: Seat[] = [a0, a1, a2];
  const hands = zeros(players * 6);
  const talon = [0, 0, 0, 0, 0, 0];
  const talonCards = [0, 0, 0];
  const deck = is78 ? SCRATCH78 : SCRATCH66;
  deck.set(is78 ? DECK78 : DECK66);
  shuffleInPlace(rngFromSeed(seed), deck);
  const own = ownersFor(settings);
  const base = SEAT_BASE;
  base[0] = a0 * 6;
  base[1] = a1 * 6;
  base[2] = a2 * 6;
  let k = 0;
  for (let i = deck.length - 1; i >= 0; i--) {
    const c = deck[i];
    const o = own[i];
    if (o === 3) {
      talon[c >> 5] |= 1 << (c & 31);
      talonCards[2 - k++] = c; // the talon's three positions come highest first
    } else hands[base[o] + (c >> 5)] |= 1 << (c & 31);
  }
  return {
    players,
    dealer,
    settings,
    is78,
    tricks,
    active,
    phase: 'bid',
    toAct: a0,
    hands,
    talon,
    talonCards,
    discard: [0, 0, 0, 0, 0, 0],
    discardOrder: [-1, -1, -1],
    bids: minus(players),
    bidIndex: 0,
    declarer: -1,
    contract: 0,
    thrownIn: false,
    buyState: BUY_NONE,
    offered: -1,
    named: -1,
    seller: -1,
    laidOut: LAID_NONE,
    laidOutSeat: -1,
    doubles: 0,
    dblStage: 0,
    calls: [],
    defLayoutIndex: 0,
    kleine: false,
    trickNo: 0,
    leader: -1,
    cur: [-1, -1, -1],
    inTrick: 0,
    played: minus(tricks * 3),
    leaders: minus(tricks),
    winners: minus(tricks),
    pileDecl: [0, 0, 0, 0, 0, 0],
    pileDef: [0, 0, 0, 0, 0, 0],
    tricksWon: zeros(players),
    mordLost: false
  };
}

export function clone(s: DroggnState): DroggnState {
  return {
    ...s,
    active: s.active.slice(),
    hands: s.hands.slice(),
    talon: s.talon.slice(),
    talonCards: s.talonCards.slice(),
    discard: s.discard.slice(),
    discardOrder: s.discardOrder.slice(),
    bids: s.bids.slice(),
    calls: s.calls.slice(),
    cur: s.cur.slice(),
    played: s.played.slice(),
    leaders: s.leaders.slice(),
    winners: s.winners.slice(),
    pileDecl: s.pileDecl.slice(),
    pileDef: s.pileDef.slice(),
    tricksWon: s.tricksWon.slice()
  };
}
