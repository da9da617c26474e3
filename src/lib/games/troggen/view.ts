import type { Card } from '../../engine/cards';
import { has, setOf, size, toCards } from '../../engine/card-set';
import { cardName } from '../../engine/packs';
import type { Action, ActionInfo, Location, Seat, Text } from '../../engine/game';
import type { LogEntry, PlayedCard, SeenAction, TableView, TrickRecord } from '../../engine/table-view';
import { A_BID, A_CALL, A_DISCARD, A_PASS, BID_NAMES, BID_TEXT, EXCUSE, PACK, code, kingOf, seatText, suitName } from './constants';
import {
  EV_BID,
  EV_CALL,
  EV_DEBT_PAID,
  EV_DISCARDED,
  EV_EXCUSE,
  EV_EXCUSE_LAST,
  EV_KING,
  EV_MISERE,
  EV_TALON,
  currentTrick,
  trickPlays,
  type Phase,
  type TroggenState
} from './state';
import { shownVoids } from './rules';
import { contractOf } from './scoring';
import { tricksPerHand } from './settings';
import { partnerKnownTo, strip } from './strip';

/** A seat's view: TableView plus Troggen's public facts (no cards outside the card fields). */
export interface TroggenView extends TableView {
  game: 'troggen';
  phase: Phase;
  contract: string | null;
  bidder: Seat | null;
  /** Suit slot of the called king, once called. */
  calledKing: number | null;
  /** The partner, once the called king has been played (or to the partner himself). */
  partnerKnown: Seat | null;
  pot: number;
  bids: number[];
  /** Per seat, bit per suit slot (0..4) the seat has shown it holds none of (public from play). */
  voids: number[];
  tricksPlayed: number;
  tricksPerHand: number;
}

const T = (en: string, de: string): Text => ({ en, de });
const who = (s: Seat) => seatText(s);
/** The talon's cards still in the bidder's hand while she discards (the table marks them, as Droggn's). */
function takenFromTalon(s: TroggenState, seat: Seat): Card[] {
  const ev = s.events.find((e) => e[0] === EV_TALON);
  return ev ? ev.slice(3).filter((c) => has(s.hands[seat], c)) : [];
}
/** The king call's sheet title and button (issue 28 item 5: the sheet said "Call the king of cups" while offering three). */
const CALL_GROUP = T('Call a king', 'König rufen');
const kingText = (suit: number): Text => T(`king of ${suitName(suit).en}`, `${suitName(suit).de}-König`);

const PHASE_LABEL: Record<Phase, Text> = {
  bid: T('Bidding', 'Bieten'),
  call: T('Calling a king', 'König rufen'),
  discard: T('Discarding to the talon', 'Ablegen in den Talon'),
  play: T('Play', 'Spiel'),
  over: T('Hand over', 'Hand beendet')
};

/**
 * What `seat` knows about sides (TG-BID-3, ALL-2). Before the called king is played only the
 * partner himself (and a bidder holding the called king) knows anything beyond their own seat.
 */
function partnersOf(s: TroggenState, seat: Seat): Seat[] {
  if (s.bidder < 0 || s.phase === 'bid') return [seat];
  const n = s.players;
  const bidderSide = (x: Seat) => x === s.bidder || x === s.partner;
  if (n === 4) {
    if (seat === s.bidder) return [seat];
    return [0, 1, 2, 3].filter((x) => x !== s.bidder);
  }
  if (s.calledKing < 0) return [seat];
  const revealed = s.kingPlayed || s.phase === 'over';
  if (revealed) {
    const all = Array.from({ length: n }, (_, i) => i);
    return all.filter((x) => bidderSide(x) === bidderSide(seat)).sort((a, b) => (a === seat ? -1 : b === seat ? 1 : a - b));
  }
  if (seat === s.partner) return [seat, s.bidder];
  return [seat];
}

/** Log entries are pure functions of their event; cached, since views are built often. */
const LOG_CACHE = new Map<string, LogEntry | null>();

