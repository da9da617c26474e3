import { addInPlace } from '../../engine/card-set';
import { nextInt, shuffleInPlace, type RngState } from '../../engine/rng';
import { drawFromRuns, listRuns } from '../../engine/fast';
import { ALLOW, DEAL_ONE, DEAL_THREE, DEAL_TWO, GO_ON, LIBER, TALK, THROW_IN } from './actions';
import { PACK, TRUMPS_I_XXI } from './cards';
import { E, log } from './events';
import { nextSeat, scartSize } from './seats';
import type { DealMethod, TroccasState } from './state';
import { GO_ON_PHRASES, PHRASES } from './talk';

/**
 * The deal (TR-4-3..6, TR-6-1, TR-3-1, TR-5-1): one shuffle from the hand's seed, dealt in rounds
 * with a throw-in interval after each round at four players.
 */

/** TR-4-5 thresholds for the catch-up deals. */
export const CATCH_UP_TWO = 9;
const CATCH_UP_ONE = 18;
/** Talk statements one speaker may make in one turn (a limit of the app, to keep turns short). */
const MAX_TALK = 2;

export interface DealRound {
  batch: number;
  dealerBatch: number;
}

/** Four players (TR-4-3, TR-4-5): the usual deal in three rounds, or a catch-up deal in two or one. */
const PLAN_4: Readonly<Record<'three' | 'two' | 'one', readonly DealRound[]>> = {
  three: [
    { batch: 6, dealerBatch: 6 },
    { batch: 6, dealerBatch: 6 },
    { batch: 7, dealerBatch: 9 }
  ],
  two: [
    { batch: 9, dealerBatch: 9 },
    { batch: 10, dealerBatch: 12 }
  ],
  one: [{ batch: 19, dealerBatch: 21 }]
};
/** Six players (TR-6-1). */
const PLAN_6: readonly DealRound[] = [
  { batch: 6, dealerBatch: 6 },
  { batch: 7, dealerBatch: 7 }
];
/** Three and five: batches of five, then the dealer takes the last three (TR-3-1, TR-5-1). */
const fives = (rounds: number): readonly DealRound[] => Array.from({ length: rounds }, (_, i) => ({ batch: 5, dealerBatch: i === rounds - 1 ? 8 : 5 }));
const PLAN_3 = fives(5);
const PLAN_5 = fives(3);

/**
 * The batches of each round, per seat, in dealing order from dealer's right (dealer last). Shared
 * tables, never changed: every deal reads them and none builds its own.
 */
export function dealPlan(players: number, method: DealMethod): readonly DealRound[] {
  if (players === 4) return PLAN_4[method === 'two' || method === 'one' ? method : 'three'];
  if (players === 6) return PLAN_6;
  return players === 3 ? PLAN_3 : PLAN_5;
}

/** Whether the last card dealt to each player goes face up (TR-4-3, TR-6-1; not at three and five). */
const faceUp = (players: number): boolean => players === 4 || players === 6;

/** The seat that chooses the catch-up deal. */
export function catchUpLegal(s: TroccasState, out: Uint16Array): number {
  out[0] = DEAL_THREE;
  out[1] = DEAL_TWO;
  if (s.behind >= CATCH_UP_ONE) {
    out[2] = DEAL_ONE;
    return 3;
  }
  return 2;
}

export function applyCatchUp(s: TroccasState, a: number): void {
  const method: DealMethod = a === DEAL_ONE ? 'one' : a === DEAL_TWO ? 'two' : 'three';
  log(s, s.toAct, E.CATCHUP, a - DEAL_THREE);
  startDeal(s, method);
}

function buildDeck(s: TroccasState): void {
  let deck: number[];
  const cards = PACK.cards;
  if (s.presetDeck) deck = s.presetDeck.slice();
  else if (s.method === 'one' && s.gathered.length > 0) {
    // TR-4-5: the losing side gathers its own cards of the last hand in the order it likes; the
    // pack is not shuffled but only cut. The rest of the pack (the other side's pile) is taken as
    // it lies, which the app stands in for by its seeded order.
    const g = new Set(s.gathered);
    const rest = shuffleInPlace(
      s.rng,
      cards.filter((c) => !g.has(c))
    );
    const whole = [...rest, ...s.gathered];
    const at = 1 + nextInt(s.rng, whole.length - 1);
    deck = [...whole.slice(at), ...whole.slice(0, at)];
  } else deck = shuffleInPlace(s.rng, cards.slice());
  s.deck = deck;
  // TR-4-4: the card at the bottom after the cut; it is the dealer's last card.
  s.cut = deck[deck.length - 1];
}

export function startDeal(s: TroccasState, method: DealMethod): void {
  s.method = method;
  buildDeck(s);
  s.rounds = dealPlan(s.players, method).length;
  if (s.players !== 4) {
    // No talk and no throw-in: the whole deal at once (TR-6-1, TR-3-1).
    while (s.round < s.rounds) dealRound(s);
    if (s.players !== 6) addInPlace(s.known, s.cut); // seen by the non-dealers, then by the dealer himself
    afterDeal(s);
    return;
  }
  dealRound(s);
  openInterval(s);
}

