import { describe, expect, it } from 'vitest';
import { runConformance, runWorlds } from '../../engine/conformance';
import { has, setOf } from '../../engine/card-set';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { DISCARD, PLAY, isDiscard, isPlay } from './actions';
import type { Settings } from '../../engine/game';
import { dobbmGame } from './index';
import { SETTINGS, defaultSettings } from './settings';
import { scaled } from '../../../../tests/helpers/scale';

const HANDS = scaled(40, 1000);

/**
 * The shared conformance suite (random legal play, hidden cards, replay, in-place path) for both
 * player counts and every variant value. The default rules check every seat's view at every
 * 3rd step; the variants every 11th (the views are the slow part), each over HANDS hands (40 in `npm test`, 1000 in test:deep).
 */
const pointsTotal = (s: unknown) => ((s as { thrownIn: boolean }).thrownIn ? null : 120);

const variants: { name: string; settings: Settings; session?: Record<string, boolean>; viewEvery: number }[] = [
  { name: 'defaults', settings: {}, viewEvery: 4 },
  { name: 'stake 12 (DO-SCORE-4)', settings: { stake: 12 }, viewEvery: 13 },
  { name: 'roundUp never at stake 6 (DO-SCORE-5)', settings: { stake: 6, roundUp: 'never' }, viewEvery: 13 },
  { name: 'roundUp at every stake, stake 24 (DO-SCORE-5)', settings: { stake: 24, roundUp: 'every' }, viewEvery: 13 },
  { name: 'heartSowAlone on (DO-EXCH-3)', settings: { heartSowAlone: true }, viewEvery: 13 },
  { name: 'mussrunde off (DO-SESS-1)', settings: { mussrunde: false }, viewEvery: 13 },
  { name: 'a Mußrunde deal (DO-SESS-1)', settings: {}, session: { mussrunde: true }, viewEvery: 13 }
];

describe('Dobbm conformance', () => {
  it('covers every setting', () => {
    const keys = new Set(variants.flatMap((v) => Object.keys(v.settings)));
    for (const s of SETTINGS) expect(keys.has(s.key) || s.key === 'roundUp').toBe(true);
  });
  for (const players of [4, 5])
    for (const v of variants)
      it(`DO-DEAL-1: ${players} players, ${v.name}: ${HANDS} random hands without a violation`, () => {
        const r = runConformance(dobbmGame, {
          context: { players, dealer: players - 1, settings: { ...defaultSettings(), ...v.settings }, ...(v.session ? { session: v.session } : {}) },
          hands: HANDS,
          firstSeed: players * 10000,
          viewEvery: v.viewEvery,
          pointsTotal
        });
        expect(r.violations).toEqual([]);
        expect(r.hands).toBe(HANDS);
      });
});

/**
 * The fast path against the checked one: `legalInto` gives exactly `legal` at every step and
 * `payoff` equals the score's deltas, for both player counts and the variants that change the
 * legal actions (heartSowAlone, the Mußrunde) or the money (stakes and rounding).
 */
describe('Dobbm fast path', () => {
  const fast = variants.filter((v) => v.name !== 'mussrunde off (DO-SESS-1)');
  for (const players of [4, 5])
    for (const v of fast)
      it(`DO-DEAL-1: ${players} players, ${v.name}: legalInto is legal and payoff is the score over ${HANDS} hands`, () => {
        // Without determinize here: worlds have their own, smaller run below.
        const r = runWorlds(dobbmGame, {
          context: { players, dealer: 1, settings: { ...defaultSettings(), ...v.settings }, ...(v.session ? { session: v.session } : {}) },
          hands: HANDS,
          firstSeed: players * 20000,
          worlds: false
        });
        expect(r.violations).toEqual([]);
        expect(r.actions).toBeGreaterThan(HANDS * 5);
      });
});

/** The engine's hidden-card check covers the view's card fields; the history holds cards in actions, checked here. */
describe('Dobbm memory', () => {
  for (const players of [4, 5])
    it(`ALL-2: ${players} players: every card in a seat's history is one the rules let that seat see (300 random hands)`, () => {
      const bad: string[] = [];
      for (let seed = 1; seed <= 300; seed++) {
        const s = dobbmGame.setup({ players, dealer: seed % players, settings: defaultSettings() }, seed);
        const rng = rngFromSeed(seed);
        for (let step = 0; dobbmGame.toAct(s) !== null; step++) {
          for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
            const seen = setOf([]);
            for (const l of dobbmGame.locations(s))
              if (l.visibleTo === 'all' || (seat !== null && l.visibleTo.includes(seat))) for (let i = 0; i < seen.length; i++) seen[i] |= l.cards[i];
            for (const h of dobbmGame.view(s, seat).history!) {
              if (h.action === null) continue;
              const card = isDiscard(h.action) ? h.action - DISCARD : isPlay(h.action) ? h.action - PLAY : null;
              if (card !== null && !has(seen, card)) bad.push(`seed ${seed} step ${step}: seat ${seat} remembers hidden card ${card}`);
            }
          }
          const legal = dobbmGame.legal(s);
          dobbmGame.applyInPlace(s, legal[nextInt(rng, legal.length)]);
        }
      }
      expect(bad.slice(0, 5)).toEqual([]);
    });
});
