import type { GameId } from '../engine/game';

/**
 * The facts each game's session feeds into a hand (HandContext.session), by key and kind: what its
 * session rules' nextHand writes. A hand record or an entry from outside may carry only these,
 * each of its kind; anything else is refused with its key (a Troggen pot of "x" is no pot).
 */
export type SessionFactKind = 'number' | 'boolean' | 'numbers';
const SESSION_FACTS: Readonly<Record<GameId, Readonly<Record<string, SessionFactKind>>>> = {
  droggn: {},
  // Dobbm's Mußrunde (dobbm/session.ts).
  dobbm: { mussrunde: 'boolean', mussDeal: 'number' },
  // Troccas's side behind and what it gathered (troccas/session.ts).
  troccas: { behindSide: 'number', behind: 'number', gathered: 'numbers' },
  // Troggen's pot and the hand's number (troggen/session.ts).
  troggen: { pot: 'number', hand: 'number' },
  toy: {}
};

const factsOf = (game: string): Readonly<Record<string, SessionFactKind>> => Object.entries(SESSION_FACTS).find(([id]) => id === game)?.[1] ?? {};

/** The keys of the session facts `game` has. */
export const sessionFactKeys = (game: string): string[] => Object.keys(factsOf(game));

/** The first session fact of `game` that is unknown or of the wrong kind, as `key: why`; or null. */
export function sessionFactProblem(game: string, facts: Record<string, unknown>): { key: string; why: string } | null {
  const known = factsOf(game);
  for (const [key, v] of Object.entries(facts)) {
    const kind = Object.entries(known).find(([k]) => k === key)?.[1];
    if (!kind) return { key, why: `is no session fact of ${game}${Object.keys(known).length ? ` (known: ${Object.keys(known).join(', ')})` : ''}` };
    const num = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
    const ok = kind === 'number' ? num(v) : kind === 'boolean' ? typeof v === 'boolean' : Array.isArray(v) && v.every(num);
    if (!ok) return { key, why: kind === 'number' ? 'must be a number' : kind === 'boolean' ? 'must be true or false' : 'must be a list of numbers' };
  }
  return null;
}
