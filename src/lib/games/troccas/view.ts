import { has, intersect, isEmpty, minus, setOf, size, toCards, type CardSet } from '../../engine/card-set';
import type { Location, Text } from '../../engine/game';
import type { LogEntry, PlayedCard, SeenAction, TableView } from '../../engine/table-view';
import { DISCARD } from './actions';
import type { DealMethod } from './state';
import { cardName } from '../../engine/packs';
import { dealPlan, dealerSeesCut } from './deal';
import { FOOL, PACK, TRUMPS_I_XXI } from './cards';
import { nextSeat, partnerships, scartSize, sideOf, sideSeats } from './seats';
import { sideLabel } from './scoring';
import { CALL_RESULT, E } from './events';
import type { TroccasState } from './state';
import { GO_ON_PHRASES, PHRASES } from './talk';
import { METHOD, strip } from './strip';

/** What one seat sees (ALL-2), and where every card lies (locations) for the conformance check. */
export interface TroccasView extends TableView {
  /** TR-4-6: rounds of the deal dealt so far and in all; deal method. */
  round: number;
  rounds: number;
  method: string;
  /** Interval: how many talk statements the speaker made this turn. */
  talked: number;
  /** Suits already led (bitmask), for the jack call and king+jack. */
  suitsLed: number;
  /** Suit led in the current trick, -1 before. */
  led: number;
  /** The trick winner while a call or a take-back is pending. */
  winner: number | null;
  /** TR-4-16: the trump a knock in this trick is about (0 none). */
  knockFor: number;
  /** Trumps not yet played, as a bitmask (bit n = trump n): public knowledge, for bots. */
  trumpsOut: number;
  /** Side indexes of every seat. */
  sides: number[];
  /** The talk and throw-in words as numbers for bots, flat [seat, kind, phrase] (kind: E.TALK, E.GO_ON, E.ALLOW, E.LIBER). */
  talk: number[];
  /** The cards dealt to this seat so far, in the order dealt (a player remembers his deal). */
  dealt: number[];
  /** Each seat's card dealt face up (TR-4-3, TR-6-1), once dealt; null where none. Public. */
  faceUp: (number | null)[];
  /** Per seat, bit per suit (0..3 plain, 4 trumps) it has shown it holds none of. Public. */
  voids: number[];
  /** The cut card (TR-4-4: the dealer's last card), where this seat has seen it; else null. */
  cut: number | null;
  /** Cards in the scart that everyone knows (a card dealt face up that the dealer laid away, a called jack found there). */
  scartKnown: number[];
  /** Per seat, the cards in its hand that everyone knows (dealt face up, a kept jack, a card taken back). */
  handKnown: number[][];
  /** Cards that changed hands in play, flat [seat, card, …]: given away as the card, got as −1−card (TR-4-12, TR-4-14). Public. */
  moves: number[];
}

const seatsExcept = (players: number, seat: number): number[] => Array.from({ length: players }, (_, i) => i).filter((x) => x !== seat);

export function locations(s: TroccasState): Location[] {
  const out: Location[] = [];
  const add = (where: string, owner: number | null, cards: CardSet, visibleTo: 'all' | readonly number[]) => {
    if (!isEmpty(cards)) out.push({ where, owner, cards, visibleTo });
  };
  const split = (where: string, owner: number | null, cards: CardSet, visibleTo: 'all' | readonly number[]) => {
    add(where, owner, minus(cards, s.known), visibleTo);
    add(`${where}:known`, owner, intersect(cards, s.known), 'all');
  };
  if (s.deck.length === 0) add('pack', null, setOf(PACK.cards), []);
  else {
    const rest = s.deck.slice(s.dealt);
    if (rest.length > 0) {
      const cutHere = rest.includes(s.cut);
      add('pack', null, setOf(rest.filter((c) => c !== s.cut)), []);
      // TR-4-4: the cut card is shown to the three non-dealers; the dealer sees it later.
      if (cutHere) add('pack:cut', null, setOf([s.cut]), dealerSeesCut(s) ? 'all' : seatsExcept(s.players, s.dealer));
    }
  }
  for (let seat = 0; seat < s.players; seat++) split(`hand:${seat}`, seat, s.hands[seat], [seat]);
  split('scart', s.dealer, s.scart, s.phase === 'over' ? 'all' : [s.dealer]);
  add('trick', null, setOf(s.trick.filter((_, i) => i % 2 === 1)), 'all');
  s.piles.forEach((p, side) => add(`won:${side}`, null, setOf(p), 'all'));
  if (s.foolDebtor >= 0) add('fool-waiting', null, setOf([FOOL]), 'all');
  return out;
}

