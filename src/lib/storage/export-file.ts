import type { Text } from '../engine/game';
import type { GameSettingsRow, PlayerRef, Session, StoredHand } from './types';
import { isPlayers, jsonProblem, sessionProblem, storedHandProblem } from './validate';
import { MAX_IMPORT_CHARS } from './limits';

/**
 * The export file: everything, or one session, as JSON. Migrate before changing: bump
 * EXPORT_VERSION and keep reading the older versions in parseExport.
 */
export const EXPORT_FORMAT = 'trull-export';
export const EXPORT_VERSION = 1;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: number;
  sessions: Session[];
  hands: StoredHand[];
  gameSettings: GameSettingsRow[];
  lastPlayers?: PlayerRef[];
  meta?: { key: string; value: unknown }[];
}

export interface ImportCounts {
  sessions: { added: number; merged: number; unchanged: number };
  hands: { added: number; skipped: number };
  gameSettings: { added: number; skipped: number };
  meta: { added: number; skipped: number };
}

export type ImportResult = { ok: true; counts: ImportCounts } | { ok: false; error: Text };

const fail = (en: string, de: string): { ok: false; error: Text } => ({ ok: false, error: { en, de } });

/** Reads and checks a whole file before anything is written. */
export function parseExport(input: string | unknown): { ok: true; file: ExportFile } | { ok: false; error: Text } {
  let data: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_IMPORT_CHARS) {
      const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
      return fail(
        `The file is too large to import (${mb(input.length)} MB; a Trull export may have at most ${mb(MAX_IMPORT_CHARS)} MB). Nothing was changed.`,
        `Die Datei ist zu groß für den Import (${mb(input.length)} MB; ein Trull-Export hat höchstens ${mb(MAX_IMPORT_CHARS)} MB). Nichts wurde geändert.`
      );
    }
    try {
      data = JSON.parse(input);
    } catch {
      return fail('The file is not valid JSON, so it cannot be a Trull export.', 'Die Datei ist kein gültiges JSON und daher kein Trull-Export.');
    }
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== EXPORT_FORMAT)
    return fail('This is not a Trull export file.', 'Das ist keine Exportdatei von Trull.');
  const f = data as Record<string, unknown>;
  if (typeof f.version !== 'number' || !Number.isInteger(f.version) || f.version < 1)
    return fail(
      `The file's "version" must be a whole number such as ${EXPORT_VERSION}, not ${JSON.stringify(f.version) ?? 'missing'}: the file is damaged. Nothing was changed.`,
      `Die "version" der Datei muss eine ganze Zahl wie ${EXPORT_VERSION} sein, nicht ${JSON.stringify(f.version) ?? 'fehlend'}: die Datei ist beschädigt. Nichts wurde geändert.`
    );
  if (f.version > EXPORT_VERSION)
    return fail(
      'This file comes from a newer version of Trull. Update the app, then import it again.',
      'Diese Datei stammt von einer neueren Trull-Version. Bitte die App aktualisieren und erneut importieren.'
    );
  if (f.version !== 1) return fail('Unknown export version.', 'Unbekannte Exportversion.');
  const broken = (t: Text): { ok: false; error: Text } =>
    fail(
      `The file is damaged and was not imported (${t.en}). Nothing was changed.`,
      `Die Datei ist beschädigt und wurde nicht importiert (${t.de}). Nichts wurde geändert.`
    );
  if (!Array.isArray(f.sessions) || !Array.isArray(f.hands) || !Array.isArray(f.gameSettings))
    return broken({ en: 'sessions, hands or game settings missing', de: 'Sitzungen, Spiele oder Einstellungen fehlen' });
  const sessionIds = new Set<string>();
  for (let i = 0; i < f.sessions.length; i++) {
    const p = sessionProblem(f.sessions[i], `sessions[${i}]`);
    if (p) return broken(p.text);
    const id = (f.sessions[i] as Session).id;
    if (sessionIds.has(id)) return broken({ en: `session ${id} appears twice`, de: `Sitzung ${id} kommt doppelt vor` });
    sessionIds.add(id);
  }
  const handIds = new Set<string>();
  for (let i = 0; i < f.hands.length; i++) {
    const p = storedHandProblem(f.hands[i], `hands[${i}]`);
    if (p) return broken(p.text);
    const h = f.hands[i] as StoredHand;
    if (handIds.has(h.id)) return broken({ en: `hand ${h.id} appears twice`, de: `Spiel ${h.id} kommt doppelt vor` });
    if (!sessionIds.has(h.sessionId))
      return broken({ en: `hands[${i}] belongs to no session in the file`, de: `hands[${i}] gehört zu keiner Sitzung der Datei` });
    handIds.add(h.id);
  }
  for (let i = 0; i < f.gameSettings.length; i++) {
    const g = f.gameSettings[i] as GameSettingsRow;
    if (typeof g !== 'object' || g === null || typeof g.game !== 'string' || typeof g.settings !== 'object' || g.settings === null)
      return broken({ en: `gameSettings[${i}] is not a game's settings`, de: `gameSettings[${i}] sind keine Spieleinstellungen` });
    const p = jsonProblem(g.settings, `gameSettings[${i}].settings`);
    if (p) return broken(p.text);
  }
  if (f.lastPlayers !== undefined && !isPlayers(f.lastPlayers))
    return broken({ en: 'lastPlayers is not a list of players', de: 'lastPlayers ist keine Spielerliste' });
  if (f.meta !== undefined) {
    if (!Array.isArray(f.meta)) return broken({ en: 'meta is not a list', de: 'meta ist keine Liste' });
    for (let i = 0; i < f.meta.length; i++) {
      const m = f.meta[i] as { key?: unknown; value?: unknown };
      if (typeof m !== 'object' || m === null || typeof m.key !== 'string')
        return broken({ en: `meta[${i}] has no key`, de: `meta[${i}] hat keinen Schlüssel` });
      const p = jsonProblem(m.value, `meta[${i}].value`);
      if (p) return broken(p.text);
    }
  }
  return { ok: true, file: data as ExportFile };
}

/**
 * Merges an imported session into the stored one without overwriting anything: ledger entries
 * and hand ids the stored session lacks are added; every stored field stays as it is.
 * Returns null when the import adds nothing.
 */
export function mergeSession(stored: Session, incoming: Session): Session | null {
  const haveEntries = new Set(stored.entries.map((e) => e.id));
  const newEntries = incoming.entries.filter((e) => !haveEntries.has(e.id));
  const haveHands = new Set(stored.handIds);
  const newHands = incoming.handIds.filter((h) => !haveHands.has(h));
  if (newEntries.length === 0 && newHands.length === 0) return null;
  // Stored entries keep their order; the new ones follow in the order they were made.
  const entries = [...stored.entries, ...[...newEntries].sort((a, b) => a.createdAt - b.createdAt)];
  return { ...stored, entries, handIds: [...stored.handIds, ...newHands], updatedAt: Math.max(stored.updatedAt, incoming.updatedAt) };
}

export const emptyCounts = (): ImportCounts => ({
  sessions: { added: 0, merged: 0, unchanged: 0 },
  hands: { added: 0, skipped: 0 },
  gameSettings: { added: 0, skipped: 0 },
  meta: { added: 0, skipped: 0 }
});
