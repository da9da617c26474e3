import type { Seat, Text } from '../../engine/game';
import { doublesLine, highBid, line, same, seatValue, sitsOut, type StripLine } from '../../engine/strip';
import { DBL_SCHWACHER } from './actions';
import { ORDINARY, SOLO, type DobbmState } from './state';

const t = (en: string, de: string): Text => ({ en, de });

function contractText(c: number): Text {
  return c === SOLO ? same('Solo') : c === ORDINARY ? same('Dobbm') : same('—');
}

/**
 * The Dobb as the table knows it: the ordinary game takes it unseen and lays four away face
 * down (DO-EXCH-1; the status line counts the discard); a Solo leaves it face down for the
 * declarer until the count (DO-EXCH-2).
 */
function dobbText(s: DobbmState): Text {
  if (s.phase === 'over') return t('turned up for the count', 'zum Zählen aufgedeckt');
  if (s.contract === SOLO) return t('face down, counts for the declarer', 'verdeckt, zählt für den Spieler');
  return t('taken unseen', 'verdeckt aufgenommen');
}

/**
 * Dobbm's contract strip for `seat`: while bidding, the bid that stands and who made it
 * (DO-BID-1); then the game, the declarer, the Dobb, Schwacher and Retours (DO-DBL-1), what the
 * declarer needs (DO-SCORE-1) and the stake (DO-SCORE-4). All of it is said aloud at the table,
 * so every seat's strip is the same (ALL-2).
 */
export function strip(s: DobbmState, _seat: Seat | null): StripLine[] {
  const out: StripLine[] = [];
  if (s.phase === 'bid' || s.declarer < 0) {
    if (s.thrownIn) out.push(line('Bidding', 'Reizen', t('all passed: thrown in', 'alle weiter: eingeworfen')));
    else out.push(highBid(s.declarer >= 0 ? contractText(s.contract) : null, s.declarer >= 0 ? s.declarer : null));
  } else {
    // DO-SCORE-2: a Solo counts double.
    out.push(line('Contract', 'Spiel', s.contract === SOLO ? t('Solo (counts double)', 'Solo (zählt doppelt)') : contractText(s.contract)));
    out.push(line('Declarer', 'Spieler', seatValue(s.declarer)));
    if (s.schwacher) {
      const by = s.said.find((x) => x.action === DBL_SCHWACHER);
      out.push(doublesLine(by ? by.seat : null, s.retours));
    }
    out.push(line('Dobb', 'Dobb', dobbText(s)));
    out.push(line('Goal', 'Ziel', t('61 / 120 (60:60 is a draw)', '61 / 120 (60:60 unentschieden)')));
  }
  out.push(line('Stake (a Match)', 'Einsatz (ein Matsch)', same(`${s.stake} Schilling`)));
  if (s.forced) out.push(line('Mußrunde', 'Mußrunde', t('must declare', 'muss spielen')));
  if (s.players === 5) out.push(sitsOut(s.dealer));
  return out;
}
