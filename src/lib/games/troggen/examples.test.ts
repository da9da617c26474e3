import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayFile, scoreFile } from '../../../cli/tools';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../../docs/examples/${name}`, import.meta.url), 'utf8'));

describe('Troggen example files (ALL-3)', () => {
  it('npm run replay accepts docs/examples/troggen-hand.json and scores it like the entry', () => {
    const out = replayFile(read('troggen-hand.json')) as Record<string, unknown>;
    expect(out.error).toBeUndefined();
    expect(out.game).toBe('troggen');
    expect(out.unit).toBe('jetons');
    const entry = scoreFile(read('troggen-entry.json')) as Record<string, unknown>;
    expect(entry.error).toBeUndefined();
    expect(entry.deltas).toEqual(out.deltas);
    expect(entry.extra).toEqual(out.extra);
  });

  it('malformed files give a clear error, never a throw', () => {
    const hand = read('troggen-hand.json');
    expect(replayFile({ ...hand, actions: ['play:XXII'] })).toEqual({ error: 'field "actions[0]": action 1 ("play:XXII") is not an action of troggen' });
    expect((replayFile({ ...hand, actions: ['bid:einfach', 'bid:einfach'] }) as { error: string }).error).toMatch(
      /action 2 \(bid:einfach\) is illegal: You must bid higher/
    );
    expect((replayFile({ ...hand, actions: hand.actions.slice(0, 10) }) as { error: string }).error).toMatch(/not over/);
    expect((replayFile({ ...hand, context: { ...hand.context, players: 3 } }) as { error: string }).error).toMatch(/players/);
    const entry = read('troggen-entry.json');
    expect(scoreFile({ ...entry, points: 99 })).toEqual({ error: 'field "points": The bidder\'s side has a whole number of points from 0 to 67.' });
    expect((scoreFile({ ...entry, contract: undefined }) as { error: string }).error).toMatch(/contract/);
    expect(
      (scoreFile({ ...entry, miserePoints: 'x', contract: 'misere', bidder: undefined, pagat: undefined, king: undefined }) as { error: string }).error
    ).toMatch(/miserePoints/);
  });
});
