// npm run train -- <game>: trains a game's learned model from self-play (issue 26, docs/bots.md).
// Today only Droggn's bid value model: data from seeded self-play in child processes (one per
// core), then a small network (bots/mlp.ts), weights written beside the model's code.
//
//   npm run train -- droggn                       the standard run (writes src/lib/games/droggn/model/weights.json)
//   npm run train -- droggn --deals 2000 --no-write   a quick look
//   npm run train -- droggn --jobs 1 --seed 7 --epochs 20 --hidden 16
//   npm run train -- droggn --deals 0 --calibrate 100   no training: the shipped weights judged (and with
//                                               --offsets calibrated, written back) on search-played hands
//   npm run train -- droggn --calibrate 300     also 300 deals played out by the strong level's search
//                                               (--calibrate-worlds 10 worlds a decision): the model's
//                                               bids judged there, and a constant per bid fitted on
//                                               half of them (the other half judges it) as `offsets`
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { meanSquaredError, toJson, train, type Dataset } from '../../../bots/mlp';
import { bidData, type BidData } from './data';
import { BID_FEATURE_COUNT, BID_HEADS } from './features';
import { BID_MODEL_VERSION, loadBidModel, modelBidFromValues, type BidModelFile } from './bid-model';
import { forward, type Mlp } from '../../../bots/mlp';
import { searchBot } from '../../../bots/search';
import { searchSettingsFor } from '../../../bots/registry';
import { droggnModule } from '../index';
import type { Bot } from '../../../engine/bot';

/** Training deals start here: far from the arena's deals (1,000,000 and 3,000,000 onwards). */
const TRAIN_FIRST_SEED = 2_000_000;
/** The calibration's deals (played out by the search): after the training deals, before the arena's. */
const CALIBRATE_FIRST_SEED = 2_500_000;
const OUT = 'src/lib/games/droggn/model/weights.json';
const CHUNK = 500;

