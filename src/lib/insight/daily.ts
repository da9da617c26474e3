import type { GameId } from '../engine/game';
import type { GameModule } from '../engine/module';
import { newRecord } from '../engine/record';
import type { TableSession } from '../storage/types';

/**
 * The deal of the day (issue 30): the same cards for everyone with the app on the same date, with
 * no network. The seed is a hash of the date and the game; the dealer follows from the seed. The
 * person plays it against strong bots, then the strong bot plays the same cards in the person's
 * seat (insight/strong-seat.ts), and the difference is kept here, day by day, per game.
 *
 * Pure: the caller gives "today" (the device's local date), so tests use fixed dates.
 */

/** A local calendar date as `YYYY-MM-DD`. */
export type Day = string;

export function dayOf(d: Date): Day {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

const isDay = (x: unknown): x is Day => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x) && !Number.isNaN(Date.parse(`${x}T00:00:00Z`));

/** The day before or after `day` (calendar arithmetic in UTC, so no daylight-saving hour matters). */
export function addDays(day: Day, n: number): Day {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The deal's seed: FNV-1a over "trull-daily:<game>:<day>", the same on every device. */
export function dailySeed(game: GameId, day: Day): number {
  let h = 0x811c9dc5;
  for (const ch of `trull-daily:${game}:${day}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The dealer of the day's deal. */
export const dailyDealer = (seed: number, players: number): number => seed % players;

/** One day's deal played: the person's score, the strong bot's, and when it was played. */
export interface DailyEntry {
  game: GameId;
  day: Day;
  /** The day it was played: a later day than `day` means a missed day caught up, counted apart. */
  playedOn: Day;
  yours: number;
  strong: number;
}

export const onTime = (e: DailyEntry): boolean => e.playedOn === e.day;
/** The person's score less the strong bot's: above 0 the person did better. */
export const margin = (e: DailyEntry): number => e.yours - e.strong;

/**
 * The streak of one game on `today`: the days in a row, ending today (or yesterday, while today's
 * deal is not yet played), whose deal was played on its own day. Caught-up days do not count.
 */
export function streak(entries: readonly DailyEntry[], game: GameId, today: Day): number {
  const days = new Set(entries.filter((e) => e.game === game && onTime(e)).map((e) => e.day));
  let day = days.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

/** Adds an entry, keeping the first one of a game's day (a day's deal counts once). */
export function addEntry(entries: readonly DailyEntry[], e: DailyEntry): DailyEntry[] {
  if (entries.some((x) => x.game === e.game && x.day === e.day)) return [...entries];
  return [...entries, e].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : a.game < b.game ? -1 : 1));
}

/** The entries read back from storage: anything malformed is left out, never trusted. */
export function readEntries(raw: string | null): DailyEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (e): e is DailyEntry =>
      !!e &&
      typeof e === 'object' &&
      typeof e.game === 'string' &&
      isDay(e.day) &&
      isDay(e.playedOn) &&
      typeof e.yours === 'number' &&
      Number.isFinite(e.yours) &&
      typeof e.strong === 'number' &&
      Number.isFinite(e.strong)
  );
}

/** Where the entries live: localStorage, as the statistics' index (a small list, read at once). */
export const DAILY_KEY = 'trull.daily';

/** The bots' names at the day's table (a person's own name is theirs). */
const BOT_NAMES = ['Anna', 'Bernd', 'Clara', 'Dominik', 'Eva'];

/**
 * A new table session whose first hand is the day's deal: the game's usual player count and
 * settings, the person at seat 0, strong bots in the others. Later hands of it are fresh deals.
 */
export function dailySession(mod: GameModule, day: Day, you: string, id: string, now: number): TableSession {
  const players = mod.meta.defaultPlayers;
  const seed = dailySeed(mod.game.id, day);
  const settings = mod.game.defaultSettings(players);
  const start = mod.session.start(players, dailyDealer(seed, players), settings);
  const ctx = mod.session.nextHand(start) ?? { players, dealer: dailyDealer(seed, players), settings };
  const names = [you, ...BOT_NAMES.slice(0, players - 1)];
  return {
    id,
    kind: 'play',
    game: mod.game.id,
    players: names.map((name, s) => (s === 0 ? { name, bot: false } : { name, bot: true, level: 'strong' })),
    settings,
    firstDealer: ctx.dealer,
    hands: [],
    daily: { day, record: newRecord(mod.game, ctx, seed, names) },
    createdAt: now,
    updatedAt: now
  };
}
