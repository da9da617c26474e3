import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { GUIDES, LESSONS } from '../../../tests/helpers/offers';
import { ruleBotOf } from '../bots/registry';
import { replay } from '../engine/record';
import { coachSession } from './session';
import type { PlayerSpec } from '../table/types';

const people = (n: number): PlayerSpec[] =>
  Array.from({ length: n }, (_, i) => (i === 0 ? { name: 'You', bot: false } : { name: `Bot ${i}`, bot: true, level: 'normal' }));

/** Plays the lesson's deal with every seat's rule bot; the person's decisions (more than one choice) by phase and kind. */
function walk(game: string) {
  const mod = MODULES[game];
  const lesson = LESSONS[game]!;
  const { record } = coachSession(mod, lesson, people(lesson.players), 'c1', 0);
  const bot = ruleBotOf(mod);
  let st = mod.game.setup(record.context, record.seed);
  const mine: { phase: string; kind: string }[] = [];
  for (let step = 0; mod.game.toAct(st) !== null && step < 500; step++) {
    const seat = mod.game.toAct(st)!;
    const legal = mod.game.legal(st);
    const view = mod.game.view(st, seat);
    const a = bot.choose({ view, legal, seed: step, budgetMs: 0 });
    if (seat === 0 && legal.length > 1) mine.push({ phase: view.phase, kind: mod.game.describe(a).kind });
    st = mod.game.apply(st, a);
  }
  return { mod, lesson, record, mine, over: mod.game.toAct(st) === null, facts: mod.game.facts(st) };
}

describe('the first hand with a coach', () => {
  it('every game has a lesson', () => {
    expect(Object.keys(LESSONS).sort()).toEqual(Object.keys(MODULES).sort());
  });

  for (const game of Object.keys(MODULES)) {
    describe(game, () => {
      it('deals at a player count the game allows, and the deal replays', () => {
        const { mod, lesson, record } = walk(game);
        expect(mod.meta.players).toContain(lesson.players);
        expect(replay(mod.game, record).ok).toBe(true);
        expect(record.context.dealer).toBe(lesson.dealer);
      });

      it('shows more than card play: the person meets a bid, an exchange or a call before the tricks', () => {
        const { mine, over } = walk(game);
        expect(over).toBe(true);
        const before = mine.filter((m) => m.phase !== 'play');
        expect(before.length).toBeGreaterThan(0);
        expect(mine.filter((m) => m.phase === 'play').length).toBeGreaterThan(3);
      });

      it('has something to say at every decision the person meets', () => {
        const { lesson, mine } = walk(game);
        for (const m of mine) expect(lesson.steps, m.phase).toHaveProperty([m.phase]);
      });

      it('links each kind of decision to a section (or rule) of the game’s rules page', () => {
        const { lesson } = walk(game);
        const guide = GUIDES[game];
        const ids = new Set([...guide.sections.map((s) => s.id), ...guide.sections.flatMap((s) => s.rules)]);
        for (const [phase, step] of Object.entries(lesson.steps)) expect(ids.has(step.rule), `${phase} → ${step.rule}`).toBe(true);
      });

      it('says everything in English and German', () => {
        const { lesson } = walk(game);
        const texts = [lesson.intro, ...Object.values(lesson.steps).flatMap((s) => [s.what, s.consider])];
        for (const x of texts) {
          expect(x.en.trim()).not.toBe('');
          expect(x.de.trim()).not.toBe('');
          expect(x.de).not.toBe(x.en);
        }
      });
    });
  }
});
