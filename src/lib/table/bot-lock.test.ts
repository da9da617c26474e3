import { describe, expect, it, vi } from 'vitest';
import { BotLock, type Locks } from './bot-lock';

/** A fake Web Locks: one holder per name, the rest wait in line; a grant comes on a later microtask, as in a browser. */
function fakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, (() => Promise<void>)[]>();
  const asked: string[] = [];
  const grant = (name: string): void => {
    const next = queues.get(name)?.shift();
    if (!next) return;
    held.add(name);
    void Promise.resolve()
      .then(next)
      .finally(() => {
        held.delete(name);
        grant(name);
      });
  };
  const locks: Locks = {
    request(name, granted) {
      asked.push(name);
      queues.set(name, [...(queues.get(name) ?? []), granted]);
      if (!held.has(name)) grant(name);
      return Promise.resolve();
    }
  };
  return { locks, held, asked };
}

/** Let every pending microtask run. */
const flush = () => new Promise<void>((go) => setTimeout(go, 0));

describe('BotLock', () => {
  it('without Web Locks every tab plays the bots and nothing is asked', () => {
    const onGranted = vi.fn();
    const lock = new BotLock(onGranted, () => undefined);
    lock.claim('h1');
    expect(lock.driving).toBe(true);
    expect(onGranted).not.toHaveBeenCalled();
  });

  it('asks for the hand’s lock, follows until it is granted, then drives and takes over', async () => {
    const { locks, held, asked } = fakeLocks();
    const onGranted = vi.fn();
    const lock = new BotLock(onGranted, () => locks);
    lock.claim('h1');
    expect(asked).toEqual(['trull-bots:h1']);
    expect(lock.driving).toBe(false);
    await flush();
    expect(lock.driving).toBe(true);
    expect(onGranted).toHaveBeenCalledTimes(1);
    expect(held.has('trull-bots:h1')).toBe(true);
    // The same hand again asks nothing more.
    lock.claim('h1');
    expect(asked).toHaveLength(1);
  });

  it('a second tab on the same hand only follows until the first gives the lock back', async () => {
    const { locks } = fakeLocks();
    const first = new BotLock(vi.fn(), () => locks);
    const granted = vi.fn();
    const second = new BotLock(granted, () => locks);
    first.claim('h1');
    second.claim('h1');
    await flush();
    expect(first.driving).toBe(true);
    expect(second.driving).toBe(false);
    expect(granted).not.toHaveBeenCalled();
    first.release();
    await flush();
    expect(second.driving).toBe(true);
    expect(granted).toHaveBeenCalledTimes(1);
  });

  it('a new hand gives the old hand’s lock back and asks for the new one', async () => {
    const { locks, held } = fakeLocks();
    const lock = new BotLock(vi.fn(), () => locks);
    lock.claim('h1');
    await flush();
    lock.claim('h2');
    expect(lock.driving).toBe(false);
    await flush();
    expect(held.has('trull-bots:h1')).toBe(false);
    expect(held.has('trull-bots:h2')).toBe(true);
    expect(lock.driving).toBe(true);
  });

  it('a grant for a hand no longer asked for (the tab moved on or closed) is handed straight back', async () => {
    const { locks, held } = fakeLocks();
    const other = new BotLock(vi.fn(), () => locks);
    other.claim('h1');
    await flush();
    const onGranted = vi.fn();
    const lock = new BotLock(onGranted, () => locks);
    lock.claim('h1');
    lock.release();
    other.release();
    await flush();
    expect(onGranted).not.toHaveBeenCalled();
    expect(held.size).toBe(0);
  });
});
