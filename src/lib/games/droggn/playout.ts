import type { RngState } from '../../engine/rng';
import {
  nextInt as nextInt_
} from '../../engine/rng';
import {
  GSTIESS as GSTIESS_,
  PAGAT_BIT as PAGAT_BIT_
} from './cards';
import {
  applyInPlace as applyInPlace_,
  legal as legal_
} from './rules';
import {
  LAID_GSTIESS as LAID_GSTIESS_,
  LAID_NONE as LAID_NONE_,
  LAID_PAGAT_DECL as LAID_PAGAT_DECL_,
  LAID_PAGAT_DEF as LAID_PAGAT_DEF_,
  P_OVER as P_OVER_,
  P_PLAY as P_PLAY_,
  type DroggnState
} from './state';
import {
  BID_MORD as BID_MORD_,
  KLEINE as KLEINE_
} from './actions';
// Imported values bound once: module getters would cost a call per access in the hot loop.
const nextInt = nextInt_;
const GSTIESS = GSTIESS_;
const PAGAT_BIT = PAGAT_BIT_;
const applyInPlace = applyInPlace_;
const legal = legal_;
const LAID_GSTIESS = LAID_GSTIESS_;
const LAID_NONE = LAID_NONE_;
const LAID_PAGAT_DECL = LAID_PAGAT_DECL_;
const LAID_PAGAT_DEF = LAID_PAGAT_DEF_;
const P_OVER = P_OVER_;
const P_PLAY = P_PLAY_;
const BID_MORD = BID_MORD_;
const KLEINE = KLEINE_;

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits set per byte, and the position of the r-th set bit of each byte (SEL8[byte * 8 + r]). */
const PC8 = new Uint8Array(256);
const SEL8 = new Uint8Array(256 * 8);
for (let x = 0; x < 256; x++) {
  let k = 0;
  for (let bit = 0; bit < 8; bit++) if (x & (1 << bit)) SEL8[x * 8 + k++] = bit;
  PC8[x] = k;
}

/**
 * The rank of the r-th set bit (0-based, ascending) of a word of at most 24 bits, r below its
 * popcount: picks the byte without branches, then one table look-up (a random draw is
 * unpredictable, so a loop or a chain of ifs would mispredict on most cards).
 */
function nthBit(w: number, r: number): number {
  const c0 = PC8[w & 255];
  const c01 = c0 + PC8[(w >>> 8) & 255];
  const s1 = (c0 - 1 - r) >>> 31; // 1 when r >= c0
  const s2 = (c01 - 1 - r) >>> 31; // 1 when r >= c0 + c1
  const sh = (s1 + s2) << 3;
  return sh + SEL8[(((w >>> sh) & 255) << 3) | (r - (c0 & -s1) - ((c01 - c0) & -s2))];
}

/**
 * DR-PLAY-3/4, DR-ANN-3 as a number per card, the highest wins the trick (rules.ts
 * `trickWinnerIndex` as a comparison of keys): a trump above everything else by its number, the led
 * suit by its rank, other suits never, the Gstieß never unless it wins the last trick of a Super Mord.
 */
function key(c: number, led: number, gWins: boolean): number {
  if (c === GSTIESS) return gWins ? 1024 : -2;
  return c >> 5 === 4 ? c + 256 : c >> 5 === led ? c : -1;
}

/** Private scratch of the play loop: hands (seat * 8 + suit), the two piles, tricks won per seat. */
const H = new Int32Array(32);
const PILES = new Int32Array(16);
const WON = new Int32Array(4);
const NEXT = new Int8Array(4);
/** The legal words of a free choice, and how many legal cards come before each suit. */
const M = new Int32Array(8);
const E = new Int32Array(8);

/**
 * The card play to the end of the hand, each card a uniformly random legal one: the same draws
 * and the same end state as `legal` + `applyInPlace` (rules.ts playMask, kleineAllowed, playCard),
 * on private typed-array scratch with the random generator in locals; the plain state is read
 * once at the start and written once at the end (the per-trick record as each trick closes).
 */
