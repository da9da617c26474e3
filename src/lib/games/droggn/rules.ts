import type { Card } from '../../engine/cards';
import type { Action, Refusal, Seat } from '../../engine/game';
import { checkAction, checkedApply, refuse } from '../../engine/game';
import { popcount } from '../../engine/card-set';
import { assertNever, drawCard, drawListed, legalFrom } from '../../engine/fast';
import { nextInt, type RngState } from '../../engine/rng';
import * as A from './actions';
import { GSTIESS, GSTIESS_BIT, MOND, MOND_BIT, PAGAT, PAGAT_BIT, beats, kingRank, packOf } from './cards';
import {
  BUY_DONE,
  BUY_FORFEIT_NAMED_OWN,
  BUY_PENDING,
  BUY_SKIPPED,
  LAID_GSTIESS,
  LAID_NONE,
  LAID_PAGAT_DECL,
  LAID_PAGAT_DEF,
  clone,
  hasCard,
  nextActive,
  type DroggnState
} from './state';

/**
 * Droggn's rules as one phase dispatch: `toAct`, `legalInto` (the one source of legal actions),
 * `check`, `cardAction`, `applyInPlace` and `apply`. The fast path (legalInto + applyInPlace, what
 * search and the benchmark run) and the checked path (check, then the same applyInPlace on a copy)
 * are one implementation; the play phase allocates nothing.
 */

const MORD = A.BID_MORD;

// ---------------------------------------------------------------- card play

/**
 * The cards `seat` may play now, as one word per suit slot written into `out` (no allocation).
 * DR-PLAY-2 follow suit, else trump, else anything; DR-PLAY-4 the Gstieß any time; DR-PLAY-5 after
 * a led Gstieß the second card sets the suit; DR-PLAY-6 a laid-out Pagat held back; DR-ANN-3 a
 * laid-out Gstieß goes to any trick (kept for the last only under the variant laidGstiessKept);
 * DR-PLAY-8 (variant) the Gstieß forced by trick 20, a laid-out one excepted.
 */
function playMask(s: DroggnState, seat: Seat, out: number[]): void {
  const b = seat * 6;
  const h = s.hands;
  const hasG = (h[b + 5] & GSTIESS_BIT) !== 0;
  const laidG = s.laidOut === LAID_GSTIESS && seat === s.laidOutSeat;
  const last = s.trickNo === s.tricks - 1;
  if (hasG && !laidG && s.settings.gstiessBarredLast && s.trickNo >= s.tricks - 2) {
    out[0] = out[1] = out[2] = out[3] = out[4] = 0;
    out[5] = GSTIESS_BIT;
    return;
  }
  let led = -1;
  if (s.inTrick > 0) {
    const first = s.cur[0];
    if (first !== GSTIESS) led = first >> 5;
    else if (s.inTrick > 1) led = s.cur[1] >> 5;
  }
  if (led < 0 || (h[b + led] === 0 && h[b + 4] === 0)) {
    out[0] = h[b];
    out[1] = h[b + 1];
    out[2] = h[b + 2];
    out[3] = h[b + 3];
    out[4] = h[b + 4];
  } else {
    out[0] = out[1] = out[2] = out[3] = out[4] = 0;
    if (h[b + led] !== 0) out[led] = h[b + led];
    else out[4] = h[b + 4];
  }
  out[5] = hasG && (!laidG || last || !s.settings.laidGstiessKept) ? GSTIESS_BIT : 0;
  if ((s.laidOut === LAID_PAGAT_DECL || s.laidOut === LAID_PAGAT_DEF) && seat === s.laidOutSeat && out[4] & PAGAT_BIT) {
    if ((out[0] | out[1] | out[2] | out[3] | (out[4] & ~PAGAT_BIT) | out[5]) !== 0) out[4] &= ~PAGAT_BIT;
  }
}

