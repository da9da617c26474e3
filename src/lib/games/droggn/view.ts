import type { Card } from '../../engine/cards';
import { seatSlot } from '../../engine/seats';
import { toCards } from '../../engine/card-set';
import type { HandContext, Location, Seat, Text } from '../../engine/game';
import type { LogEntry, PlayedCard, SeenAction, TableView, TrickRecord } from '../../engine/table-view';
import { cardName, type PackId } from '../../engine/packs';
import * as A from './actions';
import { GSTIESS, PAGAT, packOf } from './cards';
import { strip } from './strip';
import { BUY_DONE, BUY_FORFEIT_NAMED_OWN, BUY_SKIPPED, LAID_GSTIESS, LAID_NONE, nextActive, type DroggnState, type Phase } from './state';

export interface DroggnView extends TableView {
  game: 'droggn';
  /** Pack to draw the cards with (DR-VAR-2): 'french66' or 'french78'. */
  pack: PackId;
  declarer: Seat | null;
  contract: A.ContractId | null;
  /** 0 none, 1 Schwacher, +1 per Retour. */
  doubles: number;
  laidOut: 'none' | 'pagat' | 'gstiess';
  laidOutSeat: Seat | null;
  trickNo: number;
  tricks: number;
  // What this seat knows besides its cards, as typed facts (issue 11): nothing here is read from a
  // label or the log's text.
  /** The declarer's own discard (DR-EXCH-2), for the declarer only; null for everyone else. */
  discard: Card[] | null;
  /**
   * The talon's three cards as far as this seat saw them: the declarer who took them (DR-EXCH-1),
   * everybody when they were shown (DR-EXCH-6) or once the hand is over; null otherwise.
   */
  talon: Card[] | null;
  /** The buy of an Ansager (DR-EXCH-4/5); null when there is none (yet). */
  buy: DroggnBuy | null;
  /** Every finished trick (required here: a Droggn view always carries its memory). */
  playedTricks: TrickRecord[];
  history: SeenAction[];
  context: HandContext;
}

/** The buy as a seat knows it. */
interface DroggnBuy {
  /** 'offered': a card lies face down, not yet named; 'bought', 'forfeit' (named a card no defender held), 'skipped'. */
  outcome: 'offered' | 'bought' | 'forfeit' | 'skipped';
  /** The card laid face down: known to the declarer, and to the seller who took it; else null. */
  offered: Card | null;
  /** The card asked for (said aloud: public). */
  named: Card | null;
  /** Who sold the named card (public). */
  seller: Seat | null;
}

const t = (en: string, de: string): Text => ({ en, de });
const bit = (c: Card) => 1 << (c & 31);

function pileOf(s: DroggnState, seat: Seat | null): number[] | null {
  if (seat === null || s.declarer < 0) return null;
  if (seat === s.declarer) return s.pileDecl;
  return s.pileDef; // defenders and the sitting-out dealer (DR-DEAL-5)
}

/** Seats that may look back through a side's pile at the table (DR-PLAY-9). */
function pileViewers(s: DroggnState, decl: boolean): Seat[] {
  if (decl) return [s.declarer];
  const out: Seat[] = [];
  for (let p = 0; p < s.players; p++) if (p !== s.declarer) out.push(p);
  return out;
}

function trickCards(s: DroggnState, t0: number): PlayedCard[] {
  const out: PlayedCard[] = [];
  let p = s.leaders[t0];
  for (let i = 0; i < 3; i++) {
    out.push({ seat: p, card: s.played[t0 * 3 + i] });
    p = nextActive(s, p);
  }
  return out;
}

/** Cards of a seat's hand that everyone knows: a laid-out card, the bought card, a shown talon. */
function publicInHand(s: DroggnState, seat: Seat): number[] {
  const pub = [0, 0, 0, 0, 0, 0];
  if (s.laidOut !== LAID_NONE && seat === s.laidOutSeat) {
    const c = s.laidOut === LAID_GSTIESS ? GSTIESS : PAGAT;
    pub[c >> 5] |= bit(c);
  }
  if (seat === s.declarer) {
    if (s.buyState === BUY_DONE) pub[s.named >> 5] |= bit(s.named); // DR-EXCH-8: bought face up
    if (s.settings.showTalon && s.contract === 1) for (const c of s.talonCards) pub[c >> 5] |= bit(c);
  }
  for (let i = 0; i < 6; i++) pub[i] &= s.hands[seat * 6 + i];
  return pub;
}

