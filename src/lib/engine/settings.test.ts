import { describe, expect, it } from 'vitest';
import type { SettingSpec } from './game';
import { defaultsOf, readSettings } from './settings';

const T = { en: 'x', de: 'x' };
const SPECS: SettingSpec[] = [
  { key: 'on', kind: 'boolean', default: false, label: T, explanation: T, rule: 'ALL-1' },
  {
    key: 'pick',
    kind: 'choice',
    default: '37',
    options: [
      { value: '37', label: T },
      { value: '38', label: T }
    ],
    label: T,
    explanation: T,
    rule: 'ALL-1'
  },
  { key: 'stake', kind: 'number', default: 60, min: 1, max: 240, label: T, explanation: T, rule: 'ALL-1' },
  { key: 'big', kind: 'boolean', default: true, players: [5, 6], label: T, explanation: T, rule: 'ALL-1' }
];

describe("readSettings: the one reader of a game's setting table", () => {
  it('keeps valid values and fills gaps with defaults', () => {
    expect(readSettings(SPECS, { on: true, pick: '38', stake: 12, big: false })).toEqual({ on: true, pick: '38', stake: 12, big: false });
    expect(readSettings(SPECS, undefined)).toEqual({ on: false, pick: '37', stake: 60, big: true });
  });
  it('reads malformed values as the default, and a choice stored as a number as its text', () => {
    expect(readSettings(SPECS, { on: 'yes', pick: 38, stake: 0 })).toEqual({ on: false, pick: '38', stake: 60, big: true });
    expect(readSettings(SPECS, { pick: 'other', stake: Number.NaN })).toMatchObject({ pick: '37', stake: 60 });
  });
  it('leaves out settings that do not apply at the player count', () => {
    expect(defaultsOf(SPECS, 4)).toEqual({ on: false, pick: '37', stake: 60 });
    expect(defaultsOf(SPECS, 5)).toEqual({ on: false, pick: '37', stake: 60, big: true });
  });
});
