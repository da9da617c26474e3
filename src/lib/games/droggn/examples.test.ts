import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayFile, scoreFile } from '../../../cli/tools';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../../../docs/examples/${name}`, import.meta.url), 'utf8'));

describe('Droggn example files', () => {
  it('DR-SCORE-11: the example entry (the worked example) scores -6 on paper through the CLI logic', () => {
    const out = scoreFile(load('droggn-entry.json')) as unknown as { deltas: number[]; extra: { paper: number } };
    expect(out.deltas).toEqual([-12, 6, 6]);
    expect(out.extra.paper).toBe(-6);
  });
  it('ALL-3: the example hand record replays to a result', () => {
    const out = replayFile(load('droggn-hand.json')) as unknown as { deltas: number[]; cardPoints: { points: number }[] };
    expect(out.deltas.reduce((a, b) => a + b, 0)).toBe(0);
    expect(out.cardPoints.reduce((a, p) => a + p.points, 0)).toBe(74);
  });
  it('malformed files give a clear error, never a throw', () => {
    const hand = load('droggn-hand.json');
    const bad = replayFile({ ...hand, actions: ['bid:solo', 'bid:ansager'] }) as { error: string };
    expect(bad.error).toMatch(/action 2 \(bid:ansager\) is illegal: You must bid higher than Solo/);
    expect((replayFile({ ...hand, actions: ['fly'] }) as { error: string }).error).toMatch(/not an action of droggn/);
    expect((replayFile({ ...hand, actions: hand.actions.slice(0, 10) }) as { error: string }).error).toMatch(/not over/);
    const entry = load('droggn-entry.json');
    expect((scoreFile({ ...entry, declarerPoints: 99 }) as { error: string }).error).toMatch(/declarerPoints/);
    expect((scoreFile({ ...entry, contract: 'grand' }) as { error: string }).error).toMatch(/contract/);
    expect((scoreFile({ ...entry, doubles: 'lots' }) as { error: string }).error).toBeTruthy();
  });
});
