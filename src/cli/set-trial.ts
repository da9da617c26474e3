// npm run set-trial: the arena's `exchange` match (a strong bot laying its set away by the search,
// or making a single choice so, such as a double: a set of one, against the strong level without
// it) computed only where the searched choice differs
// (bots/set-trial.ts, docs/bots.md "Troccas's scart, searched the same way"): a deal costs a playout only
// where the set changes, and the deals where it does not add no noise.
//
//   npm run set-trial -- --game <id> --players 4 --first-seed 5000000 --deals 400 --jobs 2
//   … --set-phases discard --set-worlds 30 --set-alternatives 2 --set-z 1 --set-edge 0
//                          the set's phases (default: the module's setPhases, else 'discard'; the
//                          strong level keeps its searched set in its other phases) and
//                          the search's settings (default: the strong level's, STRONG_SET_SEARCH)
//   … --set-rollout-worlds 8
//                          the worlds played on by the strong search at that many worlds a decision
//                          instead of the rule bots (slow: a trial of the playouts' lean)
//   … --set-temperature 5  the set search's worlds read the other seats' bids by the model's policy at
//                          that temperature (the game's points) instead of the module's
//   … --model-phases double
//                          the game's learned model (its module's modelBot) chooses in these phases
//                          instead of the set search (a choice of one action: a double), against the
//                          strong level's own choice (the arena's `--match model --base-phases`, where it can differ)
//   … --margins a.json     the margin per deal written to a.json (as the arena's --margins)
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { moduleFor } from '../lib/games/modules';
import type { GameId } from '../lib/engine/game';
import type { Bot } from '../lib/engine/bot';
import { searchGameOf, searchSettingsFor } from '../lib/bots/registry';
import { searchBot } from '../lib/bots/search';
import { STRONG_SET_SEARCH, type SetSearch } from '../lib/bots/set-search';
import { setTrialDeal, type SetTrialDeal } from '../lib/bots/set-trial';
import { UNIT_NAMES } from '../lib/engine/units';
import { fail } from './io';

/** The arena's worlds a decision for the play (ARENA_WORLDS), so the two measure the same bots. */
const WORLDS = 50;
const CHUNK = 25;