function lastTrickSet(s: DroggnState): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  if (s.trickNo > 0)
    for (let i = 0; i < 3; i++) {
      const c = s.played[(s.trickNo - 1) * 3 + i];
      out[c >> 5] |= bit(c);
    }
  return out;
}

export function locations(s: DroggnState): Location[] {
  const locs: Location[] = [];
  const sub = (a: number[], b: number[]) => a.map((w, i) => w & ~b[i]);
  const and = (a: number[], b: number[]) => a.map((w, i) => w & b[i]);
  for (const seat of s.active) {
    const hand = s.hands.slice(seat * 6, seat * 6 + 6);
    const pub = publicInHand(s, seat);
    let rest = sub(hand, pub);
    locs.push({ where: 'hand-public', owner: seat, cards: pub, visibleTo: 'all' });
    if (s.buyState === BUY_DONE && seat === s.seller) {
      const given = and(
        rest,
        [0, 0, 0, 0, 0, 0].map((_, i) => (i === s.offered >> 5 ? bit(s.offered) : 0))
      );
      locs.push({ where: 'hand-bought-with', owner: seat, cards: given, visibleTo: [seat, s.declarer] });
      rest = sub(rest, given);
    }
    locs.push({ where: 'hand', owner: seat, cards: rest, visibleTo: [seat] });
  }
  locs.push({ where: 'talon', owner: null, cards: s.talon.slice(), visibleTo: s.phase === 'over' ? 'all' : [] });
  const shownTalon = [0, 0, 0, 0, 0, 0];
  if (s.settings.showTalon && s.contract === 1) for (const c of s.talonCards) shownTalon[c >> 5] |= bit(c);
  const dpub = and(s.discard, shownTalon);
  locs.push({ where: 'discard-public', owner: s.declarer, cards: dpub, visibleTo: 'all' });
  locs.push({ where: 'discard', owner: s.declarer, cards: sub(s.discard, dpub), visibleTo: s.declarer >= 0 ? [s.declarer] : [] });
  const offered = [0, 0, 0, 0, 0, 0];
  if (s.phase === 'name') offered[s.offered >> 5] |= bit(s.offered);
  locs.push({ where: 'offered', owner: s.declarer, cards: offered, visibleTo: s.declarer >= 0 ? [s.declarer] : [] });
  const cur = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < s.inTrick; i++) cur[s.cur[i] >> 5] |= bit(s.cur[i]);
  locs.push({ where: 'trick', owner: null, cards: cur, visibleTo: 'all' });
  const last = lastTrickSet(s);
  locs.push({ where: 'last-trick', owner: null, cards: last, visibleTo: 'all' });
  if (s.declarer >= 0) {
    // Every played card was seen by all: DR-PLAY-9 limits what the table shows again (ownTricks),
    // not what a player remembers (playedTricks).
    locs.push({ where: 'declarer-tricks', owner: s.declarer, cards: sub(s.pileDecl, last), visibleTo: 'all' });
    locs.push({ where: 'defender-tricks', owner: null, cards: sub(s.pileDef, last), visibleTo: 'all' });
  }
  return locs;
}

const PHASE_LABEL: Record<Phase, Text> = {
  bid: t('Bidding', 'Reizen'),
  discard: t('Discarding three cards', 'Drei Karten ablegen'),
  buy: t('Buying a card', 'Karte kaufen'),
  name: t('Naming the card to buy', 'Karte zum Kauf nennen'),
  announce: t('Laying out / "ich liege"', 'Auslegen / „ich liege“'),
  double: t('Schwacher and Retour', 'Schwacher und Retour'),
  'defender-layout': t('Defenders may lay out the Pagat', 'Gegenspieler können den Pagat auslegen'),
  play: t('Play', 'Spiel'),
  over: t('Hand over', 'Spiel vorbei')
};

