import type { Card } from './cards';
import type { PackId } from './packs';
import type { Action, GameId, HandContext, Seat, Text } from './game';

/*
 * What the table gets of a hand: one seat's view (Game.view) and the plain records it is built
 * from. Views are plain data (structured-cloneable): they cross postMessage to the bot worker.
 */

export interface PlayedCard {
  seat: Seat;
  card: Card;
}

/** A finished trick as every player saw it: the cards in the order played, and who took it. */
export interface TrickRecord {
  cards: PlayedCard[];
  winner: Seat;
}

/**
 * One action of the hand as a seat saw it: who acted and what, or `null` for an action hidden from
 * this seat (another player's discard). Public actions (bids, doubles, table talk, plays) are in
 * full, so a seat's history is everything it may remember of the hand.
 */
export interface SeenAction {
  seat: Seat;
  action: Action | null;
}

export interface LogEntry {
  seat: Seat | null;
  /** Stable kind: 'bid', 'double', 'talk', 'lay-out', 'buy', 'trick', … */
  kind: string;
  text: Text;
}

/**
 * The common part of every game's view: all one seat may know, and nothing more. The table renders
 * it without knowing the game. Card fields are `hand`, `trick`, `lastTrick`, `shown` and
 * `ownTricks`; games add their own fields but put no card anywhere else (see visibleCards).
 */
export interface TableView {
  game: GameId;
  /** The seat this view belongs to; null for the public view (a spectator, the hand-off screen). */
  seat: Seat | null;
  players: number;
  dealer: Seat;
  /** Seats that hold cards this hand. */
  active: readonly Seat[];
  phase: string;
  phaseLabel: Text;
  toAct: Seat | null;
  hand: Card[];
  handCounts: number[];
  trick: PlayedCard[];
  leader: Seat | null;
  lastTrick: { cards: PlayedCard[]; winner: Seat } | null;
  /** Face-up cards the rules show: a laid-out Pagat, the bought card, a shown talon… */
  shown: { seat: Seat | null; label: Text; cards: Card[] }[];
  /** The tricks this seat's side may look back through (DR-PLAY-9, DO-PLAY-2). */
  ownTricks: PlayedCard[][];
  /** The strip: contract, declarer, called king, doubles… */
  info: { label: Text; value: Text }[];
  /** Public events in order: bids, doubles, table talk, announcements. */
  log: LogEntry[];
  /** Tricks won so far by seat. */
  tricksWon: number[];
  /** Seats playing together with this seat as far as this seat knows (always includes itself). */
  partners: Seat[];
  /** The pack this hand is dealt from, where a setting chooses it (Droggn's 78 cards). */
  pack?: PackId;
  /**
   * While this seat discards after taking the talon: the cards of `hand` that came from the talon
   * (the table marks them and lets the player choose the whole discard before it is laid away).
   */
  fromTalon?: Card[];
  /**
   * While the cards are still being dealt in rounds (Troccas at four): how many this seat will
   * hold once the deal is complete. The table keeps room for them, so the next round's cards do
   * not push the table up.
   */
  handWhenDealt?: number;
  /**
   * What the seat remembers (issue 11): the table *shows* only what the rules allow (the last trick,
   * the own side's tricks), but a player remembers every trick, and a bot or the analysis may too.
   * The hand's context (players, dealer, settings, session facts) is public.
   */
  context?: HandContext;
  /** Every action of the hand so far, in order, as this seat saw it. */
  history?: SeenAction[];
  /** Every finished trick of the hand, in order (the trick in progress is `trick`). */
  playedTricks?: TrickRecord[];
}

/** All cards a view contains, by the TableView convention. */
export function visibleCards(v: TableView): Card[] {
  const out: Card[] = [...v.hand, ...v.trick.map((p) => p.card)];
  if (v.lastTrick) out.push(...v.lastTrick.cards.map((p) => p.card));
  for (const s of v.shown) out.push(...s.cards);
  for (const t of v.ownTricks) out.push(...t.map((p) => p.card));
  for (const t of v.playedTricks ?? []) out.push(...t.cards.map((p) => p.card));
  return out;
}
