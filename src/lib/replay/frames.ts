import { type Action, type AnyGame, type HandScore, type Seat, type Text } from '../engine/game';
import { type TableView } from '../engine/table-view';
import type { Card } from '../engine/cards';
import type { HandRecord } from '../engine/record';
import { applyRecorded, claimSaid, isClaim, type ClaimSide } from '../engine/claim-action';

/**
 * A hand as a replay sees it: the state before the first action and after each one. A hand record
 * is short (a Droggn hand is under a hundred actions), so keeping every state makes stepping back
 * as cheap as stepping forward and needs no undo logic of its own.
 */
export interface Frame {
  /** How many actions have been taken: 0 is the deal. */
  step: number;
  /** The seat that took the action leading here (null for the deal). */
  actor: Seat | null;
  action: Action | null;
  state: unknown;
}

/** The frames of a record; a claim of the rest is a step of its own whose state is the one before. */
export function framesOf(game: AnyGame, record: HandRecord): Frame[] {
  let state: unknown = game.setup(record.context, record.seed);
  let claimed: ClaimSide = null;
  const frames: Frame[] = [{ step: 0, actor: null, action: null, state }];
  record.actions.forEach((action, i) => {
    const actor = game.toAct(state);
    // Records reach a replay only after checkRecord or from the app's own storage: a claim in them
    // was checked with every card open then, and is not searched again here.
    const next = applyRecorded(game, state, action, claimed, false);
    if ('refused' in next) throw new Error(`action ${i + 1} is illegal: ${next.reason.en}`);
    ({ state, claimed } = next);
    frames.push({ step: i + 1, actor, action, state });
  });
  return frames;
}

/** Whose eyes the replay looks through: every hand open, or one seat's view. */
export type Perspective = 'open' | Seat;

/** What one replay step shows: the public table, the hands it may show, and the score once over. */
export interface FrameShow {
  table: TableView;
  /** The hands shown, by seat; a hidden hand is absent (only its card count is on the table). */
  hands: { seat: Seat; cards: Card[] }[];
  /** What happened at this step, for the step line and the screen reader (a claim's names its claimer: "{seat:1} claims the rest"). */
  said: Text | null;
  score: HandScore | null;
}

export function showFrame(game: AnyGame, record: HandRecord, frame: Frame, who: Perspective): FrameShow {
  const table = game.view(frame.state, who === 'open' ? null : who);
  const seats = who === 'open' ? table.active : table.active.filter((s) => s === who);
  const hands = seats.map((seat) => ({ seat, cards: game.view(frame.state, seat).hand }));
  const said = frame.action === null ? null : isClaim(frame.action) ? claimSaid(frame.actor!) : game.describe(frame.action).label;
  const facts = game.toAct(frame.state) === null ? game.facts(frame.state) : null;
  const score = facts === null ? null : game.score(facts, record.context.settings);
  return { table, hands, said, score };
}
