import type { Action } from '../../../src/lib/engine/game';
import type { Bot, BotRequest } from '../../../src/lib/engine/bot';
import { PACKS } from '../../../src/lib/engine/packs';
import type { DroggnView } from '../../../src/lib/games/droggn/index';
import * as A from '../../../src/lib/games/droggn/actions';
// The rules' own cards and trick order (DR-CARD-1, DR-PLAY-3), not a copy of them.
import { GSTIESS, MOND, PAGAT, beats, kingRank as kingRankOf } from '../../../src/lib/games/droggn/cards';
import { TRUMP, suitOf } from '../../../src/lib/engine/cards';

/**
 * The FIRST Droggn rule bot, frozen (test-only: the new bot is compared with it in duplicate deals). It sees only the view and the legal actions. Bids from hand strength
 * (trumps, kings, the three 5-point tarocks), discards low cards of short suits to make voids, buys a
 * missing king, and in play wins tricks cheaply, throws counting cards on a partner's trick and keeps
 * the Pagat for the last trick (the text's "Notes on Tactics").
 */

/** The card currently winning a partial trick (the Gstieß never wins), and its seat. */
function winning(trick: { seat: number; card: number }[]): { seat: number; card: number } | null {
  let best: { seat: number; card: number } | null = null;
  for (const p of trick) {
    if (p.card === GSTIESS) continue;
    if (!best || beats(p.card, best.card)) best = p;
  }
  return best;
}

function strength(hand: number[], values: Int8Array): number {
  let sc = 0;
  for (const c of hand) {
    if (suitOf(c) === TRUMP) sc += c === MOND ? 3 : c >= 128 + 15 ? 1.5 : 1;
    else if (c === GSTIESS) sc += 2;
    else if (values[c] === 5) sc += 2.5;
    else if (values[c] === 4) sc += 1;
  }
  return sc;
}

export const droggnBotV1: Bot<DroggnView> = {
  id: 'droggn-rules-v1',
  choose(req: BotRequest<DroggnView>): Action {
    const { view, legal } = req;
    if (legal.length === 1) return legal[0];
    const values = PACKS[view.pack].values;
    const hand = view.hand;
    const has = (a: Action) => legal.includes(a);
    const trumps = hand.filter((c) => suitOf(c) === TRUMP).length;
    const suitLen = (s: number) => hand.filter((c) => suitOf(c) === s).length;
    switch (view.phase) {
      case 'bid': {
        const st = strength(hand, values);
        const want = st >= 30 ? A.BID_SUPER : st >= 25 ? A.BID_SOLO : st >= 20 ? A.BID_ANSAGER : A.PASS;
        for (let b = want; b >= 1; b--) if (has(b) && b === want) return b;
        return A.PASS;
      }
      case 'discard': {
        // Low cards of short suits first (voids let the declarer trump); never a picture if avoidable.
        let best = legal[0];
        let bestScore = Infinity;
        for (const a of legal) {
          const c = A.cardOf(a);
          const s = suitOf(c);
          const sc = s === TRUMP ? 20 + values[c] : values[c] * 4 + suitLen(s);
          if (sc < bestScore) {
            bestScore = sc;
            best = a;
          }
        }
        return best;
      }
      case 'buy': {
        const offers = legal.filter((a) => A.kindOf(a) === A.OFFER);
        let best = offers[0];
        let low = Infinity;
        for (const a of offers) {
          const c = A.cardOf(a);
          const sc = suitOf(c) >= TRUMP ? 100 : values[c] * 4 + suitLen(suitOf(c));
          if (sc < low) {
            low = sc;
            best = a;
          }
        }
        return best ?? A.NO_BUY;
      }
      case 'name': {
        const discarded = new Set(view.discard ?? []);
        const mine = new Set([...hand, ...discarded]);
        const kingRank = kingRankOf(PACKS[view.pack]);
        const wishes = [0, 1, 2, 3].map((s) => (s << 5) | kingRank).sort((a, b) => suitLen(suitOf(b)) - suitLen(suitOf(a)));
        for (const c of [...wishes, MOND, PAGAT]) {
          if (mine.has(c)) continue;
          const a = legal.find((x) => A.cardOf(x) === c);
          if (a !== undefined) return a;
        }
        return legal[0];
      }
      case 'announce':
        if (has(A.LAY_GSTIESS)) return A.LAY_GSTIESS;
        if (has(A.LAY_PAGAT) && trumps >= 13) return A.LAY_PAGAT;
        return A.LIEGE;
      case 'double': {
        const mine = view.seat === view.declarer;
        if (!mine && has(A.SCHWACHER) && strength(hand, values) >= 22) return A.SCHWACHER;
        return A.GUT;
      }
      case 'defender-layout':
        return has(A.LAY_PAGAT) && trumps >= 12 ? A.LAY_PAGAT : A.GUT;
    }
    // Play.
    if (has(A.KLEINE)) return A.KLEINE;
    const cards = legal.filter((a) => A.kindOf(a) === A.PLAY);
    const cardOf = (a: Action) => A.cardOf(a);
    const cost = (c: number) =>
      c === PAGAT ? 50 : c === MOND ? 40 : c === GSTIESS ? 30 : values[c] * 5 + (suitOf(c) === TRUMP ? 3 + (c & 31) / 10 : (c & 31) / 20);
    const cheapest = (xs: Action[]) => xs.reduce((a, b) => (cost(cardOf(b)) < cost(cardOf(a)) ? b : a));
    const nonSpecial = cards.filter((a) => cardOf(a) !== GSTIESS && cardOf(a) !== PAGAT);
    const pool = nonSpecial.length ? nonSpecial : cards;
    const partners = view.partners;
    if (view.trick.length === 0) {
      const declarer = view.seat === view.declarer;
      if (declarer && trumps > 0 && trumps >= hand.length / 2) {
        const tr = pool.filter((a) => suitOf(cardOf(a)) === TRUMP);
        if (tr.length) return tr.reduce((a, b) => (cardOf(b) > cardOf(a) ? b : a));
      }
      const kings = pool.filter((a) => suitOf(cardOf(a)) < TRUMP && values[cardOf(a)] === 5);
      if (kings.length) return kings[0];
      const plain = pool.filter((a) => suitOf(cardOf(a)) < TRUMP);
      return cheapest(plain.length ? plain : pool);
    }
    const win = winning(view.trick);
    const lastToPlay = view.trick.length === 2;
    if (win && partners.includes(win.seat) && win.seat !== view.seat) {
      // Partner is winning: throw a counting card if the trick looks safe.
      const safe = lastToPlay || suitOf(win.card) === TRUMP;
      if (safe) {
        const plain = pool.filter((a) => suitOf(cardOf(a)) < TRUMP);
        if (plain.length) return plain.reduce((a, b) => (values[cardOf(b)] > values[cardOf(a)] ? b : a));
      }
      return cheapest(pool);
    }
    const winners = pool.filter((a) => !win || beats(cardOf(a), win.card));
    if (winners.length)
      return lastToPlay ? cheapest(winners) : winners.reduce((a, b) => (cost(cardOf(b)) > cost(cardOf(a)) && suitOf(cardOf(b)) !== TRUMP ? b : a));
    // Cannot win: the Gstieß saves a counting card; else the cheapest card.
    const low = cheapest(pool);
    if (cards.some((a) => cardOf(a) === GSTIESS) && values[cardOf(low)] >= 3 && view.trickNo < view.tricks - 1)
      return cards.find((a) => cardOf(a) === GSTIESS)!;
    return low;
  }
};
