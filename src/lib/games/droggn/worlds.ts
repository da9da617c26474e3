import { TRUMP, type Card } from '../../engine/cards';
import { setOf } from '../../engine/card-set';
import type { Pack } from '../../engine/packs';
import type { Action, Seat } from '../../engine/game';
import type { PlayedCard } from '../../engine/table-view';
import { nextInt, type RngState } from '../../engine/rng';
import { filledHistory, placeCards, type Place } from '../../engine/worlds';
import * as A from './actions';
import { GSTIESS, MOND, PAGAT, isKing, packOf } from './cards';
import { applyInPlace } from './rules';
import { setup, type DroggnState } from './state';
import type { DroggnView } from './view';

/**
 * Worlds from a seat's view (issue 11): a full Droggn state consistent with everything the seat
 * knows, each card it has not seen placed at random among the places it may be.
 *
 * 1. Where each card is now, if the seat knows: its hand, every card played, its own discard, the
 *    talon it saw (DR-EXCH-1/6), a laid-out card (DR-ANN-1..3), the bought card and the card given
 *    for it (DR-EXCH-4/8), the card offered face down.
 * 2. The places of the others: each other hand with its size, the face-down talon, the declarer's
 *    discard, the card lying face down in the buy. What the history shows limits them: a seat that
 *    did not follow suit holds none of it, one that did not trump then holds no trump (DR-PLAY-2);
 *    under DR-PLAY-8 a seat that did not play the Gstieß to the last two tricks does not hold it;
 *    the discard holds no Gstieß, Mond or Pagat, and a king only with a trump (DR-EXCH-2/7); a card
 *    named in a forfeited buy, and a shown talon's cards, are with the declarer (DR-EXCH-5/6).
 * 3. `placeCards` (engine/worlds.ts) places the unseen cards, the most constrained first.
 * 4. The deal is rebuilt from there (the cards each seat played go back to its hand, the buy and the
 *    talon are undone), and the history is replayed over it through the game's own rules, a hidden
 *    action (another seat's discard, the face-down offer) filled with the card of its place; so
 *    every step of the world is the real hand's step, and its view is the view it came from.
 */

/** A place an unseen card may be: another seat's hand, the talon, the discard, the face-down offer. */
interface Spot extends Place {
  /** 'given': the card the seller took for the bought one, still in its hand (the seat did not see it). */
  kind: 'hand' | 'given' | 'talon' | 'discard' | 'offered';
  seat: Seat;
}

/** How many times a placement that breaks the discard's one-trump-per-king rule is drawn again. */
const REDRAWS = 40;

export function determinize(v: DroggnView, rng: RngState): DroggnState {
  // engine/worlds.ts replayWorld, without going through the game object (index.ts imports this file).
  const { start, actions } = worldDeal(v, rng);
  for (const a of actions) applyInPlace(start, a);
  return start;
}

