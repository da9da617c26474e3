import { EXCUSE, TRUMP, card, rankOf, suitOf, type Card } from './cards';

/**
 * The four packs. Each suit lists its faces from weakest to strongest: the index is the card's
 * rank, so the round suits' reversed numerals are just a different list. Values are the pack's
 * card points as its game counts them (each pack is used by one game).
 */
export type PackId = 'french66' | 'italian78' | 'marseille78' | 'german36' | 'french78';
export type Lang = 'en' | 'de';

export interface Face {
  /** Short index shown in a card corner: 'K', 'Q', '10', 'A'… */
  key: string;
  value: number;
  en: string;
  de: string;
}

interface SuitSpec {
  id: string;
  /** One letter for card codes: 'H-Q'. */
  code: string;
  en: string;
  de: string;
  /** Weakest first; index = rank. */
  faces: readonly Face[];
  color: 'red' | 'black' | 'green' | 'yellow' | 'blue';
}

export interface Pack {
  id: PackId;
  /** Plain suits in slots 0..3. */
  suits: readonly SuitSpec[];
  /** Number of trumps (21) or 0. */
  trumps: number;
  hasExcuse: boolean;
  excuseName: { en: string; de: string };
  /** Values of the trumps by number; others 1 (or 0 where the pack says so). */
  trumpValue: (n: number) => number;
  excuseValue: number;
  cards: readonly Card[];
  /** Card points by card number (index = Card). */
  values: Int8Array;
  total: number;
}

const f = (key: string, value: number, en: string, de: string): Face => ({ key, value, en, de });
const num = (n: number, value: number): Face => f(String(n), value, String(n), String(n));

const K = (v: number) => f('K', v, 'King', 'König');
const Q = (v: number) => f('Q', v, 'Queen', 'Dame');
const RIDER = (v: number) => f('R', v, 'Rider', 'Reiter');
const CAV = (v: number) => f('C', v, 'Cavalier', 'Cavall');
const JACK = (v: number) => f('J', v, 'Jack', 'Bube');
const ACE = (v: number) => f('A', v, 'Ace', 'Ass');

function build(p: Omit<Pack, 'cards' | 'values' | 'total'>): Pack {
  const cards: Card[] = [];
  const values = new Int8Array(6 << 5);
  p.suits.forEach((s, slot) =>
    s.faces.forEach((face, rank) => {
      const c = card(slot, rank);
      cards.push(c);
      values[c] = face.value;
    })
  );
  for (let n = 1; n <= p.trumps; n++) {
    cards.push(card(TRUMP, n));
    values[card(TRUMP, n)] = p.trumpValue(n);
  }
  if (p.hasExcuse) {
    cards.push(EXCUSE);
    values[EXCUSE] = p.excuseValue;
  }
  let total = 0;
  for (const c of cards) total += values[c];
  return { ...p, cards, values, total };
}

const nums = (from: number, to: number, v: number): Face[] => {
  const out: Face[] = [];
  const step = from <= to ? 1 : -1;
  for (let n = from; n !== to + step; n += step) out.push(num(n, v));
  return out;
};

/** Droggn: 66-card French-suited tarock (DR-CARD-1..3). */
export const FRENCH66 = build({
  id: 'french66',
  suits: [
    // DR-CARD-2: red suits K Q R J A 2 3 4 5 6 7 (high to low); listed weakest first.
    { id: 'hearts', code: 'H', en: 'hearts', de: 'Herz', color: 'red', faces: [...nums(7, 2, 1), ACE(1), JACK(2), RIDER(3), Q(4), K(5)] },
    { id: 'spades', code: 'S', en: 'spades', de: 'Pik', color: 'black', faces: [...nums(4, 10, 1), JACK(2), RIDER(3), Q(4), K(5)] },
    { id: 'diamonds', code: 'D', en: 'diamonds', de: 'Karo', color: 'red', faces: [...nums(7, 2, 1), ACE(1), JACK(2), RIDER(3), Q(4), K(5)] },
    { id: 'clubs', code: 'C', en: 'clubs', de: 'Kreuz', color: 'black', faces: [...nums(4, 10, 1), JACK(2), RIDER(3), Q(4), K(5)] }
  ],
  trumps: 21,
  hasExcuse: true,
  excuseName: { en: 'Gstieß', de: 'Gstieß' },
  trumpValue: (n) => (n === 1 || n === 21 ? 5 : 1),
  excuseValue: 5
});

