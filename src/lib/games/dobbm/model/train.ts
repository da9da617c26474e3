// npm run train -- dobbm: trains Dobbm's bid value model (issue 26, docs/bots.md) as Droggn's is
// trained: data from seeded self-play in child processes, a small network (learn/mlp.ts), the
// shared loop in learn/bid-training.ts, weights written beside this script.
//
//   npm run train -- dobbm                          the standard run (writes model/weights.json)
//   npm run train -- dobbm --deals 2000 --no-write  a quick look
//   npm run train -- dobbm --jobs 1 --seed 7 --epochs 20 --hidden 16
//   npm run train -- dobbm --model double --deals 12000 --play-worlds 10
//                                     the double model (model/double-weights.json), its hands played
//                                     out by the strong search at 10 worlds a decision (absent: the
//                                     rule bots)
//   npm run train -- dobbm --deals 0 --calibrate 600 --offsets
//                                     no training: the shipped weights judged on 600 deals whose hands
//                                     the strong level's search plays out (--calibrate-worlds 10 worlds
//                                     a decision), a constant per bid fitted on the first half and
//                                     judged on the second; --offsets writes the constants fitted on
//                                     all of them into the weights
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { toJson } from '../../../learn/mlp';
import {
  arg,
  concatBidData,
  fitOffsets,
  judgeBids,
  runChunks,
  sendBidData,
  trainHeldOut,
  writeWeights,
  type Trainer,
  type TrainTools
} from '../../../learn/bid-training';
import type { ValueModelFile } from '../../../learn/value-model';
import type { Bot } from '../../../engine/bot';
import { dobbmBidData, dobbmDoubleData } from './data';
import { BID_FEATURE_COUNT, BID_HEAD_NAMES, DOUBLE_FEATURE_COUNT } from './features';
import { BID_MODEL_VERSION, loadBidModel } from './bid-model';
import { DOUBLE_MODEL_VERSION } from './double-model';

/** Training deals start here: far from the arena's deals (1,000,000 and 3,000,000 onwards). */
const TRAIN_FIRST_SEED = 2_000_000;
/** The calibration's deals (played out by the search): after the training deals, before the arena's. */
const CALIBRATE_FIRST_SEED = 2_500_000;
const OUT = 'src/lib/games/dobbm/model/weights.json';
const CHUNK = 500;

/** The double model (`--model double`): its own weights file, inputs, heads and data. */
const DOUBLE = {
  out: 'src/lib/games/dobbm/model/double-weights.json',
  names: ['gut', 'Schwacher', 'Retour'],
  features: DOUBLE_FEATURE_COUNT
};
const doubles = arg('--model') === 'double';

interface Chunk {
  firstSeed: number;
  deals: number;
  players: 4 | 5;
  /** Worlds a decision of the search that plays the hands out; absent: the rule bots play them. */
  searchWorlds?: number;
  /** The double model's data, not the bids'. */
  doubles?: boolean;
}

/**
 * The shipped weights (without their offsets) judged on hands the strong search played out; a
 * constant per bid fitted on the first half and judged on the second; with --offsets, the
 * constants fitted on all of them written into the weights.
 */
