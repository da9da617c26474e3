import {
  popcount as popcount_
} from '../../engine/card-set';
import {
  nextInt as nextInt_,
  type RngState
} from '../../engine/rng';
import {
  GSTIESS as GSTIESS_
} from './cards';
import {
  applyInPlace as applyInPlace_,
  kleineAllowed as kleineAllowed_,
  legal as legal_,
  playCard as playCard_,
  playMask as playMask_
} from './rules';
import {
  P_BID as P_BID_,
  P_OVER as P_OVER_,
  P_PLAY as P_PLAY_,
  type DroggnState
} from './state';
import {
  BID_SUPER as BID_SUPER_,
  GUT as GUT_,
  LIEGE as LIEGE_,
  PASS as PASS_
} from './actions';
// Imported values bound once: module getters would cost a call per access in the hot loop.
const popcount = popcount_;
const nextInt = nextInt_;
const GSTIESS = GSTIESS_;
const applyInPlace = applyInPlace_;
const kleineAllowed = kleineAllowed_;
const legal = legal_;
const playCard = playCard_;
const playMask = playMask_;
const P_BID = P_BID_;
const P_OVER = P_OVER_;
const P_PLAY = P_PLAY_;
const BID_SUPER = BID_SUPER_;
const GUT = GUT_;
const LIEGE = LIEGE_;
const PASS = PASS_;

/**
 * The fixed quick path through the speaking phases: forehand bids a Super, the others pass, nobody
 * lays out or doubles (the same state the plain actions reach: bid:super, pass, pass, liege, gut…).
 */
function quickStart(s: DroggnState): void {
  const d = s.active[0];
  s.bids[d] = BID_SUPER;
  s.bids[s.active[1]] = PASS;
  s.bids[s.active[2]] = PASS;
  s.bidIndex = 3;
  s.declarer = d;
  s.contract = BID_SUPER;
  const first = s.active[1];
  s.calls.push(d * 16 + LIEGE, first * 16 + GUT, s.active[2] * 16 + GUT, first * 16 + GUT, s.active[2] * 16 + GUT);
  s.dblStage = 1;
  s.defLayoutIndex = 2;
  s.phase = P_PLAY;
  s.leader = d;
  s.toAct = d;
}

/** Scratch words for the legal mask: the play loop allocates nothing. */
const M = [0, 0, 0, 0, 0, 0];

/**
 * The fast path for benchmarks and search: plays the hand to its end in place, every choice a
 * uniformly random legal action. The speaking phases (a handful of actions) go through the plain
 * `legal`; the card play draws straight from the bitmask of legal cards per suit word.
 */
export function playout(s: DroggnState, rng: RngState): void {
  if (s.phase === P_BID && s.bidIndex === 0) quickStart(s);
  while (s.phase !== P_PLAY && s.phase !== P_OVER) {
    const l = legal(s);
    applyInPlace(s, l[nextInt(rng, l.length)]);
  }
  while (s.phase === P_PLAY) {
    const seat = s.toAct;
    playMask(s, seat, M);
    const c0 = popcount(M[0]);
    const c1 = popcount(M[1]);
    const c2 = popcount(M[2]);
    const c3 = popcount(M[3]);
    const c4 = popcount(M[4]);
    const c5 = M[5] !== 0 ? 1 : 0;
    const n = c0 + c1 + c2 + c3 + c4 + c5;
    const kleine = s.trickNo === s.tricks - 2 && s.settings.kleineGstiess && kleineAllowed(s) ? 1 : 0;
    let r = nextInt(rng, n + kleine);
    if (r === n) {
      s.kleine = true;
      s.calls.push(seat * 16 + 12);
      playCard(s, seat, GSTIESS);
      continue;
    }
    let suit = 0;
    if (r >= c0) {
      r -= c0;
      suit = 1;
      if (r >= c1) {
        r -= c1;
        suit = 2;
        if (r >= c2) {
          r -= c2;
          suit = 3;
          if (r >= c3) {
            r -= c3;
            suit = 4;
            if (r >= c4) {
              r -= c4;
              suit = 5;
            }
          }
        }
      }
    }
    let w = M[suit];
    while (r-- > 0) w &= w - 1;
    playCard(s, seat, (suit << 5) | (31 - Math.clz32(w & -w)));
  }
}
