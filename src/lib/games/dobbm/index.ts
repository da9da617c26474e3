import type { Game } from '../../engine/game';
import type { Searchable } from '../../engine/searchable';
import type { Claimable } from '../../engine/claim';
import type { GameModule } from '../../engine/module';
import { dobbmMeta } from './meta';
import { PACK } from './cards';
import { DBL_RETOUR, DBL_SCHWACHER, actionCode, describe, parseAction } from './actions';
import { SETTINGS, defaultSettings } from './settings';
import { clone, setup, type DobbmState } from './state';
import { apply, applyInPlace, cardAction, check, legal, legalInto, randomLegal, toAct } from './rules';
import { locations, view, type DobbmView } from './view';
import { declaration, facts, payoff, score, trickPoints, type DobbmFacts } from './scoring';
import { session, type DobbmSessionState } from './session';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { determinize, worldDeal } from './worlds';
import { dropEquivalent, keepForUndo, orderMoves, payoffRange, positionKey, progress, undo } from './solve';
import { claimRefusal, tricksWon } from './claim';
import { bidModelBot, bidPolicy } from './model/bid-model';
import { dobbmStyledChoice } from './style';
import { dobbmBidHint } from './explain';

// The rule bot, which the registry entry names (meta.ts), loads with the rules: one file, not two.
export { dobbmBot } from './bot';

export const dobbmGame: Game<DobbmState, DobbmView, DobbmFacts> & Searchable<DobbmState, DobbmView> & Claimable<DobbmState> = {
  id: dobbmMeta.id,
  name: dobbmMeta.name,
  playerCounts: dobbmMeta.players,
  pack: PACK,
  packFor: () => PACK,
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings: () => defaultSettings(),
  setup,
  toAct,
  legal,
  check,
  cardAction,
  apply,
  view,
  facts,
  score,
  declaration,
  locations,
  describe,
  actionCode,
  parseAction,
  clone,
  applyInPlace,
  legalInto,
  randomLegal,
  payoff,
  trickPoints,
  worldDeal,
  determinize,
  undo,
  keepForUndo,
  positionKey,
  progress,
  dropEquivalent,
  orderMoves,
  claimRefusal,
  tricksWon,
  payoffRange
};

export const dobbmModule: GameModule<DobbmState, DobbmView, DobbmFacts, DobbmSessionState> = {
  game: dobbmGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session,
  // The strong and normal levels bid by a learned value model (model/, issue 26): ahead of today's bots
  // in the arena (docs/bots.md, "A learned bid model for Dobbm", "The normal level with the models";
  // `npm run arena -- --match model`, `--match normal`).
  modelBot: bidModelBot(),
  modelPhases: ['bid'],
  // The strong level lays its four cards away as a searched set (bots/set-search.ts, issue 26):
  // ahead of today's strong bot in the arena (docs/bots.md, "A searched discard for Troggen", its Dobbm part).
  setPhases: ['exchange'],
  // Schwacher and Retour (the arena's doubles given and won).
  doubles: [DBL_SCHWACHER, DBL_RETOUR],
  // The worlds' inference reads the other seats' bids by the same model at the levels that bid by it (bots/policy.ts).
  modelPolicy: bidPolicy(),
  // A style per bot seat (bots/styles.ts): how much risk its bids and doubles take.
  styledChoice: dobbmStyledChoice,
  // A person's hint at a bid says what it rests on: how often each contract is made (explain.ts).
  ownHint: dobbmBidHint,
  meta: dobbmMeta
};

export type { DobbmState, DobbmView, DobbmFacts, DobbmSessionState };
