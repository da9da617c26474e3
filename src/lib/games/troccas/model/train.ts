// npm run train -- troccas: trains Troccas's interval value model (issue 26, docs/bots.md) as the
// bid models of the other games are trained: data from seeded self-play in child processes, a
// small network (bots/mlp.ts), the shared loop in bots/bid-training.ts, weights beside this script.
//
//   npm run train -- troccas                          the standard run (writes model/weights.json)
//   npm run train -- troccas --deals 2000 --no-write  a quick look
//   npm run train -- troccas --jobs 1 --seed 7 --epochs 20 --hidden 16 --out /tmp/w.json
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { toJson } from '../../../bots/mlp';
import { arg, runChunks, sendBidData, trainHeldOut, writeWeights } from '../../../bots/bid-training';
import type { ValueModelFile } from '../../../bots/value-model';
import { troccasIntervalData } from './data';
import { INTERVAL_FEATURE_COUNT, INTERVAL_HEAD_NAMES } from './features';
import { INTERVAL_MODEL_VERSION } from './interval-model';

/** Training deals start here: far from the arena's deals (1,000,000 and 3,000,000 onwards). */
const TRAIN_FIRST_SEED = 2_000_000;
const OUT = 'src/lib/games/troccas/model/weights.json';
const CHUNK = 500;

interface Chunk {
  firstSeed: number;
  deals: number;
}

async function main(): Promise<void> {
  const deals = Number(arg('--deals') ?? 12000);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 16);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  // Four players only: three, five and six deal without an interval (TR-3-1, TR-5-1, TR-6-1).
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += CHUNK) chunks.push({ firstSeed: TRAIN_FIRST_SEED + d, deals: Math.min(CHUNK, deals - d) });
  const t0 = performance.now();
  const got = await runChunks(fileURLToPath(import.meta.url), chunks, jobs, INTERVAL_FEATURE_COUNT);
  const dataSeconds = (performance.now() - t0) / 1000;
  const r = trainHeldOut(got, INTERVAL_FEATURE_COUNT, INTERVAL_HEAD_NAMES, { hidden, seed, epochs });
  const file: ValueModelFile = {
    version: INTERVAL_MODEL_VERSION,
    features: INTERVAL_FEATURE_COUNT,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: TRAIN_FIRST_SEED,
      deals,
      players: '4 (the only count with an interval)',
      score: "the seat's points less the mean of the two choices' (data.ts)",
      play: 'troccas-rules for every seat after the choice',
      rows: r.trainRows,
      heldOutRows: r.heldRows,
      seed,
      epochs,
      hidden
    },
    mlp: toJson(r.model, INTERVAL_MODEL_VERSION)
  };
  writeWeights(
    'Troccas interval model',
    { deals, firstSeed: TRAIN_FIRST_SEED, rows: r.trainRows + r.heldRows, dataSeconds, jobs, trainSeconds: r.seconds },
    file,
    [r.report],
    process.argv.includes('--no-write') ? null : (arg('--out') ?? OUT)
  );
}

if (process.argv[2] === '--child') {
  const c = JSON.parse(process.argv[3]) as Chunk;
  sendBidData(troccasIntervalData(c.firstSeed, c.deals));
} else {
  await main();
}
