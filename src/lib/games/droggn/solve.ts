import type { Action, Seat } from '../../engine/game';
import { popcount, ranksAbove } from '../../engine/card-set';
import { sortByScore } from '../../engine/fast';
import { HELD, keyAdd, keySuit, keyStart } from '../../engine/position-key';
import * as A from './actions';
import { GSTIESS, PAGAT, beats, packOf, packTotal } from './cards';
import { LAID, blankFacts, pagatInto, paperScore } from './scoring';
import { LAID_GSTIESS, LAID_PAGAT_DECL, LAID_PAGAT_DEF, nextActive, type DroggnState } from './state';

/**
 * Droggn's hooks for the exact solver (bots/solver.ts; the solver's part of engine/searchable.ts):
 * undo of a card, the position key, equivalent cards, move order and payoff bounds. All of them
 * read the card play only: the solver starts in it and never leaves it.
 */

// ---------------------------------------------------------------- undo

/** Nothing to keep before a card: `undo` takes it back from what the state records. */
export const keepForUndo = (): void => {};

/** Reverts `applyInPlace(s, a)` for the last card played (or "Kleine und Gstieß ultimo"). */
export function undo(s: DroggnState, a: Action): void {
  if (s.inTrick === 0) {
    // `a` completed trick n: put its three cards back on the table, its pile and counts back.
    const n = s.trickNo - 1;
    for (let i = 0; i < 3; i++) {
      const c = s.played[n * 3 + i];
      s.played[n * 3 + i] = -1;
      s.cur[i] = c;
      const bit = ~(1 << (c & 31));
      s.pileDecl[c >> 5] &= bit;
      s.pileDef[c >> 5] &= bit;
    }
    s.tricksWon[s.winners[n]]--;
    s.leader = s.leaders[n];
    s.leaders[n] = -1;
    s.winners[n] = -1;
    s.trickNo = n;
    s.inTrick = 3;
    s.phase = 'play';
    s.mordLost = false;
  }
  const i = --s.inTrick;
  const c = s.cur[i];
  s.cur[i] = -1;
  let p = s.leader;
  for (let k = 0; k < i; k++) p = nextActive(s, p);
  s.hands[p * 6 + (c >> 5)] |= 1 << (c & 31);
  s.toAct = p;
  if (a === A.KLEINE) {
    s.kleine = false;
    s.calls.pop();
  }
}

// ---------------------------------------------------------------- face values, a byte at a time

/**
 * Per pack, the face values of every byte of every suit word: entry `(suit * 4 + byte) * 256 + bits`
 * is the sum of the values of those eight cards. A set's face sum is then 24 look-ups instead of a
 * loop over its cards (the bounds and `progress` add up both sides' tricks at every trick).
 */
const FACES = new Map<boolean, Int16Array>();
/** The last pack asked for (a search asks for one pack at every trick). */
let lastFaces: Int16Array | null = null;
let lastIs78 = false;
function facesOf(is78: boolean): Int16Array {
  if (lastFaces !== null && is78 === lastIs78) return lastFaces;
  let t = FACES.get(is78);
  lastIs78 = is78;
  if (t) return (lastFaces = t);
  const values = packOf(is78).values;
  t = new Int16Array(6 * 4 * 256);
  for (let suit = 0; suit < 6; suit++)
    for (let byte = 0; byte < 4; byte++)
      for (let bits = 1; bits < 256; bits++) {
        let sum = 0;
        for (let b = 0; b < 8; b++) if (bits & (1 << b)) sum += values[(suit << 5) | (byte * 8 + b)] ?? 0;
        t[(suit * 4 + byte) * 256 + bits] = sum;
      }
  FACES.set(is78, t);
  return (lastFaces = t);
}

/** The face values of a set (one word per suit). */
function faceSum(faces: Int16Array, set: ArrayLike<number>): number {
  let sum = 0;
  for (let suit = 0; suit < 6; suit++) {
    const w = set[suit];
    if (w === 0) continue;
    const b = suit * 1024;
    sum += faces[b + (w & 255)] + faces[b + 256 + ((w >>> 8) & 255)] + faces[b + 512 + ((w >>> 16) & 255)] + faces[b + 768 + (w >>> 24)];
  }
  return sum;
}

