import type { HandContext, Seat } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { emptySet, addInPlace, type CardSet } from '../../engine/card-set';
import { rngFromSeed, shuffleInPlace, type Seed } from '../../engine/rng';
import { ALL_CARDS } from './cards';
import { readDobbmSettings, roundsUpAt } from './settings';

export type Phase = 'bid' | 'exchange' | 'double' | 'play' | 'over';
export const NONE = 0;
export const ORDINARY = 1;
export const SOLO = 2;
type Contract = typeof NONE | typeof ORDINARY | typeof SOLO;

/** Doubling stages (DO-DBL-1). */
export const ASK_SCHWACHER = 0; // defenders in turn from declarer's left may give a Schwacher
export const ASK_DECLARER = 1; // declarer may answer with a retour
export const ASK_DEFENDERS = 2; // defenders in turn may retour again

/** A decision everyone hears (bids and doubles), for the log and the history. */
interface Spoken {
  seat: Seat;
  action: number;
}

/** Cards in a hand (8 tricks of 4). */
export const TRICKS = 8;
const PLAYS = TRICKS * 4;

/**
 * Plain data: structured-cloneable. The play phase writes only into fixed-size arrays (plays,
 * playSeats, winners) and card-set words, so playing a card allocates nothing (search and the
 * benchmark play millions).
 */
export interface DobbmState {
  /** The hand's context as the session gave it (public: every seat's view carries it). */
  context: HandContext;
  players: number;
  dealer: Seat;
  seed: Seed;
  /** DO-SESS-1: this deal belongs to the Mußrunde; the first active player must declare. */
  forced: boolean;
  /** DO-EXCH-3 variant. */
  heartSowAlone: boolean;
  /** DO-SCORE-4: the stake (price of a Match, Schilling), shown at the table. */
  stake: number;
  /** DO-SCORE-5: does a part of a Schilling count as a whole one at this stake? */
  roundUp: boolean;
  /** The four active seats in clockwise order from dealer's left (DO-DEAL-1). */
  active: Seat[];
  /** One card set per table seat (the sitting-out dealer's stays empty). */
  hands: CardSet[];
  /** The four Dobb cards as dealt. */
  dobb: CardSet;
  /** The declarer's discard in an ordinary game. */
  discard: CardSet;
  /** The discarded cards in the order they were laid away (the declarer's own history shows them). */
  discards: Card[];
  phase: Phase;
  toAct: Seat;
  spoken: number;
  contract: Contract;
  declarer: Seat;
  thrownIn: boolean;
  schwacher: boolean;
  retours: number;
  dblStage: number;
  dblAsked: number;
  /** Every card played, in order: trick k is plays[4k..4k+3]; -1 where none is played yet. */
  plays: Card[];
  /** Who played each card of `plays`. */
  playSeats: Seat[];
  /** How many cards have been played (the trick in progress starts at 4 * (played >> 2)). */
  played: number;
  /** The winner of each finished trick; -1 where the trick is not finished. */
  winners: Seat[];
  leader: Seat;
  tricksWon: number[];
  /** Card points taken in tricks by the declarer and by the defenders. */
  declPoints: number;
  defPoints: number;
  /** Bids, then doubles, in the order spoken. */
  said: Spoken[];
}

/** Finished tricks. */
export const tricksDone = (s: DobbmState): number => s.played >> 2;
/** Where the trick in progress starts in `plays`, and how many cards it holds. */
export const trickStart = (s: DobbmState): number => s.played & ~3;

/** The next active seat clockwise (DO-DEAL-1: at five, the dealer is skipped). */
export function nextActive(s: { players: number; dealer: Seat }, seat: Seat): Seat {
  let n = (seat + 1) % s.players;
  if (s.players === 5 && n === s.dealer) n = (n + 1) % s.players;
  return n;
}

function activeSeats(players: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  let seat = dealer;
  for (let i = 0; i < 4; i++) {
    seat = nextActive({ players, dealer }, seat);
    out.push(seat);
  }
  return out;
}

/** A copy of the context, in one shape (the view hands it out; a world is rebuilt from it). */
export function copyContext(ctx: HandContext): HandContext {
  return { players: ctx.players, dealer: ctx.dealer, settings: { ...ctx.settings }, ...(ctx.session ? { session: { ...ctx.session } } : {}) };
}

function blank(ctx: HandContext, seed: Seed): DobbmState {
  if (ctx.players !== 4 && ctx.players !== 5) throw new RangeError(`Dobbm is played by 4 or 5, not ${ctx.players}`);
  if (!Number.isInteger(ctx.dealer) || ctx.dealer < 0 || ctx.dealer >= ctx.players) throw new RangeError(`no seat ${ctx.dealer}`);
  const st = readDobbmSettings(ctx.settings);
  const active = activeSeats(ctx.players, ctx.dealer);
  return {
    context: copyContext(ctx),
    players: ctx.players,
    dealer: ctx.dealer,
    seed,
    forced: ctx.session?.mussrunde === true,
    heartSowAlone: st.heartSowAlone,
    stake: st.stake,
    roundUp: roundsUpAt(st.roundUp, st.stake),
    active,
    hands: Array.from({ length: ctx.players }, emptySet),
    dobb: emptySet(),
    discard: emptySet(),
    discards: [],
    phase: 'bid',
    toAct: active[0],
    spoken: 0,
    contract: NONE,
    declarer: -1,
    thrownIn: false,
    schwacher: false,
    retours: 0,
    dblStage: ASK_SCHWACHER,
    dblAsked: 0,
    plays: new Array<Card>(PLAYS).fill(-1),
    playSeats: new Array<Seat>(PLAYS).fill(-1),
    played: 0,
    winners: new Array<Seat>(TRICKS).fill(-1),
    leader: -1,
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
  for (let round = 0; round < 2; round++) for (const seat of s.active) for (let i = 0; i < 4; i++) addInPlace(s.hands[seat], deck[k++]);
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
    discards: s.discards.slice(),
    plays: s.plays.slice(),
    playSeats: s.playSeats.slice(),
    winners: s.winners.slice(),
    tricksWon: s.tricksWon.slice(),
    said: s.said.map((x) => ({ seat: x.seat, action: x.action }))
  };
}

export const defenders = (s: DobbmState): Seat[] => s.active.filter((x) => x !== s.declarer);
