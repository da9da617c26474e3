import type { EntryError, EntryField, ScoreEntry } from '../engine/entry';
import type { GameModule } from '../engine/module';
import type { HandContext, SettingValue } from '../engine/game';

/**
 * The generic side of the entry form: which fields show, what a blank means, and how the values a
 * table entered become the game's ScoreEntry. The game declares the fields (entryForm) and checks
 * them (factsFromEntry); nothing here knows a game.
 */

/** What the form holds: values by (dotted) field key. A missing key is a blank, never a zero. */
export type EntryValues = Record<string, SettingValue | number[] | undefined>;

/** A field is shown (and read) only when the field it depends on holds one of the listed values. */
function isVisible(field: EntryField, values: EntryValues, fields: readonly EntryField[]): boolean {
  if (!field.when) return true;
  const dep = fields.find((f) => f.key === field.when!.key);
  // A field that depends on a hidden field is hidden too.
  if (dep && !isVisible(dep, values, fields)) return false;
  const v = values[field.when.key] ?? dep?.default;
  return field.when.equals.some((x) => x === v);
}

export function visibleFields(fields: readonly EntryField[], values: EntryValues): EntryField[] {
  return fields.filter((f) => isVisible(f, values, fields));
}

/** The form's starting values: each field's default (a field without one starts blank). */
export function initialValues(fields: readonly EntryField[]): EntryValues {
  const v: EntryValues = {};
  for (const f of fields) if (f.default !== undefined) v[f.key] = f.default;
  return v;
}

/** Only the values of visible fields, with blanks dropped. */
export function cleanValues(fields: readonly EntryField[], values: EntryValues): EntryValues {
  const out: EntryValues = {};
  for (const f of visibleFields(fields, values)) {
    const v = values[f.key];
    if (v === undefined || (typeof v === 'number' && !Number.isFinite(v))) continue;
    if (Array.isArray(v)) out[f.key] = v.slice();
    else out[f.key] = v;
  }
  return out;
}

/** The first required visible field left blank, as an EntryError in words. */
export function missingField(fields: readonly EntryField[], values: EntryValues): EntryError | null {
  for (const f of visibleFields(fields, values)) {
    if (f.optional) continue;
    const v = values[f.key];
    if (v === undefined || (f.kind === 'seats' && Array.isArray(v) && v.length === 0 && f.min !== 0)) {
      return {
        error: true,
        field: f.key,
        message: { en: `Fill in “${f.label.en}”: a blank is not a zero.`, de: `„${f.label.de}“ ausfüllen: leer ist nicht null.` }
      };
    }
  }
  return null;
}

const fieldError = (field: string, en: string, de: string): EntryError => ({ error: true, field, message: { en, de } });

/**
 * Whether stored values are ones this form could have saved (an imported file's entries are held
 * to it): only the form's own fields, and only those shown; every required shown field filled;
 * each value of its field's kind: a seat of the table, a listed choice, a number within the
 * field's bounds, yes or no. The game's own check (factsFromEntry) comes on top, as in the form.
 */
export function valuesProblem(fields: readonly EntryField[], raw: unknown, players: number): EntryError | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fieldError('', 'the values are not a set of fields', 'die Werte sind keine Felder');
  const values = raw as EntryValues;
  const shown = visibleFields(fields, values);
  for (const key of Object.keys(values)) {
    if (!fields.some((f) => f.key === key)) return fieldError(key, `“${key}” is no field of this form`, `„${key}“ ist kein Feld dieses Formulars`);
    if (!shown.some((f) => f.key === key))
      return fieldError(key, `“${key}” is not asked for with these answers`, `„${key}“ wird bei diesen Angaben nicht gefragt`);
  }
  const missing = missingField(fields, values);
  if (missing) return missing;
  const isSeat = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < players;
  for (const f of shown) {
    const v: unknown = values[f.key];
    if (v === undefined) continue;
    const bad = (en: string, de: string) => fieldError(f.key, `“${f.label.en}” ${en}`, `„${f.label.de}“ ${de}`);
    if (f.kind === 'seat' && !isSeat(v)) return bad('is no seat of this table', 'ist kein Platz an diesem Tisch');
    if (f.kind === 'seats' && !(Array.isArray(v) && v.every(isSeat) && new Set(v).size === v.length))
      return bad('is not a list of different seats of this table', 'ist keine Liste verschiedener Plätze an diesem Tisch');
    if (f.kind === 'choice' && !f.options?.some((o) => o.value === v))
      return bad(`is not one of the choices (${JSON.stringify(v)})`, `ist keine der Möglichkeiten (${JSON.stringify(v)})`);
    if (f.kind === 'boolean' && typeof v !== 'boolean') return bad('is not yes or no', 'ist nicht ja oder nein');
    if (f.kind === 'number') {
      const lo = f.min ?? -Infinity;
      const hi = f.max ?? Infinity;
      if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi)
        return bad(
          `is ${JSON.stringify(v)}, not a number from ${f.min ?? '…'} to ${f.max ?? '…'}`,
          `ist ${JSON.stringify(v)}, keine Zahl von ${f.min ?? '…'} bis ${f.max ?? '…'}`
        );
    }
  }
  return null;
}

function setPath(obj: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.');
  let o = obj;
  for (const p of parts.slice(0, -1)) {
    if (typeof o[p] !== 'object' || o[p] === null) o[p] = {};
    o = o[p] as Record<string, unknown>;
  }
  o[parts[parts.length - 1]] = value;
}

/**
 * The game's ScoreEntry for one hand: the entered values (dotted keys nested), the facts the
 * session supplies (Dobbm's Mußrunde, Troggen's pot…, from HandContext.session) and the hand's
 * dealer, players and settings, which the session decides and the form cannot override.
 */
export function buildEntry(mod: GameModule, ctx: HandContext, fields: readonly EntryField[], values: EntryValues): ScoreEntry {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(cleanValues(fields, values))) setPath(body, k, v);
  return {
    ...body,
    ...(ctx.session ?? {}),
    format: 'trull-entry',
    version: 1,
    game: mod.game.id,
    players: ctx.players,
    dealer: ctx.dealer,
    settings: { ...ctx.settings }
  };
}
