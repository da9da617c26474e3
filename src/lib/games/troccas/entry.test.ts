import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isEntryError } from '../../engine/entry';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { replayFile, scoreFile } from '../../../cli/tools';
import { applyInPlace, legal } from './rules';
import { troccasModule } from './index';
import { setup } from './state';
import { facts, score } from './scoring';

const played = (players: number, seed: number, settings = {}) => {
  const s = setup({ players, dealer: seed % players, settings }, seed);
  const rng = rngFromSeed(seed);
  while (s.phase !== 'over') {
    const l = legal(s);
    applyInPlace(s, l[nextInt(rng, l.length)]);
  }
  return facts(s)!;
};

describe('Troccas scorekeeper entries', () => {
  it('TR-4-15, TR-6-1, TR-3-2, TR-5-1: a hand played here and the same hand entered by hand score the same', () => {
    for (const [players, settings] of [
      [4, {}],
      [6, {}],
      [3, {}],
      [3, { counting3: 'threes' }],
      [5, {}]
    ] as const)
      for (let seed = 1; seed <= 60; seed++) {
        const f = played(players, seed, settings);
        const entry = troccasModule.entryFromFacts(f, players, f.dealer, settings);
        const back = troccasModule.factsFromEntry(entry);
        if (isEntryError(back)) throw new Error(back.message.en);
        const a = score(f, settings);
        const b = score(back, settings);
        expect(b.deltas).toEqual(a.deltas);
        expect(b.cardPoints).toEqual(a.cardPoints);
        expect(b.breakdown).toEqual(a.breakdown);
      }
  });

  it('TR-4-6: a thrown-in hand is entered as such and scores nothing', () => {
    const f = troccasModule.factsFromEntry({ format: 'trull-entry', version: 1, game: 'troccas', players: 4, dealer: 1, thrownIn: true });
    expect(isEntryError(f) ? null : score(f, {}).deltas).toEqual([0, 0, 0, 0]);
  });

  it('refuses impossible entries with the field and a reason', () => {
    const base = { format: 'trull-entry' as const, version: 1 as const, game: 'troccas' as const, dealer: 0 };
    const bad = [
      [{ ...base, players: 4, dealerSidePoints: 73 }, 'dealerSidePoints'],
      [{ ...base, players: 4, dealerSidePoints: 12.5 }, 'dealerSidePoints'],
      [{ ...base, players: 6, thrownIn: true, dealerSidePoints: 30 }, 'thrownIn'],
      [{ ...base, players: 3, points: [50, 50, 50] }, 'points'],
      [{ ...base, players: 5, points: [30, 30, 30, 30] }, 'points.4'],
      [{ ...base, players: 3, thrownIn: true, points: [43, 42, 42] }, 'thrownIn'],
      [{ ...base, players: 4, dealer: 7, dealerSidePoints: 30 }, 'dealer']
    ] as const;
    for (const [entry, field] of bad) {
      const r = troccasModule.factsFromEntry(entry);
      expect(isEntryError(r) && r.field).toBe(field);
    }
    expect(troccasModule.entryForm(4, {}).find((f) => f.key === 'dealerSidePoints')?.when).toEqual({ key: 'thrownIn', equals: [false] });
    expect(troccasModule.entryForm(5, {}).map((f) => f.key)).toEqual(['points.0', 'points.1', 'points.2', 'points.3', 'points.4']);
  });

  it('the example files replay and score through the command-line tools; malformed ones get a clear error', () => {
    const hand = JSON.parse(readFileSync('docs/examples/troccas-hand.json', 'utf8'));
    const r = replayFile(hand) as Record<string, unknown>;
    expect(r.error).toBeUndefined();
    expect(r.game).toBe('troccas');
    expect((r.deltas as number[]).reduce((a, b) => a + b, 0)).toBe(0);
    const entry = JSON.parse(readFileSync('docs/examples/troccas-entry.json', 'utf8'));
    expect(scoreFile(entry)).toMatchObject({ game: 'troccas', deltas: [5, -5, 5, -5] });
    expect(replayFile({ ...hand, actions: [...hand.actions.slice(0, 5), 'play:XXII'] })).toHaveProperty('error');
    expect(replayFile({ ...hand, actions: hand.actions.slice(0, 30) })).toHaveProperty('error');
    const wrong = replayFile({ ...hand, actions: ['play:C-K', ...hand.actions] }) as { error: string };
    expect(wrong.error).toMatch(/illegal/);
    expect(scoreFile({ ...entry, dealerSidePoints: 80 })).toEqual({ error: 'field "dealerSidePoints": Card points go from 0 to 72.' });
    expect(scoreFile({ ...entry, players: 2 })).toHaveProperty('error');
  });

  it('TR-4-15: money per point is an optional setting used by the settlement', () => {
    const sess0 = troccasModule.session.start(4, 0, { pointValue: 20 });
    const f = played(4, 3);
    const sess = troccasModule.session.afterHand(sess0, f, score(f, {}));
    const t = troccasModule.session.totals(sess);
    const pay = troccasModule.session.settlement(sess, 0);
    for (let seat = 0; seat < 4; seat++) {
      const net = pay.filter((p) => p.to === seat).reduce((a, p) => a + p.amount, 0) - pay.filter((p) => p.from === seat).reduce((a, p) => a + p.amount, 0);
      expect(net).toBe(t[seat] * 20);
    }
  });
});
