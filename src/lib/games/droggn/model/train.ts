// npm run train -- <game>: trains a game's learned model from self-play (issue 26, docs/bots.md).
// Droggn's bid value model: data from seeded self-play in child processes (one per
// core), then a small network (learn/mlp.ts), weights written beside the model's code.
//
//   npm run train -- droggn                       the standard run (writes src/lib/games/droggn/model/weights.json)
//   npm run train -- droggn --deals 2000 --no-write   a quick look
//   npm run train -- droggn --jobs 1 --seed 7 --epochs 20 --hidden 16
//   npm run train -- droggn --deals 0 --calibrate 100   no training: the shipped weights judged (and with
//                                               --offsets calibrated, written back) on search-played hands
//   npm run train -- droggn --model double      the double model (Schwacher, Retour): its data from
//                                               deals bid by the bid model, written to double-weights.json
//                                               (--calibrate N judges it on N deals the search plays out;
//                                               --play-worlds 10: its training hands played out by the
//                                               strong search at 10 worlds a decision, not the rule bots)
//   npm run train -- droggn --calibrate 300     also 300 deals played out by the strong level's search
//                                               (--calibrate-worlds 10 worlds a decision): the model's
//                                               bids judged there, and a constant per bid fitted on
//                                               half of them (the other half judges it) as `offsets`
//   npm run train -- droggn --model play        the card-play policy (play-model.ts): deals played by the
//                                               strong search at --play-worlds (default 50) worlds a
//                                               decision at every seat, its cards with a choice learned
//                                               (default 2,000 deals), written to play-weights.json
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { toJson } from '../../../learn/mlp';
import {
  arg,
  concatBidData,
  fitOffsets,
  judgeBids,
  judgeCandidates,
  runChildren,
  runChunks,
  sendBidData,
  trainHeldOut,
  type BidData,
  type Trainer,
  type TrainTools,
  writeWeights
} from '../../../learn/bid-training';
import type { ValueModelFile } from '../../../learn/value-model';
import { droggnBidData, droggnDiscardData, droggnDoubleData, droggnPlayData } from './data';
import { PLAY_FEATURE_COUNT, PLAY_MODEL_VERSION } from './play-model';
import { choiceToJson, concatChoiceData, judgeChoice, trainChoice } from '../../../learn/choice-model';
import { DISCARD_FEATURE_COUNT, DISCARD_MODEL_VERSION, loadDiscardModel } from './discard-model';
import { BID_FEATURE_COUNT, DOUBLE_FEATURE_COUNT } from './features';
import { BID_MODEL_VERSION, loadBidModel } from './bid-model';
import { DOUBLE_MODEL_VERSION, loadDoubleModel } from './double-model';
import type { Bot } from '../../../engine/bot';

/** Training deals start here: far from the arena's deals (1,000,000 and 3,000,000 onwards). */
const TRAIN_FIRST_SEED = 2_000_000;
/** The calibration's deals (played out by the search): after the training deals, before the arena's. */
const CALIBRATE_FIRST_SEED = 2_500_000;
const CHUNK = 500;

/** The two models this script trains: the bids' (the default) and the doubles' (`--model double`). */
const MODELS = {
  bid: {
    title: 'Droggn bid model',
    out: 'src/lib/games/droggn/model/weights.json',
    names: ['pass', 'Ansager', 'Solo', 'Super'],
    features: BID_FEATURE_COUNT,
    version: BID_MODEL_VERSION,
    load: loadBidModel,
    data: droggnBidData,
    deals: 24000,
    play: 'droggn-rules for every seat after the bid'
  },
  double: {
    title: 'Droggn double model',
    out: 'src/lib/games/droggn/model/double-weights.json',
    names: ['gut', 'Schwacher', 'Retour'],
    features: DOUBLE_FEATURE_COUNT,
    version: DOUBLE_MODEL_VERSION,
    load: loadDoubleModel,
    data: droggnDoubleData,
    deals: 30000,
    play: 'bids by the bid model, droggn-rules for every other decision'
  },
  discard: {
    title: 'Droggn discard model',
    out: 'src/lib/games/droggn/model/discard-weights.json',
    names: ['discard'],
    features: DISCARD_FEATURE_COUNT,
    version: DISCARD_MODEL_VERSION,
    load: loadDiscardModel,
    data: droggnDiscardData,
    deals: 20000,
    play: 'bids by the bid model, droggn-rules for every other decision'
  }
};
type ModelId = keyof typeof MODELS;
const modelId = (x: string | undefined): ModelId => (x === 'double' || x === 'discard' ? x : 'bid');
const M = MODELS[modelId(arg('--model'))];
const PLAY_OUT = 'src/lib/games/droggn/model/play-weights.json';
const OUT = M.out;
const NAMES = M.names;

