import type { EntryField, Seat } from '../lib/engine/game';

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

/** HandContext.session: the facts a session feeds into a hand, plain values only. */
export function sessionContextProblem(s: unknown): string | null {
  if (s === undefined) return null;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return 'field "context.session" must be an object';
  for (const [k, v] of Object.entries(s)) {
    const plain = typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';
    const list = Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isFinite(n));
    if (!plain && !list) return `field "context.session.${k}" must be a number, true/false or a list of numbers`;
  }
  return null;
}
