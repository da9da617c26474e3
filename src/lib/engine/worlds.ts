import type { Card } from './cards';
import type { Action } from './game';
import type { AnySearchGame } from './searchable';
import type { TableView } from './table-view';
import { popcount } from './card-set';
import { nextInt, shuffleInPlace, type RngState } from './rng';

/**
 * Dealing the cards a seat has not seen into the places they may be (other hands, a talon, a
 * discard), for worlds sampled from a view (issue 11). Each card says in which places it may lie
 * (a bit per place: voids shown, a called king that must be out, a discard that may hold no
 * trump…); each place takes exactly its number of cards.
 *
 * Why not deal at random and reject bad deals: with a few voids most random deals break one, and
 * the sampler fails or loops. Here the most constrained cards go first, each to a place chosen in
 * proportion to its free room (so an unconstrained deal is uniform), and when a card finds every
 * allowed place full, an augmenting path moves cards already placed to make room (bipartite
 * matching with capacities). So it never fails when any placement exists.
 */
export interface Place {
  /** How many of the cards this place takes. */
  size: number;
}

/**
 * Places `cards[i]` into one of the places allowed by `allowed[i]` (bit p = place p, at most 31
 * places) so that place p gets exactly `places[p].size` cards. Returns the cards of each place, or
 * null when no placement exists (the constraints contradict each other: a bug in the caller).
 * Each place's cards come in random order.
 */
export function placeCards(cards: readonly Card[], allowed: readonly number[], places: readonly Place[], rng: RngState): Card[][] | null {
  const n = cards.length;
  const total = places.reduce((sum, p) => sum + p.size, 0);
  if (total !== n) return null;
  const free = places.map((p) => p.size);
  const at = new Array<number>(n).fill(-1);
  // Most constrained first; ties in random order (shuffle, then a stable sort by freedom).
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  order.sort((a, b) => popcount(allowed[a]) - popcount(allowed[b]));

  for (const i of order) {
    let room = 0;
    for (let p = 0; p < places.length; p++) if (allowed[i] & (1 << p)) room += free[p];
    if (room > 0) {
      let r = nextInt(rng, room);
      for (let p = 0; p < places.length; p++) {
        if (!(allowed[i] & (1 << p))) continue;
        if (r < free[p]) {
          at[i] = p;
          free[p]--;
          break;
        }
        r -= free[p];
      }
    } else if (!makeRoom(i, allowed, at, free, places.length)) return null;
  }
  const out: Card[][] = places.map(() => []);
  for (let i = 0; i < n; i++) out[at[i]].push(cards[i]);
  // Each place's cards in random order: a caller that lays them out by position (a deck to be
  // dealt) must not get them sorted.
  for (const place of out) shuffleInPlace(rng, place);
  return out;
}

/** Finds an augmenting path for card `i`: a chain of placed cards each moving to another allowed place, ending in free room. */
function makeRoom(i: number, allowed: readonly number[], at: number[], free: number[], placeCount: number): boolean {
  const seen = new Array<boolean>(placeCount).fill(false);
  const visit = (card: number): boolean => {
    for (let p = 0; p < placeCount; p++) {
      if (!(allowed[card] & (1 << p)) || seen[p] || at[card] === p) continue;
      seen[p] = true;
      if (free[p] > 0) {
        move(card, p);
        return true;
      }
      for (let other = 0; other < at.length; other++)
        if (at[other] === p && visit(other)) {
          move(card, p);
          return true;
        }
    }
    return false;
  };
  const move = (card: number, p: number) => {
    if (at[card] >= 0) free[at[card]]++;
    at[card] = p;
    free[p]--;
  };
  return visit(i);
}

/**
 * A world from a view through the game's `worldDeal`: the sampled start, then every action of
 * the hand through the game's own fast path (so each world is reached by the real history).
 */
export function replayWorld(game: AnySearchGame, v: TableView, rng: RngState): unknown {
  const { start, actions } = game.worldDeal(v, rng);
  for (const a of actions) game.applyInPlace(start, a);
  return start;
}

/** The history a world replays: a view's, with its hidden actions (null) taken in order from `hidden`. */
export function filledHistory(v: TableView, hidden: readonly Action[]): Action[] {
  let k = 0;
  return (v.history ?? []).map((h) => (h.action === null ? hidden[k++] : h.action));
}
