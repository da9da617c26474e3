import { describe, expect, it } from 'vitest';
import { TableController } from './controller.svelte';
import { MemoryTableStore } from '../../../tests/helpers/memory-table-store';
import { personAgainstBots, toyBots } from '../../../tests/helpers/toy-table';
import { toyModule } from '../games/toy';
import type { CardCheck, CardCost } from '../worker/protocol';
import type { PlayerSpec, TableSession } from './types';

// The play checker at the table (issue 30 item 3): which cards the controller sends to the worker,
// with what, and when its mark shows and goes. The worker's side is worker/worker.test.ts.

/** A table whose bot client records the checks asked instead of judging them. */
async function table(playChecker: boolean, session: Partial<TableSession> = {}, botPause = 0) {
  const store = new MemoryTableStore();
  await store.createTableSession({ ...personAgainstBots(), ...session });
  const bots = toyBots();
  const asked: { card: CardCheck; answer: (c: CardCost | null) => void; dropped: boolean }[] = [];
  bots.check = (_mod, card, answer) => {
    const ask = { card, answer, dropped: false };
    asked.push(ask);
    return () => (ask.dropped = true);
  };
  const ctl = new TableController(toyModule, store, bots, { pace: { bot: botPause, trick: 0 }, newId: () => 'h1', newSeed: () => 7, playChecker });
  await ctl.open('s1');
  return { ctl, asked, store };
}

const settle = () => new Promise((r) => setTimeout(r, 5));
async function myTurn(ctl: TableController) {
  while (ctl.toAct !== ctl.viewer && ctl.screen === 'table') await settle();
}
/** Plays the person's first legal card until a decision with a real choice; false if the hand ended first. */
async function toChoice(ctl: TableController): Promise<boolean> {
  await myTurn(ctl);
  while (ctl.screen === 'table' && ctl.legal.length < 2) {
    await ctl.act(ctl.legal[0]);
    await myTurn(ctl);
  }
  return ctl.screen === 'table';
}

const mistake = (best: number): CardCost => ({ best, cost: 5, verdict: 'mistake', worlds: 200 });

describe('the play checker at the table', () => {
  it('off by default: a card with a choice is still sent, for the analysis after the hand, and no mark shows', async () => {
    const { ctl, asked } = await table(false);
    expect(await toChoice(ctl)).toBe(true);
    const step = ctl.actions.length;
    await ctl.act(ctl.legal[1]);
    expect(asked.map((a) => a.card.step)).toEqual([step]);
    await myTurn(ctl);
    asked[0].answer(mistake(ctl.legal[0]));
    expect(ctl.checked).toBeNull();
    ctl.destroy();
  });

  it("sends a card played with a choice as the seat's view before it, its legal cards, the hand's seed and the card's step; shows a mistake until the person acts again", async () => {
    const { ctl, asked, store } = await table(true);
    expect(await toChoice(ctl)).toBe(true);
    // The forced cards before were not sent.
    expect(asked).toEqual([]);
    const view = ctl.view;
    const legal = ctl.legal;
    const step = ctl.actions.length;
    await ctl.act(legal[1]);
    expect(asked).toHaveLength(1);
    expect(asked[0].card).toEqual({ view, legal, chosen: legal[1], handSeed: 7, step });
    expect((await store.getHandRecord('h1'))!.actions[step]).toBe(legal[1]);
    // The table went on meanwhile: the bots did not wait for the verdict.
    await myTurn(ctl);
    expect(ctl.checked).toBeNull();
    asked[0].answer(mistake(legal[0]));
    expect(ctl.checked).toEqual({ step, action: legal[1], cost: mistake(legal[0]) });
    ctl.dismissCheck();
    expect(ctl.checked).toBeNull();
    asked[0].answer(mistake(legal[0]));
    // The person's next action takes it away.
    await ctl.act(ctl.legal[0]);
    expect(ctl.checked).toBeNull();
    ctl.destroy();
  });

  it('shows nothing for a good card; a check still running when the person plays on goes on (for the analysis), its verdict unshown', async () => {
    const { ctl, asked } = await table(true);
    expect(await toChoice(ctl)).toBe(true);
    await ctl.act(ctl.legal[0]);
    expect(await toChoice(ctl)).toBe(true);
    await ctl.act(ctl.legal[0]);
    expect(asked).toHaveLength(2);
    expect(asked[0].dropped).toBe(false);
    // The verdict on a card the person has played on from comes, and is not shown.
    asked[0].answer(mistake(0));
    expect(ctl.checked).toBeNull();
    asked[1].answer({ best: 0, cost: 0.5, verdict: 'good', worlds: 200 });
    expect(ctl.checked).toBeNull();
    ctl.destroy();
  });

  it('a verdict on a card taken back is not shown', async () => {
    // The bots take their time, so the person's card can be taken back before they play.
    const { ctl, asked } = await table(true, {}, 60_000);
    expect(await toChoice(ctl)).toBe(true);
    await ctl.act(ctl.legal[1]);
    const step = asked[0].card.step;
    expect(ctl.undoTarget()).toBe(step);
    await ctl.undo();
    // A card taken back is judged no more.
    expect(asked[0].dropped).toBe(true);
    asked[0].answer(mistake(0));
    expect(ctl.checked).toBeNull();
    ctl.destroy();
  });

  it('no marks in pass-and-play, nor in a coached first hand (the cards are still judged, for the analysis)', async () => {
    const people: PlayerSpec[] = [
      { name: 'A', bot: false },
      { name: 'B', bot: false },
      { name: 'C', bot: true }
    ];
    const pass = await table(true, { players: people });
    expect(pass.ctl.checkerAvailable).toBe(false);
    const coached = await table(true, { coach: true });
    expect(coached.ctl.checkerAvailable).toBe(false);
    expect(await toChoice(coached.ctl)).toBe(true);
    await coached.ctl.act(coached.ctl.legal[1]);
    expect(coached.asked).toHaveLength(1);
    coached.asked[0].answer(mistake(0));
    expect(coached.ctl.checked).toBeNull();
    pass.ctl.destroy();
    coached.ctl.destroy();
  });
});