/** DR-VAR-1: may the declarer claim "Kleine und Gstieß ultimo" now? */
function kleineAllowed(s: DroggnState): boolean {
  if (!s.settings.kleineGstiess || s.phase !== 'play' || s.kleine || s.inTrick !== 0) return false;
  if (s.toAct !== s.declarer || s.trickNo !== s.tricks - 2 || s.laidOut !== LAID_NONE) return false;
  const b = s.declarer * 6;
  const h = s.hands;
  if (h[b] | h[b + 1] | h[b + 2] | h[b + 3] || h[b + 4] !== PAGAT_BIT || h[b + 5] !== GSTIESS_BIT) return false;
  for (const seat of s.active) if (seat !== s.declarer && s.hands[seat * 6 + 4] !== 0) return false;
  return true;
}

/**
 * The trick's winner, as an index 0..2 into the trick (DR-PLAY-3, DR-PLAY-4, DR-ANN-3). Not the
 * other games' `trickWinnerIndex(cards, start, end)`: the Gstieß's win depends on the hand.
 */
function winningCardIndex(cur: readonly number[], gstiessWins: boolean): number {
  let best = -1;
  let bestCard = -1;
  for (let i = 0; i < 3; i++) {
    const c = cur[i];
    if (c === GSTIESS) {
      if (gstiessWins) return i;
      continue;
    }
    if (best < 0) {
      best = i;
      bestCard = c;
    } else if (beats(c, bestCard)) {
      best = i;
      bestCard = c;
    }
  }
  return best;
}

function startPlay(s: DroggnState): void {
  s.phase = 'play';
  s.leader = s.declarer; // DR-PLAY-1
  s.toAct = s.declarer;
}

/** Plays one card in place (no checks). */
function playCard(s: DroggnState, seat: Seat, c: number): void {
  s.hands[seat * 6 + (c >> 5)] &= ~(1 << (c & 31));
  s.cur[s.inTrick++] = c;
  if (s.inTrick < 3) {
    s.toAct = nextActive(s, seat);
    return;
  }
  const n = s.trickNo;
  const leader = s.leader;
  const decl = s.declarer;
  // DR-ANN-3: a laid-out Gstieß wins the last trick of a Super Mord whose every trick was won.
  const gWins = s.laidOut === LAID_GSTIESS && n === s.tricks - 1 && s.tricksWon[decl] === n;
  const wi = winningCardIndex(s.cur, gWins);
  let p = leader;
  let winner = leader;
  for (let i = 0; i < 3; i++) {
    if (i === wi) winner = p;
    p = nextActive(s, p);
  }
  const winnerDecl = winner === decl;
  p = leader;
  for (let i = 0; i < 3; i++) {
    const c2 = s.cur[i];
    s.played[n * 3 + i] = c2;
    // DR-PLAY-4: the Gstieß goes to its player's side, whoever wins the trick.
    const toDecl = c2 === GSTIESS && !gWins ? p === decl : winnerDecl;
    const pile = toDecl ? s.pileDecl : s.pileDef;
    pile[c2 >> 5] |= 1 << (c2 & 31);
    p = nextActive(s, p);
  }
  s.leaders[n] = leader;
  s.winners[n] = winner;
  s.tricksWon[winner]++;
  s.trickNo = n + 1;
  s.inTrick = 0;
  s.cur[0] = s.cur[1] = s.cur[2] = -1;
  s.leader = winner;
  s.toAct = winner;
  if (s.contract === MORD && !winnerDecl) {
    s.mordLost = true; // DR-PLAY-7
    s.phase = 'over';
    s.toAct = -1;
  } else if (s.trickNo === s.tricks) {
    s.phase = 'over';
    s.toAct = -1;
  }
}

// ---------------------------------------------------------------- the phases before play

/**
 * DR-EXCH-2, DR-EXCH-7: kings in the discard so far less trumps in it (each king needs a trump
 * beside it, one trump per king). Computed once per call of legalInto, not once per card.
 */
function kingsOwed(s: DroggnState): number {
  const kr = 1 << kingRank(packOf(s.is78));
  const d = s.discard;
  return ((d[0] & kr) !== 0 ? 1 : 0) + ((d[1] & kr) !== 0 ? 1 : 0) + ((d[2] & kr) !== 0 ? 1 : 0) + ((d[3] & kr) !== 0 ? 1 : 0) - popcount(d[4]);
}

