import type { Seat } from '../../engine/game';
import { contractId, type ContractId } from './actions';
import {
  PAGAT as PAGAT_,
  countPoints as countPoints_,
  packOf as packOf_
} from './cards';
import {
  LAID_GSTIESS as LAID_GSTIESS_,
  LAID_NONE as LAID_NONE_,
  LAID_PAGAT_DECL as LAID_PAGAT_DECL_,
  P_OVER as P_OVER_,
  nextActive as nextActive_,
  type DroggnState
} from './state';
// Imported values bound once: module getters would cost a call per access in the hot loop.
const PAGAT = PAGAT_;
const countPoints = countPoints_;
const packOf = packOf_;
const LAID_GSTIESS = LAID_GSTIESS_;
const LAID_NONE = LAID_NONE_;
const LAID_PAGAT_DECL = LAID_PAGAT_DECL_;
const P_OVER = P_OVER_;
const nextActive = nextActive_;

export type Side = 'declarer' | 'defenders';
export type LaidOut = 'none' | 'declarer-pagat' | 'defender-pagat' | 'declarer-gstiess';
/** What happened to the Pagat, as far as scoring cares (DR-SCORE-3..5). */
export type PagatOutcome = 'none' | 'won-last' | 'lost-last' | 'captured';
export type Revoke = 'none' | Side;

/**
 * A finished hand's outcome: everything scoring needs and nothing more. The scorekeeper builds the
 * same facts from what a table writes down (entry.ts), so both score through the one function.
 */
export interface DroggnFacts {
  players: number;
  dealer: Seat;
  /** null: everybody passed, thrown in (DR-BID-4). */
  declarer: Seat | null;
  contract: ContractId | null;
  /** Card points of the declarer's tricks with the discard or talon (DR-EXCH-1/3, DR-CARD-4). */
  declarerPoints: number;
  /** The declarer won every trick (a Match, or a Super Mord made). */
  allTricks: boolean;
  /** Who won the last trick (for the 37:37 variant); null when it was not played. */
  lastTrick: Side | null;
  laidOut: LaidOut;
  pagat: PagatOutcome;
  /** The side that played the Pagat (won-last, lost-last) or lost it (captured). */
  pagatSide: Side | null;
  /** DR-VAR-1 "Kleine und Gstieß ultimo" was claimed. */
  kleine: boolean;
  /** 0 none, 1 a Schwacher, then one more per Retour. */
  doubles: number;
  revoke: Revoke;
}

const LAID: Record<number, LaidOut> = {
  [LAID_NONE]: 'none',
  [LAID_PAGAT_DECL]: 'declarer-pagat',
  2: 'defender-pagat',
  [LAID_GSTIESS]: 'declarer-gstiess'
};

/** The facts of a finished hand; one object literal of one shape, no closures (a hot path of the benchmark and of search). */
export function facts(s: DroggnState): DroggnFacts | null {
  if (s.phase !== P_OVER) return null;
  if (s.thrownIn)
    return {
      players: s.players,
      dealer: s.dealer,
      kleine: s.kleine,
      doubles: s.doubles,
      revoke: 'none',
      declarer: null,
      contract: null,
      declarerPoints: 0,
      allTricks: false,
      lastTrick: null,
      laidOut: 'none',
      pagat: 'none',
      pagatSide: null
    };
  const decl = s.declarer;
  const mine = MINE;
  for (let i = 0; i < 6; i++) mine[i] = s.pileDecl[i] | s.discard[i] | s.talon[i];
  const declarerPoints = countPoints(packOf(s.is78).values, mine);
  const complete = s.trickNo === s.tricks;
  let pagat: PagatOutcome = 'none';
  let pagatSide: Side | null = null;
  // The Pagat is played at most once: find its trick and its player.
  const at = s.played.indexOf(PAGAT);
  if (at >= 0 && at < s.trickNo * 3) {
    const t = (at / 3) | 0;
    let p = s.leaders[t];
    for (let i = t * 3; i < at; i++) p = nextActive(s, p);
    const winner = s.winners[t];
    const side: Side = p === decl ? 'declarer' : 'defenders';
    pagatSide = side;
    if (t === s.tricks - 1) pagat = winner === p ? 'won-last' : 'lost-last';
    else if ((winner === decl ? 'declarer' : 'defenders') !== side) pagat = 'captured';
    else pagatSide = null;
  }
  return {
    players: s.players,
    dealer: s.dealer,
    kleine: s.kleine,
    doubles: s.doubles,
    revoke: 'none',
    declarer: decl,
    contract: contractId(s.contract),
    declarerPoints,
    allTricks: s.tricksWon[decl] === s.tricks,
    lastTrick: complete ? (s.winners[s.tricks - 1] === decl ? 'declarer' : 'defenders') : null,
    laidOut: LAID[s.laidOut],
    pagat,
    pagatSide
  };
}

/** Scratch for the declarer's cards (countPoints only reads it). */
const MINE = [0, 0, 0, 0, 0, 0];
