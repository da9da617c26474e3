import type { Seat, Text } from '../../engine/game';
import { seatsSlot } from '../../engine/seats';
import { line, seatValue, type StripLine } from '../../engine/strip';
import { countingFor } from './count';
import { partnerships, scartSize, sideCount, sideOf, sideSeats } from './seats';
import type { TroccasState } from './state';

const T = (en: string, de: string): Text => ({ en, de });

/** How the hand is dealt (TR-4-3, TR-4-5). */
export const METHOD: Record<string, Text> = {
  three: T('three rounds', 'drei Runden'),
  two: T('two rounds (catch-up)', 'zwei Runden (Aufholen)'),
  one: T('one round (catch-up)', 'eine Runde (Aufholen)'),
  all: T('in batches', 'in Paketen')
};

/**
 * The scart as the table knows it (TR-4-8, TR-3-1, TR-5-1): the dealer lays it away face down, it
 * counts for the dealer's side, and it is turned up at the count. Six players have none (TR-6-1).
 */
function scartText(s: TroccasState): Text | null {
  const n = scartSize(s.players);
  if (n === 0) return null;
  const whose = partnerships(s.players) ? T("dealer's side", 'Geberseite') : T('the dealer', 'den Geber');
  if (s.phase === 'over') return s.thrownIn ? null : T(`turned up: counts for ${whose.en}`, `aufgedeckt: zählt für ${whose.de}`);
  if (s.phase === 'discard') return T(`being laid away (${s.scartCount} of ${n})`, `wird abgelegt (${s.scartCount} von ${n})`);
  if (s.phase === 'play' || s.phase === 'take' || s.phase === 'call')
    return T(`${n} cards face down, count for ${whose.en}`, `${n} Karten verdeckt, zählen für ${whose.de}`);
  return null;
}

/**
 * Troccas's strip for `seat`: there is no bidding, so the table's facts are the dealer (who takes
 * the scart), the sides (TR-4-1, TR-6-1) or each alone, how the hand is dealt, the scart, the
 * counting and the house rules in play (talk, knocking). Every seat sees the same (ALL-2).
 */
export function strip(s: TroccasState, _seat: Seat | null): StripLine[] {
  const n = s.players;
  const out: StripLine[] = [line('Dealer', 'Geber', seatValue(s.dealer))];
  if (partnerships(n)) {
    // The dealer's side first; the dealer line above already says whose side that is.
    const first = sideOf(s.dealer, n);
    const [a, b] = [first, 1 - first].map((sd) => seatsSlot(sideSeats(sd, n)));
    out.push(line('Sides', 'Seiten', T(`${a} v ${b}`, `${a} gegen ${b}`)));
  } else out.push(line('Sides', 'Seiten', T(`each alone (${sideCount(n)})`, `jeder für sich (${sideCount(n)})`)));
  out.push(line('Deal', 'Geben', METHOD[s.method]));
  const scart = scartText(s);
  if (scart) out.push(line('Scart', 'Scart', scart));
  const counting = countingFor(n, s.settings);
  out.push(
    line(
      'Counting',
      'Zählung',
      counting === 'fours'
        ? T('in fours, 72 points', 'in Vierern, 72 Punkte')
        : counting === 'threes'
          ? T('in threes, 78 points', 'in Dreiern, 78 Punkte')
          : T('singly, 127 points', 'einzeln, 127 Punkte')
    )
  );
  // TR-4-17: table talk is a four-player custom; a silent table says so.
  if (n === 4 && !s.settings.talk) out.push(line('Table talk', 'Tischgespräch', T('none (silent game)', 'keines (stilles Spiel)')));
  if (s.settings.knocking) out.push(line('Knocking', 'Klopfen', T('on', 'an')));
  return out;
}
