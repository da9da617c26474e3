import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayFile, scoreFile } from '../../../cli/tools';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../../../docs/examples/${name}`, import.meta.url), 'utf8'));

describe('Dobbm example files and the command-line tools', () => {
  it('DO-SCORE-6: npm run replay accepts docs/examples/dobbm-hand.json (Schwacher and Retour at a 12 stake)', () => {
    const out = replayFile(load('dobbm-hand.json'));
    if ('error' in out) throw new Error(String(out.error));
    expect(out.game).toBe('dobbm');
    expect(out.unit).toBe('money');
    // 77 points at a 12 stake: 17 over -> 3.4 -> 4 Schilling, Schwacher and Retour -> 16 each.
    expect(out.deltas).toEqual([48, -16, -16, -16]);
  });

  it('DO-SCORE-6: npm run score accepts docs/examples/dobbm-entry.json: 72 at 60 with Schwacher and Retour at five, 192 in all', () => {
    const out = scoreFile(load('dobbm-entry.json'));
    if ('error' in out) throw new Error(String(out.error));
    expect(out.deltas).toEqual([-48, 192, -48, -48, -48]);
  });

  it('malformed files give a clear error, never a throw', () => {
    const hand = load('dobbm-hand.json');
    const bad: [unknown, RegExp][] = [
      [{ ...hand, actions: ['bid:pass', 'bid:pass', 'bid:pass', 'bid:good'] }, /illegal: Nobody has bid yet/],
      [{ ...hand, actions: hand.actions.slice(0, 10) }, /not over/],
      [{ ...hand, actions: ['bid:bettel'] }, /not an action of dobbm/],
      [{ ...hand, context: { ...hand.context, players: 3 } }, /players/],
      [{ ...hand, actions: ['bid:pass', 'bid:dobbm', 'bid:good', 'bid:good', 'discard:L-S'] }, /illegal|not in your hand/]
    ];
    for (const [input, msg] of bad) {
      const out = replayFile(input);
      expect('error' in out && out.error).toMatch(msg);
    }
    const entry = load('dobbm-entry.json');
    const badEntries: [unknown, RegExp][] = [
      [{ ...entry, declarerPoints: 130 }, /declarerPoints/],
      [{ ...entry, declarer: 4 }, /declarer/],
      [{ ...entry, schwacher: false }, /retours/],
      [{ ...entry, outcome: 'maybe' }, /outcome/],
      [{ ...entry, players: 6 }, /players/]
    ];
    for (const [input, msg] of badEntries) {
      const out = scoreFile(input);
      expect('error' in out && out.error).toMatch(msg);
    }
  });
});
