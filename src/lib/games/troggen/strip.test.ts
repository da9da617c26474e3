import { describe, expect, it } from 'vitest';
import type { HandContext } from '../../engine/game';
import { steer, stripLeaks, stripText, value } from '../../../../tests/helpers/strip';
import { troggenModule } from './index';
import { strip } from './strip';

type State = Parameters<typeof strip>[0];
const game = troggenModule.game;
const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora', 'Ella', 'Fritz'];
const ctx = (players: number, dealer = 0, pot = 0): HandContext => ({ players, dealer, settings: game.defaultSettings(players), session: { pot } });
const act = (s: State, codes: string[]): State => steer(game, s, codes);
const until = (phase: State['phase']) => (s: State) => s.phase === phase;

describe('Troggen contract strip', () => {
  it('is what the view shows as info', () => {
    const s = act(game.setup(ctx(4, 0, 12), 1), ['bid:einfach']);
    expect(game.view(s, 2).info).toEqual(strip(s, 2));
  });

  it('TG-BID-1: while bidding it shows the highest bid so far and who made it, by name, and the pot', () => {
    // Dealer 0: the bidding starts at the dealer's right, seat 3, anticlockwise (TG-DEAL-1).
    let s = game.setup(ctx(4, 0, 12), 1);
    expect(stripText(strip(s, 0), NAMES)).toBe('High bid: none yet · Pot: 12 jetons');
    s = act(s, ['bid:einfach']);
    expect(value(strip(s, 0), 'High bid', NAMES)).toBe('Einfach (simple) · Dora');
    s = act(s, ['bid:ohne']);
    expect(value(strip(s, 0), 'High bid', NAMES)).toBe('Ohne Talon (without the talon) · Cilli');
    expect(strip(s, 0).some((l) => l.label.en === 'Bidder')).toBe(false);
  });

  it("TG-BID-2: after the bidding: game, bidder by name, the talon, the goal and the pot with this hand's stakes", () => {
    const s = steer(game, game.setup(ctx(4, 0, 12), 1), ['pass', 'bid:doppelt'], until('discard'));
    expect(stripText(strip(s, 0), NAMES)).toBe(
      'Game: Doppelt (double) · Bidder: Cilli · Talon: taken unseen by the bidder · Goal: 35 points · Pot: 12 + 12 staked this hand'
    );
    expect(stripText(strip(s, 0), NAMES, 'de')).toBe(
      'Spiel: Doppelt · Bieterin: Cilli · Talon: von der Bieterin verdeckt aufgenommen · Ziel: 35 Punkte · Kasse: 12 + 12 Einsatz dieser Hand'
    );
  });

  it('TG-BID-2: Ohne Talon keeps the talon face down for the bidder, Gegen den Talon sets it aside for the defenders', () => {
    let ohne = act(game.setup(ctx(4, 0), 2), ['bid:ohne']);
    ohne = steer(game, ohne, [], until('play'));
    expect(value(strip(ohne, 1), 'Talon')).toBe('face down, counts for the bidder');
    ohne = steer(game, ohne, [], () => false);
    expect(value(strip(ohne, 1), 'Talon')).toBe('turned up: counts for the bidder');
    const gegen = steer(game, game.setup(ctx(4, 0), 2), ['bid:gegen'], until('play'));
    expect(value(strip(gegen, 1), 'Talon')).toBe('set aside, counts for the defenders');
    expect(value(strip(gegen, 1), 'Pot')).toBe('0 + 36 staked this hand');
  });

  it('TG-MIS-1: all passed: a misère, the talon set aside uncounted, fewest points wins', () => {
    const s = steer(game, game.setup(ctx(4, 0, 5), 3), ['pass', 'pass', 'pass', 'pass'], until('play'));
    expect(stripText(strip(s, 0))).toBe('Game: Misère · Talon: set aside, not counted · Goal: fewest points · Pot: 5 jetons');
  });

  it('TG-BID-3: the called king for all; the partner only to himself until the king is played, then to all', () => {
    for (let seed = 1; seed < 60; seed++) {
      let s = steer(game, game.setup(ctx(5, 0), seed), ['bid:einfach'], until('play'));
      if (s.partner < 0) continue;
      const other = [0, 1, 2, 3, 4].find((x) => x !== s.bidder && x !== s.partner)!;
      expect(value(strip(s, other), 'Called king')).toMatch(/^king of /);
      expect(value(strip(s, other), 'Partner')).toBe('unknown until the king is played');
      expect(value(strip(s, null), 'Partner')).toBe('unknown until the king is played');
      expect(value(strip(s, s.bidder), 'Partner')).toBe('unknown until the king is played');
      expect(value(strip(s, s.partner), 'Partner')).toBe('You (secret until you play the king)');
      s = steer(game, s, [], (x) => x.kingPlayed);
      expect(value(strip(s, other), 'Partner', NAMES)).toBe(NAMES[s.partner]);
      return;
    }
    throw new Error('no seed with a partner');
  });

  it("ALL-2: no seat's strip depends on a card hidden from it, at four, five and six players", () => {
    expect(stripLeaks(game, strip, ctx(4, 1, 7), { hands: 2, every: 5 })).toEqual([]);
    expect(stripLeaks(game, strip, ctx(5, 0), { hands: 3, every: 5 })).toEqual([]);
    expect(stripLeaks(game, strip, ctx(6, 3), { hands: 2, every: 5 })).toEqual([]);
  });
});
