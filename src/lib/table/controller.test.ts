import { describe, expect, it } from 'vitest';
import { BotClient as RealBotClient } from '../bots/client';
import { randomBot } from '../bots/basic-bot';

// The toy game's seats are played by the random stand-in (it has no bot of its own).
class BotClient extends RealBotClient {
  constructor() {
    super(undefined, () => randomBot);
  }
}
import { TableController } from './controller.svelte';
import { MemoryTableStore } from '../../../tests/helpers/memory-table-store';
import { toyModule } from '../games/toy';
import type { PlayerSpec, TableSession } from './types';

async function table(players: PlayerSpec[], store = new MemoryTableStore()) {
  const session: TableSession = { id: 's1', kind: 'play', game: 'toy', players, settings: {}, firstDealer: 0, hands: [], createdAt: 0, updatedAt: 0 };
  await store.createTableSession(session);
  let n = 0;
  const ctl = new TableController(toyModule, store, new BotClient(), { pace: 0, newId: () => `h${++n}`, newSeed: () => 42 + n });
  await ctl.open('s1');
  return { ctl, store };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('TableController', () => {
  it('ALL-1: a tapped illegal card shows the reason and changes nothing', async () => {
    const { ctl, store } = await table([{ name: 'A', bot: false }, { name: 'B', bot: false }, { name: 'C', bot: false }]);
    ctl.takePhone();
    // Lead a card, then find a seat that holds a card it may not play.
    for (let guard = 0; guard < 20; guard++) {
      const view = ctl.view!;
      const illegal = view.hand.find((c) => !ctl.legal.includes(c));
      if (illegal !== undefined) {
        const before = [...ctl.actions];
        ctl.tapCard(illegal);
        expect(ctl.notice?.text.en).toBe('You must follow suit.');
        expect(ctl.actions).toEqual(before);
        expect((await store.getHandRecord('h1'))!.actions).toEqual(before);
        return;
      }
      await ctl.act(ctl.legal[0]);
      if (ctl.screen === 'handoff') ctl.takePhone();
    }
    throw new Error('no illegal card came up');
  });

  it('ALL-2: in pass-and-play the view is dropped when the turn passes to another person', async () => {
    const { ctl } = await table([{ name: 'A', bot: false }, { name: 'B', bot: false }, { name: 'C', bot: true }]);
    expect(ctl.screen).toBe('handoff');
    expect(ctl.view).toBeNull();
    ctl.takePhone();
    const first = ctl.viewer;
    expect(ctl.view!.seat).toBe(first);
    await ctl.act(ctl.legal[0]);
    await settle();
    // The next person to act never sees the previous person's view: hand-off first.
    if (ctl.toAct !== first && !ctl.session!.players[ctl.toAct!].bot) {
      expect(ctl.screen).toBe('handoff');
      expect(ctl.view).toBeNull();
    }
  });

  it('ALL-3: every action is stored before the next is accepted, and a reload resumes exactly', async () => {
    const { ctl, store } = await table([{ name: 'A', bot: false }, { name: 'B', bot: true }, { name: 'C', bot: true }]);
    for (let i = 0; i < 3 && ctl.screen === 'table'; i++) {
      while (ctl.toAct !== ctl.viewer && ctl.screen === 'table') await settle();
      if (ctl.screen !== 'table') break;
      await ctl.act(ctl.legal[0]);
      expect((await store.getHandRecord('h1'))!.actions).toEqual(ctl.actions);
    }
    const again = new TableController(toyModule, store, new BotClient(), { pace: 0, newId: () => 'x', newSeed: () => 1 });
    await again.open('s1');
    expect(again.actions).toEqual(ctl.actions);
    expect(again.view?.hand).toEqual(ctl.view?.hand);
    ctl.destroy();
    again.destroy();
  });

  it('plays a whole session against bots: summaries, totals, next dealer, end', async () => {
    const { ctl } = await table([{ name: 'A', bot: false }, { name: 'B', bot: true }, { name: 'C', bot: true }]);
    for (let guard = 0; guard < 200 && ctl.screen !== 'over'; guard++) {
      if (ctl.screen === 'summary') await ctl.dealNext();
      else if (ctl.toAct === ctl.viewer && ctl.legal.length) await ctl.act(ctl.legal[0]);
      else await settle();
    }
    expect(ctl.screen).toBe('over');
    expect(ctl.session!.hands).toHaveLength(2);
    expect(ctl.session!.hands[1].dealer).toBe(1);
    expect(ctl.totals().reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('undo against bots takes back the own card while the bots have not played yet', async () => {
    const store = new MemoryTableStore();
    const session: TableSession = { id: 's1', kind: 'play', game: 'toy', players: [{ name: 'A', bot: false }, { name: 'B', bot: true }, { name: 'C', bot: true }], settings: {}, firstDealer: 2, hands: [], createdAt: 0, updatedAt: 0 };
    await store.createTableSession(session);
    // A long pace: the bots wait, so the person's card is the last one played.
    const ctl = new TableController(toyModule, store, new BotClient(), { pace: 60_000, newId: () => 'h1', newSeed: () => 7 });
    await ctl.open('s1');
    expect(ctl.toAct).toBe(0); // dealer 2, seat 0 leads
    const hand = [...ctl.view!.hand];
    await ctl.act(ctl.legal[0]);
    expect(ctl.actions).toHaveLength(1);
    expect(ctl.undoTarget()).toBe(0);
    await ctl.undo();
    expect(ctl.actions).toHaveLength(0);
    expect((await store.getHandRecord('h1'))!.actions).toEqual([]);
    expect(ctl.view!.hand).toEqual(hand);
    ctl.destroy();
  });

  it('undo is closed once another player has played a card', async () => {
    const store = new MemoryTableStore();
    const session: TableSession = { id: 's1', kind: 'play', game: 'toy', players: [{ name: 'A', bot: false }, { name: 'B', bot: true }, { name: 'C', bot: true }], settings: {}, firstDealer: 2, hands: [], createdAt: 0, updatedAt: 0 };
    await store.createTableSession(session);
    const ctl = new TableController(toyModule, store, new BotClient(), { pace: 0, newId: () => 'h1', newSeed: () => 7 });
    await ctl.open('s1');
    expect(ctl.toAct).toBe(0);
    await ctl.act(ctl.legal[0]);
    while (ctl.actions.length < 3) await settle();
    expect(ctl.undoTarget()).toBe(-1);
    ctl.destroy();
  });
});

describe('TableController in two tabs on one session', () => {
  // Two controllers on one store stand for two tabs; ids differ per tab as crypto ids would.
  async function twoTabs() {
    const store = new MemoryTableStore();
    const players: PlayerSpec[] = [{ name: 'A', bot: false }, { name: 'B', bot: true }, { name: 'C', bot: true }];
    await store.createTableSession({ id: 's1', kind: 'play', game: 'toy', players, settings: {}, firstDealer: 0, hands: [], createdAt: 0, updatedAt: 0 });
    const tab = (prefix: string) => {
      let n = 0;
      return new TableController(toyModule, store, new BotClient(), { pace: 0, newId: () => `${prefix}${++n}`, newSeed: () => 42 + n });
    };
    const a = tab('a');
    const b = tab('b');
    await a.open('s1');
    await b.open('s1');
    return { store, a, b };
  }
  async function playOut(ctl: TableController) {
    for (let guard = 0; guard < 200 && ctl.screen !== 'summary'; guard++) {
      if (ctl.legal.length) await ctl.act(ctl.legal[0]);
      await settle();
    }
  }

  it('the second tab shows the hand the first dealt; "next hand" in both deals one hand, and no finished hand is lost', async () => {
    const { store, a, b } = await twoTabs();
    expect(b.screen).not.toBe('loading');
    // B opened while A's hand was in progress: the same hand, not a second one.
    expect(store.hands.size).toBe(1);
    await playOut(a);
    await settle();
    expect(b.screen).toBe('summary');
    await Promise.all([a.dealNext(), b.dealNext()]);
    await settle();
    expect([...store.hands.values()].filter((h) => !h.finished)).toHaveLength(1);
    const open = store.sessions.get('s1')!.openHand;
    await playOut(b);
    await settle();
    const s = store.sessions.get('s1')!;
    expect(s.hands.map((h) => h.handId)).toEqual(['a1', open]);
    expect(a.session!.hands).toHaveLength(2);
    expect(a.screen).toBe('summary');
    a.destroy();
    b.destroy();
  });

  it('a move of the other tab shows here at once; a move from a stale tab is refused and the tab catches up', async () => {
    const { store, a, b } = await twoTabs();
    await a.act(a.legal[0]);
    await settle();
    expect(b.actions).toEqual(a.actions);
    // B stops hearing the news (as if the message were lost) and acts on its old state.
    b.destroy();
    const before = [...b.actions];
    await a.act(a.legal[0]);
    await settle();
    expect(b.actions).toEqual(before);
    await b.act(b.legal[0]);
    // Refused by the store (not the next action), nothing doubled, and B shows what is stored.
    expect(store.hands.get('a1')!.record.actions).toEqual(a.actions);
    expect(b.actions).toEqual(a.actions);
    expect(b.notice?.text.en).toMatch(/another tab or window/);
    a.destroy();
  });
});
