import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import type { GameModule } from '../engine/module';
import { rngFromSeed } from '../engine/rng';
import type { Inference } from '../bots/search';
import { searchGameOf, searchSettingsFor } from '../bots/registry';
import { costOf, judgePairedSteps, runThrough, type CardCost, type PairedJudgement } from './accuracy';

/**
 * One card judged from its seat's view: the one judgement that both the post-hand analysis
 * (analysis.ts, a card's cost and estimate) and the table's play checker (issue 30 item 3: the
 * bot worker judges a card a person just played) make, so the checker's verdict on a card is the
 * verdict the hand's accuracy counts. Same worlds (their count and their seed: the hand's seed,
 * the seat and the card's step in the record), same model of the other players (the strong bot's
 * inference, thinking by count), same view: nothing else is given, so nothing hidden is seen.
 */

/** Worlds judged for one card: the strong bot's own count in "How would the strong bot have done?". */
export const CARD_WORLDS = 200;

/** A seat's seed for looking back at a hand: the hand's own seed, so the same hand gives the same worlds each time. */
export const seatSeed = (handSeed: number, seat: Seat): number => handSeed ^ (seat + 1);

/** One card's seed, from its seat's seed and its step in the record: it does not depend on which other cards were judged. */
export const cardSeed = (seat: number, step: number): number => seat + 7919 * (step + 1);

/** The model of the other players in the worlds: the strong bot's inference (by count, never by clock). */
export const judgeInference = (mod: GameModule): Inference => searchSettingsFor(mod, 'strong', { fixedWork: true });

export interface CardJudgement {
  /** What the card chosen cost against the best one (accuracy.ts). */
  cost: CardCost;
  /** Every legal card over the same worlds. */
  judgement: PairedJudgement;
}

/**
 * The judgement of card `chosen` among `legal` from `view` over `worlds` worlds seeded by `seed`,
 * one world per step (the worker's checker works in slices; the analysis runs it through).
 */
export function* judgeCardSteps(
  game: AnySearchGame,
  view: TableView,
  legal: readonly Action[],
  chosen: Action,
  worlds: number,
  inference: Inference | undefined,
  seed: number
): Generator<void, CardJudgement> {
  const judgement = yield* judgePairedSteps(game, view, legal, worlds, inference, rngFromSeed(seed));
  return { judgement, cost: costOf(game.id, legal, judgement, legal.indexOf(chosen)) };
}

/** `judgeCardSteps` in one go. */
export const judgeCard = (...args: Parameters<typeof judgeCardSteps>): CardJudgement => runThrough(judgeCardSteps(...args));

/** What the table's play checker sends about a person's card: the seat's view before it, never the state. */
export interface CardCheck {
  view: TableView;
  legal: readonly Action[];
  chosen: Action;
  /** The hand record's seed. */
  handSeed: number;
  /** The card's index in the hand record's actions. */
  step: number;
}

/** The play checker's judgement of a card, step by step: exactly the post-hand analysis's for that card. */
export function checkCardSteps(mod: GameModule, c: CardCheck): Generator<void, CardJudgement> {
  if (c.view.seat === null) throw new Error('a card is checked for a seat');
  return judgeCardSteps(searchGameOf(mod), c.view, c.legal, c.chosen, CARD_WORLDS, judgeInference(mod), cardSeed(seatSeed(c.handSeed, c.view.seat), c.step));
}
