import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrickHold } from './trick-hold';

/** The pause timer alone, on a fake clock (a test never asserts a measured time). */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled, after the pending microtasks ran. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('TrickHold', () => {
  it('holds for exactly the pause, then releases by itself and tells the table once', async () => {
    const onRelease = vi.fn();
    const hold = new TrickHold(onRelease);
    expect(hold.held).toBe(false);
    hold.hold(1800);
    expect(hold.held).toBe(true);
    await vi.advanceTimersByTimeAsync(1799);
    expect(hold.held).toBe(true);
    expect(onRelease).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hold.held).toBe(false);
    expect(onRelease).toHaveBeenCalledTimes(1);
  });

  it('with a null pause it holds however long the clock runs, until released', async () => {
    const hold = new TrickHold();
    hold.hold(null);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(hold.held).toBe(true);
    hold.release();
    expect(hold.held).toBe(false);
  });

  it('released() settles at once with nothing held, else on the release, waiters in order', async () => {
    const hold = new TrickHold();
    expect(await settled(hold.released())).toBe(true);
    hold.hold(null);
    const order: number[] = [];
    const a = hold.released().then(() => order.push(1));
    const b = hold.released().then(() => order.push(2));
    await vi.advanceTimersByTimeAsync(5000);
    expect(order).toEqual([]);
    hold.release();
    await Promise.all([a, b]);
    expect(order).toEqual([1, 2]);
  });

  it('the table hears of the release before the waiters go on', async () => {
    const seen: string[] = [];
    const hold = new TrickHold(() => seen.push('table'));
    hold.hold(100);
    const waiter = hold.released().then(() => seen.push('waiter'));
    await vi.advanceTimersByTimeAsync(100);
    await waiter;
    expect(seen).toEqual(['table', 'waiter']);
  });

  it('a tap before the pause ends stops the timer: no second release later', async () => {
    const onRelease = vi.fn();
    const hold = new TrickHold(onRelease);
    hold.hold(1000);
    hold.release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(onRelease).toHaveBeenCalledTimes(1);
  });

  it('a pause (a claim shown) goes on after its time, or never once stopped or released', async () => {
    const hold = new TrickHold();
    const go = vi.fn();
    hold.pause(1500, go);
    expect(hold.held).toBe(false);
    await vi.advanceTimersByTimeAsync(1499);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    hold.pause(1500, stopped);
    hold.stop();
    const released = vi.fn();
    hold.pause(1500, released);
    hold.release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).not.toHaveBeenCalled();
    expect(released).not.toHaveBeenCalled();
  });

  it('stop keeps the trick held: only a release lets play on', async () => {
    const hold = new TrickHold();
    hold.hold(1000);
    hold.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(hold.held).toBe(true);
    expect(await settled(hold.released())).toBe(false);
  });
});
