import { type Action, type AnyGame, type HandContext, type Refusal, type Seat } from './game';
import type { Seed } from './rng';
import { applyRecorded, type ClaimSide } from './claim-action';

/**
 * A hand record: everything needed to replay a hand exactly (ALL-3). Its state is a fold of
 * `apply` over the actions from `setup(context, seed)`; one action may be the record's own claim of
 * the rest (`CLAIM`, engine/claim-action.ts), which moves no card.
 *
 * Migrate stored data before changing this shape: records are persisted and exported.
 */
export interface HandRecord {
  format: 'trull-hand';
  version: 1;
  game: string;
  rulesVersion: number;
  context: HandContext;
  /** Players' names by seat, for people; not used by the rules. */
  names?: string[];
  seed: Seed;
  actions: Action[];
}

interface ReplayError {
  index: number;
  action: Action;
  refusal: Refusal;
}

/** `actors[i]`: the seat that took action i (whose turn it was), for undo without a second replay. */
export type ReplayResult<S> = { ok: true; state: S; actors: Seat[] } | { ok: false; state: S; error: ReplayError };

/**
 * The hand's state after its actions, a claim among them (engine/claim-action.ts). `exact`: a
 * claim is checked with every card open, as for a record from outside; the app's own stored hands
 * (checked when the claim was made) may pass false and skip that search.
 */
export function replay<S>(game: AnyGame, record: HandRecord, exact = true): ReplayResult<S> {
  let state = game.setup(record.context, record.seed) as S;
  const actors: Seat[] = [];
  let claimed: ClaimSide = null;
  for (let i = 0; i < record.actions.length; i++) {
    const a = record.actions[i];
    const actor = game.toAct(state);
    const next = applyRecorded(game, state, a, claimed, exact);
    if ('refused' in next) return { ok: false, state, error: { index: i, action: a, refusal: next } };
    // A finished hand (no one to act) refuses every action, so every applied action has its actor.
    if (actor !== null) actors.push(actor);
    state = next.state as S;
    claimed = next.claimed;
  }
  return { ok: true, state, actors };
}

export function newRecord(game: AnyGame, context: HandContext, seed: Seed, names?: string[]): HandRecord {
  return { format: 'trull-hand', version: 1, game: game.id, rulesVersion: game.rulesVersion, context, names, seed, actions: [] };
}