/**
 * DR-CARD-4's count of a set with `more` unknown cards beside it, each worth 1 (the least a card is
 * worth): its face values less two per full three cards and one for a rest. A card of worth 1 or
 * more never lowers the count, so this is the least the set and any `more` cards count.
 */
function pointsWith(faces: Int16Array, set: ArrayLike<number>, more: number): number {
  const n = popcount(set[0]) + popcount(set[1]) + popcount(set[2]) + popcount(set[3]) + popcount(set[4]) + popcount(set[5]) + more;
  return faceSum(faces, set) + more - 2 * Math.floor(n / 3) - (n % 3 === 0 ? 0 : 1);
}

// ---------------------------------------------------------------- position key

/** The face values of the declarer's tricks so far (see `progress`). */
const pileSum = (s: DroggnState): number => faceSum(facesOf(s.is78), s.pileDecl);

/**
 * At the start of a trick: the cards each seat holds (engine/position-key.ts: relative ranks, each
 * card as its holder and worth, the Pagat worth 7 for its bonuses), who leads, and what the hand
 * has settled that the score still reads besides the points (which `progress` carries): whether
 * the declarer has won every trick so far (a Match, a Super Mord, DR-ANN-3's Gstieß), the Pagat's
 * fate once played, "Kleine und Gstieß ultimo", and the doubles. Inside a trick: none (the solver
 * keys whole tricks).
 */
export function positionKey(s: DroggnState): boolean {
  // Only in the card play: a search that starts in the doubling keys its play positions with the
  // doubles said before them (the doubling itself is not keyed: a retour chain has no end).
  if (s.inTrick !== 0 || s.phase !== 'play') return false;
  keyStart();
  keyAdd(s.leader);
  keyAdd((s.tricksWon[s.declarer] === s.trickNo ? 1 : 0) + (s.kleine ? 2 : 0) + pagatFate(s) * 4);
  keyAdd(s.doubles);
  const values = packOf(s.is78).values;
  const h = s.hands;
  for (let suit = 0; suit < 6; suit++) {
    for (let seat = 0; seat < s.players; seat++) HELD[seat] = h[seat * 6 + suit];
    keySuit(HELD, s.players, suit, values, 8, PAGAT, 7);
  }
  return true;
}

/**
 * The declarer's points so far as DR-CARD-4 will count them, less what the rest of the hand adds:
 * a pile of n cards from T tricks counts its face values less 2·(T+1) less g, where g = n − 3T − 3
 * is −1, 0 or 1 (the Gstieß alone leaves a trick without its player, DR-PLAY-4), i.e. face + T − n
 * plus a constant of the hand; the cards and tricks still to come add to face, T and n what the
 * key decides. So with the same key, more of this means more card points at the end whatever is
 * played, and the paper score grows with the declarer's points; every other seat pays it
 * (DR-SCORE-9). The key need not hold the card count.
 */
export function progress(s: DroggnState, seat: Seat): number {
  const d = s.pileDecl;
  const n = popcount(d[0]) + popcount(d[1]) + popcount(d[2]) + popcount(d[3]) + popcount(d[4]) + popcount(d[5]);
  const sum = pileSum(s) + s.tricksWon[s.declarer] - n;
  return seat === s.declarer ? sum : -sum;
}

/** 0: the Pagat is still to be played (or out of play); 1/2: played and lost to the other side or not. */
function pagatFate(s: DroggnState): number {
  const inPiles = (s.pileDecl[4] | s.pileDef[4]) & (1 << (PAGAT & 31));
  if (inPiles === 0) return 0;
  return ((pagatFateCode(s) / 3) | 0) === CAPTURED ? 1 : 2;
}

const PAGAT_FATES = ['none', 'won-last', 'lost-last', 'captured'];
const CAPTURED = PAGAT_FATES.indexOf('captured');

/** Where the Pagat was last found in `played`, and what decided its fate there (see `pagatFateCode`). */
let pagatAt = 0;
let fateInputs = -1;
let fateCode = 0;