async function calibrate(tools: TrainTools, deals: number, worlds: number, jobs: number): Promise<void> {
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += 25) chunks.push({ firstSeed: CALIBRATE_FIRST_SEED + d, deals: Math.min(25, deals - d), players: 4, searchWorlds: worlds });
  const t0 = performance.now();
  const got = await runChunks(tools, chunks, jobs, BID_FEATURE_COUNT);
  const seconds = (performance.now() - t0) / 1000;
  const shippedFile = JSON.parse(readFileSync(OUT, 'utf8')) as ValueModelFile;
  const model = loadBidModel({ ...shippedFile, offsets: undefined });
  const all = concatBidData(got, BID_FEATURE_COUNT);
  const half = Math.ceil(got.length / 2);
  const fit = concatBidData(got.slice(0, half), BID_FEATURE_COUNT);
  const test = concatBidData(got.slice(half), BID_FEATURE_COUNT);
  const offsets = fitOffsets(model, fit);
  console.log(
    `Dobbm bid model (shipped weights, not retrained), judged on ${deals} deals played out by the strong search (${worlds} worlds a decision, seeds ${CALIBRATE_FIRST_SEED}…${CALIBRATE_FIRST_SEED + deals - 1}), ${all.count} rows, ${seconds.toFixed(0)} s on ${jobs} processes`
  );
  console.log('all of them, uncalibrated: ' + judgeBids(model, all, BID_HEAD_NAMES));
  console.log(`offsets fitted on the first half [${offsets.map((o) => o.toFixed(2)).join(', ')}]; on the second half:`);
  console.log('uncalibrated ' + judgeBids(model, test, BID_HEAD_NAMES));
  console.log('calibrated ' + judgeBids(model, test, BID_HEAD_NAMES, offsets));
  if (process.argv.includes('--offsets') && !process.argv.includes('--no-write')) {
    const on = fitOffsets(model, all).map((o) => Number(o.toPrecision(6)));
    const command = `npm run train -- ${process.argv.slice(2).join(' ')}`;
    writeFileSync(OUT, JSON.stringify({ ...shippedFile, offsets: on, trainedOn: { ...shippedFile.trainedOn, offsets: command } }) + '\n');
    console.error(`wrote the offsets [${on.join(', ')}] into ${OUT}`);
  }
}

async function main(tools: TrainTools): Promise<void> {
  const deals = Number(arg('--deals') ?? 40000);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 16);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  if (deals === 0) return calibrate(tools, Number(arg('--calibrate') ?? 600), Number(arg('--calibrate-worlds') ?? 10), jobs);
  // --play-worlds K: the hands played out by the strong search at K worlds a decision.
  const playWorlds = arg('--play-worlds') ? Number(arg('--play-worlds')) : undefined;
  const features = doubles ? DOUBLE.features : BID_FEATURE_COUNT;
  const names = doubles ? DOUBLE.names : BID_HEAD_NAMES;
  // Four players and five (the dealer sits out: the same four-seat auction), 3:1.
  const size = playWorlds ? 100 : CHUNK;
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += size)
    chunks.push({
      firstSeed: TRAIN_FIRST_SEED + d,
      deals: Math.min(size, deals - d),
      players: Math.floor(d / size) % 4 === 3 ? 5 : 4,
      ...(playWorlds ? { searchWorlds: playWorlds } : {}),
      ...(doubles ? { doubles } : {})
    });
  const t0 = performance.now();
  const got = await runChunks(tools, chunks, jobs, features);
  const dataSeconds = (performance.now() - t0) / 1000;
  const r = trainHeldOut(got, features, names, { hidden, seed, epochs });
  const version = doubles ? DOUBLE_MODEL_VERSION : BID_MODEL_VERSION;
  const file: ValueModelFile = {
    version,
    features,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: TRAIN_FIRST_SEED,
      deals,
      players: '4 and 5 (3:1)',
      play: playWorlds
        ? `the strong search at ${playWorlds} worlds a decision for every seat after the ${doubles ? 'double' : 'bid'}`
        : doubles
          ? 'bids by the bid model, dobbm-rules for every other decision'
          : 'dobbm-rules for every seat after the bid',
      rows: r.trainRows,
      heldOutRows: r.heldRows,
      seed,
      epochs,
      hidden
    },
    mlp: toJson(r.model, version)
  };
  writeWeights(
    doubles ? 'Dobbm double model' : 'Dobbm bid model',
    { deals, firstSeed: TRAIN_FIRST_SEED, rows: r.trainRows + r.heldRows, dataSeconds, jobs, trainSeconds: r.seconds },
    file,
    [r.report],
    process.argv.includes('--no-write') ? null : doubles ? DOUBLE.out : OUT
  );
}

/** Run by `npm run train -- dobbm` (src/cli/train.ts), which hands it the search. */
export const trainer: Trainer<Chunk> = {
  main,
  child: (tools, c) => {
    // The strong level's play at a fixed count of worlds (its clock would make the data depend on the machine).
    const player: Bot | undefined = c.searchWorlds ? tools.search('strong-play', c.searchWorlds) : undefined;
    sendBidData((c.doubles ? dobbmDoubleData : dobbmBidData)(c.firstSeed, c.deals, c.players, player));
  }
};
