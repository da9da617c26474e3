import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { ruleBotOf, searchGameOf } from '../bots/registry';
import { GUIDES, POSITIONS } from '../../../tests/helpers/offers';
import { judgePosition } from './judge';
import { setUp } from './setup';

/**
 * Every stored practice position (games/<game>/practice.ts) replays legally from its deal to its
 * question, asks the seat whose turn it is, and its answer is what the solver says: recomputed
 * here over the same worlds from the seat's view, the right answers come out ahead in at least the
 * share the screen states, every other legal action in at most the wrong share.
 */
describe('practice positions', () => {
  for (const [id, mod] of Object.entries(MODULES)) {
    const list = POSITIONS[id];
    describe(id, () => {
      it('has at least five positions, each with its own id', () => {
        expect(list.length).toBeGreaterThanOrEqual(5);
        expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
      });

      for (const p of list) {
        it(`${p.id}: replays legally to its question and the solver agrees with its answer`, () => {
          const setup = setUp(mod, p);
          expect(p.record.game).toBe(id);
          // The explanation links to a rule the game's rules page has.
          expect(GUIDES[id].sections.some((s) => s.rules.includes(p.rule))).toBe(true);
          expect(setup.right.length).toBeGreaterThan(0);
          expect(setup.right.length).toBeLessThan(setup.legal.length);
          const judged = judgePosition(searchGameOf(mod), setup.state, { ...p.check, ruleBot: ruleBotOf(mod) });
          expect(judged.seat).toBe(setup.seat);
          for (const x of judged.actions) {
            const share = (100 * x.ahead) / p.check.worlds;
            if (setup.right.includes(x.action)) expect(share, mod.game.actionCode(x.action)).toBeGreaterThanOrEqual(p.check.rightShare);
            else expect(share, mod.game.actionCode(x.action)).toBeLessThanOrEqual(p.check.wrongShare);
          }
          // The stated shares are the ones found, not loose bounds that any answer would pass.
          const rightMin = Math.min(...judged.actions.filter((x) => setup.right.includes(x.action)).map((x) => x.ahead));
          const wrongMax = Math.max(...judged.actions.filter((x) => !setup.right.includes(x.action)).map((x) => x.ahead));
          expect(Math.floor((100 * rightMin) / p.check.worlds)).toBe(p.check.rightShare);
          expect(Math.ceil((100 * wrongMax) / p.check.worlds)).toBe(p.check.wrongShare);
        });
      }
    });
  }
});