/**
 * The Pagat's fate (scoring.ts `pagatInto`) as one number: its `pagat` (index in PAGAT_FATES) × 3 +
 * its side (0 none, 1 declarer, 2 defenders). The key and the bounds read it at every trick of a
 * search, where the Pagat lies at the same place trick after trick: the place is checked first
 * and the fate worked out again only when what it depends on (the place, that trick's leader and
 * winner, the declarer, the hand's length, the seating) differs from the last time.
 */
function pagatFateCode(s: DroggnState): number {
  if (s.played[pagatAt] !== PAGAT) pagatAt = s.played.indexOf(PAGAT);
  if (pagatAt < 0) {
    pagatAt = 0;
    return 0;
  }
  const t = (pagatAt / 3) | 0;
  const played = pagatAt < s.trickNo * 3;
  const inputs = played ? ((((pagatAt * 8 + s.leaders[t]) * 8 + s.winners[t]) * 8 + s.declarer + 1) * 32 + s.tricks) * 64 + s.players * 8 + s.dealer : -2;
  if (inputs !== fateInputs) {
    fateInputs = inputs;
    pagatInto(s, SCRATCH);
    fateCode = PAGAT_FATES.indexOf(SCRATCH.pagat) * 3 + (SCRATCH.pagatSide === 'declarer' ? 1 : SCRATCH.pagatSide === 'defenders' ? 2 : 0);
  }
  return fateCode;
}

// ---------------------------------------------------------------- equivalent cards

/** Cards still in play in suit `suit`: every hand's and the trick's. */
function inPlay(s: DroggnState, suit: number): number {
  let w = 0;
  for (let seat = 0; seat < s.players; seat++) w |= s.hands[seat * 6 + suit];
  for (let i = 0; i < s.inTrick; i++) if (s.cur[i] >> 5 === suit) w |= 1 << (s.cur[i] & 31);
  return w;
}

/**
 * Keeps the lowest card of each run of the mover's legal cards that are adjacent in one suit, worth
 * the same, with no card between them still in a hand or on the table: each wins and loses against
 * the same cards and scores the same. The Pagat (its bonuses) and the Gstieß are never grouped.
 * `legalInto` lists cards ascending within a suit, so a run's cards stand next to each other.
 */
export function dropEquivalent(s: DroggnState, out: Uint16Array, n: number): number {
  const values = packOf(s.is78).values;
  let kept = 0;
  let prev = -1;
  let live = 0;
  let liveSuit = -1;
  for (let i = 0; i < n; i++) {
    const a = out[i];
    // Only card plays group; any other action the phase offers (the Kleine call) stays as it is.
    const c = A.kindOf(a) === A.PLAY ? A.cardOf(a) : -1;
    if (c >= 0 && prev >= 0 && c >> 5 === prev >> 5 && c !== PAGAT && prev !== PAGAT && values[c] === values[prev]) {
      const suit = c >> 5;
      if (suit !== liveSuit) {
        live = inPlay(s, suit);
        liveSuit = suit;
      }
      // The ranks strictly between prev and c.
      const between = ((1 << (c & 31)) - 1) & ~((2 << (prev & 31)) - 1);
      if ((live & between) === 0) {
        prev = c;
        continue;
      }
    }
    prev = c;
    out[kept++] = a;
  }
  return kept;
}

// ---------------------------------------------------------------- move order

/** `trickBest`'s answer: the trick's best card so far (-1: none, the Gstieß never is) and whether the declarer played it. */
let bestCard = -1;
let bestByDecl = false;

/** Finds the trick's best card so far (DR-PLAY-3) into `bestCard`, `bestByDecl`; returns the seat to play next. */
function trickBest(s: DroggnState): number {
  bestCard = -1;
  bestByDecl = false;
  let p = s.leader;
  for (let i = 0; i < s.inTrick; i++) {
    const c = s.cur[i];
    if (c !== GSTIESS && (bestCard < 0 || beats(c, bestCard))) {
      bestCard = c;
      bestByDecl = p === s.declarer;
    }
    p = nextActive(s, p);
  }
  return p;
}

const SCORES = new Float64Array(64);

