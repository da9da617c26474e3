import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { runArena } from './arena';
import { ruleBotOf, searchGameOf } from './registry';
import { searchBot } from './search';
import { DEEP } from '../../../tests/helpers/scale';

/**
 * Issue 11's short arena for CI: the search bot (few worlds, to stay quick) in one seat against
 * the game's rule bots in the others, seats rotated over the same deals with fixed seeds. It must
 * come out ahead by more than two standard errors. The full tables: `npm run arena` (docs/bots.md).
 * A verdict on strength needs its hundreds of deals, so it runs in `npm run test:deep` (CI runs it
 * after `npm test`), not in the quick run, where too few deals could not tell the bots apart.
 */
const CASES = [
  { game: 'troccas', players: 3, deals: 40, worlds: 16 },
  { game: 'droggn', players: 3, deals: 120, worlds: 20 }
];

describe.runIf(DEEP)('the search bot beats the rule bot (short duplicate arena, fixed seeds)', () => {
  for (const c of CASES)
    it(`${c.game} ${c.players}: ${c.deals} deals, ${c.worlds} worlds per decision`, () => {
      const mod = MODULES[c.game];
      const rule = ruleBotOf(mod);
      const settings = mod.game.defaultSettings(c.players);
      const ctx = mod.session.nextHand(mod.session.start(c.players, 0, settings))!;
      const search = searchBot(searchGameOf(mod), 'search', { maxWorlds: c.worlds, minWorlds: c.worlds, ruleBot: rule, onlyPhases: mod.searchPhases });
      const res = runArena({
        game: mod.game,
        players: c.players,
        settings: ctx.settings,
        session: ctx.session,
        dealer: ctx.dealer,
        deals: c.deals,
        firstSeed: 424_242,
        budgetMs: 1e9,
        lineup: [{ name: 'search', bot: search }, ...Array.from({ length: c.players - 1 }, () => ({ name: 'rule', bot: rule }))]
      });
      const s = res.bots.find((b) => b.name === 'search')!;
      expect(s.margin).toBeGreaterThan(2 * s.marginStdError);
      expect(s.dealsAhead).toBeGreaterThan(s.dealsBehind);
    });
});
