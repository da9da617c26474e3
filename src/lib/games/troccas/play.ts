import { addInPlace, has, isEmpty, removeInPlace } from '../../engine/card-set';
import { TRUMP } from '../../engine/cards';
import type { Refusal } from '../../engine/game';
import { drawCard, drawFromSuit } from '../../engine/fast';
import type { RngState } from '../../engine/rng';
import { refuse } from '../../engine/game';
import { KING_JACK, KNOCK, PLAY } from './actions';
import { finalFool, foolToOpponents, settleFoolDebt } from './fool';
import { callEligible } from './jack-call';
import { FOOL, JACK, KING, PACK, writeWord } from './cards';
import { E, log } from './events';
import { nextSeat, sideCount, sideOf } from './seats';
import type { TroccasState } from './state';

/**
 * The play of the cards (TR-4-9, TR-4-11, TR-4-14, TR-4-16): legal cards, the trick, its winner
 * and collection. Calls and take-backs that change a finished trick live in jack-call.ts.
 */

const FOOL_WORD = 1 << 0;

const KING_AND_JACK = (1 << KING) | (1 << JACK);

/**
 * TR-4-14 as a mask of plain suits (bit per suit): king and jack of a suit may go together, by the
 * player holding both, when leading a suit not led before, or on the first lead of that suit. One
 * function for the listed actions, the draw's test whether any is on offer, and the refusal.
 */
function kingJackSuits(s: TroccasState, hand: number[]): number {
  if (s.kjSeat >= 0) return 0;
  const led = s.led;
  if (led === -1) {
    let both = 0;
    for (let suit = 0; suit < 4; suit++) if ((hand[suit] & KING_AND_JACK) === KING_AND_JACK) both |= 1 << suit;
    return both & ~s.suitsLed;
  }
  return led < 4 && s.firstLead && (hand[led] & KING_AND_JACK) === KING_AND_JACK ? 1 << led : 0;
}

/**
 * TR-4-9: the one suit a hand must play to the trick, or -1 when any card goes: follow suit (a
 * trump lead is followed with trumps); unable to follow, trump (no duty to overtrump); the Fool may
 * always be played beside it. The listed and the drawn legal actions both read it, so the rule is
 * written once.
 */
function suitToPlay(s: TroccasState, hand: number[]): number {
  const led = s.led;
  if (led < 0) return -1;
  if (hand[led] !== 0) return led;
  return led !== TRUMP && hand[TRUMP] !== 0 ? TRUMP : -1;
}

/** TR-4-9 as a mask, one word per suit slot: `suitToPlay`'s suit and the Fool, or the whole hand. */
function playableInto(s: TroccasState, hand: number[], m: number[]): void {
  const only = suitToPlay(s, hand);
  for (let i = 0; i < 5; i++) m[i] = only < 0 || i === only ? hand[i] : 0;
  m[5] = only < 0 ? hand[5] : hand[5] & FOOL_WORD;
}

/** TR-4-16: the holder of the highest trump still out may knock on a trump lead, once. */
const mayKnock = (s: TroccasState, hand: number[]): boolean => s.knockFor > 0 && !s.knocked && (hand[TRUMP] & (1 << s.knockFor)) !== 0;

/** TR-4-14's actions, by suit, written into `out` from `n`. */
function kingJackInto(s: TroccasState, hand: number[], out: Uint16Array, n: number): number {
  const suits = kingJackSuits(s, hand);
  for (let suit = 0; suit < 4; suit++) if ((suits & (1 << suit)) !== 0) out[n++] = KING_JACK + suit;
  return n;
}

/** Scratch: the playable mask. */
const playable = [0, 0, 0, 0, 0, 0];

/** The legal actions of the play, in order: the knock, the playable cards by suit then rank, king+jack. */
export function playLegal(s: TroccasState, out: Uint16Array): number {
  const hand = s.hands[s.toAct];
  let n = 0;
  if (mayKnock(s, hand)) out[n++] = KNOCK;
  playableInto(s, hand, playable);
  for (let slot = 0; slot < 6; slot++) n = writeWord(out, n, PLAY, slot, playable[slot]);
  return kingJackInto(s, hand, out, n);
}

/**
 * `playLegal`'s list at one `nextInt`, without listing it: a card drawn from the playable cards;
 * when a knock or king+jack is also on offer (a few times a hand), the list's own draw (`listed`).
 */
