import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { newRecord, replay } from '../engine/record';
import type { Level } from '../bots/levels';
import { playStrongSeat, strongSeatRecord } from './strong-seat';
import { decisionSeed } from '../engine/decision-seed';
import { compareWithStrong } from './strong-compare';
import { addDays, addEntry, dailyDealer, dailySeed, dailySession, dayOf, readEntries, streak, type DailyEntry } from './daily';

/** A finished hand of `game` played by its normal bots from a fixed deal (the person's play stands in). */
function handOf(id: string, seed: number) {
  const mod = MODULES[id];
  const players = mod.meta.defaultPlayers;
  const settings = mod.game.defaultSettings(players);
  const ctx = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
  const levels: Level[] = Array.from({ length: players }, () => 'normal');
  return { mod, levels, original: strongSeatRecord(mod, newRecord(mod.game, ctx, seed), -1, levels) };
}

describe('the same deal, played by the strong bot in your seat (issue 30)', () => {
  for (const id of ['dobbm', 'droggn']) {
    it(`${id}: reproducible: the same hand gives the same strong hand every time, from the same deal`, () => {
      const { mod, levels, original } = handOf(id, 4242);
      const a = strongSeatRecord(mod, original, 0, levels);
      const b = strongSeatRecord(mod, original, 0, levels);
      expect(b).toEqual(a);
      expect(a.seed).toBe(original.seed);
      expect(a.context).toEqual(original.context);
      expect(replay(mod.game, a).ok).toBe(true);
      expect(mod.game.toAct(replay(mod.game, a).state)).toBeNull();
    });
  }

  it('the strong bot in its own seat plays exactly its own hand again: difference 0', () => {
    // The original hand is the comparison's own: the strong bot at seat 1, normal bots elsewhere.
    const mod = MODULES.dobbm;
    const { levels } = handOf('dobbm', 1);
    const ctx = mod.session.nextHand(mod.session.start(4, 3, mod.game.defaultSettings(4)))!;
    const original = strongSeatRecord(mod, newRecord(mod.game, ctx, 777), 1, levels);
    const again = strongSeatRecord(mod, original, 1, levels);
    expect(again.actions).toEqual(original.actions);
    const c = compareWithStrong(mod.game, original, again, 1);
    expect(c.difference).toBe(0);
    expect(c.strong).toEqual(c.yours);
  });

  it('the other seats play as the table bots would (same seed per decision) until the strong bot chooses otherwise', () => {
    const { mod, levels, original } = handOf('dobbm', 99);
    const again = strongSeatRecord(mod, original, 2, levels);
    // Up to the first action that differs, both hands are the same; the first difference is the strong seat's.
    const first = again.actions.findIndex((a, i) => a !== original.actions[i]);
    if (first >= 0) {
      let state = mod.game.setup(again.context, again.seed);
      for (const a of again.actions.slice(0, first)) state = mod.game.apply(state, a);
      expect(mod.game.toAct(state)).toBe(2);
    }
    expect(decisionSeed(original.seed, 0)).toBe((original.seed ^ 0x9e3779b1) >>> 0);
  });

  it('progress: steps count tricks towards the original hand’s, the last one done', () => {
    const { mod, levels, original } = handOf('dobbm', 5);
    const steps = [...playStrongSeat(mod, original, 0, levels)];
    expect(steps.at(-1)!.done).toBe(true);
    expect(steps.slice(0, -1).every((s) => !s.done)).toBe(true);
    expect(steps[0].of).toBe(8);
    expect(steps.at(-1)!.tricks).toBeLessThanOrEqual(8);
  });
});

describe('the deal of the day (issue 30)', () => {
  it('the seed comes from the date and the game alone', () => {
    expect(dailySeed('droggn', '2026-11-28')).toBe(dailySeed('droggn', '2026-11-28'));
    expect(dailySeed('droggn', '2026-11-28')).not.toBe(dailySeed('droggn', '2026-11-29'));
    expect(dailySeed('droggn', '2026-11-28')).not.toBe(dailySeed('dobbm', '2026-11-28'));
    expect(dailyDealer(dailySeed('dobbm', '2026-11-28'), 4)).toBeLessThan(4);
    // A fixed value: the deal of a date must not change with a release (everyone gets the same cards).
    expect(dailySeed('droggn', '2026-01-01')).toBe(1206850651);
  });

  it('the day’s table: the person at seat 0 against strong bots, the first hand the day’s deal', () => {
    const mod = MODULES.droggn;
    const s = dailySession(mod, '2026-11-28', 'You', 'id', 0);
    expect(s.players.map((p) => (p.bot ? p.level : 'person'))).toEqual(['person', 'strong', 'strong']);
    expect(s.daily!.record.seed).toBe(dailySeed('droggn', '2026-11-28'));
    expect(s.daily!.record.context.dealer).toBe(s.firstDealer);
    expect(dailySession(mod, '2026-11-28', 'Du', 'other', 5).daily!.record.seed).toBe(s.daily!.record.seed);
  });

  it('local dates and calendar steps, across a month, a year and a leap day', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  const e = (day: string, playedOn = day, game = 'droggn', yours = 10, strong = 20): DailyEntry => ({ game, day, playedOn, yours, strong });

  it('the streak counts days in a row played on their own day, ending today or yesterday', () => {
    const entries = [e('2026-11-28'), e('2026-11-27'), e('2026-11-26'), e('2026-11-24')];
    expect(streak(entries, 'droggn', '2026-11-28')).toBe(3);
    // Today not yet played: the streak up to yesterday still stands.
    expect(streak(entries, 'droggn', '2026-11-29')).toBe(3);
    // A day missed: it is broken.
    expect(streak(entries, 'droggn', '2026-11-30')).toBe(0);
    // Another game's days are its own.
    expect(streak(entries, 'dobbm', '2026-11-28')).toBe(0);
    expect(streak([], 'droggn', '2026-11-28')).toBe(0);
  });

  it('a missed day played later is kept but does not count for the streak', () => {
    const entries = [e('2026-11-28'), e('2026-11-27', '2026-11-28'), e('2026-11-26')];
    expect(streak(entries, 'droggn', '2026-11-28')).toBe(1);
  });

  it('a day counts once; entries are newest first; malformed storage reads as nothing', () => {
    let list = addEntry([], e('2026-11-27'));
    list = addEntry(list, e('2026-11-28'));
    list = addEntry(list, e('2026-11-28', '2026-11-28', 'droggn', 99, 0));
    expect(list.map((x) => [x.day, x.yours])).toEqual([
      ['2026-11-28', 10],
      ['2026-11-27', 10]
    ]);
    expect(readEntries(JSON.stringify(list))).toEqual(list);
    expect(readEntries('not json')).toEqual([]);
    expect(readEntries('{"a":1}')).toEqual([]);
    expect(readEntries(JSON.stringify([{ ...e('2026-11-28'), yours: 'x' }, { ...e('2026-13-45') }, e('2026-11-01')]))).toEqual([e('2026-11-01')]);
  });
});
