/** Randomness outside the rules (ids, seeds, the first dealer): the browser's crypto source. */
export function randomU32(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}
export const randomId = (): string => crypto.randomUUID();

/**
 * Where a test fixes the table's chance (tests/e2e/table-helpers.ts, `fastBots`): the first deal's
 * seed. Never set for people, who get random deals, a random first dealer and bots on the clock.
 */
const TEST_SEED_KEY = 'trull.seed';

/** The test's fixed seed, or null (also when there is no storage, or the value is not a number). */
export function testSeed(): number | null {
  const s = typeof localStorage === 'undefined' ? null : localStorage.getItem(TEST_SEED_KEY);
  return s !== null && /^\d+$/.test(s) ? Number(s) >>> 0 : null;
}

/** The first dealer of a new table: random, or the test seed's when a test fixed the deals. */
export function firstDealerFor(players: number): number {
  const fixed = testSeed();
  return (fixed ?? randomU32()) % players;
}
