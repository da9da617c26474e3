import { describe, expect, it } from 'vitest';
import { againstBots } from '../../../tests/helpers/toy-table';
import type { TableController } from './controller.svelte';

// "Play forced cards for me" (issue 29): the person's only legal card is played for them after the
// pace's pause; a decision with more than one legal action is always left to the person.
const forcedTable = (autoForced: boolean, seed: number) => againstBots({ bot: 0, trick: 0 }, seed, { autoForced });

/** The hand is over (a call, so TypeScript does not narrow the screen across awaits). */
const over = (ctl: TableController): boolean => ctl.screen === 'summary';

/** Waits until the person is to decide something with more than one choice, or the hand is over. */
async function untilChoice(ctl: TableController): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (over(ctl)) return;
    if (ctl.toAct === ctl.viewer && !ctl.busy && ctl.legal.length > 1) {
      // Nothing is played for a person with a real choice, however long the table waits.
      const step = ctl.step;
      await new Promise((r) => setTimeout(r, 15));
      expect(ctl.step).toBe(step);
      return;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the table stood still');
}

describe('play forced cards for me', () => {
  it('plays every forced card of the person and says which; never a real choice', async () => {
    for (const seed of [1, 2, 3]) {
      const ctl = await forcedTable(true, seed);
      for (let guard = 0; guard < 100 && !over(ctl); guard++) {
        await untilChoice(ctl);
        if (over(ctl)) break;
        await ctl.act(ctl.legal[0]);
      }
      expect(ctl.screen).toBe('summary');
      // The toy game's last trick is forced for everyone: the person's last card was played for them.
      const mine = ctl.view!.playedTricks!.flatMap((t) => t.cards).filter((c) => c.seat === 0);
      expect(ctl.forcedCard).toBe(mine[mine.length - 1].card);
    }
  });

  it('off by default: a forced card waits for the person', async () => {
    const ctl = await forcedTable(false, 1);
    for (let guard = 0; guard < 200 && !over(ctl); guard++) {
      while (!(ctl.toAct === ctl.viewer && !ctl.busy) && !over(ctl)) await new Promise((r) => setTimeout(r, 5));
      if (over(ctl)) break;
      if (ctl.legal.length === 1) {
        const step = ctl.step;
        await new Promise((r) => setTimeout(r, 15));
        expect(ctl.step).toBe(step);
        expect(ctl.forcedCard).toBeNull();
        // Switched on from the table menu, the waiting card goes at once.
        ctl.setAutoForced(true);
        while (ctl.step === step) await new Promise((r) => setTimeout(r, 5));
        expect(ctl.forcedCard).not.toBeNull();
        return;
      }
      await ctl.act(ctl.legal[0]);
    }
    throw new Error('no forced card came up');
  });
});
