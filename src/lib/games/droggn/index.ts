import type { Game, Settings } from '../../engine/game';
import type { Searchable } from '../../engine/searchable';
import type { Claimable } from '../../engine/claim';
import type { GameModule } from '../../engine/module';
import { FRENCH66, type Pack } from '../../engine/packs';
import { RETOUR, SCHWACHER, actionCode, describe, parseAction } from './actions';
import { packOf } from './cards';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { droggnMeta } from './meta';
import { applyInPlace, apply, cardAction, check, legal, legalInto, randomLegal, toAct } from './rules';
import { declaration, facts, payoff, score, trickPoints, type DroggnFacts } from './scoring';
import { droggnSessionRules, type DroggnSessionState } from './session';
import { SETTINGS, defaultSettings, readDroggnSettings } from './settings';
import { clone, setup, type DroggnState } from './state';
import { locations, view, type DroggnView } from './view';
import { determinize, worldDeal } from './worlds';
import { dropEquivalent, keepForUndo, orderMoves, payoffRange, positionKey, progress, undo } from './solve';
import { claimRefusal, tricksWon } from './claim';
import { bidModelBot, bidPolicy } from './model/bid-model';
import { playPolicy } from './model/play-model';
import { droggnStyledChoice } from './style';
import { droggnBidHint } from './explain';

// The rule bot, which the registry entry names (meta.ts), loads with the rules: one file, not two.
export { droggnBot } from './bot';

export type { DroggnState } from './state';
export type { DroggnFacts } from './scoring';
export type { DroggnView } from './view';
export type { DroggnSessionState } from './session';

/** DR-VAR-2: the pack a hand with these settings is dealt from (FRENCH66 or FRENCH78). */
export const packFor = (settings: Settings | undefined): Pack => packOf(readDroggnSettings(settings).cards === '78');

export const droggnGame: Game<DroggnState, DroggnView, DroggnFacts> & Searchable<DroggnState, DroggnView> & Claimable<DroggnState> = {
  id: droggnMeta.id,
  name: droggnMeta.name,
  playerCounts: droggnMeta.players,
  // The 78-card variant deals from FRENCH78: see packFor(settings).
  pack: FRENCH66,
  packFor,
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings: () => defaultSettings(),
  setup,
  toAct,
  legal,
  legalInto,
  randomLegal,
  check,
  cardAction,
  apply,
  view,
  facts,
  score,
  declaration,
  payoff,
  trickPoints,
  locations,
  describe,
  actionCode,
  parseAction,
  clone,
  applyInPlace,
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

export const droggnModule: GameModule<DroggnState, DroggnView, DroggnFacts, DroggnSessionState> = {
  game: droggnGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session: droggnSessionRules,
  // The strong and normal levels bid by a learned value model (model/, issue 26): ahead of today's bots
  // in the arena (docs/bots.md, "A learned bid model", "The normal level with the models";
  // `npm run arena -- --match model`, `--match normal`).
  modelBot: bidModelBot(),
  modelPhases: ['bid'],
  // Schwacher and Retour (the arena's doubles given and won).
  doubles: [SCHWACHER, RETOUR],
  // The worlds' inference reads the other seats' bids by the same model at the levels that bid by it (bots/policy.ts).
  modelPolicy: bidPolicy(),
  playPolicy: playPolicy(),
  // A seat's style (cautious, bold) moves its bids' and doubles' thresholds (style.ts).
  styledChoice: droggnStyledChoice,
  // A bid's hint says how often each contract is made in deals that fit the seat's cards (explain.ts).
  ownHint: droggnBidHint,
  meta: droggnMeta
};
