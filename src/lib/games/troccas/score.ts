import { toCards } from '../../engine/card-set';
import { seatSlot, seatsSlot } from '../../engine/seats';
import type { Card } from '../../engine/cards';
import type { BreakdownLine, HandContext, HandScore, Settings, Text } from '../../engine/game';
import { groupPoints, packTotal, sidePoints, target } from './count';
import { slamSide } from './play';
import { countingFor, partnerships, resolveSettings, sideCount, sideOf, sideSeats, type Counting } from './rules';
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

export function factsOf(s: TroccasState): TroccasFacts | null {
  if (s.phase !== 'over') return null;
  const counting = countingFor(s.players, s.settings);
  const base = { players: s.players, dealer: s.dealer, counting, method: s.method };
  if (s.thrownIn)
    return {
      ...base,
      thrownIn: true,
      throwInReason: s.thrownIn === 1 ? 'liber' : 'no-trumps',
      cardPoints: new Array<number>(sideCount(s.players)).fill(0),
      allTricks: -1
    };
  const slam = slamSide(s);
  const scartSide = scartSideOf(s, slam);
  const scart = toCards(s.scart);
  const cardPoints = cardPointsOf(s, counting, scartSide, scart);
  const piles = s.piles.map((pile, side) => (side === scartSide ? [...pile, ...scart] : pile.slice()));
  return { ...base, thrownIn: false, cardPoints, allTricks: slam, piles };
}

/** TR-4-10: a side winning every trick also wins the scart; otherwise it is the dealer's side's. */
const scartSideOf = (s: TroccasState, slam: number): number => (slam >= 0 ? slam : sideOf(s.dealer, s.players));

const cardPointsOf = (s: TroccasState, counting: Counting, scartSide: number, scart: number[]): number[] =>
  s.piles.map((pile, side) => sidePoints(pile, side === scartSide ? scart : [], counting));

/**
 * TR-4-15, TR-6-1, TR-3-2, TR-5-1: each side's card points less its target, given to every member
 * of the side. The one rule behind `score` and `payoff`.
 */
function sideDeltas(players: number, dealer: number, counting: Counting, cardPoints: readonly number[], deltas: number[]): void {
  for (let side = 0; side < cardPoints.length; side++) {
    const seats = partnerships(players) ? sideSeats(side, players) : [side];
    const d = cardPoints[side] - target(players, counting, seats.includes(dealer));
    for (const seat of seats) deltas[seat] = d;
  }
}

/** Each seat's result of a finished hand: `score(facts(s)).deltas` without facts or texts (search). */
export function payoff(s: TroccasState): number[] {
  const deltas = new Array<number>(s.players).fill(0);
  if (s.phase !== 'over' || s.thrownIn) return deltas;
  const counting = countingFor(s.players, s.settings);
  const cardPoints = cardPointsOf(s, counting, scartSideOf(s, slamSide(s)), toCards(s.scart));
  sideDeltas(s.players, s.dealer, counting, cardPoints, deltas);
  return deltas;
}

export function sideLabel(side: number, players: number, dealer: number): Text {
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
 * less its target; every member of a side gets the side's score. Zero-sum by construction.
 */
export function score(f: TroccasFacts, settings: Settings): HandScore {
  void resolveSettings(f.players, settings);
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
  for (let side = 0; side < f.cardPoints.length; side++) {
    const seats = partnerships(f.players) ? sideSeats(side, f.players) : [side];
    const t = target(f.players, f.counting, seats.includes(f.dealer));
    const d = deltas[seats[0]];
    const label = sideLabel(side, f.players, f.dealer);
    cardPoints.push({ label, points: f.cardPoints[side] });
    breakdown.push({ label: { en: `${label.en}: ${f.cardPoints[side]} − ${t}`, de: `${label.de}: ${f.cardPoints[side]} − ${t}` }, value: d, rule: COUNT_RULE[f.players] });
  }
  return { deltas, unit: 'points', breakdown, cardPoints };
}

export { packTotal };

/**
 * A trick's card points, counted the way the hand counts its piles (TR-CARD-4, TR-3-2): in fours
 * at four and six players, in threes or singly at three as the table chose, singly at five.
 */
export function trickPoints(cards: readonly Card[], context: HandContext): number {
  const counting = countingFor(context.players, resolveSettings(context.players, context.settings));
  return counting === 'singly' ? sidePoints(cards, [], 'singly') : groupPoints(cards, counting === 'fours' ? 4 : 3);
}
