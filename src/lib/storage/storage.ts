import type { Settings, Text } from '../engine/game';
import type { HandRecord } from '../engine/record';
import { DB_NAME, META_LAST_PLAYERS, RESERVED_META, openTrullDb, type HandRow } from './db';
import { IdbBackend, MemoryBackend, type Backend, type Tx } from './backend';
import { EXPORT_FORMAT, EXPORT_VERSION, emptyCounts, mergeSession, parseExport, type ExportFile, type ImportResult } from './export-file';
import {
  StoreError,
  type GameSettingsRow,
  type HandAccuracy,
  type PlayerRef,
  type ScoreLedgerEntry,
  type NewSession,
  type Session,
  type SessionInput,
  type StorageStatus,
  type StoredHand
} from './types';
import { isPlayers, jsonProblem, recordProblem, settingsProblem, writtenSessionProblem } from './validate';
import { loadModule } from '../games/loaders';

export * from './types';
export type { ExportFile, ImportResult } from './export-file';
export interface StoreDeps {
  /** Database name (tests use one per test). */
  dbName?: string;
  now?: () => number;
  newId?: () => string;
  /** The browser's IndexedDB; absent means memory only. */
  indexedDB?: IDBFactory | undefined;
  /** navigator.storage; absent where the browser has none. */
  storageManager?: StorageManager | undefined;
}

export interface StorageEstimate {
  usage: number;
  quota: number;
}

const reasonText = {
  unavailable: {
    en: 'This browser does not let Trull save anything (private mode?). You can keep playing, but nothing is kept after the page closes.',
    de: 'Dieser Browser lässt Trull nichts speichern (privater Modus?). Ihr könnt weiterspielen, aber nach dem Schließen ist nichts mehr da.'
  },
  newer: {
    en: 'The saved data comes from a newer version of Trull. Reload to get the update; until then nothing is saved.',
    de: 'Die gespeicherten Daten stammen von einer neueren Trull-Version. Neu laden holt das Update; bis dahin wird nichts gespeichert.'
  },
  failed: {
    en: 'The saved data could not be opened. It was left untouched; nothing new is saved until the app restarts.',
    de: 'Die gespeicherten Daten ließen sich nicht öffnen. Sie bleiben unverändert; bis zum Neustart wird nichts Neues gespeichert.'
  },
  full: {
    en: 'The storage is full. Everything up to now is saved; new moves are kept in memory only. Export your data and free some space.',
    de: 'Der Speicher ist voll. Alles bis jetzt ist gespeichert; neue Züge bleiben nur im Arbeitsspeicher. Daten exportieren und Platz schaffen.'
  },
  lost: {
    en: 'Saving stopped: Trull was updated in another tab or the browser closed the storage. Reload this page; new moves are kept in memory only.',
    de: 'Speichern angehalten: Trull wurde in einem anderen Tab aktualisiert oder der Browser hat den Speicher geschlossen. Bitte neu laden; neue Züge bleiben nur im Arbeitsspeicher.'
  }
} satisfies Record<string, Text>;

const isQuota = (e: unknown) => e instanceof Error && (e.name === 'QuotaExceededError' || /quota/i.test(e.message));

/**
 * A record IndexedDB cannot store (a function, a symbol… in it) is the record's fault, not the
 * disk's: it is refused on its own and the store keeps saving (DataCloneError, or the TypeError
 * some browsers throw for the same thing).
 */
const isBadRecord = (e: unknown) => e instanceof Error && (e.name === 'DataCloneError' || e.name === 'DataError');
const badRecord = (): StoreError =>
  new StoreError('invalid', {
    en: 'This could not be saved: it holds data that cannot be stored. Nothing was changed.',
    de: 'Das ließ sich nicht speichern: Es enthält Daten, die nicht gespeichert werden können. Nichts wurde geändert.'
  });

const staleSession = (id: string): StoreError =>
  new StoreError('stale', {
    en: `Session ${id} was changed in another tab or window meanwhile.`,
    de: `Sitzung ${id} wurde inzwischen in einem anderen Tab oder Fenster geändert.`
  });

/** The channel on which every tab of the app tells the others which session it changed. */
const CHANNEL = 'trull-data';

