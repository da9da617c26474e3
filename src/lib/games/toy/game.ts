import { card, suitOf, rankOf, type Card } from '../../engine/cards';
import { setOf } from '../../engine/card-set';
import { checkedApply, refuse, type Game, type HandContext, type Location, type TableView } from '../../engine/game';
import { FRENCH66, cardCode, parseCard } from '../../engine/packs';
import { rngFromSeed, shuffleInPlace } from '../../engine/rng';
import { seatSlot } from '../../engine/seats';
import { SETTINGS, defaultSettings } from './settings';

/**
 * A deliberately tiny trick game: the example of docs/adding-a-game.md, and the table machinery's
 * test game (controller, hand-off, undo, storage) apart from any real game's rules. 3 seats, 3
 * cards each from 9 hearts/spades cards, follow suit, highest of the led suit wins. Facts: tricks
 * per seat; each seat scores its tricks less one. Registered as a test-only game (meta.ts).
 */
export interface ToyState {
  players: number;
  dealer: number;
  hands: Card[][];
  trick: { seat: number; card: Card }[];
  leader: number;
  turn: number;
  won: number[];
  taken: Card[];
  last: { cards: { seat: number; card: Card }[]; winner: number } | null;
}

const DECK: Card[] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => card(i < 5 ? 0 : 1, 6 + (i % 5)));

function legalCards(s: ToyState): Card[] {
  const h = s.hands[s.turn];
  if (!s.trick.length) return h;
  const led = suitOf(s.trick[0].card);
  const follow = h.filter((c) => suitOf(c) === led);
  return follow.length ? follow : h;
}

/** What a finished hand leaves for scoring: the tricks each seat won. */
export interface ToyFacts {
  won: number[];
}

export const toyGame: Game<ToyState, TableView, ToyFacts> = {
  id: 'toy',
  name: { en: 'Toy', de: 'Spielzeug' },
  pack: FRENCH66,
  packFor: () => FRENCH66,
  playerCounts: [3],
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings,
  setup(ctx: HandContext, seed) {
    const deck = shuffleInPlace(rngFromSeed(seed), [...DECK]);
    const first = (ctx.dealer + 1) % 3;
    return { players: 3, dealer: ctx.dealer, hands: [0, 1, 2].map((i) => deck.slice(i * 3, i * 3 + 3)), trick: [], leader: first, turn: first, won: [0, 0, 0], taken: [], last: null };
  },
  toAct: (s) => (s.hands.every((h) => h.length === 0) && s.trick.length === 0 ? null : s.turn),
  legal: (s) => legalCards(s),
  check(s, a) {
    if (toyGame.toAct(s) === null) return refuse('hand-over', 'The hand is over.', 'Das Spiel ist vorbei.');
    if (!s.hands[s.turn].includes(a)) return refuse('not-in-hand', 'You do not hold that card.', 'Diese Karte hast du nicht.');
    if (!legalCards(s).includes(a)) return refuse('must-follow', 'You must follow suit.', 'Du musst Farbe bedienen.');
    return null;
  },
  // Every action is a card played.
  cardAction: (_s, c) => c,
  apply: (s, a) => checkedApply(s, a, toyGame.check, toyGame.clone, toyGame.applyInPlace),
  clone: (s) => structuredClone(s),
  applyInPlace(s, a) {
    s.hands[s.turn] = s.hands[s.turn].filter((c) => c !== a);
    s.trick.push({ seat: s.turn, card: a });
    if (s.trick.length < 3) {
      s.turn = (s.turn + 1) % 3;
      return;
    }
    const led = suitOf(s.trick[0].card);
    let best = s.trick[0];
    for (const p of s.trick) if (suitOf(p.card) === led && rankOf(p.card) > rankOf(best.card)) best = p;
    s.won[best.seat]++;
    s.taken.push(...s.trick.map((p) => p.card));
    s.last = { cards: s.trick, winner: best.seat };
    s.trick = [];
    s.leader = s.turn = best.seat;
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
      partners: seat === null ? [] : [seat]
    };
  },
  facts: (s) => (toyGame.toAct(s) === null ? { won: [...s.won] } : null),
  score: (f) => ({ deltas: f.won.map((w) => w - 1), unit: 'points', breakdown: f.won.map((w, seat) => ({ label: { en: `${seatSlot(seat)}: tricks`, de: `${seatSlot(seat)}: Stiche` }, value: w })) }),
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
