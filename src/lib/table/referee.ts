import { isRefusal, type Action, type AnyGame, type Seat, type Text } from '../engine/game';
import type { Card } from '../engine/cards';
import type { PlayedCard } from '../engine/table-view';
import { replay, type HandRecord } from '../engine/record';
import { applyRecorded, isClaim } from '../engine/claim-action';
import { checkClaim, claimLine, gameClaims } from '../engine/claim';
import { decisionSeed } from '../engine/decision-seed';
import { seatSlot } from '../engine/seats';

/**
 * The table's referee (issue 25): a pure core. It takes the table as it stands and an event (a
 * person's action, a bot's, a forced card, an action stored, another tab's write seen, an undo, a
 * claim) and returns the next table and the effects to carry out. It never waits, stores, times or
 * draws anything: the controller (controller.svelte.ts) feeds it events and runs its effects with
 * the runners beside it (the store, trick-hold.ts, bot-lock.ts, bot-runner.ts).
 */

/** A trick just completed, held on the table so everyone sees how it went. */
export interface HeldTrick {
  cards: PlayedCard[];
  winner: Seat;
  /** What the trick is worth in card points, where the game counts them (`Game.trickPoints`). */
  points?: number;
}

/** The table as the referee sees it: one hand in progress and who sits where. */
export interface Table {
  readonly game: AnyGame;
  /** The game's state after the record's actions. */
  readonly state: unknown;
  readonly record: HandRecord;
  /** Who took each action of the record. */
  readonly actors: readonly Seat[];
  /** Per seat: is it a bot? */
  readonly bots: readonly boolean[];
  /** Pass-and-play: may a person take back another person's move (the setup's choice)? */
  readonly undoAfterHandoff: boolean;
  /** The seat holding the phone; null while the hand-off screen covers the table. */
  readonly viewer: Seat | null;
  /** The seat whose claim ends this hand and its step (the record's `CLAIM` action). */
  readonly claimed: { seat: Seat; at: number } | null;
  /** The bots whose claim was refused in this hand: they play on without claiming. */
  readonly claimRefused: readonly Seat[];
  /** "Play forced cards for me" (a device preference). */
  readonly autoForced: boolean;
  /** This tab plays the hand's bots (bot-lock.ts). */
  readonly driving: boolean;
}

/** What the controller carries out, in order. */
export type Effect =
  /** Say something on the table (a refusal's reason, a refused claim). */
  | { kind: 'say'; notice: { kind: 'alert' | 'status'; text: Text } }
  /** Store the action at `index`; once stored, `state` is the game's next state (event `stored`). */
  | { kind: 'write'; index: number; action: Action; state: unknown }
  /** Cut the stored hand to `length` actions, only if it still holds `expected` (event `undone`). */
  | { kind: 'truncate'; length: number; expected: number }
  /** Hold the trick just completed on the table for the pace's pause. */
  | { kind: 'hold-trick'; trick: HeldTrick }
  /** The hand is over (after any held trick has left): score and store it. */
  | { kind: 'finish-hand' }
  /** Show the table to `viewer` (null: the public view). */
  | { kind: 'show'; viewer: Seat | null }
  /** Cover the table: the phone passes to another person. */
  | { kind: 'handoff' }
  /** Ask the bot at `seat` for its move. */
  | { kind: 'ask-bot'; seat: Seat; seed: number }
  /** Play the person's only card for them after the pace's pause, unless anything moves first. */
  | { kind: 'schedule-forced'; seat: Seat; action: Action; card: Card }
  /** An accepted claim: store it, show every hand, then play `line` out card by card. */
  | { kind: 'claim'; seat: Seat; line: readonly Action[] }
  /** A claimed hand plays the rest out from where it stands (a reload, a tab taking over), along `line`. */
  | { kind: 'play-claim-out'; line: readonly Action[] };