const cn = (c: number): Text => ({ en: cardName(PACK, c, 'en'), de: cardName(PACK, c, 'de') });
function eventText(s: TroccasState, kind: number, seat: number, a: number, b: number): Text {
  switch (kind) {
    case E.CATCHUP: {
      const m = [METHOD.three, METHOD.two, METHOD.one][a];
      return { en: `Catch-up: deal in ${m.en}`, de: `Aufholen: Geben in ${m.de}` };
    }
    case E.ROUND:
      return { en: `Round ${a} of ${b} dealt`, de: `Runde ${a} von ${b} gegeben` };
    case E.GO_ON:
    case E.DEALER_ON:
      return { en: `"${GO_ON_PHRASES[a].say}": go on`, de: `„${GO_ON_PHRASES[a].say}“: weiter` };
    case E.ALLOW:
      return { en: 'would allow a throw-in', de: 'würde neu geben lassen' };
    case E.TALK: {
      const ph = PHRASES[a];
      return { en: `"${ph.say}" (${ph.meaning.en})`, de: `„${ph.say}“ (${ph.meaning.de})` };
    }
    case E.LIBER:
      return { en: '"liber": the dealer decides', de: '„liber“: der Geber entscheidet' };
    case E.THROW_IN:
      return a === 2
        ? { en: 'throws in: no trumps', de: 'gibt neu: keine Trümpfe' }
        : { en: 'throws in: the same dealer deals again', de: 'gibt neu: derselbe Geber gibt nochmals' };
    case E.DISCARD:
      return { en: `discards (${a} of ${b})`, de: `legt ab (${a} von ${b})` };
    case E.KNOCK:
      return { en: 'knocks', de: 'klopft' };
    case E.KING_JACK: {
      const su = PACK.suits[a];
      return { en: `plays king and jack of ${su.en} together`, de: `spielt ${su.de}-König und -Bube zusammen` };
    }
    case E.TAKE:
      return { en: `takes back ${cn(a).en}`, de: `nimmt ${cn(a).de} zurück` };
    case E.CALL:
      return a ? { en: '"buob, sche!"', de: '„Buob, sche!“' } : { en: '"buob!"', de: '„Buob!“' };
    case E.CALL_RESULT:
      if (a === CALL_RESULT.IN_SCART) return { en: 'the jack is in the scart: no effect', de: 'der Bube liegt im Scart: keine Wirkung' };
      if (a === CALL_RESULT.FOOL) return { en: 'holds the jack but played the Fool: keeps it', de: 'hat den Buben, spielte aber den Narren: behält ihn' };
      if (a === CALL_RESULT.QUEEN_OR_CAVALIER)
        return { en: `holds the jack, played ${cn(b).en}: it stays`, de: `hat den Buben, spielte ${cn(b).de}: sie bleibt` };
      return { en: `gives the jack and takes back ${cn(b).en}`, de: `gibt den Buben und nimmt ${cn(b).de} zurück` };
    case E.NO_CALL:
      return { en: 'does not call for the jack', de: 'ruft den Buben nicht' };
    case E.FOOL_PAID:
      return a === FOOL
        ? { en: 'the Fool goes to the side that won its trick', de: 'der Narr geht an die Seite, die seinen Stich gewann' }
        : { en: `${cn(a).en} given in exchange for the Fool`, de: `${cn(a).de} für den Narren gegeben` };
    case E.FOOL_WAITS:
      return { en: 'the Fool waits face up until its side wins a card to give', de: 'der Narr liegt offen, bis seine Seite eine Karte zum Geben gewinnt' };
    case E.TRICK:
      return { en: `wins trick ${a}`, de: `gewinnt Stich ${a}` };
    case E.ALL_TRICKS:
      return { en: `${sideLabel(a, s.players, s.dealer).en} won every trick`, de: `${sideLabel(a, s.players, s.dealer).de} gewann alle Stiche` };
  }
  return { en: '', de: '' };
}

