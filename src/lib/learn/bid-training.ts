import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Action, Game, HandContext, Seat, Settings } from '../engine/game';
import type { Searchable } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import type { Bot } from '../engine/bot';
import { rngFromSeed } from '../engine/rng';
import { ruleRollout } from '../engine/fast';
import { forward, meanSquaredError, train, type Dataset, type Mlp } from './mlp';
import { bestLegalHead } from './value-model';

/**
 * What every game's bid value model (issue 26) trains with: the data from seeded self-play, the
 * training and its held-out judgement, and the child processes that make the data. A game brings
 * its features, its heads and its rule bot (`BidDataSpec`); its `model/train.ts` says which deals.
 * Node only (training, tests): the app loads weights through `value-model.ts`.
 */
export interface BidData extends Dataset {
  /** Per bid decision: its first row, every head's score (NaN where not legal), the rule bot's head (-1: a bid no head judges). */
  decisions: { first: number; scores: number[]; rule: number }[];
}

export interface BidDataSpec<S, V extends TableView> {
  game: Game<S, V> & Searchable<S, V>;
  featureCount: number;
  features: (view: V, out: Float64Array) => Float64Array;
  /** How many heads, and the head that judges an action (-1: one no head judges). */
  heads: number;
  headOf: (a: Action) => number;
  /** Is the state at a decision the model judges (the auction, or Droggn's doubles)? */
  judged: (s: S) => boolean;
  /**
   * Can a judged decision still come? The deal's rows end when not (by default when the state is no
   * longer judged: the auction is the first phase); until then the rule bot plays the hand on.
   */
  ahead?: (s: S) => boolean;
  /** Bids the real auction (its choice is what the rows' model is compared with). */
  rule: Bot<V>;
  /** The hand's session context for a deal (Troggen's pot carried in), if the game has one. */
  session?: (seed: number, players: number) => HandContext['session'];
  /**
   * Rows record each choice's score minus the mean of the decision's choices: only the choice is
   * learned, the luck of the deal (the same for every choice) cancels. For a model that chooses only
   * (the doubles), not one whose values are read as a hand's worth (the bids' hints and policy).
   */
  relative?: boolean;
  /** The score a row records for `seat` at the hand's end; by default `game.payoff(s)[seat]`. */
  value?: (s: S, seat: Seat) => number;
  /**
   * A head judges several actions (Troccas's "not going on": allow, or talk first and allow
   * later): the one tried for it is the rule bot's choice where that is the head's, so the row
   * follows the rule bot's own way there; by default the head's first legal action.
   */
  tryRule?: boolean;
}

/**
 * The rows of `deals` deals from `firstSeed` (dealer seed % players, the default settings with
 * `settings` over them: a rule variant the model reads, e.g. Droggn's threshold): each is
 * bid by `spec.rule`; at every bid, each legal bid a head judges is tried in turn on a copy and the
 * hand played on to its end by `player` at every seat (the rule bot by default), and the seat's
 * score recorded. One row per bid tried (the view's features, the head, the score); the bids of
 * one decision share the deal, so they are compared with the luck of the cards equal.
 */