interface Chunk {
  firstSeed: number;
  deals: number;
  players: 3 | 4;
  /** Worlds a decision of the search that plays the hands out; absent: the rule bots play them. */
  searchWorlds?: number;
  model: ModelId | 'play';
}

/** The training deals in chunks of `size`, from TRAIN_FIRST_SEED: three players, every fourth chunk four. */
function trainChunks(deals: number, size: number, rest: Pick<Chunk, 'model' | 'searchWorlds'>): Chunk[] {
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += size)
    chunks.push({ firstSeed: TRAIN_FIRST_SEED + d, deals: Math.min(size, deals - d), players: Math.floor(d / size) % 4 === 3 ? 4 : 3, ...rest });
  return chunks;
}

/**
 * `--model play`: the card-play policy from the strong search's own play (every seat, at a fixed
 * count of worlds); the last tenth of the chunks judges it.
 */
async function trainPlay(tools: TrainTools): Promise<void> {
  const deals = Number(arg('--deals') ?? 2000);
  const worlds = Number(arg('--play-worlds') ?? 50);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 20);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const chunks = trainChunks(deals, 25, { searchWorlds: worlds, model: 'play' });
  const t0 = performance.now();
  const got = await runChildren(tools, chunks, jobs, (m) => {
    const o = m as { inputs: number; x: number[]; starts: number[]; chosen: number[] };
    return { inputs: o.inputs, x: Float64Array.from(o.x), starts: Uint32Array.from(o.starts), chosen: Uint32Array.from(o.chosen) };
  });
  const dataSeconds = (performance.now() - t0) / 1000;
  const held = Math.max(1, Math.round(got.length / 10));
  const train = concatChoiceData(got.slice(0, got.length - held));
  const test = concatChoiceData(got.slice(got.length - held));
  const t1 = performance.now();
  const model = trainChoice(train, { seed, epochs });
  const trainSeconds = (performance.now() - t1) / 1000;
  const j = judgeChoice(model, test);
  const file = {
    version: PLAY_MODEL_VERSION,
    features: PLAY_FEATURE_COUNT,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: TRAIN_FIRST_SEED,
      deals,
      players: '3 and 4 (3:1)',
      play: `the strong search at ${worlds} worlds a decision at every seat (its bids by the bid model)`,
      decisions: train.starts.length - 1,
      heldOutDecisions: j.decisions,
      seed,
      epochs
    },
    model: choiceToJson(model, PLAY_MODEL_VERSION)
  };
  writeWeights(
    'Droggn card-play policy',
    { deals, firstSeed: TRAIN_FIRST_SEED, rows: train.x.length / PLAY_FEATURE_COUNT, dataSeconds, jobs, trainSeconds },
    file,
    [
      `held out (the last ${held} chunks, ${j.decisions} cards with a choice): log-loss ${j.logLoss.toFixed(3)} nats (a uniform guess ${j.uniformLogLoss.toFixed(3)}), the model's likeliest card is the one played in ${(100 * j.top).toFixed(1)}%`
    ],
    process.argv.includes('--no-write') ? null : PLAY_OUT
  );
}