function playRandom(s: DroggnState, rng: RngState): void {
  const players = s.players;
  for (let p = 0; p < players; p++) {
    let n = (p + 1) % players;
    if (players === 4 && n === s.dealer) n = (n + 1) % 4;
    NEXT[p] = n;
  }
  const hands = s.hands;
  for (let p = 0; p < players; p++)
    for (let i = 0; i < 6; i++) H[(p << 3) | i] = hands[p * 6 + i];
  for (let i = 0; i < 6; i++) {
    PILES[i] = s.pileDecl[i];
    PILES[8 + i] = s.pileDef[i];
  }
  for (let p = 0; p < players; p++) WON[p] = s.tricksWon[p];
  const played = s.played;
  const leaders = s.leaders;
  const winners = s.winners;
  const tricks = s.tricks;
  const decl = s.declarer;
  const mord = s.contract === BID_MORD;
  const laidOut = s.laidOut;
  const pagatSeat = laidOut === LAID_PAGAT_DECL || laidOut === LAID_PAGAT_DEF ? s.laidOutSeat : -1;
  const gSeat = laidOut === LAID_GSTIESS ? s.laidOutSeat : -1;
  // DR-ANN-3: a laid-out Gstieß goes to any trick, unless the variant keeps it for the last.
  const gKeptSeat = s.settings.laidGstiessKept === true ? gSeat : -1;
  const barred = s.settings.gstiessBarredLast === true;
  const kleineOn = s.settings.kleineGstiess === true && laidOut === LAID_NONE;
  let kleine = s.kleine;
  let trickNo = s.trickNo;
  let leader = s.leader;
  let seat = s.toAct;
  let inTrick = s.inTrick;
  let c0 = s.cur[0];
  let c1 = s.cur[1];
  let c2 = s.cur[2];
  let r0 = rng[0] | 0;
  let r1 = rng[1] | 0;
  let r2 = rng[2] | 0;
  let r3 = rng[3] | 0;
  let over = false;
  let mordLost = false;
  while (!over) {
    const b = seat << 3;
    const hasG = H[b + 5] !== 0;
    let c: number;
    // DR-PLAY-8: from the second-to-last trick the Gstieß is the only legal card.
    const onlyG = barred && hasG && seat !== gSeat && trickNo >= tricks - 2;
    let m5 = hasG && (seat !== gKeptSeat || trickNo === tricks - 1) ? 1 : 0;
    let led = -1;
    if (inTrick > 0) {
      if (c0 !== GSTIESS) led = c0 >> 5;
      else if (inTrick > 1) led = c1 >> 5;
    }
    let follow = -1;
    if (led >= 0) {
      if (H[b + led] !== 0) follow = led;
      else if (H[b + 4] !== 0) follow = 4;
    }
    // DR-PLAY-6: a laid-out Pagat is held back while another card may go.
    const hold = seat === pagatSeat;
    if (follow >= 0 && !onlyG && !(hold && follow === 4)) {
      // Follow suit or trump: one word, and the Gstieß after it.
      const w = H[b + follow];
      const nw = popcount(w);
      const t = (r0 + r1 + r3) | 0;
      r3 = (r3 + 1) | 0;
      r0 = r1 ^ (r1 >>> 9);
      r1 = (r2 + (r2 << 3)) | 0;
      r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const r = (((t >>> 0) / 4294967296) * (nw + m5)) | 0;
      c = r < nw ? (follow << 5) | nthBit(w, r) : GSTIESS;
    } else {
      let m0 = 0;
      let m1 = 0;
      let m2 = 0;
      let m3 = 0;
      let m4 = 0;
      if (onlyG) m5 = 1;
      else {
        if (follow < 0) {
          m0 = H[b];
          m1 = H[b + 1];
          m2 = H[b + 2];
          m3 = H[b + 3];
        }
        m4 = H[b + 4];
      }
      if (hold && (m4 & PAGAT_BIT) !== 0 && (m0 | m1 | m2 | m3 | (m4 & ~PAGAT_BIT) | m5) !== 0) m4 &= ~PAGAT_BIT;
      const e0 = popcount(m0);
      const e1 = e0 + popcount(m1);
      const e2 = e1 + popcount(m2);
      const e3 = e2 + popcount(m3);
      const e4 = e3 + popcount(m4);
      const n = e4 + m5;
      // DR-VAR-1 (rules.ts kleineAllowed): one more choice for the declarer leading to trick n-1.
      let extra = 0;
      if (kleineOn && !kleine && inTrick === 0 && seat === decl && trickNo === tricks - 2) {
        if ((H[b] | H[b + 1] | H[b + 2] | H[b + 3]) === 0 && H[b + 4] === PAGAT_BIT && hasG) {
          const o1 = NEXT[decl];
          const o2 = NEXT[o1];
          if (H[(o1 << 3) + 4] === 0 && H[(o2 << 3) + 4] === 0) extra = 1;
        }
      }
      // nextInt(rng, n + extra), sfc32 inlined (engine/rng.ts).
      const t = (r0 + r1 + r3) | 0;
      r3 = (r3 + 1) | 0;
      r0 = r1 ^ (r1 >>> 9);
      r1 = (r2 + (r2 << 3)) | 0;
      r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const r = (((t >>> 0) / 4294967296) * (n + extra)) | 0;
      if (extra !== 0 && r === n) {
        kleine = true;
        s.calls.push(seat * 16 + KLEINE);
        c = GSTIESS;
      } else {
        // The suit of the r-th legal card without branches (5 = the Gstieß, whose word is 1).
        const suit = ((e0 - 1 - r) >>> 31) + ((e1 - 1 - r) >>> 31) + ((e2 - 1 - r) >>> 31) + ((e3 - 1 - r) >>> 31) + ((e4 - 1 - r) >>> 31);
        M[0] = m0;
        M[1] = m1;
        M[2] = m2;
        M[3] = m3;
        M[4] = m4;
        M[5] = 1;
        E[1] = e0;
        E[2] = e1;
        E[3] = e2;
        E[4] = e3;
        E[5] = e4;
        c = (suit << 5) | nthBit(M[suit], r - E[suit]);
      }
    }
    H[b + (c >> 5)] &= ~(1 << (c & 31));
    if (inTrick === 0) c0 = c;
    else if (inTrick === 1) c1 = c;
    else c2 = c;
    if (++inTrick < 3) {
      seat = NEXT[seat];
      continue;
    }
    // The trick is complete (rules.ts playCard).
    const p0 = leader;
    const p1 = NEXT[p0];
    const p2 = NEXT[p1];
    // DR-ANN-3: a laid-out Gstieß wins the last trick of a Super Mord whose every trick was won.
    const gWins = gSeat >= 0 && trickNo === tricks - 1 && WON[decl] === trickNo;
    const suit = c0 !== GSTIESS ? c0 >> 5 : c1 >> 5;
    const k0 = key(c0, suit, gWins);
    const k1 = key(c1, suit, gWins);
    const k2 = key(c2, suit, gWins);
    const winner = k1 > k0 ? (k2 > k1 ? p2 : p1) : k2 > k0 ? p2 : p0;
    const winnerDecl = winner === decl;
    // The cards go to the winner's side's pile (PILES: the declarer's at 0, the defenders' at 8);
    // DR-PLAY-4: the Gstieß goes to its player's side, whoever wins the trick.
    const wo = winnerDecl ? 0 : 8;
    PILES[(c0 === GSTIESS && !gWins ? (p0 === decl ? 0 : 8) : wo) + (c0 >> 5)] |= 1 << (c0 & 31);
    PILES[(c1 === GSTIESS && !gWins ? (p1 === decl ? 0 : 8) : wo) + (c1 >> 5)] |= 1 << (c1 & 31);
    PILES[(c2 === GSTIESS && !gWins ? (p2 === decl ? 0 : 8) : wo) + (c2 >> 5)] |= 1 << (c2 & 31);
    const k = trickNo * 3;
    played[k] = c0;
    played[k + 1] = c1;
    played[k + 2] = c2;
    leaders[trickNo] = leader;
    winners[trickNo] = winner;
    WON[winner]++;
    trickNo++;
    inTrick = 0;
    c0 = c1 = c2 = -1;
    leader = winner;
    seat = winner;
    if (mord && !winnerDecl) {
      mordLost = true; // DR-PLAY-7
      over = true;
    } else if (trickNo === tricks) over = true;
  }
  rng[0] = r0;
  rng[1] = r1 >>> 0;
  rng[2] = r2 >>> 0;
  rng[3] = r3 >>> 0;
  for (let p = 0; p < players; p++)
    for (let i = 0; i < 6; i++) hands[p * 6 + i] = H[(p << 3) | i];
  for (let i = 0; i < 6; i++) {
    s.pileDecl[i] = PILES[i];
    s.pileDef[i] = PILES[8 + i];
  }
  for (let p = 0; p < players; p++) s.tricksWon[p] = WON[p];
  s.cur[0] = s.cur[1] = s.cur[2] = -1;
  s.inTrick = 0;
  s.trickNo = trickNo;
  s.leader = leader;
  s.kleine = kleine;
  if (mordLost) s.mordLost = true;
  s.phase = P_OVER;
  s.toAct = -1;
}

/**
 * The fast path for benchmarks and search: plays the hand to its end in place, every choice a
 * uniformly random legal action, in the bidding too. The speaking phases (a handful of actions) go
 * through the plain `legal`; the card play draws straight from the bitmask of legal cards per suit word.
 */
export function playout(s: DroggnState, rng: RngState): void {
  while (s.phase !== P_PLAY && s.phase !== P_OVER) {
    const l = legal(s);
    applyInPlace(s, l[nextInt(rng, l.length)]);
  }
  if (s.phase === P_PLAY) playRandom(s, rng);
}