export function bidData<S, V extends TableView>(
  spec: BidDataSpec<S, V>,
  firstSeed: number,
  deals: number,
  players: number,
  player: Bot = spec.rule as Bot,
  settings?: Settings
): BidData {
  const { game } = spec;
  const xs: number[] = [];
  const heads: number[] = [];
  const ys: number[] = [];
  const decisions: BidData['decisions'] = [];
  const feats = new Float64Array(spec.featureCount);
  for (let d = 0; d < deals; d++) {
    const seed = firstSeed + d;
    const session = spec.session?.(seed, players);
    const s = game.setup(
      { players, dealer: seed % players, settings: { ...game.defaultSettings(players), ...settings }, ...(session ? { session } : {}) },
      seed
    );
    const ahead = spec.ahead ?? spec.judged;
    while (ahead(s)) {
      const seat = game.toAct(s)!;
      const legal = game.legal(s);
      const view = game.view(s, seat);
      if (!spec.judged(s)) {
        // Not a decision the model judges: the rule bot plays on towards one.
        game.applyInPlace(s, spec.rule.choose({ view, legal, seed: 0, budgetMs: 0 }));
        continue;
      }
      spec.features(view, feats);
      const scores: number[] = [];
      const first = heads.length;
      const rule = spec.rule.choose({ view, legal, seed: 0, budgetMs: 0 });
      for (let k = 0; k < spec.heads; k++) {
        const a = spec.tryRule && spec.headOf(rule) === k ? rule : legal.find((b) => spec.headOf(b) === k);
        if (a === undefined) {
          scores.push(NaN);
          continue;
        }
        const w = game.clone(s);
        game.applyInPlace(w, a);
        // Relative rows compare the choices with the same playout seeds (common random numbers):
        // where the choice does not change the play, the rows differ by the choice alone.
        ruleRollout(game, w, player, rngFromSeed(spec.relative ? seed : seed ^ (k << 20)));
        const y = spec.value ? spec.value(w, seat) : game.payoff(w)[seat];
        scores.push(y);
        for (const f of feats) xs.push(f);
        heads.push(k);
        ys.push(y);
      }
      if (spec.relative) {
        const tried = ys.length - first;
        let mean = 0;
        for (let r = first; r < ys.length; r++) mean += ys[r] / tried;
        for (let r = first; r < ys.length; r++) ys[r] -= mean;
      }
      decisions.push({ first, scores, rule: spec.headOf(rule) });
      game.applyInPlace(s, rule);
    }
  }
  return { inputs: spec.featureCount, count: heads.length, x: Float64Array.from(xs), head: Uint8Array.from(heads), y: Float64Array.from(ys), decisions };
}

/** Rows of several chunks as one dataset (decisions' row indices shifted). */
export function concatBidData(parts: BidData[], inputs: number): BidData {
  const count = parts.reduce((x, p) => x + p.count, 0);
  const x = new Float64Array(count * inputs);
  const head = new Uint8Array(count);
  const y = new Float64Array(count);
  const decisions: BidData['decisions'] = [];
  let at = 0;
  for (const p of parts) {
    x.set(p.x, at * inputs);
    head.set(p.head, at);
    y.set(p.y, at);
    for (const d of p.decisions) decisions.push({ ...d, first: d.first + at });
    at += p.count;
  }
  return { inputs, count, x, head, y, decisions };
}

/** The spread (standard deviation) of a dataset's targets. */
function spread(d: Dataset): number {
  let m = 0;
  for (const y of d.y) m += y / d.count;
  let v = 0;
  for (const y of d.y) v += (y - m) ** 2 / d.count;
  return Math.sqrt(v);
}

/** Per head, the mean of (score − prediction) over the rows of that head. */
export function fitOffsets(model: Mlp, d: BidData): number[] {
  const sum = new Array<number>(model.heads).fill(0);
  const n = new Array<number>(model.heads).fill(0);
  for (let r = 0; r < d.count; r++) {
    const v = forward(model, d.x.subarray(r * d.inputs, (r + 1) * d.inputs));
    sum[d.head[r]] += d.y[r] - v[d.head[r]];
    n[d.head[r]]++;
  }
  return sum.map((s, k) => (n[k] ? s / n[k] : 0));
}

/** What the model's bids score against the rule bot's on decisions where every legal bid's score is known. */
interface BidJudgement {
  /** Decisions judged (those whose rule bot's bid a head judges). */
  n: number;
  /** Mean score a decision: the model's bid, the rule bot's, the best in hindsight. */
  model: number;
  rule: number;
  best: number;
  /** The model's minus the rule bot's, and its standard error over the decisions. */
  gain: number;
  se: number;
  differ: number;
  picks: number[];
  rulePicks: number[];
}

/** The model's bids judged against the rule bot's on `held` (every legal bid's score measured on the same deal). */
export function bidGain(model: Mlp, held: BidData, offsets?: number[]): BidJudgement {
  let mSum = 0,
    rSum = 0,
    oSum = 0,
    n = 0,
    differ = 0;
  const heads = model.heads;
  const picks = new Array<number>(heads).fill(0);
  const rulePicks = new Array<number>(heads).fill(0);
  const diffs: number[] = [];
  for (const d of held.decisions) {
    if (d.rule < 0) continue; // a bid no head judges: the rule bot's in both
    const r = d.first;
    const v = forward(model, held.x.subarray(r * held.inputs, (r + 1) * held.inputs)).map((y, i) => y + (offsets?.[i] ?? 0));
    const k = bestLegalHead(
      v,
      d.scores.map((s) => !Number.isNaN(s))
    );
    n++;
    picks[k]++;
    rulePicks[d.rule]++;
    if (k !== d.rule) differ++;
    mSum += d.scores[k];
    rSum += d.scores[d.rule];
    diffs.push(d.scores[k] - d.scores[d.rule]);
    oSum += Math.max(...d.scores.filter((s) => !Number.isNaN(s)));
  }
  const gain = (mSum - rSum) / n;
  const se = Math.sqrt(diffs.reduce((x, y) => x + (y - gain) ** 2, 0) / (n - 1) / n);
  return { n, model: mSum / n, rule: rSum / n, best: oSum / n, gain, se, differ, picks, rulePicks };
}