async function main(tools: TrainTools): Promise<void> {
  if (arg('--model') === 'play') return trainPlay(tools);
  const deals = Number(arg('--deals') ?? M.deals);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 24);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const write = !process.argv.includes('--no-write');
  const calibrate = Number(arg('--calibrate') ?? 0);
  const calWorlds = Number(arg('--calibrate-worlds') ?? 10);
  // Three players and four (the dealer sits out: the same three-hand auction), 3:1.
  // --play-worlds K: the training hands played out by the strong search at K worlds a decision.
  const playWorlds = arg('--play-worlds') ? Number(arg('--play-worlds')) : undefined;
  const chunks = trainChunks(deals, playWorlds ? 100 : CHUNK, { model: modelId(arg('--model')), ...(playWorlds ? { searchWorlds: playWorlds } : {}) });
  const calChunk = 25;
  const cal: Chunk[] = [];
  for (let d = 0; d < calibrate; d += calChunk)
    cal.push({
      firstSeed: CALIBRATE_FIRST_SEED + d,
      deals: Math.min(calChunk, calibrate - d),
      players: 3,
      searchWorlds: calWorlds,
      model: modelId(arg('--model'))
    });
  const t0 = performance.now();
  const all = [...chunks, ...cal];
  const got: BidData[] = await runChunks(tools, all, jobs, M.features);
  const dataSeconds = (performance.now() - t0) / 1000;
  const calData = got.splice(chunks.length);
  if (!chunks.length) {
    // No training: the shipped weights (without any offsets they carry) judged on the search's hands.
    const shippedFile = JSON.parse(readFileSync(OUT, 'utf8')) as ValueModelFile;
    const model = M.load({ ...shippedFile, offsets: undefined });
    const data = concatBidData(calData, M.features);
    console.log(
      `${M.title} (shipped weights, not retrained), judged on ${calibrate} deals played out by the strong search (${calWorlds} worlds a decision, seeds ${CALIBRATE_FIRST_SEED}…${CALIBRATE_FIRST_SEED + calibrate - 1}), ${data.count} rows, ${dataSeconds.toFixed(0)} s on ${jobs} processes`
    );
    console.log(judgeBids(model, data, NAMES));
    const half = Math.ceil(calData.length / 2);
    const offsets = fitOffsets(model, concatBidData(calData.slice(0, half), M.features));
    const test = concatBidData(calData.slice(half), M.features);
    console.log(
      `offsets fitted on the first half [${offsets.map((o) => o.toFixed(1)).join(', ')}]; on the second half: uncalibrated ${judgeBids(model, test, NAMES)}\ncalibrated ${judgeBids(model, test, NAMES, offsets)}`
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
  const {
    model,
    trainRows,
    heldRows,
    seconds: trainSeconds,
    report
  } = trainHeldOut(got, M.features, NAMES, { hidden, seed, epochs }, M === MODELS.discard ? judgeCandidates : undefined);
  // Calibration on hands the search plays out: a constant per bid, fitted on the first half of
  // those decisions, judged on the second (against the uncalibrated model and the rule bot).
  let offsets: number[] | undefined;
  let calReport = '';
  if (calData.length) {
    const half = Math.ceil(calData.length / 2);
    const fit = concatBidData(calData.slice(0, half), M.features);
    const test = concatBidData(calData.slice(half).length ? calData.slice(half) : calData, M.features);
    offsets = fitOffsets(model, fit);
    calReport = [
      `search-played (${calWorlds} worlds a decision, seeds ${CALIBRATE_FIRST_SEED}…${CALIBRATE_FIRST_SEED + calibrate - 1}): ${fit.count} rows fit the offsets [${offsets.map((o) => o.toFixed(1)).join(', ')}], ${test.count} rows judge`,
      'uncalibrated ' + judgeBids(model, test, NAMES),
      'calibrated ' + judgeBids(model, test, NAMES, offsets),
      'uncalibrated on all of them ' + judgeBids(model, concatBidData(calData, M.features), NAMES)
    ].join('\n');
  }
  const file: ValueModelFile = {
    version: M.version,
    features: M.features,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: TRAIN_FIRST_SEED,
      deals,
      players: '3 and 4 (3:1)',
      play: playWorlds
        ? `${M.play.replace(/droggn-rules for every other decision$/, 'droggn-rules towards the decision')}; the strong search at ${playWorlds} worlds a decision for every seat after it`
        : M.play,
      rows: trainRows,
      heldOutRows: heldRows,
      seed,
      epochs,
      hidden,
      ...(calibrate ? { calibrate, calibrateWorlds: calWorlds, calibrateFirstSeed: CALIBRATE_FIRST_SEED } : {})
    },
    mlp: toJson(model, M.version),
    ...(offsets && process.argv.includes('--offsets') ? { offsets: offsets.map((o) => Number(o.toPrecision(6))) } : {})
  };
  writeWeights(
    M.title,
    { deals, firstSeed: TRAIN_FIRST_SEED, rows: trainRows + heldRows, dataSeconds, jobs, trainSeconds },
    file,
    calReport ? [report, calReport] : [report],
    write ? OUT : null
  );
}

/** Run by `npm run train -- droggn` (src/cli/train.ts), which hands it the search. */
export const trainer: Trainer<Chunk> = {
  main,
  child: (tools, c) => {
    if (c.model === 'play') {
      const d = droggnPlayData(c.firstSeed, c.deals, c.players, tools.search('strong-play', c.searchWorlds ?? 50));
      process.send!({ inputs: d.inputs, x: Array.from(d.x), starts: Array.from(d.starts), chosen: Array.from(d.chosen) }, () => process.exit(0));
      return;
    }
    // The strong level's play at a fixed count of worlds (its clock would make the data depend on the machine).
    const player: Bot | undefined = c.searchWorlds ? tools.search('strong-play', c.searchWorlds) : undefined;
    sendBidData(MODELS[c.model as ModelId].data(c.firstSeed, c.deals, c.players, player));
  }
};
