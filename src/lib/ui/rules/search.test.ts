import { describe, expect, it } from 'vitest';
import type { Guide } from '../../engine/guide';
import { rulesHref } from '../../games/registry';
import { anchors, searchSections } from './search';

const guide: Guide = {
  pack: 'french66',
  sections: [
    { id: 'bidding', title: { en: 'Bidding', de: 'Lizitieren' }, body: [{ en: 'Everyone speaks once.', de: 'Jeder spricht einmal.' }], rules: ['X-BID-1'] },
    {
      id: 'house-rules',
      title: { en: 'House rules', de: 'Hausregeln' },
      body: [],
      settings: [
        {
          key: 'k',
          kind: 'boolean',
          default: false,
          label: { en: 'Show the talon', de: 'Talon aufdecken' },
          explanation: { en: 'Everyone sees it.', de: 'Alle sehen ihn.' },
          rule: 'X-BID-1'
        }
      ],
      rules: ['X-BID-1', 'X-EX-2']
    }
  ]
};

describe('searching the rules', () => {
  it('finds the sections holding every word, in the reader’s language, any case', () => {
    expect(searchSections(guide, 'SPEAKS once', 'en').map((s) => s.id)).toEqual(['bidding']);
    expect(searchSections(guide, 'talon', 'de').map((s) => s.id)).toEqual(['house-rules']);
    expect(searchSections(guide, 'spricht', 'en')).toEqual([]);
    expect(searchSections(guide, 'x-ex-2', 'en').map((s) => s.id)).toEqual(['house-rules']);
  });

  it('shows every section for an empty query', () => {
    expect(searchSections(guide, '  ', 'en')).toHaveLength(2);
  });

  it('anchors each rule at the first section naming it, and links there', () => {
    expect([...anchors(guide)]).toEqual([
      ['X-BID-1', 'bidding'],
      ['X-EX-2', 'house-rules']
    ]);
    expect(rulesHref('g', 'X-EX-2')).toBe('/rules/g/#X-EX-2');
    expect(rulesHref('g')).toBe('/rules/g/');
  });
});