const CALL_TEXT: Record<number, Text> = {
  [A.LIEGE]: t('"ich liege"', '„ich liege“'),
  [A.LAY_PAGAT]: t('lays out the Pagat', 'legt den Pagat aus'),
  [A.LAY_GSTIESS]: t('lays out the Gstieß', 'legt den Gstieß aus'),
  [A.GUT]: t('"gut"', '„gut“'),
  [A.SCHWACHER]: t('gives a Schwacher', 'gibt einen Schwachen'),
  [A.RETOUR]: t('"retour"', '„retour“'),
  [A.KLEINE]: t('"Kleine und Gstieß ultimo"', '„Kleine und Gstieß ultimo“')
};

function log(s: DroggnState): LogEntry[] {
  const pack = packOf(s.is78);
  const out: LogEntry[] = [];
  for (let i = 0; i < s.bidIndex; i++) {
    const seat = s.active[i];
    const b = s.bids[seat];
    const text =
      b === 0
        ? s.bids.some((x, j) => x > 0 && s.active.indexOf(j) < i)
          ? t('"gut"', '„gut“')
          : t('"weiter"', '„weiter“')
        : t(`bids ${A.CONTRACT_NAMES[A.contractId(b)].en}`, `sagt ${A.CONTRACT_NAMES[A.contractId(b)].de} an`);
    out.push({ seat, kind: 'bid', text });
  }
  if (s.thrownIn)
    out.push({
      seat: null,
      kind: 'throw-in',
      text: t('All passed: thrown in, the same dealer deals again.', 'Alle weiter: eingeworfen, derselbe gibt noch einmal.')
    });
  if (s.declarer >= 0 && s.contract <= 2 && s.settings.showTalon && s.contract === 1) {
    const names = (lang: 'en' | 'de') => s.talonCards.map((c) => cardName(pack, c, lang)).join(', ');
    out.push({ seat: s.declarer, kind: 'talon', text: t(`shows the talon: ${names('en')}`, `zeigt den Talon: ${names('de')}`) });
  }
  if (s.buyState === BUY_DONE)
    out.push({
      seat: s.declarer,
      kind: 'buy',
      text: t(`buys ${cardName(pack, s.named, 'en')} from ${seatSlot(s.seller)}`, `kauft ${cardName(pack, s.named, 'de')} von ${seatSlot(s.seller)}`)
    });
  else if (s.buyState === BUY_FORFEIT_NAMED_OWN)
    out.push({
      seat: s.declarer,
      kind: 'buy',
      text: t(
        `asks for ${cardName(pack, s.named, 'en')}, which no defender holds: the buy is forfeit`,
        `verlangt ${cardName(pack, s.named, 'de')}, den kein Gegner hat: der Kauf verfällt`
      )
    });
  else if (s.buyState === BUY_SKIPPED) out.push({ seat: s.declarer, kind: 'buy', text: t('does not buy', 'kauft nicht') });
  for (const call of s.calls) {
    const seat = call >> 4;
    out.push({ seat, kind: 'call', text: CALL_TEXT[call & 15] });
  }
  if (s.mordLost)
    out.push({ seat: s.declarer, kind: 'mord-lost', text: t('Super Mord lost a trick: play ends.', 'Super Mord hat einen Stich verloren: Spielende.') });
  return out;
}

/** Every finished trick: its cards in the order played and who took it. */
function playedTricksOf(s: DroggnState): TrickRecord[] {
  const out: TrickRecord[] = [];
  for (let k = 0; k < s.trickNo; k++) out.push({ cards: trickCards(s, k), winner: s.winners[k] });
  return out;
}

/** The action that put card `c` on the table as the i-th card of trick k (the Kleine claim plays the Gstieß). */
const playAction = (s: DroggnState, k: number, i: number, c: Card): number =>
  s.kleine && k === s.tricks - 2 && i === 0 ? A.KLEINE : A.cardAction(A.PLAY, c, s.is78);

