// npx tsx src/cli/insight-bench.ts [game…] [--first-card] [--kept]: the time of the post-hand analysis ("could I have won?",
// src/lib/insight/analysis.ts) per hand, on one core (docs/insight.md). Hands are played by every
// seat's rule bot from fixed seeds; the analysis is for the seat that plays first in the play.
// `--kept`: the time from the hand's end as at the table, where the worker judged each of the
// seat's cards with a choice while the hand was played (insight/check-card.ts `JudgedCards`): those
// verdicts are kept before the clock starts, all but the last card's, which is judged at the end.
// Both the wall clock and this process's CPU time are given: on a shared machine the wall clock
// also counts the time other processes held the core.
import { MODULES } from '../lib/games/modules';
import { ruleBotOf, searchSettingsFor } from '../lib/bots/registry';
import type { Action } from '../lib/engine/game';
import { searchable, type AnySearchGame } from '../lib/engine/searchable';
import { analyseAll, DEFAULT_ANALYSIS, cardPlay, statesOf, type AnalysisOptions, type HandAnalysis } from '../lib/insight/analysis';
import { solve, solverTable } from '../lib/bots/solver';
import { sidesOf } from '../lib/engine/sides';
import { runThrough } from '../lib/insight/accuracy';
import { cardSeed, JudgedCards, verdictSteps } from '../lib/insight/check-card';

const KEPT = process.argv.includes('--kept');

/** The verdicts the table's checks would have kept by the hand's end: every card of `seat`'s with a choice but the last. */
function keptDuringHand(game: AnySearchGame, states: unknown[], actions: Action[], seat: number, opts: AnalysisOptions): JudgedCards {
  const kept = new JudgedCards();
  const steps = actions.flatMap((a, i) => (cardPlay(game, states[i], a) && game.toAct(states[i]) === seat && game.legal(states[i]).length > 1 ? [i] : []));
  for (const i of steps.slice(0, -1)) {
    const s = states[i];
    runThrough(verdictSteps(game, game.view(s, seat), game.legal(s), actions[i], opts.estimateWorlds, opts.inference, cardSeed(opts.seed, i), kept));
  }
  return kept;
}

const HANDS = Number(process.env.HANDS ?? 10);
/** The first hand's seed (FIRST, default 1): another range of deals than the one a setting was chosen on. */
const FIRST = Number(process.env.FIRST ?? 1);
/**
 * A game's budgets: its defaults, or MAX_NODES / WORLD_NODES / WORLDS / ESTIMATE_WORLDS given (to
 * try others before changing them; WORLDS=0 ESTIMATE_WORLDS=0 times the open cards alone). The
 * estimates' worlds are inferred with the game's rule bot, as in the worker.
 */
function optionsFor(game: AnySearchGame): AnalysisOptions {
  const base = DEFAULT_ANALYSIS;
  return {
    ...base,
    maxNodes: Number(process.env.MAX_NODES ?? base.maxNodes),
    worldNodes: Number(process.env.WORLD_NODES ?? base.worldNodes),
    worlds: Number(process.env.WORLDS ?? base.worlds),
    estimateWorlds: Number(process.env.ESTIMATE_WORLDS ?? base.estimateWorlds),
    inference: searchSettingsFor(MODULES[game.id], 'strong', { fixedWork: true })
  };
}

function ruleHand(game: AnySearchGame, players: number, seed: number): { states: unknown[]; actions: Action[] } {
  const mod = MODULES[game.id];
  const settings = game.defaultSettings(players);
  const ctx = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
  const first = game.setup(ctx, 90_000 + seed);
  const bot = ruleBotOf(mod);
  const s = game.clone(first);
  const actions: Action[] = [];
  for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
    const legal = game.legal(s);
    const a = legal.length === 1 ? legal[0] : bot.choose({ view: game.view(s, seat), legal, seed: seed * 1000 + actions.length, budgetMs: 0 });
    game.applyInPlace(s, a);
    actions.push(a);
  }
  return { states: statesOf(game, first, actions), actions };
}

