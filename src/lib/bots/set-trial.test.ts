import { describe, expect, it } from 'vitest';
import type { Bot } from '../engine/bot';
import type { GameId } from '../engine/game';
import { moduleFor } from '../games/modules';
import { dealMargins, runArena } from './arena';
import { ruleBotOf, searchGameOf } from './registry';
import { setSearchBot, type SetSearch } from './set-search';
import { setTrialDeal } from './set-trial';

/**
 * The trial against the arena itself, deal by deal, where the bots do not depend on their seeds
 * (the rule bot with its seed fixed), so that the two must agree exactly: Troccas's scart (TR-4-8,
 * one seat, two cards) and Dobbm's doubles (DO-DBL-1, a choice of one action that several seats
 * make in turn, the declarer's retour too).
 */
function check(id: GameId, phase: string, players: number, first: number, deals: number, choice?: Bot): void {
  const mod = moduleFor(id)!;
  const game = searchGameOf(mod);
  const rule = ruleBotOf(mod);
  const bot: Bot = { id: 'rule', choose: (req) => rule.choose({ ...req, seed: 1 }) };
  const settings = { ruleBot: rule };
  // Few worlds and no bar: the test checks the bookkeeping, not how well the search does (docs/bots.md).
  const set: SetSearch = { phases: [phase], worlds: 4, alternatives: 2, z: -1e9 };
  const arena = runArena({
    game,
    players,
    deals,
    firstSeed: first,
    lineup: [
      { name: 'set', bot: choice ? choosing(phase, choice, bot) : setSearchBot(game, settings, set, bot) },
      ...Array.from({ length: players - 1 }, () => ({ name: 'plain', bot }))
    ]
  });
  const want = dealMargins(arena.hands, 'set');
  const context = { players, dealer: 0, settings: game.defaultSettings(players) };
  let differ = 0;
  for (let seed = first; seed < first + deals; seed++) {
    const d = setTrialDeal({ game, context, bot, settings, set, play: ['play'], ...(choice ? { choice } : {}) }, seed);
    differ += d.differs;
    if (!d.differs) expect(d.margin).toBe(0);
    expect(d.margin).toBeCloseTo(want.get(seed)!, 9);
  }
  // Not a test that cannot fail: some choices differ, and some deals' margins are not 0.
  expect(differ).toBeGreaterThan(0);
  expect([...want.values()].some((m) => m !== 0)).toBe(true);
}

/** `choice` in `phase` where it has a choice, `bot` everywhere else: the arena's seat the trial's `choice` stands for. */
const choosing = (phase: string, choice: Bot, bot: Bot): Bot => ({
  id: 'choosing',
  choose: (req) => (req.view.phase === phase && req.legal.length > 1 ? choice.choose(req) : bot.choose(req))
});

/** A bot that doubles whenever it may (DO-DBL-1): a choice that differs from the rule bot's often. */
const alwaysDouble: Bot = { id: 'always-double', choose: (req) => req.legal[req.legal.length - 1] };

describe('the set trial (bots/set-trial.ts)', () => {
  it("TR-4-8: gives the arena's per-deal margin of a searched scart, playing on only where it differs", () => check('troccas', 'discard', 4, 31, 6));
  it("DO-DBL-1: gives the arena's per-deal margin of searched doubles, each seat's and the retour", () => check('dobbm', 'double', 4, 11, 12));
  it("DO-DBL-1: gives the arena's per-deal margin of another bot's doubles (a model's, here one that always doubles)", () =>
    check('dobbm', 'double', 4, 11, 12, alwaysDouble));
});
