import type { EntryField } from '../lib/engine/entry';
import type { GameModule } from '../lib/engine/module';
import type { Seat } from '../lib/engine/game';
import { sessionFactProblem } from '../lib/engine/session-facts';

/**
 * A scorekeeper entry read from a file is checked against the game's own entry form, the way the
 * score sheet would have filled it: every field the form shows for these answers must be present
 * (a missing `contract` is not a throw-in, a missing `doubles` is not "no doubles") and of the
 * field's kind. Returns the first problem as `field "…": …`, or null.
 */
export function entryFieldProblem(entry: Record<string, unknown>, form: readonly EntryField[], players: number): string | null {
  for (const f of form) {
    if (f.when && !f.when.equals.includes(at(entry, f.when.key) as string | number | boolean)) continue;
    const v = at(entry, f.key);
    if (v === undefined || v === null) {
      if (f.optional) continue;
      return `field "${f.key}" is missing`;
    }
    const why = kindProblem(f, v, players);
    if (why) return `field "${f.key}" ${why}`;
  }
  return null;
}

function kindProblem(f: EntryField, v: unknown, players: number): string | null {
  const isSeat = (x: unknown): x is Seat => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) < players;
  switch (f.kind) {
    case 'seat':
      return isSeat(v) ? null : `must be a seat from 0 to ${players - 1}`;
    case 'seats':
      return Array.isArray(v) && v.every(isSeat) ? null : `must be a list of seats from 0 to ${players - 1}`;
    case 'boolean':
      return typeof v === 'boolean' ? null : 'must be true or false';
    case 'choice': {
      const options = (f.options ?? []).map((o) => o.value);
      return typeof v === 'string' && options.includes(v) ? null : `must be one of ${options.join(', ')}`;
    }
    // The range is the game's to judge (factsFromEntry says it in the game's words).
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : 'must be a number';
  }
}

/** The value at a dotted path ('doubles.retours', 'points.0'), own keys only. */
function at(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, k)) return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

/** HandContext.session: the facts the game's session feeds into a hand, each of its kind. */
export function sessionContextProblem(mod: GameModule, s: unknown): string | null {
  if (s === undefined) return null;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return 'field "context.session" must be an object';
  const p = sessionFactProblem(mod.session.facts, s as Record<string, unknown>, mod.game.id);
  return p && `field "context.session.${p.key.slice(0, 40)}" ${p.why}`;
}

/**
 * The first key of `obj` that is not one of `allowed`, as `field "path.key" is not a field of …`;
 * or null. A file holds only what its format has: a field the tools would not read (a typo, a
 * padding of 50 MB) is refused, not skipped.
 */
export function unknownKeyProblem(obj: Record<string, unknown>, allowed: readonly string[], path: string, what: string): string | null {
  const key = Object.keys(obj).find((k) => !allowed.includes(k));
  return key === undefined ? null : `field "${path}${key.slice(0, 40)}" is not a field of ${what}`;
}

/** The top-level keys an entry of this form may have: the entry's own and each field's first part. */
export function entryKeys(form: readonly EntryField[], mod: GameModule): string[] {
  // The session's facts are part of an entry too (buildEntry spreads them in).
  return ['format', 'version', 'game', 'players', 'dealer', 'settings', ...form.map((f) => f.key.split('.')[0]), ...Object.keys(mod.session.facts)];
}