function logOf(s: TroggenState): LogEntry[] {
  const out: LogEntry[] = [];
  for (const ev of s.events) {
    const key = `${ev.join(',')},${ev[0] === EV_KING && ev[1] === s.bidder ? 1 : 0}`;
    let entry = LOG_CACHE.get(key);
    if (entry === undefined) {
      entry = logEntry(s, ev);
      LOG_CACHE.set(key, entry);
    }
    if (entry) out.push(structuredCloneLite(entry));
  }
  return out;
}

const structuredCloneLite = (e: LogEntry): LogEntry => ({ seat: e.seat, kind: e.kind, text: { en: e.text.en, de: e.text.de } });

function logEntry(s: TroggenState, ev: number[]): LogEntry | null {
  const out: LogEntry[] = [];
  {
    const [kind, seat, a, b] = ev;
    switch (kind) {
      case EV_BID:
        out.push({
          seat,
          kind: 'bid',
          // Without the seat's name, as Droggn's: the table puts "Name: " before it, so the viewer's
          // own bid does not read "You bids" (issue 28 item 5).
          text: a === 0 ? T('passes', 'passt') : T(`bids ${BID_TEXT[BID_NAMES[a - 1]].en}`, `bietet ${BID_TEXT[BID_NAMES[a - 1]].de}`)
        });
        break;
      case EV_MISERE:
        out.push({
          seat: null,
          kind: 'misere',
          text: T('All passed: a misère is played; fewest points wins.', 'Alle haben gepasst: es wird eine Misère gespielt; die wenigsten Punkte gewinnen.')
        });
        break;
      case EV_CALL:
        out.push({ seat, kind: 'call', text: T(`calls the ${kingText(a).en}`, `ruft den ${kingText(a).de}`) });
        break;
      case EV_TALON:
        out.push({ seat, kind: 'talon', text: T(`takes the talon (${a} cards)`, `nimmt den Talon auf (${a} Karten)`) });
        break;
      case EV_DISCARDED:
        out.push({ seat, kind: 'discard', text: T(`lays ${a} cards face down`, `legt ${a} Karten verdeckt ab`) });
        break;
      case EV_EXCUSE:
        out.push({
          seat,
          kind: 'excuse',
          text:
            b === 1
              ? T(`takes back the Excuse and gives ${who(a).en} a card without points`, `nimmt die Excuse zurück und gibt ${who(a).de} eine Karte ohne Punkte`)
              : T(
                  `takes back the Excuse and owes ${who(a).en} a card without points`,
                  `nimmt die Excuse zurück und schuldet ${who(a).de} eine Karte ohne Punkte`
                )
        });
        break;
      case EV_DEBT_PAID:
        out.push({ seat, kind: 'excuse', text: T(`gives ${who(a).en} the card owed for the Excuse`, `gibt ${who(a).de} die Karte für die Excuse`) });
        break;
      case EV_EXCUSE_LAST:
        out.push({ seat, kind: 'excuse', text: T(`The Excuse in the last trick goes to ${who(a).en}`, `Die Excuse im letzten Stich geht an ${who(a).de}`) });
        break;
      case EV_KING:
        out.push({
          seat,
          kind: 'partner',
          text:
            seat === s.bidder
              ? T(`plays the called king: alone against the rest`, `spielt den gerufenen König: allein gegen alle`)
              : T(`plays the called king and is the partner`, `spielt den gerufenen König und ist der Partner`)
        });
        break;
    }
  }
  return out[0] ?? null;
}

function shownOf(s: TroggenState, seat: Seat | null): TableView['shown'] {
  const shown: TableView['shown'] = [];
  const c = contractOf(s);
  if (seat !== null && seat === s.bidder && size(s.discard) > 0) shown.push({ seat, label: T('Your discard', 'Dein Ablage'), cards: toCards(s.discard) });
  if (s.phase === 'over' && (c === 'ohne' || c === 'gegen'))
    shown.push({
      seat: null,
      label:
        c === 'ohne'
          ? T('Talon (counts for the bidder)', 'Talon (zählt für die Bieterin)')
          : T('Talon (counts for the defenders)', 'Talon (zählt für die Verteidiger)'),
      cards: toCards(s.talon)
    });
  return shown;
}

