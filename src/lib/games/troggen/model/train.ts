// npm run train -- troggen: trains Troggen's bid value model (issue 26, docs/bots.md) as Droggn's
// and Dobbm's are trained: data from seeded self-play in child processes, a small network
// (learn/mlp.ts), the shared loop in learn/bid-training.ts, weights written beside this script.
//
//   npm run train -- troggen                          the standard run (writes model/weights.json)
//   npm run train -- troggen --deals 2000 --no-write  a quick look
//   npm run train -- troggen --jobs 1 --seed 7 --epochs 20 --hidden 16
//   npm run train -- troggen --deals 36000 --out /tmp/w.json   another size, written elsewhere
//   npm run train -- troggen --model call             the king-call model (five and six players;
//                                                     deals from 4,100,000, model/call-weights.json)
//   npm run train -- troggen --deals 0 --calls 200 --from 4400000 --players 5
//                                     no training: the shipped call model against the rule bot's call
//                                     where they differ, the hands played out by today's strong bots
import { availableParallelism } from 'node:os';
import { toJson } from '../../../learn/mlp';
import { arg, judgeCandidates, runChunks, sendBidData, trainHeldOut, writeWeights, type Trainer, type TrainTools } from '../../../learn/bid-training';
import type { ValueModelFile } from '../../../learn/value-model';
import { troggenBidData, troggenCallData } from './data';
import { CALL_FEATURE_COUNT, CALL_MODEL_VERSION } from './call-features';
import { decisionSeed } from '../../../engine/decision-seed';
import type { Bot } from '../../../engine/bot';
import { troggenGame } from '../index';
import { troggenBot } from '../bot';
import { bidModelBot } from './bid-model';
import type { TroggenState } from '../state';
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
  call?: boolean;
}

/** The call model's training deals: from 4,100,000 (no other run's), five and six players by chunk in turn. */
const CALL_FIRST_SEED = 4_100_000;
const CALL_OUT = 'src/lib/games/troggen/model/call-weights.json';

/** What one of Troggen's two models trains on and how its weights file describes it. */
interface ModelRun {
  name: string;
  version: number;
  features: number;
  heads: readonly string[];
  firstSeed: number;
  defaultDeals: number;
  /** The chunk of deals from `d` on: its player count, and whether it is the call's data. */
  chunk: (d: number) => Pick<Chunk, 'players' | 'call'>;
  judge?: Parameters<typeof trainHeldOut>[4];
  out: string;
  trainedOn: { players: string; score: string; play: string };
}

/** The data in child processes, the training with its held-out judgement, and the weights file written. */
async function trainModel(tools: TrainTools, m: ModelRun): Promise<void> {
  const deals = Number(arg('--deals') ?? m.defaultDeals);
  const seed = Number(arg('--seed') ?? 1);
  const epochs = Number(arg('--epochs') ?? 30);
  const hidden = Number(arg('--hidden') ?? 16);
  const jobs = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += CHUNK) chunks.push({ firstSeed: m.firstSeed + d, deals: Math.min(CHUNK, deals - d), ...m.chunk(d) });
  const t0 = performance.now();
  const got = await runChunks(tools, chunks, jobs, m.features);
  const dataSeconds = (performance.now() - t0) / 1000;
  const r = trainHeldOut(got, m.features, m.heads, { hidden, seed, epochs }, m.judge);
  const file: ValueModelFile = {
    version: m.version,
    features: m.features,
    trainedOn: {
      command: `npm run train -- ${process.argv.slice(2).join(' ')}`,
      firstSeed: m.firstSeed,
      deals,
      players: m.trainedOn.players,
      pot: 'none in half the deals, else 1 to 40 jetons (data.ts, trainingPot)',
      score: m.trainedOn.score,
      play: m.trainedOn.play,
      rows: r.trainRows,
      heldOutRows: r.heldRows,
      seed,
      epochs,
      hidden
    },
    mlp: toJson(r.model, m.version)
  };
  writeWeights(
    m.name,
    { deals, firstSeed: m.firstSeed, rows: r.trainRows + r.heldRows, dataSeconds, jobs, trainSeconds: r.seconds },
    file,
    [r.report],
    process.argv.includes('--no-write') ? null : (arg('--out') ?? m.out)
  );
}

/** The king-call model (five and six players, chunks in turn). */
const CALL_RUN: ModelRun = {
  name: 'Troggen call model',
  version: CALL_MODEL_VERSION,
  features: CALL_FEATURE_COUNT,
  heads: ['call'],
  firstSeed: CALL_FIRST_SEED,
  defaultDeals: 40000,
  chunk: (d) => ({ players: (d / CHUNK) % 2 ? 6 : 5, call: true }),
  judge: judgeCandidates,
  out: CALL_OUT,
  trainedOn: {
    players: '5 and 6 (1:1)',
    score: "the bidder's jetons less her share of the table's (seatValue), less the mean of the four calls'",
    play: 'bids by the bid model, troggen-rules for every seat after the call'
  }
};

