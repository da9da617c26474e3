import type { Action } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { assertNever } from '../../engine/fast';
import type { Bot, BotRequest } from '../../engine/bot';
import type { TroggenView } from './index';
import { A_BID, A_CALL, A_DISCARD, A_PASS, EXCUSE, KING_RANK, PAGAT, TRUMP, VALUES } from './constants';
import { trickWinnerIndex } from './rules';

/**
 * Troggen's rule-based bot: bids from the count of Tarocke and trumps (the text's strategy section),
 * calls a king it lacks in its longest suit, lays low face cards and short suits into the talon, and
 * plays by simple trick tactics: win cheaply, give points to a partner who holds the trick, keep
 * points away from opponents, save cards with the Excuse, play kings early as bidder; in a misère,
 * duck. It reads only the view and the legal actions.
 */
const suit = (c: Card) => c >> 5;
const rank = (c: Card) => c & 31;
const isTrump = (c: Card) => suit(c) === TRUMP;
const value = (c: Card) => VALUES[c];
const TAROCKS = new Set<Card>([PAGAT, (TRUMP << 5) | 21, EXCUSE, ...[0, 1, 2, 3].map((s) => (s << 5) | KING_RANK)]);
/** Strength for ordering cards of a hand: trumps over everything, then rank. */
const strength = (c: Card) => (c === EXCUSE ? -1 : isTrump(c) ? 100 + rank(c) : rank(c));

/** Hand strength scaled to an 18-card hand (TG strategy: Tarocke count most, then trumps). */
export function handStrength(hand: readonly Card[]): number {
  let tarocks = 0;
  let trumps = 0;
  let high = 0;
  let queens = 0;
  for (const c of hand) {
    if (TAROCKS.has(c)) tarocks++;
    if (isTrump(c)) {
      trumps++;
      if (rank(c) >= 16) high++;
    } else if (suit(c) < 4 && rank(c) === KING_RANK - 1) queens++;
  }
  const raw = 3 * tarocks + trumps + 0.5 * high + 0.5 * queens;
  return (raw * 18) / hand.length;
}

/**
 * Bid level 0..4 a hand is worth. A partner (5, 6 players) lowers what the bidder needs. `shift`
 * (a style's, bots/styles.ts) is added to the hand's strength: more (bold) bids higher.
 */
export function wantedLevel(hand: readonly Card[], players: number, shift = 0): number {
  // Calibrated on bot-only tables: a bidder at these levels wins roughly two hands in three.
  const s = handStrength(hand) + (players === 4 ? 3.5 : players === 5 ? 2 : 1) + shift;
  if (s >= 31) return 4;
  if (s >= 27) return 3;
  if (s >= 22.5) return 2;
  if (s >= 19) return 1;
  return 0;
}

/** The rule bot's bid: the highest legal level the hand is worth (its strength moved by `shift`), else pass. */
export function ruleBid(v: TroggenView, legal: readonly Action[], shift = 0): Action {
  const want = wantedLevel(v.hand, v.players, shift);
  for (let lv = want; lv >= 1; lv--) if (legal.includes(A_BID + lv)) return A_BID + lv;
  return A_PASS;
}

function chooseCall(v: TroggenView, legal: readonly Action[]): Action {
  let best = legal[0];
  let bestKey = -Infinity;
  for (const a of legal) {
    const s = a - A_CALL;
    const mine = v.hand.filter((c) => suit(c) === s);
    const holdsKing = mine.some((c) => rank(c) === KING_RANK);
    // Call a king we lack, in a suit where we have cards to lead to it (and a queen it protects).
    const key = (holdsKing ? -100 : 0) + mine.length + (mine.some((c) => rank(c) === KING_RANK - 1) ? 2 : 0);
    if (key > bestKey) {
      bestKey = key;
      best = a;
    }
  }
  return best;
}

