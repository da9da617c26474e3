// npm run bench: random hands per second for each game, on one core (docs/benchmarks.md).
import { MODULES } from '../lib/games/modules';
import type { AnyGame, Settings } from '../lib/engine/game';
import { nextInt, rngFromSeed } from '../lib/engine/rng';
import { randomPlayout } from '../lib/engine/fast';

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

console.log(`Random legal hands per second, one core, ${seconds} s each (node ${process.version})`);
for (const mod of Object.values(MODULES)) {
  if (!mod) continue;
  for (const players of mod.game.playerCounts) {
    const rate = measure(mod.game, players);
    console.log(`${mod.game.id.padEnd(8)} ${players} players: ${rate.toLocaleString('en-US')} hands/s${mod.game.legalInto ? ' (engine playout over legalInto)' : mod.game.playout ? ' (the game\'s own playout)' : ''}`);
  }
}
