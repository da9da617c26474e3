import { describe, expect, it } from 'vitest';
import type { Settings } from '../../engine/game';
import { defaultSettings, readTroccasSettings } from './settings';

describe("Troccas's settings, read by the one reader", () => {
  it('TR-4-17, TR-4-16, TR-3-2, TR-4-15: the defaults at each table size', () => {
    expect(readTroccasSettings(4, undefined)).toEqual({ talk: true, knocking: false, counting3: 'singly', pointValue: 0 });
    for (const players of [3, 5, 6]) expect(readTroccasSettings(players, {}).talk).toBe(false);
    for (const players of [3, 4, 5, 6]) expect(readTroccasSettings(players, defaultSettings(players))).toEqual(readTroccasSettings(players, undefined));
  });

  it('TR-4-17, TR-4-16, TR-3-2: a setting reads as off where it does not apply', () => {
    const all: Settings = { talk: true, knocking: true, counting3: 'threes' };
    expect(readTroccasSettings(3, all)).toMatchObject({ talk: false, knocking: false, counting3: 'threes' });
    expect(readTroccasSettings(4, all)).toMatchObject({ talk: true, knocking: true, counting3: 'singly' });
    expect(readTroccasSettings(5, all)).toMatchObject({ talk: false, knocking: false, counting3: 'singly' });
    expect(readTroccasSettings(6, all)).toMatchObject({ talk: false, knocking: true, counting3: 'singly' });
  });

  it('TR-4-17, TR-4-16, TR-3-2, TR-4-15: a malformed or out-of-range value reads as the default', () => {
    const bad: Settings = { talk: 'yes', knocking: 1, counting3: 'fives', pointValue: -5 };
    expect(readTroccasSettings(4, bad)).toEqual({ talk: true, knocking: false, counting3: 'singly', pointValue: 0 });
    expect(readTroccasSettings(3, { counting3: 'fives', pointValue: 5000 })).toMatchObject({ counting3: 'singly', pointValue: 0 });
    expect(readTroccasSettings(4, { pointValue: 25 }).pointValue).toBe(25);
  });

  it('the kept last answer follows a stored object whose values or table size change, and cannot be changed', () => {
    const stored: Settings = { knocking: false };
    expect(readTroccasSettings(4, stored).knocking).toBe(false);
    stored.knocking = true;
    expect(readTroccasSettings(4, stored).knocking).toBe(true);
    expect(readTroccasSettings(3, stored).knocking).toBe(false);
    expect(Object.isFrozen(readTroccasSettings(4, stored))).toBe(true);
  });
});
