import type { Action } from '../../engine/game';
import type { Card } from '../../engine/cards';
import type { Bot, BotRequest } from '../../engine/bot';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { HEARTS, SOW, TEN, VALUES, trickWinnerIndex } from './cards';
import { BID_DOBBM, BID_PASS, BID_SOLO, DBL_GOOD, DBL_RETOUR, DBL_SCHWACHER, DISCARD, PLAY, isDiscard, isPlay } from './actions';
import type { DobbmView } from './view';

/**
 * Dobbm's rule-based bot: uses only the seat's view and the legal actions. It bids from the text's
 * rule of thumb (heart Sow + another heart + a Sow, or three hearts + a Sow; Solo only on a very
 * strong hand), discards valuable side cards that would be lost and makes voids, doubles on strong
 * trump holdings, and plays the tactics the text describes: throw points on a partner's safe trick
 * (schieben), hold back high cards when the trick cannot be won safely (schinden), win cheaply.
 */
const suit = (c: Card) => c >> 5;
const rank = (c: Card) => c & 31;

interface HandStats {
  hearts: number;
  heartSow: boolean;
  heartTen: boolean;
  plainSows: number;
  tensWithSow: number;
  bySuit: number[];
}

export function stats(hand: readonly Card[]): HandStats {
  const bySuit = [0, 0, 0, 0];
  for (const c of hand) bySuit[suit(c)]++;
  const has = (c: Card) => hand.includes(c);
  let plainSows = 0;
  let tensWithSow = 0;
  for (let s = 1; s < 4; s++) {
    if (has((s << 5) | SOW)) {
      plainSows++;
      if (has((s << 5) | TEN)) tensWithSow++;
    }
  }
  return { hearts: bySuit[HEARTS], heartSow: has(SOW), heartTen: has(TEN), plainSows, tensWithSow, bySuit };
}

/** Rough trick-taking strength; thresholds follow the text's "Notes on Tactics". */
export function canPlayDobbm(h: HandStats): boolean {
  return (h.heartSow && h.hearts >= 2 && h.plainSows >= 1) || (h.hearts >= 3 && h.plainSows >= 1) || h.hearts >= 5 || (h.heartSow && h.hearts >= 4);
}
export function canPlaySolo(h: HandStats): boolean {
  return (h.heartSow && h.heartTen && h.hearts >= 5 && h.plainSows >= 1) || (h.heartSow && h.hearts >= 6) || (h.hearts >= 4 && h.heartSow && h.plainSows >= 3);
}

/**
 * The rule bot's bid. `risk` (a style's, bots/styles.ts: −1 cautious, 0 balanced, +1 bold) counts
 * the hand's hearts that many more: a bold seat bids a hand one heart short of the rule.
 */
export function ruleBid(v: DobbmView, legal: readonly Action[], risk = 0): Action {
  const h = stats(v.hand);
  h.hearts += risk;
  if (legal.includes(BID_SOLO) && canPlaySolo(h)) return BID_SOLO;
  if (legal.includes(BID_DOBBM) && (canPlayDobbm(h) || !legal.includes(BID_PASS))) return BID_DOBBM;
  // Pass (weiter) or accept (gut): the first legal non-bid.
  return legal.find((a) => a !== BID_DOBBM && a !== BID_SOLO) ?? legal[0];
}

