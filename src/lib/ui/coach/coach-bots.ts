import { BotClient } from '$lib/worker/client';
import BotWorker from '$lib/worker/worker?worker';
import { testSeed } from '$lib/table/random';
import type { HintSource } from './coach-hints.svelte';

/**
 * The coach's own bot worker (coach-hints.svelte.ts asks it). As the table's own bots
 * (routes/play/table): a test that fixed the deals gets a coach that thinks by count, not by clock,
 * so its advice is the same however busy the machine is.
 */
export function coachBots(): HintSource {
  const bots = new BotClient(() => new BotWorker());
  bots.fixedWork = testSeed() !== null;
  return bots;
}
