// npm run bench: random hands per second for each game, on one core; `-- --solver` the exact endgame by tricks left, `-- --solver-hooks` what each solver hook brings, `-- --parts` where a random hand's time goes (docs/benchmarks.md).
// `npm run bench -- <id> <id>…` measures only the games named (registry ids), with or without --solver; each game
// runs in a process of its own.
import { spawnSync } from 'node:child_process';
import { MODULES } from '../lib/games/modules';
import type { Settings } from '../lib/engine/game';
import { searchable, type AnySearchGame } from '../lib/engine/searchable';
import { nextInt, rngFromSeed } from '../lib/engine/rng';
import { randomPlayout } from '../lib/engine/fast';
import { solve, type SolveOptions } from '../lib/bots/solver';
import { sidesOf } from '../lib/engine/sides';
import { ruleBotOf } from '../lib/bots/registry';

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
/** Game ids named on the command line (none: every game). */
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const chosen = (id: string): boolean => only.length === 0 || only.includes(id);

function playHand(game: AnySearchGame, players: number, settings: Settings, seed: number, rng: ReturnType<typeof rngFromSeed>): void {
  const s = game.setup({ players, dealer: 0, settings }, seed);
  randomPlayout(game, s, rng);
  const facts = game.facts(s);
  game.score(facts, settings);
}

/**
 * Hands per second of wall time, and per second of this process's CPU time: on a shared machine
 * the second says more (another process's share of the core does not count), though GC threads
 * and a contended cache still do.
 */
function measure(game: AnySearchGame, players: number): { wall: number; cpu: number } {
  const rng = rngFromSeed(12345);
  // The same settings for every hand (the defaults); each hand gets its own seed and deal.
  const settings = game.defaultSettings(players);
  let n = 0;
  // warm up the JIT
  for (let i = 0; i < 2000; i++) playHand(game, players, settings, i, rng);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 500; i++) playHand(game, players, settings, n++, rng);
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: Math.round((n / (now - start)) * 1000), cpu: Math.round(n / ((cpu.user + cpu.system) / 1e6)) };
}

/**
 * Where a hand of the bench spends its time (`--parts`), in CPU time of this process: the deal alone,
 * then with the random playout, with `payoff` (the numeric result, no texts), and with `facts` +
 * `score` (the bench's whole hand). Each part is a loop of PARTS_HANDS hands (default 60,000) after
 * 20,000 warm-up hands, twice; the difference between two parts is what the later one adds. Also the
 * actions a hand takes on average.
 */
