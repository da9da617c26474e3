import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { BOTS, botFor } from './registry';
import { randomBot } from './basic-bot';

describe('bot registry', () => {
  it('has a rule-based bot for every game the app offers (never the random stand-in)', () => {
    for (const id of Object.keys(MODULES)) {
      expect(BOTS[id as keyof typeof BOTS], id).toBeDefined();
      expect(botFor(MODULES[id], 'easy')).not.toBe(randomBot);
      expect(botFor(MODULES[id]).id).toBeTruthy();
    }
  });
});
