import type { Card } from '../../engine/cards';
import type { Location, Seat, Text } from '../../engine/game';
import type { LogEntry, PlayedCard, SeenAction, TableView, TrickRecord } from '../../engine/table-view';
import { seatSlot } from '../../engine/seats';
import { addInPlace, emptySet, has, setOf, toCards, type CardSet } from '../../engine/card-set';
import { BID_SOLO, DISCARD, PLAY, describe } from './actions';
import { strip } from './strip';
import { ORDINARY, SOLO, copyContext, defenders, trickStart, tricksDone, type DobbmState, type Phase } from './state';

export interface DobbmView extends TableView {
  game: 'dobbm';
  contract: 'dobbm' | 'solo' | null;
  declarer: Seat | null;
  schwacher: boolean;
  retours: number;
  /** DO-SESS-1: the first speaker must declare in this deal. */
  mussrunde: boolean;
  /** How many cards the declarer has discarded so far (public). */
  discarded: number;
  /**
   * The discard's cards as far as this seat has seen them (DO-EXCH-1): the declarer's own, in the
   * order laid away; everyone's once it is turned up for the count; otherwise empty. The same cards
   * are in `shown`, so the hidden-card check covers them.
   */
  discard: Card[];
  /** Card points in this seat's side's tricks (it may look back through them, DO-PLAY-2). */
  ownPoints: number;
  tricksPlayed: number;
}

const PHASES: Record<Phase, Text> = {
  bid: { en: 'Bidding', de: 'Reizen' },
  exchange: { en: 'Declarer discards four cards', de: 'Der Spieler legt vier Karten ab' },
  double: { en: 'Schwacher?', de: 'Schwacher?' },
  play: { en: 'Play', de: 'Spiel' },
  over: { en: 'Hand over', de: 'Spiel vorbei' }
};

/** A seat in the view's texts: a slot the table fills with the player's name. */
const seatName = (seat: Seat): Text => ({ en: seatSlot(seat), de: seatSlot(seat) });

function log(s: DobbmState): LogEntry[] {
  const out: LogEntry[] = [];
  if (s.forced)
    out.push({ seat: null, kind: 'info', text: { en: 'Mußrunde: the first player must declare.', de: 'Mußrunde: der erste Spieler muss spielen.' } });
  let doubles = false;
  for (const x of s.said) {
    const d = describe(x.action).label;
    const kind = x.action <= 3 ? 'bid' : 'double';
    if (kind === 'double' && !doubles) {
      doubles = true;
      if (s.contract === ORDINARY)
        out.push({
          seat: s.declarer,
          kind: 'discard',
          text: { en: `${seatName(s.declarer).en}: discarded four, "ich liege"`, de: `${seatName(s.declarer).de}: vier abgelegt, "i lig"` }
        });
    }
    out.push({ seat: x.seat, kind, text: { en: `${seatName(x.seat).en}: ${d.en}`, de: `${seatName(x.seat).de}: ${d.de}` } });
  }
  if (s.thrownIn)
    out.push({ seat: null, kind: 'throw-in', text: { en: 'All passed: the cards are thrown in.', de: 'Alle weiter: die Karten werden eingeworfen.' } });
  return out;
}

/** Cards `from..to` of the hand's plays, with who played them. */
function played(s: DobbmState, from: number, to: number): PlayedCard[] {
  const out: PlayedCard[] = [];
  for (let i = from; i < to; i++) out.push({ seat: s.playSeats[i], card: s.plays[i] });
  return out;
}

/**
 * The hand's actions as `seat` saw them, in order: the bids, the declarer's four discards (hidden
 * from everyone but the declarer: null), the doubles, then every card played. Built from the state
 * rather than kept as a log, so the play phase writes nothing extra.
 */
function history(s: DobbmState, seat: Seat | null): SeenAction[] {
  const out: SeenAction[] = [];
  let i = 0;
  for (; i < s.said.length && s.said[i].action <= BID_SOLO; i++) out.push({ seat: s.said[i].seat, action: s.said[i].action });
  for (const c of s.discards) out.push({ seat: s.declarer, action: seat === s.declarer ? DISCARD + c : null });
  for (; i < s.said.length; i++) out.push({ seat: s.said[i].seat, action: s.said[i].action });
  for (let k = 0; k < s.played; k++) out.push({ seat: s.playSeats[k], action: PLAY + s.plays[k] });
  return out;
}

/** Every finished trick, as everyone saw it played (a player remembers them; the table shows less, DO-PLAY-2). */
function playedTricks(s: DobbmState): TrickRecord[] {
  const out: TrickRecord[] = [];
  for (let t = 0; t < tricksDone(s); t++) out.push({ cards: played(s, 4 * t, 4 * t + 4), winner: s.winners[t] });
  return out;
}

/** The side a seat belongs to once there is a declarer: 'decl', 'def' or null (sitting out / no declarer). */
function sideOf(s: DobbmState, seat: Seat | null): 'decl' | 'def' | null {
  if (seat === null || s.declarer < 0) return null;
  if (seat === s.declarer) return 'decl';
  return s.active.includes(seat) ? 'def' : null;
}

