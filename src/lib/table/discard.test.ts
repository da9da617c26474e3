import { describe, expect, it } from 'vitest';
import type { Card } from '../engine/cards';
import type { Action, ActionInfo } from '../engine/game';
import type { TableView } from '../engine/table-view';
import { DiscardSequence, type DiscardTable } from './discard.svelte';

/**
 * A table of three where seat 0 has taken a talon of three cards: 13 cards against the others'
 * 10, so three to lay away. A card's discard action is the card's number plus 100; cards 1 to 11
 * may go, 12 and 13 may not (say, kings). `act` lays the card away as the controller would, after
 * the save, unless the test refuses it.
 */
function table() {
  const t = {
    hand: Array.from({ length: 13 }, (_, i) => i + 1) as Card[],
    mine: true,
    busy: false,
    /** Actions the referee refuses (the table's notice says why; nothing changes). */
    refuse: new Set<Action>(),
    acted: [] as Action[],
    tapped: [] as Card[],
    /** Seen at each act: was the table busy with another one (it must not be). */
    overlapping: false
  };
  const discarding = () => t.hand.length > 10;
  const legal = (): DiscardTable['legal'] =>
    discarding()
      ? t.hand.filter((c) => c <= 11).map((c) => ({ action: c + 100, info: { kind: 'discard', card: c, label: { en: '', de: '' } } as ActionInfo }))
      : // the play that follows: a card action of another kind
        t.hand.map((c) => ({ action: c + 200, info: { kind: 'play', card: c, label: { en: '', de: '' } } as ActionInfo }));
  const read = (): DiscardTable => ({
    view: {
      seat: 0,
      active: [0, 1, 2],
      hand: [...t.hand],
      handCounts: [t.hand.length, 10, 10],
      fromTalon: discarding() ? [11, 12, 13] : undefined
    } as unknown as TableView,
    legal: legal(),
    mine: t.mine,
    busy: t.busy
  });
  const seq = new DiscardSequence(read, {
    act: async (a) => {
      if (t.busy) t.overlapping = true;
      t.busy = true;
      await Promise.resolve(); // the save
      t.busy = false;
      if (t.refuse.has(a)) return;
      t.acted.push(a);
      t.hand = t.hand.filter((c) => c !== a - 100);
    },
    tap: (c) => void t.tapped.push(c)
  });
  return { t, seq };
}

describe('DiscardSequence: the discard after the talon, chosen whole, then laid away card by card', () => {
  it('is asked of the person at the phone only, with as many cards as they hold over the others', () => {
    const { t, seq } = table();
    expect(seq.needed).toBe(3);
    expect(seq.asked).toBe(true);
    t.mine = false;
    expect(seq.needed).toBe(0);
    expect(seq.asked).toBe(false);
  });

  it('chooses cards, and a tap on a chosen card takes it back: nothing reaches the table meanwhile', async () => {
    const { t, seq } = table();
    await seq.pick(5);
    await seq.pick(2);
    expect(seq.chosen).toEqual([5, 2]);
    await seq.pick(5);
    expect(seq.chosen).toEqual([2]);
    await seq.pick(7);
    expect(seq.chosen).toEqual([2, 7]);
    expect(t.acted).toEqual([]);
    expect(t.hand).toHaveLength(13);
  });

  it('the last card chosen sends the whole discard, in the order chosen, each stored before the next', async () => {
    const { t, seq } = table();
    await seq.pick(9);
    await seq.pick(1);
    await seq.pick(4);
    expect(t.acted).toEqual([109, 101, 104]);
    expect(t.overlapping).toBe(false);
    expect(t.hand).toEqual([2, 3, 5, 6, 7, 8, 10, 11, 12, 13]);
    expect(seq.chosen).toEqual([]);
    expect(seq.asked).toBe(false);
  });

  it('a card that may not go is not chosen: the table says why', async () => {
    const { t, seq } = table();
    await seq.pick(12);
    expect(seq.chosen).toEqual([]);
    expect(t.tapped).toEqual([12]);
  });

  it('takes no tap while an action is being saved', async () => {
    const { t, seq } = table();
    t.busy = true;
    await seq.pick(3);
    expect(seq.chosen).toEqual([]);
    expect(t.tapped).toEqual([]);
  });

  it('a card refused (or not saved) mid-sequence ends it there: the cards before it stay laid away, the rest are chosen again', async () => {
    const { t, seq } = table();
    t.refuse.add(106);
    await seq.pick(3);
    await seq.pick(6);
    await seq.pick(8);
    // 3 went, 6 did not, and 8 was not sent after it out of order.
    expect(t.acted).toEqual([103]);
    expect(t.hand).not.toContain(3);
    expect(seq.chosen).toEqual([]);
    expect(seq.needed).toBe(2);
    // Chosen again, the rest goes.
    t.refuse.clear();
    await seq.pick(6);
    await seq.pick(8);
    expect(t.acted).toEqual([103, 106, 108]);
    expect(seq.asked).toBe(false);
  });

  it('forgets the choice once the discard is no longer asked, and a later discard starts afresh', async () => {
    const { t, seq } = table();
    await seq.pick(2);
    await seq.pick(10);
    // The turn goes away (an undo back before the talon, another tab): no choice is shown…
    t.mine = false;
    expect(seq.chosen).toEqual([]);
    seq.settle();
    // …and none comes back with the next discard.
    t.mine = true;
    expect(seq.chosen).toEqual([]);
    await seq.pick(4);
    expect(seq.chosen).toEqual([4]);
    // Settling while the discard is still asked keeps the choice.
    seq.settle();
    expect(seq.chosen).toEqual([4]);
  });
});
