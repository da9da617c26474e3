import { describe, expect, it } from 'vitest';
import { checkClaim, type Claimable } from '../engine/claim';
import { CLAIM } from '../engine/claim-action';
import type { Action, AnyGame, Seat } from '../engine/game';
import { newRecord } from '../engine/record';
import { decisionSeed } from '../engine/decision-seed';
import { toyGame as plainToy, type ToyState } from '../games/toy';
import { handoffTo, personToAct, referee, seen, undoTarget, type Effect, type Table } from './referee';

// The referee is pure: a table and an event in, the next table and its effects out. Every test
// here runs the toy game (3 seats, 3 cards each) from fixed seeds, with no store, timer or bot.

/** The toy game with claims, as in claim.test.ts. */
const claimToy: AnyGame & Claimable<ToyState> = { ...plainToy, tricksWon: (s: ToyState) => s.won, claimRefusal: () => null };

/** A fresh hand of deal `seed`, dealer 2 (seat 0 leads), with these seats bots. */
function deal(seed: number, bots: boolean[], more: Partial<Table> = {}): Table {
  const game = more.game ?? (plainToy as AnyGame);
  const record = newRecord(game, { players: 3, dealer: 2, settings: {} }, seed);
  return {
    game,
    state: game.setup(record.context, record.seed),
    record,
    actors: [],
    bots,
    undoAfterHandoff: false,
    viewer: null,
    claimed: null,
    claimRefused: [],
    autoForced: false,
    driving: true,
    ...more
  };
}

const toAct = (t: Table): Seat | null => t.game.toAct(t.state);
const kinds = (fx: Effect[]): string[] => fx.map((e) => e.kind);

/** Offer `action`, then tell the referee it was stored: what the controller does around a write. */
function play(t: Table, action: Action): { table: Table; effects: Effect[] } {
  const offered = referee(t, { kind: 'act', action });
  const write = offered.effects.find((e) => e.kind === 'write');
  if (!write) throw new Error(`refused: ${JSON.stringify(offered.effects)}`);
  return referee(offered.table, { kind: 'stored', action, state: write.state });
}

/** Play the first legal action `n` times. */
function playN(t: Table, n: number): Table {
  for (let i = 0; i < n; i++) t = play(t, t.game.legal(t.state)[0]).table;
  return t;
}

