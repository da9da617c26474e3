import type { Card } from './cards';
import type { CardSet } from './card-set';
import type { Pack } from './packs';
import type { Seed } from './rng';
import type { TableView } from './table-view';

/**
 * The rules core every game implements (shaped after OpenSpiel's and boardgame.io's): what the
 * referee (the table controller, replay, the record checks) and the conformance suite need, every
 * member required, and the words every other contract uses. The other users' contracts have files
 * of their own beside this one: the search's hooks (searchable.ts), the claim's (claim.ts), the
 * table's view (table-view.ts), the scorekeeper's form (entry.ts), the screens' meta (meta.ts), the
 * session rules (session.ts), the module that brings them together (module.ts).
 *
 * Seats are table seats numbered clockwise around the table, 0..players-1. A seat that sits a hand
 * out (Droggn's dealer at four, Dobbm's at five) is still a seat: it holds no cards and never acts.
 * Clockwise games pass the turn to seat+1, anticlockwise games (Troccas, Troggen) to seat-1.
 *
 * State, actions, views and facts are plain data (structured-cloneable): they cross postMessage
 * and go into IndexedDB unchanged. Actions are small integers with named constants per game.
 */
/** A game's id, as its folder's meta.ts names it; the registry (games/registry.ts) knows which exist. */
export type GameId = string;
export type Seat = number;
export type Action = number;

/** Text in both of the app's languages. */
export interface Text {
  en: string;
  de: string;
}

export type SettingValue = string | number | boolean;
export type Settings = Record<string, SettingValue>;

/** A rule variant: typed, with a default, a label, a one-line explanation and its checklist id. */
export interface SettingSpec {
  key: string;
  kind: 'boolean' | 'choice' | 'number';
  default: SettingValue;
  /** For 'choice'. */
  options?: readonly { value: string; label: Text }[];
  /** For 'number'. */
  min?: number;
  max?: number;
  label: Text;
  explanation: Text;
  rule: string;
  /** Player counts the setting applies to; all when absent. */
  players?: readonly number[];
  /**
   * Values an older version of the app stored for this setting, and what they read as now (files
   * exported before a setting changed its kind still import).
   */
  legacy?: readonly { from: SettingValue; to: SettingValue }[];
}

/** Everything a hand needs from outside itself: the session feeds this in. */
export interface HandContext {
  players: number;
  dealer: Seat;
  settings: Settings;
  /** Facts from the session that change the hand (Troccas's catch-up deals, Dobbm's Mußrunde…). */
  session?: Record<string, SettingValue | number[]>;
}

export interface Refusal {
  refused: true;
  /** Stable code for tests and translations, e.g. 'must-follow'. */
  code: string;
  reason: Text;
}

export const refuse = (code: string, en: string, de: string): Refusal => ({
  refused: true,
  code,
  reason: { en, de }
});

export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && (x as Refusal).refused === true;
}

/** What the table needs to show an action: a card to tap, or a button. */
export interface ActionInfo {
  kind: 'play' | 'discard' | 'lay-out' | 'buy' | 'give' | 'call' | 'choice';
  card?: Card;
  label: Text;
  /** Longer explanation shown on request (the games' own terms explained). */
  help?: Text;
  /** Heading the table lists this choice under, when a game offers many (Troccas's table talk). */
  group?: Text;
}

/** Where cards are, and who may see them: the basis of the hidden-information check (ALL-2). */
export interface Location {
  where: string;
  owner: Seat | null;
  cards: CardSet;
  /** 'all' for face-up cards and played cards; otherwise the seats that may see them. */
  visibleTo: 'all' | readonly Seat[];
}

export interface BreakdownLine {
  label: Text;
  value: number;
  /** The checklist id of the rule that made this line: the summary links it into the game's rules page. */
  rule?: string;
}

/** A hand's contract and its declaring side (`Game.declaration`). */
export interface Declaration {
  contract: string;
  declarers: Seat[];
}

/** One hand's settlement: per-seat changes in the game's own unit, zero-sum where the game is. */
export interface HandScore {
  /** Change for each table seat (a sitting-out dealer too). */
  deltas: number[];
  /** Unit of deltas: 'points' (Droggn paper, Troccas), 'money' (Dobbm), 'jetons' (Troggen). */
  unit: 'points' | 'money' | 'jetons';
  breakdown: BreakdownLine[];
  /** Card points per side, when the hand was played out. */
  cardPoints?: { label: Text; points: number }[];
  /** Game-specific extras that the session layer needs (Troggen's pot movements…). */
  extra?: Record<string, number | number[] | boolean | string>;
}