export function view(s: TroggenState, seat: Seat | null): TroggenView {
  const n = s.players;
  const trick: PlayedCard[] = trickPlays(s, s.tricksPlayed);
  return {
    game: 'troggen',
    seat,
    players: n,
    dealer: s.dealer,
    active: Array.from({ length: n }, (_, i) => i),
    phase: s.phase,
    // During the play, which trick of how many, as Droggn's status says (issue 28 item 7: '· Play').
    phaseLabel:
      s.phase !== 'play'
        ? PHASE_LABEL[s.phase]
        : T(
            `${s.bidder < 0 ? 'Misère · ' : ''}Trick ${Math.min(s.tricksPlayed + 1, s.plays.length / s.players)} of ${s.plays.length / s.players}`,
            `${s.bidder < 0 ? 'Misère · ' : ''}Stich ${Math.min(s.tricksPlayed + 1, s.plays.length / s.players)} von ${s.plays.length / s.players}`
          ),
    toAct: s.phase === 'over' ? null : s.toAct,
    hand: seat === null ? [] : toCards(s.hands[seat]),
    fromTalon: seat !== null && seat === s.bidder && s.phase === 'discard' ? takenFromTalon(s, seat) : undefined,
    handCounts: s.hands.map((h) => size(h)),
    trick,
    leader: s.phase === 'play' ? s.leader : null,
    lastTrick: s.lastWinner >= 0 ? { cards: trickPlays(s, s.tricksPlayed - 1), winner: s.lastWinner } : null,
    shown: shownOf(s, seat),
    ownTricks: [],
    info: strip(s, seat),
    log: logOf(s),
    tricksWon: s.tricksWon.slice(),
    partners: seat === null ? [] : partnersOf(s, seat),
    contract: s.phase === 'bid' ? null : contractOf(s),
    bidder: s.bidder >= 0 && s.phase !== 'bid' ? s.bidder : null,
    calledKing: s.calledKing >= 0 ? s.calledKing >> 5 : null,
    partnerKnown: partnerKnownTo(s, seat),
    pot: s.pot,
    bids: s.bids.slice(),
    voids: Array.from({ length: n }, (_, other) => shownVoids(s, other)),
    tricksPlayed: s.tricksPlayed,
    tricksPerHand: tricksPerHand(n),
    context: s.context,
    history: historyOf(s, seat),
    playedTricks: playedTricksOf(s)
  };
}

/**
 * Every action as `seat` saw it: the log before the play, then the cards played (state.ts,
 * `actions`); the bidder's discards are hidden from everyone else (TG-EXCH-1).
 */
function historyOf(s: TroggenState, seat: Seat | null): SeenAction[] {
  const out: SeenAction[] = [];
  for (let i = 0; i < s.actions.length; i += 2) {
    const who = s.actions[i];
    const a = s.actions[i + 1];
    out.push({ seat: who, action: a >= A_DISCARD && who !== seat ? null : a });
  }
  for (let i = 0; i < s.played; i++) out.push({ seat: s.playSeats[i], action: s.plays[i] });
  return out;
}

/** Every finished trick with its winner. */
function playedTricksOf(s: TroggenState): TrickRecord[] {
  const out: TrickRecord[] = [];
  for (let k = 0; k < s.winners.length; k++) out.push({ cards: trickPlays(s, k), winner: s.winners[k] });
  return out;
}

