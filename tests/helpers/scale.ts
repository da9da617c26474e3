/**
 * How much the property tests check: a sample on every run (`npm test`), the thousands of hands and
 * the long cross-checks under `npm run test:deep` (TRULL_DEEP=1). One switch, the same tests: a test
 * that loops over hands asks `scaled(quick, deep)` for its count (docs/testing.md).
 */
export const DEEP = process.env.TRULL_DEEP === '1';

export const scaled = (quick: number, deep: number): number => (DEEP ? deep : quick);

/**
 * A browser test repeated per game or screen: `npm test` runs the items named in `quick`,
 * `test:deep` the rest (`scripts/e2e-deep.mjs` runs every spec that samples), so CI, which runs
 * both, runs each item once. The per-game specs share the games out, two each, so that every game
 * still runs in two of them at least in each `npm test`. A name in `quick` that is none of the
 * items is an error: it would quietly leave its item out.
 */
export function sampled<T>(all: readonly T[], key: (item: T) => string, quick: readonly string[]): T[] {
  for (const q of quick) if (!all.some((item) => key(item) === q)) throw new Error(`sampled: "${q}" is none of the items`);
  return all.filter((item) => quick.includes(key(item)) !== DEEP);
}
