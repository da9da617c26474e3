import { expect } from 'vitest';
import { runConformance } from '../../../src/lib/engine/conformance';
import type { HandContext } from '../../../src/lib/engine/game';
import { countingFor, packTotal } from '../../../src/lib/games/troccas/count';
import { troccasGame } from '../../../src/lib/games/troccas/index';
import { readTroccasSettings } from '../../../src/lib/games/troccas/settings';
import type { TroccasState } from '../../../src/lib/games/troccas/state';
import { scaled } from '../scale';

export const CONFORM_HANDS = scaled(60, 1000);

/** ALL-1, ALL-2, ALL-3 over seeded random hands of one player count and variant (CONFORM_HANDS). */
export function conform(context: HandContext, hands = CONFORM_HANDS): void {
  const counting = countingFor(context.players, readTroccasSettings(context.players, context.settings));
  const total = packTotal(context.players, counting);
  const report = runConformance(troccasGame, {
    context,
    hands,
    viewEvery: 25,
    pointsTotal: (s) => ((s as TroccasState).thrownIn ? null : total)
  });
  expect(report.violations).toEqual([]);
  expect(report.hands).toBe(hands);
}
