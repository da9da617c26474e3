import type { Action } from '../../engine/game';
import { nextInt, shuffleInPlace, type RngState } from '../../engine/rng';
import { placeCards, type Place } from '../../engine/worlds';
import { DISCARD, GO_ON, KING_JACK, LIBER, THROW_IN } from './actions';
import { GO_ON_PHRASES } from './talk';
import { dealPlan } from './deal';
import { applyInPlace, legal } from './rules';
import { isFivePointer, isTrumpI_XXI, JACK, KING, PACK } from './cards';
import { setupWith, type DealMethod, type TroccasState } from './state';
import { dealSlots, view, type TroccasView } from './view';

/**
 * Worlds from a seat's view (issue 11, docs/game-shape.md). Troccas deals through the hand (rounds
 * with talk between them), so a world is a whole deck: every position the seat was dealt holds
 * its own cards in their order, the cards dealt face up and the cut card lie where everyone saw
 * them, each other seat's positions hold the cards it has played (or given away in a jack call),
 * and the rest of the unseen cards are placed by `placeCards` — into each hand under the voids its
 * play has shown, into the scart only what may go there (TR-4-8), and into the positions still to
 * be dealt. The hand is then replayed from that deck through the rules; a world whose replay is
 * not legal or whose view differs from the seat's (a constraint this does not encode) is drawn
 * again, up to a limit, so the sampler never fails.
 */
export function worldDeal(v: TroccasView, rng: RngState): { start: TroccasState; actions: Action[] } {
  let last: { start: TroccasState; actions: Action[] } | null = null;
  for (let attempt = 0; attempt < 40; attempt++) {
    const w = drawWorld(v, rng);
    if (!w) continue;
    last = w;
    if (fits(w, v)) return w;
  }
  if (last) return last;
  throw new Error('troccas: no world fits the view');
}

export function determinize(v: TroccasView, rng: RngState): TroccasState {
  const { start, actions } = worldDeal(v, rng);
  for (const a of actions) applyInPlace(start, a);
  return start;
}

function fits(w: { start: TroccasState; actions: Action[] }, v: TroccasView): boolean {
  const s = structuredClone(w.start);
  for (const a of w.actions) {
    if (!legal(s).includes(a)) return false;
    applyInPlace(s, a);
  }
  return JSON.stringify(view(s, v.seat)) === JSON.stringify(v);
}