const KIND: Record<number, string> = {
  [E.CATCHUP]: 'catch-up',
  [E.ROUND]: 'deal',
  [E.GO_ON]: 'throw-in',
  [E.DEALER_ON]: 'throw-in',
  [E.ALLOW]: 'throw-in',
  [E.LIBER]: 'throw-in',
  [E.THROW_IN]: 'throw-in',
  [E.TALK]: 'talk',
  [E.DISCARD]: 'discard',
  [E.KNOCK]: 'knock',
  [E.KING_JACK]: 'king-jack',
  [E.TAKE]: 'take',
  [E.CALL]: 'call',
  [E.CALL_RESULT]: 'call',
  [E.NO_CALL]: 'call',
  [E.FOOL_PAID]: 'fool',
  [E.FOOL_WAITS]: 'fool',
  [E.TRICK]: 'trick',
  [E.ALL_TRICKS]: 'trick'
};

function phaseLabel(s: TroccasState): Text {
  switch (s.phase) {
    case 'catchup':
      return { en: 'The losing side chooses the deal', de: 'Die verlierende Seite wählt die Art des Gebens' };
    case 'interval':
      return { en: `Round ${s.round} of ${s.rounds} dealt: go on or throw in?`, de: `Runde ${s.round} von ${s.rounds} gegeben: weiter oder neu?` };
    case 'dealer':
      return s.dealerWhy === 2
        ? { en: 'The dealer has no trumps: throw in?', de: 'Der Geber hat keine Trümpfe: neu geben?' }
        : { en: 'Liber: the dealer decides', de: 'Liber: der Geber entscheidet' };
    case 'discard':
      return {
        en: `The dealer discards the scart (${s.scartCount} of ${scartSize(s.players)})`,
        de: `Der Geber legt den Scart ab (${s.scartCount} von ${scartSize(s.players)})`
      };
    case 'play':
      return { en: `Trick ${s.history.length + 1}`, de: `Stich ${s.history.length + 1}` };
    case 'take':
      return { en: 'King and jack: take back a numeral', de: 'König und Bube: eine Zahlkarte zurücknehmen' };
    case 'call':
      return { en: 'Call for the jack?', de: 'Den Buben rufen?' };
    default:
      return s.thrownIn ? { en: 'Thrown in', de: 'Neu gegeben' } : { en: 'Hand over', de: 'Spiel zu Ende' };
  }
}

const played = (flat: readonly number[], from = 0): PlayedCard[] => {
  const out: PlayedCard[] = [];
  for (let i = from; i < flat.length; i += 2) out.push({ seat: flat[i], card: flat[i + 1] });
  return out;
};

