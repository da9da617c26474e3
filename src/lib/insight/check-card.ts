import type { Action, GameId, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import type { GameModule } from '../engine/module';
import { rngFromSeed } from '../engine/rng';
import type { Inference } from '../bots/search';
import { searchGameOf, searchSettingsFor } from '../bots/registry';
import { costOf, judgePairedSteps, type CardCost, type PairedJudgement } from './accuracy';
import type { Estimate } from './analysis';

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

/** What the analysis keeps of a card's judgement: its cost, and the estimate for where the solver does not reach. */
export interface CardVerdict {
  cost: CardCost;
  estimate: Estimate;
}

/** A judgement's verdict on the card chosen: its cost, and the estimate (the best card by its mean, and their shares ahead). */
function verdictOf(game: GameId, legal: readonly Action[], chosen: Action, j: PairedJudgement): CardVerdict {
  const k = j.means.reduce((b, m, i) => (m > j.means[b] + 1e-9 ? i : b), 0);
  return {
    cost: costOf(game, legal, j, legal.indexOf(chosen)),
    estimate: { worlds: j.worlds, chosen: j.ahead[legal.indexOf(chosen)], best: legal[k], bestAhead: j.ahead[k] }
  };
}

/**
 * Cards judged in one worker, kept by the judgement's whole input: the game, the seat's view, the
 * legal cards, the card, the count of worlds, the seed and whether the strong bot's inference
 * reads the worlds (always the game's own, `judgeInference`). The table has each card of a
 * person's judged while the hand is played (the play checker's ask, whether or not its marks are
 * shown), and the analysis after the hand finds them here instead of judging them again: the
 * accuracy is ready soon after the hand's end (docs/insight.md, "Time"). Since the key is all the
 * judgement depends on, a kept verdict is the one a new judgement would give; the newest `size`
 * are kept (a hand has at most a few dozen cards of a person's).
 */
export class JudgedCards {
  private kept = new Map<string, CardVerdict>();
  constructor(private size = 96) {}

  static key(game: GameId, view: TableView, legal: readonly Action[], chosen: Action, worlds: number, inference: boolean, seed: number): string {
    return JSON.stringify([game, view, legal, chosen, worlds, inference, seed]);
  }

  get(key: string): CardVerdict | undefined {
    return this.kept.get(key);
  }

  set(key: string, verdict: CardVerdict): void {
    this.kept.delete(key);
    this.kept.set(key, verdict);
    // A Map iterates in insertion order: the first key is the oldest.
    while (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
  }
}

/**
 * The verdict on card `chosen` among `legal` from `view` over `worlds` worlds seeded by `seed`, one
 * world per step (the worker's checker works in slices; the analysis runs it through). Kept in
 * `kept` when given, and taken from there when the same judgement was made before.
 */
export function* verdictSteps(
  game: AnySearchGame,
  view: TableView,
  legal: readonly Action[],
  chosen: Action,
  worlds: number,
  inference: Inference | undefined,
  seed: number,
  kept?: JudgedCards
): Generator<void, CardVerdict> {
  const key = kept && JudgedCards.key(game.id, view, legal, chosen, worlds, !!inference, seed);
  const known = key ? kept!.get(key) : undefined;
  if (known) return known;
  const verdict = verdictOf(game.id, legal, chosen, yield* judgePairedSteps(game, view, legal, worlds, inference, rngFromSeed(seed)));
  if (key) kept!.set(key, verdict);
  return verdict;
}

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

/** The play checker's verdict on a card, step by step: exactly the post-hand analysis's for that card, kept in `kept` for it. */
export function checkCardSteps(mod: GameModule, c: CardCheck, kept?: JudgedCards): Generator<void, CardVerdict> {
  if (c.view.seat === null) throw new Error('a card is checked for a seat');
  return verdictSteps(
    searchGameOf(mod),
    c.view,
    c.legal,
    c.chosen,
    CARD_WORLDS,
    judgeInference(mod),
    cardSeed(seatSeed(c.handSeed, c.view.seat), c.step),
    kept
  );
}
