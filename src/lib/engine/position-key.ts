/**
 * The exact solver's position keys (bots/solver.ts, the games' `positionKey` hooks), written a
 * number at a time into one shared buffer, `KEY`, that the solver's table hashes and compares as
 * it stands (bots/solver-table.ts): no string is made. Strings were the second cost of Droggn's
 * solver after its bounds: building one per trick, hashing it in a `Map` and collecting it after.
 *
 * A key is a header (each number 0 to 65,535) and then, suit by suit, the cards still in hands,
 * highest first, each as one code (never 0) for its holder and worth, the suit ended by 0: cards
 * already played between them no longer matter, so positions that differ only in which of them
 * went share one entry (relative ranks, as the double-dummy bridge solvers key). Highest first,
 * so that a suit's top cards, the ones an answer most often depended on, are the segment's first
 * numbers: partition search (bots/solver-table.ts) compares only those where the rest did not
 * matter. `KEY_CARD` holds beside each card's code the card itself (-1 beside the header and the
 * ends of suits), so the solver can tell which cards a segment's numbers are.
 */

/** The key being written: `KEY[0..keyLength())`. Longer than any game's key (six suits of 78 cards, a header). */
export const KEY = new Uint16Array(256);
/** Beside each number of `KEY`: the card it stands for (`suit << 5 | rank`), or -1. */
export const KEY_CARD = new Int16Array(256);
let length = 0;
let suitsFrom = -1;

/** Starts a key (its header follows with `keyAdd`). */
export function keyStart(): void {
  length = 0;
  suitsFrom = -1;
}

/** Adds one number (0 to 65,535) to the key. */
export function keyAdd(n: number): void {
  KEY_CARD[length] = -1;
  KEY[length++] = n;
}

/** How many numbers the key written since `keyStart` has. */
export const keyLength = (): number => length;

/** Where the key's first suit starts (its header's length), -1 while no suit is written. */
export const keySuitsFrom = (): number => suitsFrom;

/**
 * Adds one suit: `held[seat]` is each seat's word of suit `suit`; each card in a hand is written
 * as 1 + holder × `stride` + its worth (`worth[card]`, or `specialWorth` for `special`, a card the
 * score names), highest first, then 0.
 */
export function keySuit(held: ArrayLike<number>, players: number, suit: number, worth: ArrayLike<number>, stride: number, special = -1, specialWorth = 0): void {
  let all = 0;
  for (let seat = 0; seat < players; seat++) all |= held[seat];
  let n = length;
  if (suitsFrom < 0) suitsFrom = n;
  while (all !== 0) {
    const rank = 31 - Math.clz32(all);
    const bit = 1 << rank;
    all ^= bit;
    const c = (suit << 5) | rank;
    let seat = 0;
    while ((held[seat] & bit) === 0) seat++;
    KEY_CARD[n] = c;
    KEY[n++] = 1 + seat * stride + (c === special ? specialWorth : worth[c]);
  }
  KEY_CARD[n] = -1;
  KEY[n++] = 0;
  length = n;
}

/** Keys set aside (`keySave`): per slot, its length, where its suits start, and its numbers and cards. */
export interface KeyStash {
  keys: Uint16Array;
  cards: Int16Array;
}

/** Room for a key (and its two numbers) per slot of a stash. */
const SLOT = KEY.length + 2;

export const keyStash = (slots: number): KeyStash => ({ keys: new Uint16Array(slots * SLOT), cards: new Int16Array(slots * SLOT) });

/** Sets the key written aside in slot `slot` (the solver keeps a trick's key while its subtree writes others). */
export function keySave(stash: KeyStash, slot: number): void {
  const at = slot * SLOT;
  stash.keys[at] = length;
  stash.keys[at + 1] = suitsFrom + 1;
  for (let i = 0; i < length; i++) {
    stash.keys[at + 2 + i] = KEY[i];
    stash.cards[at + 2 + i] = KEY_CARD[i];
  }
}

/** Makes the key in slot `slot` the key written again. */
export function keyRestore(stash: KeyStash, slot: number): void {
  const at = slot * SLOT;
  length = stash.keys[at];
  suitsFrom = stash.keys[at + 1] - 1;
  for (let i = 0; i < length; i++) {
    KEY[i] = stash.keys[at + 2 + i];
    KEY_CARD[i] = stash.cards[at + 2 + i];
  }
}

/** A scratch word per seat for `keySuit`. */
export const HELD: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
