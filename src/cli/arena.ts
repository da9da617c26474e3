// npm run arena: the duplicate bot arena for every game at its main player count (docs/bots.md).
// Each game's rule bot plays one seat against random bots, and against itself as a sanity check;
// the games run in parallel child processes (one per core) and the results table is written into
// docs/bots.md between the arena markers.
//
//   npm run arena                      all games, the standard number of deals, writes docs/bots.md
//   npm run arena -- --scale 0.1       a tenth of the deals (a quick look); --no-write prints only
//   npm run arena -- --game dobbm      one game
import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MODULES, moduleFor } from '../lib/games/modules';
import type { GameId } from '../lib/engine/game';
import type { Bot } from '../lib/bots/bot';
import { BOTS } from '../lib/bots/registry';
import { randomBot } from '../lib/bots/basic-bot';
import { runArena, type ArenaBotResult, type ArenaEntry } from '../lib/bots/arena';

/** Main player count and standard deals per game (each game's meta.ts), sized for a useful interval in a few minutes. */
const PLAN: { game: GameId; players: number; deals: number; selfDeals: number }[] = Object.values(MODULES).flatMap((m) =>
  m.meta.arena ? [{ game: m.meta.id, ...m.meta.arena }] : []
);
const FIRST_SEED = 1_000_000;
const DOC = 'docs/bots.md';
const START = '<!-- arena:start -->';
const END = '<!-- arena:end -->';

/** The game's rule bot (bots/registry.ts). */
function ruleBot(game: GameId): Bot {
  const b = BOTS[game];
  if (!b) throw new Error(`no rule bot for ${game}`);
  return b;
}

interface Job {
  game: GameId;
  players: number;
  matchup: 'vs-random' | 'self';
  deals: number;
}

interface JobResult extends Job {
  unit: string;
  tableSum: number;
  quiet: number;
  bots: ArenaBotResult[];
  seconds: number;
}

function runJob(job: Job): JobResult {
  const mod = moduleFor(job.game);
  if (!mod) throw new Error(`unknown game ${job.game}`);
  const game = mod.game;
  const settings = game.defaultSettings(job.players);
  // The hand context of a session's first hand (Troggen's empty pot, Troccas's normal deal).
  const ctx = mod.session.nextHand(mod.session.start(job.players, 0, settings));
  const rules = ruleBot(job.game);
  const lineup: (Bot | ArenaEntry)[] =
    job.matchup === 'vs-random'
      ? [rules, ...Array.from({ length: job.players - 1 }, () => randomBot)]
      : [{ name: `${rules.id} (A)`, bot: rules }, ...Array.from({ length: job.players - 1 }, () => ({ name: `${rules.id} (B)`, bot: rules }))];
  const t0 = performance.now();
  const res = runArena({
    game,
    players: job.players,
    settings: ctx?.settings ?? settings,
    session: ctx?.session,
    dealer: ctx?.dealer ?? 0,
    deals: job.deals,
    firstSeed: FIRST_SEED,
    lineup
  });
  return { ...job, unit: res.unit, tableSum: res.tableSum, quiet: res.quiet, bots: res.bots, seconds: (performance.now() - t0) / 1000 };
}


function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const scale = Number(arg('--scale') ?? 1);
  const only = arg('--game');
  const write = !process.argv.includes('--no-write') && scale === 1 && !only;
  const jobs: Job[] = [];
  for (const p of PLAN) {
    if (only && p.game !== only) continue;
    jobs.push({ game: p.game, players: p.players, matchup: 'vs-random', deals: Math.max(2, Math.round(p.deals * scale)) });
    jobs.push({ game: p.game, players: p.players, matchup: 'self', deals: Math.max(2, Math.round(p.selfDeals * scale)) });
  }
  // Longest jobs first, so the two cores finish together.
  const cost: Record<string, number> = { droggn: 1, dobbm: 3, troggen: 8, troccas: 5 };
  const order = [...jobs].sort((a, b) => b.deals * cost[b.game] - a.deals * cost[a.game]);
  const width = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const t0 = performance.now();
  const results: JobResult[] = [];
  const self = fileURLToPath(import.meta.url);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const job = order[next++];
      const r = await new Promise<JobResult>((resolve, reject) => {
        const child = fork(self, ['--child', JSON.stringify(job)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        let got: JobResult | undefined;
        child.on('message', (m) => (got = m as JobResult));
        child.on('exit', (code) => (got ? resolve(got) : reject(new Error(`${job.game} ${job.matchup} failed (exit ${code})`))));
      });
      console.error(`${r.game} ${r.matchup}: ${r.deals} deals in ${r.seconds.toFixed(1)} s`);
      results.push(r);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  const total = (performance.now() - t0) / 1000;
  results.sort((a, b) => jobs.indexOf(jobs.find((j) => j.game === a.game && j.matchup === a.matchup)!) - jobs.indexOf(jobs.find((j) => j.game === b.game && j.matchup === b.matchup)!));
  const command = `npm run arena${process.argv.slice(2).length ? ' -- ' + process.argv.slice(2).join(' ') : ''}`;
  const table = report(results, command, total, width);
  console.log(table);
  if (write) {
    const old = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Bots\n\n${START}\n${END}\n`;
    const a = old.indexOf(START);
    const b = old.indexOf(END);
    const body = a >= 0 && b > a ? old.slice(0, a + START.length) + '\n' + table + '\n' + old.slice(b) : old + `\n${START}\n${table}\n${END}\n`;
    writeFileSync(DOC, body);
    console.error(`wrote ${DOC}`);
  }
}

const fmt = (x: number) => (Math.abs(x) < 0.005 ? '0.00' : x.toFixed(2));

function report(results: JobResult[], command: string, seconds: number, width: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Command: \`${command}\` — ${date}, node ${process.version}, ${width} processes, ${seconds.toFixed(0)} s in all.`,
    `Seeds ${FIRST_SEED} onwards, default settings, dealer seat 0, each deal played once per rotation of the seats.`,
    '',
    '| Game | Match | Bot | Deals × rotations | Mean per hand ± s.e. | 95% interval | Margin over the others ± s.e. | Deals ahead / behind | Hands with a gain | Hands all 0 | Table sum per hand | ms per decision |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|'
  ];
  for (const r of results) {
    for (const b of r.bots) {
      const per = b.decisions ? (b.thinkMs / b.decisions).toFixed(3) : '–';
      const gain = b.activeHands ? `${((100 * b.won) / b.activeHands).toFixed(1)}%` : '–';
      lines.push(
        `| ${r.game} ${r.players} | ${r.matchup === 'self' ? 'self-play' : 'rule vs random'} | ${b.name}${b.slots > 1 ? ` ×${b.slots}` : ''} | ${r.deals} × ${r.players} | ${fmt(b.mean)} ± ${fmt(b.stdError)} ${r.unit} | ${fmt(b.ci95[0])} … ${fmt(b.ci95[1])} | ${fmt(b.margin)} ± ${fmt(b.marginStdError)} | ${b.dealsAhead} / ${b.dealsBehind} | ${gain} | ${(100 * r.quiet).toFixed(1)}% | ${fmt(r.tableSum)} | ${per} |`
      );
    }
  }
  return lines.join('\n');
}

// Child process: run one job and send the result back.
if (process.argv[2] === '--child') {
  const job = JSON.parse(process.argv[3]) as Job;
  const result = runJob(job);
  process.send!(result, () => process.exit(0));
} else {
  await main();
}
