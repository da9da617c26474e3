import type { HandRecord } from '../../src/lib/engine/record';
import { StoreError } from '../../src/lib/storage/types';
import type { PlayedHand, TableSession, TableStore } from '../../src/lib/table/types';

const stale = (id: string) => new StoreError('stale', { en: `Session ${id} moved on.`, de: `Sitzung ${id} ist weiter.` });

/**
 * A TableStore in memory for unit tests, with the same refusals as the real one (a stale version,
 * a second hand in progress, a gap in the actions, a finished hand).
 */
export class MemoryTableStore implements TableStore {
  sessions = new Map<string, TableSession>();
  hands = new Map<string, { sessionId: string; record: HandRecord; finished: boolean }>();

  async getTableSession(id: string) {
    const s = this.sessions.get(id);
    return s ? structuredClone(s) : undefined;
  }
  async putTableSession(s: TableSession) {
    const stored = this.sessions.get(s.id);
    if (stored && (stored.rev ?? 0) !== (s.rev ?? 0)) throw stale(s.id);
    this.sessions.set(s.id, structuredClone({ ...s, rev: stored ? (stored.rev ?? 0) + 1 : 0 }));
  }
  private save(s: TableSession, patch: Partial<TableSession>): TableSession {
    const next = { ...s, ...patch, rev: (s.rev ?? 0) + 1 };
    this.sessions.set(s.id, structuredClone(next));
    return structuredClone(next);
  }
  private stored(id: string): TableSession {
    const s = this.sessions.get(id);
    if (!s) throw new StoreError('unknown-session', { en: `no session ${id}`, de: `keine Sitzung ${id}` });
    return s;
  }
  async dealHand(handId: string, sessionId: string, record: HandRecord, rev: number | undefined) {
    const s = this.stored(sessionId);
    if (rev !== undefined && (s.rev ?? 0) !== rev) throw stale(sessionId);
    const open = s.openHand ? this.hands.get(s.openHand) : undefined;
    if (open && !open.finished) throw new StoreError('hand-in-progress', { en: 'a hand is in progress', de: 'ein Spiel ist in Gang' });
    this.hands.set(handId, { sessionId, record: structuredClone(record), finished: false });
    return this.save(s, { openHand: handId });
  }
  async appendAction(handId: string, index: number, action: number) {
    const h = this.hands.get(handId);
    if (!h) throw new StoreError('unknown-hand', { en: `no hand ${handId}`, de: `kein Spiel ${handId}` });
    if (h.finished) throw new StoreError('hand-finished', { en: `hand ${handId} is finished`, de: `Spiel ${handId} ist beendet` });
    if (h.record.actions.length !== index)
      throw new StoreError('index-mismatch', { en: `action ${index} is not the next (${h.record.actions.length})`, de: `Aktion ${index} ist nicht die nächste` });
    h.record.actions.push(action);
  }
  async truncateActions(handId: string, length: number) {
    const h = this.hands.get(handId);
    if (h) {
      h.record.actions.length = Math.min(length, h.record.actions.length);
      h.finished = false;
    }
  }
  async getHandRecord(handId: string) {
    const h = this.hands.get(handId);
    return h ? structuredClone(h.record) : undefined;
  }
  async finishHand(sessionId: string, played: PlayedHand) {
    const s = this.stored(sessionId);
    const h = this.hands.get(played.handId);
    if (h) h.finished = true;
    const hands = s.hands.some((x) => x.handId === played.handId) ? s.hands : [...s.hands, played];
    return this.save(s, { hands, openHand: s.openHand === played.handId ? undefined : s.openHand });
  }
  async updateTableSession(id: string, change: (s: TableSession) => Partial<TableSession> | null, rev?: number) {
    const s = this.stored(id);
    if (rev !== undefined && (s.rev ?? 0) !== rev) throw stale(id);
    const patch = change(structuredClone(s));
    return patch ? this.save(s, patch) : structuredClone(s);
  }
}