interface Chunk {
  firstSeed: number;
  deals: number;
  players: 3 | 4;
  /** Worlds a decision of the search that plays the hands out; absent: the rule bots play them. */
  searchWorlds?: number;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Rows of several chunks as one dataset (decisions' row indices shifted). */
function concat(parts: BidData[]): BidData {
  const count = parts.reduce((x, p) => x + p.count, 0);
  const x = new Float64Array(count * BID_FEATURE_COUNT);
  const head = new Uint8Array(count);
  const y = new Float64Array(count);
  const decisions: BidData['decisions'] = [];
  let at = 0;
  for (const p of parts) {
    x.set(p.x, at * BID_FEATURE_COUNT);
    head.set(p.head, at);
    y.set(p.y, at);
    for (const d of p.decisions) decisions.push({ ...d, first: d.first + at });
    at += p.count;
  }
  return { inputs: BID_FEATURE_COUNT, count, x, head, y, decisions };
}

async function main(): Promise<void> {
  const game = process.argv[2];
  if (game !== 'droggn') {
    console.error(`npm run train -- <game>: only droggn has a learned model so far (got ${game ?? 'nothing'})`);
    process.exit(2);
  }
  const deals = Number(arg('--deals') ?? 24000);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 24);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const write = !process.argv.includes('--no-write');
  const calibrate = Number(arg('--calibrate') ?? 0);
  const calWorlds = Number(arg('--calibrate-worlds') ?? 10);
  // Three players and four (the dealer sits out: the same three-hand auction), 3:1.
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += CHUNK)
    chunks.push({ firstSeed: TRAIN_FIRST_SEED + d, deals: Math.min(CHUNK, deals - d), players: (d / CHUNK) % 4 === 3 ? 4 : 3 });
  const calChunk = 25;
  const cal: Chunk[] = [];
  for (let d = 0; d < calibrate; d += calChunk)
    cal.push({ firstSeed: CALIBRATE_FIRST_SEED + d, deals: Math.min(calChunk, calibrate - d), players: 3, searchWorlds: calWorlds });
  const t0 = performance.now();
  const all = [...chunks, ...cal];
  const got: BidData[] = new Array(all.length);
  let next = 0;
  let done = 0;
  const self = fileURLToPath(import.meta.url);
  const worker = async () => {
    while (next < all.length) {
      const i = next++;
      got[i] = await new Promise<BidData>((resolve, reject) => {
        const child = fork(self, ['--child', JSON.stringify(all[i])], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        let r: BidData | undefined;
        child.on('message', (m) => {
          const o = m as { count: number; x: number[]; head: number[]; y: number[]; decisions: BidData['decisions'] };
          r = {
            inputs: BID_FEATURE_COUNT,
            count: o.count,
            x: Float64Array.from(o.x),
            head: Uint8Array.from(o.head),
            y: Float64Array.from(o.y),
            decisions: o.decisions
          };
        });
        child.on('exit', (code) => (r ? resolve(r) : reject(new Error(`chunk ${i} failed (exit ${code})`))));
      });
      done++;
      console.error(`[data ${done}/${all.length} chunks, ${((performance.now() - t0) / 1000).toFixed(0)} s]`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const dataSeconds = (performance.now() - t0) / 1000;
  const calData = got.splice(chunks.length);
  if (!chunks.length) {
    // No training: the shipped weights (without any offsets they carry) judged on the search's hands.
    const shippedFile = JSON.parse(readFileSync(OUT, 'utf8')) as BidModelFile;
    const model = loadBidModel({ ...shippedFile, offsets: undefined });
    const data = concat(calData);
    console.log(
      `Droggn bid model (shipped weights, not retrained), judged on ${calibrate} deals played out by the strong search (${calWorlds} worlds a decision, seeds ${CALIBRATE_FIRST_SEED}…${CALIBRATE_FIRST_SEED + calibrate - 1}), ${data.count} rows, ${dataSeconds.toFixed(0)} s on ${jobs} processes`
    );
    console.log(judge(model, data));
    const half = Math.ceil(calData.length / 2);
    const offsets = fitOffsets(model, concat(calData.slice(0, half)));
    const test = concat(calData.slice(half));
    console.log(
      `offsets fitted on the first half [${offsets.map((o) => o.toFixed(1)).join(', ')}]; on the second half: uncalibrated ${judge(model, test)}\ncalibrated ${judge(model, test, offsets)}`
    );
    if (write && process.argv.includes('--offsets')) {
      const all = fitOffsets(model, data).map((o) => Number(o.toPrecision(6)));
      writeFileSync(
        OUT,
        JSON.stringify({
          ...shippedFile,
          offsets: all,
          trainedOn: { ...shippedFile.trainedOn, offsets: `npm run train -- ${process.argv.slice(2).join(' ')}` }
        }) + '\n'
      );
      console.error(`wrote the offsets [${all.join(', ')}] into ${OUT}`);
    }
    return;
  }
  // The last tenth of the chunks is held out: its deals judge the model, never train it.
  const cut = Math.max(1, Math.floor(chunks.length * 0.9));
  const trainSet = concat(got.slice(0, cut));
  const held = concat(got.slice(cut).length ? got.slice(cut) : got.slice(-1));
  console.error(`data: ${trainSet.count} rows (${trainSet.decisions.length} bids) to train, ${held.count} rows held out, ${dataSeconds.toFixed(0)} s`);
  const t1 = performance.now();
  const model = train(trainSet, {
    hidden,
    heads: BID_HEADS.length,
    seed,
    epochs,
    onEpoch: (e, mse) => console.error(`[epoch ${e + 1}/${epochs}] scaled mse ${mse.toFixed(4)}`)
  });
  const trainSeconds = (performance.now() - t1) / 1000;
  const report = judge(model, held);
  // Calibration on hands the search plays out: a constant per bid, fitted on the first half of
  // those decisions, judged on the second (against the uncalibrated model and the rule bot).
  let offsets: number[] | undefined;
  let calReport = '';
  if (calData.length) {
    const half = Math.ceil(calData.length / 2);
    const fit = concat(calData.slice(0, half));
    const test = concat(calData.slice(half).length ? calData.slice(half) : calData);
    offsets = fitOffsets(model, fit);
    calReport = [
      `search-played (${calWorlds} worlds a decision, seeds ${CALIBRATE_FIRST_SEED}…${CALIBRATE_FIRST_SEED + calibrate - 1}): ${fit.count} rows fit the offsets [${offsets.map((o) => o.toFixed(1)).join(', ')}], ${test.count} rows judge`,
      'uncalibrated ' + judge(model, test),
      'calibrated ' + judge(model, test, offsets),
      'uncalibrated on all of them ' + judge(model, concat(calData))
    ].join('\n');
  }
  const file: BidModelFile = {
    version: BID_MODEL_VERSION,
    features: BID_FEATURE_COUNT,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: TRAIN_FIRST_SEED,
      deals,
      players: '3 and 4 (3:1)',
      play: 'droggn-rules for every seat after the bid',
      rows: trainSet.count,
      heldOutRows: held.count,
      seed,
      epochs,
      hidden,
      ...(calibrate ? { calibrate, calibrateWorlds: calWorlds, calibrateFirstSeed: CALIBRATE_FIRST_SEED } : {})
    },
    mlp: toJson(model, BID_MODEL_VERSION),
    ...(offsets && process.argv.includes('--offsets') ? { offsets: offsets.map((o) => Number(o.toPrecision(6))) } : {})
  };
  const text = JSON.stringify(file);
  console.log(
    `Droggn bid model: ${deals} deals (seeds ${TRAIN_FIRST_SEED}…${TRAIN_FIRST_SEED + deals - 1}), ${trainSet.count + held.count} rows, data ${dataSeconds.toFixed(0)} s on ${jobs} processes, training ${trainSeconds.toFixed(0)} s, weights ${(text.length / 1024).toFixed(1)} kB`
  );
  console.log(
    `held out (${held.decisions.length} bids): rms error ${Math.sqrt(meanSquaredError(model, held)).toFixed(1)} points (spread of the scores ${spread(held).toFixed(1)})`
  );
  console.log(report);
  if (calReport) console.log(calReport);
  if (write) {
    writeFileSync(OUT, text + '\n');
    console.error(`wrote ${OUT}`);
  }
}

const spread = (d: Dataset) => {
  let m = 0;
  for (const y of d.y) m += y / d.count;
  let v = 0;
  for (const y of d.y) v += (y - m) ** 2 / d.count;
  return Math.sqrt(v);
};

/**
 * On held-out bids, every legal bid's score was measured on the same deal: what the model's bids
 * score there against the rule bot's, and the best bid in hindsight (played on by the rule bots).
 */
/** Per head, the mean of (score − prediction) over the rows of that head. */
function fitOffsets(model: Mlp, d: BidData): number[] {
  const sum = [0, 0, 0, 0];
  const n = [0, 0, 0, 0];
  for (let r = 0; r < d.count; r++) {
    const v = forward(model, d.x.subarray(r * BID_FEATURE_COUNT, (r + 1) * BID_FEATURE_COUNT));
    sum[d.head[r]] += d.y[r] - v[d.head[r]];
    n[d.head[r]]++;
  }
  return sum.map((s, k) => (n[k] ? s / n[k] : 0));
}

function judge(model: Mlp, held: BidData, offsets?: number[]): string {
  let mSum = 0,
    rSum = 0,
    oSum = 0,
    n = 0,
    differ = 0;
  const picks = [0, 0, 0, 0];
  const rulePicks = [0, 0, 0, 0];
  const diffs: number[] = [];
  for (const d of held.decisions) {
    const r = d.first;
    const x = held.x.subarray(r * BID_FEATURE_COUNT, (r + 1) * BID_FEATURE_COUNT);
    const v = forward(model, x).map((y, i) => y + (offsets?.[i] ?? 0));
    const k = modelBidFromValues(
      v,
      d.scores.map((s) => !Number.isNaN(s))
    );
    const rk = BID_HEADS.indexOf(d.rule as (typeof BID_HEADS)[number]);
    if (rk < 0) continue; // a Mord: the rule bot's in both
    n++;
    picks[k]++;
    rulePicks[rk]++;
    if (k !== rk) differ++;
    mSum += d.scores[k];
    rSum += d.scores[rk];
    diffs.push(d.scores[k] - d.scores[rk]);
    oSum += Math.max(...d.scores.filter((s) => !Number.isNaN(s)));
  }
  const mean = (mSum - rSum) / n;
  const se = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1) / n);
  const names = ['pass', 'Ansager', 'Solo', 'Super'];
  const mix = (p: number[]) => p.map((c, i) => `${names[i]} ${((100 * c) / n).toFixed(0)}%`).join(', ');
  return [
    `held-out bids: model ${(mSum / n).toFixed(2)}, rule bot ${(rSum / n).toFixed(2)}, best in hindsight ${(oSum / n).toFixed(2)} points a bid; model − rule ${mean.toFixed(2)} ± ${se.toFixed(2)} (z ${(mean / se).toFixed(1)}), different bid in ${((100 * differ) / n).toFixed(1)}%`,
    `  model bids: ${mix(picks)}`,
    `  rule bids:  ${mix(rulePicks)}`
  ].join('\n');
}

if (process.argv[2] === '--child') {
  const c = JSON.parse(process.argv[3]) as Chunk;
  // The strong level's play at a fixed count of worlds (its clock would make the data depend on the machine).
  const strong = searchSettingsFor(droggnModule, 'strong');
  const player: Bot | undefined = c.searchWorlds
    ? searchBot(droggnModule.game, 'strong-play', { ...strong, maxWorlds: c.searchWorlds, minWorlds: c.searchWorlds })
    : undefined;
  const d = bidData(c.firstSeed, c.deals, c.players, player);
  process.send!({ count: d.count, x: Array.from(d.x), head: Array.from(d.head), y: Array.from(d.y), decisions: d.decisions }, () => process.exit(0));
} else {
  await main();
}
