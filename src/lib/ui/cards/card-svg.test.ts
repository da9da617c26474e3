import { describe, expect, it } from 'vitest';
import { PACKS } from '$lib/engine/packs';
import { cardSvg, placed } from './card-svg';
import { SYMBOLS, star } from './suit-symbols';

/** The absolute points of path data made only of M, L and C (every pair of numbers is a point). */
const points = (d: string) => [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

describe('card faces drawn as plain paths (card-svg.ts)', () => {
  it('moves a sign as the <use> of its 100×100 box did: scaled from its corner, then turned about its centre', () => {
    const d = 'M10 20L90 20C90 60 50 90 10 80Z';
    const at = { x: 60, y: 100, size: 40 };
    // Scaled by 0.4 from the box's corner at (40, 80).
    expect(points(placed(d, at))).toEqual([44, 88, 76, 88, 76, 104, 60, 116, 44, 112]);
    // Turned by 180° about (60, 100): every point mirrored through the centre.
    const turned = points(placed(d, { ...at, flip: true }));
    expect(turned).toEqual(points(placed(d, at)).map((v, i) => +((i % 2 ? 200 : 120) - v).toFixed(3)));
    expect(placed(d, at).replace(/[^A-Za-z]/g, '')).toBe('MLCZ');
  });

  it('scales relative steps and arcs with the sign and turns them with it, keeping the arc flags', () => {
    const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    expect(placed(circle(50, 50, 34), { x: 100, y: 150, size: 50 })).toBe(circle(100, 150, 17));
    expect(placed(circle(50, 50, 34), { x: 100, y: 150, size: 50, flip: true })).toBe('M117 150a17 17 0 1 0 -34 0a17 17 0 1 0 34 0Z');
    expect(placed('M0 0l10 -5c1 2 3 4 5 6', { x: 50, y: 50, size: 100 })).toBe('M0 0l10 -5c1 2 3 4 5 6');
    expect(placed('M0 0l10 -5', { x: 50, y: 50, size: 100, flip: true })).toBe('M100 100l-10 5');
  });

  it('handles every command of every sign, and refuses one it does not know', () => {
    for (const [id, parts] of Object.entries(SYMBOLS))
      for (const p of parts) expect(placed(p.d, { x: 50, y: 50, size: 100 }).replace(/[^A-Za-z]/g, ''), id).toBe(p.d.replace(/[^A-Za-z]/g, ''));
    expect(placed(star(50, 50, 5, 40, 16), { x: 50, y: 50, size: 100 })).toBe(star(50, 50, 5, 40, 16));
    expect(() => placed('M0 0Q1 1 2 2', { x: 50, y: 50, size: 100 })).toThrow(/Q/);
  });

  it('draws no <use> and no <symbol>: a face is its own elements only, about half as many as with a <use> per pip', () => {
    for (const pack of Object.values(PACKS))
      for (const card of pack.cards) {
        const { inner } = cardSvg(pack, card, 'en', true);
        expect(inner).not.toMatch(/<use|<symbol|<defs/);
      }
    // A nine of acorns: one path per part of the sign for the nine pips, not nine copies of it.
    const de = PACKS.german36;
    const nine = de.cards.find((c) => cardSvg(de, c, 'en', false).label === 'Acorns 9')!;
    const parts = SYMBOLS['de-acorns'].length;
    expect((cardSvg(de, nine, 'en', false).inner.match(/<path/g) ?? []).length).toBeLessThanOrEqual(2 * parts + 2 * parts);
  });
});
