import { emptySet, type CardSet } from '../../engine/card-set';
import { rngFromSeed, type RngState, type Seed } from '../../engine/rng';
import type { HandContext } from '../../engine/game';
import { PACK } from './cards';
import { CATCH_UP_TWO, startDeal } from './deal';
import { nextSeat, sideCount, sideOf } from './seats';
import { troccasMeta } from './meta';
import { readTroccasSettings, type TroccasSettings } from './settings';

/**
 * The state of one Troccas hand: plain data (numbers and arrays), cloned by `clone`.
 * Migrate stored data before changing: states are not stored, but records replay into them.
 */
export type Phase = 'catchup' | 'interval' | 'dealer' | 'discard' | 'play' | 'take' | 'call' | 'over';

/** TR-4-5: how the cards are dealt. 'all' = the deal of three, five and six players in one go. */
export type DealMethod = 'three' | 'two' | 'one' | 'all';

export interface TroccasState {
  players: number;
  dealer: number;
  settings: TroccasSettings;
  phase: Phase;
  toAct: number;
  rng: RngState;
  /** TR-4-5: the side behind in the current game, by how much, and its gathered cards. */
  behindSide: number;
  behind: number;
  gathered: number[];
  method: DealMethod;
  /** The pack in dealing order once shuffled and cut; empty before (catch-up choice pending). */
  deck: number[];
  dealt: number;
  round: number;
  rounds: number;
  hands: CardSet[];
  /** Cards every seat knows the place of: last cards dealt face up, cards taken back, the cut card at three and five. */
  known: CardSet;
  /** The bottom card after the cut (TR-4-4). */
  cut: number;
  /** Interval (TR-4-6): index of the speaker (0..2 from dealer's right), talk said this turn. */
  speaker: number;
  talked: number;
  /** Why the dealer decides now: 1 after "liber", 2 no trumps after the last round. */
  dealerWhy: number;
  /** 0 played, 1 thrown in by the dealer after "liber", 2 by the dealer with no trumps. */
  thrownIn: number;
  scart: CardSet;
  scartCount: number;
  /** The trick in play as flat pairs [seat, card, seat, card, …]; a king+jack player appears twice. */
  trick: number[];
  leader: number;
  /** Suit that was led (set by the first card that is not the Fool), -1 before. */
  led: number;
  /** Bitmask of plain suits already led (TR-4-12: the first lead of a suit). */
  suitsLed: number;
  /** Whether this trick is the first lead of its suit. */
  firstLead: boolean;
  /** Seats that have played to this trick (count). */
  played: number;
  kjSeat: number;
  winner: number;
  /** Cards played to tricks so far (the current one included). */
  gone: CardSet;
  /** Bitmask of trumps already played (bit n = trump n). */
  trumpsPlayed: number;
  /** TR-4-16: the trump the knock of this trick is about (0: none), windows closed, knocked this trick. */
  knockFor: number;
  knockClosed: number;
  knocked: boolean;
  /** Cards won by each side, in the order won (the scart is kept apart). */
  piles: number[][];
  tricksWon: number[];
  /** TR-4-10: a Fool waiting for a card in exchange: the owing side, the receiving side, -1 none. */
  foolDebtor: number;
  foolCreditor: number;
  /** Completed tricks as [winner, seat, card, …] in their final form (after calls and exchanges). */
  history: number[][];
  /** Public log as quadruples [seat, kind, a, b]. */
  events: number[];
  /** The hand's context as dealt: a world sampled from a view starts from it (issue 11). */
  context: HandContext;
  /** A world's deck (issue 11, worlds.ts): when set, the deal uses it instead of shuffling. */
  presetDeck: number[] | null;
  /** Every action so far with its seat, flat: seat, action, … (the view's history). */
  actions: number[];
  /** Per seat, bit per suit (0..3 plain, 4 trumps) it has shown it holds none of, by not following. */
  voids: number[];
  /** Cards that changed hands in play, flat [seat, card, …]: TR-4-14's take-back and TR-4-12's swap (the jack given, the card got back as −1−card). */
  moves: number[];
}

