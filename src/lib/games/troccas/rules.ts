import type { Action, Refusal, Seat } from '../../engine/game';
import { checkAction, checkedApply, refuse } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { assertNever, drawListed, legalFrom } from '../../engine/fast';
import type { RngState } from '../../engine/rng';
import { DISCARD, PLAY } from './actions';
import { applyCatchUp, applyInterval, catchUpLegal, intervalLegal, intervalRandom } from './deal';
import { applyCall, applyTake, callLegal, takeLegal } from './jack-call';
import { applyPlay, playLegal, playRandom, playRefusal } from './play';
import { applyDiscard, discardLegal, discardRandom, discardRefusal } from './scart';
import { clone, type Phase, type TroccasState } from './state';

/**
 * Troccas's rules as one phase dispatch: `toAct`, `legalInto` (the one source of legal actions),
 * `check`, `cardAction`, `applyInPlace` and `apply`. The phases' own rules live in deal.ts,
 * scart.ts, play.ts and jack-call.ts; the checked path is `check` + `clone` + `applyInPlace`.
 */

export const toAct = (s: TroccasState): Seat | null => (s.phase === 'over' ? null : s.toAct);

export function legalInto(s: TroccasState, out: Uint16Array): number {
  switch (s.phase) {
    case 'catchup':
      return catchUpLegal(s, out);
    case 'interval':
    case 'dealer':
      return intervalLegal(s, out);
    case 'discard':
      return discardLegal(s, out);
    case 'play':
      return playLegal(s, out);
    case 'take':
      return takeLegal(s, out);
    case 'call':
      return callLegal(s, out);
    case 'over':
      return 0;
    default:
      return assertNever(s.phase);
  }
}

/** The table's list is the fast path's answer copied out, so the two never disagree. */
export const legal = legalFrom(legalInto);

const listed = drawListed(legalInto);

/** One uniformly random legal action, as `legal(s)[r]`: cards drawn from their masks, talk and calls listed. */
export function randomLegal(s: TroccasState, rng: RngState): Action {
  if (s.phase === 'play') return playRandom(s, rng, listed);
  if (s.phase === 'discard') return discardRandom(s, rng);
  if (s.phase === 'interval' || s.phase === 'dealer') return intervalRandom(s, rng);
  return listed(s, rng);
}

export function applyInPlace(s: TroccasState, a: number): void {
  s.actions.push(s.toAct, a);
  switch (s.phase) {
    case 'catchup':
      return applyCatchUp(s, a);
    case 'interval':
    case 'dealer':
      return applyInterval(s, a);
    case 'discard':
      return applyDiscard(s, a);
    case 'play':
      return applyPlay(s, a);
    case 'take':
      return applyTake(s, a);
    case 'call':
      return applyCall(s, a);
    case 'over':
      return;
    default:
      return assertNever(s.phase);
  }
}

/** What each phase waits for, said when an action does not fit it. */
const NOW: Record<Exclude<Phase, 'over'>, [string, string]> = {
  catchup: ['Now the losing side chooses how the cards are dealt.', 'Jetzt wählt die verlierende Seite, wie gegeben wird.'],
  interval: ['Now say whether to go on or to allow a throw-in.', 'Jetzt sagen, ob weiter gegeben oder neu gegeben werden darf.'],
  dealer: ['Now the dealer decides: go on or throw in.', 'Jetzt entscheidet der Geber: weiter oder neu geben.'],
  discard: ['Now the dealer lays cards away to the scart.', 'Jetzt legt der Geber den Scart ab.'],
  play: ['Now a card is played.', 'Jetzt wird eine Karte gespielt.'],
  take: ['Now take back a numeral of the suit from the trick.', 'Jetzt eine Zahlkarte der Farbe aus dem Stich zurücknehmen.'],
  call: ['Now the trick winner calls for the jack or not.', 'Jetzt ruft der Stichgewinner den Buben oder nicht.']
};

function refusal(s: TroccasState, a: number): Refusal | null {
  if (s.phase === 'over') return refuse('hand-over', 'The hand is over.', 'Das Spiel ist zu Ende.');
  if (!Number.isInteger(a)) return refuse('not-an-action', 'That is not an action.', 'Das ist keine Aktion.');
  const ok = legal(s).includes(a);
  if (ok) return null;
  const specific = s.phase === 'play' ? playRefusal(s, a) : s.phase === 'discard' && a >= DISCARD && a < DISCARD + 192 ? discardRefusal(s, a) : null;
  if (specific) return specific;
  const [en, de] = NOW[s.phase];
  return refuse('not-now', `That is not allowed now. ${en}`, `Das ist jetzt nicht erlaubt. ${de}`);
}

/** ALL-1: one of legal(s), or refused with the rules' reason. */
export const check = (s: TroccasState, a: Action): Refusal | null => checkAction(s, a, legal, refusal);

/** A tap on a hand card plays it, or in the scart phase discards it; other phases take no card. */
export function cardAction(s: TroccasState, card: Card): Action | null {
  if (s.phase === 'play') return PLAY + card;
  if (s.phase === 'discard') return DISCARD + card;
  return null;
}

export function apply(s: TroccasState, a: number): TroccasState | Refusal {
  return checkedApply(s, a, check, clone, applyInPlace);
}
