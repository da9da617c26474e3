import { checkAction, checkedApply, refuse, type Action, type Refusal, type Seat } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { popcount, addInPlace, removeInPlace } from '../../engine/card-set';
import { nextInt, type RngState } from '../../engine/rng';
import { assertNever } from '../../engine/fast';
import { HEARTS, SOW_BIT, VALUES, trickWinnerIndex } from './cards';
import {
  BID_DOBBM,
  BID_GOOD,
  BID_PASS,
  BID_SOLO,
  DBL_GOOD,
  DBL_RETOUR,
  DBL_SCHWACHER,
  DISCARD,
  PLAY,
  isDiscard,
  isPlay
} from './actions';
import {
  ASK_DECLARER,
  ASK_DEFENDERS,
  ASK_SCHWACHER,
  NONE,
  ORDINARY,
  SOLO,
  clone,
  nextActive,
  type DobbmState
} from './state';

const SUIT_NAMES = [
  ['hearts', 'Herz'],
  ['leaves', 'Laub'],
  ['bells', 'Schellen'],
  ['acorns', 'Eichel']
];

export const toAct = (s: DobbmState): Seat | null => (s.phase === 'over' ? null : s.turn);

/**
 * DO-EXCH-1 / DO-EXCH-3: can `done` (already discarded) be completed to four cards, taking `need`
 * more from `rest`, so that every Sow has a trump of its own beside it? The heart Sow is both a
 * Sow and a trump; by default it needs another trump (it cannot be its own companion).
 */
export function discardFeasible(done: number[], rest: number[], need: number, heartSowAlone: boolean): boolean {
  // Counts: t = hearts other than the Sow, n = plain non-Sows, p = plain Sows, h = heart Sow.
  const count = (set: number[]) => {
    const hearts = set[HEARTS];
    const h = (hearts & SOW_BIT) !== 0 ? 1 : 0;
    const t = popcount(hearts) - h;
    let p = 0;
    let n = 0;
    for (let suit = 1; suit < 4; suit++) {
      const w = set[suit];
      const sow = (w & SOW_BIT) !== 0 ? 1 : 0;
      p += sow;
      n += popcount(w) - sow;
    }
    return { t, n, p, h };
  };
  const d = count(done);
  const r = count(rest);
  for (let h = 0; h <= Math.min(r.h, need); h++)
    for (let t = 0; t <= Math.min(r.t, need - h); t++)
      for (let p = 0; p <= Math.min(r.p, need - h - t); p++) {
        const n = need - h - t - p;
        if (n > r.n) continue;
        const T = d.t + t;
        const P = d.p + p;
        const H = d.h + h;
        if (heartSowAlone) {
          // The heart Sow is a Sow that brings its own trump: it neither needs nor gives a companion.
          if (P <= T) return true;
        } else if (P + H <= T + H && (H === 0 || T >= 1)) return true;
      }
  return false;
}

export function legal(s: DobbmState): Action[] {
  const out: Action[] = [];
  switch (s.phase) {
    case 'bid':
      // DO-SESS-1: in the Mußrunde the first speaker must declare.
      if (s.forced && s.spoken === 0) out.push(BID_DOBBM, BID_SOLO);
      else if (s.contract === NONE) out.push(BID_PASS, BID_DOBBM, BID_SOLO);
      else if (s.contract === ORDINARY) out.push(BID_GOOD, BID_SOLO);
      else out.push(BID_GOOD);
      return out;
    case 'exchange': {
      const hand = s.hands[s.declarer];
      for (let suit = 0; suit < 4; suit++) {
        let w = hand[suit];
        while (w !== 0) {
          const low = w & -w;
          w ^= low;
          const c = (suit << 5) | (31 - Math.clz32(low));
          if (discardOk(s, c)) out.push(DISCARD + c);
        }
      }
      return out;
    }
    case 'double':
      out.push(DBL_GOOD, s.dblStage === ASK_SCHWACHER ? DBL_SCHWACHER : DBL_RETOUR);
      return out;
    case 'play': {
      const hand = s.hands[s.turn];
      let mask = -1;
      if (s.trickCards.length > 0) {
        const led = s.trickCards[0] >> 5;
        // DO-PLAY-1: follow suit, else a heart, else anything.
        mask = hand[led] !== 0 ? led : hand[HEARTS] !== 0 ? HEARTS : -1;
      }
      for (let suit = 0; suit < 4; suit++) {
        if (mask >= 0 && suit !== mask) continue;
        let w = hand[suit];
        while (w !== 0) {
          const low = w & -w;
          w ^= low;
          out.push(PLAY + ((suit << 5) | (31 - Math.clz32(low))));
        }
      }
      return out;
    }
    case 'over':
      return out;
    default:
      return assertNever(s.phase);
  }
}

