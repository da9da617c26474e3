import type { Action } from '../../engine/game';
import type { Bot, BotRequest } from '../../engine/bot';
import { PACKS } from '../../engine/packs';
import type { DroggnView } from './index';
import * as A from './actions';
// The rules' own cards and trick order (DR-CARD-1, DR-PLAY-3), not a copy of them.
import { GSTIESS, MOND, PAGAT, beats, kingRank as kingRankOf } from './cards';
import { TRUMP, suitOf } from '../../engine/cards';

const isTrump = (c: number) => suitOf(c) === TRUMP;

/**
 * A rule-based Droggn bot: it sees only the view and the legal actions, and is deterministic (it
 * uses no randomness at all). It follows the text's "Notes on Tactics":
 *
 * - bids from a hand value that counts trumps and their height (Mond, the high trumps, the Pagat
 *   only with length), the Gstieß, kings and guarded queens, voids and singletons (worth something
 *   only with trumps to ruff) and a long suit, scaled to 21 cards; the thresholds are calibrated so
 *   that at three players about one deal in five is thrown in and declarers win about 64% of their
 *   contracts; Super Mord only with a hand that cannot lose a trick;
 * - discards to make voids and to bank counting cards of short suits (the discard counts for the
 *   declarer), buys a missing king of a suit it holds, else the Mond, else the Pagat;
 * - a defender gives a Schwacher only with a strong trump holding, the declarer says Retour only
 *   with an overwhelming hand and never more than once; the Pagat is laid out only with long, high
 *   trumps;
 * - in play the declarer cashes kings, then draws trumps from the top while it has trump control;
 *   defenders keep leading a suit the declarer has shown void in (to shorten its trumps), smear
 *   counting cards on a partner's safe trick, win cheaply when last and hold back pictures when the
 *   trick cannot be won; the Gstieß saves a picture, the Pagat is kept for the last trick.
 */

/** Trump number 1 (Pagat) … 21 (Mond). */
const trumpNo = (c: number) => c & 31;

/** The card currently winning a partial trick (the Gstieß never wins), and its seat. */
function winning(trick: { seat: number; card: number }[]): { seat: number; card: number } | null {
  let best: { seat: number; card: number } | null = null;
  for (const p of trick) {
    if (p.card === GSTIESS) continue;
    if (!best || beats(p.card, best.card)) best = p;
  }
  return best;
}

/**
 * Bidding thresholds on `handValue` (a 21-card scale). Calibrated in self-play at three players
 * (seeds 1…3000): 19% of deals thrown in, declarers win 64% (Ansager 70%, Solo 56%,
 * Super 76%). A defender's `defenceValue` of 21 is about the top 12% of hands.
 */
export const DROGGN_BID = { ansager: 24.5, solo: 26.5, super: 31, schwacher: 21, retour: 36 };

/**
 * Super Mord only with a hand that takes every trick: plain cards only kings (one per suit, so
 * both defenders still follow when it is led after the trumps are drawn) and an unbroken run of
 * top trumps from the Mond at least as long as the trumps the defenders hold together.
 */
export function mordHand(hand: readonly number[], values: Int8Array): boolean {
  let trumps = 0;
  for (const c of hand) {
    if (c === GSTIESS) continue;
    if (isTrump(c)) trumps++;
    else if (values[c] !== 5) return false;
  }
  let run = 0;
  while (run < 21 && hand.includes(128 + 21 - run)) run++;
  return run >= 21 - trumps && trumps >= 12;
}

/** The hand value the bot bids on (also used for the Schwacher and Retour). */
export function handValue(hand: readonly number[], values: Int8Array): number {
  let v = 0;
  const len = [0, 0, 0, 0];
  let trumps = 0;
  let high = 0;
  let pagat = false;
  for (const c of hand) {
    if (c === GSTIESS) {
      v += 2.5;
      continue;
    }
    if (isTrump(c)) {
      trumps++;
      const n = trumpNo(c);
      if (c === MOND) v += 4.5;
      else if (c === PAGAT) pagat = true;
      else v += 1 + (n - 1) / 12; // I..XX: 1 to 2.6
      if (n >= 16) high++;
      continue;
    }
    len[suitOf(c)]++;
  }
  // Kings, queens (guarded by a lower card), riders.
  for (const c of hand) {
    if (isTrump(c) || c === GSTIESS) continue;
    const val = values[c];
    const l = len[suitOf(c)];
    if (val === 5) v += 3.5;
    else if (val === 4) v += l >= 2 ? 1.5 : 0.5;
    else if (val === 3) v += l >= 3 ? 0.5 : 0;
  }
  // The Pagat: a liability with few trumps, an ultimo chance with many.
  if (pagat) v += trumps >= 9 ? 2 : trumps >= 7 ? 1 : -0.5;
  // Length and control in trumps.
  if (trumps >= 8) v += (trumps - 7) * 0.8;
  v += high * 0.3;
  // Voids and singletons let the declarer ruff, if it has trumps to do so.
  const ruff = trumps >= 6 ? 1 : trumps >= 4 ? 0.5 : 0;
  for (let s = 0; s < 4; s++) {
    if (len[s] === 0) v += 2.5 * ruff;
    else if (len[s] === 1) v += 1.2 * ruff;
    // A long suit pulls the defenders' trumps.
    if (len[s] >= 6) v += (len[s] - 5) * 0.5;
  }
  return (v * 21) / Math.max(1, hand.length);
}

