import type { Text } from '../../engine/game';
import { fillSeats } from '../../engine/seats';
import { i18n, t } from '../../i18n.svelte';

/**
 * A game's text in the current language with players' names in its seat slots (engine/seats.ts):
 * the rules name seats, the screen names people.
 */
export function withNames(text: Text | undefined, names: readonly string[]): string {
  return fillSeats(t(text), names, i18n.lang);
}