function discard(v: DobbmView, legal: readonly Action[]): Action {
  const h = stats(v.hand);
  const has = (c: Card) => v.hand.includes(c);
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const c = a - DISCARD;
    const s = suit(c);
    let score: number;
    if (s === HEARTS)
      score = -100 - rank(c) * 5; // keep trumps; if forced, give the lowest
    else if (rank(c) === SOW)
      score = -60; // Sows usually win their tricks
    else {
      score = VALUES[c] * 2 + (5 - h.bySuit[s]) * 4; // valuable cards that would be lost; short suits make voids
      if (rank(c) === TEN && !has((s << 5) | SOW)) score += 12; // an unguarded ten is best saved in the discard
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** The rule bot's Schwacher or Retour; `risk` as in `ruleBid`. */
export function ruleDouble(v: DobbmView, legal: readonly Action[], risk = 0): Action {
  const h = stats(v.hand);
  h.hearts += risk;
  const iAmDeclarer = v.declarer === v.seat;
  if (legal.includes(DBL_SCHWACHER)) {
    const strong = (h.hearts >= 4 && (h.heartSow || h.heartTen)) || (h.hearts >= 3 && h.heartSow && h.plainSows >= 2);
    return strong ? DBL_SCHWACHER : DBL_GOOD;
  }
  if (legal.includes(DBL_RETOUR)) {
    const strong = iAmDeclarer
      ? h.heartSow && h.hearts >= 5 && h.plainSows >= 1 && v.retours < 2
      : h.heartSow && h.hearts >= 4 && h.plainSows >= 1 && v.retours < 1;
    return strong ? DBL_RETOUR : DBL_GOOD;
  }
  return DBL_GOOD;
}

/**
 * Cards this seat has seen and remembers: its hand, every trick played (the view's memory, not
 * only what the table shows), the trick on the table and anything shown face up (its own discard).
 */
function known(v: DobbmView): Set<Card> {
  const k = new Set<Card>(v.hand);
  for (const t of v.playedTricks ?? []) for (const p of t.cards) k.add(p.card);
  for (const t of v.ownTricks) for (const p of t) k.add(p.card);
  for (const p of v.trick) k.add(p.card);
  if (v.lastTrick) for (const p of v.lastTrick.cards) k.add(p.card);
  for (const s of v.shown) for (const c of s.cards) k.add(c);
  for (const c of v.discard) k.add(c);
  return k;
}

/** Is `c` higher than every card of its suit this seat has not seen? */
function isTop(c: Card, seen: Set<Card>): boolean {
  for (let r = rank(c) + 1; r <= SOW; r++) if (!seen.has((suit(c) << 5) | r)) return false;
  return true;
}
function outstanding(s: number, seen: Set<Card>): number {
  let n = 0;
  for (let r = 0; r <= SOW; r++) if (!seen.has((s << 5) | r)) n++;
  return n;
}

const cheapest = (cards: Card[]) =>
  cards.reduce((b, c) =>
    VALUES[c] < VALUES[b] || (VALUES[c] === VALUES[b] && (suit(c) !== HEARTS && suit(b) === HEARTS ? true : suit(c) === suit(b) && rank(c) < rank(b))) ? c : b
  );
const dearest = (cards: Card[]) =>
  cards.reduce((b, c) => (VALUES[c] > VALUES[b] || (VALUES[c] === VALUES[b] && suit(b) === HEARTS && suit(c) !== HEARTS) ? c : b));

function play(v: DobbmView, legal: readonly Action[]): Action {
  const cards = legal.map((a) => a - PLAY);
  if (cards.length === 1) return legal[0];
  const seen = known(v);
  const me = v.seat as number;
  const iAmDeclarer = v.declarer === me;
  const partners = new Set(v.partners.filter((p) => p !== me));
  if (v.trick.length === 0) {
    const plainSows = cards.filter((c) => suit(c) !== HEARTS && rank(c) === SOW);
    if (plainSows.length) return PLAY + plainSows[0];
    const hearts = cards.filter((c) => suit(c) === HEARTS);
    const plain = cards.filter((c) => suit(c) !== HEARTS);
    const topHeart = hearts.find((c) => isTop(c, seen));
    if (iAmDeclarer && topHeart !== undefined && outstanding(HEARTS, seen) > 0 && plain.length <= hearts.length) return PLAY + topHeart;
    const topPlain = plain.find((c) => isTop(c, seen) && VALUES[c] >= 10);
    if (topPlain !== undefined && v.tricksPlayed < 3) return PLAY + topPlain;
    if (plain.length) {
      // Lead low from the longest side suit (the text: lose the necessary tricks while they still have trumps).
      const len = [0, 0, 0, 0];
      for (const c of plain) len[suit(c)]++;
      const longest = plain.reduce((b, c) => (len[suit(c)] > len[suit(b)] || (len[suit(c)] === len[suit(b)] && rank(c) < rank(b)) ? c : b));
      const lowInSuit = plain
        .filter((c) => suit(c) === suit(longest))
        .reduce((b, c) => (VALUES[c] < VALUES[b] || (VALUES[c] === VALUES[b] && rank(c) < rank(b)) ? c : b));
      return PLAY + lowInSuit;
    }
    return PLAY + (topHeart ?? cheapest(hearts));
  }
  const trickCards = v.trick.map((p) => p.card);
  const wi = trickWinnerIndex(trickCards);
  const winnerSeat = v.trick[wi].seat;
  const last = v.trick.length === 3;
  const pts = trickCards.reduce((s, c) => s + VALUES[c], 0);
  const winners = cards.filter((c) => trickWinnerIndex([...trickCards, c]) === trickCards.length);
  const partnerWins = partners.has(winnerSeat);
  const winning = trickCards[wi];
  // A partner's card is safe if we are last or it is a top heart. (Counting it safe whenever no
  // opponent still to play can beat it, by the voids the tricks show, measured worse in the arena:
  // 0.4 Schilling a hand over 2,000 duplicate deals, as giving points early costs the side its controls.)
  const safe = last || (suit(winning) === HEARTS && isTop(winning, seen));
  if (partnerWins && safe) return PLAY + dearest(cards); // schieben
  if (partnerWins) return PLAY + cheapest(cards);
  if (winners.length) {
    const cheapWinner = cheapest(winners);
    if (last) {
      if (pts + VALUES[cheapWinner] > 0 || VALUES[cheapWinner] === 0) return PLAY + cheapWinner;
    } else {
      const sure = winners.filter((c) => isTop(c, seen) && (suit(c) === HEARTS || outstanding(HEARTS, seen) === 0 || suit(c) === suit(trickCards[0])));
      if (sure.length && (pts >= 3 || iAmDeclarer)) return PLAY + cheapest(sure);
      if (suit(cheapWinner) === HEARTS && pts >= 10) return PLAY + cheapWinner;
    }
  }
  return PLAY + cheapest(cards);
}

export const dobbmBot: Bot<DobbmView> = {
  id: 'dobbm-rules',
  choose(req: BotRequest<DobbmView>): Action {
    const { view: v, legal } = req;
    if (legal.length === 0) throw new Error('no legal action');
    if (legal.length === 1) return legal[0];
    let a: Action | undefined;
    switch (v.phase) {
      case 'bid':
        a = ruleBid(v, legal);
        break;
      case 'exchange':
        a = legal.some(isDiscard) ? discard(v, legal) : undefined;
        break;
      case 'double':
        a = ruleDouble(v, legal);
        break;
      case 'play':
        a = legal.some(isPlay) ? play(v, legal) : undefined;
        break;
    }
    // Anything unexpected: a seeded legal choice, so the bot never stalls.
    return a !== undefined && legal.includes(a) ? a : legal[nextInt(rngFromSeed(req.seed), legal.length)];
  }
};
