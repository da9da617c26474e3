import { ALLOW, GO_ON, LIBER, TALK, THROW_IN } from '../actions';
import { FOOL, VALUES, isTrumpCard } from '../cards';
import { partnerMood, strength } from '../bot';
import { E } from '../events';
import type { TroccasView } from '../view';

/**
 * The interval model's input (issue 26): features of one seat's VIEW when it may go on or let the
 * hand be thrown in (TR-4-6), nothing else (so two states that look the same to the seat give the
 * same features: model.test.ts). Only four players have an interval. The hand is the cards dealt
 * so far (6, 12 or all 19–21), so counts are given per card dealt.
 */
const INTERVAL_FEATURES = [
  'cards dealt (of 21)',
  'last round dealt',
  'catch-up deal',
  'first speaker',
  'second speaker (dealer’s partner)',
  'third speaker',
  'dealer',
  'trumps per card',
  'trumps XV–XXI per card',
  'the XXI',
  'the I',
  'the Fool',
  'kings per card',
  'court cards per card',
  'card points per card',
  'no trumps',
  'rule bot: hand value',
  'partner’s talk (rule bot’s reading)',
  'opponents’ talk (rule bot’s reading)',
  'opponents allowed this interval',
  'partner allowed this interval',
  'liber said',
  'partner’s face-up card a trump',
  'opponents’ face-up trumps'
] as const;
export const INTERVAL_FEATURE_COUNT = INTERVAL_FEATURES.length;

/**
 * The heads: go on (any of the equivalent phrases: the veto, TR-4-6), or not (allow, liber, the
 * dealer's throw-in; a talk statement too, since after it the speaker can no longer veto).
 */
export const INTERVAL_HEAD_NAMES = ['go on', 'let it go'] as const;
export const intervalHeadOf = (a: number): number =>
  a >= GO_ON && a < GO_ON + 6 ? 0 : a === ALLOW || a === LIBER || a === THROW_IN || (a >= TALK && a < TALK + 100) ? 1 : -1;

/** Is this a decision the model judges: the interval (or the dealer's word) with the veto among the legal actions? */
export const intervalDecision = (view: TroccasView, legal: readonly number[]): boolean =>
  (view.phase === 'interval' || view.phase === 'dealer') && legal.some((a) => intervalHeadOf(a) === 0) && legal.some((a) => intervalHeadOf(a) === 1);

/** Writes the features of `view` (an interval decision) into `out` and returns it. */
export function intervalFeatures(view: TroccasView, out: Float64Array = new Float64Array(INTERVAL_FEATURE_COUNT)): Float64Array {
  const hand = view.hand;
  const n = Math.max(1, hand.length);
  const st = strength(hand);
  let points = 0;
  for (const c of hand) points += VALUES[c];
  const me = view.seat!;
  const players = view.players;
  // Speakers from the dealer's right: 1, 2, 3 seats before the dealer in the play order (seat − 1).
  const dist = (view.dealer - me + players) % players;
  const dealer = view.phase === 'dealer';
  // This interval's words: an interval ends with a go-on, or with "liber" and the dealer's word
  // (which the talk log leaves out), so what counts is what follows the last of those.
  let allowOpp = 0,
    allowPartner = 0,
    liber = 0;
  for (let i = 0; i < view.talk.length; i += 3) {
    const kind = view.talk[i + 1];
    if (kind === E.GO_ON || liber) allowOpp = allowPartner = liber = 0;
    if (kind === E.ALLOW) {
      if (view.sides[view.talk[i]] === view.sides[me]) allowPartner++;
      else allowOpp++;
    }
    if (kind === E.LIBER) liber = 1;
  }
  let partnerUp = 0,
    oppUp = 0;
  view.faceUp.forEach((c, seat) => {
    if (c === null || seat === me || !isTrumpCard(c) || c === FOOL) return;
    if (view.sides[seat] === view.sides[me]) partnerUp = 1;
    else oppUp++;
  });
  const has = (c: number) => (hand.includes(c) ? 1 : 0);
  const f = [
    hand.length / 21,
    view.round === view.rounds ? 1 : 0,
    view.method === 'three' ? 0 : 1,
    !dealer && dist === 3 ? 1 : 0,
    !dealer && dist === 2 ? 1 : 0,
    !dealer && dist === 1 ? 1 : 0,
    dealer ? 1 : 0,
    st.trumps / n,
    st.high / n,
    has((4 << 5) | 21),
    has((4 << 5) | 1),
    has(FOOL),
    st.kings / n,
    st.court / n,
    points / n,
    st.trumps === 0 ? 1 : 0,
    st.score,
    partnerMood(view),
    partnerMood(view, true),
    allowOpp,
    allowPartner,
    liber,
    partnerUp,
    oppUp
  ];
  for (let i = 0; i < f.length; i++) out[i] = f[i];
  return out;
}
