import type { Card } from '../../engine/cards';
import type { CardSet } from '../../engine/card-set';
import { seatSlot } from '../../engine/seats';
import type { BreakdownLine, HandScore, Seat, Settings, Text, Declaration } from '../../engine/game';
import { BID_NAMES, PAGAT, UNIT, VALUES, isKing, seatText, type BidName, type Contract } from './constants';
import { readTroggenSettings, targetPoints, totalPoints } from './settings';
import type { TroggenState } from './state';

/** What happened to the bidder's own Pagat or king in the last trick (TG-SCORE-2, TG-SCORE-3). */
export type LastTrickOutcome = 'won' | 'lost' | null;

/** Everything scoring needs; built from a played hand or from a scorekeeper entry. */
export interface TroggenFacts {
  players: number;
  dealer: Seat;
  contract: Contract;
  bidder: Seat | null;
  /** Suit slot of the called king (5 and 6 players). */
  calledKing: number | null;
  /** The secret partner, or null when the bidder played alone (TG-BID-3). */
  partner: Seat | null;
  /** Points of the bidder's side: tricks + card points + talon where it counts for her. */
  points: number | null;
  /** Misère: each seat's tricks + card points (TG-MIS-1). */
  miserePoints: number[] | null;
  pagat: LastTrickOutcome;
  king: LastTrickOutcome;
  /** Jetons in the pot before this hand (carried from earlier hands). */
  pot: number;
}

export function pileValue(p: CardSet): number {
  let v = 0;
  for (let suit = 0; suit < 6; suit++) {
    let w = p[suit];
    while (w !== 0) {
      const low = w & -w;
      v += VALUES[(suit << 5) | (31 - Math.clz32(low))];
      w ^= low;
    }
  }
  return v;
}

/** Points of one seat's pile: 1 per trick won + card points (TG-CARD-2). */
export const seatPoints = (s: TroggenState, seat: Seat): number => s.tricksWon[seat] + pileValue(s.piles[seat]);

export const contractOf = (s: TroggenState): Contract => (s.bidder < 0 ? 'misere' : BID_NAMES[s.high - 1]);

/** Points of the bidder's side, with the talon where it counts (TG-EXCH-1, TG-BID-2, TG-SCORE-1). */
export function bidderSidePoints(s: TroggenState): number {
  let p = seatPoints(s, s.bidder);
  if (s.partner >= 0) p += seatPoints(s, s.partner);
  const c = contractOf(s);
  if (c === 'einfach' || c === 'doppelt') p += pileValue(s.discard);
  if (c === 'ohne') p += pileValue(s.talon);
  return p;
}

function lastTrickOutcome(s: TroggenState, card: (c: number) => boolean): LastTrickOutcome {
  if (s.bidder < 0 || s.bidderLastCard < 0 || !card(s.bidderLastCard)) return null;
  if (s.lastWinner === s.bidder) return 'won';
  // Taken by her partner, it stays with her side: neither won nor lost (rules decision).
  if (s.lastWinner === s.partner) return null;
  return 'lost';
}

export function facts(s: TroggenState): TroggenFacts | null {
  if (s.phase !== 'over') return null;
  const contract = contractOf(s);
  const mis = contract === 'misere';
  return {
    players: s.players,
    dealer: s.dealer,
    contract,
    bidder: mis ? null : s.bidder,
    calledKing: s.calledKing >= 0 ? s.calledKing >> 5 : null,
    partner: s.partner >= 0 ? s.partner : null,
    points: mis ? null : bidderSidePoints(s),
    miserePoints: mis ? s.piles.map((_, seat) => seatPoints(s, seat)) : null,
    pagat: lastTrickOutcome(s, isPagat),
    king: lastTrickOutcome(s, isKing),
    pot: s.pot
  };
}

/** Each seat's result of a finished hand for search: THE score's deltas (one scoring, never two). */
export const payoff = (s: TroggenState): number[] => score(facts(s)!, s.settings).deltas;

/** TG-MIS-2: lowest pays 0 (ties too), highest 4 (ties too), everyone between 2; all equal: 0. */
export function misereDues(points: readonly number[]): number[] {
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  return points.map((p) => (p === lo ? 0 : p === hi ? 4 : 2));
}

const line = (en: string, de: string, value: number, rule: string): BreakdownLine => ({ label: { en, de }, value, rule });
// Module-level helpers rather than closures made in every call: score and facts run after every
// random hand of the benchmark and every playout of search.
const isPagat = (c: number): boolean => c === PAGAT;
function sum(xs: readonly number[]): number {
  let t = 0;
  for (let i = 0; i < xs.length; i++) t += xs[i];
  return t;
}

/**
 * THE scoring of one hand (TG-BID-2, TG-SCORE-1..5, TG-MIS-2). Deltas are each seat's direct jeton
 * change, pot payments included; extra carries the pot movements for the session.
 */
