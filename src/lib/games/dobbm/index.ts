import type { Game, GameModule } from '../../engine/game';
import { dobbmMeta } from './meta';
import { PACK } from './cards';
import { actionCode, describe, parseAction } from './actions';
import { SETTINGS, defaultSettings } from './settings';
import { cloneState, setup, type DobbmState } from './state';
import { apply, applyInPlace, cardAction, checkDobbm, legal, playout, toAct } from './rules';
import { locations, view, type DobbmView } from './view';
import { facts, score, type DobbmFacts } from './scoring';
import { session, type DobbmSession } from './session';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';

export const dobbm: Game<DobbmState, DobbmView, DobbmFacts> = {
  id: 'dobbm',
  name: { en: 'Dobbm', de: 'Dobbm' },
  pack: PACK,
  packFor: () => PACK,
  playerCounts: [4, 5],
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings: () => defaultSettings(),
  setup,
  toAct,
  legal,
  check: checkDobbm,
  cardAction,
  apply,
  view,
  facts,
  score,
  locations,
  describe,
  actionCode,
  parseAction,
  clone: cloneState,
  applyInPlace,
  playout
};

export const dobbmModule: GameModule<DobbmState, DobbmView, DobbmFacts, DobbmSession> = {
  game: dobbm,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session,
  meta: dobbmMeta
};

export type { DobbmState, DobbmView, DobbmFacts, DobbmSession };