describe('the referee: an action offered and stored', () => {
  it('refuses an illegal card with the rules’ reason and writes nothing', () => {
    // The first deal (of fixed seeds) where the second seat holds a card it may not play.
    const illegalOf = (t: Table) => t.game.view(t.state, toAct(t)).hand.find((c) => !t.game.legal(t.state).includes(c));
    const t = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => playN(deal(seed, [false, false, false]), 1)).find((t) => illegalOf(t) !== undefined)!;
    const illegal = illegalOf(t);
    expect(illegal).toBeDefined();
    const r = referee(t, { kind: 'act', action: illegal! });
    expect(r.table).toBe(t);
    expect(r.effects).toEqual([{ kind: 'say', notice: { kind: 'alert', text: expect.objectContaining({ en: 'You must follow suit.' }) } }]);
  });

  it('a legal action is written first, at the next index, with the state it leads to; nothing changes before it is stored', () => {
    const t = deal(1, [false, true, true]);
    const a = t.game.legal(t.state)[0];
    const r = referee(t, { kind: 'act', action: a });
    expect(r.table).toBe(t);
    expect(r.effects).toHaveLength(1);
    const write = r.effects[0] as Extract<Effect, { kind: 'write' }>;
    expect(write).toMatchObject({ kind: 'write', index: 0, action: a });
    expect(t.game.toAct(write.state)).toBe(1);
    expect(t.record.actions).toEqual([]);
  });

  it('once stored: the action and its actor are in the record, and the bot to act next is asked with the decision seed', () => {
    const t = deal(3, [false, true, true]);
    const r = play(t, t.game.legal(t.state)[0]);
    expect(r.table.record.actions).toHaveLength(1);
    expect(r.table.actors).toEqual([0]);
    expect(r.effects).toEqual([
      { kind: 'show', viewer: 0 },
      { kind: 'ask-bot', seat: 1, seed: decisionSeed(3, 1) }
    ]);
    // A tab that does not hold the bot lock only follows.
    expect(kinds(play({ ...t, driving: false }, t.game.legal(t.state)[0]).effects)).toEqual(['show']);
  });

  it('a card that completes a trick holds it first, with its winner; the hand’s last card holds the trick and then finishes the hand', () => {
    const t = playN(deal(5, [false, true, true]), 2);
    const r = play(t, t.game.legal(t.state)[0]);
    expect(r.effects[0].kind).toBe('hold-trick');
    const held = (r.effects[0] as Extract<Effect, { kind: 'hold-trick' }>).trick;
    expect(held.cards).toHaveLength(3);
    expect(held.winner).toBe(toAct(r.table));
    const last = playN(r.table, 5);
    const end = play(last, last.game.legal(last.state)[0]);
    expect(kinds(end.effects)).toEqual(['hold-trick', 'finish-hand']);
    expect(toAct(end.table)).toBeNull();
  });

  it('pass-and-play: the phone is covered when the turn passes to another person; the hand-off names only a person', () => {
    const t = { ...deal(2, [false, false, true]), viewer: 0 };
    const r = play(t, t.game.legal(t.state)[0]);
    expect(r.table.viewer).toBeNull();
    expect(r.effects).toEqual([{ kind: 'handoff' }]);
    expect(handoffTo(r.table)).toBe(1);
    const taken = referee(r.table, { kind: 'take-phone' });
    expect(taken.table.viewer).toBe(1);
    expect(taken.effects).toEqual([{ kind: 'show', viewer: 1 }]);
    // Seat 2 is a bot: while it is to act nobody takes the phone.
    const botTurn = play(taken.table, taken.table.game.legal(taken.table.state)[0]);
    expect(handoffTo(botTurn.table)).toBeNull();
    expect(referee(botTurn.table, { kind: 'take-phone' }).effects).toEqual([]);
    expect(referee(taken.table, { kind: 'cover' })).toMatchObject({ table: { viewer: null }, effects: [{ kind: 'handoff' }] });
  });

  it('only the person holding the phone acts on their turn: never for a bot, another person, or in a claimed hand', () => {
    const t = { ...deal(2, [false, false, true]), viewer: 0 };
    expect(personToAct(t)).toBe(0);
    expect(personToAct({ ...t, viewer: 1 })).toBeNull();
    expect(personToAct({ ...t, claimed: { seat: 0, at: 0 } })).toBeNull();
    expect(personToAct({ ...t, bots: [true, false, true] })).toBeNull();
  });

  it('one person against bots: the table is never covered, and a fresh hand shows the person’s view', () => {
    const t = deal(4, [false, true, true]);
    expect(referee(t, { kind: 'opened', fresh: true })).toMatchObject({ table: { viewer: 0 }, effects: [{ kind: 'show', viewer: 0 }] });
    expect(referee({ ...t, viewer: 0 }, { kind: 'cover' }).effects).toEqual([]);
  });

  it('a hand opened at its end (stored with its last card, not yet finished) is finished', () => {
    const t = playN(deal(4, [false, true, true]), 9);
    expect(referee(t, { kind: 'opened', fresh: true }).effects).toEqual([{ kind: 'finish-hand' }]);
  });

  it('a forced card (one legal card) is scheduled only with "Play forced cards for me" on, for the person holding the phone', () => {
    // Play on until the person holds a single legal card.
    let t: Table = { ...deal(6, [false, true, true]), viewer: 0, autoForced: true };
    let found: Effect[] | null = null;
    for (let i = 0; i < 9 && found === null; i++) {
      const r = play(t, t.game.legal(t.state)[0]);
      t = r.table;
      if (toAct(t) === 0 && t.game.legal(t.state).length === 1) found = r.effects;
    }
    expect(found).not.toBeNull();
    expect(found!.at(-1)).toEqual({ kind: 'schedule-forced', seat: 0, action: t.game.legal(t.state)[0], card: t.game.legal(t.state)[0] });
    expect(kinds(referee({ ...t, autoForced: false }, { kind: 'opened', fresh: false }).effects)).toEqual(['show']);
    expect(kinds(referee({ ...t, autoForced: false }, { kind: 'auto-forced-on' }).effects)).toEqual(['schedule-forced']);
  });

  it('a tab granted the bots asks the bot to act; nothing when a person is to act', () => {
    const t = playN(deal(7, [false, true, true]), 1);
    expect(referee(t, { kind: 'taken-over' }).effects).toEqual([{ kind: 'ask-bot', seat: 1, seed: decisionSeed(7, 1) }]);
    expect(referee(deal(7, [false, true, true]), { kind: 'taken-over' }).effects).toEqual([]);
  });
});