export function playRandom(s: TroccasState, rng: RngState, listed: (s: TroccasState, rng: RngState) => number): number {
  const hand = s.hands[s.toAct];
  if (mayKnock(s, hand) || kingJackSuits(s, hand) !== 0) return listed(s, rng);
  const only = suitToPlay(s, hand);
  // The mask's cards without writing it: the whole hand, or one suit and the Fool after it.
  if (only < 0) return PLAY + drawCard(hand, rng);
  return PLAY + drawFromSuit(hand[only], only, (hand[5] & FOOL_WORD) !== 0, rng);
}

const SUIT_EN = ['cups', 'swords', 'coins', 'batons', 'trumps'];
const SUIT_DE = ['Kelche', 'Schwerter', 'Münzen', 'Stäbe', 'Trumpf'];

/** Why a play is not allowed, in words a player understands (ALL-1); null when it is. */
export function playRefusal(s: TroccasState, a: number): Refusal | null {
  const hand = s.hands[s.toAct];
  if (a === KNOCK) {
    if (s.knockFor === 0 || s.knocked || !has(hand, (TRUMP << 5) | s.knockFor))
      return refuse(
        'no-knock',
        'You may knock only on a trump lead while holding the highest trump still out, once.',
        'Klopfen darfst du nur beim Trumpfausspiel mit dem höchsten noch offenen Trumpf, einmal.'
      );
    return null;
  }
  if (a >= KING_JACK && a < KING_JACK + 4) {
    if ((kingJackSuits(s, hand) & (1 << (a - KING_JACK))) === 0)
      return refuse(
        'no-king-jack',
        'King and jack go together only on the first lead of their suit, by the player holding both.',
        'König und Bube gehen nur beim ersten Ausspiel ihrer Farbe zusammen, vom Inhaber beider.'
      );
    return null;
  }
  if (a >= 192 || !PACK.cards.includes(a)) return refuse('not-a-play', 'That is not a card to play now.', 'Das ist jetzt keine spielbare Karte.');
  if (!has(hand, a)) return refuse('not-in-hand', 'You do not hold that card.', 'Diese Karte hast du nicht.');
  if (a === FOOL || s.led < 0) return null;
  const suit = a >> 5;
  if (hand[s.led] !== 0 && suit !== s.led)
    return s.led === TRUMP
      ? refuse('must-trump', 'Trumps were led: you must play a trump.', 'Trumpf ist ausgespielt: du musst Trumpf geben.')
      : refuse('must-follow', `You must follow ${SUIT_EN[s.led]}.`, `Du musst ${SUIT_DE[s.led]} bedienen.`);
  if (hand[s.led] === 0 && s.led !== TRUMP && hand[TRUMP] !== 0 && suit !== TRUMP)
    return refuse('must-trump', `You have no ${SUIT_EN[s.led]}: you must play a trump.`, `Du hast keine ${SUIT_DE[s.led]}: du musst trumpfen.`);
  return null;
}

function setLed(s: TroccasState, c: number): void {
  const suit = c >> 5;
  s.led = suit;
  if (suit < 4) {
    s.firstLead = (s.suitsLed & (1 << suit)) === 0;
    s.suitsLed |= 1 << suit;
  } else if (suit === TRUMP && s.settings.knocking) {
    // TR-4-16: the knock is about the highest trump still out when this trick began.
    let top = 21;
    while (top > 0 && (s.trumpsPlayed & (1 << top)) !== 0) top--;
    s.knockFor = top > 0 && top !== (c & 31) && (s.knockClosed & (1 << top)) === 0 ? top : 0;
  }
}

function put(s: TroccasState, seat: number, c: number): void {
  removeInPlace(s.hands[seat], c);
  addInPlace(s.gone, c);
  s.trick.push(seat, c);
  if (c >> 5 === TRUMP) s.trumpsPlayed |= 1 << (c & 31);
}

export function applyPlay(s: TroccasState, a: number): void {
  const seat = s.toAct;
  if (a === KNOCK) {
    s.knocked = true;
    log(s, seat, E.KNOCK, s.knockFor);
    return;
  }
  if (a >= KING_JACK && a < KING_JACK + 4) {
    const suit = a - KING_JACK;
    const king = (suit << 5) | KING;
    if (s.led < 0) setLed(s, king);
    put(s, seat, king);
    put(s, seat, (suit << 5) | JACK);
    s.kjSeat = seat;
    log(s, seat, E.KING_JACK, suit);
  } else {
    if (s.led < 0 && a !== FOOL) setLed(s, a);
    else if (a !== FOOL && s.led >= 0 && a >> 5 !== s.led) {
      // Not following shows a void (and not trumping then shows no trumps either), for worlds.
      s.voids[seat] |= (1 << s.led) | (a >> 5 !== TRUMP ? 1 << TRUMP : 0);
    }
    put(s, seat, a);
  }
  s.played++;
  if (s.played < s.players) {
    s.toAct = nextSeat(seat, s.players);
    return;
  }
  resolveTrick(s);
}

