import type { Refusal, Seat } from '../../engine/game';
import { NOT_IN_PLAY } from '../../engine/claim-words';
import type { TroccasState } from './state';

/**
 * Claim the rest (issue 29): in the card play. A side that takes every trick takes every card
 * point left; the Fool's point card is the same whenever it is played (TR-4-10).
 */
export const claimRefusal = (s: TroccasState, seat: Seat): Refusal | null => (void seat, s.phase === 'play' ? null : NOT_IN_PLAY);

export const tricksWon = (s: TroccasState): readonly number[] => s.tricksWon;
