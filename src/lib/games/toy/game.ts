import { card, suitOf, rankOf, type Card } from '../../engine/cards';
import { setOf } from '../../engine/card-set';
import { checkedApply, refuse, type Game, type HandContext, type Location } from '../../engine/game';
import type { Searchable } from '../../engine/searchable';
import { type SeenAction, type TableView, type TrickRecord } from '../../engine/table-view';
import { drawListed, legalFrom } from '../../engine/fast';
import { FRENCH66, cardCode, parseCard } from '../../engine/packs';
import { rngFromSeed, shuffleInPlace } from '../../engine/rng';
import { placeCards, replayWorld } from '../../engine/worlds';
import { seatSlot } from '../../engine/seats';
import { SETTINGS, defaultSettings } from './settings';
import { toyMeta } from './meta';

/**
 * A deliberately tiny trick game: the example of docs/adding-a-game.md, and the table machinery's
 * test game (controller, hand-off, undo, storage) apart from any real game's rules. 3 seats, 3
 * cards each from 9 hearts/spades cards, follow suit, highest of the led suit wins. Facts: tricks
 * per seat; each seat scores its tricks less one. Registered as a test-only game (meta.ts).
 */
export interface ToyState {
  context: HandContext;
  players: number;
  dealer: number;
  hands: Card[][];
  trick: { seat: number; card: Card }[];
  leader: number;
  toAct: number;
  won: number[];
  taken: Card[];
  last: TrickRecord | null;
  /** Every finished trick, and every action in order: all public in this game (plays only). */
  tricks: TrickRecord[];
  history: SeenAction[];
}

const DECK: Card[] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => card(i < 5 ? 0 : 1, 6 + (i % 5)));

/** The one source of legal actions (the fast path's form: into a scratch buffer, allocating nothing). */
function legalInto(s: ToyState, out: Uint16Array): number {
  const h = s.hands[s.toAct];
  let n = 0;
  if (s.trick.length) {
    const led = suitOf(s.trick[0].card);
    for (const c of h) if (suitOf(c) === led) out[n++] = c;
    if (n > 0) return n;
  }
  for (const c of h) out[n++] = c;
  return n;
}
const legalCards = legalFrom(legalInto);

/** A hand's start from its deal: setup's (from the seed) and a sampled world's (from placed cards). */
function start(ctx: HandContext, hands: Card[][]): ToyState {
  const first = (ctx.dealer + 1) % 3;
  return {
    context: ctx,
    players: 3,
    dealer: ctx.dealer,
    hands,
    trick: [],
    leader: first,
    toAct: first,
    won: [0, 0, 0],
    taken: [],
    last: null,
    tricks: [],
    history: []
  };
}

/**
 * A world from seat's view: the cards it has not seen go to the other hands (their sizes known),
 * never into a suit a hand showed void in; then the history is replayed over that deal, so every
 * play of the real hand is legal in the world too.
 */
function worldDeal(v: TableView, rng: ReturnType<typeof rngFromSeed>): { start: ToyState; actions: number[] } {
  const seat = v.seat!;
  const history = v.history ?? [];
  const played = history.map((h) => h.action!);
  const unseen = DECK.filter((c) => !v.hand.includes(c) && !played.includes(c));
  const others = [0, 1, 2].filter((x) => x !== seat);
  // Voids: a seat that did not follow the led suit holds none of it.
  const void_ = [0, 1, 2].map(() => new Set<number>());
  let trick: SeenAction[] = [];
  for (const h of history) {
    trick.push(h);
    const led = suitOf(trick[0].action!);
    if (suitOf(h.action!) !== led) void_[h.seat].add(led);
    if (trick.length === 3) trick = [];
  }
  const allowed = unseen.map((c) => others.reduce((bits, x, i) => (void_[x].has(suitOf(c)) ? bits : bits | (1 << i)), 0));
  const placed = placeCards(
    unseen,
    allowed,
    others.map((x) => ({ size: v.handCounts[x] })),
    rng
  );
  if (!placed) throw new Error('toy: no world fits the view');
  const hands: Card[][] = [[], [], []];
  hands[seat] = [...v.hand];
  others.forEach((x, i) => (hands[x] = placed[i]));
  for (const h of history) hands[h.seat].push(h.action!);
  return { start: start(v.context!, hands), actions: history.map((h) => h.action!) };
}

/**
 * The solver's undo, the simplest way: `keepForUndo` keeps a copy of the state before each card
 * and `undo` puts the last one back (a real game takes a card back from what its state records,
 * allocating nothing: docs/game-shape.md, "The exact solver's hooks").
 */
const kept = new WeakMap<ToyState, ToyState[]>();
function keepForUndo(s: ToyState): void {
  const stack = kept.get(s) ?? [];
  stack.push(structuredClone(s));
  kept.set(s, stack);
}
function undo(s: ToyState): void {
  const before = kept.get(s)?.pop();
  if (!before) throw new Error('toy: undo without keepForUndo');
  Object.assign(s, before);
}