/** Every card's place and who may see it (ALL-2). */
export function locations(s: TroggenState): Location[] {
  const out: Location[] = [];
  for (let seat = 0; seat < s.players; seat++) out.push({ where: `hand:${seat}`, owner: seat, cards: s.hands[seat].slice(), visibleTo: [seat] });
  const c = contractOf(s);
  // The talon is never seen before the end; Ohne and Gegen turn it up for the count, a misère never.
  const talonOpen = s.phase === 'over' && (c === 'ohne' || c === 'gegen');
  out.push({ where: 'talon', owner: null, cards: s.talon.slice(), visibleTo: talonOpen ? 'all' : [] });
  out.push({ where: 'discard', owner: s.bidder >= 0 ? s.bidder : null, cards: s.discard.slice(), visibleTo: s.bidder >= 0 ? [s.bidder] : [] });
  out.push({ where: 'trick', owner: null, cards: setOf(currentTrick(s)), visibleTo: 'all' });
  // Won cards were all played face up.
  for (let seat = 0; seat < s.players; seat++) out.push({ where: `won:${seat}`, owner: seat, cards: s.piles[seat].slice(), visibleTo: 'all' });
  return out;
}

export function actionCode(a: Action): string {
  if (a === A_PASS) return 'pass';
  if (a > A_BID && a <= A_BID + 4) return `bid:${BID_NAMES[a - A_BID - 1]}`;
  if (a >= A_CALL && a < A_CALL + 4) return `call:${code(kingOf(a - A_CALL))}`;
  if (a >= A_DISCARD && a <= A_DISCARD + EXCUSE) return `discard:${code(a - A_DISCARD)}`;
  if (a >= 0 && a <= EXCUSE && PACK.values[a] !== undefined && PACK.cards.includes(a)) return `play:${code(a)}`;
  return `?${a}`;
}

const CODES = new Map<string, Action>();
for (const c of PACK.cards) {
  CODES.set(`play:${code(c)}`, c);
  CODES.set(`discard:${code(c)}`, A_DISCARD + c);
}
CODES.set('pass', A_PASS);
BID_NAMES.forEach((b, i) => CODES.set(`bid:${b}`, A_BID + i + 1));
for (let suit = 0; suit < 4; suit++) CODES.set(`call:${code(kingOf(suit))}`, A_CALL + suit);

export function parseAction(text: string): Action | undefined {
  return CODES.get(text.trim());
}

export function describe(a: Action): ActionInfo {
  if (a === A_PASS) return { kind: 'choice', label: T('Pass', 'Passen') };
  if (a > A_BID && a <= A_BID + 4) {
    const b = BID_NAMES[a - A_BID - 1];
    return { kind: 'choice', label: BID_TEXT[b], help: BID_HELP[b] };
  }
  if (a >= A_CALL && a < A_CALL + 4) {
    const k = kingOf(a - A_CALL);
    return { kind: 'call', card: k, label: T(`Call the ${kingText(a - A_CALL).en}`, `${kingText(a - A_CALL).de} rufen`), group: CALL_GROUP };
  }
  if (a >= A_DISCARD) {
    const c = a - A_DISCARD;
    return { kind: 'discard', card: c, label: T(`Lay away ${cardName(PACK, c, 'en')}`, `${cardName(PACK, c, 'de')} ablegen`) };
  }
  return { kind: 'play', card: a, label: T(`Play ${cardName(PACK, a, 'en')}`, `${cardName(PACK, a, 'de')} spielen`) };
}

const BID_HELP: Record<string, Text> = {
  einfach: T('Take the talon; stake 1 per other player, the others 1 each.', 'Talon aufnehmen; Einsatz 1 pro Mitspieler, die anderen je 1.'),
  doppelt: T('Take the talon; stake 2 per other player, the others 2 each.', 'Talon aufnehmen; Einsatz 2 pro Mitspieler, die anderen je 2.'),
  ohne: T(
    'The talon stays unseen but counts for you; stake 4 per other player, the others 4 each.',
    'Der Talon bleibt verdeckt, zählt aber für dich; Einsatz 4 pro Mitspieler, die anderen je 4.'
  ),
  gegen: T(
    'The talon counts for the defenders; stake 6 per other player, the others 6 each.',
    'Der Talon zählt für die Verteidiger; Einsatz 6 pro Mitspieler, die anderen je 6.'
  )
};
