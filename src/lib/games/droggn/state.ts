import type { HandContext, Seat } from '../../engine/game';
import { rngFromSeed, shuffleInPlace, type Seed } from '../../engine/rng';
import { normalize, type DroggnSettings } from './settings';
import { packOf } from './cards';

/**
 * A Droggn hand as plain data (structured-cloneable). Card sets are one 32-bit word per suit slot;
 * the seats' hands live in one flat array (`hands[seat * 6 + suit]`) so the play loop touches
 * one array. Numbers, not strings, wherever the hot path reads them.
 */
export const P_BID = 0;
export const P_DISCARD = 1;
export const P_BUY = 2; // offer a card face down, or not buy
export const P_NAME = 3; // name the card asked for
export const P_ANNOUNCE = 4; // declarer: lay out the Pagat / Gstieß, or "ich liege"
export const P_DOUBLE = 5;
export const P_DEF_LAYOUT = 6; // DR-ANN-2/6: a defender may lay out the Pagat
export const P_PLAY = 7;
export const P_OVER = 8;
export const PHASES = ['bid', 'discard', 'buy', 'name', 'announce', 'double', 'defender-layout', 'play', 'over'] as const;

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
export const BUY_NONE = 4; // not an Ansager

export interface DroggnState {
  players: number;
  dealer: Seat;
  settings: DroggnSettings;
  is78: boolean;
  /** Cards per active hand (21 or 25) = number of tricks. */
  tricks: number;
  /** The three active seats in speaking order, from the dealer's left (DR-BID-1). */
  active: Seat[];
  phase: number;
  toAct: Seat;
  hands: number[];
  talon: number[];
  /** The original talon, for showing it (DR-EXCH-6) and the log. */
  talonCards: number[];
  discard: number[];
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
  let n = (seat + 1) % s.players;
  if (s.players === 4 && n === s.dealer) n = (n + 1) % 4;
  return n;
}

export const isDefender = (s: DroggnState, seat: Seat): boolean => seat !== s.declarer && s.active.includes(seat);

/** Batches dealt to each player in turn, and after which round the talon comes (DR-DEAL-2). */
function dealPlan(st: DroggnSettings): { batches: number[]; talonAfter: number } {
  if (st.cards === '78') return { batches: [5, 5, 5, 5, 5], talonAfter: st.talonDeal === 'after-second' ? 2 : 5 };
  if (st.talonDeal === 'fives') return { batches: [5, 5, 5, 3, 3], talonAfter: 5 };
  return { batches: [7, 7, 7], talonAfter: st.talonDeal === 'after-second' ? 2 : 3 };
}

export function setup(ctx: HandContext, seed: Seed): DroggnState {
  const players = ctx.players === 4 ? 4 : 3;
  const dealer = ((ctx.dealer % players) + players) % players;
  const settings = normalize(ctx.settings);
  const is78 = settings.cards === '78';
  const pack = packOf(is78);
  const tricks = is78 ? 25 : 21;
  const active: Seat[] = [];
  for (let i = 1; active.length < 3; i++) {
    const seat = (dealer + i) % players;
    if (players === 4 && seat === dealer) continue;
    active.push(seat);
  }
  // One shuffle from the seed; the dealing order follows the table's custom (layout only).
  const deck = shuffleInPlace(rngFromSeed(seed), pack.cards.slice());
  const hands = new Array<number>(players * 6).fill(0);
  const talon = [0, 0, 0, 0, 0, 0];
  const talonCards: number[] = [];
  const { batches, talonAfter } = dealPlan(settings);
  let k = 0;
  const dealTalon = () => {
    for (let i = 0; i < 3; i++) {
      const c = deck[k++];
      talon[c >> 5] |= 1 << (c & 31);
      talonCards.push(c);
    }
  };
  batches.forEach((n, round) => {
    if (round === talonAfter) dealTalon();
    for (const seat of active)
      for (let i = 0; i < n; i++) {
        const c = deck[k++];
        hands[seat * 6 + (c >> 5)] |= 1 << (c & 31);
      }
  });
  if (talonAfter >= batches.length) dealTalon();
  return {
    players,
    dealer,
    settings,
    is78,
    tricks,
    active,
    phase: 0,
    toAct: active[0],
    hands,
    talon,
    talonCards,
    discard: [0, 0, 0, 0, 0, 0],
    bids: new Array<number>(players).fill(-1),
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
    played: new Array<number>(tricks * 3).fill(-1),
    leaders: new Array<number>(tricks).fill(-1),
    winners: new Array<number>(tricks).fill(-1),
    pileDecl: [0, 0, 0, 0, 0, 0],
    pileDef: [0, 0, 0, 0, 0, 0],
    tricksWon: new Array<number>(players).fill(0),
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
