import type { Settings } from '../engine/game';
import { store, StoreError, type StoredTableSession, type Session } from '../storage/storage';
import type { PlayerSpec, TableSession, TableStore } from './types';

/**
 * The table's storage, on top of src/lib/storage (the only code that touches IndexedDB). A table
 * session is stored as a 'play' session (storage/types.ts, StoredTableSession).
 */
export interface AppTableStore extends TableStore {
  listTableSessions(): Promise<TableSession[]>;
  getGameSettings(game: string): Promise<Settings | undefined>;
  putGameSettings(game: string, settings: Settings): Promise<void>;
  getLastPlayers(): Promise<PlayerSpec[] | undefined>;
  putLastPlayers(players: PlayerSpec[]): Promise<void>;
}

/**
 * The table's copy of a stored play session. What the store keeps for itself (ledger, hand ids,
 * version) stays on the object and is taken from the stored copy again on every write (toStored).
 */
export function toTable(s: StoredTableSession): TableSession {
  return { ...s, players: s.players.map((p) => ({ ...p, bot: p.bot === true })), hands: s.hands ?? [] };
}
/** The table's session written over the stored one: the store's bookkeeping always from `base`. */
function toStored(s: TableSession, base: StoredTableSession): StoredTableSession {
  return { ...base, ...s, handIds: base.handIds, openHand: base.openHand, version: base.version };
}
/** The stored session as the table's, or an error: a score sheet's id is no table. */
export function asPlay(s: Session): StoredTableSession {
  if (s.kind !== 'play')
    throw new StoreError('invalid', { en: `Session ${s.id} is a score sheet, not a table.`, de: `Sitzung ${s.id} ist ein Schreibblock, kein Tisch.` });
  return s;
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
        await store.createSession({ ...s, handIds: [] });
      },
      dealHand: (sessionId, handId, record, afterHands) =>
        store.startHand(handId, sessionId, record, (stored) => toTable(asPlay(stored)).hands.length === afterHands),
      async finishHand(sessionId, played, length) {
        const s = await store.finishHand(played.handId, length, undefined, (stored) => {
          const play = asPlay(stored);
          const t = toTable(play);
          if (stored.id !== sessionId || t.hands.some((h) => h.handId === played.handId)) return stored;
          return toStored({ ...t, hands: [...t.hands, played] }, play);
        });
        return toTable(asPlay(s));
      },
      async updateTableSession(id, fn) {
        const s = await store.updateSession(id, (stored) => {
          const play = asPlay(stored);
          const next = fn(toTable(play));
          return next && toStored(next, play);
        });
        return toTable(asPlay(s));
      },
      onChange: (fn) => store.onChange(fn),
      async listTableSessions() {
        return (await store.listSessions()).flatMap((s) => (s.kind === 'play' ? [toTable(s)] : []));
      },
      appendAction: (handId: string, index: number, action: number) => store.appendAction(handId, index, action),
      truncateActions: (handId: string, length: number, expected: number) => store.truncateActions(handId, length, expected),
      async getHandRecord(handId) {
        return (await store.getHand(handId))?.record;
      },
      getGameSettings: (game) => store.getGameSettings(game),
      putGameSettings: (game, settings) => store.putGameSettings(game, settings),
      getLastPlayers: async () => (await store.getLastPlayers()).map((p) => ({ ...p, bot: p.bot === true })),
      putLastPlayers: (players) => store.putLastPlayers(players)
    } satisfies AppTableStore;
  })();
  return cached;
}
