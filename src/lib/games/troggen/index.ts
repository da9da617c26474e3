import type { Game, GameModule } from '../../engine/game';
import { troggenMeta } from './meta';
import type { Card } from '../../engine/cards';
import { nextInt, type RngState } from '../../engine/rng';
import { nthCard, popcount } from '../../engine/card-set';
import { A_BID, PACK } from './constants';
import { apply, applyInPlace, cardAction, checkTroggen, legal, playableSet, toAct } from './rules';
import { facts, score, trickPoints, type TgFacts } from './scoring';
import { SETTINGS, defaultSettings, readTroggenSettings } from './settings';
import { clone, setup, type TgState } from './state';
import { actionCode, describe, locations, parseAction, view, type TgView } from './view';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { determinize, worldDeal } from './worlds';
import { troggenSession, type TgSession } from './session';

/** Random playout in place without building action lists in the play phase (bench, search). */
export function playout(s: TgState, rng: RngState): void {
  const over = readTroggenSettings(s.players, s.settings).overtrumpOnSuitLead;
  while (s.phase !== 'done') {
    if (s.phase === 'play') {
      const set = playableSet(s.hands[s.toAct], s.trickCards, over);
      let count = 0;
      for (let i = 0; i < 6; i++) count += popcount(set[i]);
      applyInPlace(s, nthCard(set, nextInt(rng, count)) as Card);
    } else {
      const l = legal(s);
      applyInPlace(s, l[nextInt(rng, l.length)]);
    }
  }
}

export const troggen: Game<TgState, TgView, TgFacts> = {
  id: 'troggen',
  name: { en: 'Troggen', de: 'Troggen' },
  pack: PACK,
  packFor: () => PACK,
  playerCounts: [4, 5, 6],
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings,
  setup,
  toAct,
  legal,
  check: checkTroggen,
  cardAction,
  apply,
  view,
  facts,
  score,
  locations,
  describe,
  actionCode,
  parseAction,
  clone,
  applyInPlace,
  playout,
  legalInto: (s, out) => {
    const l = legal(s);
    for (let i = 0; i < l.length; i++) out[i] = l[i];
    return l.length;
  },
  payoff: (s) => score(facts(s)!, s.settings).deltas,
  trickPoints,
  worldDeal,
  determinize
};

export const troggenModule: GameModule<TgState, TgView, TgFacts, TgSession> = {
  game: troggen,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session: troggenSession,
  meta: troggenMeta
};

export type { TgState, TgView, TgFacts, TgSession };
export { A_BID };
