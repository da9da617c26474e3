import type { Seat, Text } from './game';
import type { TableView } from './table-view';
import { seatSlot } from './seats';

/**
 * The contract strip: one line of what the whole table knows about this hand (the highest bid,
 * the contract, who plays it, doubles, laid-out cards, the talon, the stakes). Each game builds
 * its lines in its own `strip.ts`; the helpers here keep the words the same across games.
 */
export type StripLine = TableView['info'][number];

export const line = (en: string, de: string, value: Text): StripLine => ({ label: { en, de }, value });

/** A text that reads the same in both languages (a number, a game's own word). */
export const same = (s: string): Text => ({ en: s, de: s });

/** A seat as a slot the screen fills with the player's name (engine/seats.ts). */
export const seatValue = (seat: Seat): Text => same(seatSlot(seat));

/** A value followed by who it belongs to: "Solo · Anna". */
export const byWhom = (what: Text, seat: Seat): Text => ({ en: `${what.en} · ${seatSlot(seat)}`, de: `${what.de} · ${seatSlot(seat)}` });

/** The highest bid so far while the bidding runs; "none yet" before anyone has bid. */
export function highBid(bid: Text | null, seat: Seat | null): StripLine {
  const value = bid === null || seat === null ? { en: 'none yet', de: 'noch keines' } : byWhom(bid, seat);
  return line('High bid', 'Höchstes Gebot', value);
}

/**
 * Schwacher and Retour (Droggn DR-ANN-4, Dobbm DO-DBL-1): who gave the Schwacher, how many
 * Retours followed, and the factor they put on the game: "Schwacher (Bert) + 2 Retour, ×8".
 */
export function doublesLine(by: Seat | null, retours: number): StripLine {
  const who = by === null ? '' : ` (${seatSlot(by)})`;
  const factor = 2 ** (1 + retours);
  const r = retours === 0 ? '' : ` + ${retours} Retour`;
  return line('Doubles', 'Schüsse', { en: `Schwacher${who}${r}, ×${factor}`, de: `Schwacher${who}${r}, ×${factor}` });
}

/** With five (Dobbm) or four (Droggn) at the table, the dealer holds no cards this hand. */
export const sitsOut = (dealer: Seat): StripLine => line('Sits out', 'Setzt aus', seatValue(dealer));
