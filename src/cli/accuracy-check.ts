// npm run accuracy-check -- [game…] (HANDS=100, FIRST=1): issue 30's check of the hand accuracy
// (src/lib/insight/accuracy.ts, docs/insight.md). For each deal, seat 0 is played twice against the
// same normal bots (thinking by count): once by the strong bot itself ("How would the strong bot
// have done?"'s own, 200 worlds a decision), once choosing its cards at random (its bids and every
// other decision still the strong bot's, so both hands are the same contracts). Both hands are
// judged as the app judges them (`analyseRecord`), and the figures are printed per game: the
// strong hands should score at least 95, the random ones far lower. Also the costs' spread, from
// which the verdicts' thresholds are set. Progress on stderr; run games in two processes to use
// both cores. Seeded throughout: the same command prints the same figures.
import { MODULES } from '../lib/games/modules';
import { botFor, searchGameOf, searchSettingsFor } from '../lib/bots/registry';
import { newRecord, type HandRecord } from '../lib/engine/record';
import { isRefusal, type Action } from '../lib/engine/game';
import type { Bot } from '../lib/engine/bot';
import type { GameModule } from '../lib/engine/module';
import { nextInt, rngFromSeed } from '../lib/engine/rng';
import { decisionSeed } from '../lib/bots/decision-seed';
import { strongSeatBot } from '../lib/insight/strong-seat';
import { analyseRecord } from '../lib/insight/run';
import { DEFAULT_ANALYSIS, type HandAnalysis } from '../lib/insight/analysis';

const HANDS = Number(process.env.HANDS ?? 100);
const FIRST = Number(process.env.FIRST ?? 1);

/** Seat 0's bot that plays its cards at random and leaves every other decision to `other`. */
function randomCards(other: Bot): Bot {
  return {
    id: 'random-cards',
    choose(req) {
      if (req.view.phase !== 'play') return other.choose(req);
      return req.legal[nextInt(rngFromSeed(req.seed), req.legal.length)];
    }
  };
}

/** Seat 0's result of each hand played, for the size of a hand against the costs. */
const results: number[] = [];

function playHand(mod: GameModule, seed: number, players: number, seat0: Bot): HandRecord {
  const game = mod.game;
  const settings = game.defaultSettings(players);
  const context = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
  const record = newRecord(game, context, seed, Array.from({ length: players }, (_, i) => `P${i}`));
  const others = botFor(mod, 'normal', true);
  let state = game.setup(context, seed);
  for (let who = game.toAct(state); who !== null; who = game.toAct(state)) {
    const legal = game.legal(state);
    const bot = who === 0 ? seat0 : others;
    const action: Action =
      legal.length === 1 ? legal[0] : bot.choose({ view: game.view(state, who), legal, seed: decisionSeed(record.seed, record.actions.length), budgetMs: 0 });
    const next = game.apply(state, action);
    if (isRefusal(next)) throw new Error(`refused ${action}`);
    state = next;
    record.actions.push(action);
  }
  results.push(searchGameOf(mod).payoff(state)[0]);
  return record;
}

function judged(mod: GameModule, record: HandRecord): HandAnalysis {
  // Only the costs are wanted: no open-cards solving, no blind worlds (they do not change the costs).
  const opts = { ...DEFAULT_ANALYSIS, maxNodes: 1, worlds: 0 };
  let last: HandAnalysis | undefined;
  for (const a of analyseRecord(searchGameOf(mod), record, 0, searchSettingsFor(mod, 'strong', { fixedWork: true }), opts)) last = a;
  return last!;
}

const pct = (xs: number[], q: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const r1 = (x: number) => Math.round(x * 10) / 10;

function check(mod: GameModule): void {
  const players = mod.meta.defaultPlayers;
  const strong = strongSeatBot(mod);
  const random = randomCards(strong);
  const acc = { strong: [] as number[], random: [] as number[] };
  const costs = { strong: [] as number[], random: [] as number[] };
  const verdicts = { strong: new Map<string, number>(), random: new Map<string, number>() };
  let skipped = 0;
  const t0 = Date.now();
  results.length = 0;
  for (let h = FIRST; h < FIRST + HANDS; h++) {
    const seed = 700_000 + h;
    const pair = { strong: judged(mod, playHand(mod, seed, players, strong)), random: judged(mod, playHand(mod, seed, players, random)) };
    if (pair.strong.accuracy === null || pair.random.accuracy === null) {
      skipped++;
      continue;
    }
    for (const k of ['strong', 'random'] as const) {
      acc[k].push(pair[k].accuracy!);
      for (const d of pair[k].decisions)
        if (d.cost) {
          if (d.cost.cost > 0) costs[k].push(d.cost.cost);
          if (process.env.DEBUG && k === 'strong' && d.cost.cost > 0) process.stderr.write(`  strong cost ${r1(d.cost.cost)} stake ${r1(d.cost.stake)} trick ${d.trick} choices ${d.choices}\n`);
          verdicts[k].set(d.cost.verdict, (verdicts[k].get(d.cost.verdict) ?? 0) + 1);
        }
    }
    process.stderr.write(
      `${mod.game.id} hand ${h - FIRST + 1}/${HANDS}: strong ${pair.strong.accuracy}, random ${pair.random.accuracy} (${Math.round((Date.now() - t0) / 1000)} s)\n`
    );
  }
  const line = (k: 'strong' | 'random') =>
    `${k}: mean ${r1(mean(acc[k]))}, median ${pct(acc[k], 0.5)}, 10th percentile ${pct(acc[k], 0.1)}, lowest ${Math.min(...acc[k])}, ` +
    `${Math.round((100 * acc[k].filter((a) => a >= 95).length) / Math.max(1, acc[k].length))}% at 95 or more; ` +
    `verdicts ${JSON.stringify(Object.fromEntries(verdicts[k]))}; costs beyond the noise: quartiles ${[0.25, 0.5, 0.75].map((q) => r1(pct(costs[k], q))).join(', ')}, 90th percentile ${r1(pct(costs[k], 0.9))}`;
  console.log(`${mod.game.id} ${players} players, hands ${FIRST}..${FIRST + HANDS - 1} (seeds 700,000 + hand), ${acc.strong.length} judged, ${skipped} without a card to choose:`);
  console.log(`  ${line('strong')}`);
  console.log(`  ${line('random')}`);
  console.log(`  seat 0's result in a hand: mean size ${r1(mean(results.map(Math.abs)))}, median size ${r1(pct(results.map(Math.abs), 0.5))}`);
}

const only = process.argv.slice(2);
for (const mod of Object.values(MODULES)) if (only.length === 0 || only.includes(mod.game.id)) check(mod);
