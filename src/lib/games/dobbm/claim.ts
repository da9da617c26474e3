import type { Refusal, Seat } from '../../engine/game';
import { NOT_IN_PLAY } from '../../engine/claim-words';
import type { DobbmState } from './state';

/** Claim the rest (issue 29): in the card play; nothing but the tricks is left to score. */
export const claimRefusal = (s: DobbmState, seat: Seat): Refusal | null => (void seat, s.phase === 'play' ? null : NOT_IN_PLAY);

export const tricksWon = (s: DobbmState): readonly number[] => s.tricksWon;
