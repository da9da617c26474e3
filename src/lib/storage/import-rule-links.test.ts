import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../../tests/helpers/storage';

/**
 * A breakdown line's rule link (BreakdownLine.rule) came after files were exported: a played hand's
 * stored score without the links is still the score its record makes, and imports; any other
 * difference in the stored score is still refused.
 */
const file = () =>
  JSON.parse(readFileSync('tests/fixtures/hostile/base.json', 'utf8')) as {
    sessions: { hands?: { score: { breakdown: { value: number; rule?: string }[] } }[] }[];
  };
const played = (f: ReturnType<typeof file>) => f.sessions.flatMap((s) => s.hands ?? []);

describe('importing scores stored before the rule links', () => {
  it('accepts a played hand whose stored breakdown has no rule links', async () => {
    const f = file();
    expect(played(f).length).toBeGreaterThan(0);
    for (const h of played(f)) for (const line of h.score.breakdown) delete line.rule;
    const res = await testStore().store.importData(JSON.stringify(f));
    expect(res.ok).toBe(true);
  });

  it('still refuses a stored breakdown whose numbers differ', async () => {
    const f = file();
    played(f)[0].score.breakdown[0].value += 1;
    const res = await testStore().store.importData(JSON.stringify(f));
    expect(!res.ok && res.error.en).toMatch(/stored score is not what its record scores/);
  });
});
