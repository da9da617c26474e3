import type { Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { Inference } from '../bots/search';
import type { HandRecord } from '../engine/record';
import { framesOf } from '../replay/frames';
import { analyseHand, DEFAULT_ANALYSIS, type AnalysisOptions, type HandAnalysis } from './analysis';
import { seatSeed } from './check-card';

/**
 * The analysis of a finished hand record for one seat, step by step (the bot worker runs this);
 * `inference`, the strong bot's, models the other players in the worlds of the costs and estimates.
 */
export function analyseRecord(
  game: AnySearchGame,
  record: HandRecord,
  seat: Seat,
  inference?: Inference,
  opts: AnalysisOptions = DEFAULT_ANALYSIS
): Generator<HandAnalysis> {
  const frames = framesOf(game, record);
  return analyseHand(
    game,
    frames.map((f) => f.state),
    record.actions,
    seat,
    // The hand's own seed makes the sampled worlds the same each time this hand is looked at.
    { ...opts, seed: seatSeed(record.seed, seat), inference }
  );
}
