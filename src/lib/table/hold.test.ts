import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACES } from './pace';
import { againstBots } from '../../../tests/helpers/toy-table';

/**
 * How long a finished trick stays (the pace's pause), judged on a fake clock: the browser test only
 * sees that the table moves on by itself, since a test never asserts a measured time.
 */
afterEach(() => {
  vi.useRealTimers();
});

async function heldTable(trick: number | null) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const ctl = await againstBots({ bot: 0, trick }, 7);
  // Play the person's cards (the bots answer on the fake clock) until a trick is held.
  for (let guard = 0; guard < 2000 && ctl.held === null; guard++) {
    if (ctl.toAct === ctl.viewer && !ctl.busy) await ctl.act(ctl.legal[0]);
    // One millisecond at a time: the hold is found within a millisecond of its start.
    await vi.advanceTimersByTimeAsync(1);
  }
  expect(ctl.held).not.toBeNull();
  return ctl;
}

describe('the pause after a finished trick', () => {
  it('every pace that moves on by itself holds a trick at least 1.5 s', () => {
    for (const p of PACES) if (p.pace.trick !== null) expect(p.pace.trick).toBeGreaterThanOrEqual(1500);
  });

  it('a finished trick stays for exactly the pace’s pause, then the table moves on', async () => {
    const ctl = await heldTable(1800);
    await vi.advanceTimersByTimeAsync(1798);
    expect(ctl.held).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2);
    expect(ctl.held).toBeNull();
    ctl.destroy();
  });

  it('with "wait for my tap" a finished trick stays however long the clock runs', async () => {
    const ctl = await heldTable(null);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(ctl.held).not.toBeNull();
    ctl.releaseTrick();
    expect(ctl.held).toBeNull();
    ctl.destroy();
  });
});
