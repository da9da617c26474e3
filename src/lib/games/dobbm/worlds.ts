import type { Card } from '../../engine/cards';
import { emptySet, setOf, addInPlace } from '../../engine/card-set';
import type { Action, Seat } from '../../engine/game';
import { nextInt, shuffleInPlace, type RngState } from '../../engine/rng';
import { filledHistory, placeCards, type Place } from '../../engine/worlds';
import { ALL_CARDS, HEARTS, SOW } from './cards';
import { DISCARD, PLAY, isPlay } from './actions';
import { applyInPlace, discardFeasible } from './rules';
import { readDobbmSettings } from './settings';
import { setupFromDeal, type DobbmState } from './state';
import type { DobbmView } from './view';

/**
 * Worlds from a seat's view (issue 11): a full Dobbm state that agrees with everything the seat
 * knows, the unseen cards dealt at random among the places they may be.
 *
 * What the seat has seen: its hand, every card played (the history), its own discard if it is the
 * declarer, a discard or Dobb turned up at the end. The places of the rest: each other active hand
 * (with its size now), the Dobb while it lies untaken (the bidding, a Solo, a throw-in), and the
 * declarer's discard for everyone but the declarer. What the history rules out:
 * - DO-PLAY-1: who did not follow the led suit holds none of it; who then played no heart holds no
 *   hearts either (from then on: cards only leave a hand);
 * - DO-EXCH-1/3: the discard must be one the declarer could lay away (every Sow with a trump of its
 *   own), completable from the declarer's hand while the exchange is still going on.
 * The voids are per-card constraints for `placeCards`; the discard rule is a condition on the whole
 * discard, met by sampling a few times, then by keeping Sows out of the discard (always allowed),
 * then by trying which Sows and hearts the discard holds, one combination after another: the real
 * discard is one of them, so a world is always found.
 *
 * The world is then dealt (`worldDeal`: the cards each seat held at the start, its hand now plus
 * what it played; the declarer's twelve split into eight and a Dobb) and the history is replayed
 * through the rules, a hidden discard filled from the sampled discard, so every bid, double and
 * card of the real hand happens in the world too, in the same order, by the same seats.
 */
export function determinize(v: DobbmView, rng: RngState): DobbmState {
  const { start, actions } = worldDeal(v, rng);
  for (const a of actions) applyInPlace(start, a);
  return start;
}

/**
 * The world before its history: the sampled deal's starting state, and the hand's actions with the
 * discards hidden from the seat filled in from the sampled discard (any order is legal: a discard
 * that can be completed can be laid away card by card). `determinize` replays these; the search's
 * inference replays them step by step to weigh each player's public choices.
 */
