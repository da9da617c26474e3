import { describe, expect, it } from 'vitest';
import { SETTINGS } from '$lib/games/droggn/settings';
import { variantsSummary } from './variants';

describe('variantsSummary', () => {
  it('says the chosen variants in one line, in both languages', () => {
    const en = variantsSummary(SETTINGS, 3, {}, 'en');
    expect(en).toContain('37 wins (half the points)');
    expect(en).toContain('66 cards');
    expect(variantsSummary(SETTINGS, 3, {}, 'de')).toContain('37 gewinnt');
  });
  it('follows a changed setting', () => {
    expect(variantsSummary(SETTINGS, 3, { threshold: '38' }, 'en')).toContain('38 needed');
    expect(variantsSummary(SETTINGS, 3, { threshold: '38' }, 'en')).not.toContain('37 wins');
  });
});