function bench(id: string, players: number): void {
  const game = searchable(MODULES[id].game);
  const times: number[] = [];
  const cpu: number[] = [];
  let decisions = 0;
  let open = 0;
  let exactWorlds = 0;
  let worlds = 0;
  let estimated = 0;
  for (let seed = FIRST, n = 0; n < HANDS && seed < FIRST + HANDS * 10; seed++) {
    const { states, actions } = ruleHand(game, players, seed);
    const firstPlay = actions.findIndex((a, i) => cardPlay(game, states[i], a));
    if (firstPlay < 0) continue; // thrown in: nothing to analyse
    const seat = game.toAct(states[firstPlay])!;
    const opts = optionsFor(game);
    if (KEPT) opts.kept = keptDuringHand(game, states, actions, seat, opts);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const a: HandAnalysis = analyseAll(game, states, actions, seat, opts);
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    decisions += a.decisions.length;
    open += a.decisions.filter((d) => d.open?.solved).length;
    estimated += a.decisions.filter((d) => d.open?.solved === false && d.open.estimate).length;
    for (const d of a.decisions) {
      worlds += d.blind?.worlds ?? 0;
      exactWorlds += d.blind?.exact ?? 0;
    }
    n++;
  }
  const med = (xs: number[]) => Math.round([...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]);
  const max = (xs: number[]) => Math.round(Math.max(...xs));
  console.log(
    `${id} ${players} players${KEPT ? ", from the hand's end (the cards judged during it kept)" : ''}, budgets ${JSON.stringify({ ...optionsFor(game), inference: undefined })}, ${times.length} hands: CPU median ${med(cpu)} ms, slowest ${max(cpu)} ms; wall clock median ${med(times)} ms, slowest ${max(times)} ms; ` +
      `${decisions} card decisions, ${open} solved with open cards (${Math.round((100 * open) / decisions)}%), ${estimated} estimated, ` +
      `${Math.round((100 * exactWorlds) / Math.max(1, worlds))}% of sampled worlds solved exactly`
  );
}

/**
 * `--first-card`: the analysis's hardest question alone, "could the side of the seat that plays
 * first force coming out ahead from the first card?", one exact solve per hand with a fresh
 * table and a cap of FIRST_CARD_NODES positions (default 20,000,000): how many positions it takes,
 * or that the cap was reached, and the time.
 */
function firstCard(id: string, players: number): void {
  const game = searchable(MODULES[id].game);
  const cap = Number(process.env.FIRST_CARD_NODES ?? 20_000_000);
  console.log(`${id} ${players} players, from the first card, cap ${cap.toLocaleString('en-US')} positions:`);
  for (let seed = FIRST, n = 0; n < HANDS && seed < FIRST + HANDS * 10; seed++) {
    const { states, actions } = ruleHand(game, players, seed);
    const i = actions.findIndex((a, k) => cardPlay(game, states[k], a));
    if (i < 0) continue;
    const s = game.clone(states[i]);
    const seat = game.toAct(s)!;
    const side = sidesOf(game, s, seat);
    const c0 = process.cpuUsage();
    const r = solve(game, s, seat, { side, maxNodes: cap, table: solverTable() });
    const c = process.cpuUsage(c0);
    const ms = Math.round((c.user + c.system) / 1000);
    console.log(
      `  hand ${seed}: ${r ? `${r.wins ? 'wins' : 'loses'} after ${r.nodes.toLocaleString('en-US')} positions` : 'not solved within the cap'}, ${ms.toLocaleString('en-US')} ms of CPU`
    );
    n++;
  }
}

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// Every game at its default table size (issue 12's goals are for Droggn at 3 and Dobbm at 4), or
// the games named on the command line.
const chosen = Object.values(MODULES).filter((mod) => only.length === 0 || only.includes(mod.game.id));
if (process.argv.includes('--first-card')) for (const mod of chosen) firstCard(mod.game.id, mod.meta.defaultPlayers);
else {
  console.log(`Post-hand analysis, ${HANDS} rule-bot hands per game`);
  for (const mod of chosen) bench(mod.game.id, mod.meta.defaultPlayers);
}
