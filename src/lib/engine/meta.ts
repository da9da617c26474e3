import type { GameId, HandScore, Seat, Text } from './game';

/* ---- What the screens know of a game before its rules load (games/<game>/meta.ts) ---------- */

/** One of a game's own words with a short explanation (the table's and setup screen's glossary). */
export interface Term {
  /** The word as the English screens show it (and the term's key). */
  term: string;
  /** The word as the German screens show it, where it is not the same ("Narr (il narr)"). */
  de?: string;
  /** One line: what the word means. */
  text: Text;
  /**
   * The words that stand for this term in the game's texts, either language. Without it they come
   * from `term` and `de`: "gut / weiter" stands for "gut" and "weiter", "Excuse (Sküs)" for both.
   */
  forms?: readonly string[];
  /** The checklist id of the rule that says more: the term's link into the game's rules page. */
  rule: string;
}

/** A row the score sheet's header shows from the session state (Troggen's pot, Dobbm's Mußrunde). */
interface SessionRow {
  label: Text;
  value: string;
}

/** A per-seat figure kept beside the totals (Droggn's paper, Troccas's game in progress). */
interface SessionColumn {
  label: Text;
  values: number[];
  /** What the column means, tappable on its short label (a phone has no hover title), and its rule. */
  explain?: { text: Text; rule: string };
}

/**
 * Everything outside a game's rules that the app needs to know about it: menus, the setup screen,
 * the table's trump order, the score sheet's words. Small and free of rules code, so the home
 * page can list every game without loading one; `load` brings the rules when a game is chosen.
 */
export interface GameMeta<Sess = never> {
  id: GameId;
  name: string;
  region: Text;
  summary: Text;
  players: readonly number[];
  /** The player count a new table starts with. */
  defaultPlayers: number;
  /** Which way the turn passes: seat+1 (clockwise) or seat-1. */
  direction: 'clockwise' | 'anticlockwise';
  /** The suit sorted first in a hand (the engine's TRUMP slot, or Dobbm's hearts). */
  trumpSuit: number;
  /** The unit of HandScore.deltas and of the session's totals. */
  unit: HandScore['unit'];
  /**
   * The size of a typical hand's result for a seat, in `unit`: the median measured by `npm run
   * accuracy-check` on its tuning deals (docs/insight.md). The scale of the hand accuracy and of its
   * verdicts (insight/accuracy.ts).
   */
  handScale: number;
  /**
   * Whether a hand has a declaring side (Troccas's has none): the statistics count a player's roles
   * (declarer, partner, defender) only where it does; `Game.declaration` says who it was.
   */
  declarers: boolean;
  /** Who sits a hand out (a dealer at some player counts), or null. */
  sitsOut(players: number, dealer: Seat): Seat | null;
  /** How the scorekeeper names its stake; optional: the sheet starts with no money stake. */
  stake: { label: Text; optional?: boolean };
  /** What calling the end means, said before the table confirms it. */
  endText: Text;
  glossary: readonly Term[];
  /** Rows and columns the score sheet shows from this game's session state. */
  sessionRows(sess: Sess): SessionRow[];
  sessionColumns(sess: Sess): SessionColumn[];
  /** The bot arena's standard run for this game (npm run arena). */
  arena?: { players: number; deals: number; selfDeals: number };
  /** A game for tests and docs only: listed only when test games are switched on. */
  testOnly?: boolean;
}
