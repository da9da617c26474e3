/**
 * Recomputes the shares of every stored practice position (what practice.test.ts checks), for
 * writing a new position's `rightShare` and `wrongShare`:
 *
 *   npx tsx scripts/practice-check.ts [game]
 */
import { MODULES } from '../src/lib/games/modules';
import { positionsOf } from '../src/lib/games/registry';
import { ruleBotOf, searchGameOf } from '../src/lib/bots/registry';
import { judgePosition } from '../src/lib/practice/judge';
import { setUp } from '../src/lib/practice/setup';

for (const [id, mod] of Object.entries(MODULES)) {
  if (process.argv[2] && process.argv[2] !== id) continue;
  // The game's positions, from its registry entry.
  for (const p of await positionsOf(id)) {
    const setup = setUp(mod, p);
    const j = judgePosition(searchGameOf(mod), setup.state, { ...p.check, ruleBot: ruleBotOf(mod) });
    const right = j.actions.filter((x) => setup.right.includes(x.action)).map((x) => x.ahead);
    const wrong = j.actions.filter((x) => !setup.right.includes(x.action)).map((x) => x.ahead);
    const rightShare = Math.floor((100 * Math.min(...right)) / j.worlds);
    const wrongShare = Math.ceil((100 * Math.max(...wrong)) / j.worlds);
    console.log(
      `${id} ${p.id} rightShare ${rightShare} wrongShare ${wrongShare} (${j.actions.map((x) => `${mod.game.actionCode(x.action)}=${x.ahead}`).join(' ')})`
    );
  }
}
