import { FOOL, VALUES } from './cards';
import { E, log } from './events';
import type { TroccasState } from './state';

/**
 * TR-4-10 The Fool: it never wins and is never captured. Its player's side keeps it and, when the
 * other side won the trick, gives that side a 1-point card from its own tricks (never from the
 * scart, which is kept apart from the piles). With no such card yet, the Fool lies face up in front
 * of the side until one is won.
 */

/** Index in the pile of the card given for the Fool: the first 1-point card; -1 if none. */
function onePointer(pile: readonly number[]): number {
  for (let i = 0; i < pile.length; i++) if (VALUES[pile[i]] === 1) return i;
  return -1;
}

/** The Fool was played by `foolSide` to a trick won by `winSide` (another side). */
export function foolToOpponents(s: TroccasState, foolSeat: number, foolSide: number, winSide: number): void {
  const i = onePointer(s.piles[foolSide]);
  if (i >= 0) {
    const [given] = s.piles[foolSide].splice(i, 1);
    s.piles[winSide].push(given);
    s.piles[foolSide].push(FOOL);
    log(s, foolSeat, E.FOOL_PAID, given, winSide);
  } else {
    s.foolDebtor = foolSide;
    s.foolCreditor = winSide;
    log(s, foolSeat, E.FOOL_WAITS, winSide);
  }
}

/** After each trick: a waiting Fool is paid for as soon as its side has a 1-point card. */
export function settleFoolDebt(s: TroccasState): void {
  if (s.foolDebtor < 0) return;
  const i = onePointer(s.piles[s.foolDebtor]);
  if (i < 0) return;
  const [given] = s.piles[s.foolDebtor].splice(i, 1);
  s.piles[s.foolCreditor].push(given);
  s.piles[s.foolDebtor].push(FOOL);
  log(s, -1, E.FOOL_PAID, given, s.foolCreditor);
  s.foolDebtor = -1;
  s.foolCreditor = -1;
}

/**
 * At the end of the hand. A side that won no trick at all cannot pay: the Fool goes to the side
 * that won the trick it was played to (at four and six that side won every trick, as the text
 * says). open TR-4-10: a side with tricks but never a 1-point card gives its lowest card.
 */
export function finalFool(s: TroccasState, sideTricks: (side: number) => number): void {
  if (s.foolDebtor < 0) return;
  const pile = s.piles[s.foolDebtor];
  if (sideTricks(s.foolDebtor) === 0 || pile.length === 0) {
    s.piles[s.foolCreditor].push(FOOL);
    log(s, -1, E.FOOL_PAID, FOOL, s.foolCreditor);
  } else {
    let low = 0;
    for (let i = 1; i < pile.length; i++) if (VALUES[pile[i]] < VALUES[pile[low]]) low = i;
    const [given] = pile.splice(low, 1);
    s.piles[s.foolCreditor].push(given);
    pile.push(FOOL);
    log(s, -1, E.FOOL_PAID, given, s.foolCreditor);
  }
  s.foolDebtor = -1;
  s.foolCreditor = -1;
}