/** TR-4-9: the highest trump wins, else the highest card of the suit led; the Fool never wins. */
/** TR-4-9: a card's strength in a trick whose led suit is `led`: trumps over the led suit, the rest never wins. */
export const trickRank = (c: number, led: number): number => (c >> 5 === TRUMP ? 100 + (c & 31) : c >> 5 === led ? c & 31 : -1);

export function trickWinner(trick: readonly number[], led: number): number {
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < trick.length; i += 2) {
    const c = trick[i + 1];
    const score = trickRank(c, led);
    if (score > bestScore) {
      bestScore = score;
      best = trick[i];
    }
  }
  return best;
}

function resolveTrick(s: TroccasState): void {
  s.winner = trickWinner(s.trick, s.led);
  if (s.kjSeat >= 0) {
    // TR-4-14: the king+jack player takes a numeral of the suit played by another player.
    let candidates = 0;
    for (let i = 0; i < s.trick.length; i += 2) if (s.trick[i] !== s.kjSeat && s.trick[i + 1] >> 5 === s.led && (s.trick[i + 1] & 31) <= 9) candidates++;
    if (candidates > 0) {
      s.phase = 'take';
      s.toAct = s.kjSeat;
      return;
    }
    // Decision (docs/rules-decisions.md): with no numeral to take, the jack goes back to
    // its player's hand, so every hand keeps the same number of cards and the pack its 72 points.
    const jack = (s.led << 5) | JACK;
    let i = 1;
    while (s.trick[i] !== jack) i += 2;
    s.trick.splice(i - 1, 2);
    addInPlace(s.hands[s.kjSeat], jack);
    removeInPlace(s.gone, jack);
    addInPlace(s.known, jack);
    log(s, s.kjSeat, E.TAKE, jack);
  }
  afterTake(s);
}

export function afterTake(s: TroccasState): void {
  if (callEligible(s)) {
    s.phase = 'call';
    s.toAct = s.winner;
    return;
  }
  collect(s);
}

export function collect(s: TroccasState): void {
  const winner = s.winner;
  const ws = sideOf(winner, s.players);
  const trick = s.trick;
  const pile = s.piles[ws];
  let foolSeat = -1;
  for (let i = 0; i < trick.length; i += 2) {
    const c = trick[i + 1];
    if (c === FOOL && sideOf(trick[i], s.players) !== ws) foolSeat = trick[i];
    else pile.push(c);
  }
  if (foolSeat >= 0) foolToOpponents(s, foolSeat, sideOf(foolSeat, s.players), ws);
  s.tricksWon[winner]++;
  // The finished trick is kept as its own record (the view's played tricks): the one array a
  // trick makes, filled in place.
  const done = new Array<number>(trick.length + 1);
  done[0] = winner;
  for (let i = 0; i < trick.length; i++) done[i + 1] = trick[i];
  s.history.push(done);
  log(s, winner, E.TRICK, s.history.length);
  if (s.knockFor > 0) s.knockClosed |= 1 << s.knockFor;
  settleFoolDebt(s);
  s.trick = [];
  s.led = -1;
  s.firstLead = false;
  s.played = 0;
  s.kjSeat = -1;
  s.knockFor = 0;
  s.knocked = false;
  s.winner = -1;
  s.phase = 'play';
  if (isEmpty(s.hands[winner])) {
    finish(s);
    return;
  }
  s.leader = winner;
  s.toAct = winner;
}

function sideTricks(s: TroccasState, side: number): number {
  let n = 0;
  for (let seat = 0; seat < s.players; seat++) if (sideOf(seat, s.players) === side) n += s.tricksWon[seat];
  return n;
}

/** The side that won every trick, or -1 (TR-4-10: it also wins the Fool and the scart). */
export function slamSide(s: TroccasState): number {
  const total = s.history.length;
  for (let side = 0; side < sideCount(s.players); side++) if (total > 0 && sideTricks(s, side) === total) return side;
  return -1;
}

function finish(s: TroccasState): void {
  finalFool(s, (side) => sideTricks(s, side));
  const slam = slamSide(s);
  if (slam >= 0) log(s, -1, E.ALL_TRICKS, slam);
  s.phase = 'over';
  s.toAct = -1;
}
