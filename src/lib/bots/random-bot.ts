import type { Bot } from '../engine/bot';
import { nextInt, rngFromSeed } from '../engine/rng';

/**
 * A stand-in used only for a game whose own rule-based bot has not been registered: it picks a
 * seeded random legal action. The arena measures every real bot against it.
 */
export const randomBot: Bot = {
  id: 'random',
  choose({ legal, seed }) {
    return legal[nextInt(rngFromSeed(seed), legal.length)];
  }
};
