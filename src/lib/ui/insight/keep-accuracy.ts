import type { Seat } from '$lib/engine/game';
import { store } from '$lib/storage/storage';

/**
 * What "Could I have won?" does with a finished analysis's figure on a hand stored on this device
 * (the summary, a replay of the device's own hand): kept for the statistics (issue 30 item 3,
 * `Store.keepAccuracy`), once per hand and person's seat. A refusal changes nothing and the screen
 * goes on without it: the figure is still shown, only the statistics will not count the hand.
 */
export function keepAccuracy(sessionId: string, handId: string): (seat: Seat, accuracy: number) => void {
  return (seat, accuracy) =>
    void store.keepAccuracy(sessionId, handId, seat, accuracy).catch((e: unknown) => console.warn('trull: the accuracy was not kept', e));
}
