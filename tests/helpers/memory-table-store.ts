import type { HandRecord } from '../../src/lib/engine/record';
import type { TableSession, TableStore } from '../../src/lib/table/types';

/** A TableStore in memory: for unit tests, and the fallback when the device has no storage. */
export class MemoryTableStore implements TableStore {
  sessions = new Map<string, TableSession>();
  hands = new Map<string, { sessionId: string; record: HandRecord; finished: boolean }>();

  async getTableSession(id: string) {
    const s = this.sessions.get(id);
    return s ? structuredClone(s) : undefined;
  }
  async putTableSession(s: TableSession) {
    this.sessions.set(s.id, structuredClone(s));
  }
  async startHand(handId: string, sessionId: string, record: HandRecord) {
    this.hands.set(handId, { sessionId, record: structuredClone(record), finished: false });
  }
  async appendAction(handId: string, index: number, action: number) {
    const h = this.hands.get(handId);
    if (!h) throw new Error(`no hand ${handId}`);
    if (h.record.actions.length !== index) throw new Error(`action ${index} is not the next (${h.record.actions.length})`);
    h.record.actions.push(action);
  }
  async truncateActions(handId: string, length: number) {
    const h = this.hands.get(handId);
    if (h) h.record.actions.length = Math.min(length, h.record.actions.length);
  }
  async getHandRecord(handId: string) {
    const h = this.hands.get(handId);
    return h ? structuredClone(h.record) : undefined;
  }
  async finishHand(handId: string) {
    const h = this.hands.get(handId);
    if (h) h.finished = true;
  }
}
