import type { Text } from '../../engine/game';
import { fillSeats } from '../../engine/seats';
import { i18n, t, tt } from '../../i18n.svelte';

/**
 * A game's text in the current language with players' names in its seat slots (engine/seats.ts):
 * the rules name seats, the screen names people.
 */
export function withNames(text: Text | undefined, names: readonly string[]): string {
  return fillSeats(t(text), names, i18n.lang);
}

/**
 * The caption of a group of face-up cards. A caption that already names its player or speaks to
 * the viewer ("Your discard", "You gave Anna …") stands alone; otherwise the owner's name follows
 * ("Laid out: Anna"), never the bare word "You".
 */
export function shownCaption(label: Text, owner: string | null, ownerIsViewer: boolean, names: readonly string[]): string {
  const text = withNames(label, names);
  if (owner === null || text !== t(label) || /^(your?|dein|du)\b/i.test(text)) return text;
  return ownerIsViewer ? text : `${text}: ${owner}`;
}

/** "5 points" / "1 point", in the chosen language: a trick's worth on the table and in the status line. */
export function pointsText(points: number): string {
  return tt(points === 1 ? '1 point' : `${points} points`, points === 1 ? '1 Punkt' : `${points} Punkte`);
}
