import { describe, expect, it } from 'vitest';
import { DEFAULT_PACE, PACES, paceId, readPace } from './pace';

describe('pace', () => {
  it('offers at least three speeds and a wait-for-tap choice; every bot pause is at least 500 ms', () => {
    expect(PACES.filter((p) => p.pace.trick !== null).length).toBeGreaterThanOrEqual(3);
    expect(PACES.some((p) => p.pace.trick === null)).toBe(true);
    for (const p of PACES) expect(p.pace.bot).toBeGreaterThanOrEqual(500);
  });
  it('the default keeps a finished trick in view at least 1.5 s', () => {
    const d = readPace(null);
    expect(paceId(null)).toBe(DEFAULT_PACE);
    expect(d.trick).not.toBeNull();
    expect(d.trick!).toBeGreaterThanOrEqual(1500);
    for (const p of PACES) if (p.pace.trick !== null) expect(p.pace.trick).toBeGreaterThanOrEqual(1500);
  });
  it('reads a stored choice, falls back to the default for junk, and a number as the fast test table', () => {
    expect(readPace('tap').trick).toBeNull();
    expect(readPace('relaxed')).toEqual(PACES[0].pace);
    expect(readPace('nonsense')).toEqual(readPace(null));
    expect(readPace('30')).toEqual({ bot: 30, trick: 30 });
  });
});