interface Chunk {
  game: GameId;
  players: number;
  firstSeed: number;
  deals: number;
  set: Omit<SetSearch, 'onChoice' | 'rollout'>;
  rolloutWorlds?: number;
  temperature?: number;
  /** The module's model chooses in the set's phases instead of the set search. */
  model?: boolean;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function runChunk(c: Chunk): SetTrialDeal[] {
  const mod = moduleFor(c.game)!;
  const settings = mod.game.defaultSettings(c.players);
  // The hand context of a session's first hand, as the arena's.
  const ctx = mod.session.nextHand(mod.session.start(c.players, 0, settings));
  const context = { players: c.players, dealer: ctx?.dealer ?? 0, settings: ctx?.settings ?? settings, ...(ctx?.session ? { session: ctx.session } : {}) };
  // The strong level as shipped, less the searched set of the trial's own phases (if it has one).
  const setSearch = !mod.setPhases?.some((p) => c.set.phases.includes(p));
  const plain = { ...searchSettingsFor(mod, 'strong', { setSearch }), maxWorlds: WORLDS, minWorlds: WORLDS };
  const game = searchGameOf(mod);
  // A search bot that counts its worlds, whatever budget it is handed (as the arena's).
  const counting = (id: string, settings: typeof plain): Bot => {
    const inner = searchBot(game, id, settings);
    return { id: inner.id, choose: (req) => inner.choose({ ...req, budgetMs: 1e9 }) };
  };
  const bot = counting('strong', plain);
  // --set-rollout-worlds K: the worlds played on by the strong level's search at K worlds a decision (no exact endgame), not the rule bots.
  const k = c.rolloutWorlds;
  const set = { ...c.set, ...(k ? { rollout: counting('rollout', { ...plain, maxWorlds: k, minWorlds: k, endgameCards: 0 }) } : {}) };
  // --set-temperature T: the set search's worlds read the other seats' bids by the policy at that temperature.
  const judged = c.temperature && plain.policy ? { ...plain, policy: { ...plain.policy, temperature: c.temperature } } : plain;
  const choice = c.model ? { choice: mod.modelBot as Bot } : {};
  return Array.from({ length: c.deals }, (_, i) =>
    setTrialDeal({ game, context, bot, settings: judged, set, play: mod.searchPhases ?? ['play'], ...choice }, c.firstSeed + i)
  );
}

async function main(): Promise<void> {
  const id = arg('--game') ?? '';
  const mod = moduleFor(id);
  if (!mod) fail(`--game: unknown game "${id}"`);
  const players = Number(arg('--players') ?? mod.game.playerCounts[0]);
  if (!mod.game.playerCounts.includes(players)) fail(`--players: ${mod.meta.name} is played by ${mod.game.playerCounts.join(', ')}`);
  const first = Number(arg('--first-seed') ?? 5_000_000);
  const deals = Number(arg('--deals') ?? 400);
  const n = (name: string) => (arg(name) !== undefined ? { [name.slice(6)]: Number(arg(name)) } : {});
  const set = {
    ...STRONG_SET_SEARCH,
    phases: (arg('--model-phases') ?? arg('--set-phases'))?.split(',') ?? mod.setPhases ?? ['discard'],
    ...n('--set-worlds'),
    ...n('--set-alternatives'),
    ...n('--set-z'),
    ...n('--set-edge')
  };
  const model = arg('--model-phases') !== undefined;
  if (model && !mod.modelBot) fail(`--model-phases: ${mod.meta.name} has no learned model`);
  const chunks: Chunk[] = [];
  for (let d = 0; d < deals; d += CHUNK)
    chunks.push({
      game: mod.meta.id as GameId,
      players,
      firstSeed: first + d,
      deals: Math.min(CHUNK, deals - d),
      set,
      ...(arg('--set-rollout-worlds') ? { rolloutWorlds: Number(arg('--set-rollout-worlds')) } : {}),
      ...(arg('--set-temperature') ? { temperature: Number(arg('--set-temperature')) } : {}),
      ...(model ? { model } : {})
    });
  const width = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const self = fileURLToPath(import.meta.url);
  const t0 = performance.now();
  const got: SetTrialDeal[][] = [];
  let next = 0;
  let done = 0;
  const runOne = async () => {
    while (next < chunks.length) {
      const i = next++;
      got[i] = await new Promise<SetTrialDeal[]>((resolve, reject) => {
        const child = fork(self, ['--child', JSON.stringify(chunks[i])], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        let r: SetTrialDeal[] | undefined;
        child.on('message', (m) => (r = m as SetTrialDeal[]));
        child.on('exit', (code) => (r ? resolve(r) : reject(new Error(`chunk ${i} failed (exit ${code})`))));
      });
      done += chunks[i].deals;
      console.error(`[${done}/${deals} deals, ${((performance.now() - t0) / 1000).toFixed(0)} s]`);
    }
  };
  await Promise.all(Array.from({ length: width }, runOne));
  const all = got.flat();
  const k = all.length;
  const mean = all.reduce((x, d) => x + d.margin, 0) / k;
  const se = Math.sqrt(all.reduce((x, d) => x + (d.margin - mean) ** 2, 0) / (k - 1) / k);
  const seats = all.reduce((x, d) => x + d.seats, 0);
  const differ = all.reduce((x, d) => x + d.differs, 0);
  const unit = UNIT_NAMES[mod.meta.unit].en;
  console.log(
    `${mod.meta.name} ${players}: ${model ? `the learned model's choice (${set.phases.join(', ')})` : `the searched set (${set.phases.join(', ')}; ${set.worlds} worlds, ${set.alternatives} alternatives, z ${set.z}, edge ${set.edge ?? 0})`} against the strong level without it, deals ${first}…${first + deals - 1}, ${WORLDS} worlds a decision in the play, ${((performance.now() - t0) / 1000).toFixed(0)} s`
  );
  console.log(`  ${seats} seat-deals decided in those phases; the searched choice differed in ${differ} (${seats ? ((100 * differ) / seats).toFixed(0) : 0}%)`);
  console.log(
    `  margin ${mean.toFixed(3)} ± ${se.toFixed(3)} ${unit} a hand (the arena's per-deal margin; z ${(mean / se).toFixed(1)}), deals ahead / behind ${all.filter((d) => d.margin > 0).length} / ${all.filter((d) => d.margin < 0).length}`
  );
  const out = arg('--margins');
  if (out) writeFileSync(out, JSON.stringify({ [`${mod.meta.id} ${players} set-trial`]: Object.fromEntries(all.map((d) => [d.seed, d.margin])) }) + '\n');
}

if (process.argv[2] === '--child') {
  const result = runChunk(JSON.parse(process.argv[3]) as Chunk);
  process.send!(result, () => process.exit(0));
} else {
  await main();
}
