import type { BreakdownLine, HandScore, Seat, Settings } from '../../engine/game';
import { pointsOf } from './cards';
import { readSettings, roundsUpAt } from './settings';
import { ORDINARY, SOLO, type DobbmState } from './state';

/**
 * What scoring needs from one hand (the same from a played hand and from a scorekeeper entry).
 * - outcome 'played': declarerPoints is what the declarer counts (tricks plus the discard or, in a
 *   Solo, the Dobb); noTrick says the declarer lost every trick (DO-SCORE-3).
 * - 'thrown-in': all passed (DO-BID-2).
 * - 'revoke': the deal was abandoned for a revoke or a wrong discard by `offender` (DO-SCORE-7).
 */
export interface DobbmFacts {
  players: number;
  dealer: Seat;
  outcome: 'played' | 'thrown-in' | 'revoke';
  declarer: Seat | null;
  contract: 'dobbm' | 'solo' | null;
  declarerPoints: number;
  noTrick: boolean;
  schwacher: boolean;
  retours: number;
  offender: Seat | null;
  mussrunde: boolean;
}

export function facts(s: DobbmState): DobbmFacts | null {
  if (s.phase !== 'done') return null;
  const base = {
    players: s.players,
    dealer: s.dealer,
    schwacher: s.schwacher,
    retours: s.retours,
    offender: null,
    mussrunde: s.forced
  };
  if (s.thrownIn) return { ...base, outcome: 'thrown-in', declarer: null, contract: null, declarerPoints: 0, noTrick: false };
  const extra = s.contract === SOLO ? pointsOf(s.dobb) : pointsOf(s.discard);
  return {
    ...base,
    outcome: 'played',
    declarer: s.declarer,
    contract: s.contract === SOLO ? 'solo' : 'dobbm',
    declarerPoints: s.declPoints + extra,
    noTrick: s.tricksWon[s.declarer] === 0
  };
}

/**
 * DO-SCORE-4/5: Schilling for `points` card points at this stake (a Match, 60 points, costs the
 * stake). With roundUp (the stakes of 6 and 12 by default) a part of a Schilling counts as a whole one,
 * before any doubling. Without
 * it the amount is kept to the Groschen (1/100).
 */
export function money(points: number, stake: number, roundUp: boolean): number {
  const exact = (points * stake) / 60;
  if (roundUp) return Math.ceil(exact - 1e-9);
  return Math.round(exact * 100) / 100;
}

const line = (en: string, de: string, value: number, rule: string): BreakdownLine => ({ label: { en, de }, value, rule });

/** Transfers between one seat and every other seat: +n*amount to `to`, -amount to each other. */
function allPay(players: number, to: Seat, amount: number): number[] {
  const d = new Array<number>(players).fill(0);
  for (let i = 0; i < players; i++) if (i !== to) d[i] = amount === 0 ? 0 : -amount;
  d[to] = Math.round(amount * (players - 1) * 100) / 100;
  return d;
}

/** THE scoring of Dobbm: one hand's facts to Schilling per table seat (zero-sum). */
export function score(f: DobbmFacts, settings: Settings): HandScore {
  const st = readSettings(settings);
  const breakdown: BreakdownLine[] = [];
  if (f.outcome === 'thrown-in') {
    if (f.players === 4) {
      breakdown.push(line('Thrown in: the same dealer deals again', 'Eingeworfen: derselbe Geber gibt noch einmal', 0, 'DO-BID-2'));
      return { deltas: new Array<number>(4).fill(0), unit: 'money', breakdown };
    }
    // DO-BID-2: at five, the deal passes left and the new dealer gets a Stockerl of 10 points from each.
    const newDealer = (f.dealer + 1) % f.players;
    const stockerl = money(10, st.stake, roundsUpAt(st.roundUp, st.stake));
    breakdown.push(line('Stockerl from each player to the new dealer', 'Stockerl von jedem an den neuen Geber', stockerl, 'DO-BID-2'));
    return { deltas: allPay(f.players, newDealer, stockerl), unit: 'money', breakdown, extra: { stockerl, newDealer } };
  }
  const decl = f.declarer as Seat;
  const doubles = (f.schwacher ? 1 : 0) + f.retours;
  const soloFactor = f.contract === 'solo' ? 2 : 1;
  const multiplier = soloFactor * 2 ** doubles;
  const factors = () => {
    if (soloFactor === 2) breakdown.push(line('Solo ×2', 'Solo ×2', 2, 'DO-SCORE-2'));
    if (f.schwacher) breakdown.push(line('Schwacher ×2', 'Schwacher ×2', 2, 'DO-DBL-1'));
    if (f.retours) breakdown.push(line(`Retour ×2 each (${f.retours})`, `Retour je ×2 (${f.retours})`, 2 ** f.retours, 'DO-DBL-1'));
  };
  if (f.outcome === 'revoke') {
    // DO-SCORE-7: half a Match of the game being played, doubled like it.
    const base = money(30, st.stake, roundsUpAt(st.roundUp, st.stake));
    breakdown.push(line('Revoke: half a Match', 'Verleugnet: ein halber Matsch', base, 'DO-SCORE-7'));
    factors();
    const amount = base * multiplier;
    breakdown.push(line('Paid by/to each', 'Zahlung je Spieler', amount, 'DO-SCORE-7'));
    const offenderIsDeclarer = f.offender === decl;
    const deltas = allPay(f.players, decl, offenderIsDeclarer ? -amount : amount);
    return { deltas: deltas.map((x) => x + 0), unit: 'money', breakdown, extra: { perPlayer: amount, multiplier } };
  }
  // DO-SCORE-3: a declarer who loses every trick loses the Dobb too.
  const points = f.noTrick ? 0 : f.declarerPoints;
  const diff = points - 60; // DO-SCORE-1
  breakdown.push(line("Declarer's card points", 'Punkte des Spielers', points, f.noTrick ? 'DO-SCORE-3' : 'DO-SCORE-1'));
  breakdown.push(line('Over or under 60', 'Über oder unter 60', diff, 'DO-SCORE-1'));
  const base = money(Math.abs(diff), st.stake, roundsUpAt(st.roundUp, st.stake));
  breakdown.push(line('Schilling per player before doubling', 'Schilling je Spieler vor dem Verdoppeln', base, 'DO-SCORE-4'));
  factors();
  const amount = base * multiplier * Math.sign(diff);
  breakdown.push(line('Each other player pays the declarer', 'Jeder andere zahlt dem Spieler', amount, 'DO-SCORE-4'));
  // DO-DEAL-1: at five the sitting-out dealer pays or receives like a defender.
  const deltas = allPay(f.players, decl, amount).map((x) => x + 0);
  return {
    deltas,
    unit: 'money',
    breakdown,
    cardPoints: [
      { label: { en: 'Declarer', de: 'Spieler' }, points },
      { label: { en: 'Defenders', de: 'Gegenspieler' }, points: 120 - points }
    ],
    extra: { perPlayer: amount, multiplier }
  };
}

export const contractOf = (c: number): 'dobbm' | 'solo' | null => (c === SOLO ? 'solo' : c === ORDINARY ? 'dobbm' : null);
