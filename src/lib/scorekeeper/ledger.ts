import { entryError, isEntryError, type EntryError, type EntryField, type ScoreEntry } from '../engine/entry';
import { type GameId, type HandContext, type HandScore, type Seat, type Settings } from '../engine/game';
import { type GameModule } from '../engine/module';
import { foldStep, startSession } from '../engine/session';
import { buildEntry, type EntryValues } from './entry';

/**
 * The scorekeeper's ledger: an append-only list of events, stored one by one in the session's
 * `entries` (src/lib/storage ScoreLedgerEntry). Nothing is overwritten:
 * - a hand is added with { op: 'hand' };
 * - a correction is a new 'hand' event whose ScoreLedgerEntry.correctedFrom names the entry it
 *   replaces (the hand keeps its place in the sheet, its history keeps every version);
 * - a deletion is a tombstone { op: 'delete' }, undone by { op: 'restore' };
 * - { op: 'end' } records that a player called the end of the session at that point.
 * The sheet is a fold of these events through the game's own factsFromEntry, score and session:
 * one scoring implementation, every total recomputed from the first hand on each change.
 */
export type LedgerOp =
  { v: 1; op: 'hand'; values: EntryValues } | { v: 1; op: 'delete'; target: string } | { v: 1; op: 'restore'; target: string } | { v: 1; op: 'end' };

/** One stored event (the shape of storage's ScoreLedgerEntry, kept structural here: no storage import). */
export interface LedgerEvent {
  id: string;
  createdAt: number;
  entry: unknown;
  correctedFrom?: string;
}

/** What the fold needs of a session. */
export interface SheetMeta {
  game: GameId;
  players: number;
  settings: Settings;
  firstDealer: Seat;
}

interface HandVersion {
  id: string;
  createdAt: number;
  values: EntryValues;
}

export interface SheetLine {
  /** 1-based number of the hand in the sheet. */
  no: number;
  /** Id of the event that first entered this hand: the hand's identity across corrections. */
  rootId: string;
  /** Id of the current version (the one to name in a correction). */
  entryId: string;
  values: EntryValues;
  /** Every version, oldest first; more than one means the hand was corrected. */
  history: HandVersion[];
  ctx: HandContext | null;
  dealer: Seat | null;
  sitsOut: Seat | null;
  entry: ScoreEntry | null;
  facts: unknown;
  score: HandScore | null;
  /** The entry no longer fits (a correction before it moved the dealer…) or the session was over. */
  error: EntryError | null;
  declarer: Seat | null;
  /** Running totals after this hand (unchanged by a line in error). */
  totals: number[];
  /** The end of the session was called right after this hand. */
  endCalledAfter: boolean;
}

interface DeletedHand {
  rootId: string;
  entryId: string;
  values: EntryValues;
  /** The event id of the tombstone (the most recent deletion first in Sheet.deleted). */
  deletedBy: string;
  deletedAt: number;
}

export interface Sheet {
  meta: SheetMeta;
  settings: Settings;
  fields: EntryField[];
  lines: SheetLine[];
  deleted: DeletedHand[];
  totals: number[];
  /** The next hand's context; null once the session is over. */
  next: HandContext | null;
  nextSitsOut: Seat | null;
  over: boolean;
  endCalled: boolean;
  unit: HandScore['unit'];
  /** The game's session state after the last hand (for the settlement and the game's extras). */
  state: unknown;
  /** Events that could not be read (a newer format…): reported, never dropped silently. */
  unreadable: string[];
}

export function sessionSettings(mod: GameModule, players: number, settings: Settings): Settings {
  return { ...mod.game.defaultSettings(players), ...settings };
}

function readOp(x: unknown): LedgerOp | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  if (o.v !== 1) return null;
  if (o.op === 'hand' && typeof o.values === 'object' && o.values !== null) return o as unknown as LedgerOp;
  if ((o.op === 'delete' || o.op === 'restore') && typeof o.target === 'string') return o as unknown as LedgerOp;
  if (o.op === 'end') return { v: 1, op: 'end' };
  return null;
}

const seatOf = (x: unknown): Seat | null => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : null);

/** The declarer (bidder) of a hand, where the game has one. */
function declarerOf(values: EntryValues, facts: unknown): Seat | null {
  const f = (facts ?? {}) as Record<string, unknown>;
  return seatOf(values.declarer) ?? seatOf(values.bidder) ?? seatOf(f.declarer) ?? seatOf(f.bidder);
}

/** The session, not a field, stands in the way. */
const over = (en: string, de: string): EntryError => entryError('', en, de);

