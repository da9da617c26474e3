import { refuse, type Refusal, type Seat } from '../../engine/game';
import { GSTIESS, PAGAT } from './cards';
import { LAID_GSTIESS, hasCard, type DroggnState } from './state';
import { NOT_IN_PLAY } from '../../engine/claim-words';

/** Claim the rest (issue 29): the card play only, and not while the Pagat is out (DR-SCORE-3..5: its last trick or its capture scores, and Pagat ultimo is won only by playing it) or a laid-out Gstieß is still to win the last trick (DR-ANN-3). */
export function claimRefusal(s: DroggnState, seat: Seat): Refusal | null {
  if (s.phase !== 'play') return NOT_IN_PLAY;
  if (s.active.some((p) => hasCard(s, p, PAGAT)))
    return refuse(
      'claim-pagat',
      'The Pagat is still out: its last trick is played, not claimed.',
      'Der Pagat ist noch im Spiel: sein letzter Stich wird gespielt, nicht beansprucht.'
    );
  if (s.laidOut === LAID_GSTIESS && hasCard(s, s.declarer, GSTIESS))
    return refuse(
      'claim-gstiess',
      'The laid-out Gstieß must win the last trick: it is played, not claimed.',
      'Der ausgelegte Gstieß muss den letzten Stich machen: er wird gespielt, nicht beansprucht.'
    );
  void seat;
  return null;
}

export const tricksWon = (s: DroggnState): readonly number[] => s.tricksWon;
