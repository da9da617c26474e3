import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hint } from '$lib/bots/hint';
import type { GameModule } from '$lib/engine/module';
import type { TableView } from '$lib/engine/table-view';
import { CoachHints, type HintSource } from './coach-hints.svelte';

const mod = { game: { id: 'toy' } } as unknown as GameModule;
const view = { phase: 'play' } as unknown as TableView;
const label = { en: 'Play the ace', de: 'Spiel das Ass' };
const reason = { en: 'It wins the trick', de: 'Er sticht' };

/** A hint source that answers when the test says so, and records what it was asked. */
function source(answer: (legal: number[]) => Hint | null = (legal) => ({ action: legal[0], reason })) {
  const asked: { legal: number[]; seed: number }[] = [];
  const made = { count: 0, destroyed: 0 };
  const make = (): HintSource => {
    made.count++;
    return {
      hint: async (_mod, _view, legal, seed) => {
        asked.push({ legal, seed });
        return answer(legal);
      },
      destroy: () => void made.destroyed++
    };
  };
  return { make, asked, made };
}

const q = (legal: number[], lessonSeed = 7) => ({ mod, view, legal, lessonSeed, label });

describe('CoachHints: the coach asks its own bots once per step and keeps the answers', () => {
  // localStorage as a phone has it, so the notes outlive the controller as they outlive a reload.
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks about a step once, seeded by the lesson and the step, and keeps the answer for a reload', async () => {
    const s = source();
    const hints = new CoachHints(s.make);
    hints.follow('h1');
    expect(hints.wants(3)).toBe(true);
    await hints.ask(3, q([5, 6]));
    expect(hints.wants(3)).toBe(false);
    expect(hints.notes[3]).toEqual({ action: 5, reason, forced: false });
    expect(s.asked).toEqual([{ legal: [5, 6], seed: (7 ^ Math.imul(4, 0x9e3779b1)) >>> 0 }]);
    const again = new CoachHints(s.make);
    again.follow('h1');
    expect(again.notes[3]).toEqual(hints.notes[3]);
    expect(again.wants(3)).toBe(false);
  });

  it('needs no search for a forced choice: its label is the advice, and no worker is made', async () => {
    const s = source();
    const hints = new CoachHints(s.make);
    hints.follow('h1');
    await hints.ask(0, q([9]));
    expect(hints.notes[0]).toEqual({ action: 9, reason: label, forced: true });
    expect(s.made.count).toBe(0);
  });

  it('makes one source for the whole hand and ends it with the bubble', async () => {
    const s = source();
    const hints = new CoachHints(s.make);
    hints.follow('h1');
    await hints.ask(1, q([1, 2]));
    await hints.ask(2, q([3, 4]));
    expect(s.made.count).toBe(1);
    hints.destroy();
    expect(s.made.destroyed).toBe(1);
  });

  it('does not ask twice about a step still in flight', async () => {
    let release: (h: Hint) => void = () => {};
    const hints = new CoachHints(() => ({ hint: () => new Promise<Hint>((r) => (release = r)), destroy: () => {} }));
    hints.follow('h1');
    const asking = hints.ask(1, q([1, 2]));
    expect(hints.wants(1)).toBe(false);
    release({ action: 2, reason });
    await asking;
    expect(hints.notes[1]?.action).toBe(2);
  });

  it('drops an answer that comes after the table moved on to another hand', async () => {
    let release: (h: Hint) => void = () => {};
    const hints = new CoachHints(() => ({ hint: () => new Promise<Hint>((r) => (release = r)), destroy: () => {} }));
    hints.follow('h1');
    const asking = hints.ask(1, q([1, 2]));
    hints.follow('h2');
    release({ action: 2, reason });
    await asking;
    expect(hints.notes).toEqual({});
    // Nor kept for the old hand: a reload there asks again.
    const back = new CoachHints(source().make);
    back.follow('h1');
    expect(back.notes).toEqual({});
  });

  it('says the step was silent when the search gave no answer', async () => {
    const hints = new CoachHints(source(() => null).make);
    hints.follow('h1');
    await hints.ask(4, q([1, 2]));
    expect(hints.silent).toBe(4);
    expect(hints.notes[4]).toBeUndefined();
  });

  it('asks nothing without an open hand', () => {
    const hints = new CoachHints(source().make);
    hints.follow('');
    expect(hints.wants(0)).toBe(false);
  });
});