/**
 * Likeliest best first, as a good player looks at a trick: the leader tries its sure winners (the
 * highest card still in play in a suit), then low cards; a follower whose side is winning the
 * trick gives points, one whose side is losing wins as cheaply as it can (the last to play takes
 * with its most valuable winner), else throws its cheapest card; the Gstieß saves its points.
 */
export function orderMoves(s: DroggnState, out: Uint16Array, n: number): void {
  const values = packOf(s.is78).values;
  const mover = s.toAct;
  const moverDecl = mover === s.declarer;
  // The trick's best card so far and whether the mover's side holds it.
  trickBest(s);
  const best = bestCard;
  const last = s.inTrick === 2;
  // A trick our side holds so far is ours for sure only when no one after the mover can beat it.
  const bestIsOurs = best >= 0 && bestByDecl === moverDecl && (last || !canBeat(s, nextActive(s, mover), best));
  for (let i = 0; i < n; i++) {
    const a = out[i];
    let score: number;
    if (a === A.KLEINE) score = 100;
    else {
      const c = A.cardOf(a);
      const v = values[c];
      const rank = (c & 31) / 64;
      if (c === GSTIESS) score = s.inTrick === 0 ? 5 : bestIsOurs ? 25 : 35;
      else if (s.inTrick === 0) {
        const above = inPlay(s, c >> 5) & ~((2 << (c & 31)) - 1);
        score = above === 0 ? 50 + v : 20 - v - rank;
      } else if (best < 0 || beats(c, best)) score = bestIsOurs ? 5 - rank : 40 + (last ? v : 0) - rank;
      else score = bestIsOurs ? 30 + v : 20 - v - rank;
    }
    SCORES[i] = score;
  }
  sortByScore(out, SCORES, n);
}

// ---------------------------------------------------------------- payoff bounds

const SCRATCH = blankFacts();

/**
 * The largest Pagat bonus either way while the Pagat is still to be played: a laid-out one 20 times
 * the multiplier (DR-SCORE-4), else 10 for the ultimo won or lost (DR-SCORE-3, the capture 5),
 * 20 where "Kleine und Gstieß ultimo" may still be claimed (DR-VAR-1).
 */
function pagatAtMost(s: DroggnState): number {
  if (s.laidOut === LAID_PAGAT_DECL || s.laidOut === LAID_PAGAT_DEF) return 20 * 2 ** s.doubles;
  return s.settings.kleineGstiess ? 20 : 10;
}
const PILE = [0, 0, 0, 0, 0, 0];
const DEF = [0, 0, 0, 0, 0, 0];
/** Cards beyond PILE and DEF sure to join them (`sureCards`): each worth at least 1. */
let moreDecl = 0;
let moreDef = 0;
/**
 * The defenders' sure trumps (`sureCards`), and the cards their trumps bring counted by tricks
 * instead: without those trumps in DEF, `moreDefTricks` cards beside it (`payoffRange` takes the
 * stronger of the two counts).
 */
let defSureBits = 0;
let moreDefTricks = 0;

/**
 * Adds to PILE and DEF the cards in hands that will end in that side's tricks whatever is played:
 * its trumps above every trump the other side holds (each wins the trick it falls in, DR-PLAY-3)
 * and its Gstieß (DR-PLAY-4: it goes to its player's side). No card beats the highest trump still
 * in play but a laid-out Gstieß in the last trick (DR-ANN-3): then no trump is sure.
 *
 * The tricks those trumps win bring the other side's cards too, unknown but each worth at least 1
 * (`moreDecl`, `moreDef`): a declarer's sure trump wins its own trick with one card of each
 * defender; the defenders' sure trumps may fall two to a trick, so S of them win at least ⌈S/2⌉
 * tricks holding 3·⌈S/2⌉ − S other cards. A Gstieß falling into such a trick goes back to its
 * player: one card fewer. Inside a trick, each player still to play to it (`declRest`,
 * `defRest`) may spend a sure trump on it: that trick is counted apart (`payoffRange`), so the
 * later tricks are counted for as few sure trumps as there may be left.
 */
