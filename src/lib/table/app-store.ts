import type { HandRecord } from '../engine/record';
import { store } from '../storage/storage';
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

function toTable(s: Record<string, unknown>): TableSession {
  return { hands: [], ...s } as unknown as TableSession;
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
      async putTableSession(s) {
        await store.putSession({ ...s, handIds: s.hands.map((h) => h.handId) } as never);
      },
      async listTableSessions() {
        return (await store.listSessions()).filter((s) => s.kind === 'play').map(toTable);
      },
      startHand: (handId: string, sessionId: string, record: HandRecord) => store.startHand(handId, sessionId, record),
      appendAction: (handId: string, index: number, action: number) => store.appendAction(handId, index, action),
      truncateActions: (handId: string, length: number) => store.truncateActions(handId, length),
      async getHandRecord(handId) {
        return (await store.getHand(handId))?.record;
      },
      async finishHand(handId) {
        await store.finishHand(handId, undefined);
      },
      getGameSettings: (game) => store.getGameSettings(game),
      putGameSettings: (game, settings) => store.putGameSettings(game, settings),
      getLastPlayers: () => store.getLastPlayers() as Promise<PlayerSpec[] | undefined>,
      putLastPlayers: (players) => store.putLastPlayers(players)
    } satisfies AppTableStore;
  })();
  return cached;
}
