import { describe, expect, it } from 'vitest';
import { PACKS } from '$lib/engine/packs';
import { cardArt } from '../cards/card-art';
import { MIN_FACE_WIDTH, indexPx } from './card-size';

// Issue 13 item 16: every visible card's index at least 11 px. The table draws no face narrower
// than MIN_FACE_WIDTH (PlayingCard clamps), so the smallest index of every pack is checked there.
describe('card index size', () => {
  for (const pack of Object.values(PACKS))
    it(`${pack.id}: every index is ≥ 11 px on a ${MIN_FACE_WIDTH} px card`, () => {
      let n = 0;
      for (let c = 0; c < 256; c++) {
        let art;
        try {
          art = cardArt(pack, c);
        } catch {
          continue;
        }
        if (!art.key || art.label.startsWith('?')) continue;
        n++;
        expect(indexPx(MIN_FACE_WIDTH, art.keySize), art.label).toBeGreaterThanOrEqual(11);
      }
      expect(n).toBeGreaterThan(30);
    });
});
