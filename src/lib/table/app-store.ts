import type { HandRecord } from '../engine/record';
import { store, type Session, type SessionInput } from '../storage/storage';
import type { PlayerSpec, TableSession, TableStore } from './types';

/**
 * The table's storage, on top of src/lib/storage (the only code that touches IndexedDB). A table
 * session is stored as a 'play' session; its own fields (hands, openHand, endCalledAt) ride along.
 */
export interface AppTableStore extends TableStore {
  listTableSessions(): Promise<TableSession[]>;
  getGameSettings(game: string): Promise<Record<string, unknown> | undefined>;
  putGameSettings(game: string, settings: Record<string, unknown>): Promise<void>;
  getLastPlayers(): Promise<PlayerSpec[] | undefined>;
  putLastPlayers(players: PlayerSpec[]): Promise<void>;
}

// A 'play' session's own fields (hands, endCalledAt) ride along in the stored session.
function toTable(s: Session): TableSession {
  return { hands: [], ...s } as unknown as TableSession;
}
function toStored(s: TableSession, base: Session): Session {
  return { ...base, ...s, handIds: base.handIds, openHand: base.openHand, version: base.version } as unknown as Session;
}

let cached: Promise<AppTableStore> | null = null;

export function appTableStore(): Promise<AppTableStore> {
  cached ??= (async () => {
    await store.open();
    return {
      async getTableSession(id) {
        const s = await store.getSession(id);
        return s && s.kind === 'play' ? toTable(s) : undefined;
      },
      async createTableSession(s) {
        await store.createSession({ ...s, handIds: [] } as unknown as SessionInput);
      },
      dealHand: (sessionId, handId, record, afterHands) =>
        store.startHand(handId, sessionId, record, (stored) => toTable(stored).hands.length === afterHands),
      async finishHand(sessionId, played) {
        const s = await store.finishHand(played.handId, undefined, (stored) => {
          const t = toTable(stored);
          if (stored.id !== sessionId || t.hands.some((h) => h.handId === played.handId)) return stored;
          return toStored({ ...t, hands: [...t.hands, played] }, stored);
        });
        return toTable(s);
      },
      async updateTableSession(id, fn) {
        return toTable(await store.updateSession(id, (stored) => {
          const next = fn(toTable(stored));
          return next && toStored(next, stored);
        }));
      },
      onChange: (fn) => store.onChange(fn),
      async listTableSessions() {
        return (await store.listSessions()).filter((s) => s.kind === 'play').map(toTable);
      },
      appendAction: (handId: string, index: number, action: number) => store.appendAction(handId, index, action),
      truncateActions: (handId: string, length: number) => store.truncateActions(handId, length),
      async getHandRecord(handId) {
        return (await store.getHand(handId))?.record;
      },
      getGameSettings: (game) => store.getGameSettings(game),
      putGameSettings: (game, settings) => store.putGameSettings(game, settings),
      getLastPlayers: () => store.getLastPlayers() as Promise<PlayerSpec[] | undefined>,
      putLastPlayers: (players) => store.putLastPlayers(players)
    } satisfies AppTableStore;
  })();
  return cached;
}
