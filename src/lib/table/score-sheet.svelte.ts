import { entryError, type EntryError } from '../engine/entry';
import { type GameModule } from '../engine/module';
import { type HandScore, type Text } from '../engine/game';
import { checkEntry, deleteOp, endOp, foldLedger, handOp, restoreOp, type LedgerOp, type Sheet, type SheetLine } from '../scorekeeper/ledger';
import { cleanValues, initialValues, type EntryValues } from '../scorekeeper/entry';
import { figures, settle, sheetCsv, type PlayerFigures, type Settlement } from '../scorekeeper/settle';
import { isStoreError, type ScoreSession, type StorageStatus, type Store } from '../storage/storage';

/**
 * What the score sheet needs from storage (src/lib/storage's Store provides it). Every write is one
 * transaction on the stored copy: an entry is appended to the stored ledger, the end flag is
 * computed from the stored session, so a second tab on the same sheet never loses what this one
 * wrote, nor this one what it wrote.
 */
export type SheetStore = Pick<Store, 'open' | 'getSession' | 'appendEntry' | 'updateSession' | 'onChange' | 'onStatus' | 'persisted' | 'exportSession'>;

/** The sheet's screens: the grid, the form for a hand, one hand's details, the chart, the settlement. */
export type SheetScreen = 'sheet' | 'entry' | 'line' | 'chart' | 'settle';

/** A file the screen offers to share or download. */
export interface SheetFile {
  name: string;
  text: string;
  type: string;
}

const text = (en: string, de: string): Text => ({ en, de });

/** The sheet's stake in money, or null when it keeps points only (no stake, 0, or not a number). */
const moneyStake = (s: ScoreSession | null): number | null => (typeof s?.stake === 'number' && s.stake > 0 ? s.stake : null);

/**
 * One score sheet: the referee between the people entering hands and storage, as TableController
 * is for a table. The stored session is the only truth: the sheet is the game's own scoring and
 * session rules folded over the stored ledger (foldLedger), redrawn after every write of this tab
 * or another. The screen shows what this object holds and calls its methods; it never touches
 * storage itself.
 */
export class ScoreSheetController {
  /** The stored session; null until loaded, or when there is none (`missing`). */
  session = $state.raw<ScoreSession | null>(null);
  /** The game's module; undefined until loaded, or when this version does not know the game. */
  mod = $state.raw<GameModule | undefined>(undefined);
  /** No score sheet has this id (any more), or it is a played session. */
  missing = $state(false);
  screen = $state<SheetScreen>('sheet');
  /** The hand being entered or corrected. */
  values = $state<EntryValues>({});
  /** The line being corrected; null when a new hand is entered. */
  editing = $state.raw<SheetLine | null>(null);
  /** The root id of the line whose details are shown. */
  selected = $state<string | null>(null);
  /** A write is under way: the form's button waits. */
  saving = $state(false);
  /** The hand just deleted, until the next change: the bar offers to undo it. */
  undo = $state.raw<{ rootId: string; no: number } | null>(null);
  /** What the last change did, for the status bar. */
  message = $state.raw<Text | null>(null);
  /** Why the last write failed; nothing changed. */
  failure = $state.raw<Text | null>(null);
  status = $state.raw<StorageStatus>({ state: 'ok' });
  /** Whether the browser keeps the data from eviction; null when it does not say. */
  persisted = $state<boolean | null>(null);

  readonly names: string[] = $derived(this.session ? this.session.players.map((p) => p.name) : []);
  readonly sheet: Sheet | null = $derived.by(() => {
    const s = this.session;
    if (!s || !this.mod) return null;
    return foldLedger(this.mod, { game: s.game, players: s.players.length, settings: s.settings, firstDealer: s.firstDealer }, s.entries);
  });
  /** What a point is worth: the sheet's stake when it was started with one (money), else 1 (points). */
  readonly stake: number = $derived(moneyStake(this.session) ?? 1);
  readonly stakeIsMoney: boolean = $derived(moneyStake(this.session) !== null);
  readonly settlement: Settlement | null = $derived(this.sheet && this.mod ? settle(this.mod, this.sheet, this.stake) : null);
  readonly figures: PlayerFigures[] = $derived(this.sheet ? figures(this.sheet) : []);
  /** The line whose details are shown. */
  readonly line: SheetLine | null = $derived(this.sheet?.lines.find((l) => l.rootId === this.selected) ?? null);
  /** The form's fields: those the session supplies itself (Troggen's pot…) are not asked for. */
  readonly formFields = $derived.by(() => {
    const sheet = this.sheet;
    if (!sheet) return [];
    const ctx = this.editing ? this.editing.ctx : sheet.next;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local value read once, never state
    const given = new Set(Object.keys(ctx?.session ?? {}));
    return sheet.fields.filter((f) => !given.has(f.key));
  });

  private id = '';
  private unwatch: (() => void) | null = null;
  private unstatus: (() => void) | null = null;

  constructor(
    private store: SheetStore,
    private load: (game: string) => Promise<GameModule | undefined>
  ) {}

  /** Opens the stored sheet and follows every later write to it, of this tab or another. */
  async open(id: string): Promise<void> {
    this.id = id;
    await this.store.open();
    this.unstatus = this.store.onStatus((s) => (this.status = s));
    this.persisted = await this.store.persisted();
    const s = await this.store.getSession(id);
    if (!s || s.kind !== 'score') {
      this.missing = true;
      return;
    }
    this.session = s;
    this.mod = await this.load(s.game);
    // Another tab or window on this sheet: redraw from disk as soon as it writes.
    this.unwatch = this.store.onChange((changed) => {
      if (changed === this.id) void this.reload();
    });
  }

