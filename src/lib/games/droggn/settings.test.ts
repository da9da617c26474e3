import { describe, expect, it } from 'vitest';
import type { Settings } from '../../engine/game';
import { DEFAULTS, SETTINGS, readDroggnSettings } from './settings';

describe('Droggn settings reader', () => {
  it('reads every setting of the table, defaults filling gaps and replacing bad values', () => {
    expect(readDroggnSettings(undefined)).toEqual(DEFAULTS);
    expect(readDroggnSettings({ threshold: 38, cards: 'many', showTalon: 'yes' })).toEqual({ ...DEFAULTS, threshold: '38' });
  });
  it('sees a value changed in place in the same stored object (the reader keeps its last answer only while nothing changed)', () => {
    const raw: Settings = { ...DEFAULTS };
    expect(readDroggnSettings(raw)).toEqual(DEFAULTS);
    for (const spec of SETTINGS) {
      const other = spec.kind === 'boolean' ? !spec.default : spec.options!.find((o) => o.value !== spec.default)!.value;
      raw[spec.key] = other;
      expect(readDroggnSettings(raw)[spec.key]).toBe(other);
      raw[spec.key] = spec.default;
      expect(readDroggnSettings(raw)[spec.key]).toBe(spec.default);
    }
  });
});
