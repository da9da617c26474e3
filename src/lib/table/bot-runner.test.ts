import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat } from '../engine/game';
import type { TableView } from '../engine/table-view';
import { BotRunner, botWait, type BotTable, type BotTurn } from './bot-runner';
import { TrickHold } from './trick-hold';

/** The runner alone, on a fake clock (Date included): a fake table, a fake bot, a real trick hold. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const view = {} as TableView;

function fakeTable(opts: { answerAfter?: number; claims?: boolean } = {}) {
  const hold = new TrickHold();
  const state = { toAct: 1 as Seat | null, busy: false };
  const committed: Action[] = [];
  const claimed: Seat[] = [];
  const table: BotTable = {
    ask: (turn) => new Promise((go) => setTimeout(() => go(turn.legal[0] ?? null), opts.answerAfter ?? 0)),
    claims: () => opts.claims ?? false,
    toAct: () => state.toAct,
    busy: () => state.busy,
    held: () => hold.held,
    released: () => hold.released(),
    commit: (a) => committed.push(a),
    claim: (seat) => claimed.push(seat)
  };
  return { runner: new BotRunner(table), hold, state, committed, claimed };
}

const turn = (legal: Action[], pace = 700): BotTurn => ({ seat: 1, view, legal, seed: 7, pace: () => pace });

/** Nothing has landed a millisecond before `ms`, and `expected` has at `ms`. */
async function landsAt(ms: number, seen: () => unknown[], expected: unknown[]): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(seen()).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(seen()).toEqual(expected);
}

describe('botWait', () => {
  it('the pause counts from the turn’s start, whole after a held trick, at most half for a forced move', () => {
    expect(botWait(700, false, 200, false)).toBe(500);
    expect(botWait(700, false, 900, false)).toBe(0);
    expect(botWait(700, true, 900, false)).toBe(700);
    expect(botWait(700, false, 100, true)).toBe(350);
    expect(botWait(700, false, 500, true)).toBe(200);
    expect(botWait(700, true, 0, true)).toBe(350);
  });
});

describe('BotRunner', () => {
  it('a bot’s move lands the pace’s pause after its turn started, its thinking included', async () => {
    const t = fakeTable({ answerAfter: 300 });
    t.runner.run(turn(['a', 'b'] as unknown as Action[]));
    await landsAt(700, () => t.committed, ['a']);
  });

  it('a single legal move lands after at most half the pause', async () => {
    const t = fakeTable();
    t.runner.run(turn(['a'] as unknown as Action[]));
    await landsAt(350, () => t.committed, ['a']);
  });

  it('after a held trick the whole pause runs from its release', async () => {
    const t = fakeTable();
    t.hold.hold(null);
    t.runner.run(turn(['a', 'b'] as unknown as Action[]));
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.committed).toEqual([]);
    t.hold.release();
    await landsAt(700, () => t.committed, ['a']);
  });

  it('the pace is read when the pause starts', async () => {
    const t = fakeTable();
    let pace = 700;
    t.runner.run({ ...turn(['a', 'b'] as unknown as Action[]), pace: () => pace });
    pace = 100;
    await vi.advanceTimersByTimeAsync(100);
    expect(t.committed).toEqual(['a']);
  });

  it('a later turn or cancel voids an earlier answer; so does another seat to act', async () => {
    const t = fakeTable({ answerAfter: 100 });
    t.runner.run(turn(['a', 'b'] as unknown as Action[]));
    t.runner.run(turn(['c', 'd'] as unknown as Action[]));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.committed).toEqual(['c']);

    t.runner.run(turn(['e', 'f'] as unknown as Action[]));
    await vi.advanceTimersByTimeAsync(200);
    t.runner.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.committed).toEqual(['c']);

    t.runner.run(turn(['g', 'h'] as unknown as Action[]));
    t.state.toAct = 2;
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.committed).toEqual(['c']);
  });

  it('a cancelled answer (null) plays nothing', async () => {
    const t = fakeTable();
    t.runner.run(turn([] as Action[]));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.committed).toEqual([]);
  });

  it('a claiming bot claims after the whole pause, not while busy nor once voided', async () => {
    const t = fakeTable({ claims: true });
    t.runner.run(turn(['a', 'b'] as unknown as Action[]));
    await landsAt(700, () => t.claimed, [1]);
    expect(t.committed).toEqual([]);

    t.state.busy = true;
    t.runner.run(turn(['a', 'b'] as unknown as Action[]));
    await vi.advanceTimersByTimeAsync(700);
    t.state.busy = false;
    t.runner.run(turn(['a', 'b'] as unknown as Action[]));
    t.runner.cancel();
    await vi.advanceTimersByTimeAsync(700);
    expect(t.claimed).toEqual([1]);
  });

  it('a forced card is played after the held trick and the pause, only if still wanted', async () => {
    const t = fakeTable();
    const play = vi.fn();
    let still = true;
    t.hold.hold(null);
    t.runner.forced(
      () => 700,
      () => still,
      play
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(play).not.toHaveBeenCalled();
    t.hold.release();
    await vi.advanceTimersByTimeAsync(699);
    expect(play).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(play).toHaveBeenCalledTimes(1);

    still = false;
    t.runner.forced(
      () => 700,
      () => still,
      play
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
