import { EXCUSE, TRUMP, rankOf, suitOf, type Card } from '$lib/engine/cards';
import { cardName, face, roman, type Lang, type Pack, type PackId } from '$lib/engine/packs';
import { INK, SYMBOLS, type SymbolId, type SymbolPart } from './suit-symbols';

/**
 * Everything a card face needs, worked out without the DOM: which sign, which colour, the index
 * text, where the pips go. CardFace.svelte only draws what this returns.
 *
 * Geometry is in a 200×300 viewBox. The index (rank over suit sign) sits in the left column,
 * x < 70, so it stays readable when a hand shows only the left ~40% of each card.
 */
export const VIEW_W = 200;
export const VIEW_H = 300;

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const INKS = {
  red: '#c62828',
  black: '#1a1a1a',
  blue: '#1558b0',
  green: '#2e7d32',
  ochre: '#9a6400',
  orange: '#a35400',
  brown: '#5a3a12',
  purple: '#6a1b9a'
} as const;

type Kind = 'pip' | 'ace' | 'court' | 'trump' | 'excuse';
/** Court figures: King, Queen, Rider/Cavalier, Jack/Valet, Ober, Unter. */
export type Court = 'K' | 'Q' | 'R' | 'J' | 'O' | 'U';

interface Pip {
  x: number;
  y: number;
  size: number;
  flip: boolean;
}

export interface CardArt {
  label: string;
  kind: Kind;
  /** Index text ('K', '10', 'XXI'); '' for the excuse, whose index is its sign. */
  key: string;
  /** Font size of the index text and its squeezed width, if it has to be squeezed. */
  keySize: number;
  keyLength?: number;
  symbol: SymbolId;
  /** Index colour (text and the suit sign's INK parts); at least 3:1 on white. */
  ink: string;
  /** Symbol parts with INK resolved. */
  parts: SymbolPart[];
  pips: Pip[];
  court?: Court;
  /** Decoration for trumps and the excuse panel, and its frame colour. */
  decoration?: SymbolId;
  accent: string;
  /** Pack family, for styling the frame. */
  family: 'fr' | 'it' | 'ms' | 'de';
}

const FAMILIES: Partial<Record<PackId, CardArt['family']>> = { italian78: 'it', marseille78: 'ms', german36: 'de' };
/** Which drawing family a pack uses; French-suited by default (french66 and any other French pack). */
const familyOf = (pack: Pack): CardArt['family'] => FAMILIES[pack.id] ?? 'fr';

const ACCENT: Record<CardArt['family'], string> = { fr: '#8a1c1c', it: INKS.blue, ms: '#9a6400', de: INKS.green };

/** Index colour of a plain suit. French suits follow fourColor; the others are four-coloured anyway. */
export function suitInk(pack: Pack, slot: number, fourColor = false): string {
  const s = pack.suits[slot];
  const fam = familyOf(pack);
  if (fam === 'fr') {
    if (!fourColor) return s.color === 'red' ? INKS.red : INKS.black;
    return ({ hearts: INKS.red, diamonds: INKS.blue, clubs: INKS.green, spades: INKS.black } as Record<string, string>)[s.id] ?? INKS.black;
  }
  if (fam === 'de') return ({ hearts: INKS.red, leaves: INKS.green, bells: INKS.orange, acorns: INKS.brown } as Record<string, string>)[s.id] ?? INKS.black;
  return ({ red: INKS.red, blue: INKS.blue, yellow: INKS.ochre, green: INKS.green, black: INKS.black } as const)[s.color];
}

export function suitSymbol(pack: Pack, slot: number): SymbolId {
  return `${familyOf(pack)}-${pack.suits[slot].id}` as SymbolId;
}

// Approximate advance widths (em) of a bold sans face, to decide when to squeeze index text.
// Generous (DejaVu Sans Bold is among the widest system faces), so text never runs into the art.
const EM: Record<string, number> = { I: 0.37, V: 0.77, X: 0.77 };
export const textWidth = (s: string, size: number): number => [...s].reduce((w, ch) => w + (EM[ch] ?? (ch >= '0' && ch <= '9' ? 0.7 : 0.76)) * size, 0);

/** textLength for a string that must fit in `max` units, or undefined when it already fits. */
export function fit(s: string, size: number, max: number): number | undefined {
  return textWidth(s, size) > max ? max : undefined;
}

// Pip positions in unit coordinates: u across (0 left column, 1 right), v down.
const L = 0,
  M = 0.5,
  R = 1;
