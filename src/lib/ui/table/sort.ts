import { EXCUSE, TRUMP, rankOf, suitOf, type Card } from '../../engine/cards';

/**
 * A hand in the order people hold it: trumps (and the excuse) first, strongest first, then the
 * plain suits in slot order (which alternates colours in every pack), strongest first.
 */
export function sortHand(cards: readonly Card[], trumpSuit: number = TRUMP): Card[] {
  const group = (c: Card) => (c === EXCUSE ? -1 : suitOf(c) === trumpSuit ? 0 : 1 + suitOf(c));
  return [...cards].sort((a, b) => group(a) - group(b) || rankOf(b) - rankOf(a));
}
