import type { Note } from './comment';

/**
 * The coach's notes on a hand, by step: device-local like the hint count (localStorage), so a
 * reload shows the same advice and the same comments; the hand itself is in IndexedDB as usual.
 */
const key = (handId: string) => `trull.coach.${handId}`;

const isNote = (x: unknown): x is Note => {
  const n = x as Note;
  return (
    typeof n === 'object' &&
    n !== null &&
    Number.isInteger(n.action) &&
    typeof n.reason?.en === 'string' &&
    typeof n.reason?.de === 'string' &&
    typeof n.forced === 'boolean'
  );
};

export function readNotes(handId: string): Record<number, Note> {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(key(handId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    // Anything malformed (another version, a hand edited by hand) is dropped: the coach asks again.
    return Object.fromEntries(Object.entries(raw).filter(([k, v]) => /^\d+$/.test(k) && isNote(v)));
  } catch {
    return {};
  }
}

export function saveNotes(handId: string, notes: Readonly<Record<number, Note>>): void {
  try {
    globalThis.localStorage?.setItem(key(handId), JSON.stringify(notes));
  } catch {
    // Private mode without storage: the coach still speaks; a reload asks it again.
  }
}
