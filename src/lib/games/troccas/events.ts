import type { TroccasState } from './state';

/**
 * The public log of a Troccas hand (`state.events`), as quadruples [seat, kind, a, b]: what every
 * seat saw happen. Views and bots read it by these kinds. Migrate stored data before renumbering.
 */
export const E = {
  CATCHUP: 1,
  ROUND: 2,
  GO_ON: 3,
  ALLOW: 4,
  TALK: 5,
  LIBER: 6,
  THROW_IN: 7,
  DEALER_ON: 8,
  DISCARD: 9,
  KNOCK: 10,
  KING_JACK: 11,
  TAKE: 12,
  CALL: 13,
  CALL_RESULT: 14,
  NO_CALL: 15,
  FOOL_PAID: 16,
  FOOL_WAITS: 17,
  TRICK: 18,
  ALL_TRICKS: 19
} as const;

/** CALL_RESULT codes (b field). */
export const CALL_RESULT = { SWAPPED: 0, IN_SCART: 1, FOOL: 2, QUEEN_OR_CAVALIER: 3 } as const;

export function log(s: TroccasState, seat: number, kind: number, a = 0, b = 0): void {
  s.events.push(seat, kind, a, b);
}
