import type { Bot, BotRequest } from '../../engine/bot';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { ALLOW, BUOB, BUOB_SCHE, DEAL_ONE, DEAL_THREE, DEAL_TWO, DISCARD, GO_ON, KING_JACK, KNOCK, LIBER, NO_CALL, TAKE, TALK, THROW_IN } from './actions';
import { FOOL, VALUES, isTrumpCard } from './cards';
import { trickRank } from './play';
import { E } from './events';
import { PHRASES } from './talk';
import type { TroccasView } from './view';

/**
 * A rule-based Troccas bot, from the seat's view and the legal actions only. It judges its hand by
 * trumps, honours and kings; vetoes a throw-in with a good hand, otherwise talks (mostly truthfully)
 * and reads its partner's talk; discards short-suit cards into the scart; in play it wins cheaply,
 * gives points to a partner who holds the trick, keeps the Fool for a trick it would lose, cashes
 * kings early and calls "buob, sche".
 */
// The rules' own card values and cards (TR-CARD-4), not a copy of them.
const VALUE = (c: number): number => VALUES[c];

interface Strength {
  trumps: number;
  high: number;
  honours: number;
  kings: number;
  court: number;
  score: number;
}

export function strength(hand: readonly number[]): Strength {
  let trumps = 0;
  let high = 0;
  let honours = 0;
  let kings = 0;
  let court = 0;
  for (const c of hand) {
    if (isTrumpCard(c)) {
      trumps++;
      if ((c & 31) >= 15) high++;
    }
    if (c === FOOL || c === ((4 << 5) | 21) || c === ((4 << 5) | 1)) honours++;
    if (c >> 5 < 4 && (c & 31) === 13) kings++;
    if (c >> 5 < 4 && (c & 31) >= 10 && (c & 31) < 13) court++;
  }
  const n = Math.max(1, hand.length);
  return { trumps, high, honours, kings, court, score: (trumps + high + 2 * honours + 1.5 * kings) / n };
}

/**
 * What the seat's partners said: +1 per good-hand phrase, -1 per bad one, 0 for others. With
 * `opponents`, the same reading of the other side's words (the interval model's input).
 */
export function partnerMood(v: TroccasView, opponents = false): number {
  let mood = 0;
  const me = v.seat ?? -1;
  for (let i = 0; i < v.talk.length; i += 3) {
    const seat = v.talk[i];
    if (seat === me || (v.sides[seat] !== v.sides[me]) !== opponents) continue;
    if (v.talk[i + 1] === E.TALK) {
      const p = PHRASES[v.talk[i + 2]];
      if (p.topic === 'good' || (p.topic === 'trumps' && p.level >= 3) || p.topic === 'honours') mood++;
      if (p.topic === 'bad' || (p.topic === 'trumps' && p.level <= 1)) mood--;
    }
    if (v.talk[i + 1] === E.GO_ON) mood++;
  }
  return mood;
}

const phrase = (id: string) => TALK + PHRASES.findIndex((p) => p.id === id);

function trumpPhrase(st: Strength, n: number): number {
  const ratio = st.trumps / Math.max(1, n);
  if (st.trumps === 0) return phrase('freid');
  if (ratio < 0.15) return phrase('sogn-gion');
  if (ratio < 0.3) return phrase(st.trumps === 2 ? 'medel-duas' : 'medel');
  if (st.high >= 3) return phrase('claustra');
  return phrase('medel-tschec');
}

function interval(v: TroccasView, legal: readonly number[]): number {
  const st = strength(v.hand);
  const mood = partnerMood(v);
  const has = (a: number) => legal.includes(a);
  const goOn = legal.find((a) => a >= GO_ON && a < GO_ON + 6);
  const good = st.score + 0.08 * mood >= 0.5;
  if (has(THROW_IN)) return st.trumps === 0 || st.score + 0.08 * mood < 0.38 ? THROW_IN : (goOn ?? legal[0]);
  if (has(LIBER)) return good ? (goOn ?? LIBER) : LIBER;
  if (goOn !== undefined && good) return goOn;
  // Allowing a throw-in: tell the partner about the hand first (TR-4-7).
  const talked = v.talked;
  if (talked === 0 && has(TALK)) {
    const t = trumpPhrase(st, v.hand.length);
    if (has(t)) return t;
  }
  if (talked === 1 && legal.some((a) => a >= TALK)) {
    const k =
      st.kings >= 2
        ? phrase('flur')
        : st.kings === 1
          ? phrase(st.court > 0 ? 'bi-e-bein' : 'fluretg-nausch')
          : st.court > 0
            ? phrase('femna')
            : phrase('lavadas');
    if (has(k)) return k;
  }
  return has(ALLOW) ? ALLOW : legal[0];
}

