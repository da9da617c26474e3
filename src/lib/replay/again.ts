import type { AnyGame, GameId, HandScore, Seat } from '../engine/game';
import type { HandRecord } from '../engine/record';
import type { PlayerSpec, TableSession } from '../storage/types';
import { historyLine } from './history';

/**
 * The players of a deal played again. With rotation r, the player who sat at seat s sits at
 * seat s+r and gets the cards that seat had: duplicate style, everyone plays another hand of the
 * same deal. r = 0 keeps everyone in place.
 */
export function rotatedPlayers(players: PlayerSpec[], rotation: number): PlayerSpec[] {
  const n = players.length;
  return players.map((_, s) => players[(((s - rotation) % n) + n) % n]);
}

/** The two results of one deal, seat by seat (each seat holds the same cards in both). */
export interface DealComparison {
  seats: { seat: Seat; first: { name: string; delta: number }; again: { name: string; delta: number } }[];
  unit: HandScore['unit'];
}

export function compareDeals(first: { names: string[]; score: HandScore }, again: { names: string[]; score: HandScore }): DealComparison {
  return {
    unit: first.score.unit,
    seats: first.names.map((name, seat) => ({
      seat,
      first: { name, delta: first.score.deltas[seat] ?? 0 },
      again: { name: again.names[seat] ?? '', delta: again.score.deltas[seat] ?? 0 }
    }))
  };
}

/**
 * A new table session that starts with the same deal: the record's seed, dealer and context, the
 * same settings, the players moved on by `rotation` seats. Later hands of it are fresh deals.
 */
export function dealAgainSession(game: GameId, record: HandRecord, players: PlayerSpec[], rotation: number, id: string, now: number): TableSession {
  return {
    id,
    kind: 'play',
    game,
    players: rotatedPlayers(players, rotation),
    settings: record.context.settings,
    firstDealer: record.context.dealer,
    hands: [],
    dealAgain: { record, rotation, names: players.map((p) => p.name) },
    createdAt: now,
    updatedAt: now
  };
}

/**
 * Who plays a deal from a shared link again: the link does not say who were people, so the person
 * holding this phone takes the first seat (or, rotated, the next) and bots take the others.
 */
export function linkPlayers(names: string[]): PlayerSpec[] {
  return names.map((name, seat) => ({ name, bot: seat !== 0 }));
}

/** A dealAgain session's comparison once its first hand is over; null before, or for other sessions. */
export function sameDealComparison(game: AnyGame, session: TableSession): DealComparison | null {
  const again = session.dealAgain;
  const hand = session.hands[0];
  if (!again || !hand) return null;
  return compareDeals({ names: again.names, score: historyLine(game, again.record).score }, { names: session.players.map((p) => p.name), score: hand.score });
}