function chooseDiscard(v: TroggenView, legal: readonly Action[]): Action {
  const len = [0, 0, 0, 0, 0];
  const kings = [false, false, false, false];
  for (const c of v.hand) {
    if (suit(c) < 5) len[suit(c)]++;
    if (suit(c) < 4 && rank(c) === KING_RANK) kings[suit(c)] = true;
  }
  let best = legal[0];
  let bestKey = -Infinity;
  for (const a of legal) {
    const c = a - A_DISCARD;
    const s = suit(c);
    if (s === TRUMP) {
      const key = -50 - rank(c);
      if (key > bestKey) [bestKey, best] = [key, a];
      continue;
    }
    // Secure face cards not protected by their king; void short suits.
    const protectedQueen = kings[s] && rank(c) === KING_RANK - 1;
    const key = (protectedQueen ? 0 : value(c) * 3) + (kings[s] ? 0 : 8 - len[s]) + rank(c) * 0.01;
    if (key > bestKey) [bestKey, best] = [key, a];
  }
  return best;
}

function winsNow(trick: readonly Card[], c: Card): boolean {
  return trickWinnerIndex([...trick, c]) === trick.length;
}

function choosePlay(v: TroggenView, legal: readonly Action[]): Action {
  const me = v.seat!;
  const cards = legal as Card[];
  // A led Excuse sets nothing: the next card leads (TG-PLAY-5).
  const trick = v.trick.map((p) => p.card).filter((c) => c !== EXCUSE);
  const played = v.trick.filter((p) => p.card !== EXCUSE);
  const misere = v.contract === 'misere';
  const tricksLeft = v.tricksPerHand - v.tricksPlayed;
  const mates = new Set(v.partners.filter((s) => s !== me));
  const isBidder = v.bidder === me;
  const cheapest = (list: readonly Card[]) =>
    [...list].sort((a, b) => value(a) - value(b) || (a === PAGAT ? 1 : 0) - (b === PAGAT ? 1 : 0) || strength(a) - strength(b))[0];
  const nonExcuse = cards.filter((c) => c !== EXCUSE);
  if (nonExcuse.length === 0) return EXCUSE;

  if (misere) {
    const keepEx = tricksLeft > 1 ? nonExcuse : cards;
    if (trick.length === 0) {
      if (keepEx.includes(PAGAT)) return PAGAT;
      // Lead low: the weakest plain card, else the lowest trump.
      const plain = keepEx.filter((c) => !isTrump(c));
      return (plain.length ? plain : keepEx).sort((a, b) => strength(a) - strength(b))[0];
    }
    if (tricksLeft === 1 && cards.includes(EXCUSE)) return EXCUSE;
    const losers = keepEx.filter((c) => !winsNow(trick, c));
    if (losers.length) return losers.sort((a, b) => strength(b) - strength(a) || value(b) - value(a))[0];
    if (cards.includes(EXCUSE) && tricksLeft > 1) return EXCUSE;
    const last = v.trick.length === v.players - 1;
    const sorted = keepEx.sort((a, b) => strength(a) - strength(b));
    return last ? sorted[sorted.length - 1] : sorted[0];
  }

  // The Excuse goes to the winner of the last trick: use it before then.
  if (cards.includes(EXCUSE) && tricksLeft <= 2 && !(trick.length > 0 && mates.has(played[trickWinnerIndex(trick)]?.seat))) return EXCUSE;

  if (trick.length === 0) {
    const plain = nonExcuse.filter((c) => !isTrump(c));
    const trumps = nonExcuse.filter((c) => isTrump(c));
    const bidderVoid = (s: number) => v.bidder !== null && v.bidder !== me && (v.voids[v.bidder] & (1 << s)) !== 0;
    if (isBidder) {
      // Kings at the first lead of their suit; draw trumps with a long trump hand.
      const king = plain.find((c) => rank(c) === KING_RANK);
      if (king !== undefined) return king;
      if (trumps.length * 2 >= v.hand.length && trumps.length) {
        const top = trumps.filter((c) => c !== PAGAT).sort((a, b) => rank(b) - rank(a));
        if (top.length) return top[0];
      }
      if (plain.length) {
        const len = (s: number) => plain.filter((c) => suit(c) === s).length;
        return plain.sort((a, b) => len(suit(a)) - len(suit(b)) || strength(a) - strength(b))[0];
      }
      return trumps.sort((a, b) => (a === PAGAT && trumps.length > 1 ? 1 : 0) - (b === PAGAT && trumps.length > 1 ? 1 : 0) || rank(b) - rank(a))[0];
    }
    const safe = plain.filter((c) => !bidderVoid(suit(c)));
    const king = safe.find((c) => rank(c) === KING_RANK);
    if (king !== undefined) return king;
    if (safe.length) return safe.sort((a, b) => value(a) - value(b) || strength(a) - strength(b))[0];
    if (plain.length) return cheapest(plain);
    const low = trumps.filter((c) => c !== PAGAT).sort((a, b) => rank(a) - rank(b));
    return low.length ? low[0] : trumps[0];
  }

  const wi = trickWinnerIndex(trick);
  const winnerSeat = played[wi].seat;
  const last = v.trick.length === v.players - 1;
  const winningCard = trick[wi];
  const mateHolds = mates.has(winnerSeat);
  const strongWinner = isTrump(winningCard) ? rank(winningCard) >= 17 : rank(winningCard) === KING_RANK && !trick.some(isTrump);
  if (mateHolds && (last || strongWinner)) {
    // Give points to the partner's trick, but no trump worth more than its points.
    const give = nonExcuse.filter((c) => !winsNow(trick, c) || last);
    const pool = give.length ? give : nonExcuse;
    return [...pool].sort((a, b) => value(b) - value(a) || strength(a) - strength(b))[0];
  }
  const winners = nonExcuse.filter((c) => winsNow(trick, c));
  const trickPoints = trick.reduce((s, c) => s + value(c), 0);
  if (winners.length) {
    const low = winners.filter((c) => c !== PAGAT || last).sort((a, b) => strength(a) - strength(b));
    if (last && low.length) {
      // Win with the cheapest card; the Pagat or a king if it takes the last trick for the bidder.
      if (isBidder && tricksLeft === 1) {
        const bonus = winners.find((c) => c === PAGAT || rank(c) === KING_RANK);
        if (bonus !== undefined) return bonus;
      }
      return low[0];
    }
    const top = [...winners].sort((a, b) => strength(b) - strength(a))[0];
    const sure = isTrump(top) ? rank(top) >= 18 : rank(top) === KING_RANK;
    if (sure && (trickPoints >= 1 || isTrump(top))) return top;
    if (low.length && !isTrump(low[0]) && rank(low[0]) === KING_RANK) return low[0];
    if (low.length && isTrump(low[0]) && trickPoints >= 3) return low[0];
  }
  // Cannot (or need not) win: throw the cheapest card, or save a valuable one with the Excuse.
  const cheap = cheapest(nonExcuse);
  if (cards.includes(EXCUSE) && value(cheap) >= 3) return EXCUSE;
  return cheap;
}

export const troggenBot: Bot<TroggenView> = {
  id: 'troggen-rules',
  choose(req: BotRequest<TroggenView>): Action {
    const { view, legal } = req;
    if (legal.length === 1) return legal[0];
    let a: Action | undefined;
    switch (view.phase) {
      case 'bid':
        a = ruleBid(view, legal);
        break;
      case 'call':
        a = chooseCall(view, legal);
        break;
      case 'discard':
        a = chooseDiscard(view, legal);
        break;
      case 'play':
        a = choosePlay(view, legal);
        break;
      case 'over':
        break;
      default:
        assertNever(view.phase);
    }
    // Never return anything illegal: fall back to a seeded choice.
    return a !== undefined && legal.includes(a) ? a : legal[nextInt(rngFromSeed(req.seed), legal.length)];
  }
};