  close(): void {
    this.unwatch?.();
    this.unstatus?.();
    this.unwatch = this.unstatus = null;
  }

  /** The stored session, the only truth. */
  private async reload(): Promise<void> {
    const s = await this.store.getSession(this.id);
    if (s?.kind === 'score') this.session = s;
  }

  /** Appends one event and shows the result only once it is stored. */
  private async append(op: LedgerOp, correctedFrom?: string): Promise<boolean> {
    const s = this.session;
    if (!s) return false;
    this.failure = null;
    try {
      await this.store.appendEntry(s.id, op, correctedFrom);
      await this.reload();
      // Whether the session is over follows from the stored entries; the flag is set on the
      // stored copy (never this tab's), so no other tab's entries can be lost by it.
      const over = this.sheet?.over ?? false;
      if (over !== !!this.session?.ended) {
        const stored = await this.store.updateSession(s.id, (x) => (!!x.ended === over ? null : { ...x, ended: over }));
        if (stored.kind === 'score') this.session = stored;
      }
      return true;
    } catch (err) {
      const why = isStoreError(err) ? err.text : text('please try again.', 'bitte noch einmal versuchen.');
      this.failure = text(`Could not save: ${why.en}`, `Konnte nicht speichern: ${why.de}`);
      await this.reload();
      return false;
    }
  }

  /** Shows one of the tabs (the sheet, the chart, the settlement); a correction under way is dropped. */
  show(screen: 'sheet' | 'chart' | 'settle'): void {
    this.screen = screen;
    this.editing = null;
  }

  /** Shows one hand's details. */
  select(line: SheetLine): void {
    this.selected = line.rootId;
    this.screen = 'line';
  }

  /** Opens the form for the next hand. */
  newHand(): void {
    if (!this.sheet) return;
    this.editing = null;
    this.values = initialValues(this.sheet.fields);
    this.screen = 'entry';
    this.undo = null;
  }

  /** Opens the form on a hand to correct it. */
  correct(line: SheetLine): void {
    this.editing = line;
    this.values = { ...line.values };
    this.screen = 'entry';
  }

  /** Leaves the form: back to the hand being corrected, or to the sheet. */
  cancelEntry(): void {
    this.screen = this.editing ? 'line' : 'sheet';
    this.editing = null;
  }

  /** What the game makes of these values: the hand's score, or why it cannot be entered. */
  check = (values: EntryValues): { score: HandScore } | { error: EntryError } => {
    if (!this.mod || !this.sheet) return { error: entryError('', 'The sheet is not loaded yet.', 'Der Block ist noch nicht geladen.') };
    const r = checkEntry(this.mod, this.sheet, values, this.editing ?? undefined);
    return 'error' in r ? { error: r.error } : { score: r.score };
  };

  /**
   * Stores the hand in the form (a new one, or a correction of `editing`). A hand the game refuses
   * is not stored: the form shows why (`check`) and nothing changes.
   */
  async save(): Promise<boolean> {
    const sheet = this.sheet;
    if (!sheet || this.saving) return false;
    const values = cleanValues(sheet.fields, this.values);
    if ('error' in this.check(values)) return false;
    this.saving = true;
    const target = this.editing;
    const ok = await this.append(handOp(values), target?.entryId);
    this.saving = false;
    if (!ok) return false;
    const n = this.sheet?.lines.length ?? 0;
    this.message = target ? text(`Hand ${target.no} corrected.`, `Spiel ${target.no} korrigiert.`) : text(`Hand ${n} saved.`, `Spiel ${n} gespeichert.`);
    this.editing = null;
    this.screen = 'sheet';
    return true;
  }

  /** Deletes a hand (a tombstone in the ledger): the bar offers to undo it. */
  async remove(line: SheetLine): Promise<boolean> {
    if (!(await this.append(deleteOp(line.rootId)))) return false;
    this.undo = { rootId: line.rootId, no: line.no };
    this.message = null;
    this.screen = 'sheet';
    return true;
  }

  /** Brings a deleted hand back. */
  async restore(rootId: string): Promise<boolean> {
    if (!(await this.append(restoreOp(rootId)))) return false;
    this.undo = null;
    this.message = text('Hand restored.', 'Spiel wiederhergestellt.');
    return true;
  }

  /** Whether the game lets the table call the end now (Droggn's last four deals…). */
  get canCallEnd(): boolean {
    return !!this.mod?.session.callEnd && !!this.sheet && !this.sheet.endCalled && !this.sheet.over;
  }

  /** Records that the table called the end of the session (the screen asks first). */
  async callEnd(): Promise<boolean> {
    if (!this.canCallEnd || !(await this.append(endOp()))) return false;
    this.message = text('The end of the session is called.', 'Das Ende der Sitzung ist angesagt.');
    return true;
  }

  /** The sheet as a file: CSV (the grid and the settlement) or JSON (Trull's own export). */
  async exportFile(kind: 'csv' | 'json', lang: keyof Text): Promise<SheetFile | null> {
    const s = this.session;
    const sheet = this.sheet;
    if (!s || !sheet) return null;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local value read once, never state
    const day = new Date(s.createdAt).toISOString().slice(0, 10);
    const name = `trull-${s.game}-${day}.${kind}`;
    if (kind === 'csv') return { name, text: sheetCsv(sheet, this.names, this.settlement, lang), type: 'text/csv' };
    return { name, text: JSON.stringify(await this.store.exportSession(s.id), null, 2), type: 'application/json' };
  }
}
