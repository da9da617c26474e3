import type { GameModule } from '../engine/module';
import { newRecord, type HandRecord } from '../engine/record';
import { foldSession } from '../engine/session';
import type { PlayerSpec, TableSession } from '../storage/types';
import type { Lesson } from '../engine/lesson';

/**
 * The coached session and its first hand: an ordinary table session against bots, flagged
 * `coach`, whose first hand is the lesson's deal. Dealt here rather than by the table so the
 * table needs no special case: it opens the session and resumes the stored hand like any other.
 */
export function coachSession(mod: GameModule, lesson: Lesson, players: PlayerSpec[], id: string, now: number): { session: TableSession; record: HandRecord } {
  const settings = mod.game.defaultSettings(lesson.players);
  const start = foldSession(mod.session, lesson.players, lesson.dealer, settings, []).sess;
  const ctx = mod.session.nextHand(start);
  if (!ctx) throw new Error(`${mod.game.id}: a new session deals no hand`);
  const record = newRecord(
    mod.game,
    { ...ctx, settings: { ...settings, ...ctx.settings } },
    lesson.seed,
    players.map((p) => p.name)
  );
  const session: TableSession = {
    id,
    kind: 'play',
    game: mod.game.id,
    players,
    settings,
    firstDealer: lesson.dealer,
    hands: [],
    coach: true,
    createdAt: now,
    updatedAt: now
  };
  return { session, record };
}

/** Whether the coach speaks at this session now: a coached session's first hand. */
export const coaching = (s: TableSession | null | undefined): boolean => s?.coach === true && s.hands.length === 0;
