import { describe, expect, it } from 'vitest';
import type { Action, Seat } from '../engine/game';
import type { GameModule } from '../engine/module';
import { newRecord, type HandRecord } from '../engine/record';
import { nextInt, rngFromSeed } from '../engine/rng';
import { MODULES } from '../games/modules';
import { ruleBotOf, searchGameOf } from '../bots/registry';
import { framesOf } from '../replay/frames';
import { runThrough } from './accuracy';
import { DEFAULT_ANALYSIS, type HandAnalysis } from './analysis';
import { analyseRecord } from './run';
import { checkCardSteps, judgeInference, JudgedCards, type CardCheck } from './check-card';

/**
 * The play checker (issue 30 item 3) says of a card what the post-hand analysis will say of it:
 * one judgement (check-card.ts), the same worlds, seed and inference, from the seat's view alone.
 */

/** A hand in which `seat` plays its cards at random (mistakes to find) and the rule bots the rest. */
function handWithRandomCards(mod: GameModule, seed: number, seat: Seat): HandRecord {
  const game = mod.game;
  const players = mod.meta.defaultPlayers;
  const settings = game.defaultSettings(players);
  const context = mod.session.nextHand(mod.session.start(players, seed % players, settings))!;
  const record = newRecord(
    game,
    context,
    seed,
    Array.from({ length: players }, (_, i) => `P${i}`)
  );
  const bot = ruleBotOf(mod);
  const rng = rngFromSeed(seed);
  const s = game.setup(context, seed);
  for (let who = game.toAct(s); who !== null; who = game.toAct(s)) {
    const legal = game.legal(s);
    const view = game.view(s, who);
    const a: Action =
      who === seat && view.phase === 'play' ? legal[nextInt(rng, legal.length)] : bot.choose({ view, legal, seed: record.actions.length, budgetMs: 0 });
    game.applyInPlace(s, a);
    record.actions.push(a);
  }
  return record;
}

/** The analysis's costs only (no solving: they do not depend on it), worked out once per hand. */
const worked = new Map<HandRecord, HandAnalysis>();
function costs(mod: GameModule, record: HandRecord, seat: Seat): HandAnalysis {
  if (!worked.has(record)) worked.set(record, costsWith(mod, record, seat));
  return worked.get(record)!;
}
const costsWith = (mod: GameModule, record: HandRecord, seat: Seat, kept?: JudgedCards): HandAnalysis =>
  runLast(analyseRecord(searchGameOf(mod), record, seat, judgeInference(mod), { ...DEFAULT_ANALYSIS, maxNodes: 1, worlds: 0, kept }));

/** Calls `game.worldDeal` (one a world drawn by the judge) while `run` runs, with the views it was given. */
function worldsDrawn<T>(mod: GameModule, run: () => T): { result: T; views: unknown[] } {
  const game = searchGameOf(mod);
  const deal = game.worldDeal;
  const views: unknown[] = [];
  Reflect.set(game, 'worldDeal', (v: Parameters<typeof deal>[0], r: Parameters<typeof deal>[1]) => {
    views.push(v);
    return deal(v, r);
  });
  try {
    return { result: run(), views };
  } finally {
    Reflect.set(game, 'worldDeal', deal);
  }
}

function runLast<T>(steps: Generator<T>): T {
  let last: T | undefined;
  for (const x of steps) last = x;
  return last!;
}

/** What the table sends for the card at `step`: the seat's view before it, the legal cards, the card, the seed's inputs. */
function checkOf(mod: GameModule, record: HandRecord, step: number): CardCheck {
  const s = framesOf(mod.game, record)[step].state;
  const seat = mod.game.toAct(s)!;
  return { view: mod.game.view(s, seat), legal: mod.game.legal(s), chosen: record.actions[step], handSeed: record.seed, step };
}

const hands = { dobbm: handWithRandomCards(MODULES.dobbm, 5, 0), droggn: handWithRandomCards(MODULES.droggn, 3, 0) };

describe('the play checker', () => {
  for (const id of ['dobbm', 'droggn'] as const) {
    it(`${id}: its verdict on each card is the post-hand analysis's cost for that card`, () => {
      const mod = MODULES[id];
      const record = hands[id];
      const a = costs(mod, record, 0);
      const judged = a.decisions.filter((d) => d.cost !== null);
      expect(judged.length).toBeGreaterThan(1);
      // Random cards: some were mistakes, so the comparison is not only of "best".
      expect(judged.some((d) => d.cost!.verdict !== 'best')).toBe(true);
      for (const d of judged) expect(runThrough(checkCardSteps(mod, checkOf(mod, record, d.step))).cost).toEqual(d.cost);
    });
  }

  it("is given the seat's view only: two deals that look the same to the seat get the same verdict, and every world comes from that view", () => {
    const mod = MODULES.droggn;
    const game = searchGameOf(mod);
    const record = hands.droggn;
    const judged = costs(mod, record, 0).decisions.filter((d) => d.cost !== null);
    const d = judged[Math.floor(judged.length / 2)];
    const check = checkOf(mod, record, d.step);
    // Another deal the seat cannot tell from this one: drawn from its view, the same actions after.
    const { start, actions } = game.worldDeal(check.view, rngFromSeed(99));
    for (const x of actions) game.applyInPlace(start, x);
    const other = game.view(start, 0);
    expect(other).toEqual(check.view);
    const real = framesOf(game, record)[d.step].state;
    expect(game.view(start, 1).hand).not.toEqual(game.view(real, 1).hand);
    // The judge samples through worldDeal: it sees the seat's view and nothing else.
    const { result: there, views } = worldsDrawn(mod, () => runThrough(checkCardSteps(mod, { ...check, view: other })).cost);
    expect(there).toEqual(runThrough(checkCardSteps(mod, check)).cost);
    expect(there).toEqual(d.cost);
    expect(views).toHaveLength(DEFAULT_ANALYSIS.estimateWorlds);
    for (const v of views) expect(v).toEqual(check.view);
  });

  it('droggn: the analysis takes the verdicts the checker kept while the hand was played, judging none of those cards again, and says the same', () => {
    const mod = MODULES.droggn;
    const record = hands.droggn;
    const without = costs(mod, record, 0);
    const kept = new JudgedCards();
    // As the table asks: each card of the seat's with a choice, the view as the table sends it.
    const checked = without.decisions.filter((d) => d.choices > 1);
    for (const d of checked) runThrough(checkCardSteps(mod, checkOf(mod, record, d.step), kept));
    const { result: withKept, views } = worldsDrawn(mod, () => costsWith(mod, record, 0, kept));
    expect(withKept).toEqual(without);
    // Only the forced cards the solver did not reach (never checked at the table) are judged, for their estimates.
    const forced = without.decisions.filter((d) => d.choices === 1 && d.open?.solved === false).length;
    expect(checked.length).toBeGreaterThan(3);
    expect(views).toHaveLength(forced * DEFAULT_ANALYSIS.estimateWorlds);
  });
});
