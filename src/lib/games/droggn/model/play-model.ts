import { PACKS } from '../../../engine/packs';
import { TRUMP, suitOf, type Card } from '../../../engine/cards';
import type { Action } from '../../../engine/game';
import type { ModelPolicy } from '../../../engine/bot';
import { choiceFromJson, choiceScores, type ChoiceJson, type ChoiceModel } from '../../../learn/choice-model';
import * as A from '../actions';
import { GSTIESS, MOND, PAGAT, beats, kingRank } from '../cards';
import type { DroggnView } from '../view';
import weights from './play-weights.json' with { type: 'json' };

/**
 * Droggn's card-play policy (issue 26, docs/bots.md "Card-play inference"): which legal card a
 * strong player plays, from features of that player's VIEW and each card (learn/choice-model.ts,
 * trained on the strong search's own play by `npm run train -- droggn --model play`). The search
 * weighs a world by how likely the cards each other seat played were with the hand the world gave
 * it (`SearchSettings.playPolicy`).
 */
const PLAY_FEATURES = [
  'trump',
  'trump number',
  'Pagat',
  'Mond',
  'Gstiess',
  'points',
  'plain rank',
  'lead: trump',
  'lead: points',
  'lead: suit length',
  'wins the trick so far',
  'wins × points in the trick',
  'wins, last to play',
  'partner winning × points',
  'opponent keeps it × points',
  'cheapest legal',
  'dearest legal',
  'cost rank among legal',
  'lowest held of its suit',
  'highest held of its suit',
  'sure winner (no higher trump out)',
  'suit length after',
  'plain singleton',
  'declarer: trump',
  'declarer: lead trump',
  'cheapest winner',
  'wins × sure winner',
  'late × trump',
  'throw-off × points',
  'ruff'
] as const;
export const PLAY_FEATURE_COUNT = PLAY_FEATURES.length;
export const PLAY_MODEL_VERSION = 1;

const isTrump = (c: Card) => suitOf(c) === TRUMP;

/**
 * The features of each legal card (`legal`, every one a play) on `view`, written row by row into
 * `out` (legal.length × PLAY_FEATURE_COUNT). The view alone: two states that look the same to the
 * seat give the same rows.
 */
