import { BotClient } from '../../src/lib/worker/client';
import { randomBot } from '../../src/lib/bots/random-bot';
import { TableController } from '../../src/lib/table/controller.svelte';
import { toyModule } from '../../src/lib/games/toy';
import type { Pace } from '../../src/lib/table/pace';
import type { TableSession } from '../../src/lib/table/types';
import { MemoryTableStore } from './memory-table-store';

/** The toy game's bots play at random (it has no rule bot of its own), on this thread. */
export const toyBots = (): BotClient => new BotClient(undefined, () => randomBot);

/** The controller tests' table: one person (seat 0, who leads) against two bots, deal `seed`. */
export function personAgainstBots(): TableSession {
  return {
    id: 's1',
    kind: 'play',
    game: 'toy',
    players: [
      { name: 'A', bot: false },
      { name: 'B', bot: true },
      { name: 'C', bot: true }
    ],
    settings: {},
    firstDealer: 2,
    hands: [],
    createdAt: 0,
    updatedAt: 0
  };
}

/** That table stored and opened at the given pace. */
export async function againstBots(pace: Pace, seed: number, more: { autoForced?: boolean; store?: MemoryTableStore } = {}) {
  const store = more.store ?? new MemoryTableStore();
  await store.createTableSession(personAgainstBots());
  const ctl = new TableController(toyModule, store, toyBots(), { pace, newId: () => 'h1', newSeed: () => seed, autoForced: more.autoForced });
  await ctl.open('s1');
  return ctl;
}