function drawWorld(v: TroccasView, rng: RngState): { start: TroccasState; actions: Action[] } | null {
  const me = v.seat!;
  const n = v.players;
  const slots = dealSlots(n, v.dealer, v.method as DealMethod);
  const dealtCount = countDealt(v, slots.length);
  const deck = new Array<number>(slots.length).fill(-1);
  const used = new Set<number>();
  const put = (i: number, c: number) => {
    deck[i] = c;
    used.add(c);
  };
  // The seat's own positions, in order.
  let k = 0;
  for (let i = 0; i < dealtCount && k < v.dealt.length; i++) if (slots[i].seat === me) put(i, v.dealt[k++]);
  // Cards everyone saw dealt face up, and the cut card at the bottom.
  for (let i = 0; i < dealtCount; i++) if (slots[i].faceUp && v.faceUp[slots[i].seat] !== null && deck[i] < 0) put(i, v.faceUp[slots[i].seat]!);
  if (v.cut !== null && deck[slots.length - 1] < 0 && !used.has(v.cut)) put(slots.length - 1, v.cut);

  // What each other seat must have been dealt: what it played (not what it took from a trick)
  // and the jacks it gave away.
  const forced: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  // A jack given away in a call (TR-4-12) was dealt to its giver; a card everyone knows in a hand
  // was dealt to it unless it came there from a trick; the known cards of the scart to the dealer.
  const got = new Set<number>();
  for (let i = 0; i < v.moves.length; i += 2) {
    if (v.moves[i + 1] >= 0) forced[v.moves[i]].add(v.moves[i + 1]);
    else got.add(-1 - v.moves[i + 1]);
  }
  v.handKnown.forEach((cards, seat) => cards.forEach((c) => !got.has(c) && forced[seat].add(c)));
  for (const c of v.scartKnown) forced[v.dealer].add(c);
  let hiddenDiscards = 0;
  // A card was dealt to the seat that played it first (a numeral taken back and played again, or
  // a card got back in a jack call and played again, was still dealt to its first player).
  const firstBy = new Map<number, number>();
  const playedBy = (seat: number, c: number) => {
    if (!firstBy.has(c)) {
      firstBy.set(c, seat);
      forced[seat].add(c);
    }
  };
  for (const h of v.history ?? []) {
    if (h.action === null) {
      hiddenDiscards++;
      continue;
    }
    const a = h.action;
    if (a < 256) playedBy(h.seat, a);
    else if (a >= KING_JACK && a < KING_JACK + 4) {
      const suit = a - KING_JACK;
      playedBy(h.seat, (suit << 5) | KING);
      playedBy(h.seat, (suit << 5) | JACK);
    }
  }
  // Each other seat's free positions among those dealt; the forced cards take some of them.
  const free: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < dealtCount; i++) if (deck[i] < 0) free[slots[i].seat].push(i);
  for (let seat = 0; seat < n; seat++) {
    if (seat === me) continue;
    shuffleInPlace(rng, free[seat]);
    for (const c of forced[seat]) {
      if (used.has(c)) continue;
      const i = free[seat].pop();
      if (i === undefined) return null;
      put(i, c);
    }
  }
  const unseen = PACK.cards.filter((c) => !used.has(c));
  const future: number[] = [];
  for (let i = dealtCount; i < slots.length; i++) if (deck[i] < 0) future.push(i);

  const knownScart = hiddenDiscards > 0 ? v.scartKnown : [];
  // TR-4-6: a dealer asked to go on or throw in alone after the last round held no trump I–XXI
  // then (all the dealer's cards, the scart still among them): everyone saw the question.
  const trumpless = dealerHadNoTrumps(v);
  // Places: each other seat's unknown hand cards, the dealer's hidden scart, the deck still to deal.
  const places: Place[] = [];
  const owner: (number | 'scart' | 'future')[] = [];
  for (let seat = 0; seat < n; seat++) {
    if (seat === me) continue;
    const size = free[seat].length - (seat === v.dealer ? hiddenDiscards - knownScart.length : 0);
    if (size < 0) return null;
    places.push({ size });
    owner.push(seat);
  }
  // The scart's cards everyone knows (a face-up card laid away) are among the hidden discards.
  if (hiddenDiscards > knownScart.length) {
    places.push({ size: hiddenDiscards - knownScart.length });
    owner.push('scart');
  }
  places.push({ size: future.length });
  owner.push('future');
  const allowed = unseen.map((c) => {
    let bits = 0;
    owner.forEach((o, p) => {
      if (o === 'future') bits |= 1 << p;
      else if (o === 'scart') {
        if (!isFivePointer(c) && !(trumpless && isTrumpI_XXI(c))) bits |= 1 << p;
      } else if (o === v.dealer && trumpless && isTrumpI_XXI(c)) return;
      else if (c >> 5 > 4 || !(v.voids[o] & (1 << (c >> 5)))) bits |= 1 << p;
    });
    return bits;
  });
  const dealt = placeCards(unseen, allowed, places, rng);
  if (!dealt) return null;
  let hiddenScart: number[] = [];
  owner.forEach((o, p) => {
    if (o === 'scart') hiddenScart = dealt[p];
    else if (o === 'future') future.forEach((i, j) => (deck[i] = dealt[p][j]));
  });
  owner.forEach((o, p) => {
    if (typeof o !== 'number') return;
    const cards = o === v.dealer ? shuffleInPlace(rng, [...dealt[p], ...hiddenScart]) : dealt[p];
    free[o].slice(0, cards.length).forEach((i, j) => (deck[i] = cards[j]));
  });
  if (deck.some((c) => c < 0)) return null;
  const start = setupWith(v.context!, nextInt(rng, 1 << 30), deck);
  const scart = [...knownScart, ...hiddenScart];
  let d = 0;
  const actions = (v.history ?? []).map((h) => (h.action === null ? DISCARD + scart[d++] : h.action));
  return { start, actions };
}

/**
 * Whether the history shows the dealer asked after the last round because the dealer held no trump
 * I–XXI (TR-4-6): a word of the dealer's (going on or throwing in) that does not follow "liber"
 * (after "liber" the dealer is asked whatever the cards). The dealer speaks in no other interval.
 */
function dealerHadNoTrumps(v: TroccasView): boolean {
  const h = v.history ?? [];
  return h.some(
    (x, i) =>
      x.seat === v.dealer &&
      x.action !== null &&
      ((x.action >= GO_ON && x.action < GO_ON + GO_ON_PHRASES.length) || x.action === THROW_IN) &&
      h[i - 1]?.action !== LIBER
  );
}

/** Cards dealt so far: the whole rounds dealt (TR-4-6: a round is dealt at once). */
function countDealt(v: TroccasView, total: number): number {
  if (v.rounds === 0) return 0; // the catch-up choice comes before any card is dealt
  if (v.round >= v.rounds) return total;
  return dealPlan(v.players, v.method as DealMethod)
    .slice(0, v.round)
    .reduce((sum, r) => sum + r.batch * (v.players - 1) + r.dealerBatch, 0);
}