function discard(v: TroccasView, legal: readonly number[]): number {
  const len = [0, 0, 0, 0, 0, 0];
  for (const c of v.hand) len[c >> 5]++;
  let best = legal[0];
  let bestKey = Infinity;
  for (const a of legal) {
    const c = a - DISCARD;
    const s = c >> 5;
    // Keep trumps; void short suits; bank court cards of short suits in the scart.
    const key = s === 4 ? 1000 + (c & 31) : len[s] * 10 - VALUE(c) * 2;
    if (key < bestKey) {
      bestKey = key;
      best = a;
    }
  }
  return best;
}

/** Strength of a card in a trick with `led`: the rules' own ranking (trickWinner). */
const rank = trickRank;

function play(v: TroccasView, legal: readonly number[]): number {
  if (legal.includes(KNOCK)) return KNOCK;
  const cards = legal.filter((a) => a < 192);
  const kj = legal.find((a) => a >= KING_JACK && a < KING_JACK + 4);
  const me = v.seat!;
  const mySide = v.sides[me];
  const trick = v.trick;
  const topTrumpOut = 31 - Math.clz32(v.trumpsOut || 1);
  const led = v.led;
  if (trick.length === 0 || led < 0) {
    if (kj !== undefined) return kj;
    // Lead: a king of a suit not led yet, else a sure trump, else a low card of the longest suit.
    const kings = cards.filter((c) => c >> 5 < 4 && (c & 31) === 13 && (v.suitsLed & (1 << (c >> 5))) === 0);
    if (kings.length) return kings[0];
    const sure = cards.filter((c) => isTrumpCard(c) && (c & 31) >= topTrumpOut);
    if (sure.length) return sure[0];
    const len = [0, 0, 0, 0, 0, 0];
    for (const c of v.hand) len[c >> 5]++;
    const plain = cards.filter((c) => c !== FOOL && VALUE(c) < 5);
    const pool = plain.length ? plain : cards.filter((c) => c !== FOOL).length ? cards.filter((c) => c !== FOOL) : cards;
    pool.sort((a, b) => VALUE(a) - VALUE(b) || len[b >> 5] - len[a >> 5] || (a & 31) - (b & 31));
    return pool[0];
  }
  let bestSeat = -1;
  let bestRank = -1;
  for (const p of trick) {
    const r = rank(p.card, led);
    if (r > bestRank) {
      bestRank = r;
      bestSeat = p.seat;
    }
  }
  const seatsPlayed = new Set(trick.map((p) => p.seat)).size;
  const last = seatsPlayed === v.players - 1;
  const partnerWins = v.sides[bestSeat] === mySide;
  const partnerSure = partnerWins && (last || bestRank >= 100 + topTrumpOut || (bestRank >= 100 + 18 && seatsPlayed >= v.players - 2));
  const byValue = (xs: number[]) => xs.slice().sort((a, b) => VALUE(a) - VALUE(b) || rank(a, led) - rank(b, led));
  const nonFool = cards.filter((c) => c !== FOOL);
  if (kj !== undefined && !partnerSure) return kj;
  if (partnerSure && nonFool.length) {
    // Give points to the partner's trick (but not the XXI, which wins on its own).
    const give = byValue(nonFool).filter((c) => c !== ((4 << 5) | 21));
    return (give.length ? give : byValue(nonFool))[give.length ? give.length - 1 : 0];
  }
  const winners = nonFool.filter((c) => rank(c, led) > bestRank);
  if (winners.length && !partnerWins) {
    // Win as cheaply as possible; the I only when it cannot be overtaken.
    const safe = winners.filter((c) => c !== ((4 << 5) | 1) || last);
    const pool = safe.length ? safe : winners;
    pool.sort((a, b) => (last ? VALUE(b) - VALUE(a) : 0) || rank(a, led) - rank(b, led));
    return pool[0];
  }
  const cheap = byValue(nonFool);
  if (cards.includes(FOOL) && (cheap.length === 0 || VALUE(cheap[0]) >= 3)) return FOOL;
  return cheap.length ? cheap[0] : cards[0];
}

export const troccasBot: Bot<TroccasView> = {
  id: 'troccas-rules',
  choose(req: BotRequest<TroccasView>): number {
    const { view: v, legal } = req;
    if (legal.length === 1) return legal[0];
    switch (v.phase) {
      case 'catchup':
        return legal.includes(DEAL_ONE) ? DEAL_ONE : legal.includes(DEAL_TWO) ? DEAL_TWO : DEAL_THREE;
      case 'interval':
      case 'dealer':
        return interval(v, legal);
      case 'discard':
        return discard(v, legal);
      case 'take':
        return legal.find((a) => a >= TAKE) ?? legal[0];
      case 'call':
        return legal.includes(BUOB_SCHE) ? BUOB_SCHE : legal.includes(BUOB) ? BUOB : NO_CALL;
      case 'play':
        return play(v, legal);
    }
    return legal[nextInt(rngFromSeed(req.seed), legal.length)];
  }
};
