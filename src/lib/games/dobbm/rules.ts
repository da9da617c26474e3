import { checkAction, checkedApply, refuse, type Action, type Refusal, type Seat } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { popcount, type CardSet } from '../../engine/card-set';
import { assertNever, drawCard, drawFromSuit, drawListed, legalFrom } from '../../engine/fast';
import type { RngState } from '../../engine/rng';
import { HEARTS, SOW, SOW_BIT, VALUES, trickWinnerIndex } from './cards';
import { BID_DOBBM, BID_GOOD, BID_PASS, BID_SOLO, DBL_GOOD, DBL_RETOUR, DBL_SCHWACHER, DISCARD, PLAY, isDiscard, isPlay } from './actions';
import { ASK_DECLARER, ASK_DEFENDERS, ASK_SCHWACHER, NONE, ORDINARY, SOLO, TRICKS, clone, nextActive, trickStart, type DobbmState } from './state';

const SUIT_NAMES = [
  ['hearts', 'Herz'],
  ['leaves', 'Laub'],
  ['bells', 'Schellen'],
  ['acorns', 'Eichel']
];

export const toAct = (s: DobbmState): Seat | null => (s.phase === 'over' ? null : s.toAct);

/**
 * What the discard rule looks at in a set of cards (DO-EXCH-1): t = hearts other than the Sow,
 * n = plain non-Sows, p = plain Sows, h = the heart Sow (0 or 1). Four small counts, so the rule
 * is a few comparisons and the legal discards allocate nothing.
 */
const heartsBesideSow = (set: CardSet): number => popcount(set[HEARTS] & ~SOW_BIT);
const heartSow = (set: CardSet): number => ((set[HEARTS] & SOW_BIT) !== 0 ? 1 : 0);
const plainSows = (set: CardSet): number => ((set[1] >> SOW) & 1) + ((set[2] >> SOW) & 1) + ((set[3] >> SOW) & 1);
const plainCards = (set: CardSet): number => popcount(set[1]) + popcount(set[2]) + popcount(set[3]);

/**
 * DO-EXCH-1 / DO-EXCH-3: can a discard holding (t, n, p, h) be completed to four cards, taking
 * `need` more from a rest holding (rt, rn, rp, rh), so that every Sow has a trump of its own beside
 * it? The heart Sow is both a Sow and a trump; by default it needs another trump (it cannot be its
 * own companion).
 */
function completable(
  t: number,
  n: number,
  p: number,
  h: number,
  rt: number,
  rn: number,
  rp: number,
  rh: number,
  need: number,
  heartSowAlone: boolean
): boolean {
  for (let dh = 0; dh <= Math.min(rh, need); dh++)
    for (let dt = 0; dt <= Math.min(rt, need - dh); dt++)
      for (let dp = 0; dp <= Math.min(rp, need - dh - dt); dp++) {
        if (need - dh - dt - dp > rn) continue;
        const T = t + dt;
        const P = p + dp;
        const H = h + dh;
        // With heartSowAlone the heart Sow brings its own trump: it neither needs nor gives a companion.
        if (heartSowAlone ? P <= T : P <= T && (H === 0 || T >= 1)) return true;
      }
  return false;
}

/** DO-EXCH-1: can the discard `done` be completed to four from `rest`? (Sets of cards; the worlds check a sampled discard with it.) */
export function discardFeasible(done: CardSet, rest: CardSet, need: number, heartSowAlone: boolean): boolean {
  const n = plainCards(done) - plainSows(done);
  const rn = plainCards(rest) - plainSows(rest);
  return completable(
    heartsBesideSow(done),
    n,
    plainSows(done),
    heartSow(done),
    heartsBesideSow(rest),
    rn,
    plainSows(rest),
    heartSow(rest),
    need,
    heartSowAlone
  );
}

/**
 * The one source of legal actions (the fast path's and, through `legal`, the table's): written
 * into `out` in a fixed order (bids and doubles by number, cards by suit then rank), allocating
 * nothing.
 */