function sureCards(s: DroggnState, declRest: number, defRest: number): void {
  let declTrumps = 0;
  let defTrumps = 0;
  let declGstiess = 0;
  let defGstiess = 0;
  for (let seat = 0; seat < s.players; seat++) {
    const b = seat * 6;
    if (seat === s.declarer) {
      declTrumps = s.hands[b + 4];
      declGstiess = s.hands[b + 5];
    } else {
      defTrumps |= s.hands[b + 4];
      defGstiess |= s.hands[b + 5];
    }
  }
  PILE[5] |= declGstiess;
  DEF[5] |= defGstiess;
  moreDecl = 0;
  moreDef = 0;
  defSureBits = 0;
  moreDefTricks = 0;
  // DR-ANN-3: with the Gstieß laid out it may win the last trick over any trump.
  if (s.laidOut === LAID_GSTIESS) return;
  const declSure = ranksAbove(declTrumps, defTrumps);
  const defSure = ranksAbove(defTrumps, declTrumps);
  PILE[4] |= declSure;
  DEF[4] |= defSure;
  const sd = Math.max(0, popcount(declSure) - declRest);
  const sf = popcount(defSure);
  // The declarer's other trumps that win whatever is played: each brings its own card and two.
  const extra = Math.max(0, popcount(declTrumps) - beatable(declTrumps, defTrumps) - declRest - popcount(declSure));
  moreDecl = Math.max(0, 2 * sd + 3 * extra - (defGstiess !== 0 ? 1 : 0));
  // 3·⌈S/2⌉ − S is not monotone in S (1 sure trump brings 2 cards, 2 bring 1): the least over
  // the counts that may be left.
  let least = Infinity;
  for (let k = Math.max(0, sf - defRest); k <= sf; k++) least = Math.min(least, 3 * Math.ceil(k / 2) - k);
  moreDef = Math.max(0, least - (declGstiess !== 0 ? 1 : 0));
  // Counted another way: the defenders' trumps fall into at least ⌈n/2⌉ tricks, and the declarer
  // takes one of those only with a trump above every defender trump in it, one trick per trump.
  defSureBits = defSure;
  const n = Math.max(0, popcount(defTrumps) - defRest);
  const lowest = defTrumps & -defTrumps;
  const kf = Math.max(0, Math.ceil(n / 2) - popcount(declTrumps & ~((lowest << 1) - 1)));
  moreDefTricks = Math.max(0, 3 * kf - (declGstiess !== 0 ? 1 : 0));
}

/**
 * How many of the declarer's trumps (`decl`) the defenders can beat, each with a trump of theirs
 * (`def`) above it, each of theirs once: the greatest matching, the lowest of the declarer's first,
 * each taking the lowest of theirs above it. Every other trump of the declarer wins its trick: in
 * every trick the declarer plays one card, and a trump loses only to a higher trump in the same
 * trick (DR-PLAY-3; a laid-out Gstieß is left out by the caller).
 */
function beatable(decl: number, def: number): number {
  let beaten = 0;
  let free = def;
  for (let d = decl; d !== 0 && free !== 0;) {
    const low = d & -d;
    d ^= low;
    const higher = free & ~((low << 1) - 1);
    if (higher !== 0) {
      free ^= higher & -higher;
      beaten++;
    }
  }
  return beaten;
}

/** Inside a trick (`trickSide`): the players still to play to it, by side. */
let declRest = 0;
let defRest = 0;

/** The ranks above `c`'s in its suit. */
const above = (c: number): number => ~((2 << (c & 31)) - 1);

/**
 * Inside a trick: the side sure to win it whatever is still played (1 the declarer's, 2 the
 * defenders'), or 0. The best card so far stays with its side when every player still to play is
 * on that side or cannot beat it (DR-PLAY-2, DR-PLAY-3: a player who holds the plain suit led must
 * follow it; one who holds none may trump). Counts the players still to play into `declRest` and
 * `defRest`. Never with a laid-out Gstieß (DR-ANN-3: it may win the last trick).
 */