export type RefereeEvent =
  /** An action offered for the seat to act (a person's, a bot's, a forced card, a claim's line). */
  | { kind: 'act'; action: Action }
  /** The action written by the last `write` effect is on disk. */
  | { kind: 'stored'; action: Action; state: unknown }
  /** A hand dealt or resumed (`fresh`), or the table as it was after a write that did not land; a hand at its end is finished. */
  | { kind: 'opened'; fresh: boolean }
  /** The person named on the hand-off screen takes the phone. */
  | { kind: 'take-phone' }
  /** The table is covered (the app left in pass-and-play). */
  | { kind: 'cover' }
  /** The person holding the phone takes back their last action. */
  | { kind: 'undo' }
  /** The store cut the hand to `length` actions. */
  | { kind: 'undone'; length: number }
  /** `seat` claims the rest (a person at the phone, or a bot). */
  | { kind: 'claim'; seat: Seat }
  /** This tab was granted the hand's bots (another tab closed). */
  | { kind: 'taken-over' }
  /** "Play forced cards for me" was switched on. */
  | { kind: 'auto-forced-on' };

export interface Ruling {
  table: Table;
  effects: Effect[];
}

const toAct = (t: Table): Seat | null => t.game.toAct(t.state);
const humansOf = (t: Table): Seat[] => t.bots.flatMap((bot, i) => (bot ? [] : [i]));
const passAndPlay = (t: Table): boolean => humansOf(t).length > 1;

/** The person the hand-off screen names: the one to act, never a bot (null while a bot is to act). */
export function handoffTo(t: Table): Seat | null {
  const seat = toAct(t);
  return seat === null || t.bots[seat] ? null : seat;
}

/** The person at the phone, when it is theirs to act (a move or a claim): never a bot, nobody while a claim plays out. */
export function personToAct(t: Table): Seat | null {
  const seat = toAct(t);
  return seat === null || t.bots[seat] || seat !== t.viewer || t.claimed !== null ? null : seat;
}

/** What the screen shows: the hand-off screen, or the table in `viewer`'s view. */
function screenFor(t: Table): Effect {
  if (t.viewer === null && passAndPlay(t)) return { kind: 'handoff' };
  const humans = humansOf(t);
  return { kind: 'show', viewer: t.viewer ?? (humans.length ? humans[0] : null) };
}

/** The trick the last card completed (the trick in view is empty again), or null. A claimed hand's tricks are not held. */
function trickDone(t: Table): HeldTrick | null {
  if (t.claimed !== null) return null;
  const pub = t.game.view(t.state, null);
  if (pub.trick.length > 0 || !pub.lastTrick) return null;
  const ctx = pub.context;
  const points =
    ctx &&
    t.game.trickPoints(
      pub.lastTrick.cards.map((c) => c.card),
      ctx
    );
  return typeof points === 'number' ? { ...pub.lastTrick, points } : pub.lastTrick;
}

/** The person's only legal card, to be played for them ("Play forced cards for me"), or null. */
function forcedCard(t: Table, seat: Seat): Effect | null {
  if (!t.autoForced || !t.driving || t.viewer !== seat) return null;
  const legal = t.game.legal(t.state);
  if (legal.length !== 1) return null;
  const info = t.game.describe(legal[0]);
  if (info.kind !== 'play' || info.card === undefined) return null;
  return { kind: 'schedule-forced', seat, action: legal[0], card: info.card };
}

/** Whose move follows: a bot's (asked when this tab plays the bots), or a person's forced card. */
function nextMove(t: Table, seat: Seat | null): Effect[] {
  if (seat === null || t.claimed !== null) return []; // a claim plays the rest out itself
  if (t.bots[seat]) return t.driving ? [{ kind: 'ask-bot', seat, seed: decisionSeed(t.record.seed, t.record.actions.length) }] : [];
  const forced = forcedCard(t, seat);
  return forced ? [forced] : [];
}

/**
 * After any change: who holds the phone (the phone passes only between people; with one person it
 * never needs covering), what the screen shows, and whose move follows.
 */
