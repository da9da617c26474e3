/**
 * Suit signs and marks as compact path data, each in a 100×100 box. A card draws its sign once
 * in a <symbol> and places it with <use>. The literal fill `INK` is replaced by the suit's index
 * colour when the card is drawn (so a four-colour deck can recolour French pips).
 */
export interface SymbolPart {
  d: string;
  fill?: string;
  stroke?: string;
  /** stroke width in symbol units */
  sw?: number;
}

export const INK = 'ink';

export type SymbolId =
  | 'fr-hearts'
  | 'fr-spades'
  | 'fr-diamonds'
  | 'fr-clubs'
  | 'it-cups'
  | 'it-swords'
  | 'it-coins'
  | 'it-batons'
  | 'ms-cups'
  | 'ms-swords'
  | 'ms-coins'
  | 'ms-batons'
  | 'de-hearts'
  | 'de-leaves'
  | 'de-bells'
  | 'de-acorns'
  | 'trump'
  | 'excuse'
  | 'sun'
  | 'star'
  | 'moon'
  | 'pig';

const circ = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/** An n-pointed star around (cx, cy) with outer and inner radius. */
export function star(cx: number, cy: number, n: number, ro: number, ri: number): string {
  let d = '';
  for (let i = 0; i < 2 * n; i++) {
    const r = i % 2 ? ri : ro;
    const a = (Math.PI * i) / n - Math.PI / 2;
    d += `${i ? 'L' : 'M'}${+(cx + r * Math.cos(a)).toFixed(1)} ${+(cy + r * Math.sin(a)).toFixed(1)}`;
  }
  return d + 'Z';
}

// Marseille woodcut colours: flat fills in a black outline.
const OUT = '#1a1a1a';
const M_YELLOW = '#f2c12e';
const M_RED = '#c62828';
const M_BLUE = '#2a6fd1';
const M_GREEN = '#3d8b40';
const WHITE = '#ffffff';

