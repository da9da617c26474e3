// npx tsx scripts/bench-cpu.ts <game> [src dir]: the hand of `npm run bench` (setup, the engine's
// random playout, facts, score) timed in CPU time of this process rather than by the clock, so a
// shared, loaded machine distorts it less. The optional src dir (a `git archive <rev> src` copy
// with a package.json of {"type":"module"} beside it) measures an older version of the same code.
// The hands are timed in BATCHES batches (default 5) of HANDS hands (default 20,000) after 20,000
// warm-up hands; the best batch and the median are reported: on a shared core another process's
// burst slows some batches, and the best batch is the one it disturbed least.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../src/lib/engine/game';

const id = process.argv[2];
const src = resolve(process.argv[3] ?? 'src');
const hands = Number(process.env.HANDS ?? 20_000);
const batches = Number(process.env.BATCHES ?? 5);
const { moduleFor } = await import(pathToFileURL(`${src}/lib/games/modules.ts`).href);
const { randomPlayout } = await import(pathToFileURL(`${src}/lib/engine/fast.ts`).href);
const { rngFromSeed } = await import(pathToFileURL(`${src}/lib/engine/rng.ts`).href);
const game: AnyGame | undefined = moduleFor(id)?.game;
if (!game) throw new Error(`no game ${id}`);

const perSecond = (us: number): string => Math.round(1e6 / us).toLocaleString('en-US');

for (const players of game.playerCounts) {
  const settings = game.defaultSettings(players);
  const rng = rngFromSeed(12345);
  const hand = (seed: number): void => {
    const s = game.setup({ players, dealer: 0, settings }, seed);
    randomPlayout(game, s, rng);
    game.score(game.facts(s), settings);
  };
  for (let i = 0; i < 20_000; i++) hand(i); // warm up the JIT
  const times: number[] = [];
  for (let b = 0; b < batches; b++) {
    const before = process.cpuUsage();
    for (let i = 0; i < hands; i++) hand(20_000 + b * hands + i);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / hands);
  }
  times.sort((a, b) => a - b);
  const best = times[0];
  const median = times[times.length >> 1];
  console.log(
    `${id} ${players} players: ${best.toFixed(2)} µs a hand at best (median ${median.toFixed(2)}), ${perSecond(best)} hands per CPU second (median ${perSecond(median)})`
  );
}