/** Cards still to discard after the next one (2, 1 or 0). */
const leftAfterNext = (s: DroggnState): number => {
  const d = s.discard;
  return 2 - (popcount(d[0]) + popcount(d[1]) + popcount(d[2]) + popcount(d[3]) + popcount(d[4]) + popcount(d[5]));
};

/**
 * DR-EXCH-2, DR-EXCH-7: may the declarer discard card `c` (held) now, given `owed` and `left` of the
 * discard so far? Never the Gstieß, Mond or Pagat; a king only if every king discarded so far or
 * now still finds its trump among the cards left to discard and the trumps in hand that may go down.
 */
function mayDiscardWith(s: DroggnState, c: Card, owed: number, left: number): boolean {
  if (c === GSTIESS || c === PAGAT || c === MOND) return false;
  const isTrump = c >> 5 === 4;
  const isKing = !isTrump && c >> 5 < 4 && (c & 31) === kingRank(packOf(s.is78));
  if (!isKing && owed <= 0) return true; // nothing to make good (the usual case: answered at once)
  // Trumps still in hand that could go down with a king: not the Mond or Pagat, not this card.
  const avail = popcount(s.hands[s.declarer * 6 + 4] & ~(PAGAT_BIT | MOND_BIT) & ~(isTrump ? 1 << (c & 31) : 0));
  const need = owed + (isKing ? 1 : 0) - (isTrump ? 1 : 0);
  return need <= left && need <= avail;
}

const mayDiscard = (s: DroggnState, c: Card): boolean => hasCard(s, s.declarer, c) && mayDiscardWith(s, c, kingsOwed(s), leftAfterNext(s));

/** Why a discard is not allowed, or null (DR-EXCH-2, DR-EXCH-7). */
function discardProblem(s: DroggnState, c: Card): Refusal | null {
  if (mayDiscard(s, c)) return null;
  if (!hasCard(s, s.declarer, c)) return refuse('not-in-hand', 'That card is not in your hand.', 'Diese Karte hast du nicht.');
  if (c === GSTIESS || c === PAGAT || c === MOND)
    return refuse('discard-forbidden', 'The Gstieß, the Mond and the Pagat may never be discarded.', 'Gstieß, Mond und Pagat dürfen nie gelegt werden.');
  return refuse(
    'king-needs-trump',
    'A king may be discarded only together with a trump (one trump for each king).',
    'Ein König darf nur mit einem Trumpf gelegt werden (ein Trumpf je König).'
  );
}

function pushCall(s: DroggnState, seat: Seat, a: number): void {
  s.calls.push(seat * 16 + a);
}

function endDoubling(s: DroggnState): void {
  if (s.laidOut === LAID_NONE && s.contract !== MORD) {
    s.phase = 'defender-layout';
    s.defLayoutIndex = 0;
    s.toAct = nextActive(s, s.declarer);
  } else startPlay(s);
}

// ---------------------------------------------------------------- the phase dispatch

/** Who acts now; null once the hand is over. */
export const toAct = (s: DroggnState): Seat | null => (s.phase === 'over' ? null : s.toAct);

/** Scratch of the play phase's legal words (one per suit slot): the fast path allocates nothing. */
const MASK = [0, 0, 0, 0, 0, 0];

/**
 * Writes each card action of `kind` for the cards of the words w0..w5 into `out` from `n` on, in
 * ascending card order; returns the new count.
 */
function cardsInto(out: Uint16Array, n: number, kind: number, flag: number, w: readonly number[], base: number): number {
  for (let suit = 0; suit < 6; suit++) {
    let bits = w[base + suit];
    if (bits === 0) continue;
    const head = kind | (suit < 4 ? flag : 0) | (suit << 5);
    while (bits !== 0) {
      const low = bits & -bits;
      out[n++] = head | (31 - Math.clz32(low));
      bits ^= low;
    }
  }
  return n;
}

/** The play phase's legal actions: the cards playMask allows, then "Kleine und Gstieß ultimo". */
function playInto(s: DroggnState, seat: Seat, out: Uint16Array): number {
  playMask(s, seat, MASK);
  let n = cardsInto(out, 0, A.PLAY, s.is78 ? A.FLAG78 : 0, MASK, 0);
  if (s.kleine === false && kleineAllowed(s)) out[n++] = A.KLEINE;
  return n;
}