/**
 * On held-out bids every legal bid's score was measured on the same deal: what the model's bids
 * score there against the rule bot's, and the best bid in hindsight. `names`: the heads', for the mix.
 */
export function judgeBids(model: Mlp, held: BidData, names: readonly string[], offsets?: number[]): string {
  const j = bidGain(model, held, offsets);
  const mix = (p: number[]) => p.map((c, i) => `${names[i]} ${((100 * c) / j.n).toFixed(0)}%`).join(', ');
  return [
    `held-out decisions: model ${j.model.toFixed(2)}, rule bot ${j.rule.toFixed(2)}, best in hindsight ${j.best.toFixed(2)} a decision; model − rule ${j.gain.toFixed(2)} ± ${j.se.toFixed(2)} (z ${(j.gain / j.se).toFixed(1)}), a different choice in ${((100 * j.differ) / j.n).toFixed(1)}%`,
    `  model:     ${mix(j.picks)}`,
    `  rule bot:  ${mix(j.rulePicks)}`
  ].join('\n');
}

/**
 * On held-out decisions whose rows are alternatives judged by one head (the discard's candidate
 * sets: each row one set, its score measured on the same deal): what the model's pick among them
 * scores against the rule bot's (`rule`: its row) and the best in hindsight.
 */
export function judgeCandidates(model: Mlp, held: BidData): string {
  let mSum = 0,
    rSum = 0,
    oSum = 0,
    differ = 0;
  const diffs: number[] = [];
  for (const d of held.decisions) {
    let k = 0;
    let best = -Infinity;
    for (let i = 0; i < d.scores.length; i++) {
      const r = d.first + i;
      const v = forward(model, held.x.subarray(r * held.inputs, (r + 1) * held.inputs))[0];
      if (v > best) [best, k] = [v, i];
    }
    if (k !== d.rule) differ++;
    mSum += d.scores[k];
    rSum += d.scores[d.rule];
    oSum += Math.max(...d.scores);
    diffs.push(d.scores[k] - d.scores[d.rule]);
  }
  const n = held.decisions.length;
  const mean = (mSum - rSum) / n;
  const se = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1) / n);
  return `held-out decisions: model's pick ${(mSum / n).toFixed(2)}, rule bot's ${(rSum / n).toFixed(2)}, best in hindsight ${(oSum / n).toFixed(2)} a decision; model − rule ${mean.toFixed(2)} ± ${se.toFixed(2)} (z ${(mean / se).toFixed(1)}), another choice in ${((100 * differ) / n).toFixed(1)}%`;
}

/**
 * Trains on all chunks but the last tenth (held out: its deals judge the model, never train it)
 * and says how the model does there.
 */
export function trainHeldOut(
  got: BidData[],
  inputs: number,
  names: readonly string[],
  o: { hidden: number; seed: number; epochs: number },
  judge: (model: Mlp, held: BidData) => string = (model, held) => judgeBids(model, held, names)
): { model: Mlp; trainRows: number; heldRows: number; seconds: number; report: string } {
  const cut = Math.max(1, Math.floor(got.length * 0.9));
  const trainSet = concatBidData(got.slice(0, cut), inputs);
  const held = concatBidData(got.slice(cut).length ? got.slice(cut) : got.slice(-1), inputs);
  console.error(`data: ${trainSet.count} rows (${trainSet.decisions.length} decisions) to train, ${held.count} rows held out`);
  const t1 = performance.now();
  const model = train(trainSet, {
    hidden: o.hidden,
    heads: names.length,
    seed: o.seed,
    epochs: o.epochs,
    onEpoch: (e, mse) => console.error(`[epoch ${e + 1}/${o.epochs}] scaled mse ${mse.toFixed(4)}`)
  });
  const seconds = (performance.now() - t1) / 1000;
  const report = [
    `held out (${held.decisions.length} decisions): rms error ${Math.sqrt(meanSquaredError(model, held)).toFixed(2)} (spread of the scores ${spread(held).toFixed(2)})`,
    judge(model, held)
  ].join('\n');
  return { model, trainRows: trainSet.count, heldRows: held.count, seconds, report };
}

