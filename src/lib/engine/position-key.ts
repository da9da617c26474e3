/**
 * The exact solver's position keys (bots/solver.ts, the games' `positionKey` hooks), written a
 * number at a time into one shared buffer, `KEY`, that the solver's table hashes and compares as
 * it stands (bots/solver-table.ts): no string is made. Strings were the second cost of Droggn's
 * solver after its bounds: building one per trick, hashing it in a `Map` and collecting it after.
 *
 * A key is a header (each number 0 to 65,535) and then, suit by suit, the cards still in hands,
 * lowest first, each as one code (never 0) for its holder and worth, the suit ended by 0: cards
 * already played between them no longer matter, so positions that differ only in which of them
 * went share one entry (relative ranks, as the double-dummy bridge solvers key).
 */

/** The key being written: `KEY[0..keyLength())`. Longer than any game's key (six suits of 78 cards, a header). */
export const KEY = new Uint16Array(256);
let length = 0;

/** Starts a key (its header follows with `keyAdd`). */
export function keyStart(): void {
  length = 0;
}

/** Adds one number (0 to 65,535) to the key. */
export function keyAdd(n: number): void {
  KEY[length++] = n;
}

/** How many numbers the key written since `keyStart` has. */
export const keyLength = (): number => length;

/**
 * Adds one suit: `held[seat]` is each seat's word of suit `suit`; each card in a hand is written
 * as 1 + holder × `stride` + its worth (`worth[card]`, or `specialWorth` for `special`, a card the
 * score names), then 0.
 */
export function keySuit(
  held: ArrayLike<number>,
  players: number,
  suit: number,
  worth: ArrayLike<number>,
  stride: number,
  special = -1,
  specialWorth = 0
): void {
  let all = 0;
  for (let seat = 0; seat < players; seat++) all |= held[seat];
  let n = length;
  while (all !== 0) {
    const low = all & -all;
    all ^= low;
    const c = (suit << 5) | (31 - Math.clz32(low));
    let seat = 0;
    while ((held[seat] & low) === 0) seat++;
    KEY[n++] = 1 + seat * stride + (c === special ? specialWorth : worth[c]);
  }
  KEY[n++] = 0;
  length = n;
}

/** A scratch word per seat for `keySuit`. */
export const HELD: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
