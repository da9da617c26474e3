import { popcount } from '../../engine/card-set';
import { nextInt, type RngState } from '../../engine/rng';
import { GSTIESS } from './cards';
import { applyInPlace, kleineAllowed, legal, playCard, playMask } from './rules';
import { P_OVER, P_PLAY, type DroggnState } from './state';

/** Scratch words for the legal mask: the play loop allocates nothing. */
const M = [0, 0, 0, 0, 0, 0];

/**
 * The fast path for benchmarks and search: plays the hand to its end in place, every choice a
 * uniformly random legal action. The speaking phases (a handful of actions) go through the plain
 * `legal`; the card play draws straight from the bitmask of legal cards per suit word.
 */
export function playout(s: DroggnState, rng: RngState): void {
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
