import { isRefusal, refuse, type Action, type AnyGame, type Refusal, type Seat, type Text } from './game';
import { checkClaim, gameClaims } from './claim';
import { seatSlot } from './seats';
import { sidesOf } from './sides';

/**
 * The claim in a hand record (issue 29). Claiming the rest is a decision like a bid or a card, so
 * it is an action in the record's log: the claimer's, taken on their turn, moving no card; the
 * rest of the hand follows as the ordinary actions it was played out with. Replay, score, share
 * and analysis read it from the record like any other action.
 *
 * It is the record's action, not a game's (no game's rules know it): its number lies above every
 * game's actions (they fit 16 bits: engine/fast.ts's buffers), its code in files and links is
 * `claim`.
 *
 * A claim is checked as strictly as a card: it must be the turn's player's, the hand's only one,
 * allowed by the game's rules at that point and, with every card open, hold (engine/claim.ts);
 * after it every trick must go to the claimer's side.
 */
export const CLAIM: Action = 0x1_0000;
const CLAIM_CODE = 'claim';

export const isClaim = (a: Action | null | undefined): boolean => a === CLAIM;

/** The action's code in a file or link: the game's own, or `claim`. */
export const recordCode = (game: AnyGame, a: Action): string => (a === CLAIM ? CLAIM_CODE : game.actionCode(a));

/** A code read back from a file or link: a game's action, the claim, or undefined. */
export const parseRecordCode = (game: AnyGame, code: string): Action | undefined => (code === CLAIM_CODE ? CLAIM : game.parseAction(code));

/** What the replay shows at a claim's step, its seat filled with the player's name. */
export const claimSaid = (seat: Seat): Text => ({ en: `${seatSlot(seat)} claims the rest`, de: `${seatSlot(seat)} beansprucht den Rest` });

/** Carried through a replay: the claimer's side once the rest was claimed (it must take every later trick), else null. */
export type ClaimSide = readonly boolean[] | null;

type Stepped = { state: unknown; claimed: ClaimSide } | Refusal;

/**
 * One action of a record from `s` (not changed): a game's action through its rules, or the claim.
 * `exact`: the claim is checked with every card open (a link, a file); the app's own records,
 * checked when the claim was made, may skip that search, never the rest.
 */
export function applyRecorded(game: AnyGame, s: unknown, a: Action, claimed: ClaimSide, exact = true): Stepped {
  if (a === CLAIM) {
    if (!gameClaims(game)) return refuse('claim-none', 'This game has no claims.', 'Dieses Spiel kennt kein Beanspruchen.');
    if (claimed) return refuse('claim-twice', 'The rest was claimed already.', 'Der Rest wurde schon beansprucht.');
    const seat = game.toAct(s);
    if (seat === null)
      return refuse('claim-over', 'The hand is over: there is nothing left to claim.', 'Die Hand ist vorbei: es gibt nichts mehr zu beanspruchen.');
    const why = exact ? checkClaim(game, s, seat) : (game.claimRefusal(s, seat) ?? { ok: true });
    if ('reason' in why)
      return {
        refused: true,
        code: 'claim-does-not-hold',
        reason: { en: `The claim of ${seatSlot(seat)} does not hold: ${why.reason.en}`, de: `Der Anspruch von ${seatSlot(seat)} hält nicht: ${why.reason.de}` }
      };
    return { state: s, claimed: sidesOf(game, s, seat) };
  }
  // After a claim (only ever in a game that claims) every trick must go to the claimer's side.
  const claims = claimed && gameClaims(game) ? game : null;
  const before = claims ? claims.tricksWon(s).slice() : null;
  const next = game.apply(s, a);
  if (isRefusal(next)) return next;
  if (claims && before && claimed) {
    const after = claims.tricksWon(next);
    const other = after.findIndex((t, k) => t > before[k] && !claimed[k]);
    if (other >= 0)
      return refuse(
        'claim-broken',
        `${seatSlot(other)} takes a trick after the rest was claimed: the claim did not hold.`,
        `${seatSlot(other)} macht einen Stich, nachdem der Rest beansprucht wurde: der Anspruch hielt nicht.`
      );
  }
  return { state: next, claimed };
}
