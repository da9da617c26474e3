import { addEntry, DAILY_KEY, readEntries, type DailyEntry } from './daily';

/**
 * The days' deals played, kept in localStorage (a short list read at once, as the statistics'
 * index): what the streak and the history are worked out from. Without storage: nothing kept.
 */
export function loadDaily(): DailyEntry[] {
  try {
    return readEntries(localStorage.getItem(DAILY_KEY));
  } catch {
    return [];
  }
}

/** Adds a day's result (the first one of a game's day counts) and returns the list. */
export function saveDaily(e: DailyEntry): DailyEntry[] {
  const list = addEntry(loadDaily(), e);
  try {
    localStorage.setItem(DAILY_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the result is shown, not kept.
  }
  return list;
}
