import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { rngFromSeed, nextInt } from '../engine/rng';
import { DEEP } from '../../../tests/helpers/scale';
import { accuracyOf, costOf, GOOD, MISTAKE, NOISE, scaleOf, verdictOf, type PairedJudgement } from './accuracy';
import { GAMES } from '../games/registry';
import { checkHand, judgedHand } from './accuracy-hands';

/** A paired judgement from rows of results (one row a world, one column a card), all weights 1. */
function paired(rows: number[][]): PairedJudgement {
  const n = rows[0].length;
  const means = Array.from({ length: n }, (_, i) => rows.reduce((x, r) => x + r[i], 0) / rows.length);
  return {
    means,
    ahead: means.map(() => 0),
    worlds: rows.length,
    weight: rows.length,
    results: rows.map((r) => Float64Array.from(r)),
    weights: rows.map(() => 1)
  };
}

/** Worlds whose results wobble (seeded): card i's result is `base[i]` plus the world's luck, shared by all cards, plus a little of its own. */
function worlds(base: number[], count: number, own: number, seed = 1): number[][] {
  const rng = rngFromSeed(seed);
  return Array.from({ length: count }, () => {
    const luck = nextInt(rng, 41) - 20;
    return base.map((b) => b + luck + (nextInt(rng, 2 * own + 1) - own));
  });
}

describe('issue 30 item 3: what a card cost, and the hand accuracy', () => {
  it('a card clearly worse than the best costs the gap, in the game points, and a verdict by the game thresholds', () => {
    const j = paired(worlds([15, 0, 5], 200, 2));
    const worst = costOf('droggn', [100, 101, 102], j, 1);
    expect(worst.best).toBe(100);
    expect(worst.cost).toBeGreaterThan(13);
    expect(worst.cost).toBeLessThan(17);
    expect(worst.verdict).toBe('mistake');
    const best = costOf('droggn', [100, 101, 102], j, 0);
    expect(best).toMatchObject({ best: 100, cost: 0, verdict: 'best' });
  });

  it('within the noise a card is as good as the best: no cost', () => {
    // The cards differ by less than the noise of their own luck: none is charged.
    const j = paired(worlds([0.2, 0, 0.1], 200, 20, 7));
    for (let c = 0; c < 3; c++) expect(costOf('droggn', [1, 2, 3], j, c)).toMatchObject({ cost: 0, verdict: 'best' });
  });

  it("the best card is chosen on half of the worlds and its gap measured on the other half (no winner's curse)", () => {
    // Card 1 looks best on the even worlds by their luck alone; the odd ones show it no better.
    const rows = Array.from({ length: 100 }, (_, w) => (w % 2 === 0 ? [0, 5] : [0, 0]));
    const j = paired(rows);
    expect(costOf('droggn', [7, 8], j, 0).cost).toBe(0);
  });

  it('verdicts by the thresholds of each game, shares of its scale', () => {
    for (const game of GAMES.map((g) => g.meta.id)) {
      const scale = scaleOf(game);
      expect(verdictOf(game, 0)).toBe('best');
      expect(verdictOf(game, (GOOD * scale) / 2)).toBe('good');
      expect(verdictOf(game, GOOD * scale)).toBe('inaccuracy');
      expect(verdictOf(game, MISTAKE * scale)).toBe('mistake');
    }
    expect(NOISE).toBeGreaterThan(1);
  });

  it("accuracy: 100 × e^(−total cost / the game's scale); 100 when nothing cost; none without a judged card", () => {
    expect(accuracyOf('troccas', [])).toBeNull();
    expect(accuracyOf('troccas', [{ cost: 0 }, { cost: 0 }])).toBe(100);
    // A typical hand's worth lost: 100/e.
    expect(accuracyOf('troccas', [{ cost: 4 }, { cost: 6 }])).toBe(37);
    expect(accuracyOf('droggn', [{ cost: 4 }, { cost: 6 }])).toBe(81);
    expect(accuracyOf('troccas', [{ cost: 100 }])).toBe(0);
  });
});

/**
 * The goal's check on a few fixed deals per game (`npm run accuracy-check` runs a hundred, its
 * figures in docs/insight.md): the strong bot's own cards score at least 95 (all hands but one at
 * most), random cards in the same contracts far lower.
 */
describe.runIf(DEEP)('issue 30 item 3: the strong bot scores high, random cards far lower (fixed deals)', () => {
  // Hands per game: Troccas's are the slowest to play and judge (a minute each on a busy machine).
  const HANDS: Record<string, number> = { droggn: 4, dobbm: 4, troggen: 3, troccas: 2 };
  for (const [id, hands] of Object.entries(HANDS))
    it(`${id}: ${hands} hands`, () => {
      const mod = MODULES[id];
      const figures = { strong: [] as number[], random: [] as number[] };
      for (let h = 1; figures.strong.length < hands && h < 20; h++) {
        const strong = judgedHand(mod, checkHand(mod, 900_000 + h, 'strong').record).accuracy;
        const random = judgedHand(mod, checkHand(mod, 900_000 + h, 'random').record).accuracy;
        if (strong === null || random === null) continue;
        figures.strong.push(strong);
        figures.random.push(random);
      }
      const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
      // On so few deals one card charged to the strong bot by the sampling's bad luck moves the mean
      // (about 2% of the strong bot's hands over a hundred deals, docs/insight.md): at most one below 95.
      expect(figures.strong.filter((a) => a < 95).length, `strong ${figures.strong}`).toBeLessThanOrEqual(1);
      expect(mean(figures.random), `strong ${figures.strong}, random ${figures.random}`).toBeLessThan(mean(figures.strong) - 10);
    });
});