/** Defending value: trumps (height counts), the Gstieß, kings; for the Schwacher. */
export function defenceValue(hand: readonly number[], values: Int8Array): number {
  let v = 0;
  for (const c of hand) {
    if (c === GSTIESS) v += 1.5;
    else if (isTrump(c)) v += c === MOND ? 4 : 1 + trumpNo(c) / 14;
    else if (values[c] === 5) v += 2.5;
    else if (values[c] === 4) v += 0.8;
  }
  return (v * 21) / Math.max(1, hand.length);
}

function bestBy<T>(xs: readonly T[], score: (x: T) => number): T {
  let best = xs[0];
  let bs = score(best);
  for (let i = 1; i < xs.length; i++) {
    const s = score(xs[i]);
    if (s > bs) {
      bs = s;
      best = xs[i];
    }
  }
  return best;
}

/**
 * The rule bot's bid: the highest legal bid its hand value reaches. `shift` (a style's, on the
 * hand value's 21-card scale) raises every threshold (cautious) or lowers it (bold); 0 is the rule
 * bot. Super Mord is never shifted (only a hand that cannot lose a trick).
 */
export function ruleBid(view: DroggnView, legal: readonly Action[], shift = 0): Action {
  const values = PACKS[view.pack].values;
  const v = handValue(view.hand, values);
  const want = mordHand(view.hand, values)
    ? A.BID_MORD
    : v >= DROGGN_BID.super + shift
      ? A.BID_SUPER
      : v >= DROGGN_BID.solo + shift
        ? A.BID_SOLO
        : v >= DROGGN_BID.ansager + shift
          ? A.BID_ANSAGER
          : A.PASS;
  // The highest legal bid not above what the hand is worth (a lower one than another's is not legal).
  for (let b = want; b >= 1; b--) if (legal.includes(b)) return b;
  return A.PASS;
}

/** The rule bot's double (Schwacher, Retour), its thresholds shifted by `shift` as in `ruleBid`. */
export function ruleDouble(view: DroggnView, legal: readonly Action[], shift = 0): Action {
  const values = PACKS[view.pack].values;
  const has = (a: Action) => legal.includes(a);
  if (view.seat !== view.declarer) {
    // A Schwacher only with a strong defending hand, and never answering a Retour.
    if (has(A.SCHWACHER) && view.doubles === 0 && defenceValue(view.hand, values) >= DROGGN_BID.schwacher + shift) return A.SCHWACHER;
    return A.GUT;
  }
  // Retour only once, with an overwhelming hand.
  if (has(A.RETOUR) && view.doubles === 1 && handValue(view.hand, values) >= DROGGN_BID.retour + shift) return A.RETOUR;
  return A.GUT;
}

