import type { Bot } from '../../../engine/bot';
import { bidData, type BidData, type BidDataSpec } from '../../../learn/bid-training';
import { troccasGame } from '../index';
import { troccasBot } from '../bot';
import type { TroccasState } from '../state';
import type { TroccasView } from '../view';
import { INTERVAL_FEATURE_COUNT, INTERVAL_HEAD_NAMES, intervalFeatures, intervalHeadOf } from './features';

const inInterval = (s: TroccasState): boolean => s.phase === 'interval' || s.phase === 'dealer';

/** Troccas's interval decisions for the shared data maker (learn/bid-training.ts): go on, or let the hand be thrown in. */
const spec: BidDataSpec<TroccasState, TroccasView> = {
  game: troccasGame,
  featureCount: INTERVAL_FEATURE_COUNT,
  features: intervalFeatures,
  heads: INTERVAL_HEAD_NAMES.length,
  headOf: intervalHeadOf,
  // The veto is the speaker's first word of its turn (after talking it may only allow), and the dealer's.
  judged: (s) => {
    if (!inInterval(s)) return false;
    const legal = troccasGame.legal(s);
    return legal.some((a) => intervalHeadOf(a) === 0) && legal.some((a) => intervalHeadOf(a) === 1);
  },
  // Intervals come until the deal is over (a catch-up choice before them).
  ahead: (s) => inInterval(s) || s.phase === 'catchup',
  rule: troccasBot,
  // "Not going on" is allow, liber, the throw-in, or talk first: the rule bot's way when it takes it.
  tryRule: true,
  // Only the choice is learned: most of the time another seat's veto makes both choices the same
  // hand (their rows then 0), and the luck of the cards, equal for both, cancels.
  relative: true
};

/**
 * The interval model's training data (issue 26): `deals` four-player deals from `firstSeed`, dealt
 * and talked through by the rule bots; at each interval decision both choices (go on, or not) are
 * tried on a copy and the hand played on by `player` (the rule bot) at every seat, the seat's
 * points recorded (0 when thrown in), less the mean of the two.
 */
export const troccasIntervalData = (firstSeed: number, deals: number, player?: Bot): BidData => bidData(spec, firstSeed, deals, 4, player);