export function worldDeal(v: DobbmView, rng: RngState): { start: DobbmState; actions: Action[] } {
  const ctx = v.context;
  const history = v.history;
  if (!ctx || !history) throw new Error('determinize needs a view with context and history');
  const me = v.seat;
  const declarer = v.declarer;

  // What the seat has seen, and who played what.
  const seen = setOf(v.hand);
  const playedBy = new Map<Seat, Card[]>();
  const plays: { seat: Seat; card: Card }[] = [];
  for (const h of history) {
    if (h.action === null || !isPlay(h.action)) continue;
    const card = h.action - PLAY;
    plays.push({ seat: h.seat, card });
    addInPlace(seen, card);
    playedBy.set(h.seat, [...(playedBy.get(h.seat) ?? []), card]);
  }
  for (const c of v.discard) addInPlace(seen, c);
  const unseen = ALL_CARDS.filter((c) => (seen[c >> 5] & (1 << (c & 31))) === 0);

  // DO-PLAY-1: voids shown by not following (and not trumping).
  const voids = new Map<Seat, boolean[]>();
  for (let t = 0; t + 1 < plays.length; t += 4) {
    const led = plays[t].card >> 5;
    for (let i = t + 1; i < Math.min(t + 4, plays.length); i++) {
      const suit = plays[i].card >> 5;
      if (suit === led) continue;
      const v0 = voids.get(plays[i].seat) ?? [false, false, false, false];
      v0[led] = true;
      if (suit !== HEARTS) v0[HEARTS] = true;
      voids.set(plays[i].seat, v0);
    }
  }

  // The places of the unseen cards, and which card may lie where (a bit per place).
  const places: (Place & { seat: Seat | null; kind: 'hand' | 'dobb' | 'discard' })[] = [];
  for (const seat of v.active) if (seat !== me) places.push({ size: v.handCounts[seat], seat, kind: 'hand' });
  const dobbUntaken = v.phase === 'bid' || v.contract !== 'dobbm';
  if (dobbUntaken) places.push({ size: 4, seat: null, kind: 'dobb' });
  const hiddenDiscard = v.discarded - v.discard.length;
  const discardAt = hiddenDiscard > 0 ? places.push({ size: hiddenDiscard, seat: declarer, kind: 'discard' }) - 1 : -1;
  const allowed = unseen.map((c) => {
    let mask = 0;
    places.forEach((p, i) => {
      if (p.kind !== 'hand' || !voids.get(p.seat as Seat)?.[c >> 5]) mask |= 1 << i;
    });
    return mask;
  });

  const settings = readDobbmSettings(ctx.settings);
  const declarerHand = discardAt >= 0 ? places.findIndex((p) => p.kind === 'hand' && p.seat === declarer) : -1;
  const discardOk = (dealt: Card[][]): boolean =>
    discardAt < 0 ||
    discardFeasible(setOf(dealt[discardAt]), v.discarded < 4 ? setOf(dealt[declarerHand]) : emptySet(), 4 - v.discarded, settings.heartSowAlone);
  const dealt = placeWithDiscard(unseen, allowed, places, discardAt, discardOk, rng);
  if (!dealt) throw new Error('no world fits this view (the view contradicts the rules)');

  // The deal: each seat's cards at the start are its hand now plus what it played.
  const hands: Record<number, Card[]> = {};
  for (const seat of v.active) hands[seat] = [...(seat === me ? v.hand : []), ...(playedBy.get(seat) ?? [])];
  let dobb: Card[] = [];
  let discard: Card[] = v.discard.slice(); // the declarer's own, or one turned up at the end
  places.forEach((p, i) => {
    if (p.kind === 'hand') hands[p.seat as Seat].push(...dealt[i]);
    else if (p.kind === 'dobb') dobb = dealt[i];
    else discard = dealt[i];
  });
  if (!dobbUntaken && declarer !== null) {
    // An ordinary game: the declarer's twelve (hand, played, discard) are split into eight and the
    // Dobb; which four came from the Dobb no one but the declarer can tell, and nothing depends on it.
    const twelve = shuffleInPlace(rng, [...hands[declarer], ...discard]);
    dobb = twelve.slice(8);
    hands[declarer] = twelve.slice(0, 8);
    if (declarer === me && v.fromTalon) {
      // The declarer discarding knows which of her cards came from the Dobb (her view marks them):
      // those, and the rest of the Dobb from what she has laid away.
      const known = new Set(v.fromTalon);
      dobb = [...v.fromTalon, ...discard.filter((c) => !known.has(c)).slice(0, 4 - v.fromTalon.length)];
      const inDobb = new Set(dobb);
      hands[declarer] = twelve.filter((c) => !inDobb.has(c));
    }
  }
  return {
    start: setupFromDeal(ctx, hands, dobb),
    actions: filledHistory(
      v,
      discard.map((c) => DISCARD + c)
    )
  };
}

/**
 * placeCards with the discard rule on top (see determinize; exported for its test): a few plain
 * samples; then Sows kept out of the discard; then each choice of which Sows and non-Sow hearts
 * the discard holds.
 */
export function placeWithDiscard(
  cards: Card[],
  allowed: number[],
  places: Place[],
  discardAt: number,
  ok: (dealt: Card[][]) => boolean,
  rng: RngState
): Card[][] | null {
  const tries = discardAt < 0 ? 1 : 8;
  for (let i = 0; i < tries; i++) {
    const dealt = placeCards(cards, allowed, places, rng);
    if (dealt && ok(dealt)) return dealt;
    if (!dealt) return null;
  }
  const bit = 1 << discardAt;
  const isSow = (c: Card) => (c & 31) === SOW;
  const noSows = placeCards(
    cards,
    allowed.map((m, i) => (isSow(cards[i]) ? m & ~bit : m)),
    places,
    rng
  );
  if (noSows && ok(noSows)) return noSows;
  // Which Sows and which other hearts lie in the discard: every combination, in random order.
  const sows = cards.map((c, i) => i).filter((i) => isSow(cards[i]) && allowed[i] & bit);
  const hearts = cards.map((c, i) => i).filter((i) => !isSow(cards[i]) && cards[i] >> 5 === HEARTS && allowed[i] & bit);
  const size = places[discardAt].size;
  const combos: number[][] = [];
  for (let sm = 0; sm < 1 << sows.length; sm++)
    for (let hm = 0; hm < 1 << hearts.length; hm++) {
      const pick = [...sows.filter((_, k) => sm & (1 << k)), ...hearts.filter((_, k) => hm & (1 << k))];
      if (pick.length <= size) combos.push([sm, hm]);
    }
  for (let i = combos.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [combos[i], combos[j]] = [combos[j], combos[i]];
  }
  for (const [sm, hm] of combos) {
    const mask = allowed.slice();
    sows.forEach((i, k) => (mask[i] = sm & (1 << k) ? bit : mask[i] & ~bit));
    hearts.forEach((i, k) => (mask[i] = hm & (1 << k) ? bit : mask[i] & ~bit));
    const dealt = placeCards(cards, mask, places, rng);
    if (dealt && ok(dealt)) return dealt;
  }
  return null;
}