/** Fold the ledger into the sheet. Pure: the same events give the same sheet. */
export function foldLedger(mod: GameModule, meta: SheetMeta, events: readonly LedgerEvent[]): Sheet {
  const settings = sessionSettings(mod, meta.players, meta.settings);
  const fields = mod.entryForm(meta.players, settings);
  type Chain = { rootId: string; pos: number; versions: HandVersion[]; deleted: { by: string; at: number } | null };
  const chains = new Map<string, Chain>();
  const rootOf = new Map<string, string>();
  const items: ({ kind: 'hand'; chain: Chain } | { kind: 'end'; pos: number })[] = [];
  const unreadable: string[] = [];

  events.forEach((ev, pos) => {
    const op = readOp(ev.entry);
    if (!op) {
      unreadable.push(ev.id);
      return;
    }
    if (op.op === 'hand') {
      const version = { id: ev.id, createdAt: ev.createdAt, values: op.values };
      const root = ev.correctedFrom !== undefined ? rootOf.get(ev.correctedFrom) : undefined;
      if (root !== undefined) {
        chains.get(root)!.versions.push(version);
        rootOf.set(ev.id, root);
      } else {
        const chain: Chain = { rootId: ev.id, pos, versions: [version], deleted: null };
        chains.set(ev.id, chain);
        rootOf.set(ev.id, ev.id);
        items.push({ kind: 'hand', chain });
      }
    } else if (op.op === 'delete' || op.op === 'restore') {
      const root = rootOf.get(op.target);
      const chain = root !== undefined ? chains.get(root) : undefined;
      if (!chain) unreadable.push(ev.id);
      else chain.deleted = op.op === 'delete' ? { by: ev.id, at: ev.createdAt } : null;
    } else {
      items.push({ kind: 'end', pos });
    }
  });

  const rules = mod.session;
  // The engine's one session fold: the same steps and the same end convention as the table's.
  let fold = startSession(rules, meta.players, meta.firstDealer, settings);
  let totals = rules.totals(fold.sess);
  let unit = mod.meta.unit;
  const lines: SheetLine[] = [];
  const deleted: DeletedHand[] = [];

  for (const item of items) {
    if (item.kind === 'end') {
      if (!fold.endCalled && lines.length) lines[lines.length - 1].endCalledAfter = true;
      fold = foldStep(rules, fold, 'end');
      continue;
    }
    const c = item.chain;
    const cur = c.versions[c.versions.length - 1];
    if (c.deleted) {
      deleted.push({ rootId: c.rootId, entryId: cur.id, values: cur.values, deletedBy: c.deleted.by, deletedAt: c.deleted.at });
      continue;
    }
    const ctx = rules.nextHand(fold.sess);
    const line: SheetLine = {
      no: lines.length + 1,
      rootId: c.rootId,
      entryId: cur.id,
      values: cur.values,
      history: c.versions,
      ctx,
      dealer: ctx?.dealer ?? null,
      sitsOut: ctx ? mod.meta.sitsOut(meta.players, ctx.dealer) : null,
      entry: null,
      facts: null,
      score: null,
      error: null,
      declarer: null,
      totals,
      endCalledAfter: false
    };
    lines.push(line);
    if (!ctx) {
      line.error = over('The session was already over before this hand.', 'Die Sitzung war vor diesem Spiel schon zu Ende.');
      continue;
    }
    const handSettings = { ...settings, ...ctx.settings };
    const entry = buildEntry(mod, { ...ctx, settings: handSettings }, fields, cur.values);
    line.entry = entry;
    const facts = mod.factsFromEntry(entry);
    line.declarer = declarerOf(cur.values, isEntryError(facts) ? null : facts);
    if (isEntryError(facts)) {
      line.error = facts;
      continue;
    }
    const score = mod.game.score(facts, handSettings);
    line.facts = facts;
    line.score = score;
    unit = score.unit;
    fold = foldStep(rules, fold, { hand: { facts, score } });
    totals = rules.totals(fold.sess);
    line.totals = totals;
  }
  deleted.sort((a, b) => b.deletedAt - a.deletedAt);
  const next = rules.nextHand(fold.sess);
  return {
    meta,
    settings,
    fields,
    lines,
    deleted,
    totals,
    next,
    nextSitsOut: next ? mod.meta.sitsOut(meta.players, next.dealer) : null,
    over: next === null,
    endCalled: fold.endCalled,
    unit,
    state: fold.sess,
    unreadable
  };
}

/** The entry the next hand (or a correction of `line`) would make, checked by the game. */
export function checkEntry(
  mod: GameModule,
  sheet: Sheet,
  values: EntryValues,
  line?: SheetLine
): { entry: ScoreEntry; facts: unknown; score: HandScore } | { entry: ScoreEntry | null; error: EntryError } {
  const ctx = line ? line.ctx : sheet.next;
  if (!ctx) return { entry: null, error: over('The session is over: no more hands.', 'Die Sitzung ist zu Ende: keine weiteren Spiele.') };
  const handSettings = { ...sheet.settings, ...ctx.settings };
  const entry = buildEntry(mod, { ...ctx, settings: handSettings }, sheet.fields, values);
  const facts = mod.factsFromEntry(entry);
  if (isEntryError(facts)) return { entry, error: facts };
  return { entry, facts, score: mod.game.score(facts, handSettings) };
}

/** Events for the three changes a table makes. */
export const handOp = (values: EntryValues): LedgerOp => ({ v: 1, op: 'hand', values });
export const deleteOp = (target: string): LedgerOp => ({ v: 1, op: 'delete', target });
export const restoreOp = (target: string): LedgerOp => ({ v: 1, op: 'restore', target });
export const endOp = (): LedgerOp => ({ v: 1, op: 'end' });
