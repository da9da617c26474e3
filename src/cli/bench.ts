// npm run bench: random hands per second for each game, on one core (docs/benchmarks.md).
import { MODULES } from '../lib/games/modules';
import type { AnyGame, Settings } from '../lib/engine/game';
import { nextInt, rngFromSeed } from '../lib/engine/rng';
import { randomPlayout } from '../lib/engine/fast';
import { sidesOf, solve } from '../lib/bots/solver';
import { ruleBotFor } from '../lib/bots/registry';

const seconds = Number(process.env.BENCH_SECONDS ?? 2);

function playHand(game: AnyGame, players: number, settings: Settings, seed: number, rng: ReturnType<typeof rngFromSeed>): void {
  const s = game.setup({ players, dealer: 0, settings }, seed);
  if (game.legalInto) randomPlayout(game, s, rng);
  else if (game.playout) game.playout(s, rng);
  else
    while (game.toAct(s) !== null) {
      const legal = game.legal(s);
      game.applyInPlace(s, legal[nextInt(rng, legal.length)]);
    }
  const facts = game.facts(s);
  game.score(facts, settings);
}

function measure(game: AnyGame, players: number): number {
  const rng = rngFromSeed(12345);
  // The same settings for every hand (the defaults); each hand gets its own seed and deal.
  const settings = game.defaultSettings(players);
  let n = 0;
  // warm up the JIT
  for (let i = 0; i < 2000; i++) playHand(game, players, settings, i, rng);
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 500; i++) playHand(game, players, settings, n++, rng);
    now = performance.now();
  }
  return Math.round((n / (now - start)) * 1000);
}

/**
 * The exact endgame (bots/solver.ts, open cards, threshold mode) by tricks left: positions from
 * real hands (every seat the game's rule bot), the seat to act asks "does my side come out
 * ahead?" (its side found beforehand, as the search does once per world). A position over the node
 * cap counts as not solved (its time still counts). `--game <id>` measures one game only;
 * SOLVER_POSITIONS, SOLVER_NODES and SOLVER_MAX_TRICKS change the sample, the cap and the last line.
 */
function solverCurve(mod: (typeof MODULES)[string], players: number, positions: number, maxTricks: number): void {
  const game = mod.game;
  if (!game.payoff || !game.legalInto) return;
  const rule = ruleBotFor(game.id);
  const settings = game.defaultSettings(players);
  const cap = Number(process.env.SOLVER_NODES ?? 2_000_000);
  console.log(`\nExact endgame, ${game.id} ${players} players: ${positions} positions from rule-bot hands per line, node cap ${cap.toLocaleString('en-US')}`);
  for (let left = 4; left <= maxTricks; left++) {
    let ms = 0;
    let solved = 0;
    let n = 0;
    let nodes = 0;
    for (let seed = 1; n < positions && seed < positions * 20; seed++) {
      const ctx = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
      const s = game.setup(ctx, 70_000 + seed);
      const rng = rngFromSeed(seed);
      // Play with the rule bots until `left` tricks remain (cards left in the hand to act).
      while (game.toAct(s) !== null) {
        const v = game.view(s, game.toAct(s));
        if (v.phase === 'play' && v.trick.length === 0 && v.hand.length === left) break;
        const legal = game.legal(s);
        game.applyInPlace(s, legal.length === 1 ? legal[0] : rule.choose({ view: v, legal, seed: nextInt(rng, 1 << 30), budgetMs: 0 }));
      }
      if (game.toAct(s) === null) continue;
      // The sides are found once per world, as the search does, outside the timing.
      const seat = game.toAct(s)!;
      const side = sidesOf(game, s, seat);
      if (n === 0 && left === 4) for (let warm = 0; warm < 50; warm++) solve(game, s, seat, { side }); // the JIT
      const t0 = performance.now();
      const r = solve(game, s, seat, { maxNodes: cap, side });
      ms += performance.now() - t0;
      if (r) {
        solved++;
        nodes += r.nodes;
      }
      n++;
    }
    if (!n) continue;
    console.log(`  ${String(left).padStart(2)} tricks left: ${(ms / n).toFixed(2)} ms on average, ${solved}/${n} solved under the cap${solved ? `, ${Math.round(nodes / solved).toLocaleString('en-US')} positions each` : ''}`);
    if (solved < n / 2) break;
  }
}

/** `--game <id>`: one game only. */
const only = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : null;

if (process.argv.includes('--solver')) {
  for (const mod of Object.values(MODULES))
    if (mod.meta.arena && (only === null || mod.game.id === only)) solverCurve(mod, mod.meta.arena.players, Number(process.env.SOLVER_POSITIONS ?? 20), Number(process.env.SOLVER_MAX_TRICKS ?? 21));
} else {
  console.log(`Random legal hands per second, one core, ${seconds} s each (node ${process.version})`);
  for (const mod of Object.values(MODULES)) {
    if (!mod) continue;
    for (const players of mod.game.playerCounts) {
      const rate = measure(mod.game, players);
      console.log(`${mod.game.id.padEnd(8)} ${players} players: ${rate.toLocaleString('en-US')} hands/s${mod.game.legalInto ? ' (engine playout over legalInto)' : mod.game.playout ? ' (the game\'s own playout)' : ''}`);
    }
  }
}
