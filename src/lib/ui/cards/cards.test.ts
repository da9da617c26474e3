import { describe, expect, it } from 'vitest';
import { EXCUSE, rankOf, suitOf, TRUMP } from '$lib/engine/cards';
import { cardName, face, PACKS, type Lang } from '$lib/engine/packs';
import { ART, VIEW_H, VIEW_W, cardArt, contrastOnWhite, suitInk, suitSymbol, textWidth } from './card-art';
import { INK, SYMBOLS, type SymbolId } from './suit-symbols';

const packs = Object.values(PACKS);

describe('card art', () => {
  for (const pack of packs) {
    describe(pack.id, () => {
      for (const lang of ['en', 'de'] as Lang[]) {
        it(`gives every card a distinct accessible name (${lang})`, () => {
          const labels = pack.cards.map((c) => cardArt(pack, c, { lang }).label);
          expect(labels).toEqual(pack.cards.map((c) => cardName(pack, c, lang)));
          expect(new Set(labels).size).toBe(pack.cards.length);
          for (const l of labels) expect(l).not.toMatch(/^\?|^$/);
        });
      }

      it('gives every card a drawn symbol with resolved colours and a 3:1 ink', () => {
        for (const fourColor of [false, true])
          for (const c of pack.cards) {
            const a = cardArt(pack, c, { fourColor });
            expect(SYMBOLS[a.symbol]?.length, a.label).toBeGreaterThan(0);
            expect(a.parts.length).toBe(SYMBOLS[a.symbol].length);
            for (const p of a.parts) {
              expect(p.fill).not.toBe(INK);
              expect(p.stroke).not.toBe(INK);
            }
            expect(contrastOnWhite(a.ink), `${a.label} ${a.ink}`).toBeGreaterThanOrEqual(3);
          }
      });

      it('draws the right kind of card', () => {
        for (const c of pack.cards) {
          const a = cardArt(pack, c);
          if (c === EXCUSE) expect(a.kind).toBe('excuse');
          else if (suitOf(c) === TRUMP) {
            expect(a.kind).toBe('trump');
            expect(a.key).toMatch(/^[IVX]+$/);
          } else {
            const key = face(pack, c)!.key;
            expect(a.key).toBe(key);
            const n = Number(key);
            if (n >= 2) {
              expect(a.kind).toBe('pip');
              expect(a.pips).toHaveLength(n);
            } else if (key === 'A' || key === 'S') expect(a.kind).toBe('ace');
            else expect(a.kind).toBe('court');
          }
          for (const p of a.pips) {
            expect(p.x - p.size / 2).toBeGreaterThanOrEqual(ART.x);
            expect(p.x + p.size / 2).toBeLessThanOrEqual(ART.x + ART.w);
            expect(p.y - p.size / 2).toBeGreaterThanOrEqual(0);
            expect(p.y + p.size / 2).toBeLessThanOrEqual(VIEW_H);
          }
        }
      });

      it('keeps the index inside the left 40% of the card', () => {
        for (const c of pack.cards) {
          const a = cardArt(pack, c);
          const w = a.keyLength ?? textWidth(a.key, a.keySize);
          expect(9 + w, a.label).toBeLessThanOrEqual(0.4 * VIEW_W);
          // Plain suits keep the index clear of the art column.
          if (a.kind !== 'trump' && a.kind !== 'excuse') expect(9 + w).toBeLessThan(ART.x);
        }
      });
    });
  }

  it('has a symbol with a 3:1 colour (fill or outline) for every sign', () => {
    for (const [id, parts] of Object.entries(SYMBOLS)) {
      const colours = parts.flatMap((p) => [p.fill, p.stroke]).filter((x): x is string => !!x && x !== INK && x !== 'none');
      const ok = parts.some((p) => p.fill === INK) || colours.some((x) => contrastOnWhite(x) >= 3);
      expect(ok, id).toBe(true);
    }
  });

  it('uses different signs for Italian and Marseille suits, and one per suit', () => {
    const ids = new Set<SymbolId>();
    for (const pack of packs) for (let s = 0; s < pack.suits.length; s++) ids.add(suitSymbol(pack, s));
    for (const suit of ['cups', 'swords', 'coins', 'batons']) {
      expect(ids.has(`it-${suit}` as SymbolId)).toBe(true);
      expect(ids.has(`ms-${suit}` as SymbolId)).toBe(true);
      expect(SYMBOLS[`it-${suit}` as SymbolId]).not.toEqual(SYMBOLS[`ms-${suit}` as SymbolId]);
    }
    for (const id of ids) expect(SYMBOLS[id], id).toBeDefined();
  });

  it('makes the French pack four-coloured on request', () => {
    const fr = PACKS.french66;
    const two = fr.suits.map((_, s) => suitInk(fr, s, false));
    const four = fr.suits.map((_, s) => suitInk(fr, s, true));
    expect(new Set(two).size).toBe(2);
    expect(new Set(four).size).toBe(4);
    const g = PACKS.german36;
    expect(new Set(g.suits.map((_, s) => suitInk(g, s))).size).toBe(4);
  });

  it('computes contrast like WCAG', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 0);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#767676')).toBeCloseTo(4.54, 1);
  });

  it('numbers trumps in Roman numerals', () => {
    const p = PACKS.italian78;
    const xxi = p.cards.find((c) => suitOf(c) === TRUMP && rankOf(c) === 21)!;
    expect(cardArt(p, xxi).key).toBe('XXI');
    expect(cardArt(p, xxi, { lang: 'de' }).label).toBe('Tarock XXI');
  });
});