/**
 * 78-card Droggn (DR-VAR-2): the full French-suited tarock pack, same values as FRENCH66. Red suits
 * K Q R J A 2 … 10, black suits K Q R J 10 … 2 A (high to low). Its plain-suit card numbers differ
 * from FRENCH66's (rank = strength), trumps and the Gstieß are numbered alike.
 */
export const FRENCH78 = build({
  id: 'french78',
  suits: [
    { id: 'hearts', code: 'H', en: 'hearts', de: 'Herz', color: 'red', faces: [...nums(10, 2, 1), ACE(1), JACK(2), RIDER(3), Q(4), K(5)] },
    { id: 'spades', code: 'S', en: 'spades', de: 'Pik', color: 'black', faces: [ACE(1), ...nums(2, 10, 1), JACK(2), RIDER(3), Q(4), K(5)] },
    { id: 'diamonds', code: 'D', en: 'diamonds', de: 'Karo', color: 'red', faces: [...nums(10, 2, 1), ACE(1), JACK(2), RIDER(3), Q(4), K(5)] },
    { id: 'clubs', code: 'C', en: 'clubs', de: 'Kreuz', color: 'black', faces: [ACE(1), ...nums(2, 10, 1), JACK(2), RIDER(3), Q(4), K(5)] }
  ],
  trumps: 21,
  hasExcuse: true,
  excuseName: { en: 'Gstieß', de: 'Gstieß' },
  trumpValue: (n) => (n === 1 || n === 21 ? 5 : 1),
  excuseValue: 5
});

/** Troccas: 78-card Italian-suited 1JJ tarot (TR-CARD-1..3). */
export const ITALIAN78 = build({
  id: 'italian78',
  suits: [
    // TR-CARD-2: cups and coins K Q C J A 2 … 10, so 10 is the weakest.
    { id: 'cups', code: 'C', en: 'cups', de: 'Kelche', color: 'red', faces: [...nums(10, 2, 1), ACE(1), JACK(2), CAV(3), Q(4), K(5)] },
    { id: 'swords', code: 'S', en: 'swords', de: 'Schwerter', color: 'blue', faces: [ACE(1), ...nums(2, 10, 1), JACK(2), CAV(3), Q(4), K(5)] },
    { id: 'coins', code: 'O', en: 'coins', de: 'Münzen', color: 'yellow', faces: [...nums(10, 2, 1), ACE(1), JACK(2), CAV(3), Q(4), K(5)] },
    { id: 'batons', code: 'B', en: 'batons', de: 'Stäbe', color: 'green', faces: [ACE(1), ...nums(2, 10, 1), JACK(2), CAV(3), Q(4), K(5)] }
  ],
  trumps: 21,
  hasExcuse: true,
  excuseName: { en: 'Fool', de: 'Narr' },
  trumpValue: (n) => (n === 1 || n === 21 ? 5 : 1),
  excuseValue: 5
});