/** A world's starting state and the hand's actions to replay over it, every hidden one filled from its place. */
export function worldDeal(v: DroggnView, rng: RngState): { start: DroggnState; actions: Action[] } {
  const me = v.seat;
  const is78 = v.pack === 'french78';
  const pack = packOf(is78);
  const decl = v.declarer;
  const taken = decl !== null && (v.contract === 'ansager' || v.contract === 'solo');

  // Who played which card, every trick including the one on the table.
  const tricks: PlayedCard[][] = v.playedTricks.map((t) => t.cards);
  if (v.trick.length) tricks.push(v.trick);
  const playedBy = new Map<Card, Seat>();
  for (const t of tricks) for (const p of t) playedBy.set(p.card, p.seat);

  // 1. Cards whose place the seat knows now: `hand:<seat>`, 'talon', 'discard', 'offered' or 'played'.
  const known = new Map<Card, string>();
  const put = (c: Card, where: string) => {
    if (!known.has(c)) known.set(c, playedBy.has(c) ? 'played' : where);
  };
  for (const c of playedBy.keys()) known.set(c, 'played');
  for (const c of v.hand) put(c, `hand:${me}`);
  if (me !== null && me === decl) for (const c of v.discard ?? []) put(c, 'discard');
  if (v.laidOut !== 'none' && v.laidOutSeat !== null) put(v.laidOut === 'gstiess' ? GSTIESS : PAGAT, `hand:${v.laidOutSeat}`);
  const buy = v.buy;
  if (buy?.outcome === 'bought' && decl !== null && buy.named !== null && buy.seller !== null) {
    put(buy.named, `hand:${decl}`);
    if (buy.offered !== null) put(buy.offered, `hand:${buy.seller}`);
  }
  if (buy?.outcome === 'forfeit' && decl !== null && buy.offered !== null) put(buy.offered, `hand:${decl}`);
  if (buy?.outcome === 'offered' && buy.offered !== null) put(buy.offered, 'offered');
  if (v.talon && !taken) for (const c of v.talon) put(c, 'talon');

  // 2. The places of the cards the seat has not seen, and what the history says about them.
  const spots: Spot[] = [];
  const count = (where: string) => [...known.values()].filter((w) => w === where).length;
  for (const p of v.active) if (p !== me) spots.push({ kind: 'hand', seat: p, size: v.handCounts[p] - count(`hand:${p}`) });
  // The card given for a bought one, when this seat did not see it: one of the seller's cards since
  // the buy, each alike: still in its hand (a place of its own), or one it has played or laid out.
  let given: Card | null = null;
  if (buy?.outcome === 'bought' && buy.offered === null && buy.seller !== null && buy.seller !== me) {
    const seller = buy.seller;
    const sellerSpot = spots.find((spot) => spot.kind === 'hand' && spot.seat === seller)!;
    const others = [...playedBy]
      .filter(([, p]) => p === seller)
      .map(([c]) => c)
      .concat([...known].filter(([, w]) => w === `hand:${seller}`).map(([c]) => c));
    // A shown talon card the seller has played or shows can only have come to it through the buy.
    const forced = taken && me !== decl ? others.find((c) => v.talon?.includes(c)) : undefined;
    const r = forced !== undefined ? -1 : nextInt(rng, sellerSpot.size + others.length);
    if (forced !== undefined) given = forced;
    else if (r < sellerSpot.size) {
      sellerSpot.size--;
      spots.push({ kind: 'given', seat: seller, size: 1 });
    } else given = others[r - sellerSpot.size];
  }
  if (!taken && v.phase !== 'over') spots.push({ kind: 'talon', seat: -1, size: 3 - count('talon') });
  const unseenActions = v.history.filter((h) => h.action === null).length;
  if (taken && me !== decl) spots.push({ kind: 'discard', seat: decl, size: Math.min(3, unseenActions) });
  if (v.phase === 'name' && me !== decl) spots.push({ kind: 'offered', seat: decl ?? -1, size: 1 });

  const voids = suitsShownVoid(v, tricks);
  const unseen = pack.cards.filter((c) => !known.has(c));
  // Cards the seat knows the declarer took, in its hand or discard (or given away in the buy): a
  // shown talon's cards, a card named in a forfeited buy.
  const withDeclarer = new Set<Card>();
  if (taken && me !== decl) {
    for (const c of v.talon ?? []) withDeclarer.add(c);
    if (buy?.outcome === 'forfeit' && buy.named !== null) withDeclarer.add(buy.named);
  }
  const allowedFor = (kingsInDiscard: boolean): number[] =>
    unseen.map((c) => {
      let bits = 0;
      spots.forEach((spot, i) => {
        if (mayLie(c, spot, voids, withDeclarer, decl, kingsInDiscard, pack)) bits |= 1 << i;
      });
      return bits;
    });

  // 3. Place them; a discard that breaks one-trump-per-king is drawn again, and after REDRAWS
  //    tries no king goes to the discard (always lawful), so this never loops.
  const discardSpot = spots.findIndex((s) => s.kind === 'discard');
  // Trumps the declarer holds in a placement that may still go down with a king (not the Mond or Pagat).
  const declSpot = spots.findIndex((s) => s.kind === 'hand' && s.seat === decl);
  const declKnown = [...known].filter(([, where]) => where === `hand:${decl}`).map(([c]) => c);
  const declarerTrumps = (p: Card[][]): number =>
    [...declKnown, ...(declSpot >= 0 ? p[declSpot] : [])].filter((c) => c >> 5 === TRUMP && c !== PAGAT && c !== MOND).length;
  let placed: Card[][] | null = null;
  let allowed = allowedFor(true);
  for (let k = 0; k <= REDRAWS && placed === null; k++) {
    if (k === REDRAWS) allowed = allowedFor(false);
    const p = placeCards(unseen, allowed, spots, rng);
    if (p && (discardSpot < 0 || discardLawful(p[discardSpot], declarerTrumps(p), pack))) placed = p;
  }
  // No placement at all means the view contradicts itself (a bug elsewhere): deal without the history's limits rather than fail.
  placed ??= placeCards(
    unseen,
    unseen.map(() => (1 << spots.length) - 1),
    spots,
    rng
  )!;

  // 4. The places now, then the deal they came from.
  const now = new Map<string, Card[]>();
  const add = (where: string, c: Card) => {
    const list = now.get(where);
    if (list) list.push(c);
    else now.set(where, [c]);
  };
  for (const [c, where] of known) add(where, c);
  spots.forEach((spot, i) => {
    for (const c of placed![i]) add(spot.kind === 'hand' || spot.kind === 'given' ? `hand:${spot.seat}` : spot.kind, c);
    if (spot.kind === 'given') given = placed![i][0];
  });
  const held = new Map<Seat, Set<Card>>();
  for (const p of v.active) held.set(p, new Set([...(now.get(`hand:${p}`) ?? []), ...[...playedBy].filter(([, s]) => s === p).map(([c]) => c)]));
  const discard = now.get('discard') ?? [];
  let offered: Card = -1;
  if (decl !== null) {
    const hand = held.get(decl)!;
    if (buy?.outcome === 'bought' && buy.named !== null && buy.seller !== null) {
      const seller = held.get(buy.seller)!;
      // The card given for the bought one: known to the declarer and the seller, else drawn above.
      offered = buy.offered ?? given!;
      seller.delete(offered);
      seller.add(buy.named);
      hand.delete(buy.named);
      hand.add(offered);
    } else if (buy?.outcome === 'forfeit') offered = buy.offered ?? pick([...hand], rng);
    else if (buy?.outcome === 'offered') {
      offered = (now.get('offered') ?? [])[0];
      hand.add(offered);
    }
    for (const c of discard) hand.add(c);
  }
  let talonCards: Card[];
  if (taken) {
    const hand = held.get(decl!)!;
    talonCards =
      v.talon?.slice() ??
      pickSome(
        [...hand].filter((c) => c !== buy?.named),
        3,
        rng
      );
    for (const c of talonCards) hand.delete(c);
  } else talonCards = v.talon?.slice() ?? now.get('talon') ?? [];

  const s = setup(v.context, 1);
  s.hands.fill(0);
  for (const [p, cards] of held) {
    const set = setOf(cards);
    for (let i = 0; i < 6; i++) s.hands[p * 6 + i] = set[i];
  }
  s.talon = setOf(talonCards);
  s.talonCards = talonCards;

  // The hand again, action by action: the hidden ones are the discards (first) and the face-down offer.
  const hidden = discard.map((c) => A.cardAction(A.DISCARD, c, is78));
  if (offered >= 0) hidden.push(A.cardAction(A.OFFER, offered, is78));
  return { start: s, actions: filledHistory(v, hidden) };
}

