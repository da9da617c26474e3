import { describe, expect, it } from 'vitest';
import type { Bot } from '../engine/bot';
import { moduleFor } from '../games/modules';
import { dealMargins, runArena } from './arena';
import { ruleBotOf, searchGameOf } from './registry';
import { setSearchBot, type SetSearch } from './set-search';
import { setTrialDeal } from './set-trial';

// Troccas's scart (TR-4-8), laid away by the dealer a card at a time.
const mod = moduleFor('troccas')!;
const game = searchGameOf(mod);
const rule = ruleBotOf(mod);
/** The rule bot with its seed fixed: the same choice whatever seed a caller hands it. */
const bot: Bot = { id: 'rule', choose: (req) => rule.choose({ ...req, seed: 1 }) };
const settings = { ruleBot: rule };
/** Few worlds and no bar: the test checks the bookkeeping, not how well the search does (docs/bots.md). */
const set: SetSearch = { phases: ['discard'], worlds: 4, alternatives: 2, z: -1e9 };

describe('the set trial (bots/set-trial.ts)', () => {
  it("gives the arena's per-deal margin of the searched set, playing only the deals where it differs", () => {
    const players = 4;
    const first = 31;
    const deals = 6;
    const arena = runArena({
      game,
      players,
      deals,
      firstSeed: first,
      lineup: [{ name: 'set', bot: setSearchBot(game, settings, set, bot) }, ...Array.from({ length: players - 1 }, () => ({ name: 'plain', bot }))]
    });
    const want = dealMargins(arena.hands, 'set');
    const context = { players, dealer: 0, settings: game.defaultSettings(players) };
    let differ = 0;
    for (let seed = first; seed < first + deals; seed++) {
      const d = setTrialDeal({ game, context, bot, settings, set }, seed);
      expect(d.seat).toBe(0);
      if (d.differs) differ++;
      else expect(d.margin).toBe(0);
      expect(d.margin).toBeCloseTo(want.get(seed)!, 9);
    }
    // Not a test that cannot fail: some deals' sets differ, and their margins are not 0.
    expect(differ).toBeGreaterThan(0);
    expect([...want.values()].some((m) => m !== 0)).toBe(true);
  });
});
