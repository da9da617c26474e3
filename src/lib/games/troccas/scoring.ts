import { size, toCards } from '../../engine/card-set';
import { seatSlot, seatsSlot } from '../../engine/seats';
import type { Card } from '../../engine/cards';
import type { BreakdownLine, HandContext, HandScore, Settings, Text } from '../../engine/game';
import { countingFor, pilePoints, setValue, target, type Counting } from './count';
import { slamSide } from './play';
import { partnerships, sideOf, sideSeats } from './seats';
import { readTroccasSettings } from './settings';
import type { DealMethod, TroccasState } from './state';

/** What a finished hand leaves for scoring: the same whether played here or entered by hand. */
export interface TroccasFacts {
  players: number;
  dealer: number;
  counting: Counting;
  /** TR-4-6: the hand was thrown in (no score; the same dealer deals again). */
  thrownIn: boolean;
  throwInReason?: 'liber' | 'no-trumps';
  /** TR-4-5: how the cards were dealt. */
  method: DealMethod;
  /** Card points by side: at four and six side = seat % 2; at three and five side = seat. */
  cardPoints: number[];
  /** The side that won every trick, or -1 (TR-4-10). */
  allTricks: number;
  /** The cards each side ended with (scart included), for the catch-up gathering (TR-4-5). */
  piles?: number[][];
}

// Plain object literals, no spreads, no closures: `facts` and `payoff` run once per hand of a
// benchmark or a search playout, where a spread of a shared base cost more than the whole hand's play.
export function facts(s: TroccasState): TroccasFacts | null {
  if (s.phase !== 'over') return null;
  const counting = countingFor(s.players, s.settings);
  const sides = s.piles.length;
  if (s.thrownIn) {
    const cardPoints: number[] = [];
    for (let side = 0; side < sides; side++) cardPoints.push(0);
    const throwInReason = s.thrownIn === 1 ? 'liber' : 'no-trumps';
    return { players: s.players, dealer: s.dealer, counting, method: s.method, thrownIn: true, throwInReason, cardPoints, allTricks: -1 };
  }
  const slam = slamSide(s);
  const scartSide = scartSideOf(s, slam);
  const scart = toCards(s.scart);
  const cardPoints: number[] = [];
  const piles: number[][] = [];
  for (let side = 0; side < sides; side++) {
    cardPoints.push(sidePointsOf(s, side, scartSide, counting));
    const pile = s.piles[side].slice();
    if (side === scartSide) for (let i = 0; i < scart.length; i++) pile.push(scart[i]);
    piles.push(pile);
  }
  return { players: s.players, dealer: s.dealer, counting, method: s.method, thrownIn: false, cardPoints, allTricks: slam, piles };
}

/** TR-4-10: a side winning every trick also wins the scart; otherwise it is the dealer's side's. */
const scartSideOf = (s: TroccasState, slam: number): number => (slam >= 0 ? slam : sideOf(s.dealer, s.players));

function sidePointsOf(s: TroccasState, side: number, scartSide: number, counting: Counting): number {
  const mine = side === scartSide;
  return pilePoints(s.piles[side], mine ? setValue(s.scart) : 0, mine ? size(s.scart) : 0, counting);
}

/**
 * TR-4-15, TR-6-1, TR-3-2, TR-5-1: each side's card points less its target, given to every member
 * of the side (the dealer's side has the dealer's target). The one rule behind `score` and `payoff`.
 */
function sideDeltas(players: number, dealer: number, counting: Counting, cardPoints: readonly number[], deltas: number[]): void {
  const dealerSide = sideOf(dealer, players);
  for (let seat = 0; seat < players; seat++) {
    const side = sideOf(seat, players);
    deltas[seat] = cardPoints[side] - target(players, counting, side === dealerSide);
  }
}

/** Points by side for `payoff`, reused: at most five sides (five players, each alone). */
const payoffPoints = [0, 0, 0, 0, 0, 0];