function trickSide(s: DroggnState): number {
  let p = trickBest(s);
  const best = bestCard;
  const bestDecl = bestByDecl;
  if (best < 0) return 0;
  declRest = 0;
  defRest = 0;
  for (let i = s.inTrick; i < 3; i++) {
    const decl = p === s.declarer;
    if (decl) declRest++;
    else defRest++;
    if (decl !== bestDecl && canBeat(s, p, best)) return 0;
    p = nextActive(s, p);
  }
  return bestDecl ? 1 : 2;
}

/**
 * Can `seat` beat `best`, the trick's best card so far, with a card it may play (DR-PLAY-2: it
 * follows the suit led, the second card's where the Gstieß led, if it holds it; else it must
 * trump if it can, DR-PLAY-3)? The bounds (`trickSide`) and the move order ask.
 */
function canBeat(s: DroggnState, seat: Seat, best: number): boolean {
  const h = s.hands;
  const b = seat * 6;
  const c0 = s.cur[0];
  const led = c0 === GSTIESS ? (s.inTrick > 1 ? s.cur[1] >> 5 : -1) : c0 >> 5;
  if (led >= 0 && led < 4 && h[b + led] !== 0) return best >> 5 === led && (h[b + led] & above(best)) !== 0;
  if (best >> 5 === 4) return (h[b + 4] & above(best)) !== 0;
  return h[b + 4] !== 0 || (h[b + (best >> 5)] & above(best)) !== 0;
}

const MOST = Infinity;

/**
 * The declarer ends with at least the points already in the pile (with the talon or discard) and
 * the cards sure to join it (`sureCards`), and at most the pack's total less what the defenders
 * have and are sure to get (card points never shrink when cards are added: every card is worth at
 * least 1, DR-CARD-4). Inside a trick only when its side is sure (`trickSide`): its cards go to
 * that side (a Gstieß to its player's, DR-PLAY-4), and so does one card, worth at least 1, of each
 * player of the other side still to play who holds no Gstieß. The paper
 * score grows with the declarer's points, so scoring both ends (a Match while the declarer has
 * won every trick; either last trick for the 37:37 variant; the largest Pagat bonus either way
 * while the Pagat is still to come) bounds the result. A Super Mord is all or nothing
 * on every trick: no bounds before its end.
 */
export function payoffRange(s: DroggnState, seat: Seat, out: Float64Array): void {
  out[0] = -MOST;
  out[1] = MOST;
  if (s.phase !== 'play' || s.contract === A.BID_MORD) return;
  let winner = 0;
  if (s.inTrick !== 0) {
    if (s.inTrick !== 2 || s.laidOut === LAID_GSTIESS) return;
    winner = trickSide(s);
    if (winner === 0) return;
  } else {
    declRest = 0;
    defRest = 0;
  }
  for (let i = 0; i < 6; i++) {
    PILE[i] = s.pileDecl[i] | s.discard[i] | s.talon[i];
    DEF[i] = s.pileDef[i];
  }
  sureCards(s, declRest, defRest);
  if (winner !== 0) {
    let p = s.leader;
    for (let i = 0; i < s.inTrick; i++) {
      const c = s.cur[i];
      const toDecl = c === GSTIESS ? p === s.declarer : winner === 1;
      (toDecl ? PILE : DEF)[c >> 5] |= 1 << (c & 31);
      p = nextActive(s, p);
    }
    // The other side's players still to play, each giving a card unless it may be its Gstieß.
    for (let i = s.inTrick; i < 3; i++) {
      if ((p === s.declarer) !== (winner === 1) && s.hands[p * 6 + 5] === 0) {
        if (winner === 1) moreDecl++;
        else {
          moreDef++;
          moreDefTricks++;
        }
      }
      p = nextActive(s, p);
    }
  }
  const faces = facesOf(s.is78);
  const lo = pointsWith(faces, PILE, moreDecl);
  let defLeast = pointsWith(faces, DEF, moreDef);
  if (moreDefTricks > 0) {
    DEF[4] &= ~defSureBits;
    defLeast = Math.max(defLeast, pointsWith(faces, DEF, moreDefTricks));
  }
  const hi = packTotal(s.is78) - defLeast;
  const pagatOpen = (s.pileDecl[4] | s.pileDef[4] | s.talon[4] | s.discard[4]) & (1 << (PAGAT & 31)) ? 0 : pagatAtMost(s);
  const allSoFar = s.tricksWon[s.declarer] === s.trickNo;
  // The paper score of both ends depends on these few numbers and the hand's settings: worked out
  // once and kept (the search asks at every trick, mostly the same).
  // 0 to 11 the Pagat's fate once out of the hands (in a trick, the talon or the discard), 12 still to come.
  const fate = pagatOpen ? 12 : pagatFateCode(s);
  const ends = endsFor(s, (((((allSoFar ? 1 : 0) * 13 + fate) * 2 + (s.kleine ? 1 : 0)) * 32 + s.doubles) * 8 + s.contract) * 8 + s.laidOut);
  // (Points outside the span cannot be; they would only be worked out each time.)
  const inSpan = lo >= 0 && hi >= 0 && lo < ENDS_SPAN && hi < ENDS_SPAN;
  const at = (lo * ENDS_SPAN + hi) * 2;
  if (!inSpan || Number.isNaN(ends[at])) {
    if (pagatOpen === 0) pagatInto(s, SCRATCH);
    const [least, most] = paperEnds(s, lo, hi, pagatOpen, allSoFar);
    setRange(s, seat, least, most, out);
    if (inSpan) {
      ends[at] = least;
      ends[at + 1] = most;
    }
    return;
  }
  setRange(s, seat, ends[at], ends[at + 1], out);
}