/** Troggen: 78-card Tarot de Marseille with Troggen's values (TG-CARD-1..2). */
export const MARSEILLE78 = build({
  id: 'marseille78',
  suits: [
    // TG-CARD-1: cups and coins K Q C V 1 … 10 (10 weakest); batons and swords K Q C V 10 … 1.
    { id: 'cups', code: 'C', en: 'cups', de: 'Kelche', color: 'red', faces: [...nums(10, 2, 0), ACE(0), f('V', 1, 'Jack', 'Bube'), CAV(2), Q(3), K(4)] },
    {
      id: 'swords',
      code: 'S',
      en: 'swords',
      de: 'Schwerter',
      color: 'blue',
      faces: [ACE(0), ...nums(2, 10, 0), f('V', 1, 'Jack', 'Bube'), CAV(2), Q(3), K(4)]
    },
    { id: 'coins', code: 'O', en: 'coins', de: 'Münzen', color: 'yellow', faces: [...nums(10, 2, 0), ACE(0), f('V', 1, 'Jack', 'Bube'), CAV(2), Q(3), K(4)] },
    { id: 'batons', code: 'B', en: 'batons', de: 'Stäbe', color: 'green', faces: [ACE(0), ...nums(2, 10, 0), f('V', 1, 'Jack', 'Bube'), CAV(2), Q(3), K(4)] }
  ],
  trumps: 21,
  hasExcuse: true,
  excuseName: { en: 'Excuse', de: 'Sküs' },
  trumpValue: (n) => (n === 1 || n === 21 ? 4 : 0),
  excuseValue: 4
});

/** Dobbm: 36-card German-suited pack (DO-CARD-1). Hearts (slot 0) are always trumps. */
const germanFaces = (): Face[] => [
  num(6, 0),
  num(7, 0),
  num(8, 0),
  num(9, 0),
  f('U', 2, 'Unter', 'Unter'),
  f('O', 3, 'Ober', 'Ober'),
  K(4),
  num(10, 10),
  f('S', 11, 'Sow', 'Sau')
];
export const GERMAN36 = build({
  id: 'german36',
  suits: [
    { id: 'hearts', code: 'H', en: 'hearts', de: 'Herz', color: 'red', faces: germanFaces() },
    { id: 'leaves', code: 'L', en: 'leaves', de: 'Laub', color: 'green', faces: germanFaces() },
    { id: 'bells', code: 'B', en: 'bells', de: 'Schellen', color: 'yellow', faces: germanFaces() },
    { id: 'acorns', code: 'A', en: 'acorns', de: 'Eichel', color: 'black', faces: germanFaces() }
  ],
  trumps: 0,
  hasExcuse: false,
  excuseName: { en: '', de: '' },
  trumpValue: () => 0,
  excuseValue: 0
});

export const PACKS: Record<PackId, Pack> = {
  french66: FRENCH66,
  italian78: ITALIAN78,
  marseille78: MARSEILLE78,
  german36: GERMAN36,
  french78: FRENCH78
};

const ROMAN: [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I']
];
export function roman(n: number): string {
  let out = '';
  for (const [v, s] of ROMAN)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
}

export function face(pack: Pack, c: Card): Face | undefined {
  const s = suitOf(c);
  return s < 4 ? pack.suits[s]?.faces[rankOf(c)] : undefined;
}

/** The card's name for people and screen readers: "Queen of hearts", "Tarock XXI", "Gstieß". */
export function cardName(pack: Pack, c: Card, lang: Lang = 'en'): string {
  const s = suitOf(c);
  if (c === EXCUSE) return pack.excuseName[lang];
  if (s === TRUMP) return `${lang === 'de' ? 'Tarock' : 'Trump'} ${roman(rankOf(c))}`;
  const fc = face(pack, c);
  const suit = pack.suits[s];
  if (!fc || !suit) return `?${c}`;
  if (lang === 'de') return `${suit.de}-${fc.de}`;
  return `${fc.en} of ${suit.en}`;
}

/** Short text for logs and tests: "H-Q", "XXI", "Ex". */
export function cardCode(pack: Pack, c: Card): string {
  const s = suitOf(c);
  if (c === EXCUSE) return 'Ex';
  if (s === TRUMP) return roman(rankOf(c));
  return `${pack.suits[s].code}-${face(pack, c)?.key}`;
}

/** Inverse of cardCode, for fixtures and tests. */
export function parseCard(pack: Pack, code: string): Card {
  const c = pack.cards.find((x) => cardCode(pack, x) === code);
  if (c === undefined) throw new Error(`unknown card "${code}" in pack ${pack.id}`);
  return c;
}
