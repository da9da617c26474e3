/**
 * Cards are small integers: `suit << 5 | rank`. The rank is the card's strength inside its suit
 * (higher number = stronger), so comparing two cards of one suit is comparing their ranks, and a
 * card set can keep one 32-bit word per suit (see card-set.ts).
 *
 * Suit slots are shared by all packs: 0..3 the four plain suits, 4 the trumps (rank = the trump's
 * number, 1..21), 5 the excuse (Gstieß / Fool / Excuse, rank 0). Dobbm has no trump slot: its
 * hearts are a plain suit that its rules treat as trumps.
 *
 * Migrate stored data before changing this layout: card numbers are persisted in hand records.
 */
export type Card = number;
export type Suit = number;

export const SUIT_BITS = 5;
export const TRUMP: Suit = 4;
export const EXCUSE_SUIT: Suit = 5;
export const SUIT_SLOTS = 6;
/** The excuse card of any tarot pack. */
export const EXCUSE: Card = (EXCUSE_SUIT << SUIT_BITS) | 0;

export const card = (suit: Suit, rank: number): Card => (suit << SUIT_BITS) | rank;
export const suitOf = (c: Card): Suit => c >> SUIT_BITS;
export const rankOf = (c: Card): number => c & 31;
export const trump = (n: number): Card => card(TRUMP, n);