function parts(game: AnySearchGame, players: number): void {
  const settings = game.defaultSettings(players);
  const ctx = { players, dealer: 0, settings };
  const rng = rngFromSeed(1);
  const hands = Number(process.env.PARTS_HANDS ?? 60_000);
  const loops: [string, (seed: number) => void][] = [
    ['deal', (seed) => void game.setup(ctx, seed)],
    ['+ playout', (seed) => randomPlayout(game, game.setup(ctx, seed), rng)],
    [
      '+ payoff',
      (seed) => {
        const s = game.setup(ctx, seed);
        randomPlayout(game, s, rng);
        game.payoff(s);
      }
    ],
    ['+ facts + score', (seed) => playHand(game, players, settings, seed, rng)]
  ];
  let actions = 0;
  for (let seed = 0; seed < 2000; seed++) {
    const s = game.setup(ctx, seed);
    for (; game.toAct(s) !== null; actions++) {
      const legal = game.legal(s);
      game.applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
  }
  for (let round = 0; round < 2; round++) {
    const line: string[] = [];
    for (const [name, loop] of loops) {
      for (let i = 0; i < 20_000; i++) loop(i);
      const before = process.cpuUsage();
      for (let i = 0; i < hands; i++) loop(1_000_000 + i);
      const used = process.cpuUsage(before);
      line.push(`${name} ${((used.user + used.system) / hands).toFixed(2)} µs`);
    }
    console.log(`${game.id.padEnd(8)} ${players} players: ${line.join(', ')}; ${(actions / 2000).toFixed(1)} actions a hand`);
  }
}

type Module = (typeof MODULES)[string];

/**
 * Positions from real hands for the exact endgame: every seat the game's rule bot, played until
 * the hand to act holds `left` cards at a trick's start; the seat to act asks "does my side come
 * out ahead?", its side found beforehand (as the search does once per world).
 */
function endgames(mod: Module, players: number, left: number, count: number): { s: unknown; seat: number; side: boolean[] }[] {
  const game = searchable(mod.game);
  const rule = ruleBotOf(mod);
  const settings = game.defaultSettings(players);
  const out: { s: unknown; seat: number; side: boolean[] }[] = [];
  for (let seed = 1; out.length < count && seed < count * 20; seed++) {
    const ctx = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
    const s = game.setup(ctx, 70_000 + seed);
    const rng = rngFromSeed(seed);
    while (game.toAct(s) !== null) {
      const v = game.view(s, game.toAct(s));
      if (v.phase === 'play' && v.trick.length === 0 && v.hand.length === left) break;
      const legal = game.legal(s);
      game.applyInPlace(s, legal.length === 1 ? legal[0] : rule.choose({ view: v, legal, seed: nextInt(rng, 1 << 30), budgetMs: 0 }));
    }
    if (game.toAct(s) === null) continue;
    const seat = game.toAct(s)!;
    out.push({ s, seat, side: sidesOf(game, s, seat) });
  }
  return out;
}

/**
 * The exact endgame (bots/solver.ts, open cards, threshold mode) by tricks left, over `endgames`
 * positions. A position over the node cap counts as not solved (its time still counts); the curve
 * stops at the first line with fewer than half solved (SOLVER_EVERY_LINE: goes on). Game ids on
 * the command line choose games; SOLVER_POSITIONS, SOLVER_NODES, SOLVER_MIN_TRICKS and
 * SOLVER_MAX_TRICKS change the sample, the cap and the first and last line.
 */
function solverCurve(mod: Module, players: number, positions: number, maxTricks: number): void {
  const game = searchable(mod.game);
  const cap = Number(process.env.SOLVER_NODES ?? 2_000_000);
  console.log(`\nExact endgame, ${game.id} ${players} players: ${positions} positions from rule-bot hands per line, node cap ${cap.toLocaleString('en-US')}`);
  const first = Number(process.env.SOLVER_MIN_TRICKS ?? 4);
  for (let left = first; left <= maxTricks; left++) {
    const list = endgames(mod, players, left, positions);
    if (!list.length) continue;
    if (left === first) for (let warm = 0; warm < 50; warm++) solve(game, list[0].s, list[0].seat, { side: list[0].side }); // the JIT
    let ms = 0;
    let solved = 0;
    let nodes = 0;
    const c0 = process.cpuUsage();
    for (const { s, seat, side } of list) {
      const t0 = performance.now();
      const r = solve(game, s, seat, { maxNodes: cap, side });
      ms += performance.now() - t0;
      if (r) {
        solved++;
        nodes += r.nodes;
      }
    }
    const n = list.length;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1000 / n;
    console.log(
      `  ${String(left).padStart(2)} tricks left: ${(ms / n).toFixed(2)} ms on average (${cpu.toFixed(2)} ms CPU), ${solved}/${n} solved under the cap${solved ? `, ${Math.round(nodes / solved).toLocaleString('en-US')} positions each` : ''}`
    );
    if (solved < n / 2 && !process.env.SOLVER_EVERY_LINE) break;
  }
}

/**
 * What each of the solver's hooks brings (`--solver-hooks`): the same positions (SOLVER_TRICKS
 * left, default 8) solved with every hook on, then with each one off alone, then with none; the
 * same node cap as the curve.
 */
function solverHooks(mod: Module, players: number, positions: number, left: number): void {
  const game = searchable(mod.game);
  const list = endgames(mod, players, left, positions);
  const cap = Number(process.env.SOLVER_NODES ?? 2_000_000);
  console.log(`\nSolver hooks, ${game.id} ${players} players, ${list.length} positions with ${left} tricks left`);
  const none = { undo: false, table: false, equivalent: false, order: false, bounds: false, killer: false };
  const variants: [string, SolveOptions['use']][] = [
    ['every hook', {}],
    ...(['undo', 'table', 'equivalent', 'order', 'bounds', 'killer'] as const).map((h): [string, SolveOptions['use']] => [`without ${h}`, { [h]: false }]),
    ['none', none]
  ];
  for (const [name, use] of variants) {
    solve(game, list[0].s, list[0].seat, { side: list[0].side, use }); // the JIT
    let ms = 0;
    let nodes = 0;
    let solved = 0;
    for (const { s, seat, side } of list) {
      const t0 = performance.now();
      const r = solve(game, s, seat, { side, use, maxNodes: cap });
      ms += performance.now() - t0;
      if (r) {
        nodes += r.nodes;
        solved++;
      }
    }
    console.log(
      `  ${name.padEnd(18)} ${(ms / list.length).toFixed(2)} ms on average, ${solved}/${list.length} solved under the cap${solved ? `, ${Math.round(nodes / solved).toLocaleString('en-US')} positions each` : ''}`
    );
  }
}

const positions = Number(process.env.SOLVER_POSITIONS ?? 20);
if (process.argv.includes('--solver-hooks')) {
  for (const mod of Object.values(MODULES))
    if (mod.meta.arena && chosen(mod.game.id)) solverHooks(mod, mod.meta.arena.players, positions, Number(process.env.SOLVER_TRICKS ?? 8));
} else if (process.argv.includes('--solver')) {
  for (const mod of Object.values(MODULES))
    if (mod.meta.arena && chosen(mod.game.id)) solverCurve(mod, mod.meta.arena.players, positions, Number(process.env.SOLVER_MAX_TRICKS ?? 21));
} else if (process.argv.includes('--parts')) {
  // One game a process, as the bench measures them (several games make the playout's calls generic).
  if (only.length !== 1) throw new Error('--parts measures one game: npm run bench -- --parts <game>');
  console.log(`Where a random hand's time goes, CPU time of one process (node ${process.version})`);
  for (const mod of Object.values(MODULES)) if (chosen(mod.game.id)) for (const players of mod.game.playerCounts) parts(searchable(mod.game), players);
} else if (process.env.BENCH_ALONE || only.length === 1) {
  if (!process.env.BENCH_ALONE) console.log(`Random legal hands per second, one core, ${seconds} s each (node ${process.version})`);
  for (const mod of Object.values(MODULES)) {
    if (!mod || !chosen(mod.game.id)) continue;
    for (const players of mod.game.playerCounts) {
      const rate = measure(searchable(mod.game), players);
      const how = ', engine playout over randomLegal';
      console.log(
        `${mod.game.id.padEnd(8)} ${players} players: ${rate.wall.toLocaleString('en-US')} hands/s (${rate.cpu.toLocaleString('en-US')} per CPU second${how})`
      );
    }
  }
} else {
  // Each game in a process of its own, as the app runs one game at a time: in one process the
  // playout's calls would see every game's functions and the later games would be measured
  // through slower, generic calls (docs/benchmarks.md).
  console.log(`Random legal hands per second, one core, ${seconds} s each, each game in its own process (node ${process.version})`);
  for (const mod of Object.values(MODULES)) {
    if (!mod || !chosen(mod.game.id)) continue;
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1], mod.game.id], {
      env: { ...process.env, BENCH_ALONE: '1' },
      stdio: ['ignore', 'inherit', 'inherit']
    });
    if (run.status !== 0) throw new Error(`the bench of ${mod.game.id} failed`);
  }
}
