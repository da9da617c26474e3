// npm run train -- troccas: trains Troccas's interval value model (issue 26, docs/bots.md) as the
// bid models of the other games are trained: data from seeded self-play in child processes, a
// small network (learn/mlp.ts), the shared loop in learn/bid-training.ts, weights beside this script.
//
//   npm run train -- troccas                          the standard run (writes model/weights.json)
//   npm run train -- troccas --deals 2000 --no-write  a quick look
//   npm run train -- troccas --jobs 1 --seed 7 --epochs 20 --hidden 16 --out /tmp/w.json
//   npm run train -- troccas --deals 0 --throw-ins 1000 --from 3900000
//                                     no training: the shipped model against the strong level's bots on
//                                     the deals where it changes whether the hand is thrown in (below);
//                                     with --level normal, against the normal level's bots
import { availableParallelism } from 'node:os';
import { toJson } from '../../../learn/mlp';
import { decisionSeed } from '../../../engine/decision-seed';
import type { Bot } from '../../../engine/bot';
import { troccasGame } from '../index';
import { troccasBot } from '../bot';
import type { TroccasState } from '../state';
import { intervalModelBot } from './interval-model';
import { arg, runChunks, sendBidData, trainHeldOut, writeWeights, type Trainer, type TrainTools } from '../../../learn/bid-training';
import type { ValueModelFile } from '../../../learn/value-model';
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

/**
 * The arena's `model` match for the interval, computed where it can differ: the deal is the same
 * pack whatever is said in the interval, so the model's seat changes the hand's cards only by
 * changing whether it is thrown in. The bots without the model decide the interval by the rule
 * bot, so for each deal and seat the interval is run twice (the rule bot, the model at that seat);
 * where the throw-in differs, the hand that is played on is played out by the level's search bots
 * (strong, or normal with `--level normal`; 50 worlds a decision, as the arena's) and the seat's margin (its points less the others' mean) counts for
 * the model if it went on, against it if it threw in. Elsewhere the difference is 0 but for the
 * search's seeds (the arena's per decision follow the step, so a word more or less reseeds the
 * play: noise, not the model's doing). Per deal the mean over its four seats, as the arena's.
 */
function throwIns(tools: TrainTools, first: number, deals: number, worlds: number, level: 'normal' | 'strong'): void {
  const model = intervalModelBot();
  const bots = tools.search(level, worlds, level);
  const settings = troccasGame.defaultSettings(4);
  const interval = (seed: number, modelSeat: number): TroccasState => {
    const s = troccasGame.setup({ players: 4, dealer: seed % 4, settings }, seed);
    while (s.phase === 'interval' || s.phase === 'dealer' || s.phase === 'catchup') {
      const seat = troccasGame.toAct(s)!;
      const req = { view: troccasGame.view(s, seat), legal: troccasGame.legal(s), seed: 0, budgetMs: 0 };
      troccasGame.applyInPlace(s, (seat === modelSeat ? model : troccasBot).choose(req));
    }
    return s;
  };
  const playOut = (s: TroccasState, seed: number, bot: Bot): number[] => {
    for (let step = s.actions.length / 2, seat = troccasGame.toAct(s); seat !== null; seat = troccasGame.toAct(s), step++)
      troccasGame.applyInPlace(s, bot.choose({ view: troccasGame.view(s, seat), legal: troccasGame.legal(s), seed: decisionSeed(seed, step), budgetMs: 0 }));
    return troccasGame.payoff(s);
  };
  const t0 = performance.now();
  const perDeal: number[] = [];
  let changed = 0,
    wentOn = 0,
    ahead = 0,
    behind = 0;
  for (let seed = first; seed < first + deals; seed++) {
    const base = interval(seed, -1);
    let sum = 0;
    for (let seat = 0; seat < 4; seat++) {
      const mine = interval(seed, seat);
      if ((base.phase === 'over') === (mine.phase === 'over')) continue;
      changed++;
      const on = mine.phase !== 'over';
      if (on) wentOn++;
      const d = playOut(on ? mine : base, seed, bots);
      const margin = d[seat] - (d.reduce((x, y) => x + y, 0) - d[seat]) / 3;
      sum += (on ? 1 : -1) * margin;
    }
    if (sum > 0) ahead++;
    if (sum < 0) behind++;
    perDeal.push(sum / 4);
    if ((seed - first + 1) % 100 === 0) console.error(`[${seed - first + 1}/${deals} deals, ${((performance.now() - t0) / 1000).toFixed(0)} s]`);
  }
  const n = perDeal.length;
  const mean = perDeal.reduce((x, y) => x + y, 0) / n;
  const se = Math.sqrt(perDeal.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1) / n);
  console.log(
    `Troccas interval model against today's ${level} bots where the throw-in differs: ${deals} deals (seeds ${first}…${first + deals - 1}), ${worlds} worlds a decision, ${((performance.now() - t0) / 1000).toFixed(0)} s`
  );
  console.log(
    `  the throw-in differs in ${changed} of ${4 * n} seat-deals (${((100 * changed) / (4 * n)).toFixed(1)}%; the model went on in ${wentOn}, threw in in ${changed - wentOn})`
  );
  console.log(`  margin ${mean.toFixed(3)} ± ${se.toFixed(3)} points a hand (z ${(mean / se).toFixed(1)}), deals ahead / behind ${ahead} / ${behind}`);
}

async function main(tools: TrainTools): Promise<void> {
  const deals = Number(arg('--deals') ?? 12000);
  if (deals === 0)
    return throwIns(
      tools,
      Number(arg('--from') ?? 3_900_000),
      Number(arg('--throw-ins') ?? 1000),
      Number(arg('--worlds') ?? 50),
      arg('--level') === 'normal' ? 'normal' : 'strong'
    );
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 16);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  // Four players only: three, five and six deal without an interval (TR-3-1, TR-5-1, TR-6-1).
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += CHUNK) chunks.push({ firstSeed: TRAIN_FIRST_SEED + d, deals: Math.min(CHUNK, deals - d) });
  const t0 = performance.now();
  const got = await runChunks(tools, chunks, jobs, INTERVAL_FEATURE_COUNT);
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

/** Run by `npm run train -- troccas` (src/cli/train.ts), which hands it the search. */
export const trainer: Trainer<Chunk> = {
  main,
  child: (_tools, c) => sendBidData(troccasIntervalData(c.firstSeed, c.deals))
};