export function legalInto(s: DobbmState, out: Uint16Array): number {
  let n = 0;
  switch (s.phase) {
    case 'bid':
      // DO-SESS-1: in the Mußrunde the first speaker must declare.
      if (s.forced && s.spoken === 0) {
        out[n++] = BID_DOBBM;
        out[n++] = BID_SOLO;
      } else if (s.contract === NONE) {
        out[n++] = BID_PASS;
        out[n++] = BID_DOBBM;
        out[n++] = BID_SOLO;
      } else if (s.contract === ORDINARY) {
        out[n++] = BID_GOOD;
        out[n++] = BID_SOLO;
      } else out[n++] = BID_GOOD;
      return n;
    case 'exchange': {
      // DO-EXCH-1: each card the declarer may lay away next (the discard can still be completed).
      const hand = s.hands[s.declarer];
      const d = s.discard;
      const t = heartsBesideSow(d);
      const p = plainSows(d);
      const h = heartSow(d);
      const dn = plainCards(d) - p;
      const rt = heartsBesideSow(hand);
      const rp = plainSows(hand);
      const rh = heartSow(hand);
      const rn = plainCards(hand) - rp;
      const need = 3 - s.discards.length;
      const alone = s.heartSowAlone;
      for (let suit = 0; suit < 4; suit++)
        for (let w = hand[suit]; w !== 0; w &= w - 1) {
          const r = 31 - Math.clz32(w & -w);
          // Move the card from the rest to the discard in the counts, then ask.
          const sow = r === SOW;
          const ok =
            suit === HEARTS
              ? sow
                ? completable(t, dn, p, h + 1, rt, rn, rp, rh - 1, need, alone)
                : completable(t + 1, dn, p, h, rt - 1, rn, rp, rh, need, alone)
              : sow
                ? completable(t, dn, p + 1, h, rt, rn, rp - 1, rh, need, alone)
                : completable(t, dn + 1, p, h, rt, rn - 1, rp, rh, need, alone);
          if (ok) out[n++] = DISCARD + ((suit << 5) | r);
        }
      return n;
    }
    case 'double':
      out[n++] = DBL_GOOD;
      out[n++] = s.dblStage === ASK_SCHWACHER ? DBL_SCHWACHER : DBL_RETOUR;
      return n;
    case 'play':
      playableInto(s, playable);
      for (let suit = 0; suit < 4; suit++) for (let w = playable[suit]; w !== 0; w &= w - 1) out[n++] = PLAY + ((suit << 5) | (31 - Math.clz32(w & -w)));
      return n;
    case 'over':
      return 0;
    default:
      return assertNever(s.phase);
  }
}

/** The legal actions as a list: `legalInto` copied out, so the two cannot disagree. */
export const legal = legalFrom(legalInto);

/** Scratch: the cards the player to act may play, one word per suit slot. */
const playable = [0, 0, 0, 0, 0, 0];

/**
 * DO-PLAY-1: the one suit the player to act must play, or -1 when anything goes: follow suit, else
 * a heart. The listed mask and the draw both read it.
 */
function suitToPlay(s: DobbmState, hand: number[]): number {
  if ((s.played & 3) === 0) return -1;
  const led = s.plays[trickStart(s)] >> 5;
  return hand[led] !== 0 ? led : hand[HEARTS] !== 0 ? HEARTS : -1;
}

/** DO-PLAY-1 as a mask: `suitToPlay`'s suit, or the whole hand. */
function playableInto(s: DobbmState, m: number[]): void {
  const hand = s.hands[s.toAct];
  const only = suitToPlay(s, hand);
  for (let suit = 0; suit < 4; suit++) m[suit] = only < 0 || suit === only ? hand[suit] : 0;
}

const listed = drawListed(legalInto);

/** One uniformly random legal action, as `legal(s)[r]`: cards drawn from the hand by `suitToPlay` (the mask's rule), the rest listed. */
export function randomLegal(s: DobbmState, rng: RngState): Action {
  if (s.phase !== 'play') return listed(s, rng);
  const hand = s.hands[s.toAct];
  const only = suitToPlay(s, hand);
  // The playable cards without writing a mask: the whole hand, or one suit's word.
  return PLAY + (only < 0 ? drawCard(hand, rng) : drawFromSuit(hand[only], only, false, rng));
}