export function playFeatures(view: DroggnView, legal: readonly Action[], out: Float64Array): Float64Array {
  const pack = PACKS[view.pack];
  const values = pack.values;
  const king = kingRank(pack);
  const hand = view.hand;
  const cost = (c: Card) => (c === PAGAT ? 50 : c === MOND ? 40 : c === GSTIESS ? 30 : values[c] * 5 + (isTrump(c) ? 3 + (c & 31) / 10 : (c & 31) / 20));
  // Every card the seat has seen: the played tricks, the trick on the table, its hand.
  const seen = new Set<Card>(hand);
  for (const t of view.playedTricks) for (const p of t.cards) seen.add(p.card);
  for (const p of view.trick) seen.add(p.card);
  const higherOut = (c: Card) => {
    let n = 0;
    for (let t = (c & 31) + 1; t <= 21; t++) if (!seen.has(128 + t)) n++;
    return n;
  };
  let best: { seat: number; card: Card } | null = null;
  let trickPoints = 0;
  for (const p of view.trick) {
    if (p.card === GSTIESS) continue;
    trickPoints += values[p.card];
    if (!best || beats(p.card, best.card)) best = p;
  }
  const lead = view.trick.length === 0;
  const led = view.trick.find((p) => p.card !== GSTIESS)?.card;
  const last = view.trick.length === view.active.length - 1;
  const partnerWinning = !!best && best.seat !== view.seat && view.partners.includes(best.seat);
  const declarer = view.seat === view.declarer;
  const late = view.trickNo / Math.max(1, view.tricks);
  const cards = legal.map((a) => A.cardOf(a));
  const costs = cards.map(cost);
  const cheapest = Math.min(...costs);
  const dearest = Math.max(...costs);
  const winners = cards.filter((c) => c !== GSTIESS && (!best || beats(c, best.card)));
  const cheapestWinner = winners.length ? Math.min(...winners.map(cost)) : Infinity;
  const suitLen = (s: number) => hand.reduce((n, c) => n + (c !== GSTIESS && suitOf(c) === s ? 1 : 0), 0);
  const k = PLAY_FEATURE_COUNT;
  for (let r = 0; r < cards.length; r++) {
    const c = cards[r];
    const g = c === GSTIESS;
    const trump = !g && isTrump(c);
    const pts = g ? 0 : values[c];
    const s = suitOf(c);
    const len = g ? 0 : suitLen(s);
    const same = g ? [] : hand.filter((h) => h !== GSTIESS && suitOf(h) === s);
    const wins = !g && (!best || beats(c, best.card));
    const sure = trump && higherOut(c) === 0;
    const below = costs.filter((x) => x < costs[r]).length;
    const f = [
      trump ? 1 : 0,
      trump ? (c & 31) / 21 : 0,
      c === PAGAT ? 1 : 0,
      c === MOND ? 1 : 0,
      g ? 1 : 0,
      pts / 5,
      !g && !trump ? (c & 31) / king : 0,
      lead && trump ? 1 : 0,
      lead ? pts / 5 : 0,
      lead ? len / Math.max(1, hand.length) : 0,
      !lead && wins ? 1 : 0,
      !lead && wins ? (trickPoints + pts) / 10 : 0,
      last && wins ? 1 : 0,
      partnerWinning ? pts / 5 : 0,
      !lead && !partnerWinning && !wins ? pts / 5 : 0,
      costs[r] === cheapest ? 1 : 0,
      costs[r] === dearest ? 1 : 0,
      cards.length > 1 ? below / (cards.length - 1) : 0,
      !g && same.every((h) => h >= c) ? 1 : 0,
      !g && same.every((h) => h <= c) ? 1 : 0,
      sure ? 1 : 0,
      (len - 1) / 8,
      !g && !trump && len === 1 ? 1 : 0,
      declarer && trump ? 1 : 0,
      declarer && lead && trump ? 1 : 0,
      !lead && wins && costs[r] === cheapestWinner ? 1 : 0,
      !lead && wins && sure ? 1 : 0,
      trump ? late : 0,
      led !== undefined && !g && !trump && s !== suitOf(led) ? pts / 5 : 0,
      led !== undefined && trump && !isTrump(led) ? 1 : 0
    ];
    for (let i = 0; i < k; i++) out[r * k + i] = f[i];
  }
  return out;
}

interface PlayModelFile {
  version: number;
  features: number;
  trainedOn: Record<string, unknown>;
  model: ChoiceJson;
}

function loadPlayModel(file: PlayModelFile): ChoiceModel {
  if (file.version !== PLAY_MODEL_VERSION || file.features !== PLAY_FEATURE_COUNT) {
    throw new Error(
      `droggn play model: weights are version ${file.version} with ${file.features} features; the code expects ${PLAY_MODEL_VERSION} with ${PLAY_FEATURE_COUNT}`
    );
  }
  return choiceFromJson(file.model);
}

let shipped: ChoiceModel | null = null;

/**
 * The policy the search reads cards by: each legal card's score (a log-probability up to a
 * constant, so the temperature is 1), or null where a legal action is not a card (the Kleine call).
 */
export function playPolicy(model?: ChoiceModel): ModelPolicy<DroggnView> {
  let rows = new Float64Array(PLAY_FEATURE_COUNT * 32);
  return {
    temperature: 1,
    values(view, legal) {
      if (view.phase !== 'play' || legal.some((a) => A.kindOf(a) !== A.PLAY)) return null;
      const m = model ?? (shipped ??= loadPlayModel(weights as PlayModelFile));
      if (rows.length < legal.length * PLAY_FEATURE_COUNT) rows = new Float64Array(legal.length * PLAY_FEATURE_COUNT);
      playFeatures(view, legal, rows);
      return choiceScores(m, rows, legal.length, new Float64Array(legal.length));
    }
  };
}
