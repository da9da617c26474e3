import type { Card } from '../../engine/cards';
import type { BreakdownLine, HandScore, Seat, Settings, Declaration } from '../../engine/game';
import { VALUES, pointsOf } from './cards';
import { readDobbmSettings, roundsUpAt } from './settings';
import { SOLO, type DobbmState } from './state';

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
  if (s.phase !== 'over') return null;
  // One plain literal (a spread of a shared base cost more than the whole playout): facts and
  // score run after every playout of the benchmark.
  const played = !s.thrownIn;
  return {
    players: s.players,
    dealer: s.dealer,
    schwacher: s.schwacher,
    retours: s.retours,
    offender: null,
    mussrunde: s.forced,
    outcome: played ? 'played' : 'thrown-in',
    declarer: played ? s.declarer : null,
    contract: !played ? null : s.contract === SOLO ? 'solo' : 'dobbm',
    declarerPoints: played ? s.declPoints + pointsOf(s.contract === SOLO ? s.dobb : s.discard) : 0,
    noTrick: played && s.tricksWon[s.declarer] === 0
  };
}

/** DO-SCORE-1, DO-SCORE-3: the card points the declarer counts (tricks and the discard, in a Solo the Dobb), none without a trick. */
const countedPoints = (f: DobbmFacts): number => (f.noTrick ? 0 : f.declarerPoints);

/**
 * DO-SCORE-1: did the declarer make the game, more than 60 of the 120 card points? (60-60 is a
 * draw, made by neither side.) False when no game was played. The bid hint (explain.ts) counts
 * the deals in which this holds; `score` pays the declarer exactly when it does.
 */
export const contractWon = (f: DobbmFacts): boolean => f.outcome === 'played' && countedPoints(f) > 60;

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

/** The payment between the declarer and each other player, its direction in words, its sum positive. */
const payLine = (toDeclarer: number, rule: string): BreakdownLine =>
  toDeclarer >= 0
    ? line('Each other player pays the declarer', 'Jeder andere zahlt dem Spieler', toDeclarer, rule)
    : line('The declarer pays each other player', 'Der Spieler zahlt jedem anderen', -toDeclarer, rule);

/** Transfers between one seat and every other seat: +n*amount to `to`, -amount to each other. */
function allPay(players: number, to: Seat, amount: number): number[] {
  const d = new Array<number>(players).fill(0);
  for (let i = 0; i < players; i++) if (i !== to) d[i] = amount === 0 ? 0 : -amount;
  d[to] = Math.round(amount * (players - 1) * 100) / 100;
  return d;
}

/** DO-BID-2, DO-DBL-1: Solo doubles the payments, and so does each Schwacher and Retour. */
const multiplierOf = (solo: boolean, schwacher: boolean, retours: number): number => (solo ? 2 : 1) * 2 ** ((schwacher ? 1 : 0) + retours);

/** DO-BID-2: at five, when all pass, the new dealer (dealer's left) gets a Stockerl of 10 points from each. */
const stockerl = (players: number, dealer: Seat, stake: number, roundUp: boolean) => {
  const newDealer = (dealer + 1) % players;
  const amount = money(10, stake, roundUp);
  return { newDealer, amount, deltas: allPay(players, newDealer, amount) };
};

