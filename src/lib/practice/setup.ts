import type { Action, Seat } from '../engine/game';
import type { GameModule } from '../engine/module';
import type { PracticePosition } from '../engine/practice';
import { replay, type HandRecord } from '../engine/record';
import { checkRecord } from '../replay/check';

/** A position set up for the question: the hand up to `at`, the seat asked, what it may do. */
export interface PracticeSetup {
  /** The whole hand (checked and replayed to its end like any shared hand). */
  record: HandRecord;
  /** The hand up to the question: what the replay of "the hand so far" shows. */
  upTo: HandRecord;
  state: unknown;
  seat: Seat;
  legal: Action[];
  /** The right answers among `legal`. */
  right: Action[];
}

/**
 * Replays a position through the rules. Throws on a position that does not replay or whose answer
 * is no legal action there: stored data that is wrong is a bug the unit test reports, never a
 * question the screen could ask.
 */
export function setUp(mod: GameModule, p: PracticePosition): PracticeSetup {
  const checked = checkRecord(p.record, mod);
  if (!checked.ok) throw new Error(`practice ${p.id}: ${checked.reason.en}`);
  const record = checked.record;
  const upTo: HandRecord = { ...record, actions: record.actions.slice(0, p.at) };
  const result = replay(mod.game, upTo);
  if (!result.ok) throw new Error(`practice ${p.id}: action ${result.error.index + 1} is illegal`);
  const state = result.state;
  const seat = mod.game.toAct(state);
  if (seat === null) throw new Error(`practice ${p.id}: the hand is over at ${p.at}`);
  const legal = mod.game.legal(state);
  const right = p.answer.map((code) => mod.game.parseAction(code));
  if (right.some((a) => a === undefined || !legal.includes(a))) throw new Error(`practice ${p.id}: an answer is not a legal action`);
  return { record, upTo, state, seat, legal, right: right as Action[] };
}
