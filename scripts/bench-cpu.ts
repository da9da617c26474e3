// npx tsx scripts/bench-cpu.ts <game> [src dir]: the hand of `npm run bench` (setup, the engine's
// random playout, facts, score) timed in CPU time of this process rather than by the clock, so a
// shared, loaded machine distorts it less. The optional src dir (a `git archive <rev> src` copy
// with a package.json of {"type":"module"} beside it) measures an older version of the same code.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../src/lib/engine/game';

const id = process.argv[2];
const src = resolve(process.argv[3] ?? 'src');
const hands = Number(process.env.HANDS ?? 40_000);
const { moduleFor } = await import(pathToFileURL(`${src}/lib/games/modules.ts`).href);
const { randomPlayout } = await import(pathToFileURL(`${src}/lib/engine/fast.ts`).href);
const { rngFromSeed } = await import(pathToFileURL(`${src}/lib/engine/rng.ts`).href);
const game: AnyGame | undefined = moduleFor(id)?.game;
if (!game) throw new Error(`no game ${id}`);

for (const players of game.playerCounts) {
  const settings = game.defaultSettings(players);
  const rng = rngFromSeed(12345);
  const hand = (seed: number): void => {
    const s = game.setup({ players, dealer: 0, settings }, seed);
    randomPlayout(game, s, rng);
    game.score(game.facts(s), settings);
  };
  for (let i = 0; i < 20_000; i++) hand(i); // warm up the JIT
  const before = process.cpuUsage();
  for (let i = 0; i < hands; i++) hand(20_000 + i);
  const used = process.cpuUsage(before);
  const us = (used.user + used.system) / hands;
  console.log(`${id} ${players} players: ${us.toFixed(2)} µs a hand, ${Math.round(1e6 / us).toLocaleString('en-US')} hands per CPU second`);
}