describe('the referee: undo', () => {
  it('against bots: the person’s last action until someone else plays a card; the cut goes through the store first', () => {
    const t = { ...deal(8, [false, true, true]), viewer: 0 };
    const mine = play(t, t.game.legal(t.state)[0]).table;
    expect(undoTarget(mine)).toBe(0);
    expect(referee(mine, { kind: 'undo' }).effects).toEqual([{ kind: 'truncate', length: 0, expected: 1 }]);
    // A bot's card after it: too late.
    expect(undoTarget(playN(mine, 1))).toBe(-1);
    // Nothing of the person's yet.
    expect(referee(t, { kind: 'undo' }).effects).toEqual([]);
  });

  it('the cut hand is replayed to its earlier state, and the person is to act again', () => {
    const t = { ...deal(8, [false, true, true]), viewer: 0 };
    const mine = play(t, t.game.legal(t.state)[0]).table;
    const r = referee(mine, { kind: 'undone', length: 0 });
    expect(r.table.record.actions).toEqual([]);
    expect(r.table.actors).toEqual([]);
    expect(r.table.state).toEqual(t.state);
    expect(r.effects).toEqual([
      { kind: 'show', viewer: 0 },
      { kind: 'say', notice: { kind: 'status', text: { en: 'Action taken back.', de: 'Zug zurückgenommen.' } } }
    ]);
    // The record the table had is not changed: the cut is a new one.
    expect(mine.record.actions).toHaveLength(1);
  });

  it('pass-and-play: another person’s move only where the table agreed to it; the phone is covered after the cut', () => {
    const t = { ...deal(9, [false, false, false]), viewer: 0 };
    const after = { ...play(t, t.game.legal(t.state)[0]).table, viewer: 1 };
    expect(undoTarget(after)).toBe(-1);
    expect(undoTarget({ ...after, undoAfterHandoff: true })).toBe(0);
    expect(undoTarget({ ...after, viewer: null })).toBe(-1);
    const r = referee({ ...after, undoAfterHandoff: true }, { kind: 'undone', length: 0 });
    expect(r.table.viewer).toBeNull();
    expect(kinds(r.effects)).toEqual(['handoff', 'say']);
  });

  it('a claimed hand is not taken back', () => {
    const t = { ...deal(8, [false, true, true]), viewer: 0 };
    const mine = play(t, t.game.legal(t.state)[0]).table;
    expect(undoTarget({ ...mine, claimed: { seat: 0, at: 1 } })).toBe(-1);
  });
});

