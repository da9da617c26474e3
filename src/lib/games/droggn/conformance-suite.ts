import { describe, expect, it } from 'vitest';
import { runConformance } from '../../engine/conformance';
import type { Settings } from '../../engine/game';
import { droggnGame, packFor, pointsTotal } from './index';
import { DEFAULTS } from './settings';
import type { DroggnState } from './state';

/**
 * ALL-1..3 and the engine's invariants over >= 1000 seeded hands for each player count and each
 * variant value (the default run covers every default value).
 */
const VARIANTS: [string, Settings][] = [
  ['defaults', {}],
  ['threshold=38', { threshold: '38' }],
  ['threshold=tie-last-trick', { threshold: 'tie-last-trick' }],
  ['showTalon=true', { showTalon: true }],
  ['talonDeal=after-second', { talonDeal: 'after-second' }],
  ['talonDeal=fives', { talonDeal: 'fives' }],
  ['gstiessBarredLast=true', { gstiessBarredLast: true }],
  ['laidGstiessKept=true', { laidGstiessKept: true }],
  ['kleineGstiess=true', { kleineGstiess: true }],
  ['mordReading=plus-pagat', { mordReading: 'plus-pagat' }],
  ['cards=78', { cards: '78' }]
];
const HANDS = Number(process.env.DROGGN_CONFORMANCE_HANDS ?? 1000);

export function conformanceSuite(players: number): void {
describe(`Droggn conformance, ${players} players`, () => {
    for (const [name, extra] of VARIANTS)
      it(`ALL-1, ALL-2, ALL-3, DR-VAR: ${players} players, ${name}: ${HANDS} random hands without a violation`, () => {
        const settings = { ...DEFAULTS, ...extra };
        const game = { ...droggnGame, pack: packFor(settings) };
        const report = runConformance(game, {
          context: { players, dealer: players - 1, settings },
          hands: HANDS,
          firstSeed: 1000 * players,
          viewEvery: 10,
          pointsTotal: (s) => pointsTotal(s as DroggnState)
        });
        expect(report.violations).toEqual([]);
        expect(report.hands).toBe(HANDS);
      });
});
}
