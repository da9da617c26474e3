import type { GameId, Settings, Text } from '../engine/game';
import { CONTROL_CHAR, MAX_NAME_LENGTH, nameControlChar, nameTooLong } from '../storage/limits';
import { DEFAULT_LEVEL, isLevel } from '../bots/levels';
import { DEFAULT_STYLE, isStyle } from '../bots/styles';
import type { PlayerSpec, TableSession } from './types';

/**
 * The new table's setup (routes/play): whether it can be dealt, and the session it starts. Pure,
 * so that the page only shows the form and its answer.
 */

/** In pass-and-play every person needs a name of their own: "You" would make the cover say "Pass the phone to You". */
export function isPlaceholderName(name: string): boolean {
  return /^(you|du|ich|me)$/i.test(name.trim()) || name.trim() === '';
}

/** Pass-and-play: two or more people at one phone. */
export const isPassAndPlay = (seats: readonly PlayerSpec[]): boolean => seats.filter((s) => !s.bot).length > 1;

/** A bot seat with its level and style, each the default where it has none a bot can play (a table stored before them). */
export const withBotDefaults = (p: PlayerSpec): PlayerSpec =>
  p.bot ? { ...p, level: isLevel(p.level) ? p.level : DEFAULT_LEVEL, style: isStyle(p.style) ? p.style : DEFAULT_STYLE } : p;

/** Why the table cannot be dealt as it is set up, or null. The first problem only, as the page says one at a time. */
export function setupProblem(seats: readonly PlayerSpec[]): Text | null {
  if (isPassAndPlay(seats) && seats.some((s) => !s.bot && isPlaceholderName(s.name)))
    return {
      en: 'Pass-and-play: every person needs their own name, so the phone can say whose turn it is.',
      de: 'Weitergeben: Jede Person braucht ihren eigenen Namen, damit das Handy sagen kann, wer dran ist.'
    };
  if (seats.some((s) => !s.name.trim())) return { en: 'Every seat needs a name.', de: 'Jeder Platz braucht einen Namen.' };
  const long = seats.findIndex((s) => s.name.trim().length > MAX_NAME_LENGTH);
  if (long >= 0) return nameTooLong(long);
  const control = seats.findIndex((s) => CONTROL_CHAR.test(s.name));
  if (control >= 0) return nameControlChar(control);
  if (!seats.some((s) => !s.bot)) return { en: 'At least one seat must be a person.', de: 'Mindestens ein Platz muss ein Mensch sein.' };
  return null;
}

/** What the setup chose; the id, the first dealer and the time come from the page (random, the clock). */
export interface TableChoice {
  id: string;
  game: GameId;
  seats: readonly PlayerSpec[];
  /** The game's defaults for this player count, and the house rules chosen over them. */
  defaults: Settings;
  chosen: Settings;
  firstDealer: number;
  hintsAllowed: boolean;
  undoAfterHandoff: boolean;
  now: number;
}

/** The new table's session, before its first hand: names trimmed, every bot with a level and a style. */
export function newTableSession(c: TableChoice): TableSession {
  // The two pass-and-play agreements mean nothing against bots (hints are always allowed there).
  const passAndPlay = isPassAndPlay(c.seats);
  return {
    id: c.id,
    kind: 'play',
    game: c.game,
    players: c.seats.map((s) =>
      s.bot ? withBotDefaults({ name: s.name.trim(), bot: true, level: s.level, style: s.style }) : { name: s.name.trim(), bot: false }
    ),
    settings: { ...c.defaults, ...c.chosen },
    firstDealer: c.firstDealer,
    hands: [],
    ...(passAndPlay && c.hintsAllowed ? { hintsAllowed: true } : {}),
    ...(passAndPlay && c.undoAfterHandoff ? { undoAfterHandoff: true } : {}),
    createdAt: c.now,
    updatedAt: c.now
  };
}
