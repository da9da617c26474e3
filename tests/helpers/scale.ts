/**
 * How much the property tests check: a sample on every run (`npm test`), the thousands of hands and
 * the long cross-checks under `npm run test:deep` (TRULL_DEEP=1). One switch, the same tests: a test
 * that loops over hands asks `scaled(quick, deep)` for its count (docs/testing.md).
 */
export const DEEP = process.env.TRULL_DEEP === '1';

export const scaled = (quick: number, deep: number): number => (DEEP ? deep : quick);
