import { describe, expect, it } from 'vitest';
import { ctx, run } from '../../../../tests/helpers/dobbm/scenario';
import { steer, stripLeaks, stripText, value } from '../../../../tests/helpers/strip';
import { dobbmGame } from './index';
import type { DobbmState } from './state';
import { strip } from './strip';
import { view } from './view';

const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora', 'Ella'];
// Dealer 0, four players: seat 1 speaks first (DO-BID-1). The cards do not matter here.
const fresh = (settings: Record<string, unknown> = {}) => dobbmGame.setup(ctx(4, 0, settings), 7);
const until = (phase: DobbmState['phase']) => (s: DobbmState) => s.phase === phase;

describe('Dobbm contract strip', () => {
  it('is what the view shows as info', () => {
    const s = run(fresh(), 'bid:dobbm');
    expect(view(s, 2).info).toEqual(strip(s, 2));
  });

  it('DO-BID-1: while bidding it shows the bid that stands and who made it, by name', () => {
    let s = fresh();
    expect(value(strip(s, 1), 'High bid')).toBe('none yet');
    s = run(s, 'bid:pass bid:dobbm');
    expect(value(strip(s, 1), 'High bid', NAMES)).toBe('Dobbm · Cilli');
    s = run(s, 'bid:solo');
    expect(value(strip(s, 1), 'High bid', NAMES)).toBe('Solo · Dora');
    expect(strip(s, 1).some((l) => l.label.en === 'Declarer')).toBe(false);
  });

  it('DO-BID-2: all passed shows the throw-in', () => {
    const s = run(fresh(), 'bid:pass bid:pass bid:pass bid:pass');
    expect(value(strip(s, null), 'Bidding')).toBe('all passed: thrown in');
  });

  it('DO-EXCH-1: an ordinary game: contract, declarer by name, the Dobb taken unseen', () => {
    let s = run(fresh(), 'bid:dobbm bid:good bid:good bid:good');
    expect(stripText(strip(s, 3), NAMES)).toBe(
      'Contract: Dobbm · Declarer: Bert · Dobb: taken unseen · Goal: 61 / 120 (60:60 is a draw) · Stake (a Match): 60 Schilling'
    );
    s = steer(dobbmGame, s, [], until('double'));
    expect(value(strip(s, 3), 'Dobb')).toBe('taken unseen');
    expect(stripText(strip(s, 3), NAMES, 'de')).toContain('Spieler: Bert · Dobb: verdeckt aufgenommen');
  });

  it('DO-EXCH-2, DO-SCORE-2: a Solo counts double and leaves the Dobb face down until the count', () => {
    let s = run(fresh(), 'bid:solo bid:good bid:good bid:good');
    expect(value(strip(s, 2), 'Contract')).toBe('Solo (counts double)');
    expect(value(strip(s, 2), 'Dobb')).toBe('face down, counts for the declarer');
    s = steer(dobbmGame, s, [], () => false);
    expect(value(strip(s, 2), 'Dobb')).toBe('turned up for the count');
  });

  it('DO-DBL-1: the Schwacher with its giver, each Retour, and the factor', () => {
    let s = run(fresh(), 'bid:solo bid:good bid:good bid:good double:good double:schwacher');
    expect(value(strip(s, 0), 'Doubles', NAMES)).toBe('Schwacher (Dora), ×2');
    s = run(s, 'double:retour');
    expect(value(strip(s, 0), 'Doubles', NAMES)).toBe('Schwacher (Dora) + 1 Retour, ×4');
  });

  it('DO-SCORE-4: the stake as the price of a Match', () => {
    expect(value(strip(fresh({ stake: 12 }), 0), 'Stake (a Match)')).toBe('12 Schilling');
  });

  it('DO-SESS-1: a Mußrunde deal says the first player must declare', () => {
    const s = dobbmGame.setup(ctx(4, 0, {}, { mussrunde: true }), 4);
    expect(value(strip(s, 0), 'Mußrunde')).toBe('must declare');
  });

  it('DO-DEAL-1: with five the strip names the dealer who sits out', () => {
    const s = dobbmGame.setup(ctx(5, 4), 4);
    expect(value(strip(s, 0), 'Sits out', NAMES)).toBe('Ella');
  });

  it("ALL-2: no seat's strip depends on a card hidden from it, at four and five players", () => {
    expect(stripLeaks(dobbmGame, strip, ctx(4, 0), { hands: 6 })).toEqual([]);
    expect(stripLeaks(dobbmGame, strip, ctx(5, 2), { hands: 4 })).toEqual([]);
  });
});