/**
 * THE legal actions (ALL-1): written into `out`, in a fixed order (speech acts first, cards
 * ascending); `legal` is this copied into an array. Allocates nothing.
 */
export function legalInto(s: DroggnState, out: Uint16Array): number {
  const seat = s.toAct;
  // Nearly every call is in play: tested first (a switch over strings tests its cases in order).
  if (s.phase === 'play') return playInto(s, seat, out);
  const flag = s.is78 ? A.FLAG78 : 0;
  let n = 0;
  switch (s.phase) {
    case 'bid': {
      out[n++] = A.PASS;
      let top = 0;
      for (let p = 0; p < s.players; p++) if (s.bids[p] > top) top = s.bids[p];
      for (let b = top + 1; b <= A.BID_MORD; b++) out[n++] = b;
      return n;
    }
    case 'discard': {
      const base = seat * 6;
      const owed = kingsOwed(s);
      const left = leftAfterNext(s);
      for (let suit = 0; suit < 6; suit++) {
        let bits = s.hands[base + suit];
        while (bits !== 0) {
          const low = bits & -bits;
          const c = (suit << 5) | (31 - Math.clz32(low));
          if (mayDiscardWith(s, c, owed, left)) out[n++] = A.cardAction(A.DISCARD, c, s.is78);
          bits ^= low;
        }
      }
      return n;
    }
    case 'buy':
      out[n++] = A.NO_BUY;
      return cardsInto(out, n, A.OFFER, flag, s.hands, seat * 6);
    case 'name':
      for (const c of packOf(s.is78).cards) out[n++] = A.cardAction(A.NAME, c, s.is78);
      return n;
    case 'announce':
      out[n++] = A.LIEGE;
      if (hasCard(s, seat, PAGAT)) out[n++] = A.LAY_PAGAT;
      if (s.contract === MORD && hasCard(s, seat, GSTIESS)) out[n++] = A.LAY_GSTIESS;
      return n;
    case 'double':
      out[n++] = A.GUT;
      out[n++] = s.dblStage < 2 ? A.SCHWACHER : A.RETOUR;
      return n;
    case 'defender-layout':
      out[n++] = A.GUT;
      if (hasCard(s, seat, PAGAT)) out[n++] = A.LAY_PAGAT;
      return n;
    case 'over':
      return 0;
    default:
      return assertNever(s.phase);
  }
}

/** The legal actions as an array: legalInto's answer copied out, so the two cannot disagree. */
export const legal = legalFrom(legalInto);

const listed = drawListed(legalInto);

/**
 * One uniformly random legal action, as `legal(s)[r]`: a card drawn straight from `playMask` (the
 * list's card order), a named card from the pack; the rest (and the rare "Kleine und Gstieß") listed.
 */
export function randomLegal(s: DroggnState, rng: RngState): Action {
  if (s.phase === 'play') {
    if (s.kleine === false && kleineAllowed(s)) return listed(s, rng);
    playMask(s, s.toAct, MASK);
    return A.cardAction(A.PLAY, drawCard(MASK, rng), s.is78);
  }
  if (s.phase === 'name') {
    const cards = packOf(s.is78).cards;
    return A.cardAction(A.NAME, cards[nextInt(rng, cards.length)], s.is78);
  }
  return listed(s, rng);
}

/** The card kind each phase asks a tap for; the others take no card. */
export function cardAction(s: DroggnState, card: Card): Action | null {
  switch (s.phase) {
    case 'discard':
      return A.cardAction(A.DISCARD, card, s.is78);
    case 'buy':
      return A.cardAction(A.OFFER, card, s.is78);
    case 'name':
      return A.cardAction(A.NAME, card, s.is78);
    case 'play':
      return A.cardAction(A.PLAY, card, s.is78);
    case 'bid':
    case 'announce':
    case 'double':
    case 'defender-layout':
    case 'over':
      return null;
    default:
      return assertNever(s.phase);
  }
}

