import { EXCUSE, TRUMP, card, trump, type Card } from '../../engine/cards';
import { seatSlot } from '../../engine/seats';
import { MARSEILLE78, cardCode } from '../../engine/packs';
import type { Seat, Text } from '../../engine/game';

/**
 * Troggen's cards, actions and contracts as named constants (TG-CARD-1). The pack is MARSEILLE78:
 * suit slots 0 cups (C), 1 swords (S), 2 coins (O), 3 batons (B); trumps I..XXI; the Excuse.
 */
export const PACK = MARSEILLE78;
export const VALUES = MARSEILLE78.values;
export const KING_RANK = 13;
export const PAGAT: Card = trump(1);
export { EXCUSE, TRUMP };
export const kingOf = (suit: number): Card => card(suit, KING_RANK);
export const isKing = (c: Card): boolean => c >> 5 < 4 && (c & 31) === KING_RANK;

/** Contracts by level; the level is the stake unit's index (TG-BID-2). */
export type Contract = 'einfach' | 'doppelt' | 'ohne' | 'gegen' | 'misere';
export const BID_NAMES = ['einfach', 'doppelt', 'ohne', 'gegen'] as const;
export type BidName = (typeof BID_NAMES)[number];
/** Stake unit of each bid level 1..4 (TG-BID-2). */
export const UNIT: Record<BidName, number> = { einfach: 1, doppelt: 2, ohne: 4, gegen: 6 };
export const BID_TEXT: Record<Contract, Text> = {
  einfach: { en: 'Einfach (simple)', de: 'Einfach' },
  doppelt: { en: 'Doppelt (double)', de: 'Doppelt' },
  ohne: { en: 'Ohne Talon (without the talon)', de: 'Ohne Talon' },
  gegen: { en: 'Gegen den Talon (against the talon)', de: 'Gegen den Talon' },
  misere: { en: 'Misère', de: 'Misère' }
};

/** Actions: a card number (0..160) plays it; the rest are offsets. */
export const A_PASS = 200;
/** 201..204: bid einfach, doppelt, ohne, gegen. */
export const A_BID = 200;
/** 240..243: call the king of suit 0..3. */
export const A_CALL = 240;
/** 256 + card: discard that card into the talon. */
export const A_DISCARD = 256;

/** Cards each player gets and talon size by player count (TG-DEAL-2). */
export const HAND_SIZE: Record<number, number> = { 4: 18, 5: 15, 6: 12 };
export const TALON_SIZE: Record<number, number> = { 4: 6, 5: 3, 6: 6 };

export const code = (c: Card) => cardCode(PACK, c);
export const suitName = (suit: number): Text => ({ en: PACK.suits[suit].en, de: PACK.suits[suit].de });
/** A seat in the game's texts: a slot the screen fills with the player's name. */
export const seatText = (s: Seat): Text => ({ en: seatSlot(s), de: seatSlot(s) });
/** The next player anticlockwise, to the right (TG-DEAL-1); a compare, not a modulo (a division at every card). */
export const nextSeat = (s: Seat, n: number): Seat => (s === 0 ? n : s) - 1;