/** The first position (over fixed seeds, the first legal action each time) where `seat`'s claim holds (or fails) with all cards open. */
function claimPosition(bots: boolean[], seat: Seat, holds: boolean): Table {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    let t = deal(seed, bots, { game: claimToy, viewer: 0 });
    for (let i = 0; i < 9 && toAct(t) !== null; i++) {
      if (toAct(t) === seat && checkClaim(t.game, t.state, seat).ok === holds) return t;
      t = play(t, t.game.legal(t.state)[0]).table;
    }
  }
  throw new Error('no such position');
}

describe('the referee: claims', () => {
  it('an accepted claim is marked at its step and handed over with its line; nothing follows it but the line', () => {
    const t = claimPosition([false, true, true], 0, true);
    const r = referee(t, { kind: 'claim', seat: 0 });
    const at = t.record.actions.length;
    expect(r.table.claimed).toEqual({ seat: 0, at });
    expect(r.effects).toEqual([
      { kind: 'claim', seat: 0, line: checkClaim(t.game, t.state, 0).ok ? (checkClaim(t.game, t.state, 0) as { line: Action[] }).line : [] }
    ]);
    // The claim stored: no bot is asked, no trick held, the line plays the rest.
    const stored = play(r.table, CLAIM);
    expect(stored.table.record.actions.at(-1)).toBe(CLAIM);
    expect(kinds(stored.effects)).toEqual(['show']);
    // Reopened (a reload) or taken over: the rest plays out along the line.
    expect(kinds(referee(stored.table, { kind: 'opened', fresh: true }).effects)).toEqual(['show', 'play-claim-out']);
    expect(kinds(referee(stored.table, { kind: 'taken-over' }).effects)).toEqual(['play-claim-out']);
    expect(kinds(referee({ ...stored.table, driving: false }, { kind: 'opened', fresh: true }).effects)).toEqual(['show']);
  });

  it('a person’s refused claim says why and changes nothing', () => {
    const t = claimPosition([false, true, true], 0, false);
    const r = referee(t, { kind: 'claim', seat: 0 });
    expect(r.table).toBe(t);
    expect(kinds(r.effects)).toEqual(['say']);
  });

  it('a bot’s refused claim is said, the bot claims no more this hand, and it is asked for its move', () => {
    const t = claimPosition([false, true, true], 1, false);
    const r = referee(t, { kind: 'claim', seat: 1 });
    expect(r.table.claimRefused).toEqual([1]);
    expect(r.effects[0]).toMatchObject({
      kind: 'say',
      notice: { kind: 'alert', text: { en: expect.stringMatching(/^\{seat:1\} claimed the rest, refused: /) } }
    });
    expect(r.effects[1]).toEqual({ kind: 'ask-bot', seat: 1, seed: decisionSeed(t.record.seed, t.record.actions.length) });
  });
});

describe('the referee: another tab’s write seen', () => {
  const here = { inHand: true, handId: 'h1', length: 4, finished: false };
  it('the same hand at the same length: nothing moves', () => {
    expect(seen({ ...here, openHand: 'h1', storedLength: 4 })).toEqual({ kind: 'same' });
  });
  it('played on elsewhere, or another hand dealt: resume from the store', () => {
    expect(seen({ ...here, openHand: 'h1', storedLength: 5 })).toEqual({ kind: 'resume', takenBack: false });
    expect(seen({ ...here, openHand: 'h2', storedLength: 0 })).toEqual({ kind: 'resume', takenBack: false });
  });
  it('taken back elsewhere: resume, and say so', () => {
    expect(seen({ ...here, openHand: 'h1', storedLength: 2 })).toEqual({ kind: 'resume', takenBack: true });
    expect(seen({ ...here, inHand: false, openHand: 'h1', storedLength: 2 })).toEqual({ kind: 'resume', takenBack: false });
  });
  it('finished elsewhere: show its end; no hand: nothing to show', () => {
    expect(seen({ ...here, finished: true })).toEqual({ kind: 'finished' });
    expect(seen({ ...here, inHand: false, finished: true })).toEqual({ kind: 'none' });
    expect(seen(here)).toEqual({ kind: 'none' });
  });
});
