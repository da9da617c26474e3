import type { SessionFactKind } from './session';

/**
 * The first session fact in `facts` that `known` (a game's SessionRules.facts) does not have, or
 * has of another kind, as `key: why`; or null. A Troggen pot of "x" is no pot.
 */
export function sessionFactProblem(
  known: Readonly<Record<string, SessionFactKind>>,
  facts: Record<string, unknown>,
  gameName: string
): { key: string; why: string } | null {
  for (const [key, v] of Object.entries(facts)) {
    const kind = Object.entries(known).find(([k]) => k === key)?.[1];
    if (!kind) return { key, why: `is no session fact of ${gameName}${Object.keys(known).length ? ` (known: ${Object.keys(known).join(', ')})` : ''}` };
    const num = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
    const ok = kind === 'number' ? num(v) : kind === 'boolean' ? typeof v === 'boolean' : Array.isArray(v) && v.every(num);
    if (!ok) return { key, why: kind === 'number' ? 'must be a number' : kind === 'boolean' ? 'must be true or false' : 'must be a list of numbers' };
  }
  return null;
}
