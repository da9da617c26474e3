import { expect } from 'vitest';
import { runConformance } from '../../engine/conformance';
import type { HandContext } from '../../engine/game';
import { packTotal } from './count';
import { troccasGame } from './game';
import { countingFor, resolveSettings } from './rules';
import type { TroccasState } from './state';

/** ALL-1, ALL-2, ALL-3 over 1000 seeded random hands of one player count and variant. */
export function conform(context: HandContext, hands = 1000): void {
  const counting = countingFor(context.players, resolveSettings(context.players, context.settings));
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