/** ALL-1: one of legal(s), or refused with the rules' reason. */
export const check = (s: DroggnState, a: Action): Refusal | null => checkAction(s, a, legal, whyNot);

/** Never mutates s: check, then the fast path on a copy. */
export const apply = (s: DroggnState, a: Action): DroggnState | Refusal => checkedApply(s, a, check, clone, applyInPlace);

// ---------------------------------------------------------------- checking (ALL-1)

const SUIT_EN = ['hearts', 'spades', 'diamonds', 'clubs'];
const SUIT_DE = ['Herz', 'Pik', 'Karo', 'Kreuz'];

/** The card an action of this hand's pack names, or -1 if it belongs to the other pack. */
function cardFor(s: DroggnState, a: Action): number {
  const c = A.cardOf(a);
  if (c >= 128) return a & A.FLAG78 ? -1 : c;
  return ((a & A.FLAG78) !== 0) === s.is78 ? c : -1;
}

/** Why action `a` is illegal now (the reason for `check`), or null when it is legal. */
function whyNot(s: DroggnState, a: Action): Refusal | null {
  if (s.phase === 'over') return refuse('hand-over', 'The hand is over.', 'Das Spiel ist vorbei.');
  const seat = s.toAct;
  const kind = A.kindOf(a);
  const c = kind ? cardFor(s, a) : -1;
  if (kind && c < 0) return refuse('wrong-pack', 'That card is not in this pack.', 'Diese Karte gibt es in diesem Spiel nicht.');
  switch (s.phase) {
    case 'bid': {
      if (a < A.PASS || a > A.BID_MORD)
        return refuse('bidding', 'It is the bidding: pass or name a contract.', 'Es wird gereizt: weiter oder ein Spiel ansagen.');
      const top = Math.max(0, ...s.bids);
      if (a !== A.PASS && a <= top) {
        const name = A.CONTRACT_NAMES[A.contractId(top)];
        return refuse('bid-too-low', `You must bid higher than ${name.en} or say "gut".`, `Du musst höher als ${name.de} bieten oder „gut“ sagen.`);
      }
      return null;
    }
    case 'discard':
      if (kind !== A.DISCARD) return refuse('discard-first', 'Discard three cards first.', 'Lege zuerst drei Karten ab.');
      return discardProblem(s, c);
    case 'buy':
      if (a === A.NO_BUY) return null;
      if (kind !== A.OFFER)
        return refuse('offer-first', 'Lay a card face down for the buy, or do not buy.', 'Lege eine Karte verdeckt für den Kauf hin oder kaufe nicht.');
      if (!hasCard(s, seat, c)) return refuse('not-in-hand', 'That card is not in your hand.', 'Diese Karte hast du nicht.');
      return null;
    case 'name':
      if (kind !== A.NAME) return refuse('name-card', 'Name the card you want to buy.', 'Nenne die Karte, die du kaufen willst.');
      return null;
    case 'announce':
      if (a === A.LIEGE) return null;
      if (a === A.LAY_PAGAT) return hasCard(s, seat, PAGAT) ? null : refuse('no-pagat', 'You do not hold the Pagat.', 'Du hast den Pagat nicht.');
      if (a === A.LAY_GSTIESS) {
        if (s.contract !== MORD)
          return refuse('gstiess-only-mord', 'The Gstieß can be laid out only in a Super Mord.', 'Den Gstieß kann man nur im Super Mord auslegen.');
        return hasCard(s, seat, GSTIESS) ? null : refuse('no-gstiess', 'You do not hold the Gstieß.', 'Du hast den Gstieß nicht.');
      }
      return refuse(
        'announce',
        'Lay out the Pagat (or in Super Mord the Gstieß), or say "ich liege".',
        'Pagat (im Super Mord den Gstieß) auslegen oder „ich liege“ sagen.'
      );
    case 'double':
      if (a === A.GUT) return null;
      if (s.dblStage < 2 && a === A.SCHWACHER) return null;
      if (s.dblStage >= 2 && a === A.RETOUR) return null;
      return s.dblStage < 2
        ? refuse('double', 'Say "gut" or give a Schwacher.', 'Sag „gut“ oder gib einen Schwachen.')
        : refuse('retour', 'Say "gut" or "retour".', 'Sag „gut“ oder „retour“.');
    case 'defender-layout':
      if (a === A.GUT) return null;
      if (a === A.LAY_PAGAT) return hasCard(s, seat, PAGAT) ? null : refuse('no-pagat', 'You do not hold the Pagat.', 'Du hast den Pagat nicht.');
      return refuse('def-layout', 'Lay out the Pagat or say "gut".', 'Pagat auslegen oder „gut“ sagen.');
    case 'play': {
      if (a === A.KLEINE)
        return kleineAllowed(s)
          ? null
          : refuse(
              'no-kleine',
              '"Kleine und Gstieß ultimo" needs the lead to the second-to-last trick with only Pagat and Gstieß and no other trump out.',
              '„Kleine und Gstieß ultimo“ geht nur beim Ausspiel zum vorletzten Stich mit nur Pagat und Gstieß, ohne andere Trümpfe draußen.'
            );
      if (kind !== A.PLAY) return refuse('play-card', 'Play a card.', 'Spiel eine Karte aus.');
      if (!hasCard(s, seat, c)) return refuse('not-in-hand', 'That card is not in your hand.', 'Diese Karte hast du nicht.');
      const m = [0, 0, 0, 0, 0, 0];
      playMask(s, seat, m);
      if (m[c >> 5] & (1 << (c & 31))) return null;
      return playProblem(s, seat, c, m);
    }
    default:
      return assertNever(s.phase);
  }
}

