import type { Bot } from '../../../engine/bot';
import { rngFromSeed } from '../../../engine/rng';
import { ruleRollout } from '../../../bots/search';
import type { Dataset } from '../../../bots/mlp';
import { droggnGame } from '../index';
import { droggnBot } from '../bot';
import { payoff } from '../scoring';
import type { DroggnState } from '../state';
import type { DroggnView } from '../view';
import { BID_FEATURE_COUNT, BID_HEADS, bidFeatures } from './features';

/**
 * The bid model's training data (issue 26), from self-play: each deal is bid by the rule bots; at
 * every seat's bid, each bid the model judges that is legal there is tried in turn and the hand
 * played on to its end by every seat's `player` (the rule bot by default), and the seat's score
 * recorded. One row per bid tried: the seat's view features, the bid's head, the score. The bids
 * tried at one decision share the deal, so the rows compare bids with the luck of the cards equal.
 *
 * `decisions` also keeps, per decision, every head's score (NaN where not legal) and the rule bot's
 * own bid, so the trainer can say what the model's bids would have scored on held-out deals.
 */
export interface BidData extends Dataset {
  decisions: { first: number; scores: number[]; rule: number }[];
}

export function bidData(firstSeed: number, deals: number, players: 3 | 4, player: Bot = droggnBot as Bot): BidData {
  const game = droggnGame;
  const xs: number[] = [];
  const heads: number[] = [];
  const ys: number[] = [];
  const decisions: BidData['decisions'] = [];
  const feats = new Float64Array(BID_FEATURE_COUNT);
  for (let d = 0; d < deals; d++) {
    const seed = firstSeed + d;
    const s = game.setup({ players, dealer: seed % players, settings: game.defaultSettings(players) }, seed);
    while (s.phase === 'bid') {
      const seat = s.toAct;
      const legal = game.legal(s);
      const view = game.view(s, seat) as DroggnView;
      bidFeatures(view, feats);
      const scores: number[] = [];
      const first = heads.length;
      for (let k = 0; k < BID_HEADS.length; k++) {
        if (!legal.includes(BID_HEADS[k])) {
          scores.push(NaN);
          continue;
        }
        const w = game.clone(s) as DroggnState;
        game.applyInPlace(w, BID_HEADS[k]);
        ruleRollout(game, w, player, rngFromSeed(seed ^ (k << 20)));
        const y = payoff(w)[seat];
        scores.push(y);
        for (const f of feats) xs.push(f);
        heads.push(k);
        ys.push(y);
      }
      const rule = droggnBot.choose({ view, legal, seed: 0, budgetMs: 0 });
      decisions.push({ first, scores, rule });
      game.applyInPlace(s, rule);
    }
  }
  return { inputs: BID_FEATURE_COUNT, count: heads.length, x: Float64Array.from(xs), head: Uint8Array.from(heads), y: Float64Array.from(ys), decisions };
}