function applyInPlace(s: ToyState, a: number): void {
  s.history.push({ seat: s.toAct, action: a });
  s.hands[s.toAct] = s.hands[s.toAct].filter((c) => c !== a);
  s.trick.push({ seat: s.toAct, card: a });
  if (s.trick.length < 3) {
    s.toAct = (s.toAct + 1) % 3;
    return;
  }
  const led = suitOf(s.trick[0].card);
  let best = s.trick[0];
  for (const p of s.trick) if (suitOf(p.card) === led && rankOf(p.card) > rankOf(best.card)) best = p;
  s.won[best.seat]++;
  s.taken.push(...s.trick.map((p) => p.card));
  s.last = { cards: s.trick, winner: best.seat };
  s.tricks.push(s.last);
  s.trick = [];
  s.leader = s.toAct = best.seat;
}

/** What a finished hand leaves for scoring: the tricks each seat won. */
export interface ToyFacts {
  won: number[];
}

export const toyGame: Game<ToyState, TableView, ToyFacts> & Searchable<ToyState, TableView> = {
  id: toyMeta.id,
  name: toyMeta.name,
  playerCounts: toyMeta.players,
  pack: FRENCH66,
  packFor: () => FRENCH66,
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings,
  setup(ctx: HandContext, seed) {
    const deck = shuffleInPlace(rngFromSeed(seed), [...DECK]);
    return start(
      ctx,
      [0, 1, 2].map((i) => deck.slice(i * 3, i * 3 + 3))
    );
  },
  toAct: (s) => (s.hands.every((h) => h.length === 0) && s.trick.length === 0 ? null : s.toAct),
  legal: legalCards,
  legalInto,
  check(s, a) {
    if (toyGame.toAct(s) === null) return refuse('hand-over', 'The hand is over.', 'Das Spiel ist vorbei.');
    if (!s.hands[s.toAct].includes(a)) return refuse('not-in-hand', 'You do not hold that card.', 'Diese Karte hast du nicht.');
    if (!legalCards(s).includes(a)) return refuse('must-follow', 'You must follow suit.', 'Du musst Farbe bedienen.');
    return null;
  },
  // Every action is a card played.
  cardAction: (_s, c) => c,
  apply: (s, a) => checkedApply(s, a, toyGame.check, toyGame.clone, toyGame.applyInPlace),
  clone: (s) => structuredClone(s),
  applyInPlace,
  worldDeal,
  determinize: (v, rng) => replayWorld(toyGame, v, rng) as ToyState,
  payoff: (s) => s.won.map((w) => w - 1),
  randomLegal: drawListed(legalInto),
  // The solver's other hooks, where the toy has nothing to gain: no position is keyed, every card
  // is its own move in the order the hand holds them, and the payoff is not bounded early.
  undo,
  keepForUndo,
  positionKey: () => false,
  progress: () => 0,
  dropEquivalent: (_s, _out, n) => n,
  orderMoves: () => {},
  payoffRange: (_s, _seat, out) => {
    out[0] = -Infinity;
    out[1] = Infinity;
  },
  view(s, seat) {
    return {
      game: 'toy',
      seat,
      players: 3,
      dealer: s.dealer,
      active: [0, 1, 2],
      phase: 'play',
      phaseLabel: { en: 'Play', de: 'Spiel' },
      toAct: toyGame.toAct(s),
      hand: seat === null ? [] : [...s.hands[seat]],
      handCounts: s.hands.map((h) => h.length),
      trick: [...s.trick],
      leader: s.leader,
      lastTrick: s.last,
      shown: [],
      ownTricks: [],
      info: [],
      log: [],
      tricksWon: [...s.won],
      partners: seat === null ? [] : [seat],
      context: s.context,
      history: s.history.map((h) => ({ ...h })),
      playedTricks: s.tricks.map((t) => ({ cards: [...t.cards], winner: t.winner }))
    };
  },
  facts: (s) => (toyGame.toAct(s) === null ? { won: [...s.won] } : null),
  // Nobody declares, and a trick is worth no card points: only tricks count.
  declaration: () => null,
  trickPoints: () => null,
  score: (f) => ({
    deltas: f.won.map((w) => w - 1),
    unit: 'points',
    breakdown: f.won.map((w, seat) => ({ label: { en: `${seatSlot(seat)}: tricks`, de: `${seatSlot(seat)}: Stiche` }, value: w }))
  }),
  locations(s): Location[] {
    return [
      ...s.hands.map((h, i): Location => ({ where: `hand ${i}`, owner: i, cards: setOf(h), visibleTo: [i] })),
      { where: 'trick', owner: null, cards: setOf(s.trick.map((p) => p.card)), visibleTo: 'all' },
      { where: 'taken', owner: null, cards: setOf(s.taken), visibleTo: 'all' },
      { where: 'unused', owner: null, cards: setOf(FRENCH66.cards.filter((c) => !DECK.includes(c))), visibleTo: [] }
    ];
  },
  describe: (a) => ({ kind: 'play', card: a, label: { en: `Play ${cardCode(FRENCH66, a)}`, de: `Spiele ${cardCode(FRENCH66, a)}` } }),
  actionCode: (a) => `play:${cardCode(FRENCH66, a)}`,
  parseAction(code) {
    if (!code.startsWith('play:')) return undefined;
    try {
      const c = parseCard(FRENCH66, code.slice(5));
      return DECK.includes(c) ? c : undefined;
    } catch {
      return undefined;
    }
  }
};