/** THE scoring of Dobbm: one hand's facts to Schilling per table seat (zero-sum). */
export function score(f: DobbmFacts, settings: Settings): HandScore {
  const st = readDobbmSettings(settings);
  const breakdown: BreakdownLine[] = [];
  if (f.outcome === 'thrown-in') {
    if (f.players === 4) {
      breakdown.push(line('Thrown in: the same dealer deals again', 'Eingeworfen: derselbe Geber gibt noch einmal', 0, 'DO-BID-2'));
      return { deltas: new Array<number>(4).fill(0), unit: 'money', breakdown };
    }
    // DO-BID-2: at five, the deal passes left and the new dealer gets a Stockerl of 10 points from each.
    const st5 = stockerl(f.players, f.dealer, st.stake, roundsUpAt(st.roundUp, st.stake));
    breakdown.push(line('Stockerl from each player to the new dealer', 'Stockerl von jedem an den neuen Geber', st5.amount, 'DO-BID-2'));
    return { deltas: st5.deltas, unit: 'money', breakdown, extra: { stockerl: st5.amount, newDealer: st5.newDealer } };
  }
  const decl = f.declarer as Seat;
  const soloFactor = f.contract === 'solo' ? 2 : 1;
  const multiplier = multiplierOf(f.contract === 'solo', f.schwacher, f.retours);
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
    const offenderIsDeclarer = f.offender === decl;
    breakdown.push(payLine(offenderIsDeclarer ? -amount : amount, 'DO-SCORE-7'));
    const deltas = allPay(f.players, decl, offenderIsDeclarer ? -amount : amount);
    return { deltas: deltas.map((x) => x + 0), unit: 'money', breakdown, extra: { perPlayer: amount, multiplier } };
  }
  // DO-SCORE-3: a declarer who loses every trick loses the Dobb too.
  const points = countedPoints(f);
  const diff = points - 60; // DO-SCORE-1
  breakdown.push(line("Declarer's card points", 'Punkte des Spielers', points, f.noTrick ? 'DO-SCORE-3' : 'DO-SCORE-1'));
  breakdown.push(line('Over or under 60', 'Über oder unter 60', diff, 'DO-SCORE-1'));
  const base = money(Math.abs(diff), st.stake, roundsUpAt(st.roundUp, st.stake));
  breakdown.push(line('Schilling per player before doubling', 'Schilling je Spieler vor dem Verdoppeln', base, 'DO-SCORE-4'));
  factors();
  // DO-SCORE-1: the declarer who made the game is paid, one under 60 pays, and 60-60 pays nothing.
  const amount = base * multiplier * (contractWon(f) ? 1 : diff < 0 ? -1 : 0);
  // Who pays whom, said in words with a positive sum (issue 28 item 7: "Each other player pays the
  // declarer −120" when the declarer lost).
  breakdown.push(payLine(amount, 'DO-SCORE-4'));
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

/**
 * Each seat's Schilling for a finished hand: `score(facts(s), settings).deltas` without facts,
 * texts or breakdown, for search, which adds up thousands of playouts. The same money, multiplier
 * and allPay as `score`, so the two cannot drift apart (runWorlds checks them equal).
 */
export function payoff(s: DobbmState): number[] {
  if (s.thrownIn) return s.players === 4 ? [0, 0, 0, 0] : stockerl(s.players, s.dealer, s.stake, s.roundUp).deltas;
  // DO-SCORE-3: a declarer without a trick loses the Dobb (or discard) too.
  return payoffAt(s, s.tricksWon[s.declarer] === 0 ? 0 : s.declPoints + pointsOf(s.contract === SOLO ? s.dobb : s.discard));
}

/** Each seat's Schilling if the declarer ends with `points` card points (the solver's bounds ask it too). */
export function payoffAt(s: DobbmState, points: number): number[] {
  const diff = points - 60;
  const amount = money(Math.abs(diff), s.stake, s.roundUp) * multiplierOf(s.contract === SOLO, s.schwacher, s.retours) * Math.sign(diff);
  return allPay(s.players, s.declarer, amount).map((x) => x + 0);
}

/** A trick's card points: the faces' values, as the piles are counted (DO-CARD-1). */
export function trickPoints(cards: readonly Card[]): number {
  let p = 0;
  for (const c of cards) p += VALUES[c];
  return p;
}

/** The contract and its declarer, for the arena (`Game.declaration`); null when the hand was thrown in. */
export const declaration = (f: DobbmFacts): Declaration | null =>
  f.declarer === null || f.contract === null ? null : { contract: f.contract, declarers: [f.declarer] };
