import type { Card } from '../../engine/cards';
import type { Action, Seat } from '../../engine/game';
import { shuffleInPlace, type RngState } from '../../engine/rng';
import { placeCards, type Place } from '../../engine/worlds';
import { A_DISCARD, A_PASS, EXCUSE, PACK, TALON_SIZE } from './constants';
import { applyInPlace, legal, mayDiscard } from './rules';
import { clone, setupFromHands, type TroggenState } from './state';
import type { TroggenView } from './view';

/**
 * Worlds from a seat's view (issue 11, docs/game-shape.md). The cards the seat has not seen lie
 * in the other hands (their sizes known), in the talon while no one has taken it (never seen
 * before the end, TG-EXCH-1), and in the bidder's discard (hidden from the others). Constraints:
 * a seat holds no card of a suit it showed void in (not following, not trumping: `voids`); the
 * discard holds no trump, Excuse or king (TG-EXCH-1; a plain trump only when the hand had nothing
 * else, the rules decision, tried when the strict placement finds no room).
 *
 * The deal is rebuilt from the placement (each hand = what it holds now + what it played; the
 * bidder who took the talon gets back all but a talon's worth of his cards) and the history is
 * replayed through the rules. What `voids` does not say (a trump too low to overtrump) the replay
 * checks: a world whose history is not legal is drawn again, up to a limit, so worlds that break a
 * rule are rare and the sampler never fails.
 */
export function worldDeal(v: TroggenView, rng: RngState): { start: TroggenState; actions: Action[] } {
  let last: { start: TroggenState; actions: Action[] } | null = null;
  for (let attempt = 0; attempt < 30; attempt++) {
    const w = drawWorld(v, rng, attempt > 10);
    if (!w) continue;
    last = w;
    if (replaysLegally(w.start, w.actions)) return w;
  }
  if (last) return last;
  throw new Error('troggen: no world fits the view');
}

export function determinize(v: TroggenView, rng: RngState): TroggenState {
  const { start, actions } = worldDeal(v, rng);
  for (const a of actions) applyInPlace(start, a);
  return start;
}

function replaysLegally(start: TroggenState, actions: readonly Action[]): boolean {
  const s = clone(start);
  for (const a of actions) {
    if (!legal(s).includes(a)) return false;
    applyInPlace(s, a);
  }
  return true;
}

function drawWorld(v: TroggenView, rng: RngState, relaxed: boolean): { start: TroggenState; actions: Action[] } | null {
  const me = v.seat!;
  const n = v.players;
  const history = v.history ?? [];
  const seen = new Set<Card>(v.hand);
  const playedBy: Card[][] = Array.from({ length: n }, () => []);
  const myDiscard: Card[] = [];
  let hiddenDiscards = 0;
  for (const h of history) {
    if (h.action === null) hiddenDiscards++;
    else if (h.action < A_PASS) {
      playedBy[h.seat].push(h.action);
      seen.add(h.action);
    } else if (h.action >= A_DISCARD) {
      myDiscard.push(h.action - A_DISCARD);
      seen.add(h.action - A_DISCARD);
    }
  }
  const bidder = v.bidder;
  // The bidder took the talon into his hand when he discarded (Einfach, Doppelt).
  const talonTaken = bidder !== null && (hiddenDiscards > 0 || myDiscard.length > 0 || v.phase === 'discard');
  const unseen = PACK.cards.filter((c) => !seen.has(c));

  const places: Place[] = [];
  const owner: (Seat | 'talon' | 'discard')[] = [];
  for (let seat = 0; seat < n; seat++)
    if (seat !== me) {
      places.push({ size: v.handCounts[seat] });
      owner.push(seat);
    }
  if (!talonTaken) {
    places.push({ size: TALON_SIZE[n] });
    owner.push('talon');
  }
  if (hiddenDiscards > 0) {
    places.push({ size: hiddenDiscards });
    owner.push('discard');
  }
  const allowed = unseen.map((c) => {
    let bits = 0;
    owner.forEach((o, p) => {
      if (o === 'talon') bits |= 1 << p;
      else if (o === 'discard') {
        if (mayDiscard(c, relaxed)) bits |= 1 << p;
      } else if (c === EXCUSE || !(v.voids[o] & (1 << (c >> 5)))) bits |= 1 << p;
    });
    return bits;
  });
  const dealt = placeCards(unseen, allowed, places, rng);
  if (!dealt) return null;

  const hands: Card[][] = Array.from({ length: n }, (_, seat) => [...(seat === me ? v.hand : []), ...playedBy[seat]]);
  let talon: Card[] = [];
  let discard: Card[] = [...myDiscard];
  owner.forEach((o, p) => {
    if (o === 'talon') talon = dealt[p];
    else if (o === 'discard') discard = dealt[p];
    else hands[o].push(...dealt[p]);
  });
  if (talonTaken && bidder !== null) {
    // Which of the bidder's cards came from the talon no one else can tell, and nothing after
    // depends on it (he took it before the first card): any talon's worth of them.
    const all = shuffleInPlace(rng, [...hands[bidder], ...discard]);
    talon = all.slice(0, TALON_SIZE[n]);
    if (bidder === me && v.fromTalon) {
      // The bidder discarding knows which of her cards came from the talon (her view marks them):
      // those, and the rest of the talon from what she has laid away.
      const known = new Set(v.fromTalon);
      talon = [...v.fromTalon, ...discard.filter((c) => !known.has(c)).slice(0, TALON_SIZE[n] - v.fromTalon.length)];
    }
    const fromTalon = new Set(talon);
    hands[bidder] = all.filter((c) => !fromTalon.has(c));
  }
  const start = setupFromHands(v.context!, hands, talon);
  let k = 0;
  const actions = history.map((h) => (h.action === null ? A_DISCARD + discard[k++] : h.action));
  // My own discard is in my history in full; another bidder's hidden one comes from the placed discard.
  return { start, actions };
}
