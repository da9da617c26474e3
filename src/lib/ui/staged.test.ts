import { describe, expect, it } from 'vitest';
import { staged } from './staged';

describe('staged', () => {
  it('a piece taken back while the next slice waits for its frame is not run, and nothing throws (the page left mid-build)', async () => {
    globalThis.requestAnimationFrame ??= (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0) as unknown as number;
    const ran: string[] = [];
    staged(() => {
      ran.push('a');
      // Longer than a slice: the next piece waits for the next frame.
      const end = performance.now() + 12;
      while (performance.now() < end);
    });
    const takeBack = staged(() => ran.push('b'));
    await new Promise((go) => setTimeout(go, 1));
    expect(ran).toEqual(['a']);
    takeBack();
    await new Promise((go) => setTimeout(go, 150));
    expect(ran).toEqual(['a']);
    // Later pieces still run.
    staged(() => ran.push('c'));
    await new Promise((go) => setTimeout(go, 150));
    expect(ran).toEqual(['a', 'c']);
  });
});