/** Each seat's result of a finished hand: `score(facts(s)).deltas` without facts or texts (search). */
export function payoff(s: TroccasState): number[] {
  const deltas: number[] = [];
  for (let seat = 0; seat < s.players; seat++) deltas.push(0);
  if (s.phase !== 'over' || s.thrownIn) return deltas;
  const counting = countingFor(s.players, s.settings);
  const scartSide = scartSideOf(s, slamSide(s));
  for (let side = 0; side < s.piles.length; side++) payoffPoints[side] = sidePointsOf(s, side, scartSide, counting);
  sideDeltas(s.players, s.dealer, counting, payoffPoints, deltas);
  return deltas;
}

export function sideLabel(side: number, players: number, dealer: number): Text {
  // A label depends on three small numbers only: its texts are made once and kept; each caller
  // gets its own object (views hand theirs to the screen, which may wrap it).
  const key = (players * 8 + dealer) * 8 + side;
  let label = labels.get(key);
  if (label === undefined) {
    label = makeSideLabel(side, players, dealer);
    labels.set(key, label);
  }
  return { en: label.en, de: label.de };
}

const labels = new Map<number, Text>();

function makeSideLabel(side: number, players: number, dealer: number): Text {
  if (!partnerships(players)) {
    const d = side === dealer;
    return { en: `${seatSlot(side)}${d ? ' (dealer)' : ''}`, de: `${seatSlot(side)}${d ? ' (Geber)' : ''}` };
  }
  // Seat slots: the screen shows the players' names ("Anna + Clara").
  const seats = seatsSlot(sideSeats(side, players));
  const d = sideOf(dealer, players) === side;
  return { en: `${seats}${d ? " (dealer's side)" : ''}`, de: `${seats}${d ? ' (Geberseite)' : ''}` };
}

/** The checklist id of each table size's count and target (the summary links its lines there). */
const COUNT_RULE: Record<number, string> = { 3: 'TR-3-2', 4: 'TR-4-15', 5: 'TR-5-1', 6: 'TR-6-1' };

/**
 * THE scoring of Troccas (TR-4-15, TR-6-1, TR-3-2, TR-5-1): each side scores its card points
 * less its target; every member of a side gets the side's score. Zero-sum by construction. The
 * settings change nothing here: the counting they choose is already in the facts.
 */
export function score(f: TroccasFacts, _settings?: Settings): HandScore {
  const deltas = new Array<number>(f.players).fill(0);
  if (f.thrownIn)
    return {
      deltas,
      unit: 'points',
      breakdown: [{ label: { en: 'Thrown in: no score', de: 'Neu gegeben: keine Wertung' }, value: 0, rule: 'TR-4-6' }]
    };
  const breakdown: BreakdownLine[] = [];
  const cardPoints: { label: Text; points: number }[] = [];
  sideDeltas(f.players, f.dealer, f.counting, f.cardPoints, deltas);
  const dealerSide = sideOf(f.dealer, f.players);
  for (let side = 0; side < f.cardPoints.length; side++) {
    const t = target(f.players, f.counting, side === dealerSide);
    const d = deltas[side]; // a side's first seat has the side's number
    const label = sideLabel(side, f.players, f.dealer);
    cardPoints.push({ label, points: f.cardPoints[side] });
    breakdown.push({
      label: { en: `${label.en}: ${f.cardPoints[side]} − ${t}`, de: `${label.de}: ${f.cardPoints[side]} − ${t}` },
      value: d,
      rule: COUNT_RULE[f.players]
    });
  }
  return { deltas, unit: 'points', breakdown, cardPoints };
}

/**
 * A trick's card points, counted the way the hand counts its piles (TR-CARD-4, TR-3-2): in fours
 * at four and six players, in threes or singly at three as the table chose, singly at five.
 */
export function trickPoints(cards: readonly Card[], context: HandContext): number {
  return pilePoints(cards, 0, 0, countingFor(context.players, readTroccasSettings(context.players, context.settings)));
}
