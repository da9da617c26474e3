import type { Seat } from './game';

/**
 * Seats inside a game's texts. The rules do not know people's names, so a text that names a seat
 * ("Player 3 pays into the pot", "Seats 1 + 3") holds a slot, `{seat:2}`, that the screen fills
 * with the player's name. Without names (command-line tools, tests) the slot reads "Seat 3".
 */
export const seatSlot = (seat: Seat): string => `{seat:${seat}}`;

/** Several seats as one text: "{seat:0} + {seat:2}". */
export const seatsSlot = (seats: readonly Seat[]): string => seats.map(seatSlot).join(' + ');

const SLOT = /\{seat:(\d+)\}/g;

/** Fill every seat slot: with `names[seat]`, or "Seat n" / "Platz n" (1-based) where none is given. */
export function fillSeats(text: string, names: readonly string[] = [], lang: 'en' | 'de' = 'en'): string {
  return text.replace(SLOT, (_, n: string) => names[Number(n)] ?? `${lang === 'de' ? 'Platz' : 'Seat'} ${Number(n) + 1}`);
}