export function view(s: TroccasState, seat: number | null): TroccasView {
  const players = s.players;
  const shown: TableView['shown'] = [];
  for (let x = 0; x < players; x++) {
    const k = toCards(intersect(s.hands[x], s.known));
    if (k.length) shown.push({ seat: x, label: { en: 'Known to all', de: 'Allen bekannt' }, cards: k });
  }
  const rest = s.deck.slice(s.dealt);
  if (rest.includes(s.cut) && (seat === null ? dealerSeesCut(s) : seat !== s.dealer || dealerSeesCut(s)))
    shown.push({ seat: null, label: { en: 'Cut card', de: 'Abhebekarte' }, cards: [s.cut] });
  const scartOpen = s.phase === 'over' || seat === s.dealer;
  const scartCards = toCards(scartOpen ? s.scart : intersect(s.scart, s.known));
  if (scartCards.length) shown.push({ seat: s.dealer, label: { en: 'Scart', de: 'Scart' }, cards: scartCards });
  if (s.foolDebtor >= 0) shown.push({ seat: null, label: { en: 'Fool waiting for a card', de: 'Narr wartet auf eine Karte' }, cards: [FOOL] });
  const side = seat === null ? -1 : sideOf(seat, players);
  const ownTricks = side < 0 ? [] : s.history.filter((t) => sideOf(t[0], players) === side).map((t) => played(t, 1));
  const last = s.history[s.history.length - 1];
  const log: LogEntry[] = [];
  const talk: number[] = [];
  for (let i = 0; i < s.events.length; i += 4) {
    const kind = s.events[i + 1];
    const by = s.events[i];
    if (kind === E.TALK || kind === E.GO_ON || kind === E.ALLOW || kind === E.LIBER) talk.push(by, kind, s.events[i + 2]);
    log.push({ seat: by < 0 ? null : by, kind: KIND[kind] ?? 'event', text: eventText(s, kind, by, s.events[i + 2], s.events[i + 3]) });
  }
  return {
    game: 'troccas',
    seat,
    players,
    dealer: s.dealer,
    active: Array.from({ length: players }, (_, i) => i),
    phase: s.phase,
    phaseLabel: phaseLabel(s),
    toAct: s.toAct < 0 ? null : s.toAct,
    hand: seat === null ? [] : toCards(s.hands[seat]),
    handCounts: s.hands.map((h) => size(h)),
    handWhenDealt:
      seat === null || s.round >= s.rounds ? undefined : dealPlan(players, s.method).reduce((n, r) => n + (seat === s.dealer ? r.dealerBatch : r.batch), 0),
    trick: played(s.trick),
    leader: s.phase === 'over' ? null : s.leader,
    lastTrick: last ? { cards: played(last, 1), winner: last[0] } : null,
    shown,
    ownTricks,
    info: strip(s, seat),
    log,
    tricksWon: s.tricksWon.slice(),
    partners: seat === null ? [] : partnerships(players) ? sideSeats(side, players) : [seat],
    round: s.round,
    rounds: s.rounds,
    method: s.method,
    talked: s.talked,
    suitsLed: s.suitsLed,
    led: s.led,
    winner: s.winner < 0 ? null : s.winner,
    knockFor: s.knockFor,
    trumpsOut: TRUMPS_I_XXI & ~s.trumpsPlayed,
    sides: Array.from({ length: players }, (_, i) => sideOf(i, players)),
    talk,
    context: s.context,
    history: historyOf(s, seat),
    playedTricks: s.history.map((t) => ({ cards: played(t, 1), winner: t[0] })),
    dealt: seat === null ? [] : dealtTo(s, seat),
    faceUp: faceUpCards(s),
    voids: s.voids.slice(),
    scartKnown: toCards(intersect(s.scart, s.known)),
    handKnown: s.hands.map((h) => toCards(intersect(h, s.known))),
    cut:
      (rest.includes(s.cut) && shown.some((x) => x.seat === null && x.cards[0] === s.cut)) ||
      (s.dealt === s.deck.length && s.deck.length > 0 && has(s.known, s.cut))
        ? s.cut
        : null,
    moves: s.moves.slice()
  };
}

/** Every action as `seat` saw it: the dealer's discard into the scart is hidden from the others (TR-4-8). */
function historyOf(s: TroccasState, seat: number | null): SeenAction[] {
  const out: SeenAction[] = [];
  for (let i = 0; i < s.actions.length; i += 2) {
    const who = s.actions[i];
    const a = s.actions[i + 1];
    out.push({ seat: who, action: a >= DISCARD && a < DISCARD + 192 && who !== seat ? null : a });
  }
  return out;
}

/** The deck position of each card dealt so far, with its seat and whether it lay face up. */
export function dealSlots(players: number, dealer: number, method: DealMethod): { seat: number; faceUp: boolean }[] {
  const out: { seat: number; faceUp: boolean }[] = [];
  const plan = dealPlan(players, method);
  plan.forEach((round, r) => {
    let seat = nextSeat(dealer, players);
    for (let i = 0; i < players; i++) {
      const n = seat === dealer ? round.dealerBatch : round.batch;
      for (let k = 0; k < n; k++) out.push({ seat, faceUp: r === plan.length - 1 && k === n - 1 && (players === 4 || players === 6) });
      seat = nextSeat(seat, players);
    }
  });
  return out;
}

function dealtTo(s: TroccasState, seat: number): number[] {
  const slots = dealSlots(s.players, s.dealer, s.method);
  const out: number[] = [];
  for (let i = 0; i < s.dealt; i++) if (slots[i].seat === seat) out.push(s.deck[i]);
  return out;
}

function faceUpCards(s: TroccasState): (number | null)[] {
  const out: (number | null)[] = new Array(s.players).fill(null);
  const slots = dealSlots(s.players, s.dealer, s.method);
  for (let i = 0; i < s.dealt; i++) if (slots[i].faceUp) out[slots[i].seat] = s.deck[i];
  return out;
}