function follow(t: Table, fresh: boolean): Ruling {
  const seat = toAct(t);
  const humans = humansOf(t);
  let viewer = t.viewer;
  if (seat !== null && !t.bots[seat]) {
    if (humans.length === 1) viewer = seat;
    else if (viewer !== seat) viewer = null;
  } else if (humans.length === 1) viewer = humans[0];
  else if (fresh) viewer = null;
  const table = { ...t, viewer };
  return { table, effects: [screenFor(table), ...nextMove(table, seat)] };
}

/** The rest of a claimed hand from where it stands, along the claimer's line. */
function playOut(t: Table): Effect[] {
  if (t.claimed === null || toAct(t) === null || !gameClaims(t.game)) return [];
  const line = claimLine(t.game, t.state, t.claimed.seat);
  // Never without a line (it held when the claim was made): the guard keeps a broken store from looping.
  return line ? [{ kind: 'play-claim-out', line }] : [];
}

/** Which earlier action undo would take back, or -1. */
export function undoTarget(t: Table): number {
  // A claim of the rest is not taken back: the hand is being played out along it.
  if (t.viewer === null || t.claimed !== null) return -1;
  const acts = t.record.actions;
  for (let i = acts.length - 1; i >= 0; i--) {
    const who = t.actors[i];
    if (!t.bots[who]) {
      // Another person's move: never against bots; in pass-and-play only where the table allowed
      // it in the setup (one tap on "We agree" must not take back someone else's card unasked).
      if (who !== t.viewer && !(passAndPlay(t) && t.undoAfterHandoff)) return -1;
      // Against bots: only until the next card is played by someone else.
      for (let j = i + 1; j < acts.length; j++) if (t.game.describe(acts[j]).kind === 'play') return -1;
      return i;
    }
  }
  return -1;
}