/** The arguments of a training script: `--name value`. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * What the tool that runs a game's training script (`npm run train`, src/cli/train.ts) hands it. A
 * game's model sits below the bots (ARCHITECTURE.md's layers), so the search it is trained or
 * judged with comes from above, and so does the command a child process runs for a chunk of data.
 */
export interface TrainTools {
  /** The game's search bot at a level (the strong level's settings by default) at a fixed count of worlds a decision, as `id`. */
  search(id: string, worlds: number, level?: 'normal' | 'strong'): Bot;
  /** What a child process runs for one chunk: `script` with `args`, then `--child <chunk as JSON>`. */
  child: { script: string; args: string[] };
}

/** A game's training script (`trainer` of its `model/train.ts`): the run, and one chunk's data in a child process. */
export interface Trainer<C> {
  main(tools: TrainTools): Promise<void>;
  /** Makes the chunk's data and answers with `sendBidData`. */
  child(tools: TrainTools, chunk: C): void;
}

/**
 * Makes the data of `chunks` in child processes (`jobs` at a time), each running the training
 * tool's child command with `--child <chunk as JSON>` (which answers with `sendBidData`); progress
 * on stderr. In chunk order.
 */
export async function runChunks<C>(tools: TrainTools, chunks: C[], jobs: number, inputs: number): Promise<BidData[]> {
  return runChildren(tools, chunks, jobs, (m) => {
    const o = m as { count: number; x: number[]; head: number[]; y: number[]; decisions: BidData['decisions'] };
    // The message is JSON: a NaN score (a bid not legal there) arrives as null; put it back.
    const decisions = o.decisions.map((d) => ({ ...d, scores: d.scores.map((s) => (s === null ? NaN : s)) }));
    return { inputs, count: o.count, x: Float64Array.from(o.x), head: Uint8Array.from(o.head), y: Float64Array.from(o.y), decisions };
  });
}

/** Each chunk in a child process (`jobs` at a time), its one message decoded by `decode`; progress on stderr. */
export async function runChildren<C, R>(tools: TrainTools, chunks: C[], jobs: number, decode: (message: unknown) => R): Promise<R[]> {
  const t0 = performance.now();
  const got: R[] = new Array(chunks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const i = next++;
      got[i] = await new Promise<R>((resolve, reject) => {
        const child = fork(tools.child.script, [...tools.child.args, '--child', JSON.stringify(chunks[i])], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        let r: R | undefined;
        child.on('message', (m) => (r = decode(m)));
        child.on('exit', (code) => (r ? resolve(r) : reject(new Error(`chunk ${i} failed (exit ${code})`))));
      });
      done++;
      console.error(`[data ${done}/${chunks.length} chunks, ${((performance.now() - t0) / 1000).toFixed(0)} s]`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return got;
}

/** A child's answer to `runChunks`, then its exit. */
export function sendBidData(d: BidData): void {
  process.send!({ count: d.count, x: Array.from(d.x), head: Array.from(d.head), y: Array.from(d.y), decisions: d.decisions }, () => process.exit(0));
}

/**
 * The end of every game's `npm run train`: one line on what was made (deals, rows, times, size),
 * the judged report, and the weights file written unless `write` is false.
 */
export function writeWeights(
  model: string,
  run: { deals: number; firstSeed: number; rows: number; dataSeconds: number; jobs: number; trainSeconds: number },
  file: unknown,
  reports: string[],
  out: string | null
): void {
  const text = JSON.stringify(file);
  console.log(
    `${model}: ${run.deals} deals (seeds ${run.firstSeed}…${run.firstSeed + run.deals - 1}), ${run.rows} rows, data ${run.dataSeconds.toFixed(0)} s on ${run.jobs} processes, training ${run.trainSeconds.toFixed(0)} s, weights ${(text.length / 1024).toFixed(1)} kB`
  );
  for (const r of reports) console.log(r);
  if (out) {
    writeFileSync(out, text + '\n');
    console.error(`wrote ${out}`);
  }
}
