/**
 * The exact solver's position keys (bots/solver.ts, the games' `positionKey` hooks), written a
 * number at a time into one buffer and turned into a single flat string at the end. The table
 * hashes that string once; a key grown a character at a time is a chain of small strings that the
 * table must first flatten, and with the garbage it leaves this cost Droggn's solver a third of
 * its time.
 *
 * A key is a fixed header (each number 0 to 65,535) and then, suit by suit, the cards still in
 * hands, lowest first, each as one code (never 0) for its holder and worth, the suit ended by 0:
 * cards already played between them no longer matter, so positions that differ only in which of
 * them went share one entry (relative ranks, as the double-dummy bridge solvers key).
 */
const KEY: number[] = [];

/** Starts a key: its header, each value 0 to 65,535. */
export function keyStart(...header: number[]): void {
  KEY.length = 0;
  for (const n of header) KEY.push(n);
}

/** Adds one more header number (0 to 65,535). */
export function keyAdd(n: number): void {
  KEY.push(n);
}

/**
 * Adds one suit: `held[seat]` is each seat's word of suit `suit`; each card in a hand is written
 * as 1 + holder × `stride` + its worth (`worth[card]`, or `specialWorth` for `special`, a card the
 * score names), then 0.
 */
export function keySuit(held: ArrayLike<number>, players: number, suit: number, worth: ArrayLike<number>, stride: number, special = -1, specialWorth = 0): void {
  let all = 0;
  for (let seat = 0; seat < players; seat++) all |= held[seat];
  while (all !== 0) {
    const low = all & -all;
    all ^= low;
    const c = (suit << 5) | (31 - Math.clz32(low));
    let seat = 0;
    while ((held[seat] & low) === 0) seat++;
    KEY.push(1 + seat * stride + (c === special ? specialWorth : worth[c]));
  }
  KEY.push(0);
}

/** The key written since `keyStart`, as one flat string. */
export const keyString = (): string => String.fromCharCode.apply(null, KEY);

/** A scratch word per seat for `keySuit`. */
export const HELD: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