export interface Game<S, V extends TableView = TableView, F = unknown> {
  /** The game's id, name (one word in both languages) and player counts: read from its meta.ts (`GameMeta`), never written twice. */
  id: GameId;
  name: string;
  playerCounts: readonly number[];
  /** The pack with default settings; `packFor` gives the pack a hand with given settings is dealt from. */
  pack: Pack;
  packFor(settings: Settings | undefined): Pack;
  /** Bumped when the rules change the outcome of a stored record. */
  rulesVersion: number;
  settings: readonly SettingSpec[];
  defaultSettings(players: number): Settings;
  setup(ctx: HandContext, seed: Seed): S;
  /** null once the hand is over. */
  toAct(s: S): Seat | null;
  legal(s: S): Action[];
  /**
   * null when `a` is one of `legal(s)`, else the refusal with its reason. Neither copies nor plays
   * anything: the table asks it why a tapped card is not allowed.
   */
  check(s: S, a: Action): Refusal | null;
  /**
   * The action a tap on `card` means in this state (play it, discard it, offer it…), whether or
   * not it is allowed, or null when no card is asked for now. With `check` it tells the table
   * what a tap does or why not, without trying every action number.
   */
  cardAction(s: S, card: Card): Action | null;
  /** Never mutates s. An illegal action is refused with a reason (= check, then applyInPlace on a copy). */
  apply(s: S, a: Action): S | Refusal;
  view(s: S, seat: Seat | null): V;
  /** Facts for scoring once the hand is over; null before. */
  facts(s: S): F | null;
  score(f: F, settings: Settings): HandScore;
  /**
   * The contract a finished hand was played in and who declared it (the declarer first, then a
   * partner who played with him), for the arena's declarer success and contract choice; null when
   * nobody declared (thrown in, Troggen's misère) and in a game without a declarer (Troccas).
   */
  declaration(f: F): Declaration | null;
  locations(s: S): Location[];
  describe(a: Action): ActionInfo;
  /** Stable text form of an action for records and files, e.g. 'bid:solo', 'play:XXI'. */
  actionCode(a: Action): string;
  parseAction(code: string): Action | undefined;
  /** The fast, unchecked, in-place path for search and benchmarks. */
  clone(s: S): S;
  applyInPlace(s: S, a: Action): void;
  /**
   * The card points a finished trick is worth to the side that won it, counted the game's way
   * (Droggn's threes, Troccas's fours, Troggen's point per trick): shown on the held trick and said
   * in the status line (issue 13); null where the game has no card points.
   */
  trickPoints(cards: readonly Card[], context: HandContext): number | null;
}

/** Action numbers are small non-negative integers; anything else is refused before a game looks at it. */
const ACTION_LIMIT = 1 << 16;

/**
 * Every game's `check`: an action is allowed exactly when it is one of `legal(s)` (ALL-1). Numbers
 * that are no action at all (fractions, negatives, NaN, huge) are refused first, so a game's own
 * reasons never index arrays with them; then the game gives its specific reason ("you must follow
 * hearts"), and any action it has no words for is still refused rather than let through.
 */
export function checkAction<S>(s: S, a: Action, legal: (s: S) => Action[], reason: (s: S, a: Action) => Refusal | null): Refusal | null {
  if (!Number.isInteger(a) || a < 0 || a >= ACTION_LIMIT) return refuse('not-an-action', 'That is not an action.', 'Das ist keine Aktion.');
  if (legal(s).includes(a)) return null;
  return reason(s, a) ?? refuse('not-now', 'That is not allowed now.', 'Das ist jetzt nicht erlaubt.');
}

/**
 * Every game's `apply`: check first (a refusal changes nothing), then play the action on a copy
 * through the fast in-place path, so the plain and the fast path cannot drift apart.
 */
export function checkedApply<S>(
  s: S,
  a: Action,
  check: (s: S, a: Action) => Refusal | null,
  clone: (s: S) => S,
  applyInPlace: (s: S, a: Action) => void
): S | Refusal {
  const why = check(s, a);
  if (why) return why;
  const next = clone(s);
  applyInPlace(next, a);
  return next;
}

/** Any game, for registries and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state and session types; a list of all games can name none of them (`unknown` would refuse every game's functions)
export type AnyGame = Game<any, TableView, any>;