const SIX: [number, number][] = [
  [L, 0],
  [R, 0],
  [L, 0.5],
  [R, 0.5],
  [L, 1],
  [R, 1]
];
const EIGHT: [number, number][] = [
  [L, 0],
  [R, 0],
  [L, 1 / 3],
  [R, 1 / 3],
  [L, 2 / 3],
  [R, 2 / 3],
  [L, 1],
  [R, 1]
];
const PIP_LAYOUTS: Record<number, [number, number][]> = {
  2: [
    [M, 0],
    [M, 1]
  ],
  3: [
    [M, 0],
    [M, 0.5],
    [M, 1]
  ],
  4: [
    [L, 0],
    [R, 0],
    [L, 1],
    [R, 1]
  ],
  5: [
    [L, 0],
    [R, 0],
    [M, 0.5],
    [L, 1],
    [R, 1]
  ],
  6: SIX,
  7: [...SIX, [M, 0.25]],
  8: [...SIX, [M, 0.25], [M, 0.75]],
  9: [...EIGHT, [M, 0.5]],
  10: [...EIGHT, [M, 1 / 6], [M, 5 / 6]]
};

/** The art area right of the index column. */
export const ART = { x: 76, y: 10, w: 116, h: 280 };
const PIP = 44;

function pipsFor(n: number, flipLower: boolean): Pip[] {
  const layout = PIP_LAYOUTS[n] ?? [];
  const x0 = ART.x + PIP / 2 + 2;
  const x1 = ART.x + ART.w - PIP / 2 - 2;
  const y0 = ART.y + PIP / 2 + 8;
  const y1 = ART.y + ART.h - PIP / 2 - 8;
  return layout.map(([u, v]) => ({ x: x0 + u * (x1 - x0), y: y0 + v * (y1 - y0), size: PIP, flip: flipLower && v > 0.5 }));
}

const resolve = (id: SymbolId, ink: string): SymbolPart[] =>
  SYMBOLS[id].map((p) => ({ ...p, fill: p.fill === INK ? ink : p.fill, stroke: p.stroke === INK ? ink : p.stroke }));

const COURTS: Record<string, Court> = { K: 'K', Q: 'Q', R: 'R', C: 'R', J: 'J', V: 'J', O: 'O', U: 'U' };

const TRUMP_DECOR: Record<CardArt['family'], SymbolId> = { fr: 'sun', it: 'star', ms: 'moon', de: 'sun' };

export interface ArtOptions {
  lang?: Lang;
  fourColor?: boolean;
}

export function cardArt(pack: Pack, c: Card, opts: ArtOptions = {}): CardArt {
  const lang = opts.lang ?? 'en';
  const family = familyOf(pack);
  const accent = ACCENT[family];
  const label = cardName(pack, c, lang);
  const s = suitOf(c);
  const rank = rankOf(c);

  if (c === EXCUSE) {
    const ink = INKS.purple;
    return {
      label,
      kind: 'excuse',
      key: '',
      keySize: 0,
      symbol: 'excuse',
      ink,
      parts: resolve('excuse', ink),
      pips: [],
      decoration: 'excuse',
      accent: ink,
      family
    };
  }
  if (s === TRUMP) {
    const ink = INKS.black;
    const key = roman(rank);
    // At least 46 units: on a card 48 px wide (the narrowest the app shows) that is an 11 px index.
    const keySize = key.length <= 2 ? 52 : 46;
    return {
      label,
      kind: 'trump',
      key,
      keySize,
      keyLength: fit(key, keySize, 70),
      symbol: 'trump',
      ink,
      parts: resolve('trump', ink),
      pips: [],
      decoration: TRUMP_DECOR[family],
      accent,
      family
    };
  }
  const fc = face(pack, c);
  const ink = suitInk(pack, s, opts.fourColor);
  const symbol = suitSymbol(pack, s);
  const key = fc?.key ?? '?';
  const keySize = 54;
  const base = { label, key, keySize, keyLength: fit(key, keySize, 62), symbol, ink, parts: resolve(symbol, ink), accent, family };
  const n = Number(key);
  if (key === 'A' || key === 'S') {
    // Aces and the Sow (Daus): one big sign.
    return {
      ...base,
      kind: 'ace',
      pips: [{ x: ART.x + ART.w / 2, y: key === 'S' ? 118 : 150, size: 96, flip: false }],
      decoration: key === 'S' ? 'pig' : undefined
    };
  }
  if (Number.isInteger(n) && n >= 2) return { ...base, kind: 'pip', pips: pipsFor(n, family === 'fr') };
  return { ...base, kind: 'court', court: COURTS[key] ?? 'J', pips: [] };
}

/** WCAG contrast ratio of a #rrggbb colour against white. */
export function contrastOnWhite(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return 1;
  const lin = (i: number) => {
    const v = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(0) + 0.7152 * lin(2) + 0.0722 * lin(4);
  return 1.05 / (l + 0.05);
}
