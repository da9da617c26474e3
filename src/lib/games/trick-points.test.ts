import { describe, expect, it } from 'vitest';
import type { Card } from '../engine/cards';
import type { HandContext } from '../engine/game';
import type { Pack } from '../engine/packs';
import { droggnGame } from './droggn';
import { dobbmGame } from './dobbm';
import { troccasGame } from './troccas';
import { troggenGame } from './troggen';

/** The first `n` cards of the pack worth `value` card points. */
function worth(pack: Pack, value: number, n: number): Card[] {
  const out = pack.cards.filter((c) => pack.values[c] === value).slice(0, n);
  expect(out).toHaveLength(n);
  return out;
}
const ctx = (players: number, settings: HandContext['settings'] = {}): HandContext => ({ players, dealer: 0, settings });

// The held trick and the status line show what a trick is worth (issue 13, item 1), counted the
// way each game counts its piles.
describe('a trick’s card points', () => {
  it('DR-CARD-4: Droggn counts the three cards as one group of three, less 2', () => {
    const p = droggnGame.pack;
    const trick = [...worth(p, 5, 1), ...worth(p, 1, 2)];
    expect(droggnGame.trickPoints(trick, ctx(3))).toBe(5 + 1 + 1 - 2);
  });
  it('DO-CARD-1: Dobbm adds the faces’ values (Sow 11, 10 10, King 4)', () => {
    const p = dobbmGame.pack;
    const trick = [...worth(p, 11, 1), ...worth(p, 10, 1), ...worth(p, 4, 1), ...worth(p, 0, 1)];
    expect(dobbmGame.trickPoints(trick, ctx(4))).toBe(25);
  });
  it('TR-CARD-4: Troccas at four counts the trick as a group of four, less 3', () => {
    const p = troccasGame.pack;
    const trick = [...worth(p, 5, 2), ...worth(p, 1, 2)];
    expect(troccasGame.trickPoints(trick, ctx(4))).toBe(5 + 5 + 1 + 1 - 3);
  });
  it('TR-3-2: Troccas at three counts singly unless the table counts in threes', () => {
    const p = troccasGame.pack;
    const trick = [...worth(p, 5, 1), ...worth(p, 1, 2)];
    expect(troccasGame.trickPoints(trick, ctx(3))).toBe(7);
    expect(troccasGame.trickPoints(trick, ctx(3, { counting3: 'threes' }))).toBe(7 - 2);
  });
  it('TG-CARD-2: Troggen gives the trick 1 and adds its cards’ values', () => {
    const p = troggenGame.pack;
    const trick = [...worth(p, 4, 1), ...worth(p, 0, 3)];
    expect(troggenGame.trickPoints(trick, ctx(4))).toBe(1 + 4);
  });
});
