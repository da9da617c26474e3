import { describe, expect, it } from 'vitest';
import { runConformance } from '../../engine/conformance';
import type { Settings } from '../../engine/game';
import { troggenGame } from './index';
import { pileValue } from './scoring';
import { SETTINGS, defaultSettings, totalPoints } from './settings';
import type { TroggenState } from './state';
import { scaled } from '../../../../tests/helpers/scale';

const HANDS = scaled(40, 1000);

/** All points in play: 70/67/64, less the talon in a misère (TG-CARD-2, TG-MIS-1). */
const pointsTotal = (x: unknown) => {
  const s = x as TroggenState;
  return totalPoints(s.players) - (s.bidder < 0 ? pileValue(s.talon) : 0);
};

function check(players: number, settings: Settings, viewEvery: number) {
  const r = runConformance(troggenGame, {
    context: { players, dealer: players - 1, settings, session: { pot: 7 } },
    hands: HANDS,
    firstSeed: 1000 * players,
    pointsTotal,
    viewEvery
  });
  expect(r.violations).toEqual([]);
  expect(r.hands).toBe(HANDS);
}

describe('Troggen conformance (ALL-2, ALL-3)', () => {
  for (const players of [4, 5, 6]) {
    it(`${players} players, default rules: ${HANDS} random hands`, () => check(players, defaultSettings(players), 7));
    for (const spec of SETTINGS) {
      if (spec.players && !spec.players.includes(players)) continue;
      const values = spec.kind === 'boolean' ? [true, false] : (spec.options ?? []).map((o) => o.value);
      for (const value of values) {
        if (value === spec.default) continue;
        it(`${players} players, ${spec.rule} ${spec.key}=${value}: ${HANDS} random hands`, () =>
          check(players, { ...defaultSettings(players), [spec.key]: value }, 29));
      }
    }
  }
});
