import type { Game } from '../../engine/game';
import type { Searchable } from '../../engine/searchable';
import type { Claimable } from '../../engine/claim';
import type { GameModule } from '../../engine/module';
import { troggenMeta } from './meta';
import { PACK } from './constants';
import { apply, applyInPlace, cardAction, check, legal, legalInto, randomLegal, toAct } from './rules';
import { declaration, facts, payoff, score, trickPoints, type TroggenFacts } from './scoring';
import { SETTINGS, defaultSettings } from './settings';
import { clone, setup, type TroggenState } from './state';
import { actionCode, describe, locations, parseAction, view, type TroggenView } from './view';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { determinize, worldDeal } from './worlds';
import { troggenSessionRules, type TroggenSessionState } from './session';
import { dropEquivalent, orderMoves, payoffRange, positionKey, progress, keepForUndo, undo } from './solve';
import { claimRefusal, tricksWon } from './claim';
import { bidModelBot, bidPolicy } from './model/bid-model';
import { troggenBidHint } from './explain';
import { troggenStyledChoice } from './style';

// The rule bot, which the registry entry names (meta.ts), loads with the rules: one file, not two.
export { troggenBot } from './bot';

export const troggenGame: Game<TroggenState, TroggenView, TroggenFacts> & Searchable<TroggenState, TroggenView> & Claimable<TroggenState> = {
  id: troggenMeta.id,
  name: troggenMeta.name,
  playerCounts: troggenMeta.players,
  pack: PACK,
  packFor: () => PACK,
  rulesVersion: 1,
  settings: SETTINGS,
  defaultSettings,
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
  positionKey,
  progress,
  dropEquivalent,
  orderMoves,
  claimRefusal,
  tricksWon,
  payoffRange,
  undo,
  keepForUndo,
  worldDeal,
  determinize
};

export const troggenModule: GameModule<TroggenState, TroggenView, TroggenFacts, TroggenSessionState> = {
  // The score sheet's picker takes the bidder as her own partner to mean "alone"; a file says it
  // one way only, by leaving the partner out, so a partner equal to the bidder is a mistake.
  fileEntryProblem: (e) =>
    e.partner !== undefined && e.partner !== null && e.partner === e.bidder
      ? 'field "partner" is the bidder: leave "partner" out when the bidder played alone'
      : null,
  game: troggenGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session: troggenSessionRules,
  // The strong and normal levels bid by a learned value model (model/, issue 26): ahead of today's bots
  // in the arena (docs/bots.md, "A learned bid model for Troggen", "The normal level with the models";
  // `npm run arena -- --match model`, `--match normal`).
  modelBot: bidModelBot(),
  modelPhases: ['bid'],
  // The strong level lays its discard away as a searched set (bots/set-search.ts, issue 26): ahead
  // of today's strong bot in the arena (docs/bots.md, "A searched discard for Troggen").
  setPhases: ['discard'],
  // The worlds' inference reads the other seats' bids by the same model at the levels that bid by it (bots/policy.ts).
  modelPolicy: bidPolicy(),
  // A person's hint at a bid: the model's bid and how often the side makes each level (explain.ts).
  ownHint: troggenBidHint,
  // A style per bot seat (bots/styles.ts): how much risk its bids take.
  styledChoice: troggenStyledChoice,
  meta: troggenMeta
};

export type { TroggenState, TroggenView, TroggenFacts, TroggenSessionState };