/**
 * Per seat, the suits it has shown void in (bits 0..4, 4 = trumps), and bit 5 when it cannot hold
 * the Gstieß (DR-PLAY-8: it would have had to play it to one of the last two tricks).
 */
function suitsShownVoid(v: DroggnView, tricks: PlayedCard[][]): number[] {
  const voids = new Array<number>(v.players).fill(0);
  const settings = v.context.settings;
  const laidG = v.laidOut === 'gstiess' ? v.laidOutSeat : null;
  const pagatSeat = v.laidOut === 'pagat' ? v.laidOutSeat : null;
  tricks.forEach((t, k) => {
    // DR-PLAY-5: after a led Gstieß the second card sets the suit.
    const setter = t.findIndex((p) => p.card !== GSTIESS);
    if (setter >= 0) {
      const led = t[setter].card >> 5;
      for (let j = setter + 1; j < t.length; j++) {
        const { seat, card } = t[j];
        if (card === GSTIESS || card >> 5 === led) continue;
        voids[seat] |= 1 << led; // DR-PLAY-2: did not follow
        if (led !== TRUMP && card >> 5 !== TRUMP) voids[seat] |= 1 << TRUMP; // …and did not trump
      }
    }
    // DR-PLAY-6: a laid-out Pagat played before the last trick was the only card its holder could
    // play: nothing of the led suit, no other trump, no Gstieß (leading it: nothing else at all).
    const pagat = k < v.tricks - 1 ? t.findIndex((p) => p.card === PAGAT && p.seat === pagatSeat) : -1;
    if (pagat >= 0) {
      const led = setter >= 0 && setter < pagat ? t[setter].card >> 5 : -1;
      voids[t[pagat].seat] |= led < 0 ? 0b111111 : (led === TRUMP ? 0 : 1 << led) | (1 << TRUMP) | (1 << 5);
    }
    if (settings.gstiessBarredLast === true && k >= v.tricks - 2) for (const p of t) if (p.card !== GSTIESS && p.seat !== laidG) voids[p.seat] |= 1 << 5;
  });
  return voids;
}