function dealRound(s: TroccasState): void {
  const plan = dealPlan(s.players, s.method)[s.round];
  const last = s.round === s.rounds - 1;
  let seat = nextSeat(s.dealer, s.players);
  for (let i = 0; i < s.players; i++) {
    const n = seat === s.dealer ? plan.dealerBatch : plan.batch;
    for (let k = 0; k < n; k++) {
      const c = s.deck[s.dealt++];
      addInPlace(s.hands[seat], c);
      if (last && k === n - 1 && faceUp(s.players)) addInPlace(s.known, c);
    }
    seat = nextSeat(seat, s.players);
  }
  s.round++;
  log(s, -1, E.ROUND, s.round, s.rounds);
}

/** TR-4-4: the dealer may look at the cut card after 12 cards each in a three-round deal, before dealing otherwise. */
export const dealerSeesCut = (s: TroccasState): boolean => s.method !== 'three' || s.round >= 2;

function openInterval(s: TroccasState): void {
  s.phase = 'interval';
  s.speaker = 0;
  s.talked = 0;
  s.toAct = nextSeat(s.dealer, s.players);
}

/**
 * TR-4-6 and TR-4-7: the legal words of the speaker in an interval or of the dealer, as runs of
 * action numbers ([first, count] pairs; returns how many runs): listed by `intervalLegal`, drawn
 * from by `intervalRandom`.
 */
function intervalRuns(s: TroccasState, runs: Uint16Array): number {
  let k = 0;
  if (s.phase === 'dealer') {
    k = run(runs, k, GO_ON, GO_ON_PHRASES.length);
    return run(runs, k, THROW_IN, 1);
  }
  if (s.speaker < 2) {
    if (s.talked === 0) k = run(runs, k, GO_ON, GO_ON_PHRASES.length);
    k = run(runs, k, ALLOW, 1);
    if (s.settings.talk && s.talked < MAX_TALK) k = run(runs, k, TALK, PHRASES.length);
    return k;
  }
  k = run(runs, k, GO_ON, GO_ON_PHRASES.length);
  return run(runs, k, LIBER, 1);
}

/** Writes run `k` and returns the count of runs. */
function run(runs: Uint16Array, k: number, first: number, count: number): number {
  runs[2 * k] = first;
  runs[2 * k + 1] = count;
  return k + 1;
}

const runs = new Uint16Array(8);

export function intervalLegal(s: TroccasState, out: Uint16Array): number {
  return listRuns(runs, intervalRuns(s, runs), out);
}

/** `intervalLegal`'s list at one `nextInt`, without listing every phrase. */
export function intervalRandom(s: TroccasState, rng: RngState): number {
  return drawFromRuns(runs, intervalRuns(s, runs), rng);
}

export function applyInterval(s: TroccasState, a: number): void {
  const seat = s.toAct;
  if (a >= TALK && a < TALK + PHRASES.length) {
    log(s, seat, E.TALK, a - TALK);
    s.talked++;
    return;
  }
  if (a >= GO_ON && a < GO_ON + GO_ON_PHRASES.length) {
    log(s, seat, s.phase === 'dealer' ? E.DEALER_ON : E.GO_ON, a - GO_ON);
    const fromDealer = s.phase === 'dealer';
    goOn(s, fromDealer);
    return;
  }
  if (a === ALLOW) {
    log(s, seat, E.ALLOW);
    s.speaker++;
    s.talked = 0;
    s.toAct = nextSeat(seat, s.players);
    return;
  }
  if (a === LIBER) {
    log(s, seat, E.LIBER);
    s.phase = 'dealer';
    s.dealerWhy = 1;
    s.toAct = s.dealer;
    return;
  }
  if (a === THROW_IN) {
    log(s, seat, E.THROW_IN, s.dealerWhy);
    s.thrownIn = s.dealerWhy;
    s.phase = 'over';
    s.toAct = -1;
  }
}

function goOn(s: TroccasState, fromDealer: boolean): void {
  if (s.round < s.rounds) {
    dealRound(s);
    openInterval(s);
    return;
  }
  // TR-4-6: a dealer without trumps after the last round may still throw in alone.
  if (!fromDealer && (s.hands[s.dealer][4] & TRUMPS_I_XXI) === 0) {
    s.phase = 'dealer';
    s.dealerWhy = 2;
    s.toAct = s.dealer;
    return;
  }
  afterDeal(s);
}

/** After the deal: the dealer's discard (TR-4-8, TR-3-1), or at six straight to the play. */
function afterDeal(s: TroccasState): void {
  if (scartSize(s.players) > 0) {
    s.phase = 'discard';
    s.toAct = s.dealer;
  } else startPlay(s);
}

export function startPlay(s: TroccasState): void {
  s.phase = 'play';
  // TR-4-9: the player at dealer's right leads first.
  s.leader = nextSeat(s.dealer, s.players);
  s.toAct = s.leader;
}