function toStored(row: HandRow, actions: number[]): StoredHand {
  const h: StoredHand = {
    id: row.id,
    sessionId: row.sessionId,
    record: { ...row.header, actions } as HandRecord,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
  if (row.summary !== undefined) h.summary = row.summary;
  return h;
}

/**
 * The app's storage: sessions, hands (each action stored as it happens), game settings, the last
 * players and app metadata. The only way the app touches IndexedDB. Falls back to memory, with a
 * status the UI shows, when IndexedDB is unavailable or full; never fails silently.
 */
export class Store {
  private backend: Backend | null = null;
  private opening: Promise<StorageStatus> | null = null;
  private _status: StorageStatus = { state: 'ok' };
  private listeners = new Set<(s: StorageStatus) => void>();
  private changeListeners = new Set<(sessionId: string) => void>();
  private channel: BroadcastChannel | null = null;
  private readonly now: () => number;
  private readonly makeId: () => string;

  constructor(private deps: StoreDeps = {}) {
    this.now = deps.now ?? (() => Date.now());
    this.makeId = deps.newId ?? (() => crypto.randomUUID());
  }

  get status(): StorageStatus {
    return this._status;
  }

  /** Calls fn now and whenever the status changes; returns the unsubscribe function. */
  onStatus(fn: (s: StorageStatus) => void): () => void {
    this.listeners.add(fn);
    fn(this._status);
    return () => this.listeners.delete(fn);
  }

  newId(): string {
    return this.makeId();
  }

  /**
   * Calls fn with a session's id whenever another tab or window (or another Store on the same
   * database) has committed a change to it; returns the unsubscribe function. The caller redraws
   * from disk: the message carries no data.
   */
  onChange(fn: (sessionId: string) => void): () => void {
    this.changeListeners.add(fn);
    this.listen();
    return () => this.changeListeners.delete(fn);
  }

  private listen(): BroadcastChannel | null {
    if (!this.channel && typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(`${CHANNEL}:${this.deps.dbName ?? DB_NAME}`);
      this.channel.onmessage = (e: MessageEvent) => {
        const id = (e.data as { session?: unknown } | null)?.session;
        if (typeof id === 'string') for (const fn of this.changeListeners) fn(id);
      };
    }
    return this.channel;
  }

  /** Tells the other tabs, once the transaction has committed, that a session changed. */
  private changed(sessionId: string): void {
    this.listen()?.postMessage({ session: sessionId });
  }

  /** Opens (and migrates) the database once; later calls return the same result. */
  open(): Promise<StorageStatus> {
    this.opening ??= this.doOpen();
    return this.opening;
  }

  private async doOpen(): Promise<StorageStatus> {
    const factory = 'indexedDB' in this.deps ? this.deps.indexedDB : typeof indexedDB === 'undefined' ? undefined : indexedDB;
    if (!factory) return this.useMemory('memory', reasonText.unavailable);
    try {
      if (factory !== globalThis.indexedDB) throw new Error('only the global indexedDB is supported');
      const db = await openTrullDb(this.deps.dbName ?? DB_NAME, { onLost: () => void this.degrade('memory', reasonText.lost) });
      this.backend = new IdbBackend(db);
      this.setStatus({ state: 'ok' });
    } catch (e) {
      console.error('trull storage: cannot open IndexedDB', e);
      const name = e instanceof Error ? e.name : '';
      if (name === 'VersionError') return this.useMemory('memory', reasonText.newer);
      if (isQuota(e)) return this.useMemory('full', reasonText.full);
      return this.useMemory('memory', name === 'InvalidStateError' || name === 'SecurityError' ? reasonText.unavailable : reasonText.failed);
    }
    return this._status;
  }

  private useMemory(state: 'memory' | 'full', reason: Text): StorageStatus {
    this.backend = new MemoryBackend();
    this.setStatus({ state, reason });
    return this._status;
  }

  private setStatus(s: StorageStatus): void {
    this._status = s;
    for (const fn of this.listeners) fn(s);
  }

  /** Moves to memory, carrying over everything that can still be read, so the game goes on. */
  private async degrade(state: 'memory' | 'full', reason: Text): Promise<void> {
    const old = this.backend;
    if (!old || old.kind === 'memory') return;
    const mem = new MemoryBackend();
    this.backend = mem;
    this.setStatus({ state, reason });
    try {
      const dump = await old.run('readonly', (tx) => this.dumpTx(tx, null));
      // The accuracies are no part of an export file (keepAccuracy says why): carried over beside it.
      const accuracy = await old.run('readonly', (tx) => tx.allAccuracy());
      await mem.run('readwrite', async (tx) => {
        await this.importTx(tx, dump);
        for (const row of accuracy) await tx.putAccuracy(row);
      });
    } catch (e) {
      console.error('trull storage: could not copy stored data to memory', e);
    }
    if (state === 'memory') old.close();
  }

  private async backendReady(): Promise<Backend> {
    if (!this.backend) await this.open();
    return this.backend!;
  }

  private async read<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const backend = await this.backendReady();
    try {
      return await backend.run('readonly', fn);
    } catch (e) {
      if (e instanceof StoreError || backend.kind === 'memory') throw e;
      console.error('trull storage: read failed', e);
      await this.degrade('memory', reasonText.lost);
      return this.backend!.run('readonly', fn);
    }
  }

  /** One transaction. On a disk failure the store moves to memory and, with retry, writes there. */
  private async write<T>(fn: (tx: Tx) => Promise<T>, retry = true): Promise<T> {
    const backend = await this.backendReady();
    try {
      return await backend.run('readwrite', fn);
    } catch (e) {
      if (e instanceof StoreError) throw e;
      if (isBadRecord(e)) throw badRecord();
      if (backend.kind === 'memory') throw e;
      console.error('trull storage: write failed', e);
      // The transaction aborted, so nothing of it was written: do it again in memory.
      await this.degrade(isQuota(e) ? 'full' : 'memory', isQuota(e) ? reasonText.full : reasonText.lost);
      if (!retry) throw e;
      return this.backend!.run('readwrite', fn);
    }
  }

  // ---- sessions ----

  /** A new session with a fresh id (or the given one, refused if it exists), stored. */
  async createSession(input: NewSession): Promise<Session> {
    const s = this.fill({ ...input, id: input.id ?? this.newId() }, 1);
    await this.write(async (tx) => {
      if (await tx.get('sessions', s.id)) throw new StoreError('invalid', { en: `Session ${s.id} already exists.`, de: `Sitzung ${s.id} gibt es schon.` });
      await tx.put('sessions', s.id, s);
    });
    return s;
  }

  /**
   * Stores a session: inserts a new one, or replaces the stored one only if `input.version` is the
   * stored version (compare-and-set: refused with 'stale' when another tab wrote meanwhile).
   * Prefer updateSession, which computes the change from the stored copy.
   */
  async putSession(input: SessionInput): Promise<Session> {
    const id = input.id;
    const version = input.version ?? 0;
    const s = await this.write(async (tx) => {
      const stored = await tx.get('sessions', id);
      if (stored && (stored.version ?? 0) !== version) throw staleSession(id);
      const next = this.fill(input, version + 1);
      await tx.put('sessions', next.id, next);
      return next;
    });
    this.changed(s.id);
    return s;
  }

  /**
   * Changes a stored session in one transaction: `fn` gets the stored copy (never a tab's stale
   * one) and returns the new session, or null for no change. Returns the stored result.
   */
  async updateSession(id: string, fn: (stored: Session) => Session | null): Promise<Session> {
    let touched = false;
    const s = await this.write(async (tx) => {
      const stored = await tx.get('sessions', id);
      if (!stored) throw unknownSession(id);
      const next = fn(stored);
      if (!next) return stored;
      if (next.id !== id) throw new StoreError('invalid', { en: 'A session keeps its id.', de: 'Eine Sitzung behält ihre Kennung.' });
      const row = this.fill(next, (stored.version ?? 0) + 1);
      await tx.put('sessions', id, row);
      touched = true;
      return row;
    });
    if (touched) this.changed(id);
    return s;
  }

  /** A session with its lists, times and version filled in, checked. */
  private fill(input: SessionInput, version: number): Session {
    const t = this.now();
    const s: Session = { ...input, entries: input.entries ?? [], handIds: input.handIds ?? [], createdAt: input.createdAt ?? t, updatedAt: t, version };
    const p = writtenSessionProblem(s);
    if (p) throw new StoreError('invalid', p.text);
    return s;
  }

  getSession(id: string): Promise<Session | undefined> {
    return this.read((tx) => tx.get('sessions', id));
  }

  /** Each session's id and last change, without reading the sessions (the statistics' index checks them). */
  sessionStamps(): Promise<[string, number][]> {
    return this.read((tx) => tx.sessionStamps());
  }

  /** How many sessions there are and when the latest changed: the statistics' index is still good when both are. */
  sessionsMark(): Promise<{ count: number; latest: number }> {
    return this.read((tx) => tx.sessionsMark());
  }

  /** All sessions, the most recently changed first. */
  async listSessions(): Promise<Session[]> {
    const all = await this.read((tx) => tx.all('sessions'));
    return all.sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** Deletes a session with its hands, their actions and their accuracies. */
  deleteSession(id: string): Promise<void> {
    return this.write(async (tx) => {
      for (const h of await tx.handsBy('by-session', id)) {
        await tx.dropActions(h.id, 0);
        await tx.del('hands', h.id);
      }
      await tx.dropAccuracy(id);
      await tx.del('sessions', id);
    });
  }

  /** Appends one ledger entry to a session, in one transaction. */
  appendEntry(sessionId: string, entry: unknown, correctedFrom?: string): Promise<ScoreLedgerEntry> {
    const e: ScoreLedgerEntry = { id: this.newId(), createdAt: this.now(), entry };
    if (correctedFrom !== undefined) e.correctedFrom = correctedFrom;
    const p = jsonProblem(entry, 'entry');
    if (p) return Promise.reject(new StoreError('invalid', p.text));
    return this.write(async (tx) => {
      const s = await tx.get('sessions', sessionId);
      if (!s) throw unknownSession(sessionId);
      await tx.put('sessions', sessionId, { ...s, entries: [...s.entries, e], updatedAt: e.createdAt, version: (s.version ?? 0) + 1 });
      return e;
    }).then((stored) => {
      this.changed(sessionId);
      return stored;
    });
  }

  // ---- hands ----

  /**
   * Starts a new hand of a stored session, in one transaction: the hand with the actions its record
   * already holds, its id in the session's list, and the session's `openHand`. Refused when the
   * session already has a hand in progress ('hand-in-progress': another tab dealt it) or when
   * `current` says the stored session is not the one the deal was computed from ('stale'). A
   * session has at most one hand in progress.
   */
  async startHand(handId: string, sessionId: string, record: HandRecord, current?: (stored: Session) => boolean): Promise<void> {
    const p = recordProblem(record);
    if (p) throw new StoreError('invalid', p.text);
    const t = this.now();
    const { actions, ...header } = record;
    await this.write(async (tx) => {
      const s = await tx.get('sessions', sessionId);
      if (!s) throw unknownSession(sessionId);
      if (await tx.get('hands', handId)) throw new StoreError('hand-exists', { en: `Hand ${handId} already exists.`, de: `Spiel ${handId} gibt es schon.` });
      const open = s.openHand ? await tx.get('hands', s.openHand) : undefined;
      if (open?.status === 'open')
        throw new StoreError('hand-in-progress', {
          en: 'This game already has a hand in progress (dealt in another tab or window).',
          de: 'In diesem Spiel läuft schon eine Hand (in einem anderen Tab oder Fenster gegeben).'
        });
      if (current && !current(s)) throw staleSession(sessionId);
      const row: HandRow = { id: handId, sessionId, header, length: actions.length, status: 'open', createdAt: t, updatedAt: t };
      await tx.put('hands', handId, row);
      for (let i = 0; i < actions.length; i++) await tx.putAction({ handId, index: i, action: actions[i] });
      const handIds = s.handIds.includes(handId) ? s.handIds : [...s.handIds, handId];
      await tx.put('sessions', sessionId, { ...s, handIds, openHand: handId, updatedAt: t, version: (s.version ?? 0) + 1 });
    });
    this.changed(sessionId);
  }

  /**
   * Stores action number `index` of an open hand, in one transaction. Rejects (and stores nothing)
   * unless index is exactly the number of actions stored: nothing is lost or doubled. The table
   * awaits this before it accepts the next action.
   */
  appendAction(handId: string, index: number, action: number): Promise<void> {
    if (!Number.isSafeInteger(action))
      return Promise.reject(new StoreError('invalid', { en: 'An action is a whole number.', de: 'Eine Aktion ist eine ganze Zahl.' }));
    const t = this.now();
    return this.write(async (tx) => {
      const h = await this.openHand(tx, handId);
      if (index !== h.length)
        throw new StoreError('index-mismatch', {
          en: `Action ${index} of hand ${handId} does not follow the ${h.length} stored actions.`,
          de: `Aktion ${index} von Spiel ${handId} folgt nicht auf die ${h.length} gespeicherten Aktionen.`
        });
      await tx.putAction({ handId, index, action });
      await tx.put('hands', handId, { ...h, length: index + 1, updatedAt: t });
      return h.sessionId;
    }).then((sessionId) => this.changed(sessionId));
  }

  /**
   * Keeps the first `length` actions of an open hand (undo), in one transaction, only if the hand
   * still has the `expected` actions the caller saw. Refused ('index-mismatch') when another tab or
   * window played on or took back meanwhile, and ('hand-finished') when the hand is finished: an
   * undo never removes an action it did not see and never reopens a finished hand.
   */
  truncateActions(handId: string, length: number, expected: number): Promise<void> {
    const t = this.now();
    return this.write(async (tx) => {
      const h = await this.openHand(tx, handId);
      if (h.length !== expected) throw movedOn(handId, h.length, expected);
      if (!Number.isSafeInteger(length) || length < 0 || length > h.length)
        throw new StoreError('bad-length', {
          en: `Hand ${handId} has ${h.length} actions, not ${length}.`,
          de: `Spiel ${handId} hat ${h.length} Aktionen, nicht ${length}.`
        });
      await tx.dropActions(handId, length);
      await tx.put('hands', handId, { ...h, length, updatedAt: t });
      return h.sessionId;
    }).then((sessionId) => this.changed(sessionId));
  }

  getHand(handId: string): Promise<StoredHand | undefined> {
    return this.read(async (tx) => {
      const h = await tx.get('hands', handId);
      return h && toStored(h, await tx.actionsOf(handId));
    });
  }

  /** The hand's record with all its actions, or undefined. */
  async getHandRecord(handId: string): Promise<HandRecord | undefined> {
    return (await this.getHand(handId))?.record;
  }

  /**
   * Marks a hand finished, with what its owner wants to keep of it (score, facts…), and in the same
   * transaction changes its session: `sessionUpdate` gets the stored session (the table appends the
   * hand to its list there, so a finished hand of another tab is never dropped), and the session's
   * `openHand` is cleared. Refused ('index-mismatch') unless the hand holds the `length` actions
   * the caller finished it with (another tab took one back meanwhile), so a hand is never stored
   * finished short of its end. Finishing a finished hand again changes nothing. Returns the session.
   */
  async finishHand(handId: string, length: number, summary?: unknown, sessionUpdate?: (stored: Session) => Session): Promise<Session> {
    const p = summary === undefined ? null : jsonProblem(summary, 'summary');
    if (p) throw new StoreError('invalid', p.text);
    const t = this.now();
    let touched = false;
    const session = await this.write(async (tx) => {
      const h = await tx.get('hands', handId);
      if (!h) throw unknownHand(handId);
      const s = await tx.get('sessions', h.sessionId);
      if (!s) throw unknownSession(h.sessionId);
      if (h.length !== length) throw movedOn(handId, h.length, length);
      if (h.status === 'finished') return s;
      const row: HandRow = { ...h, status: 'finished', updatedAt: t };
      if (summary !== undefined) row.summary = summary;
      await tx.put('hands', handId, row);
      const next = sessionUpdate ? sessionUpdate(s) : s;
      const out: Session = { ...next, updatedAt: t, version: (s.version ?? 0) + 1 };
      if (out.openHand === handId) delete out.openHand;
      const problem = writtenSessionProblem(out);
      if (problem) throw new StoreError('invalid', problem.text);
      await tx.put('sessions', s.id, out);
      touched = true;
      return out;
    });
    if (touched) this.changed(session.id);
    return session;
  }

  /** Hands not finished yet (to resume after a reload), the most recent first. */
  listOpenHands(): Promise<StoredHand[]> {
    return this.read(async (tx) => {
      const rows = (await tx.handsBy('by-status', 'open')).sort((a, b) => b.updatedAt - a.updatedAt);
      return Promise.all(rows.map(async (h) => toStored(h, await tx.actionsOf(h.id))));
    });
  }

  /** A session's hands in the order they were started. */
  listHands(sessionId: string): Promise<StoredHand[]> {
    return this.read(async (tx) => {
      const rows = (await tx.handsBy('by-session', sessionId)).sort((a, b) => a.createdAt - b.createdAt);
      return Promise.all(rows.map(async (h) => toStored(h, await tx.actionsOf(h.id))));
    });
  }

  private async openHand(tx: Tx, handId: string): Promise<HandRow> {
    const h = await tx.get('hands', handId);
    if (!h) throw unknownHand(handId);
    if (h.status !== 'open') throw new StoreError('hand-finished', { en: `Hand ${handId} is finished.`, de: `Spiel ${handId} ist beendet.` });
    return h;
  }

  // ---- the accuracy of a person's cards (issue 30 item 3) ----

  /**
   * Keeps the accuracy of a person's cards in a finished hand of a played session, in one
   * transaction, and returns the row kept. What the row says besides the figure (the game, the
   * hand's place and when it finished) is read from the stored session, never taken from the
   * caller. Refused, with nothing changed, unless the session is a played one, the hand one of its
   * finished hands, the seat a person's (a bot's cards are not yours) and the figure a whole number
   * from 0 to 100. The first figure kept for a hand and seat stays: the analysis is the same on
   * every device and in every tab (seeded by the hand), so a second tab or a second look (the
   * summary, then the replay) writes nothing, and a tab never overwrites a row with its own.
   *
   * Not in export files: an import checks every figure it stores against the rules (a score is
   * recomputed from its record, never trusted), and an accuracy cannot be checked short of running
   * the analysis again (seconds of a phone's time per hand). The hands travel; an imported hand's
   * accuracy is kept again when its analysis is next done on the new device (its replay).
   */
  async keepAccuracy(sessionId: string, handId: string, seat: number, accuracy: number): Promise<HandAccuracy> {
    if (!Number.isInteger(accuracy) || accuracy < 0 || accuracy > 100)
      throw new StoreError('invalid', {
        en: `An accuracy is a whole number from 0 to 100, not ${accuracy}. Nothing was changed.`,
        de: `Eine Genauigkeit ist eine ganze Zahl von 0 bis 100, nicht ${accuracy}. Nichts wurde geändert.`
      });
    const t = this.now();
    return this.write(async (tx) => {
      const s = await tx.get('sessions', sessionId);
      if (!s) throw unknownSession(sessionId);
      const hands = s.kind === 'play' ? (s.hands ?? []) : [];
      const hand = hands.findIndex((h) => h.handId === handId);
      if (hand < 0)
        throw new StoreError('unknown-hand', {
          en: `Hand ${handId} is no finished hand of session ${sessionId}. Nothing was changed.`,
          de: `Spiel ${handId} ist kein beendetes Spiel der Sitzung ${sessionId}. Nichts wurde geändert.`
        });
      if (!Number.isInteger(seat) || !s.players[seat] || s.players[seat].bot)
        throw new StoreError('invalid', {
          en: `Seat ${seat} of session ${sessionId} is no person's: only a person's cards have an accuracy kept. Nothing was changed.`,
          de: `Platz ${seat} von Sitzung ${sessionId} ist keine Person: Nur die Genauigkeit der Karten einer Person wird gespeichert. Nichts wurde geändert.`
        });
      const kept = await tx.getAccuracy(sessionId, handId, seat);
      if (kept) return kept;
      const row: HandAccuracy = { sessionId, handId, seat, game: s.game, hand, accuracy, at: hands[hand].at ?? t };
      await tx.putAccuracy(row);
      return row;
    });
  }

  /** Every accuracy kept, for the statistics. */
  accuracies(): Promise<HandAccuracy[]> {
    return this.read((tx) => tx.allAccuracy());
  }

  /** How many accuracies are kept (rows are only ever added, or deleted with their session). */
  accuracyCount(): Promise<number> {
    return this.read((tx) => tx.countAccuracy());
  }

  // ---- settings, players, metadata ----

  async getGameSettings(gameId: string): Promise<Settings | undefined> {
    return (await this.read((tx) => tx.get('gameSettings', gameId)))?.settings;
  }

  putGameSettings(gameId: string, settings: Settings): Promise<void> {
    const p = settingsProblem(settings, 'settings');
    if (p) return Promise.reject(new StoreError('invalid', p.text));
    const row: GameSettingsRow = { game: gameId, settings, updatedAt: this.now() };
    return this.write((tx) => tx.put('gameSettings', gameId, row));
  }

  async getLastPlayers(): Promise<PlayerRef[]> {
    const v = await this.read((tx) => tx.get('meta', META_LAST_PLAYERS));
    return isPlayers(v) ? v : [];
  }

  putLastPlayers(players: PlayerRef[]): Promise<void> {
    if (!isPlayers(players)) return Promise.reject(new StoreError('invalid', { en: 'Players need names.', de: 'Spieler brauchen Namen.' }));
    return this.write((tx) => tx.put('meta', META_LAST_PLAYERS, players));
  }

  getMeta<T = unknown>(key: string): Promise<T | undefined> {
    return this.read((tx) => tx.get('meta', key) as Promise<T | undefined>);
  }

  putMeta(key: string, value: unknown): Promise<void> {
    if (RESERVED_META.includes(key))
      return Promise.reject(new StoreError('reserved-key', { en: `${key} is kept by the store itself.`, de: `${key} verwaltet der Speicher selbst.` }));
    const p = jsonProblem(value, key);
    if (p) return Promise.reject(new StoreError('invalid', p.text));
    return this.write((tx) => tx.put('meta', key, value));
  }

  // ---- export and import ----

  exportAll(): Promise<ExportFile> {
    return this.read((tx) => this.dumpTx(tx, null));
  }

  /** One session with its hands; undefined when there is no such session. */
  async exportSession(id: string): Promise<ExportFile | undefined> {
    const f = await this.read((tx) => this.dumpTx(tx, id));
    return f.sessions.length ? f : undefined;
  }

  private async dumpTx(tx: Tx, sessionId: string | null): Promise<ExportFile> {
    const sessions = sessionId === null ? await tx.all('sessions') : [await tx.get('sessions', sessionId)].filter((s): s is Session => !!s);
    const rows = sessionId === null ? await tx.all('hands') : await tx.handsBy('by-session', sessionId);
    const hands: StoredHand[] = [];
    for (const h of rows) hands.push(toStored(h, await tx.actionsOf(h.id)));
    const file: ExportFile = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: this.now(), sessions, hands, gameSettings: [] };
    if (sessionId === null) {
      file.gameSettings = await tx.all('gameSettings');
      const meta = await tx.metaEntries();
      const last = meta.find((m) => m.key === META_LAST_PLAYERS)?.value;
      if (isPlayers(last)) file.lastPlayers = last;
      file.meta = meta.filter((m) => !RESERVED_META.includes(m.key));
    }
    return file;
  }

  /**
   * Imports a file made by exportAll or exportSession: checks all of it first, then merges in one
   * transaction without overwriting anything (stored sessions only gain entries and hands they
   * lack; stored hands, settings and metadata stay as they are). On any error nothing changes.
   */
  async importData(json: string | unknown): Promise<ImportResult> {
    const parsed = parseExport(json);
    if (!parsed.ok) return parsed;
    // The import's deep check (every hand replayed by its game's rules) loads only when a file is
    // imported: statically it put the claim engine and the ledger into every page's first script.
    const { checkImport } = await import('./import-check');
    const checked = await checkImport(parsed.file, loadModule);
    if (!checked.ok) return checked;
    try {
      // No retry in memory: an import that did not reach the disk is reported as failed.
      const counts = await this.write((tx) => this.importTx(tx, checked.file), false);
      return { ok: true, counts };
    } catch (e) {
      console.error('trull storage: import failed', e);
      return {
        ok: false,
        error: { en: 'The import could not be saved; nothing was changed.', de: 'Der Import konnte nicht gespeichert werden; nichts wurde geändert.' }
      };
    }
  }

  private async importTx(tx: Tx, file: ExportFile) {
    const counts = emptyCounts();
    for (const s of file.sessions) {
      const stored = await tx.get('sessions', s.id);
      if (!stored) {
        await tx.put('sessions', s.id, s);
        counts.sessions.added++;
        continue;
      }
      const merged = mergeSession(stored, s);
      if (merged) {
        await tx.put('sessions', s.id, merged);
        counts.sessions.merged++;
      } else counts.sessions.unchanged++;
    }
    for (const h of file.hands) {
      if (await tx.get('hands', h.id)) {
        counts.hands.skipped++;
        continue;
      }
      const { actions, ...header } = h.record;
      const row: HandRow = {
        id: h.id,
        sessionId: h.sessionId,
        header,
        length: actions.length,
        status: h.status,
        createdAt: h.createdAt,
        updatedAt: h.updatedAt
      };
      if (h.summary !== undefined) row.summary = h.summary;
      await tx.put('hands', h.id, row);
      for (let i = 0; i < actions.length; i++) await tx.putAction({ handId: h.id, index: i, action: actions[i] });
      counts.hands.added++;
    }
    for (const g of file.gameSettings) {
      if (await tx.get('gameSettings', g.game)) counts.gameSettings.skipped++;
      else {
        await tx.put('gameSettings', g.game, { game: g.game, settings: g.settings, updatedAt: g.updatedAt ?? this.now() });
        counts.gameSettings.added++;
      }
    }
    const meta = [...(file.meta ?? []).filter((m) => !RESERVED_META.includes(m.key))];
    if (file.lastPlayers) meta.push({ key: META_LAST_PLAYERS, value: file.lastPlayers });
    for (const m of meta) {
      if ((await tx.get('meta', m.key)) !== undefined) counts.meta.skipped++;
      else {
        await tx.put('meta', m.key, m.value);
        counts.meta.added++;
      }
    }
    return counts;
  }

  // ---- the device's storage ----

  private get manager(): StorageManager | undefined {
    if ('storageManager' in this.deps) return this.deps.storageManager;
    return typeof navigator !== 'undefined' ? navigator.storage : undefined;
  }

  /** Bytes used and available to this app, or null when the browser does not say. */
  async estimate(): Promise<StorageEstimate | null> {
    try {
      const e = await this.manager?.estimate();
      return e && typeof e.usage === 'number' && typeof e.quota === 'number' ? { usage: e.usage, quota: e.quota } : null;
    } catch {
      return null;
    }
  }

  /** Whether the browser already keeps the data from eviction; null when it does not say. */
  async persisted(): Promise<boolean | null> {
    try {
      return (await this.manager?.persisted?.()) ?? null;
    } catch {
      return null;
    }
  }

  /** Asks the browser not to evict the data; true when granted. */
  async requestPersistence(): Promise<boolean> {
    try {
      return (await this.manager?.persist?.()) ?? false;
    } catch {
      return false;
    }
  }

  /** Closes the database (tests, and before deleting it). */
  close(): void {
    this.backend?.close();
    this.backend = null;
    this.opening = null;
    this.channel?.close();
    this.channel = null;
  }
}

const unknownSession = (id: string) => new StoreError('unknown-session', { en: `There is no session ${id}.`, de: `Es gibt keine Sitzung ${id}.` });
/** The hand is not as the caller saw it: another tab or window played on or took back. */
const movedOn = (id: string, stored: number, expected: number) =>
  new StoreError('index-mismatch', {
    en: `Hand ${id} has ${stored} actions now, not the ${expected} this tab saw: another tab or window changed it.`,
    de: `Spiel ${id} hat jetzt ${stored} Aktionen, nicht die ${expected}, die dieser Tab sah: Ein anderer Tab oder ein anderes Fenster hat es geändert.`
  });
const unknownHand = (id: string) => new StoreError('unknown-hand', { en: `There is no hand ${id}.`, de: `Es gibt kein Spiel ${id}.` });

/** The app's one store. Opening it is up to the app (the layout calls store.open() in the browser). */
export const store = new Store();
