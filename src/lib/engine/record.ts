import { isRefusal, type Action, type AnyGame, type HandContext, type Refusal, type Seat } from './game';
import type { Seed } from './rng';

/**
 * A hand record: everything needed to replay a hand exactly (ALL-3). Its state is a fold of
 * `apply` over the actions from `setup(context, seed)`.
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

export function replay<S>(game: AnyGame, record: HandRecord): ReplayResult<S> {
  let state = game.setup(record.context, record.seed) as S;
  const actors: Seat[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const a = record.actions[i];
    const actor = game.toAct(state);
    const next = game.apply(state, a);
    if (isRefusal(next)) return { ok: false, state, error: { index: i, action: a, refusal: next } };
    // A finished hand (no one to act) refuses every action, so every applied action has its actor.
    if (actor !== null) actors.push(actor);
    state = next as S;
  }
  return { ok: true, state, actors };
}

export function newRecord(game: AnyGame, context: HandContext, seed: Seed, names?: string[]): HandRecord {
  return { format: 'trull-hand', version: 1, game: game.id, rulesVersion: game.rulesVersion, context, names, seed, actions: [] };
}
