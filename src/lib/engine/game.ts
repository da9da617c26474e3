import type { Card } from './cards';
import type { CardSet } from './card-set';
import type { Pack } from './packs';
import type { RngState, Seed } from './rng';
import type { TableView } from './table-view';

/**
 * The one contract all four games implement (shaped after OpenSpiel's and boardgame.io's).
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
  id: GameId;
  name: Text;
  /** The pack with default settings; `packFor` gives the pack a hand with given settings is dealt from. */
  pack: Pack;
  packFor(settings: Settings | undefined): Pack;
  playerCounts: readonly number[];
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
   * nobody declared (thrown in, Troggen's misère). Games without a declarer (Troccas) leave it out.
   */
  declaration?(f: F): Declaration | null;
  locations(s: S): Location[];
  describe(a: Action): ActionInfo;
  /** Stable text form of an action for records and files, e.g. 'bid:solo', 'play:XXI'. */
  actionCode(a: Action): string;
  parseAction(code: string): Action | undefined;
  /** The fast, unchecked, in-place path for search and benchmarks. */
  clone(s: S): S;
  applyInPlace(s: S, a: Action): void;
  /**
   * The fast path's legal actions: writes them into `out` (the engine's scratch, engine/fast.ts)
   * and returns how many, in the order `legal` gives them; allocates nothing. `legal` is this,
   * copied into an array (`legalFrom`), so the two cannot disagree.
   */
  legalInto?(s: S, out: Uint16Array): number;
  /**
   * One uniformly random legal action without listing them: exactly
   * `legal(s)[nextInt(rng, legal(s).length)]`, drawn with that one `nextInt` and nothing else from
   * `rng`, and `s` unchanged. A game draws the r-th card straight from its legal mask where that is
   * cheap (`drawFromMask`, engine/fast.ts) and lists the rest (`drawListed`). The engine's random
   * playout uses it when present; the worlds suite (engine/conformance.ts) proves the equality.
   */
  randomLegal?(s: S, rng: RngState): Action;
  /**
   * Each seat's result of a finished hand, equal to `score(facts(s), settings).deltas` but without
   * building facts, texts or breakdowns: what search adds up over thousands of playouts.
   */
  payoff?(s: S): number[];
  /**
   * The card points a finished trick is worth to the side that won it, counted the game's way
   * (Droggn's threes, Troccas's fours, Troggen's point per trick): shown on the held trick and said
   * in the status line (issue 13). Absent where the game has no card points.
   */
  trickPoints?(cards: readonly Card[], context: HandContext): number;
  /**
   * A world from a seat's view (issue 11): a full state consistent with everything the seat knows
   * (its hand, every card played or shown, its history, voids shown, the talon or discard it saw),
   * with every unseen card placed at random among the places it may be. `view(world, seat)` equals
   * the view it came from, and `legal`/`applyInPlace` continue from it exactly as in a real hand.
   * Never fails for a view of a real hand.
   */
  determinize?(v: V, rng: RngState): S;
  /**
   * The world `determinize` gives, before its history is replayed: the sampled deal's starting
   * state and the hand's actions with the ones hidden from the seat filled in. `determinize` is
   * this replayed (`engine/worlds.ts` `replayWorld`); inference replays it step by step to ask
   * how likely each player's public choices were with the cards the world gave them.
   */
  worldDeal?(v: V, rng: RngState): { start: S; actions: Action[] };
  // ---- The exact solver's hooks (bots/solver.ts, docs/game-shape.md): all optional; without them
  // ---- the solver still answers exactly, only slower. Each is checked against plain minimax.
  /**
   * Reverts `applyInPlace(s, a)`, `a` being the last action applied to `s`, for an action of the
   * card play (view phase 'play'): the solver walks one state down and back up instead of copying
   * a state at every position.
   */
  undo?(s: S, a: Action): void;
  /**
   * Called by the solver just before it applies `a` to `s` in place, where `undo` needs more than
   * the state records to take `a` back (Troggen: a trick's end moves the Excuse and a zero-point
   * card between piles; Troccas: the take-back, the jack call's swap, the Fool's card): the game
   * keeps it for its `undo`. Anyone calling `undo` calls this first, and takes back in reverse order.
   */
  keepForUndo?(s: S, a: Action): void;
  /**
   * A key of everything in `s` that decides the rest of the hand and its payoff (the cards left and
   * who holds them, who is to act, what the hand has already settled: points won, tricks lost,
   * bonuses), written with engine/position-key.ts into its shared buffer (the solver's table reads
   * it there: no string is made); false, writing nothing, where the game keys no position (inside a
   * trick). Two states of one hand with equal keys must have equal futures.
   */
  positionKey?(s: S): boolean;
  /**
   * How far `seat`'s side has got in what the key leaves out (the points it has already won): among
   * states with equal `positionKey`, `seat`'s final result never drops as this grows. The table
   * then answers a position for every state at least as far along as one it saw won (and at most
   * as far as one it saw lost), so the key need not hold the points. Without it the key must.
   */
  progress?(s: S, seat: Seat): number;
  /**
   * Keeps one move of each group of equivalent ones among `out[0..n)` (cards adjacent in rank in
   * the mover's hand, of equal worth, with no card between them still in play) and returns how
   * many are left: playing any one of a group leads to the same result.
   */
  dropEquivalent?(s: S, out: Uint16Array, n: number): number;
  /** Sorts `out[0..n)` in place, the moves likeliest best for the mover first (a cheap heuristic). */
  orderMoves?(s: S, out: Uint16Array, n: number): void;
  /**
   * Bounds on `seat`'s final payoff whatever is played from here: writes the lowest into `out[0]`
   * and the highest into `out[1]` (-Infinity / Infinity where it cannot tell).
   */
  payoffRange?(s: S, seat: Seat, out: Float64Array): void;
  // ---- Claim the rest (issue 29, engine/claim.ts): both or neither.
  /** Tricks won so far, by table seat. */
  tricksWon?(s: S): readonly number[];
  /**
   * Why `seat` may not claim the rest now by this game's rules, or null where the claim is checked:
   * only in the card play, and never while the rest of the play can change the score beyond who
   * takes the tricks (a Pagat that is only won by playing it, a misère where each plays alone).
   */
  claimRefusal?(s: S, seat: Seat): Refusal | null;
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
