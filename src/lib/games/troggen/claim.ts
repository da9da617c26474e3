import { has } from '../../engine/card-set';
import { refuse, type Refusal, type Seat } from '../../engine/game';
import { NOT_IN_PLAY } from '../../engine/claim-words';
import { EXCUSE, PAGAT, isKing } from './constants';
import type { TroggenState } from './state';

/**
 * Claim the rest (issue 29): in the card play of a bid (in a misère each plays alone, so one
 * seat's tricks do not settle the others'), and not while the last trick can still pay: the
 * bidder's Pagat or king (TG-SCORE-2/3) or another seat's Excuse, which goes to the last trick's
 * winner but stays with its player in any earlier trick (TG-PLAY-4).
 */
export function claimRefusal(s: TroggenState, seat: Seat): Refusal | null {
  if (s.phase !== 'play') return NOT_IN_PLAY;
  if (s.bidder < 0)
    return refuse(
      'claim-misere',
      'In a misère everyone plays alone: the hand is played out.',
      'In der Misère spielt jeder für sich: das Spiel wird zu Ende gespielt.'
    );
  const bidderHand = s.hands[s.bidder];
  if (has(bidderHand, PAGAT) || heldKing(bidderHand))
    return refuse(
      'claim-last-trick',
      "The bidder's Pagat or king can still pay in the last trick: it is played.",
      'Pagat oder König der Bieterin können im letzten Stich noch zahlen: er wird gespielt.'
    );
  if (s.hands.some((h, p) => p !== seat && has(h, EXCUSE)))
    return refuse('claim-excuse', 'The Excuse is still out: the hand is played out.', 'Die Excuse ist noch im Spiel: das Spiel wird zu Ende gespielt.');
  return null;
}

function heldKing(hand: readonly number[]): boolean {
  for (let suit = 0; suit < 4; suit++) for (let r = 0; r < 32; r++) if ((hand[suit] & (1 << r)) !== 0 && isKing((suit << 5) | r)) return true;
  return false;
}

export const tricksWon = (s: TroggenState): readonly number[] => s.tricksWon;
