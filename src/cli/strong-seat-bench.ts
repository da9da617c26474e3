// npx tsx src/cli/strong-seat-bench.ts [game…] (default: every game): the time of "How would the strong bot have done?"
// (src/lib/insight/strong-seat.ts) per hand, on one core (docs/benchmarks.md). Each original hand is
// played by normal bots from fixed seeds (by count, as a seeded table); then the deal is played again
// with the strong bot in seat 0 and normal bots in the others. CPU time of this process and the wall
// clock are both given: on a shared machine the wall clock also counts other processes' time.
import { MODULES } from '../lib/games/modules';
import { strongSeatRecord } from '../lib/insight/strong-seat';
import { newRecord } from '../lib/engine/record';
import type { Level } from '../lib/bots/levels';

const HANDS = Number(process.env.HANDS ?? 5);

function bench(id: string): void {
  const mod = MODULES[id];
  const game = mod.game;
  const players = mod.meta.defaultPlayers;
  const levels: Level[] = Array.from({ length: players }, () => 'normal');
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let seed = 1; seed <= HANDS; seed++) {
    const settings = game.defaultSettings(players);
    const ctx = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
    // The original hand: every seat a normal bot (the strong seat's own play does not matter here).
    const original = strongSeatRecord(mod, newRecord(game, ctx, 70_000 + seed), -1, levels);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    strongSeatRecord(mod, original, 0, levels);
    const c = process.cpuUsage(c0);
    wall.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    console.log(`${id} hand ${seed}: ${original.actions.length} actions, CPU ${Math.round(cpu.at(-1)!)} ms, wall ${Math.round(wall.at(-1)!)} ms`);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${id}, ${players} players, ${HANDS} hands: CPU median ${Math.round(med(cpu))} ms, slowest ${Math.round(Math.max(...cpu))} ms; wall median ${Math.round(med(wall))} ms, slowest ${Math.round(Math.max(...wall))} ms`
  );
}

const ids = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// Without a game named: every game.
for (const id of ids.length ? ids : Object.keys(MODULES)) bench(id);