/** Why an action that is not legal is refused: the rules' reason in both languages. */
function refusal(s: DobbmState, a: Action): Refusal | null {
  switch (s.phase) {
    case 'over':
      return refuse('hand-over', 'The hand is over.', 'Das Spiel ist vorbei.');
    case 'bid':
      if (s.forced && s.spoken === 0 && (a === BID_PASS || a === BID_GOOD))
        return refuse('must-declare', 'In the Mußrunde you must declare: Dobbm or Solo.', 'In der Mußrunde musst du spielen: Dobbm oder Solo.');
      if (a === BID_PASS) return refuse('bid-standing', 'A bid stands: say "gut" or bid Solo.', 'Es ist schon geboten: sag "gut" oder biete Solo.');
      if (a === BID_GOOD) return refuse('no-bid', 'Nobody has bid yet: say "weiter" or bid.', 'Noch hat niemand geboten: sag "weiter" oder biete.');
      if (a === BID_DOBBM) return refuse('bid-too-low', 'Dobbm has already been bid; only Solo is higher.', 'Dobbm ist schon geboten; nur Solo ist höher.');
      if (a === BID_SOLO)
        return refuse('bid-too-low', 'Solo has already been bid; you can only say "gut".', 'Solo ist schon geboten; du kannst nur "gut" sagen.');
      return refuse('not-now', 'It is time to bid.', 'Jetzt wird geboten.');
    case 'exchange':
      if (isDiscard(a)) {
        const c = a - DISCARD;
        const hand = s.hands[s.declarer];
        if ((hand[c >> 5] & (1 << (c & 31))) === 0) return refuse('not-in-hand', 'That card is not in your hand.', 'Diese Karte hast du nicht.');
        return refuse(
          'sow-needs-trump',
          'A Sow may only be discarded together with a trump of its own (two Sows with two trumps).',
          'Eine Sau darf nur mit einem Trumpf abgelegt werden (zwei Säue mit zwei Trümpfen).'
        );
      }
      return refuse('not-now', 'Discard four cards first.', 'Lege zuerst vier Karten ab.');
    case 'double':
      if (a === DBL_SCHWACHER) return refuse('one-schwacher', 'Only a retour is possible now.', 'Jetzt ist nur noch ein Retour möglich.');
      if (a === DBL_RETOUR) return refuse('no-schwacher', 'Nobody has given a Schwacher yet.', 'Noch hat niemand einen Schwachen gegeben.');
      return refuse('not-now', 'It is time to double or say "gut".', 'Jetzt wird geschossen oder "gut" gesagt.');
    case 'play': {
      if (!isPlay(a)) return refuse('not-now', 'Play a card.', 'Spiel eine Karte aus.');
      const c = a - PLAY;
      const hand = s.hands[s.toAct];
      if ((hand[c >> 5] & (1 << (c & 31))) === 0) return refuse('not-in-hand', 'That card is not in your hand.', 'Diese Karte hast du nicht.');
      const led = s.plays[trickStart(s)] >> 5;
      if (hand[led] !== 0) return refuse('must-follow', `You must follow ${SUIT_NAMES[led][0]}.`, `Du musst ${SUIT_NAMES[led][1]} bedienen.`);
      return refuse('must-trump', 'You cannot follow suit, so you must play a heart.', 'Du kannst nicht bedienen, also musst du Herz (Trumpf) spielen.');
    }
    default:
      return assertNever(s.phase);
  }
}

/** ALL-1: null when `a` is one of legal(s), else refused with the rules' reason. */
export const check = (s: DobbmState, a: Action): Refusal | null => checkAction(s, a, legal, refusal);

/** A tap on a hand card discards it in the exchange and plays it in the play; other phases take no card. */
export function cardAction(s: DobbmState, card: Card): Action | null {
  switch (s.phase) {
    case 'exchange':
      return DISCARD + card;
    case 'play':
      return PLAY + card;
    case 'bid':
    case 'double':
    case 'over':
      return null;
    default:
      return assertNever(s.phase);
  }
}