/** `seat`'s payoff bounds from the declarer's paper score at least and at most (DR-SCORE-9: every other seat pays it). */
function setRange(s: DroggnState, seat: Seat, min: number, max: number, out: Float64Array): void {
  if (seat === s.declarer) {
    out[0] = min * (s.players - 1);
    out[1] = max * (s.players - 1);
  } else {
    out[0] = -max;
    out[1] = -min;
  }
}

/** Card points at least and at most are below this (a pack's total is 78 at most). */
const ENDS_SPAN = 80;
/**
 * The paper score's two ends, per settings object and then per the other numbers they depend on
 * (`payoffRange`'s context): an array by points at least and at most, NaN where not worked out yet.
 * The last context asked is kept apart: a search asks the same one trick after trick.
 */
const ENDS = new WeakMap<object, Map<number, Float64Array>>();
let lastSettings: object | null = null;
let lastContext = -1;
let lastEnds: Float64Array = new Float64Array(0);

function endsFor(s: DroggnState, context: number): Float64Array {
  if (context === lastContext && s.settings === lastSettings) return lastEnds;
  let bySettings = ENDS.get(s.settings);
  if (!bySettings) ENDS.set(s.settings, (bySettings = new Map()));
  let ends = bySettings.get(context);
  if (!ends) bySettings.set(context, (ends = new Float64Array(ENDS_SPAN * ENDS_SPAN * 2).fill(NaN)));
  lastSettings = s.settings;
  lastContext = context;
  lastEnds = ends;
  return ends;
}

/** The declarer's paper score at least and at most, from its points at least (`lo`) and at most (`hi`). */
function paperEnds(s: DroggnState, lo: number, hi: number, pagatOpen: number, allSoFar: boolean): readonly [number, number] {
  const f = SCRATCH;
  f.players = s.players;
  f.declarer = s.declarer;
  f.contract = A.contractId(s.contract);
  f.doubles = s.doubles;
  f.kleine = s.kleine;
  f.revoke = 'none';
  f.laidOut = LAID[s.laidOut];
  // The Pagat: still to come, it is scored apart (± its largest bonus) with no Pagat line in the
  // two evaluations; played, its fate is in SCRATCH already (payoffRange).
  if (pagatOpen) {
    f.pagat = 'none';
    f.pagatSide = null;
    f.laidOut = 'none';
  }
  f.allTricks = false;
  f.declarerPoints = lo;
  f.lastTrick = 'defenders';
  const min = paperScore(f, s.settings, null) - pagatOpen;
  f.declarerPoints = hi;
  f.lastTrick = 'declarer';
  let max = paperScore(f, s.settings, null);
  if (allSoFar) {
    f.allTricks = true;
    max = Math.max(max, paperScore(f, s.settings, null));
  }
  return [min, max + pagatOpen];
}
