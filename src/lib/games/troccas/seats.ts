/**
 * Seats and sides of Troccas at each table size: the play order, the partnerships, and what the
 * table size decides (the scart, the jack call). Its player counts are its meta's (meta.ts).
 */

/** TR-4-1: play and deal anticlockwise, so the next seat is seat-1. */
export const nextSeat = (seat: number, players: number): number => (seat === 0 ? players : seat) - 1;
/** Partnerships at four and six (TR-4-1, TR-6-1): alternate seats; at three and five each alone. */
export const partnerships = (players: number): boolean => players === 4 || players === 6;
export const sideOf = (seat: number, players: number): number => (partnerships(players) ? seat % 2 : seat);
export const sideCount = (players: number): number => (partnerships(players) ? 2 : players);
export function sideSeats(side: number, players: number): number[] {
  if (!partnerships(players)) return [side];
  const out: number[] = [];
  for (let s = side; s < players; s += 2) out.push(s);
  return out;
}

/** Number of cards the dealer discards (TR-4-8, TR-3-1, TR-5-1); six players have no scart. */
export const scartSize = (players: number): number => (players === 4 ? 2 : players === 6 ? 0 : 3);
/** The jack call exists only with partners (TR-3-1 rules it out at three, and five is "as three"). */
export const jackCallAllowed = (players: number): boolean => partnerships(players);
