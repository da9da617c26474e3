import { has } from '../../engine/card-set';
import type { Seat, Text } from '../../engine/game';
import { highBid, line, seatValue, type StripLine } from '../../engine/strip';
import { BID_NAMES, BID_TEXT, UNIT, suitName } from './constants';
import { contractOf } from './scoring';
import type { TroggenState } from './state';

const T = (en: string, de: string): Text => ({ en, de });
const kingText = (suit: number): Text => T(`king of ${suitName(suit).en}`, `${suitName(suit).de}-König`);

/** The partner as `seat` knows him (TG-BID-3: secret until the called king is played), or null. */
export function partnerKnownTo(s: TroggenState, seat: Seat | null): Seat | null {
  if (s.partner < 0) return null;
  if (s.kingPlayed || s.phase === 'over') return s.partner;
  if (seat === s.partner) return s.partner;
  return null;
}

/** The partner line for `seat`: named only once the table (or this seat alone) knows him. */
function partnerText(s: TroggenState, seat: Seat | null): Text {
  const p = partnerKnownTo(s, seat);
  if (p !== null)
    return seat === p && !s.kingPlayed && s.phase !== 'over'
      ? T('You (secret until you play the king)', 'Du (geheim, bis du den König spielst)')
      : seatValue(p);
  if (seat === s.bidder && has(s.hands[seat], s.calledKing)) return T('none: you hold the king yourself', 'keiner: du hast den König selbst');
  if ((s.kingPlayed || s.phase === 'over') && s.partner < 0) return T('none: the bidder plays alone', 'keiner: die Bieterin spielt allein');
  return T('unknown until the king is played', 'unbekannt, bis der König gespielt wird');
}

/**
 * The talon as the table knows it (TG-BID-2, TG-EXCH-1, TG-MIS-1): Einfach and Doppelt take it
 * unseen, Ohne Talon leaves it face down for the bidder until the end, Gegen den Talon sets it
 * aside for the defenders, a misère sets it aside uncounted.
 */
function talonText(s: TroggenState): Text {
  const c = contractOf(s);
  const done = s.phase === 'over';
  if (c === 'einfach' || c === 'doppelt') return T('taken unseen by the bidder', 'von der Bieterin verdeckt aufgenommen');
  if (c === 'ohne')
    return done
      ? T('turned up: counts for the bidder', 'aufgedeckt: zählt für die Bieterin')
      : T('face down, counts for the bidder', 'verdeckt, zählt für die Bieterin');
  if (c === 'gegen')
    return done
      ? T('turned up: counts for the defenders', 'aufgedeckt: zählt für die Verteidiger')
      : T('set aside, counts for the defenders', 'beiseite, zählt für die Verteidiger');
  return T('set aside, not counted', 'beiseite, zählt nicht');
}

/**
 * The pot: jetons left from earlier hands, and once a bid stands this hand's stakes (TG-BID-2:
 * the bidder's unit × the other players, each other player the unit), which the bidder wins
 * with it (TG-SCORE-1). A misère's payments come at the end (TG-MIS-2).
 */
function potText(s: TroggenState): Text {
  if (s.phase === 'bid' || s.bidder < 0) return T(`${s.pot} jetons`, `${s.pot} Jetons`);
  const stakes = 2 * UNIT[BID_NAMES[s.high - 1]] * (s.players - 1);
  return T(`${s.pot} + ${stakes} staked this hand`, `${s.pot} + ${stakes} Einsatz dieser Hand`);
}

/**
 * Troggen's contract strip for `seat`: the pot; while bidding the highest bid and its bidder
 * (TG-BID-1); then the game, the bidder, the called king and the partner as far as this seat
 * knows him (TG-BID-3), the talon and the goal (TG-CARD-2, TG-MIS-1).
 */
export function strip(s: TroggenState, seat: Seat | null): StripLine[] {
  const out: StripLine[] = [];
  if (s.phase === 'bid') out.push(highBid(s.high > 0 ? BID_TEXT[BID_NAMES[s.high - 1]] : null, s.high > 0 ? s.bidder : null));
  else {
    const c = contractOf(s);
    out.push(line('Game', 'Spiel', BID_TEXT[c]));
    if (s.bidder >= 0) out.push(line('Bidder', 'Bieterin', seatValue(s.bidder)));
    if (s.calledKing >= 0) {
      out.push(line('Called king', 'Gerufener König', kingText(s.calledKing >> 5)));
      out.push(line('Partner', 'Partner', partnerText(s, seat)));
    }
    out.push(line('Talon', 'Talon', talonText(s)));
    out.push(line('Goal', 'Ziel', c === 'misere' ? T('fewest points', 'möglichst wenige Punkte') : T('35 points', '35 Punkte')));
  }
  out.push(line('Pot', 'Kasse', potText(s)));
  return out;
}
