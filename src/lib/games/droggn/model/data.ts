import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../learn/bid-training';
import { droggnGame } from '../index';
import { droggnBot } from '../bot';
import { bidModelBot } from './bid-model';
import { DISCARD_FEATURE_COUNT, discardFeatures, discardSets } from './discard-model';
import * as A from '../actions';
import { nextInt, rngFromSeed } from '../../../engine/rng';
import { ruleRollout } from '../../../engine/fast';
import type { DroggnState } from '../state';
import type { DroggnView } from '../view';
import type { DroggnSettings } from '../settings';
import type { ChoiceData } from '../../../learn/choice-model';
import { PLAY_FEATURE_COUNT, playFeatures } from './play-model';
import { BID_FEATURE_COUNT, BID_HEADS, DOUBLE_FEATURE_COUNT, DOUBLE_HEADS, bidFeatures, doubleFeatures } from './features';

/** Droggn's bid decisions for the shared data maker (learn/bid-training.ts); Super Mord has no head. */
const spec: BidDataSpec<DroggnState, DroggnView> = {
  game: droggnGame,
  featureCount: BID_FEATURE_COUNT,
  features: bidFeatures,
  heads: BID_HEADS.length,
  headOf: (a) => BID_HEADS.indexOf(a as (typeof BID_HEADS)[number]),
  judged: (s) => s.phase === 'bid',
  rule: droggnBot
};

/**
 * The bid model's training data (issue 26), from self-play: each deal is bid by the rule bots; at
 * every seat's bid, each bid the model judges that is legal there is tried in turn and the hand
 * played on to its end by every seat's `player` (the rule bot by default), and the seat's score
 * recorded (learn/bid-training.ts, `bidData`).
 */
export const droggnBidData = (firstSeed: number, deals: number, players: 3 | 4, player?: Bot, settings?: Partial<DroggnSettings>): BidData =>
  bidData(spec, firstSeed, deals, players, player, settings);

/**
 * Droggn's doubles for the same data maker (the double model, issue 26): every "gut", Schwacher
 * and Retour decision; the rule bots play the auction, the discard, the buy and the announcement
 * on towards it, and the deal's rows end with the doubling.
 */
const doubleSpec: BidDataSpec<DroggnState, DroggnView> = {
  game: droggnGame,
  featureCount: DOUBLE_FEATURE_COUNT,
  features: doubleFeatures,
  heads: DOUBLE_HEADS.length,
  headOf: (a) => DOUBLE_HEADS.indexOf(a as (typeof DOUBLE_HEADS)[number]),
  judged: (s) => s.phase === 'double',
  relative: true,
  ahead: (s) => s.phase !== 'defender-layout' && s.phase !== 'play' && s.phase !== 'over',
  // The contracts the strong level's doubles meet are the learned model's bids (mostly Ansager);
  // the doubles of the real path are the rule bot's (the choice the model is compared with).
  rule: bidModelBot(undefined, droggnBot, ['bid'])
};

/**
 * The double model's training data: each deal bid by the bid model (as the strong level bids) and
 * played towards the doubling by the rule bots; at every double decision both calls ("gut", and the Schwacher or Retour) are tried in turn
 * and the hand played on to its end by `player` at every seat (the rule bot by default), the seat's
 * score recorded.
 */
export const droggnDoubleData = (firstSeed: number, deals: number, players: 3 | 4, player?: Bot, settings?: Partial<DroggnSettings>): BidData =>
  bidData(doubleSpec, firstSeed, deals, players, player, settings);

/** Candidates tried at each discard: the rule bot's set, sets that differ from it in one card, random legal sets. */
const DISCARD_SWAPS = 3;
const DISCARD_RANDOM = 4;

/**
 * The discard model's training data: each deal bid by the bid model (the rule bots otherwise) up to
 * the declarer's discard (an Ansager or Solo; other deals give no rows). There, candidate sets of
 * three (the rule bot's first, up to three that differ from it in one card, four at random among
 * the legal sets) are each laid away on a copy and the hand played out by `player` at every seat (the
 * rule bots by default); one row per candidate: the features of the kept hand and the discard, the
 * declarer's score minus the mean of the candidates' (relative, as the doubles': the deal's luck
 * cancels). A decision's `scores` are its candidates', the rule bot's first (`rule: 0`).
 */