export function setup(ctx: HandContext, seed: Seed): TroccasState {
  return setupWith(ctx, seed, null);
}

/** The setup of a world from a view (worlds.ts): the deal comes from `deck` instead of the seed's shuffle. */
export function setupWith(ctx: HandContext, seed: Seed, deck: number[] | null): TroccasState {
  const players = ctx.players;
  if (!troccasMeta.players.includes(players)) throw new RangeError(`Troccas is for 3 to 6 players, not ${players}`);
  const settings: TroccasSettings = readTroccasSettings(players, ctx.settings);
  const sess = ctx.session ?? {};
  const behindSide = players === 4 && typeof sess.behindSide === 'number' ? sess.behindSide : -1;
  const behind = typeof sess.behind === 'number' ? sess.behind : 0;
  const gathered = Array.isArray(sess.gathered) && sess.gathered.length > 0 ? gatheredCards(sess.gathered) : [];
  // Built by loops, not Array.from with a callback: setup runs once per hand of every search playout.
  const hands: CardSet[] = [];
  const tricksWon: number[] = [];
  const voids: number[] = [];
  for (let seat = 0; seat < players; seat++) {
    hands.push(emptySet());
    tricksWon.push(0);
    voids.push(0);
  }
  const piles: number[][] = [];
  for (let side = sideCount(players); side > 0; side--) piles.push([]);
  const s: TroccasState = {
    players,
    dealer: ctx.dealer,
    settings,
    phase: 'play',
    toAct: -1,
    rng: rngFromSeed(seed),
    behindSide: behindSide >= 0 && behind >= CATCH_UP_TWO ? behindSide : -1,
    behind,
    gathered,
    method: players === 4 ? 'three' : 'all',
    deck: [],
    dealt: 0,
    round: 0,
    rounds: 0,
    hands,
    known: emptySet(),
    cut: -1,
    speaker: 0,
    talked: 0,
    dealerWhy: 0,
    thrownIn: 0,
    scart: emptySet(),
    scartCount: 0,
    trick: [],
    leader: nextSeat(ctx.dealer, players),
    led: -1,
    suitsLed: 0,
    firstLead: false,
    played: 0,
    kjSeat: -1,
    winner: -1,
    gone: emptySet(),
    trumpsPlayed: 0,
    knockFor: 0,
    knockClosed: 0,
    knocked: false,
    piles,
    tricksWon,
    foolDebtor: -1,
    foolCreditor: -1,
    history: [],
    events: [],
    context: ctx,
    presetDeck: deck,
    actions: [],
    voids,
    moves: []
  };
  if (s.behindSide >= 0) {
    // TR-4-5: the losing side chooses the deal before it starts; its first member in turn speaks.
    s.phase = 'catchup';
    const first = nextSeat(s.dealer, players);
    s.toAct = sideOf(first, players) === s.behindSide ? first : nextSeat(first, players);
    return s;
  }
  startDeal(s, s.method);
  return s;
}

/** TR-4-5: the cards the losing side gathered, each once, in its order. */
const gatheredCards = (cards: readonly unknown[]): number[] => [...new Set(cards.filter((c): c is number => typeof c === 'number' && PACK.cards.includes(c)))];

export function clone(s: TroccasState): TroccasState {
  return {
    ...s,
    settings: s.settings,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    gathered: s.gathered,
    deck: s.deck,
    hands: s.hands.map((h) => h.slice()),
    known: s.known.slice(),
    scart: s.scart.slice(),
    gone: s.gone.slice(),
    trick: s.trick.slice(),
    piles: s.piles.map((p) => p.slice()),
    tricksWon: s.tricksWon.slice(),
    history: s.history.slice(),
    events: s.events.slice(),
    actions: s.actions.slice(),
    voids: s.voids.slice(),
    moves: s.moves.slice()
  };
}