export function view(s: DobbmState, seat: Seat | null): DobbmView {
  const st = s.hands.map((h) => toCards(h));
  const side = sideOf(s, seat);
  const done = tricksDone(s);
  const own: PlayedCard[][] = [];
  if (side) for (let t = 0; t < done; t++) if ((s.winners[t] === s.declarer ? 'decl' : 'def') === side) own.push(played(s, 4 * t, 4 * t + 4));
  const ownPoints = side === 'decl' ? s.declPoints : side === 'def' ? s.defPoints : 0;
  const shown: DobbmView['shown'] = [];
  if (s.phase === 'over' && !s.thrownIn) {
    if (s.contract === SOLO)
      shown.push({ seat: null, label: { en: 'The Dobb (counts for the declarer)', de: 'Der Dobb (zählt für den Spieler)' }, cards: toCards(s.dobb) });
    else shown.push({ seat: s.declarer, label: { en: "The declarer's discard", de: 'Die Ablage des Spielers' }, cards: toCards(s.discard) });
  }
  if (seat !== null && seat === s.declarer && s.phase !== 'over' && s.contract === ORDINARY && s.discards.length > 0)
    shown.push({ seat, label: { en: 'Your discard', de: 'Deine Ablage' }, cards: toCards(s.discard) });
  let partners: Seat[] = seat === null ? [] : [seat];
  if (side === 'def') partners = defenders(s);
  else if (seat !== null && s.players === 5 && seat === s.dealer && s.declarer >= 0) partners = [seat, ...defenders(s)];
  return {
    game: 'dobbm',
    seat,
    players: s.players,
    dealer: s.dealer,
    active: s.active.slice(),
    phase: s.phase,
    // During the play, which trick of how many, as Droggn's status says (issue 28 item 7: '· Play').
    phaseLabel:
      s.phase === 'play'
        ? {
            en: `Trick ${Math.min((s.played >> 2) + 1, s.plays.length >> 2)} of ${s.plays.length >> 2}`,
            de: `Stich ${Math.min((s.played >> 2) + 1, s.plays.length >> 2)} von ${s.plays.length >> 2}`
          }
        : PHASES[s.phase],
    toAct: s.phase === 'over' ? null : s.toAct,
    hand: seat === null ? [] : st[seat],
    // The Dobb's cards in the declarer's hand while discarding: marked, and the discard chosen as a whole (as Droggn's).
    fromTalon: seat !== null && seat === s.declarer && s.phase === 'exchange' ? st[seat].filter((c) => has(s.dobb, c)) : undefined,
    handCounts: st.map((h) => h.length),
    trick: played(s, trickStart(s), s.played),
    leader: s.phase === 'play' ? s.leader : null,
    lastTrick: done > 0 ? { cards: played(s, 4 * done - 4, 4 * done), winner: s.winners[done - 1] } : null,
    shown,
    ownTricks: own,
    info: strip(s, seat),
    log: log(s),
    tricksWon: s.tricksWon.slice(),
    partners,
    contract: s.contract === SOLO ? 'solo' : s.contract === ORDINARY ? 'dobbm' : null,
    declarer: s.declarer >= 0 ? s.declarer : null,
    schwacher: s.schwacher,
    retours: s.retours,
    mussrunde: s.forced,
    discarded: s.discards.length,
    discard: (seat !== null && seat === s.declarer) || (s.phase === 'over' && !s.thrownIn && s.contract === ORDINARY) ? s.discards.slice() : [],
    ownPoints,
    tricksPlayed: done,
    context: copyContext(s.context),
    history: history(s, seat),
    playedTricks: playedTricks(s)
  };
}

/** Every card's place and who may see it (ALL-2). */
export function locations(s: DobbmState): Location[] {
  const out: Location[] = [];
  for (const seat of s.active) out.push({ where: 'hand', owner: seat, cards: s.hands[seat].slice(), visibleTo: [seat] });
  const done = s.phase === 'over' && !s.thrownIn;
  // DO-EXCH-2: a Solo's Dobb stays face down until the count; before the exchange nobody has seen it.
  if (s.contract !== ORDINARY || s.phase === 'bid') out.push({ where: 'dobb', owner: null, cards: s.dobb.slice(), visibleTo: done ? 'all' : [] });
  // DO-EXCH-1: the discard is face down; only the declarer knows it until the count.
  if (s.contract === ORDINARY && s.phase !== 'bid')
    out.push({ where: 'discard', owner: s.declarer, cards: s.discard.slice(), visibleTo: done ? 'all' : [s.declarer] });
  out.push({ where: 'trick', owner: null, cards: setOf(s.plays.slice(trickStart(s), s.played)), visibleTo: 'all' });
  // Every card played was seen by all at the table, and a player (or a bot) may remember it: the
  // piles are known to everyone. DO-PLAY-2 limits what the table *shows* (ownTricks in the view:
  // each side looks back through its own tricks only, the last trick stays on view to all).
  const declPile: CardSet = emptySet();
  const defPile: CardSet = emptySet();
  const n = tricksDone(s);
  for (let i = 0; i < n - 1; i++) {
    const pile = s.winners[i] === s.declarer ? declPile : defPile;
    for (let k = 4 * i; k < 4 * i + 4; k++) addInPlace(pile, s.plays[k]);
  }
  out.push({ where: 'tricks', owner: s.declarer, cards: declPile, visibleTo: 'all' });
  out.push({ where: 'tricks', owner: null, cards: defPile, visibleTo: 'all' });
  if (n > 0) out.push({ where: 'last-trick', owner: s.winners[n - 1], cards: setOf(s.plays.slice(4 * n - 4, 4 * n)), visibleTo: 'all' });
  return out;
}