export function score(f: TroggenFacts, settings: Settings): HandScore {
  const n = f.players;
  const rules = readTroggenSettings(n, settings);
  const deltas = new Array<number>(n).fill(0);
  const paidIn = new Array<number>(n).fill(0);
  const breakdown: BreakdownLine[] = [];
  let potTaken = 0;
  let cardPoints: { label: Text; points: number }[];
  let won = false;
  if (f.contract === 'misere' || f.bidder === null) {
    const pts = f.miserePoints ?? new Array<number>(n).fill(0);
    const dues = misereDues(pts);
    dues.forEach((d, seat) => {
      paidIn[seat] = d;
      breakdown.push(
        line(
          `${seatSlot(seat)}: ${pts[seat]} points, pays ${d} into the pot`,
          `${seatSlot(seat)}: ${pts[seat]} Punkte, zahlt ${d} in die Kasse`,
          -d,
          'TG-MIS-2'
        )
      );
    });
    cardPoints = pts.map((p, seat) => ({ label: seatText(seat), points: p }));
  } else {
    const bidder = f.bidder;
    const unit = UNIT[f.contract as BidName];
    const partner = f.partner !== null && f.partner !== bidder ? f.partner : null;
    for (let seat = 0; seat < n; seat++) paidIn[seat] = seat === bidder ? unit * (n - 1) : unit;
    const target = targetPoints(n, settings);
    const pts = f.points ?? 0;
    won = pts >= target;
    breakdown.push(
      line(`Stake: bidder ${unit * (n - 1)}, others ${unit} each`, `Einsatz: Bieterin ${unit * (n - 1)}, übrige je ${unit}`, -unit * (n - 1), 'TG-BID-2')
    );
    breakdown.push(line(`Bidder's side: ${pts} points (needs ${target})`, `Partei der Bieterin: ${pts} Punkte (braucht ${target})`, pts, 'TG-SCORE-1'));
    const potIn = sum(paidIn);
    if (won) {
      potTaken = f.pot + potIn;
      let share = 0;
      if (partner !== null) {
        const rest = rules.partnerShare === 'all' ? potTaken - unit : f.pot;
        share = unit + Math.round(rest / 3);
        deltas[partner] += share;
        breakdown.push(line(`Partner (${seatSlot(partner)}) gets ${share}`, `Partner (${seatSlot(partner)}) erhält ${share}`, share, 'TG-SCORE-4'));
      }
      deltas[bidder] += potTaken - share;
      breakdown.push(
        line(`Won: bidder takes ${potTaken - share} from the pot`, `Gewonnen: Bieterin zieht ${potTaken - share} aus der Kasse`, potTaken - share, 'TG-SCORE-1')
      );
    } else breakdown.push(line('Lost: the pot stays on the table', 'Verloren: der Einsatz bleibt auf dem Tisch', 0, 'TG-SCORE-1'));
    // TG-SCORE-2, TG-SCORE-3: paid directly, whether or not the hand was won.
    for (const [what, outcome] of [
      ['Pagat', f.pagat],
      ['King', f.king]
    ] as const) {
      if (!outcome) continue;
      const de = what === 'King' ? 'König' : 'Pagat';
      if (outcome === 'won') {
        for (let seat = 0; seat < n; seat++)
          if (seat !== bidder) {
            deltas[seat] -= 2;
            deltas[bidder] += 2;
          }
        breakdown.push(
          line(
            `${what} wins the last trick: 2 from each player`,
            `${de} macht den letzten Stich: je 2 von allen`,
            2 * (n - 1),
            what === 'King' ? 'TG-SCORE-3' : 'TG-SCORE-2'
          )
        );
      } else {
        let paid = 0;
        for (let seat = 0; seat < n; seat++)
          if (seat !== bidder && !(rules.pagatLossPays === 'defenders' && seat === partner)) {
            deltas[seat] += 2;
            paid += 2;
          }
        deltas[bidder] -= paid;
        breakdown.push(
          line(
            `${what} lost in the last trick: bidder pays 2 to each`,
            `${de} im letzten Stich verloren: Bieterin zahlt je 2`,
            -paid,
            what === 'King' ? 'TG-SCORE-3' : 'TG-SCORE-2'
          )
        );
      }
    }
    const total = totalPoints(n);
    cardPoints = [
      { label: { en: "Bidder's side", de: 'Partei der Bieterin' }, points: pts },
      { label: { en: 'Defenders', de: 'Verteidiger' }, points: total - pts }
    ];
  }
  for (let seat = 0; seat < n; seat++) deltas[seat] -= paidIn[seat];
  const potIn = sum(paidIn);
  return {
    deltas,
    unit: 'jetons',
    breakdown,
    cardPoints,
    extra: { contract: f.contract, won, potBefore: f.pot, potIn, potTaken, potAfter: f.pot + potIn - potTaken, paidIn }
  };
}

/** A trick's points for the pile that takes it: one for the trick and its cards' values (TG-CARD-2). */
export function trickPoints(cards: readonly Card[]): number {
  let p = 1;
  for (const c of cards) p += VALUES[c];
  return p;
}

/**
 * The contract and the bidder's side, for the arena (`Game.declaration`): the bidder, then the
 * called king's holder when it was another seat. The misère is nobody's contract: every seat plays
 * for itself (TG-MIS-1).
 */
export const declaration = (f: TroggenFacts): Declaration | null =>
  f.bidder === null ? null : { contract: f.contract, declarers: f.partner === null || f.partner === f.bidder ? [f.bidder] : [f.bidder, f.partner] };
