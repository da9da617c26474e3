import type { HandRecord } from '../../src/lib/engine/record';
import { StoreError } from '../../src/lib/storage/types';
import type { PlayedHand, TableSession, TableStore } from '../../src/lib/table/types';

const stale = () => new StoreError('stale', { en: 'stale', de: 'veraltet' });

/**
 * A TableStore in memory for unit tests, with the same guarantees as the real one: one hand in
 * progress per session, actions only in order, a finished hand added to its session once, an undo
 * or an end only from the length the tab saw. Two
 * controllers on one instance behave like two tabs (`onChange` tells the other).
 */
export class MemoryTableStore implements TableStore {
  sessions = new Map<string, TableSession>();
  hands = new Map<string, { sessionId: string; record: HandRecord; finished: boolean }>();
  private listeners = new Set<(id: string) => void>();

  private changed(id: string) {
    // Like BroadcastChannel: delivered later, never inside the writer's own call.
    setTimeout(() => this.listeners.forEach((fn) => fn(id)), 0);
  }
  onChange(fn: (id: string) => void) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  async getTableSession(id: string) {
    const s = this.sessions.get(id);
    return s ? structuredClone(s) : undefined;
  }
  async createTableSession(s: TableSession) {
    if (this.sessions.has(s.id)) throw new Error(`session ${s.id} exists`);
    this.sessions.set(s.id, structuredClone(s));
  }
  async dealHand(sessionId: string, handId: string, record: HandRecord, afterHands: number) {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    if (s.openHand && !this.hands.get(s.openHand)?.finished) throw new StoreError('hand-in-progress', { en: 'in progress', de: 'läuft' });
    if (s.hands.length !== afterHands) throw stale();
    this.hands.set(handId, { sessionId, record: structuredClone(record), finished: false });
    s.openHand = handId;
    this.changed(sessionId);
  }
  async appendAction(handId: string, index: number, action: number) {
    const h = this.hands.get(handId);
    if (!h) throw new Error(`no hand ${handId}`);
    if (h.finished) throw new StoreError('hand-finished', { en: 'finished', de: 'beendet' });
    if (h.record.actions.length !== index) throw new StoreError('index-mismatch', { en: `action ${index} is not the next`, de: 'nicht die nächste' });
    h.record.actions.push(action);
    this.changed(h.sessionId);
  }
  async truncateActions(handId: string, length: number, expected: number) {
    const h = this.hands.get(handId);
    if (!h) throw new Error(`no hand ${handId}`);
    if (h.finished) throw new StoreError('hand-finished', { en: 'finished', de: 'beendet' });
    if (h.record.actions.length !== expected) throw new StoreError('index-mismatch', { en: 'moved on', de: 'weitergespielt' });
    h.record.actions.length = Math.min(length, h.record.actions.length);
    this.changed(h.sessionId);
  }
  async getHandRecord(handId: string) {
    const h = this.hands.get(handId);
    return h ? structuredClone(h.record) : undefined;
  }
  async finishHand(sessionId: string, played: PlayedHand, length: number) {
    const s = this.sessions.get(sessionId)!;
    const h = this.hands.get(played.handId);
    if (h && h.record.actions.length !== length) throw new StoreError('index-mismatch', { en: 'moved on', de: 'weitergespielt' });
    if (h && !h.finished) {
      h.finished = true;
      if (!s.hands.some((x) => x.handId === played.handId)) s.hands.push(structuredClone(played));
      if (s.openHand === played.handId) delete s.openHand;
      this.changed(sessionId);
    }
    return structuredClone(s);
  }
  async updateTableSession(id: string, fn: (s: TableSession) => TableSession | null) {
    const next = fn(structuredClone(this.sessions.get(id)!));
    if (next) {
      this.sessions.set(id, structuredClone(next));
      this.changed(id);
    }
    return structuredClone(this.sessions.get(id)!);
  }
}