export const droggnBot: Bot<DroggnView> = {
  id: 'droggn-rules',
  choose(req: BotRequest<DroggnView>): Action {
    const { view, legal } = req;
    if (legal.length === 1) return legal[0];
    const values = PACKS[view.pack].values;
    const kingRank = kingRankOf(PACKS[view.pack]);
    const hand = view.hand;
    const has = (a: Action) => legal.includes(a);
    const trumps = hand.filter(isTrump).length;
    const suitLen = (s: number) => hand.filter((c) => suitOf(c) === s).length;
    switch (view.phase) {
      case 'bid':
        return ruleBid(view, legal);
      case 'discard': {
        // Make voids and bank counting cards of short suits; keep kings, trumps and long suits.
        return bestBy(legal, (a) => {
          const c = A.cardOf(a);
          if (isTrump(c)) return -100 - trumpNo(c);
          if (values[c] === 5) return -50;
          const l = suitLen(suitOf(c));
          return -l * 4 + values[c] * 1.5 + (l <= 2 ? 3 : 0);
        });
      }
      case 'buy': {
        // Offer the cheapest card of a short plain suit (never a trump or a picture if avoidable).
        const offers = legal.filter((a) => A.kindOf(a) === A.OFFER);
        if (!offers.length) return A.NO_BUY;
        return bestBy(offers, (a) => {
          const c = A.cardOf(a);
          if (suitOf(c) >= TRUMP) return -100 - trumpNo(c);
          return -values[c] * 4 - suitLen(suitOf(c));
        });
      }
      case 'name': {
        const mine = new Set([...hand, ...(view.discard ?? [])]);
        // A missing king of a suit it holds (longest first), else the Mond, else the Pagat with
        // long trumps, else any missing king (5 points).
        const held = [0, 1, 2, 3].filter((s) => suitLen(s) > 0).sort((a, b) => suitLen(b) - suitLen(a));
        const voids = [0, 1, 2, 3].filter((s) => suitLen(s) === 0);
        const wishes = [...held.map((s) => (s << 5) | kingRank), MOND, ...(trumps >= 8 ? [PAGAT] : []), ...voids.map((s) => (s << 5) | kingRank), PAGAT];
        for (const c of wishes) {
          if (mine.has(c)) continue;
          const a = legal.find((x) => A.kindOf(x) === A.NAME && A.cardOf(x) === c);
          if (a !== undefined) return a;
        }
        return legal[0];
      }
      case 'announce': {
        if (has(A.LAY_GSTIESS)) return A.LAY_GSTIESS;
        const highs = hand.filter((c) => isTrump(c) && trumpNo(c) >= 15).length;
        if (has(A.LAY_PAGAT) && trumps >= 12 && highs >= 4) return A.LAY_PAGAT;
        return A.LIEGE;
      }
      case 'double':
        return ruleDouble(view, legal);
      case 'defender-layout':
        return has(A.LAY_PAGAT) && trumps >= 12 ? A.LAY_PAGAT : A.GUT;
    }
    return play(view, legal, values, trumps);
  }
};