/**
 * Every action of the hand so far, in order, as `seat` saw it (issue 11): bids, the declarer's
 * discards (hidden from the others: null), the buy (the face-down offer known to the declarer and,
 * once exchanged, to the seller), lay-outs, doubles, and every card played. Rebuilt from the state,
 * whose phases follow each other in this order.
 */
function historyOf(s: DroggnState, seat: Seat | null): SeenAction[] {
  const out: SeenAction[] = [];
  for (let i = 0; i < s.bidIndex; i++) out.push({ seat: s.active[i], action: s.bids[s.active[i]] });
  const decl = s.declarer;
  for (const c of s.discardOrder) if (c >= 0) out.push({ seat: decl, action: seat === decl ? A.cardAction(A.DISCARD, c, s.is78) : null });
  if (s.buyState === BUY_SKIPPED) out.push({ seat: decl, action: A.NO_BUY });
  else if (s.offered >= 0) {
    const knows = seat === decl || (s.buyState === BUY_DONE && seat === s.seller);
    out.push({ seat: decl, action: knows ? A.cardAction(A.OFFER, s.offered, s.is78) : null });
    if (s.named >= 0) out.push({ seat: decl, action: A.cardAction(A.NAME, s.named, s.is78) });
  }
  for (const call of s.calls) if ((call & 15) !== A.KLEINE) out.push({ seat: call >> 4, action: call & 15 });
  for (let k = 0; k < s.trickNo; k++) {
    let p = s.leaders[k];
    for (let i = 0; i < 3; i++) {
      out.push({ seat: p, action: playAction(s, k, i, s.played[k * 3 + i]) });
      p = nextActive(s, p);
    }
  }
  let p = s.leader;
  for (let i = 0; i < s.inTrick; i++) {
    out.push({ seat: p, action: playAction(s, s.trickNo, i, s.cur[i]) });
    p = nextActive(s, p);
  }
  return out;
}

/** The talon as `seat` saw it (see DroggnView.talon). */
function talonSeen(s: DroggnState, seat: Seat | null): Card[] | null {
  const taken = s.declarer >= 0 && s.contract <= 2;
  if (s.phase === 'over' || (taken && s.settings.showTalon && s.contract === 1) || (taken && seat === s.declarer)) return s.talonCards.slice();
  return null;
}

/** The buy as `seat` knows it (see DroggnBuy). */
function buyOf(s: DroggnState, seat: Seat | null): DroggnBuy | null {
  const knowsOffer = seat === s.declarer || (s.buyState === BUY_DONE && seat === s.seller);
  const offered = s.offered >= 0 && knowsOffer ? s.offered : null;
  const named = s.named >= 0 ? s.named : null;
  if (s.buyState === BUY_SKIPPED) return { outcome: 'skipped', offered: null, named: null, seller: null };
  if (s.buyState === BUY_DONE) return { outcome: 'bought', offered, named, seller: s.seller };
  if (s.buyState === BUY_FORFEIT_NAMED_OWN) return { outcome: 'forfeit', offered, named, seller: null };
  if (s.offered >= 0) return { outcome: 'offered', offered, named: null, seller: null };
  return null;
}