/** May unseen card `c` lie in `spot`? */
function mayLie(c: Card, spot: Spot, voids: number[], withDeclarer: Set<Card>, decl: Seat | null, kingsInDiscard: boolean, pack: Pack): boolean {
  // With the declarer, or given by it for a bought card, or offered by it face down.
  if (withDeclarer.has(c) && !(spot.kind === 'discard' || spot.kind === 'given' || spot.kind === 'offered' || (spot.kind === 'hand' && spot.seat === decl)))
    return false;
  switch (spot.kind) {
    case 'hand':
    case 'given':
      return (voids[spot.seat] & (1 << (c >> 5))) === 0;
    case 'discard':
      // DR-EXCH-2: never the Gstieß, Mond or Pagat.
      return c !== GSTIESS && c !== MOND && c !== PAGAT && (kingsInDiscard || !isKing(pack, c));
    case 'talon':
    case 'offered':
      return true;
  }
}

/**
 * DR-EXCH-7: one trump per king in the discard; while the declarer is still discarding, the kings
 * laid so far must find their trumps among the cards still to lay and the trumps in hand that may go.
 */
function discardLawful(cards: Card[], trumpsInHand: number, pack: Pack): boolean {
  const owed = cards.filter((c) => isKing(pack, c)).length - cards.filter((c) => c >> 5 === TRUMP).length;
  return owed <= 0 || (owed <= 3 - cards.length && owed <= trumpsInHand);
}

const pick = (cards: Card[], rng: RngState): Card => cards[nextInt(rng, cards.length)];

function pickSome(cards: Card[], n: number, rng: RngState): Card[] {
  const pool = cards.slice();
  const out: Card[] = [];
  for (let i = 0; i < n && pool.length; i++) out.push(pool.splice(nextInt(rng, pool.length), 1)[0]);
  return out;
}