function play(view: DroggnView, legal: readonly Action[], values: Int8Array, trumps: number): Action {
  const has = (a: Action) => legal.includes(a);
  if (has(A.KLEINE)) return A.KLEINE;
  const hand = view.hand;
  const cardOf = (a: Action) => A.cardOf(a);
  // DR-ANN-3: a laid-out Gstieß may go to any trick, but only the last can it win: never throw it early.
  const keepG = view.laidOut === 'gstiess' && view.laidOutSeat === view.seat && view.trickNo < view.tricks - 1;
  const playable = legal.filter((a) => A.kindOf(a) === A.PLAY);
  const cards = keepG && playable.some((a) => cardOf(a) !== GSTIESS) ? playable.filter((a) => cardOf(a) !== GSTIESS) : playable;
  const cost = (c: number) => (c === PAGAT ? 50 : c === MOND ? 40 : c === GSTIESS ? 30 : values[c] * 5 + (isTrump(c) ? 3 + trumpNo(c) / 10 : (c & 31) / 20));
  const cheapest = (xs: readonly Action[]) => xs.reduce((a, b) => (cost(cardOf(b)) < cost(cardOf(a)) ? b : a));
  const nonSpecial = cards.filter((a) => cardOf(a) !== GSTIESS && cardOf(a) !== PAGAT);
  const pool = nonSpecial.length ? nonSpecial : cards;
  const partners = view.partners;
  const declarer = view.seat === view.declarer;
  const suitLen = (s: number) => hand.filter((c) => suitOf(c) === s).length;

  // What this seat remembers: every card played (playedTricks, issue 11), the current trick, its hand.
  const seen = new Set<number>();
  for (const t of view.playedTricks) for (const p of t.cards) seen.add(p.card);
  for (const p of view.trick) seen.add(p.card);
  for (const c of hand) seen.add(c);
  // Trumps higher than c not seen (so possibly outside): c is a sure winner when none are.
  const higherOut = (c: number) => {
    let n = 0;
    for (let t = trumpNo(c) + 1; t <= 21; t++) if (!seen.has(128 + t)) n++;
    return n;
  };
  let trumpsOut = 0;
  for (let t = 1; t <= 21; t++) if (!seen.has(128 + t)) trumpsOut++;
  // Suits in which the declarer has shown a void (it ruffed or threw off), from every trick played.
  const declVoid = new Set<number>();
  for (const { cards: t } of view.playedTricks) {
    const lead = t[0]?.card === GSTIESS ? t[1]?.card : t[0]?.card;
    if (lead === undefined || isTrump(lead)) continue;
    for (const p of t) if (p.seat === view.declarer && p.card !== GSTIESS && suitOf(p.card) !== suitOf(lead)) declVoid.add(suitOf(lead));
  }

  if (view.trick.length === 0) {
    const plain = pool.filter((a) => !isTrump(cardOf(a)));
    const tr = pool.filter((a) => isTrump(cardOf(a)));
    if (declarer) {
      // Cash kings while the defenders still follow, then draw trumps from the top with control.
      const kings = plain.filter((a) => values[cardOf(a)] === 5);
      if (kings.length && view.trickNo < 8) return bestBy(kings, (a) => suitLen(suitOf(cardOf(a))));
      if (tr.length && trumpsOut > 0 && trumps >= 4) {
        const top = bestBy(tr, (a) => cardOf(a));
        if (higherOut(cardOf(top)) === 0 || trumps * 2 >= hand.length) return top;
      }
      if (kings.length) return kings[0];
      // Then the long suit (to pull the defenders' trumps), from the bottom.
      if (plain.length) {
        const longest = bestBy(plain, (a) => suitLen(suitOf(cardOf(a))) * 10 - cost(cardOf(a)));
        return longest;
      }
      return cheapest(pool);
    }
    // Defender: keep attacking the declarer's void (it must ruff), with low cards.
    const atVoid = plain.filter((a) => declVoid.has(suitOf(cardOf(a))));
    if (atVoid.length && values[cardOf(cheapest(atVoid))] <= 2) return cheapest(atVoid);
    // A king of a suit not known void, early, while it can still win.
    const kings = plain.filter((a) => values[cardOf(a)] === 5 && !declVoid.has(suitOf(cardOf(a))));
    if (kings.length && view.trickNo < 6) return bestBy(kings, (a) => -suitLen(suitOf(cardOf(a))));
    // Short of trumps: a low card of the longest suit; else trumps lead is fine with a few left.
    if (plain.length) return bestBy(plain, (a) => suitLen(suitOf(cardOf(a))) * 2 - cost(cardOf(a)));
    return cheapest(pool);
  }

  const win = winning(view.trick);
  const lastToPlay = view.trick.length === 2;
  const partnerWinning = !!win && partners.includes(win.seat) && win.seat !== view.seat;
  const ledCard = view.trick[0].card === GSTIESS ? view.trick[1]?.card : view.trick[0].card;
  if (partnerWinning) {
    // Partner is winning: smear a counting card if the trick looks safe.
    const safe = lastToPlay || (isTrump(win.card) && higherOut(win.card) === 0) || (isTrump(win.card) && trumpNo(win.card) >= 18);
    const plain = pool.filter((a) => !isTrump(cardOf(a)));
    if (safe && plain.length) return bestBy(plain, (a) => values[cardOf(a)] * 10 - suitLen(suitOf(cardOf(a))));
    return cheapest(pool);
  }
  const winners = pool.filter((a) => !win || beats(cardOf(a), win.card));
  const trickValue = view.trick.reduce((s, p) => s + (p.card === GSTIESS ? 0 : values[p.card]), 0);
  if (winners.length) {
    if (lastToPlay) return cheapest(winners);
    // Second to play: the third player is a partner (a defender after the other defender led) or an
    // opponent. A plain winner that is a sure king wins; a trump must be high enough.
    const nextIsPartner = view.active.length > 0 && partners.includes(nextSeat(view, view.seat!));
    if (nextIsPartner) return cheapest(winners);
    const plainW = winners.filter((a) => !isTrump(cardOf(a)));
    if (plainW.length) {
      const top = bestBy(plainW, (a) => cardOf(a));
      if (values[cardOf(top)] === 5 || ledCard === undefined || !isTrump(ledCard)) return values[cardOf(top)] >= 4 ? top : cheapest(plainW);
    }
    const trW = winners.filter((a) => isTrump(cardOf(a)));
    if (trW.length) {
      // Ruffing or over-trumping with the opponent still to play: a sure trump if the trick is worth
      // it, else the cheapest trump (a small ruff may stand when the opponent must follow suit).
      const sure = trW.filter((a) => higherOut(cardOf(a)) === 0);
      if (sure.length && trickValue >= 3) return cheapest(sure);
      return cheapest(trW);
    }
    return cheapest(winners);
  }
  // Cannot win: the Gstieß saves a counting card; else the cheapest card.
  const low = cheapest(pool);
  if (cards.some((a) => cardOf(a) === GSTIESS) && values[cardOf(low)] >= 3 && view.trickNo < view.tricks - 1) return cards.find((a) => cardOf(a) === GSTIESS)!;
  return low;
}

function nextSeat(view: DroggnView, seat: number): number {
  const act = view.active;
  const i = act.indexOf(seat);
  return act[(i + 1) % act.length];
}
