import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, HandContext } from '../engine/game';
import type { HandRecord } from '../engine/record';
import { dobbmGame } from '../games/dobbm/index';
import type { DobbmState } from '../games/dobbm/state';
import { defaultSettings } from '../games/dobbm/settings';
import { troccasGame } from '../games/troccas/index';
import { analyseAll, DEFAULT_ANALYSIS } from '../insight/analysis';
import { seatSeed } from '../insight/check-card';
import { framesOf } from '../replay/frames';
import type { AnalysisAnswer, CheckAnswer, WorkerAnswer, WorkerAsk } from './protocol';
import { ruleBotOf, searchSettingsFor } from '../bots/registry';
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

// The play checker (issue 30 item 3): a card a person just played, judged in the worker.
const handStates = framesOf(dobbmGame, record).map((f) => f.state as DobbmState);

const verdictOf = (id: number) => posted.filter((m): m is CheckAnswer => m.id === id && 'check' in m).map((m) => m.check);

/** The ask the table sends for the card at `step`: the seat's view before it (never the state), the legal cards, the card, the seed's inputs. */
function askFor(id: number, step: number): WorkerAsk {
  const s = handStates[step];
  const seat = dobbmGame.toAct(s)!;
  return {
    kind: 'check',
    id,
    game: 'dobbm',
    view: dobbmGame.view(s, seat),
    legal: dobbmGame.legal(s),
    chosen: record.actions[step],
    handSeed: record.seed,
    step
  };
}

describe('the bot worker checks a card a person just played', () => {
  it("answers once, with the post-hand analysis's cost of that card", async () => {
    const analysis = analyseAll(dobbmGame, handStates, record.actions, 1, {
      ...DEFAULT_ANALYSIS,
      maxNodes: 1,
      worlds: 0,
      seed: seatSeed(record.seed, 1),
      inference: searchSettingsFor(MODULES.dobbm, 'strong', { fixedWork: true })
    });
    const judged = analysis.decisions.filter((d) => d.cost !== null);
    expect(judged.length).toBeGreaterThan(0);
    for (const [i, d] of judged.entries()) {
      await send(askFor(10 + i, d.step));
      await until(() => verdictOf(10 + i).length > 0);
      expect(verdictOf(10 + i)).toEqual([d.cost]);
    }
  });

  it("answers a bot's question between two slices of a check", async () => {
    // Troccas's first card, four players: 200 worlds of the whole hand, far more than one slice.
    const s = troccasGame.setup({ players: 4, dealer: 0, settings: troccasGame.defaultSettings(4) }, 3);
    while (troccasGame.view(s, null).phase !== 'play' || troccasGame.legal(s).length < 2) troccasGame.applyInPlace(s, troccasGame.legal(s)[0]);
    const seat = troccasGame.toAct(s)!;
    const legal = troccasGame.legal(s);
    await send({ kind: 'check', id: 30, game: 'troccas', view: troccasGame.view(s, seat), legal, chosen: legal[0], handSeed: 3, step: 40 });
    expect(verdictOf(30)).toEqual([]);
    await send({ id: 31, game: 'troccas', view: troccasGame.view(s, seat), legal, seed: 1, budgetMs: 0, level: 'easy' });
    const bot = posted.findIndex((m) => m.id === 31);
    expect(bot).toBeGreaterThanOrEqual(0);
    await until(() => verdictOf(30).length > 0);
    expect(posted.findIndex((m) => m.id === 30)).toBeGreaterThan(bot);
  });

  it('a check stopped is never answered', async () => {
    const first = record.actions.findIndex((a, i) => dobbmGame.describe(a).kind === 'play' && dobbmGame.legal(handStates[i]).length > 1);
    const asked = send(askFor(40, first));
    await send({ kind: 'stop', id: 40 });
    await asked;
    // A later check runs to its end; the stopped one would have answered before it.
    await send(askFor(41, first));
    await until(() => verdictOf(41).length > 0);
    expect(posted.filter((m) => m.id === 40)).toEqual([]);
  });
});

describe("the analysis after the hand takes the checker's verdicts", () => {
  it('an analysis asked while a check is under way waits for it, and counts its verdict', async () => {
    // A hand no other test here looks at (from seed 48 on, the rule bots' play, the first with a
    // card to choose), so no verdict of it is kept yet.
    const mod = MODULES.dobbm;
    const bot = ruleBotOf(mod);
    const played = (seed: number): HandRecord => {
      const s = dobbmGame.setup(context, seed);
      const hand: HandRecord = { ...record, seed, actions: [] };
      for (let who = dobbmGame.toAct(s); who !== null; who = dobbmGame.toAct(s)) {
        const a = bot.choose({ view: dobbmGame.view(s, who), legal: dobbmGame.legal(s), seed: hand.actions.length, budgetMs: 0 });
        dobbmGame.applyInPlace(s, a);
        hand.actions.push(a);
      }
      return hand;
    };
    const firstChoice = (hand: HandRecord, states: DobbmState[]) =>
      hand.actions.findIndex((a, i) => dobbmGame.describe(a).kind === 'play' && dobbmGame.legal(states[i]).length > 1);
    let seed = 48;
    while (
      firstChoice(
        played(seed),
        framesOf(dobbmGame, played(seed)).map((f) => f.state as DobbmState)
      ) < 0
    )
      seed++;
    const hand = played(seed);
    const states = framesOf(dobbmGame, hand).map((f) => f.state as DobbmState);
    // The hand's first card with a choice: the longest to judge.
    const step = firstChoice(hand, states);
    const seat = dobbmGame.toAct(states[step])!;
    await send({
      kind: 'check',
      id: 70,
      game: 'dobbm',
      view: dobbmGame.view(states[step], seat),
      legal: dobbmGame.legal(states[step]),
      chosen: hand.actions[step],
      handSeed: hand.seed,
      step
    });
    await send({ kind: 'analysis', id: 71, game: 'dobbm', record: hand, seat });
    await until(() => answersTo(71).some((a) => a.done));
    // The analysis posts its empty first step at once, and its first card only after the check.
    const checked = posted.findIndex((m) => m.id === 70 && 'check' in m);
    const firstCard = posted.findIndex((m) => m.id === 71 && 'analysis' in m && m.analysis.decisions.some((d) => d.open !== null));
    expect(checked).toBeGreaterThanOrEqual(0);
    expect(firstCard).toBeGreaterThan(checked);
    expect(
      answersTo(71)
        .at(-1)!
        .decisions.find((d) => d.step === step)!.cost
    ).toEqual(verdictOf(70)[0]);
  });
});
