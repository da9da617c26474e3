import type { Game, GameModule, Settings } from '../../engine/game';
import { droggnMeta } from './meta';
import { FRENCH66, type Pack } from '../../engine/packs';
import { checkAction, checkedApply, isRefusal, type Action, type Refusal } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { DISCARD, NAME, OFFER, PLAY, actionCode, cardAction as cardActionOf, describe, parseAction } from './actions';
import { packOf, packTotal } from './cards';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { facts, type DroggnFacts } from './facts';
import { playout } from './playout';
import { applyInPlace, check, legal } from './rules';
import { score } from './scoring';
import { session, type DroggnSession } from './session';
import { SETTINGS, defaultSettings, normalize } from './settings';
import { P_BUY, P_DISCARD, P_NAME, P_OVER, P_PLAY, clone, setup, type DroggnState } from './state';
import { locations, view, type DroggnView } from './view';

export type { DroggnState } from './state';
export type { DroggnFacts } from './facts';
export type { DroggnView } from './view';
export type { DroggnSession } from './session';

/** DR-VAR-2: the pack a hand with these settings is dealt from (FRENCH66 or FRENCH78). */
export const packFor = (settings: Settings | undefined): Pack => packOf(normalize(settings).cards === '78');

/** ALL-1: one of legal(s), or refused with the rules' reason. */
const checkDroggn = (s: DroggnState, a: Action): Refusal | null => checkAction(s, a, legal, check);

/** The card kind each phase asks a tap for; other phases take no card. */
const CARD_KIND: Partial<Record<number, number>> = { [P_DISCARD]: DISCARD, [P_BUY]: OFFER, [P_NAME]: NAME, [P_PLAY]: PLAY };

function cardAction(s: DroggnState, card: Card): Action | null {
  const kind = CARD_KIND[s.phase];
  return kind === undefined ? null : cardActionOf(kind, card, s.is78);
}

export const droggnGame: Game<DroggnState, DroggnView, DroggnFacts> = {
  id: 'droggn',
  name: { en: 'Droggn', de: 'Droggn' },
  // The 78-card variant deals from FRENCH78: see packFor(settings).
  pack: FRENCH66,
  packFor,
  playerCounts: [3, 4],
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings: () => defaultSettings(),
  setup,
  toAct: (s) => (s.phase === P_OVER ? null : s.toAct),
  legal,
  check: checkDroggn,
  cardAction,
  apply: (s, a) => checkedApply(s, a, checkDroggn, clone, applyInPlace),
  view,
  facts,
  score,
  locations,
  describe,
  actionCode,
  parseAction,
  clone,
  applyInPlace,
  playout
};

/** Card points a finished hand's piles add up to (for the conformance suite), null if cut short. */
export function pointsTotal(s: DroggnState): number | null {
  return s.phase === P_OVER && !s.thrownIn && !s.mordLost ? packTotal(s.is78) : null;
}

export const droggnModule: GameModule<DroggnState, DroggnView, DroggnFacts, DroggnSession> = {
  game: droggnGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session,
  meta: droggnMeta
};

export { isRefusal };