function playProblem(s: DroggnState, seat: Seat, c: number, m: number[]): Refusal {
  if (m[5] && !(m[0] | m[1] | m[2] | m[3] | m[4]) && c !== GSTIESS)
    return refuse('gstiess-now', 'The Gstieß may not go to the last trick: play it now.', 'Der Gstieß darf nicht in den letzten Stich: spiel ihn jetzt.');
  if (c === GSTIESS)
    return s.laidOut === LAID_GSTIESS
      ? refuse('laid-gstiess', 'Your laid-out Gstieß is kept for the last trick.', 'Dein ausgelegter Gstieß bleibt für den letzten Stich.')
      : refuse('gstiess-last', 'The Gstieß may not be played to the last trick.', 'Der Gstieß darf nicht in den letzten Stich.');
  if (c === PAGAT && s.laidOutSeat === seat)
    return refuse(
      'laid-pagat',
      'Your laid-out Pagat must be kept for the last trick while you can play another card.',
      'Dein ausgelegter Pagat muss für den letzten Stich bleiben, solange du etwas anderes spielen kannst.'
    );
  const first = s.cur[0] !== GSTIESS ? s.cur[0] : s.cur[1];
  const led = first >> 5;
  const b = seat * 6;
  if (led === 4) return refuse('must-trump-led', 'Trumps were led: you must play a trump.', 'Trumpf ist ausgespielt: du musst Trumpf zugeben.');
  if (s.hands[b + led] !== 0) return refuse('must-follow', `You must follow ${SUIT_EN[led]}.`, `Du musst ${SUIT_DE[led]} bedienen.`);
  return refuse('must-trump', `You have no ${SUIT_EN[led]}, so you must play a trump.`, `Du hast kein ${SUIT_DE[led]}, also musst du trumpfen.`);
}

// ---------------------------------------------------------------- applying in place