export function view(s: DroggnState, seat: Seat | null): DroggnView {
  const pack = packOf(s.is78);
  const holds = seat !== null && s.active.includes(seat);
  const hand = holds ? toCards(s.hands.slice(seat * 6, seat * 6 + 6)) : [];
  const handCounts: number[] = [];
  for (let p = 0; p < s.players; p++) handCounts.push(toCards(s.hands.slice(p * 6, p * 6 + 6)).length);
  const trick: PlayedCard[] = [];
  let p = s.leader;
  for (let i = 0; i < s.inTrick; i++) {
    trick.push({ seat: p, card: s.cur[i] });
    p = nextActive(s, p);
  }
  const lastTrick = s.trickNo > 0 ? { cards: trickCards(s, s.trickNo - 1), winner: s.winners[s.trickNo - 1] } : null;
  const shown: TableView['shown'] = [];
  if (s.laidOut !== LAID_NONE) {
    const c = s.laidOut === LAID_GSTIESS ? GSTIESS : PAGAT;
    if (s.hands[s.laidOutSeat * 6 + (c >> 5)] & bit(c)) shown.push({ seat: s.laidOutSeat, label: t('Laid out', 'Ausgelegt'), cards: [c] });
  }
  if (s.buyState === BUY_DONE && s.hands[s.declarer * 6 + (s.named >> 5)] & bit(s.named))
    shown.push({ seat: s.declarer, label: t('Bought', 'Gekauft'), cards: [s.named] });
  if (s.phase === 'discard' && s.settings.showTalon && s.contract === 1)
    shown.push({ seat: s.declarer, label: t('Talon (shown)', 'Talon (aufgedeckt)'), cards: s.talonCards.slice() });
  if (s.phase === 'over' && s.talon.some((w) => w !== 0)) shown.push({ seat: null, label: t('Talon', 'Talon'), cards: toCards(s.talon) });
  if (seat !== null && seat === s.declarer) {
    if (s.discard.some((w) => w !== 0))
      shown.push({ seat, label: t('Your discard (counts for you)', 'Dein Abwurf (zählt für dich)'), cards: toCards(s.discard) });
    if (s.phase === 'name') shown.push({ seat, label: t('Offered face down', 'Verdeckt angeboten'), cards: [s.offered] });
    if (s.buyState === BUY_DONE && s.hands[s.seller * 6 + (s.offered >> 5)] & bit(s.offered))
      shown.push({
        seat: s.seller,
        label: t(`You gave ${seatSlot(s.seller)} this for the bought card`, `Für den Kauf an ${seatSlot(s.seller)} gegeben`),
        cards: [s.offered]
      });
  }
  const own = pileOf(s, seat);
  const ownTricks: PlayedCard[][] = [];
  if (own)
    for (let k = 0; k < s.trickNo; k++) {
      // Only the cards that went to this side's pile (DR-PLAY-4: the Gstieß stays with its side).
      const kept = trickCards(s, k).filter((pc) => (own[pc.card >> 5] & bit(pc.card)) !== 0);
      if (kept.length) ownTricks.push(kept);
    }
  let partners: Seat[] = seat === null ? [] : [seat];
  if (seat !== null && s.declarer >= 0 && seat !== s.declarer) partners = pileViewers(s, false);
  const phaseLabel = s.phase === 'play' ? t(`Trick ${s.trickNo + 1} of ${s.tricks}`, `Stich ${s.trickNo + 1} von ${s.tricks}`) : PHASE_LABEL[s.phase];
  return {
    game: 'droggn',
    seat,
    players: s.players,
    dealer: s.dealer,
    active: s.active.slice(),
    phase: s.phase,
    phaseLabel,
    toAct: s.toAct >= 0 ? s.toAct : null,
    hand,
    handCounts,
    trick,
    leader: s.phase === 'play' ? s.leader : s.phase === 'bid' ? null : s.leader >= 0 ? s.leader : null,
    lastTrick,
    shown,
    ownTricks,
    info: strip(s, seat),
    log: log(s),
    tricksWon: s.tricksWon.slice(),
    partners,
    pack: pack.id,
    fromTalon: seat !== null && seat === s.declarer && s.phase === 'discard' ? s.talonCards.filter((c) => hand.includes(c)) : undefined,
    declarer: s.declarer >= 0 ? s.declarer : null,
    contract: s.declarer >= 0 ? A.contractId(s.contract) : null,
    doubles: s.doubles,
    laidOut: s.laidOut === LAID_NONE ? 'none' : s.laidOut === LAID_GSTIESS ? 'gstiess' : 'pagat',
    laidOutSeat: s.laidOutSeat >= 0 ? s.laidOutSeat : null,
    trickNo: s.trickNo,
    tricks: s.tricks,
    discard: seat !== null && seat === s.declarer && s.discardOrder[0] >= 0 ? toCards(s.discard) : null,
    talon: talonSeen(s, seat),
    buy: buyOf(s, seat),
    playedTricks: playedTricksOf(s),
    history: historyOf(s, seat),
    context: { players: s.players, dealer: s.dealer, settings: { ...s.settings } }
  };
}
