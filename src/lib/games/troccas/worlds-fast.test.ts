import { describe, expect, it } from 'vitest';
import { runWorlds } from '../../engine/conformance';
import type { HandContext } from '../../engine/game';
import { troccasGame } from './index';

/**
 * The fast path search stands on: legalInto gives exactly legal, payoff equals the score's deltas.
 * Worlds are checked in worlds.test.ts; here they are left out so many hands stay cheap.
 */
const fastPath = (context: HandContext, hands = 300) => {
  const report = runWorlds(troccasGame, { context, hands, worlds: false });
  expect(report.violations).toEqual([]);
  expect(report.actions).toBeGreaterThan(hands * 10);
};

describe('Troccas fast path: legalInto = legal, payoff = score (ALL-1)', () => {
  it('TR-3-2: three players, counted singly', () => fastPath({ players: 3, dealer: 0, settings: { counting3: 'singly' } }));
  it('TR-3-2: three players, counted in threes', () => fastPath({ players: 3, dealer: 1, settings: { counting3: 'threes' } }));
  it('TR-4-7, TR-4-17: four players, talk on', () => fastPath({ players: 4, dealer: 1, settings: { talk: true, knocking: false } }));
  it('TR-4-16: four players, silent, knocking', () => fastPath({ players: 4, dealer: 2, settings: { talk: false, knocking: true } }));
  it('TR-5-1: five players', () => fastPath({ players: 5, dealer: 3, settings: {} }));
  it('TR-6-1: six players, knocking', () => fastPath({ players: 6, dealer: 0, settings: { knocking: true } }));
});
