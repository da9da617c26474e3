import { describe, expect, it } from 'vitest';
import type { HandContext, Settings } from '../../engine/game';
import { steer, stripLeaks, stripText, value } from '../../../../tests/helpers/strip';
import { troccasModule } from './index';
import { strip } from './strip';

type State = Parameters<typeof strip>[0];
const game = troccasModule.game;
const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora', 'Ella', 'Fritz'];
const ctx = (players: number, dealer = 0, settings: Settings = {}): HandContext => ({
  players,
  dealer,
  settings: { ...game.defaultSettings(players), ...settings }
});
const until = (phase: State['phase']) => (s: State) => s.phase === phase;

describe('Troccas contract strip', () => {
  it('is what the view shows as info', () => {
    const s = game.setup(ctx(4, 1), 1);
    expect(game.view(s, 2).info).toEqual(strip(s, 2));
  });

  it('TR-4-1, TR-4-3: four players: the dealer and the two sides by name, how the hand is dealt, the counting', () => {
    const s = game.setup(ctx(4, 1), 1);
    expect(stripText(strip(s, 0), NAMES)).toBe('Dealer: Bert · Sides: Bert + Dora v Anna + Cilli · Deal: three rounds · Counting: in fours, 72 points');
    expect(stripText(strip(s, 0), NAMES, 'de')).toBe(
      'Geber: Bert · Seiten: Bert + Dora gegen Anna + Cilli · Geben: drei Runden · Zählung: in Vierern, 72 Punkte'
    );
  });

  it("TR-4-8: the scart while it is laid away, then face down for the dealer's side, turned up at the end", () => {
    let s = steer(game, game.setup(ctx(4, 0), 2), [], (x: State) => x.phase === 'discard' || x.phase === 'over');
    if (s.phase === 'discard') {
      expect(value(strip(s, 1), 'Scart')).toBe('being laid away (0 of 2)');
      s = steer(game, s, [], until('play'));
      expect(value(strip(s, 1), 'Scart')).toBe("2 cards face down, count for dealer's side");
      s = steer(game, s, [], () => false);
      expect(value(strip(s, 1), 'Scart')).toBe("turned up: counts for dealer's side");
    } else throw new Error('the hand was thrown in: choose another seed');
  });

  it('TR-6-1: six players have two sides of three and no scart', () => {
    const s = steer(game, game.setup(ctx(6, 0), 3), [], until('play'));
    expect(value(strip(s, 0), 'Sides', NAMES)).toBe('Anna + Cilli + Ella v Bert + Dora + Fritz');
    expect(value(strip(s, 0), 'Scart')).toBeUndefined();
  });

  it('TR-3-1, TR-3-2: three play each alone, counted singly by default', () => {
    const s = game.setup(ctx(3, 0), 3);
    expect(value(strip(s, 0), 'Sides')).toBe('each alone (3)');
    expect(value(strip(s, 0), 'Counting')).toBe('singly, 127 points');
    expect(value(strip(game.setup(ctx(3, 0, { counting3: 'threes' }), 3), 0), 'Counting')).toBe('in threes, 78 points');
  });

  it('TR-4-17: a silent table says so; TR-4-16: knocking shows when on', () => {
    const s = game.setup(ctx(4, 0, { talk: false, knocking: true }), 3);
    expect(value(strip(s, 0), 'Table talk')).toBe('none (silent game)');
    expect(value(strip(s, 0), 'Knocking')).toBe('on');
    expect(value(strip(game.setup(ctx(4, 0), 3), 0), 'Table talk')).toBeUndefined();
  });

  it("ALL-2: no seat's strip depends on a card hidden from it, at three to six players", () => {
    for (const players of [3, 4, 5, 6]) expect(stripLeaks(game, strip, ctx(players, 1), { hands: 1, every: 8, worlds: 3 })).toEqual([]);
  });
});