function discardOk(s: DobbmState, c: Card): boolean {
  const done = s.discard.slice();
  addInPlace(done, c);
  const rest = s.hands[s.declarer].slice();
  removeInPlace(rest, c);
  return discardFeasible(done, rest, 3 - s.discarded, s.heartSowAlone);
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
      if (a === BID_DOBBM)
        return refuse('bid-too-low', 'Dobbm has already been bid; only Solo is higher.', 'Dobbm ist schon geboten; nur Solo ist höher.');
      if (a === BID_SOLO) return refuse('bid-too-low', 'Solo has already been bid; you can only say "gut".', 'Solo ist schon geboten; du kannst nur "gut" sagen.');
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
      const hand = s.hands[s.turn];
      if ((hand[c >> 5] & (1 << (c & 31))) === 0) return refuse('not-in-hand', 'That card is not in your hand.', 'Diese Karte hast du nicht.');
      const led = s.trickCards[0] >> 5;
      if (hand[led] !== 0)
        return refuse('must-follow', `You must follow ${SUIT_NAMES[led][0]}.`, `Du musst ${SUIT_NAMES[led][1]} bedienen.`);
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
    s.turn = s.declarer;
  } else startDoubling(s); // DO-EXCH-2: in a Solo the Dobb stays face down.
}

function startDoubling(s: DobbmState): void {
  // DO-DBL-1: "ich liege"; the first defender at declarer's left speaks first.
  s.phase = 'double';
  s.dblStage = ASK_SCHWACHER;
  s.dblAsked = 0;
  s.turn = nextActive(s, s.declarer);
}

function startPlay(s: DobbmState): void {
  s.phase = 'play';
  s.leader = s.declarer; // DO-PLAY-1: the declarer leads to the first trick.
  s.turn = s.declarer;
}

/** Unchecked, in place: the fast path. */
export function applyInPlace(s: DobbmState, a: Action): void {
  const seat = s.turn;
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
          s.turn = -1;
        } else startContract(s);
      } else s.turn = nextActive(s, seat);
      return;
    case 'exchange': {
      const c = a - DISCARD;
      s.hands[seat][c >> 5] &= ~(1 << (c & 31));
      s.discard[c >> 5] |= 1 << (c & 31);
      if (++s.discarded === 4) startDoubling(s);
      return;
    }
    case 'double':
      s.said.push({ seat, action: a });
      if (s.dblStage === ASK_DECLARER) {
        if (a === DBL_RETOUR) {
          s.retours++;
          s.dblStage = ASK_DEFENDERS;
          s.dblAsked = 0;
          s.turn = nextActive(s, s.declarer);
        } else startPlay(s);
        return;
      }
      if (a === DBL_GOOD) {
        if (++s.dblAsked === 3) startPlay(s);
        else s.turn = nextActive(s, seat);
        return;
      }
      if (a === DBL_SCHWACHER) s.schwacher = true;
      else s.retours++;
      s.dblStage = ASK_DECLARER;
      s.turn = s.declarer;
      return;
    case 'play': {
      const c = a - PLAY;
      s.hands[seat][c >> 5] &= ~(1 << (c & 31));
      s.trickCards.push(c);
      s.trickSeats.push(seat);
      if (s.trickCards.length < 4) {
        s.turn = nextActive(s, seat);
        return;
      }
      const w = s.trickSeats[trickWinnerIndex(s.trickCards)];
      let pts = 0;
      for (let i = 0; i < 4; i++) pts += VALUES[s.trickCards[i]];
      if (w === s.declarer) s.declPoints += pts;
      else s.defPoints += pts;
      s.tricksWon[w]++;
      s.tricks.push({ cards: s.trickCards, seats: s.trickSeats, winner: w });
      s.trickCards = [];
      s.trickSeats = [];
      if (s.tricks.length === 8) {
        s.phase = 'over';
        s.turn = -1;
      } else {
        s.leader = w;
        s.turn = w;
      }
      return;
    }
    case 'over':
      return;
    default:
      assertNever(s.phase);
  }
}

const scratch: Action[] = [];

/** Random legal play to the end, in place (benchmarks, search). */
export function playout(s: DobbmState, rng: RngState): void {
  while (s.phase !== 'over') {
    if (s.phase === 'play') {
      // Allocation-light card play: collect the legal cards into a scratch buffer.
      const hand = s.hands[s.turn];
      let mask = -1;
      if (s.trickCards.length > 0) {
        const led = s.trickCards[0] >> 5;
        mask = hand[led] !== 0 ? led : hand[HEARTS] !== 0 ? HEARTS : -1;
      }
      let n = 0;
      for (let suit = 0; suit < 4; suit++) {
        if (mask >= 0 && suit !== mask) continue;
        let w = hand[suit];
        while (w !== 0) {
          const low = w & -w;
          w ^= low;
          scratch[n++] = PLAY + ((suit << 5) | (31 - Math.clz32(low)));
        }
      }
      applyInPlace(s, scratch[nextInt(rng, n)]);
    } else {
      const l = legal(s);
      applyInPlace(s, l[nextInt(rng, l.length)]);
    }
  }
}