/** The bid model (four, five and six players, 2:1:1). */
const BID_RUN: ModelRun = {
  name: 'Troggen bid model',
  version: BID_MODEL_VERSION,
  features: BID_FEATURE_COUNT,
  heads: BID_HEAD_NAMES,
  firstSeed: TRAIN_FIRST_SEED,
  defaultDeals: 12000,
  chunk: (d) => ({ players: PLAYERS[(d / CHUNK) % PLAYERS.length] }),
  out: OUT,
  trainedOn: {
    players: '4, 5 and 6 (2:1:1)',
    score: "the seat's jetons less its share of the table's (data.ts, seatValue)",
    play: 'troggen-rules for every seat after the bid'
  }
};

/**
 * The arena's `model` match for the king call, computed where it can differ: today's strong bots
 * bid by the bid model and call by the rule bot; for each deal the auction is the strong level's,
 * and where the call model would call another king than the rule bot, the hand is played out from
 * the call by today's strong bots (the discard the rule bot's, the play searched at `worlds`
 * worlds a decision and the exact endgame, the arena's seeds per decision) once with each call. The
 * bidder's margin (her jetons less the others' mean) with the model's call less with the rule bot's
 * counts for the deal, divided by the players (the arena's margin is the mean over the seats the
 * model bot takes in turn, and only as the bidder does it call); elsewhere 0 (the same hand).
 */
async function callMatch(tools: TrainTools, first: number, deals: number, players: 5 | 6, worlds: number): Promise<void> {
  const { modelCall, shippedCallModel } = await import('./call-model');
  const strong = tools.search('strong', worlds);
  const bids = bidModelBot();
  const model = shippedCallModel();
  const game = troggenGame;
  const playOut = (s: TroggenState, seed: number, bot: Bot): number[] => {
    for (let step = s.actions.length / 2, seat = game.toAct(s); seat !== null; seat = game.toAct(s), step++)
      game.applyInPlace(s, bot.choose({ view: game.view(s, seat), legal: game.legal(s), seed: decisionSeed(seed, step), budgetMs: 0 }));
    return game.payoff(s);
  };
  const margin = (d: number[], seat: number) => d[seat] - (d.reduce((x, y) => x + y, 0) - d[seat]) / (d.length - 1);
  const t0 = performance.now();
  const perDeal: number[] = [];
  let calls = 0,
    differ = 0,
    ahead = 0,
    behind = 0,
    alone = 0;
  for (let seed = first; seed < first + deals; seed++) {
    const s = game.setup({ players, dealer: seed % players, settings: game.defaultSettings(players) }, seed);
    while (s.phase === 'bid') game.applyInPlace(s, bids.choose({ view: game.view(s, s.toAct), legal: game.legal(s), seed: 0, budgetMs: 0 }));
    if (s.phase !== 'call') {
      perDeal.push(0);
      continue;
    }
    calls++;
    const seat = s.toAct;
    const req = { view: game.view(s, seat), legal: game.legal(s), seed: 0, budgetMs: 0 };
    const rule = troggenBot.choose(req);
    const mine = modelCall(model, req.view, req.legal)!;
    if (mine === rule) {
      perDeal.push(0);
      continue;
    }
    differ++;
    if (req.view.hand.includes(((mine - 240) << 5) | 13)) alone++;
    const a = game.clone(s);
    game.applyInPlace(a, mine);
    const b = game.clone(s);
    game.applyInPlace(b, rule);
    const diff = margin(playOut(a, seed, strong), seat) - margin(playOut(b, seed, strong), seat);
    if (diff > 0) ahead++;
    if (diff < 0) behind++;
    perDeal.push(diff / players);
    if (differ % 10 === 0) console.error(`[${seed - first + 1}/${deals} deals, ${differ} calls played, ${((performance.now() - t0) / 1000).toFixed(0)} s]`);
  }
  const n = perDeal.length;
  const mean = perDeal.reduce((x, y) => x + y, 0) / n;
  const se = Math.sqrt(perDeal.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1) / n);
  console.log(
    `Troggen call model against today's strong bots where the call differs: ${deals} deals at ${players} (seeds ${first}…${first + deals - 1}), ${worlds} worlds a decision, ${((performance.now() - t0) / 1000).toFixed(0)} s`
  );
  console.log(
    `  a call in ${calls} deals; the model calls another king in ${differ} (${((100 * differ) / Math.max(1, calls)).toFixed(1)}%; its own king, alone, in ${alone})`
  );
  console.log(
    `  margin ${mean.toFixed(3)} ± ${se.toFixed(3)} jetons a hand (z ${(mean / se).toFixed(1)}; the bidder's, where it differs: ${((mean * n * players) / Math.max(1, differ)).toFixed(2)} a call), deals ahead / behind ${ahead} / ${behind}`
  );
}

async function main(tools: TrainTools): Promise<void> {
  if (arg('--model') === 'call') return trainModel(tools, CALL_RUN);
  if (arg('--deals') === '0')
    return callMatch(tools, Number(arg('--from') ?? 4_400_000), Number(arg('--calls') ?? 200), arg('--players') === '6' ? 6 : 5, Number(arg('--worlds') ?? 50));
  return trainModel(tools, BID_RUN);
}

/** Run by `npm run train -- troggen` (src/cli/train.ts). */
export const trainer: Trainer<Chunk> = {
  main,
  child: (_tools, c) => sendBidData(c.call ? troggenCallData(c.firstSeed, c.deals, c.players === 6 ? 6 : 5) : troggenBidData(c.firstSeed, c.deals, c.players))
};
