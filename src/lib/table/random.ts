/** Randomness outside the rules (ids, seeds, the first dealer): the browser's crypto source. */
export function randomU32(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}
export const randomId = (): string => crypto.randomUUID();
export const randomSeat = (players: number): number => randomU32() % players;
