import type { HandRecord } from '../engine/record';
import { store, type ChangeNote, type Session } from '../storage/storage';
import type { PlayedHand, PlayerSpec, TableSession, TableStore } from './types';

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
  /** Calls fn when another tab wrote; returns the unsubscribe function. */
  onChange(fn: (n: ChangeNote) => void): () => void;
}

/** A stored 'play' session is a table session (the table is the only writer of that kind). */
function isTable(s: Session | undefined): s is Session & TableSession {
  return !!s && s.kind === 'play' && Array.isArray(s.hands ?? []);
}
function toTable(s: Session & TableSession): TableSession {
  return { ...s, hands: s.hands ?? [] };
}
function tableOf(s: Session): TableSession {
  if (!isTable(s)) throw new Error(`session ${s.id} is not a played session`);
  return toTable(s);
}

let cached: Promise<AppTableStore> | null = null;

export function appTableStore(): Promise<AppTableStore> {
  cached ??= (async () => {
    await store.open();
    return {
      async getTableSession(id) {
        const s = await store.getSession(id);
        return isTable(s) ? toTable(s) : undefined;
      },
      async putTableSession(s) {
        await store.putSession({ ...s, handIds: s.hands.map((h) => h.handId) });
      },
      async listTableSessions() {
        return (await store.listSessions()).filter(isTable).map(toTable);
      },
      dealHand: async (handId: string, sessionId: string, record: HandRecord, rev: number | undefined) =>
        tableOf(await store.dealHand(handId, sessionId, record, rev)),
      appendAction: (handId: string, index: number, action: number) => store.appendAction(handId, index, action),
      truncateActions: (handId: string, length: number) => store.truncateActions(handId, length),
      async getHandRecord(handId) {
        return (await store.getHand(handId))?.record;
      },
      finishHand: async (sessionId: string, played: PlayedHand) => tableOf(await store.finishSessionHand(sessionId, played.handId, 'hands', played)),
      updateTableSession: async (id, change, rev) => tableOf(await store.updateSession(id, (s) => (isTable(s) ? change(toTable(s)) : null), rev)),
      getGameSettings: (game) => store.getGameSettings(game),
      putGameSettings: (game, settings) => store.putGameSettings(game, settings),
      getLastPlayers: () => store.getLastPlayers() as Promise<PlayerSpec[] | undefined>,
      putLastPlayers: (players) => store.putLastPlayers(players),
      onChange: (fn) => store.onChange(fn)
    } satisfies AppTableStore;
  })();
  return cached;
}
