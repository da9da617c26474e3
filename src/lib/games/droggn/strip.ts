import type { Seat, Text } from '../../engine/game';
import { cardName } from '../../engine/packs';
import { seatSlot } from '../../engine/seats';
import { byWhom, doublesLine, highBid, line, same, seatValue, sitsOut, type StripLine } from '../../engine/strip';
import * as A from './actions';
import { half, packOf, packTotal } from './cards';
import { mordValue, BASE } from './scoring';
import { BUY_DONE, BUY_FORFEIT_NAMED_OWN, BUY_SKIPPED, LAID_GSTIESS, LAID_NONE, type DroggnState } from './state';

const t = (en: string, de: string): Text => ({ en, de });

/** The highest bid so far and its bidder (DR-BID-3: later bids only go higher), or null. */
function topBid(s: DroggnState): { bid: number; seat: Seat } | null {
  let top: { bid: number; seat: Seat } | null = null;
  for (let i = 0; i < s.bidIndex; i++) {
    const seat = s.active[i];
    if (s.bids[seat] > (top?.bid ?? 0)) top = { bid: s.bids[seat], seat };
  }
  return top;
}

/**
 * The talon as the table knows it: Ansager and Solo take it (DR-EXCH-1), shown to all first when
 * the table plays so (DR-EXCH-6); Super and Super Mord leave it face down for the declarer
 * (DR-EXCH-3); at the end it is turned up.
 */
function talonText(s: DroggnState): Text {
  if (s.contract <= 2)
    return s.settings.showTalon && s.contract === 1 ? t('shown, then taken', 'aufgedeckt, dann aufgenommen') : t('taken unseen', 'verdeckt aufgenommen');
  return s.phase === 'over'
    ? t('turned up: counts for the declarer', 'aufgedeckt: zählt für den Spieler')
    : t('face down, counts for the declarer', 'verdeckt, zählt für den Spieler');
}

/** The Ansager's buy (DR-EXCH-4/5): the card asked for and its seller are said aloud. */
function buyText(s: DroggnState): Text | null {
  const pack = packOf(s.is78);
  if (s.buyState === BUY_DONE)
    return t(`${cardName(pack, s.named, 'en')} from ${seatSlot(s.seller)}`, `${cardName(pack, s.named, 'de')} von ${seatSlot(s.seller)}`);
  if (s.buyState === BUY_FORFEIT_NAMED_OWN)
    return t(`forfeit (asked for ${cardName(pack, s.named, 'en')})`, `verfallen (${cardName(pack, s.named, 'de')} verlangt)`);
  if (s.buyState === BUY_SKIPPED) return t('none', 'keiner');
  return null;
}

/** What the declarer needs (DR-SCORE-1 and its variants, DR-VAR-2; Super Mord every trick, DR-PLAY-7). */
function needText(s: DroggnState): Text {
  if (s.contract === 4) return t('every trick', 'jeden Stich');
  const h = half(s.is78);
  const of = packTotal(s.is78);
  if (s.settings.threshold === '38') return same(`${h + 1} / ${of}`);
  if (s.settings.threshold === 'tie-last-trick')
    return t(`${h} / ${of}, at ${h}:${h} the last trick decides`, `${h} / ${of}, bei ${h}:${h} entscheidet der letzte Stich`);
  return same(`${h} / ${of}`);
}

/** The game's value before doubles (DR-SCORE-2, DR-SCORE-6). */
function worthText(s: DroggnState): Text {
  const id = A.contractId(s.contract);
  if (id === 'mord') {
    const laid = s.laidOut !== LAID_NONE && (s.laidOut === LAID_GSTIESS || s.settings.mordReading === 'flat') ? 20 : 0;
    return t(`${mordValue(s.is78) + laid}, all or nothing`, `${mordValue(s.is78) + laid}, alles oder nichts`);
  }
  const base = BASE[id];
  return t(`${base} + points over ${half(s.is78)}`, `${base} + Punkte über ${half(s.is78)}`);
}

/**
 * Droggn's contract strip for `seat`: during the bidding the highest bid and its bidder; then the
 * contract, the declarer, doubles, a laid-out Pagat or Gstieß, the talon, the buy, what the
 * declarer needs and what the game is worth. Everything here is said aloud or lies face up at the
 * table, so every seat's strip is the same (ALL-2).
 */
export function strip(s: DroggnState, _seat: Seat | null): StripLine[] {
  const out: StripLine[] = [];
  if (s.declarer < 0) {
    const top = topBid(s);
    if (s.thrownIn) out.push(line('Bidding', 'Reizen', t('all passed: thrown in', 'alle weiter: eingeworfen')));
    else out.push(highBid(top && A.CONTRACT_NAMES[A.contractId(top.bid)], top?.seat ?? null));
  } else {
    out.push(line('Contract', 'Spiel', A.CONTRACT_NAMES[A.contractId(s.contract)]));
    out.push(line('Declarer', 'Spieler', seatValue(s.declarer)));
    if (s.doubles > 0) {
      const schwacher = s.calls.find((c) => (c & 15) === A.SCHWACHER);
      out.push(doublesLine(schwacher === undefined ? null : schwacher >> 4, s.doubles - 1));
    }
    if (s.laidOut !== LAID_NONE) out.push(line('Laid out', 'Ausgelegt', byWhom(s.laidOut === LAID_GSTIESS ? same('Gstieß') : same('Pagat'), s.laidOutSeat)));
    if (s.kleine) out.push(line('Announced', 'Angesagt', t('"Kleine und Gstieß ultimo"', '„Kleine und Gstieß ultimo“')));
    out.push(line('Talon', 'Talon', talonText(s)));
    const buy = buyText(s);
    if (buy) out.push(line('Bought', 'Gekauft', buy));
    out.push(line('Goal', 'Ziel', needText(s)));
    out.push(line('Worth', 'Wert', worthText(s)));
  }
  if (s.players === 4) out.push(sitsOut(s.dealer));
  return out;
}