/** The referee: the next table and the effects to carry out, for one event. */
export function referee(t: Table, e: RefereeEvent): Ruling {
  switch (e.kind) {
    case 'act': {
      if (toAct(t) === null) return { table: t, effects: [] };
      // The claim of the rest is the record's action (checked by the claim before), every other one the game's.
      const stepped = applyRecorded(t.game, t.state, e.action, null, false);
      if (isRefusal(stepped)) return { table: t, effects: [{ kind: 'say', notice: { kind: 'alert', text: stepped.reason } }] };
      return { table: t, effects: [{ kind: 'write', index: t.record.actions.length, action: e.action, state: stepped.state }] };
    }
    case 'stored': {
      const actor = toAct(t)!;
      const table: Table = {
        ...t,
        state: e.state,
        record: { ...t.record, actions: [...t.record.actions, e.action] },
        actors: [...t.actors, actor]
      };
      const held = !isClaim(e.action) && t.game.describe(e.action).kind === 'play' ? trickDone(table) : null;
      const hold: Effect[] = held ? [{ kind: 'hold-trick', trick: held }] : [];
      // The hand's last trick stays in view too before the summary covers it.
      if (toAct(table) === null) return { table, effects: [...hold, { kind: 'finish-hand' }] };
      const next = follow(table, false);
      return { table: next.table, effects: [...hold, ...next.effects] };
    }
    case 'opened': {
      // A hand stored with its last action but not yet finished (a reload just then): finish it.
      if (toAct(t) === null) return { table: t, effects: [{ kind: 'finish-hand' }] };
      const next = follow(t, e.fresh);
      // A claim in a resumed record (cut short by a reload, or made in another tab) plays on to its end.
      return { table: next.table, effects: [...next.effects, ...(e.fresh && t.driving ? playOut(t) : [])] };
    }
    case 'take-phone': {
      const seat = handoffTo(t);
      if (seat === null) return { table: t, effects: [] };
      const table = { ...t, viewer: seat };
      const forced = forcedCard(table, seat);
      return { table, effects: [screenFor(table), ...(forced ? [forced] : [])] };
    }
    case 'cover': {
      if (!passAndPlay(t)) return { table: t, effects: [] };
      const table = { ...t, viewer: null };
      return { table, effects: [screenFor(table)] };
    }
    case 'undo': {
      const i = undoTarget(t);
      return { table: t, effects: i < 0 ? [] : [{ kind: 'truncate', length: i, expected: t.record.actions.length }] };
    }
    case 'undone': {
      const record = { ...t.record, actions: t.record.actions.slice(0, e.length) };
      const state = replay(t.game, record, false).state;
      const cut: Table = { ...t, record, state, actors: t.actors.slice(0, e.length) };
      const viewer = passAndPlay(t) ? null : toAct(cut) !== null ? humansOf(t)[0] : t.viewer;
      const next = follow({ ...cut, viewer }, false);
      return {
        table: next.table,
        effects: [...next.effects, { kind: 'say', notice: { kind: 'status', text: { en: 'Action taken back.', de: 'Zug zurückgenommen.' } } }]
      };
    }
    case 'claim': {
      const check = checkClaim(t.game, t.state, e.seat);
      if (check.ok)
        return { table: { ...t, claimed: { seat: e.seat, at: t.record.actions.length } }, effects: [{ kind: 'claim', seat: e.seat, line: check.line }] };
      if (!t.bots[e.seat]) return { table: t, effects: [{ kind: 'say', notice: { kind: 'alert', text: check.reason } }] };
      // A bot claims from what its own view allows, never the hidden cards, so the referee may
      // refuse it as it refuses a person: the table hears why, and that bot plays the hand on
      // without claiming again.
      const who = seatSlot(e.seat);
      const table = { ...t, claimRefused: [...t.claimRefused, e.seat] };
      const said: Effect = {
        kind: 'say',
        notice: {
          kind: 'alert',
          text: { en: `${who} claimed the rest, refused: ${check.reason.en}`, de: `${who} beanspruchte den Rest, abgelehnt: ${check.reason.de}` }
        }
      };
      return { table, effects: [said, ...(t.driving ? nextMove(table, e.seat) : [])] };
    }
    case 'taken-over': {
      const seat = toAct(t);
      if (t.claimed !== null && seat !== null) return { table: t, effects: playOut(t) };
      return { table: t, effects: seat !== null && t.bots[seat] ? nextMove(t, seat) : [] };
    }
    case 'auto-forced-on': {
      const seat = toAct(t);
      const forced = seat !== null && !t.bots[seat] ? forcedCard({ ...t, autoForced: true }, seat) : null;
      return { table: { ...t, autoForced: true }, effects: forced ? [forced] : [] };
    }
  }
}

/** What this tab saw of the hand, and what the store holds now (another tab wrote). */
export interface Seen {
  /** This tab shows a hand (the table or the hand-off screen). */
  inHand: boolean;
  handId: string;
  length: number;
  /** The stored session's hand in progress and its stored length (undefined: no record). */
  openHand?: string;
  storedLength?: number;
  /** The stored session lists this tab's hand as finished. */
  finished: boolean;
}

/**
 * Another tab wrote: what this tab does. `same`: nothing moved here; `resume`: pick the stored hand
 * up (`takenBack`: moves this tab showed were taken back elsewhere, say so); `finished`: show the
 * hand's end as the other tab stored it; `none`: nothing of this hand to show.
 */
export type SyncRuling = { kind: 'same' } | { kind: 'resume'; takenBack: boolean } | { kind: 'finished' } | { kind: 'none' };

export function seen(s: Seen): SyncRuling {
  if (s.openHand !== undefined) {
    const here = s.inHand && s.openHand === s.handId;
    if (here && s.storedLength === s.length) return { kind: 'same' };
    return { kind: 'resume', takenBack: here && s.storedLength !== undefined && s.storedLength < s.length };
  }
  return s.inHand && s.finished ? { kind: 'finished' } : { kind: 'none' };
}
