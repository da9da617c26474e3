// npm run train -- troggen: trains Troggen's bid value model (issue 26, docs/bots.md) as Droggn's
// and Dobbm's are trained: data from seeded self-play in child processes, a small network
// (learn/mlp.ts), the shared loop in learn/bid-training.ts, weights written beside this script.
//
//   npm run train -- troggen                          the standard run (writes model/weights.json)
//   npm run train -- troggen --deals 2000 --no-write  a quick look
//   npm run train -- troggen --jobs 1 --seed 7 --epochs 20 --hidden 16
//   npm run train -- troggen --deals 36000 --out /tmp/w.json   another size, written elsewhere
import { availableParallelism } from 'node:os';
import { toJson } from '../../../learn/mlp';
import { arg, runChunks, sendBidData, trainHeldOut, writeWeights, type Trainer, type TrainTools } from '../../../learn/bid-training';
import type { ValueModelFile } from '../../../learn/value-model';
import { troggenBidData } from './data';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES } from './features';
import { BID_MODEL_VERSION } from './bid-model';

/** Training deals start here: far from the arena's deals (1,000,000 and 3,000,000 onwards). */
const TRAIN_FIRST_SEED = 2_000_000;
const OUT = 'src/lib/games/troggen/model/weights.json';
const CHUNK = 250;
/** The player counts by chunk, in turn: four (the arena's main count) in half the deals, five and six a quarter each. */
const PLAYERS = [4, 5, 4, 6] as const;

interface Chunk {
  firstSeed: number;
  deals: number;
  players: 4 | 5 | 6;
}

async function main(tools: TrainTools): Promise<void> {
  const deals = Number(arg('--deals') ?? 12000);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 16);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += CHUNK)
    chunks.push({ firstSeed: TRAIN_FIRST_SEED + d, deals: Math.min(CHUNK, deals - d), players: PLAYERS[(d / CHUNK) % PLAYERS.length] });
  const t0 = performance.now();
  const got = await runChunks(tools, chunks, jobs, BID_FEATURE_COUNT);
  const dataSeconds = (performance.now() - t0) / 1000;
  const r = trainHeldOut(got, BID_FEATURE_COUNT, BID_HEAD_NAMES, { hidden, seed, epochs });
  const file: ValueModelFile = {
    version: BID_MODEL_VERSION,
    features: BID_FEATURE_COUNT,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: TRAIN_FIRST_SEED,
      deals,
      players: '4, 5 and 6 (2:1:1)',
      pot: 'none in half the deals, else 1 to 40 jetons (data.ts, trainingPot)',
      score: "the seat's jetons less its share of the table's (data.ts, seatValue)",
      play: 'troggen-rules for every seat after the bid',
      rows: r.trainRows,
      heldOutRows: r.heldRows,
      seed,
      epochs,
      hidden
    },
    mlp: toJson(r.model, BID_MODEL_VERSION)
  };
  writeWeights(
    'Troggen bid model',
    { deals, firstSeed: TRAIN_FIRST_SEED, rows: r.trainRows + r.heldRows, dataSeconds, jobs, trainSeconds: r.seconds },
    file,
    [r.report],
    process.argv.includes('--no-write') ? null : (arg('--out') ?? OUT)
  );
}

/** Run by `npm run train -- troggen` (src/cli/train.ts). */
export const trainer: Trainer<Chunk> = {
  main,
  child: (_tools, c) => sendBidData(troggenBidData(c.firstSeed, c.deals, c.players))
};