export function apply(s: DobbmState, a: Action): DobbmState | Refusal {
  return checkedApply(s, a, check, clone, applyInPlace);
}

function startContract(s: DobbmState): void {
  if (s.contract === ORDINARY) {
    // DO-EXCH-1: the declarer takes the Dobb unseen by the others.
    s.phase = 'exchange';
    const h = s.hands[s.declarer];
    for (let i = 0; i < 4; i++) h[i] |= s.dobb[i];
    s.toAct = s.declarer;
  } else startDoubling(s); // DO-EXCH-2: in a Solo the Dobb stays face down.
}

function startDoubling(s: DobbmState): void {
  // DO-DBL-1: "ich liege"; the first defender at declarer's left speaks first.
  s.phase = 'double';
  s.dblStage = ASK_SCHWACHER;
  s.dblAsked = 0;
  s.toAct = nextActive(s, s.declarer);
}

function startPlay(s: DobbmState): void {
  s.phase = 'play';
  s.leader = s.declarer; // DO-PLAY-1: the declarer leads to the first trick.
  s.toAct = s.declarer;
}

/** Unchecked, in place: the fast path (`apply` is `check` + `clone` + this). */
export function applyInPlace(s: DobbmState, a: Action): void {
  const seat = s.toAct;
  switch (s.phase) {
    case 'bid':
      s.said.push({ seat, action: a });
      s.spoken++;
      if (a === BID_DOBBM || a === BID_SOLO) {
        s.contract = a === BID_DOBBM ? ORDINARY : SOLO;
        s.declarer = seat;
      }
      if (s.forced || s.spoken === 4) {
        if (s.contract === NONE) {
          s.thrownIn = true; // DO-BID-2
          s.phase = 'over';
          s.toAct = -1;
        } else startContract(s);
      } else s.toAct = nextActive(s, seat);
      return;
    case 'exchange': {
      const c = a - DISCARD;
      s.hands[seat][c >> 5] &= ~(1 << (c & 31));
      s.discard[c >> 5] |= 1 << (c & 31);
      s.discards.push(c);
      if (s.discards.length === 4) startDoubling(s);
      return;
    }
    case 'double':
      s.said.push({ seat, action: a });
      if (s.dblStage === ASK_DECLARER) {
        if (a === DBL_RETOUR) {
          s.retours++;
          s.dblStage = ASK_DEFENDERS;
          s.dblAsked = 0;
          s.toAct = nextActive(s, s.declarer);
        } else startPlay(s);
        return;
      }
      if (a === DBL_GOOD) {
        if (++s.dblAsked === 3) startPlay(s);
        else s.toAct = nextActive(s, seat);
        return;
      }
      if (a === DBL_SCHWACHER) s.schwacher = true;
      else s.retours++;
      s.dblStage = ASK_DECLARER;
      s.toAct = s.declarer;
      return;
    case 'play': {
      const c = a - PLAY;
      s.hands[seat][c >> 5] &= ~(1 << (c & 31));
      const at = s.played++;
      s.plays[at] = c;
      s.playSeats[at] = seat;
      if ((s.played & 3) !== 0) {
        s.toAct = nextActive(s, seat);
        return;
      }
      const start = at - 3;
      const w = s.playSeats[start + trickWinnerIndex(s.plays, start, at + 1)];
      const pts = VALUES[s.plays[start]] + VALUES[s.plays[start + 1]] + VALUES[s.plays[start + 2]] + VALUES[c];
      if (w === s.declarer) s.declPoints += pts;
      else s.defPoints += pts;
      s.tricksWon[w]++;
      s.winners[start >> 2] = w;
      if (s.played === TRICKS * 4) {
        s.phase = 'over';
        s.toAct = -1;
      } else {
        s.leader = w;
        s.toAct = w;
      }
      return;
    }
    case 'over':
      return;
    default:
      assertNever(s.phase);
  }
}
