import { describe, expect, it } from 'vitest';
import type { Action, Text } from '../engine/game';
import { hintReason } from '../bots/hint';
import { MODULES } from '../games/modules';
import { hintOf, ruleBotOf } from '../bots/registry';
import { LESSONS } from '../../../tests/helpers/offers';
import { coachSession } from './session';
import { commentOn, lastNoted, reasonOnly, recap, suggestion, type Note } from './comment';

// A small stand-in for a game's describe: three bids.
const LABELS: Record<number, Text> = { 0: { en: 'Pass', de: 'Passen' }, 1: { en: 'Solo', de: 'Solo' }, 2: { en: 'Super', de: 'Super' } };
const describeBid = (a: Action) => ({ label: LABELS[a] });
const fakeGame = { describe: (a: Action) => ({ kind: 'choice' as const, label: LABELS[a] }) } as unknown as Parameters<typeof hintReason>[0];

const note = (means: number[], ahead: number[]): Note => ({
  ...hintReason(fakeGame, [0, 1, 2], { means, ahead, worlds: 100, exact: false, weight: 100 }, 'points'),
  forced: false
});

describe('the coach’s comment on a choice', () => {
  const solo = note([-3, 12, 4], [0.2, 0.7, 0.5]);

  it('the hint’s reason is the bot’s choice and why, without repeating the label', () => {
    expect(solo.action).toBe(1);
    expect(reasonOnly(solo, LABELS[1]).en).toMatch(/^over 100 deals/);
    expect(reasonOnly(solo, LABELS[1]).de).toMatch(/^In 100 Verteilungen/);
  });

  it('agrees when the person chose what the bot chose, and keeps the bot’s reason apart', () => {
    const c = commentOn(solo, 1, describeBid);
    expect(c.verdict).toBe('agreed');
    expect(c.text).toEqual({ en: 'Solo: good, the coach agrees.', de: 'Solo: gut, der Coach sieht es genauso.' });
    expect(c.why!.en).toMatch(/^Over 100 deals .* \+12 points on average \(next best, Super: \+4\)/);
    expect(c.why!.de).toMatch(/^In 100 Verteilungen/);
  });

  it('says what the bot would have preferred, and why, when the person chose otherwise', () => {
    const c = commentOn(solo, 2, describeBid);
    expect(c.verdict).toBe('other');
    expect(c.text).toEqual({ en: 'Super: the coach would have preferred “Solo”.', de: 'Super: Der Coach hätte „Solo“ vorgezogen.' });
    expect(c.why).toEqual(solo.reason);
    expect(c.why!.en).toMatch(/^Solo: over 100 deals .* \+12 points on average/);
  });

  it('does not find fault when every choice scores the same (hint.ts’s own wording)', () => {
    const even = note([5, 5, 5], [0.5, 0.5, 0.5]);
    const c = commentOn(even, 2, describeBid);
    expect(c.verdict).toBe('even');
    expect(c.text.en).toBe('Super: fine, no choice was better here.');
    expect(c.why!.en).toMatch(/^It makes no difference here/);
  });

  it('a forced move is neither praised nor blamed', () => {
    const forced: Note = { action: 1, reason: { en: 'Solo', de: 'Solo' }, forced: true };
    expect(commentOn(forced, 1, describeBid)).toEqual({
      verdict: 'forced',
      text: { en: 'Solo: the only choice the rules left you.', de: 'Solo: die einzige Wahl, die die Regeln ließen.' },
      why: null
    });
    expect(suggestion(forced, describeBid)).toEqual({
      text: { en: 'Only one choice is allowed now: Solo.', de: 'Jetzt ist nur eines erlaubt: Solo.' },
      why: null
    });
  });

  it('the suggestion before the choice names the bot’s pick, with its reason apart', () => {
    const s = suggestion(solo, describeBid);
    expect(s.text).toEqual({ en: 'The coach’s choice: Solo.', de: 'Die Wahl des Coachs: Solo.' });
    expect(s.why!.en).toMatch(/^Over 100 deals/);
    expect(s.why!.de).toMatch(/^In 100 Verteilungen/);
    // A discard of several cards is chosen at once: the bot's pick is the first of them.
    expect(suggestion(solo, describeBid, true).text).toEqual({ en: 'The coach’s first card: Solo.', de: 'Die erste Karte des Coachs: Solo.' });
  });

  it('works on the real hints of every game’s lesson (the label is cut in both languages)', () => {
    for (const [game, mod] of Object.entries(MODULES)) {
      const lesson = LESSONS[game]!;
      const { record } = coachSession(
        mod,
        lesson,
        Array.from({ length: lesson.players }, (_, i) => ({ name: `P${i}`, bot: i > 0 })),
        'x',
        0
      );
      let st = mod.game.setup(record.context, record.seed);
      // Up to the person's first decision (the bots' moves by their rule bot).
      while (mod.game.toAct(st) !== 0) {
        const seat = mod.game.toAct(st)!;
        st = mod.game.apply(st, ruleBotOf(mod).choose({ view: mod.game.view(st, seat), legal: mod.game.legal(st), seed: 1, budgetMs: 0 }));
      }
      const legal = mod.game.legal(st);
      const h = hintOf(mod, { view: mod.game.view(st, 0), legal, seed: 1, budgetMs: 50 });
      const n: Note = { ...h, forced: legal.length === 1 };
      const label = mod.game.describe(h.action).label;
      const why = reasonOnly(n, label);
      expect(why.en.startsWith(`${label.en}:`), game).toBe(false);
      expect(why.de.startsWith(`${label.de}:`), game).toBe(false);
      expect(why.en.length, game).toBeGreaterThan(10);
      const other = legal.find((a) => a !== h.action);
      expect(other, game).toBeDefined();
      expect(commentOn(n, other!, (a) => mod.game.describe(a)).verdict, game).toMatch(/^(other|even)$/);
      expect(commentOn(n, h.action, (a) => mod.game.describe(a)).verdict, game).toBe('agreed');
    }
  });

  it('the comment after a reload is on the person’s latest noted choice', () => {
    const notes = { 0: solo, 5: solo, 9: solo };
    expect(lastNoted(notes, [1, 2, 3], 3)).toBe(0);
    expect(lastNoted(notes, [1, 2, 3, 4, 5, 6, 7], 7)).toBe(5);
    // The decision in front of the person (step 9) has no comment yet.
    expect(
      lastNoted(
        notes,
        Array.from({ length: 9 }, () => 0),
        9
      )
    ).toBe(5);
    expect(lastNoted({}, [1], 1)).toBeUndefined();
  });

  it('after the hand: how many of the person’s real choices were the bot’s (equal choices count as agreed, forced ones not at all)', () => {
    const even = note([5, 5, 5], [0.5, 0.5, 0.5]);
    const forced: Note = { action: 2, reason: { en: 'Super', de: 'Super' }, forced: true };
    // Steps 0 and 2 follow the bot, 4 does not, 6 is a choice among equals, 8 was forced, 10 is not played yet.
    const notes = { 0: solo, 2: solo, 4: solo, 6: even, 8: forced, 10: solo };
    const actions = [1, 9, 1, 9, 2, 9, 2, 9, 2];
    expect(recap(notes, actions)).toEqual({ agreed: 3, choices: 4 });
    expect(recap({}, actions)).toEqual({ agreed: 0, choices: 0 });
  });
});