export const SYMBOLS: Record<SymbolId, readonly SymbolPart[]> = {
  // French: solid pips in the suit colour.
  'fr-hearts': [{ d: 'M50 92C20 68 4 52 4 32C4 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 96 16 96 32C96 52 80 68 50 92Z', fill: INK }],
  'fr-diamonds': [{ d: 'M50 3L88 50L50 97L12 50Z', fill: INK }],
  'fr-spades': [
    {
      d: 'M50 4C40 24 6 40 6 62C6 76 16 84 28 84C38 84 44 79 47 73C46 84 42 92 34 96L66 96C58 92 54 84 53 73C56 79 62 84 72 84C84 84 94 76 94 62C94 40 60 24 50 4Z',
      fill: INK
    }
  ],
  'fr-clubs': [
    { d: `${circ(50, 27, 20)}${circ(26, 57, 20)}${circ(74, 57, 20)}${circ(50, 50, 12)}M45 55C45 76 40 88 30 96L70 96C60 88 55 76 55 55Z`, fill: INK }
  ],

  // Italian (1JJ): flat silhouettes in the suit colour with white detail; curved swords, straight batons (drawn slanting).
  'it-cups': [
    { d: 'M16 8L84 8C84 38 70 52 56 55L56 70C56 76 72 80 76 94L24 94C28 80 44 76 44 70L44 55C30 52 16 38 16 8Z', fill: INK },
    { d: 'M26 16C27 30 33 40 42 46', stroke: WHITE, sw: 4 },
    { d: circ(50, 64, 5), fill: WHITE }
  ],
  'it-coins': [
    { d: circ(50, 50, 46), fill: INK },
    { d: circ(50, 50, 34), fill: 'none', stroke: WHITE, sw: 4 },
    { d: star(50, 50, 8, 24, 11), fill: WHITE },
    { d: circ(50, 50, 6), fill: INK }
  ],
  'it-swords': [
    { d: 'M26 70C42 44 62 20 98 2C88 36 70 62 44 88Z', fill: INK },
    { d: 'M18 58L58 96', stroke: INK, sw: 11 },
    { d: 'M36 78L12 98', stroke: INK, sw: 11 },
    { d: 'M42 68C56 48 70 30 88 14', stroke: WHITE, sw: 3.5 }
  ],
  'it-batons': [
    { d: `M27 5L95 73L73 95L5 27Z${circ(16, 16, 15)}${circ(84, 84, 15)}`, fill: INK },
    { d: 'M30 40L58 68', stroke: WHITE, sw: 3.5 }
  ],

  // Marseille: two-tone woodcut signs in a black outline; lidded cup, straight sword, knotty club.
  'ms-cups': [
    { d: 'M26 36C26 22 38 14 50 14C62 14 74 22 74 36Z', fill: M_RED, stroke: OUT, sw: 4 },
    { d: circ(50, 9, 5), fill: M_YELLOW, stroke: OUT, sw: 3 },
    { d: 'M16 36L84 36C84 52 70 62 50 62C30 62 16 52 16 36Z', fill: M_YELLOW, stroke: OUT, sw: 4 },
    { d: 'M44 62L56 62L54 80L46 80Z', fill: M_RED, stroke: OUT, sw: 4 },
    { d: 'M24 95C26 86 38 80 50 80C62 80 74 86 76 95Z', fill: M_YELLOW, stroke: OUT, sw: 4 }
  ],
  'ms-coins': [
    { d: circ(50, 50, 45), fill: M_YELLOW, stroke: OUT, sw: 4 },
    { d: circ(50, 50, 33), fill: 'none', stroke: OUT, sw: 3 },
    { d: star(50, 50, 8, 27, 12), fill: M_RED, stroke: OUT, sw: 2.5 },
    { d: circ(50, 50, 7), fill: M_YELLOW, stroke: OUT, sw: 2.5 }
  ],
  'ms-swords': [
    { d: 'M50 2L62 16L62 64L38 64L38 16Z', fill: M_BLUE, stroke: OUT, sw: 4 },
    { d: 'M50 14L50 60', stroke: '#bcd6f5', sw: 4 },
    { d: 'M16 62C30 57 70 57 84 62L84 75C70 70 30 70 16 75Z', fill: M_YELLOW, stroke: OUT, sw: 4 },
    { d: 'M43 73L57 73L57 88L43 88Z', fill: M_RED, stroke: OUT, sw: 4 },
    { d: circ(50, 92, 7), fill: M_YELLOW, stroke: OUT, sw: 3.5 }
  ],
  'ms-batons': [
    { d: 'M37 97L28 24C26 9 39 3 50 3C61 3 74 9 72 24L63 97Z', fill: M_GREEN, stroke: OUT, sw: 4 },
    { d: `${circ(42, 30, 5)}${circ(58, 48, 5)}${circ(45, 64, 4)}`, fill: '#7a3b12', stroke: OUT, sw: 2 },
    { d: 'M35 78L65 78L64 90L36 90Z', fill: M_RED, stroke: OUT, sw: 3 }
  ],

  // German: heart, leaf, bell, acorn.
  'de-hearts': [
    {
      d: 'M50 94C24 76 6 60 6 38C6 20 18 10 32 10C42 10 48 16 50 24C52 16 58 10 68 10C82 10 94 20 94 38C94 60 76 76 50 94Z',
      fill: INK,
      stroke: '#7f1616',
      sw: 3
    },
    { d: 'M18 38C18 28 24 22 32 22', fill: 'none', stroke: WHITE, sw: 5 }
  ],
  'de-leaves': [
    { d: 'M50 3C70 18 93 36 93 58C93 76 76 86 56 84L55 98L45 98L44 84C24 86 7 76 7 58C7 36 30 18 50 3Z', fill: INK, stroke: '#1b4d1e', sw: 3 },
    { d: 'M50 18L50 84M50 44L32 33M50 44L68 33M50 63L27 53M50 63L73 53', fill: 'none', stroke: WHITE, sw: 3.5 }
  ],
  'de-bells': [
    { d: circ(50, 10, 6), fill: 'none', stroke: '#7a4a00', sw: 4 },
    { d: circ(50, 55, 39), fill: '#f2b705', stroke: '#7a4a00', sw: 3.5 },
    { d: 'M12 46C30 39 70 39 88 46L89 58C70 51 30 51 11 58Z', fill: '#c62828', stroke: '#7a4a00', sw: 2.5 },
    { d: `M34 77L66 77${circ(31, 77, 4)}${circ(69, 77, 4)}`, fill: '#3a2400', stroke: '#3a2400', sw: 5 }
  ],
  'de-acorns': [
    { d: 'M28 46C28 74 40 96 50 96C60 96 72 74 72 46Z', fill: '#d9a520', stroke: '#4a2c0a', sw: 3.5 },
    { d: 'M46 20L46 4L54 4L54 20Z', fill: '#6d4c1d', stroke: '#4a2c0a', sw: 2.5 },
    { d: 'M16 52C16 30 30 18 50 18C70 18 84 30 84 52Z', fill: '#6d4c1d', stroke: '#4a2c0a', sw: 3.5 },
    { d: 'M28 44L36 30M42 46L48 26M56 46L56 26M70 44L64 30', fill: 'none', stroke: '#c89a5a', sw: 3 }
  ],

  // Marks: the trump index mark, the excuse's jester cap, trump decorations.
  trump: [{ d: star(50, 50, 8, 46, 20), fill: INK }],
  excuse: [
    {
      d: 'M16 88L84 88L80 72C86 56 90 42 92 26C80 38 70 46 62 52C60 36 56 24 50 12C44 24 40 36 38 52C30 46 20 38 8 26C10 42 14 56 20 72Z',
      fill: INK,
      stroke: '#1a1a1a',
      sw: 3
    },
    { d: 'M14 90L86 90L83 74L17 74Z', fill: '#f2c12e', stroke: '#1a1a1a', sw: 3 },
    { d: `${circ(8, 24, 6)}${circ(50, 10, 6)}${circ(92, 24, 6)}`, fill: '#f2c12e', stroke: '#1a1a1a', sw: 3 }
  ],
  sun: [
    { d: star(50, 50, 16, 48, 30), fill: '#f2c12e', stroke: '#8a5a00', sw: 2.5 },
    { d: circ(50, 50, 24), fill: '#ffdf70', stroke: '#8a5a00', sw: 2.5 },
    { d: 'M40 45L40 45.1M60 45L60 45.1M40 60C46 66 54 66 60 60', fill: 'none', stroke: '#8a5a00', sw: 4 }
  ],
  star: [
    { d: star(50, 50, 8, 48, 22), fill: '#9fc2ee', stroke: '#1558b0', sw: 3 },
    { d: star(50, 50, 8, 24, 11), fill: '#1558b0' }
  ],
  moon: [
    { d: 'M62 6C36 10 18 28 18 52C18 76 38 94 62 94C46 86 36 70 36 50C36 30 46 14 62 6Z', fill: '#f2c12e', stroke: '#8a5a00', sw: 3 },
    { d: `${circ(72, 30, 4)}${circ(82, 56, 3)}${circ(70, 76, 4)}`, fill: '#c62828' }
  ],
  pig: [
    { d: 'M18 30L30 8L44 24ZM82 30L70 8L56 24Z', fill: '#f0a8b8', stroke: '#6b2a3a', sw: 3 },
    { d: circ(50, 54, 38), fill: '#f7c3cf', stroke: '#6b2a3a', sw: 3 },
    { d: 'M34 62C34 54 40 50 50 50C60 50 66 54 66 62C66 70 60 74 50 74C40 74 34 70 34 62Z', fill: '#f0a8b8', stroke: '#6b2a3a', sw: 3 },
    { d: `${circ(44, 62, 3.5)}${circ(56, 62, 3.5)}${circ(36, 40, 4)}${circ(64, 40, 4)}`, fill: '#6b2a3a' }
  ]
};
