import { afterEach, describe, expect, it, vi } from 'vitest';
import { staged } from './staged';

describe('staged', () => {
  afterEach(() => void vi.useRealTimers());

  it('a piece taken back while the next slice waits for its frame is not run, and nothing throws (the page left mid-build)', async () => {
    // The page's clock is a fake one, moved on by the test: no waiting on the real clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    globalThis.requestAnimationFrame ??= (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0) as unknown as number;
    const ran: string[] = [];
    staged(() => {
      ran.push('a');
      // Longer than a slice (on the real clock the slice reads): the next piece waits for the next frame.
      const end = performance.now() + 12;
      while (performance.now() < end);
    });
    const takeBack = staged(() => ran.push('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['a']);
    takeBack();
    await vi.advanceTimersByTimeAsync(150);
    expect(ran).toEqual(['a']);
    // Later pieces still run.
    staged(() => ran.push('c'));
    await vi.advanceTimersByTimeAsync(150);
    expect(ran).toEqual(['a', 'c']);
  });
});