export function droggnDiscardData(firstSeed: number, deals: number, players: 3 | 4, player?: Bot, settings?: Partial<DroggnSettings>): BidData {
  const game = droggnGame;
  const bids = bidModelBot(undefined, droggnBot, ['bid']);
  const playOn = player ?? bids;
  const xs: number[] = [];
  const ys: number[] = [];
  const decisions: BidData['decisions'] = [];
  const feats = new Float64Array(DISCARD_FEATURE_COUNT);
  const key = (set: readonly number[]) =>
    set
      .map((a) => A.cardOf(a))
      .sort((x, y) => x - y)
      .join();
  for (let d = 0; d < deals; d++) {
    const seed = firstSeed + d;
    const rng = rngFromSeed(seed ^ 0x5eed);
    const s = game.setup({ players, dealer: seed % players, settings: { ...game.defaultSettings(players), ...settings } }, seed);
    while (s.phase === 'bid') game.applyInPlace(s, bids.choose({ view: game.view(s, s.toAct), legal: game.legal(s), seed: 0, budgetMs: 0 }));
    if (s.phase !== 'discard') continue;
    const seat = s.toAct;
    const view = game.view(s, seat);
    const all = discardSets(s);
    // The rule bot's set: its three discards in turn.
    const ruleSet: number[] = [];
    const r = game.clone(s);
    while (r.phase === 'discard') {
      const a = droggnBot.choose({ view: game.view(r, seat), legal: game.legal(r), seed: 0, budgetMs: 0 });
      ruleSet.push(a);
      game.applyInPlace(r, a);
    }
    const ruleKey = key(ruleSet);
    const ruleCards = new Set(ruleSet.map((a) => A.cardOf(a)));
    const near = all.filter((set) => set.filter((a) => ruleCards.has(A.cardOf(a))).length === ruleSet.length - 1);
    const candidates: number[][] = [all.find((set) => key(set) === ruleKey) ?? ruleSet];
    const taken = new Set([ruleKey]);
    const pick = (from: number[][], n: number) => {
      for (let i = 0; i < n && from.length; i++) {
        const set = from[nextInt(rng, from.length)];
        if (taken.has(key(set))) continue;
        taken.add(key(set));
        candidates.push(set);
      }
    };
    pick(near, DISCARD_SWAPS);
    pick(all, DISCARD_RANDOM);
    const first = ys.length;
    const scores: number[] = [];
    for (const [k, set] of candidates.entries()) {
      const w = game.clone(s);
      for (const a of set) game.applyInPlace(w, a);
      ruleRollout(game, w, playOn, rngFromSeed(seed ^ (k << 20)));
      const y = game.payoff(w)[seat];
      scores.push(y);
      const cards = set.map((a) => A.cardOf(a));
      discardFeatures(
        view,
        view.hand.filter((c) => !cards.includes(c)),
        cards,
        feats
      );
      for (const f of feats) xs.push(f);
      ys.push(y);
    }
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    for (let i = first; i < ys.length; i++) ys[i] -= mean;
    decisions.push({ first, scores, rule: 0 });
  }
  return { inputs: DISCARD_FEATURE_COUNT, count: ys.length, x: Float64Array.from(xs), head: new Uint8Array(ys.length), y: Float64Array.from(ys), decisions };
}

/**
 * The card-play policy's training data (issue 26, play-model.ts): deals played through by
 * `player` at every seat (the strong search in `npm run train -- droggn --model play`); at every
 * card with a choice, each legal card's features from the player's view, and which one it played.
 */
export function droggnPlayData(firstSeed: number, deals: number, players: 3 | 4, player: Bot): ChoiceData {
  const game = droggnGame;
  const xs: number[] = [];
  const starts: number[] = [0];
  const chosen: number[] = [];
  let rows = new Float64Array(0);
  for (let d = 0; d < deals; d++) {
    const seed = firstSeed + d;
    const s = game.setup({ players, dealer: seed % players, settings: game.defaultSettings(players) }, seed);
    for (let step = 0; s.phase !== 'over'; step++) {
      const seat = s.toAct;
      const view = game.view(s, seat);
      const legal = game.legal(s);
      const a = legal.length === 1 ? legal[0] : player.choose({ view, legal, seed: seed * 1000 + step, budgetMs: 0 });
      if (s.phase === 'play' && legal.length > 1 && legal.every((b) => A.kindOf(b) === A.PLAY)) {
        if (rows.length < legal.length * PLAY_FEATURE_COUNT) rows = new Float64Array(legal.length * PLAY_FEATURE_COUNT);
        playFeatures(view, legal, rows);
        for (let i = 0; i < legal.length * PLAY_FEATURE_COUNT; i++) xs.push(rows[i]);
        starts.push(starts[starts.length - 1] + legal.length);
        chosen.push(legal.indexOf(a));
      }
      game.applyInPlace(s, a);
    }
  }
  return { inputs: PLAY_FEATURE_COUNT, x: Float64Array.from(xs), starts: Uint32Array.from(starts), chosen: Uint32Array.from(chosen) };
}
