import type { Action, Game, Refusal } from '../../engine/game';
import { checkAction, checkedApply, refuse } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { assertNever, legalFrom } from '../../engine/fast';
import { DISCARD, PLAY, actionCode, describe, parseAction } from './actions';
import { applyCatchUp, applyInterval, catchUpLegal, intervalLegal, setup } from './deal';
import { applyCall, applyTake, callLegal, takeLegal } from './jack-call';
import { applyPlay, playLegal, playRefusal } from './play';
import { defaultSettings, PACK, PLAYER_COUNTS, SETTINGS } from './rules';
import { applyDiscard, discardLegal, discardRefusal } from './scart';
import { factsOf, payoff, score, trickPoints, type TroccasFacts } from './score';
import { cloneState, type TroccasState } from './state';
import { locations, view, type TroccasView } from './view';
import { determinize, worldDeal } from './worlds';

/** Dispatch by phase: legal actions, the fast in-place path, and the checked `apply`. */
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

function refusal(s: TroccasState, a: number): Refusal | null {
  if (s.phase === 'over') return refuse('hand-over', 'The hand is over.', 'Das Spiel ist zu Ende.');
  if (!Number.isInteger(a)) return refuse('not-an-action', 'That is not an action.', 'Das ist keine Aktion.');
  const ok = legal(s).includes(a);
  if (ok) return null;
  const specific = s.phase === 'play' ? playRefusal(s, a) : s.phase === 'discard' && a >= 256 && a < 448 ? discardRefusal(s, a) : null;
  if (specific) return specific;
  const why: Record<string, [string, string]> = {
    catchup: ['Now the losing side chooses how the cards are dealt.', 'Jetzt wählt die verlierende Seite, wie gegeben wird.'],
    interval: ['Now say whether to go on or to allow a throw-in.', 'Jetzt sagen, ob weiter gegeben oder neu gegeben werden darf.'],
    dealer: ['Now the dealer decides: go on or throw in.', 'Jetzt entscheidet der Geber: weiter oder neu geben.'],
    discard: ['Now the dealer discards two cards to the scart.', 'Jetzt legt der Geber den Scart ab.'],
    play: ['Now a card is played.', 'Jetzt wird eine Karte gespielt.'],
    take: ['Now take back a numeral of the suit from the trick.', 'Jetzt eine Zahlkarte der Farbe aus dem Stich zurücknehmen.'],
    call: ['Now the trick winner calls for the jack or not.', 'Jetzt ruft der Stichgewinner den Buben oder nicht.']
  };
  const [en, de] = why[s.phase] ?? ['Not allowed now.', 'Jetzt nicht erlaubt.'];
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
  return checkedApply(s, a, check, cloneState, applyInPlace);
}

export const troccasGame: Game<TroccasState, TroccasView, TroccasFacts> = {
  id: 'troccas',
  name: { en: 'Troccas', de: 'Troccas' },
  pack: PACK,
  packFor: () => PACK,
  playerCounts: PLAYER_COUNTS,
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings,
  setup,
  toAct: (s) => (s.phase === 'over' ? null : s.toAct),
  legal,
  check,
  cardAction,
  apply,
  view,
  facts: factsOf,
  score,
  locations,
  describe,
  actionCode,
  parseAction,
  clone: cloneState,
  applyInPlace,
  legalInto,
  payoff,
  trickPoints,
  worldDeal,
  determinize
};
