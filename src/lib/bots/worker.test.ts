import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, HandContext } from '../engine/game';
import type { HandRecord } from '../engine/record';
import { dobbmGame } from '../games/dobbm/index';
import { defaultSettings } from '../games/dobbm/settings';
import { analyseAll, DEFAULT_ANALYSIS } from '../insight/analysis';
import { framesOf } from '../replay/frames';
import type { AnalysisAnswer, WorkerAnswer, WorkerAsk } from './protocol';
import { searchSettingsFor } from './registry';
import { MODULES } from '../games/modules';

// The bot worker's side of "Could I have won?": the worker script runs here with a stand-in for
// its global scope, so the messages are the real ones.
const posted: WorkerAnswer[] = [];
let send: (ask: WorkerAsk) => Promise<void>;

beforeAll(async () => {
  const scope = { postMessage: (m: WorkerAnswer) => posted.push(structuredClone(m)), onmessage: null as ((e: { data: WorkerAsk }) => Promise<void>) | null };
  Object.assign(globalThis, { self: scope });
  await import('./worker');
  send = (ask) => scope.onmessage!({ data: ask });
});

// A finished Dobbm hand (the rule bots' play of seed 47, as in insight/analysis.test.ts).
const CODES =
  'bid:pass bid:pass bid:pass bid:dobbm discard:L-10 discard:L-O discard:L-8 discard:A-7 double:good double:good double:good ' +
  'play:B-S play:H-7 play:B-6 play:B-K play:A-S play:A-K play:A-U play:H-6 play:H-S play:H-10 play:H-9 play:H-U play:B-7 play:A-6 ' +
  'play:B-9 play:L-S play:B-O play:L-7 play:B-8 play:L-K play:L-6 play:L-9 play:H-K play:A-8 play:B-U play:A-9 play:B-10 play:A-10 ' +
  'play:H-O play:L-U play:H-8 play:A-O';
const context: HandContext = { players: 4, dealer: 0, settings: defaultSettings() };
const record: HandRecord = {
  format: 'trull-hand',
  version: 1,
  game: 'dobbm',
  rulesVersion: dobbmGame.rulesVersion,
  context,
  seed: 47,
  actions: CODES.split(' ').map((c) => dobbmGame.parseAction(c)!) satisfies Action[]
};

const answersTo = (id: number) =>
  posted.filter((m): m is Extract<AnalysisAnswer, { analysis: unknown }> => m.id === id && 'analysis' in m).map((m) => m.analysis);

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !test(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(test()).toBe(true);
}

describe('the bot worker works out "Could I have won?"', () => {
  it('step by step, latest cards first, ending with the same analysis as in one go', async () => {
    await send({ kind: 'analysis', id: 1, game: 'dobbm', record, seat: 0 });
    await until(() => answersTo(1).some((a) => a.done));
    const steps = answersTo(1);
    expect(steps.length).toBe(steps[0].decisions.length + 2);
    const worked = steps.map((a) => a.decisions.filter((d) => d.open !== null).length);
    expect(worked).toEqual(worked.map((_, i) => Math.min(i, steps[0].decisions.length)));
    // The last card is worked out first.
    expect(steps[1].decisions.at(-1)!.open).not.toBeNull();
    expect(steps[1].decisions[0].open).toBeNull();
    const states = framesOf(dobbmGame, record).map((f) => f.state);
    expect(steps.at(-1)).toEqual(
      analyseAll(dobbmGame, states, record.actions, 0, {
        ...DEFAULT_ANALYSIS,
        seed: record.seed ^ 1,
        inference: searchSettingsFor(MODULES.dobbm, 'strong', { fixedWork: true })
      })
    );
  });

  it("answers a bot's question between two cards of an analysis", async () => {
    await send({ kind: 'analysis', id: 2, game: 'dobbm', record, seat: 1 });
    const s = dobbmGame.setup(context, 5);
    const seat = dobbmGame.toAct(s)!;
    await send({ id: 3, game: 'dobbm', view: dobbmGame.view(s, seat), legal: dobbmGame.legal(s), seed: 1, budgetMs: 0, level: 'easy' });
    const bot = posted.findIndex((m) => m.id === 3);
    expect(bot).toBeGreaterThanOrEqual(0);
    await until(() => answersTo(2).some((a) => a.done));
    expect(posted.findIndex((m) => m.id === 2 && 'analysis' in m && m.analysis.done)).toBeGreaterThan(bot);
  });

  it("answers one share of a search bot's decision with the judgement of its own worlds", async () => {
    // The first card of the hand's play: past the bidding, the discard and the doubles.
    const s = dobbmGame.setup(context, record.seed);
    for (const a of record.actions.slice(0, 11)) dobbmGame.applyInPlace(s, a);
    const seat = dobbmGame.toAct(s)!;
    const legal = dobbmGame.legal(s);
    expect(legal.length).toBeGreaterThan(1);
    await send({ id: 5, game: 'dobbm', view: dobbmGame.view(s, seat), legal, seed: 3, budgetMs: 0, level: 'strong', share: { index: 1, of: 2 } });
    const answer = posted.find((m) => m.id === 5);
    if (!answer || !('judgement' in answer)) throw new Error(`expected a judgement, got ${JSON.stringify(answer)}`);
    expect(answer.judgement.means).toHaveLength(legal.length);
    // The strong level judges at least 24 worlds: half of them in each of two shares.
    expect(answer.judgement.worlds).toBeGreaterThanOrEqual(12);
  });

  it('stops when asked, even before it has begun', async () => {
    const asked = send({ kind: 'analysis', id: 4, game: 'dobbm', record, seat: 2 });
    await send({ kind: 'stop', id: 4 });
    await asked;
    // Nothing is awaited on the clock: a later analysis runs to its end, and one not stopped would
    // have posted its first step as it began and its others between that one's cards.
    await send({ kind: 'analysis', id: 6, game: 'dobbm', record, seat: 3 });
    await until(() => answersTo(6).some((a) => a.done));
    expect(answersTo(4)).toEqual([]);
  });
});