/** Applies a legal action in place (unchecked: the fast path). */
export function applyInPlace(s: DroggnState, a: Action): void {
  const seat = s.toAct;
  const c = A.cardOf(a);
  if (s.phase === 'play' && a !== A.KLEINE) {
    playCard(s, seat, c);
    return;
  }
  switch (s.phase) {
    case 'play':
      if (a === A.KLEINE) {
        s.kleine = true;
        pushCall(s, seat, a);
        playCard(s, seat, GSTIESS);
        return;
      }
      playCard(s, seat, c);
      return;
    case 'bid': {
      s.bids[seat] = a;
      s.bidIndex++;
      if (s.bidIndex < 3) {
        s.toAct = s.active[s.bidIndex];
        return;
      }
      let best = 0;
      let who = -1;
      for (const p of s.active)
        if (s.bids[p] > best) {
          best = s.bids[p];
          who = p;
        }
      if (best === 0) {
        s.thrownIn = true; // DR-BID-4
        s.phase = 'over';
        s.toAct = -1;
        return;
      }
      s.declarer = who;
      s.contract = best;
      s.toAct = who;
      if (best <= 2) {
        // DR-EXCH-1: the declarer takes the talon.
        for (let i = 0; i < 6; i++) {
          s.hands[who * 6 + i] |= s.talon[i];
          s.talon[i] = 0;
        }
        s.phase = 'discard';
        s.buyState = best === 1 ? BUY_PENDING : s.buyState;
      } else s.phase = 'announce'; // DR-EXCH-3: the talon stays face down.
      return;
    }
    case 'discard': {
      s.hands[seat * 6 + (c >> 5)] &= ~(1 << (c & 31));
      s.discard[c >> 5] |= 1 << (c & 31);
      let d = 0;
      for (let i = 0; i < 6; i++) d += popcount(s.discard[i]);
      s.discardOrder[d - 1] = c;
      if (d === 3) s.phase = s.buyState === BUY_PENDING ? 'buy' : 'announce';
      return;
    }
    case 'buy':
      if (a === A.NO_BUY) {
        s.buyState = BUY_SKIPPED;
        s.phase = 'announce';
      } else {
        s.hands[seat * 6 + (c >> 5)] &= ~(1 << (c & 31));
        s.offered = c;
        s.phase = 'name';
      }
      return;
    case 'name': {
      s.named = c;
      const bit = 1 << (c & 31);
      const w = c >> 5;
      let holder = -1;
      for (const p of s.active) if (p !== seat && s.hands[p * 6 + w] & bit) holder = p;
      if (holder < 0) {
        // DR-EXCH-5: a card held, discarded (or the one offered) forfeits the buy.
        s.buyState = BUY_FORFEIT_NAMED_OWN;
        s.hands[seat * 6 + (s.offered >> 5)] |= 1 << (s.offered & 31);
      } else {
        // DR-EXCH-4: the holder hands the card over face up and takes the face-down card.
        s.hands[holder * 6 + w] &= ~bit;
        s.hands[seat * 6 + w] |= bit;
        s.hands[holder * 6 + (s.offered >> 5)] |= 1 << (s.offered & 31);
        s.seller = holder;
        s.buyState = BUY_DONE;
      }
      s.phase = 'announce';
      return;
    }
    case 'announce':
      if (a === A.LAY_PAGAT) s.laidOut = LAID_PAGAT_DECL;
      else if (a === A.LAY_GSTIESS) s.laidOut = LAID_GSTIESS;
      if (a !== A.LIEGE) s.laidOutSeat = seat;
      pushCall(s, seat, a);
      s.phase = 'double';
      s.dblStage = 0;
      s.toAct = nextActive(s, s.declarer);
      return;
    case 'double': {
      pushCall(s, seat, a);
      const first = nextActive(s, s.declarer);
      const second = nextActive(s, first);
      if (a === A.GUT) {
        if (s.dblStage === 0) {
          s.dblStage = 1;
          s.toAct = second;
        } else if (s.dblStage === 3) {
          s.dblStage = 4;
          s.toAct = second;
        } else endDoubling(s);
      } else {
        s.doubles++;
        if (s.dblStage === 2) {
          s.dblStage = 3;
          s.toAct = first;
        } else {
          s.dblStage = 2;
          s.toAct = s.declarer;
        }
      }
      return;
    }
    case 'defender-layout':
      pushCall(s, seat, a);
      if (a === A.LAY_PAGAT) {
        s.laidOut = LAID_PAGAT_DEF;
        s.laidOutSeat = seat;
        startPlay(s);
      } else if (++s.defLayoutIndex < 2) s.toAct = nextActive(s, seat);
      else startPlay(s);
      return;
    case 'over':
      return;
    default:
      assertNever(s.phase);
  }
}
