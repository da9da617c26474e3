// npm run accuracy-check -- [game…] (HANDS=100, FIRST=1): issue 30's check of the hand accuracy
// (src/lib/insight/accuracy.ts, docs/insight.md): per deal, seat 0 played by the strong bot and
// with random cards (src/lib/insight/accuracy-hands.ts), both judged as the app judges them. The
// strong hands should score at least 95, the random ones far lower. Also the costs' spread and
// the size of a hand's result, from which the verdicts' thresholds are set. Progress on stderr;
// run games in two processes to use both cores. Seeded throughout: the same command prints the
// same figures. DEBUG=1 prints every cost charged to the strong bot's cards.
import { MODULES } from '../lib/games/modules';
import type { GameModule } from '../lib/engine/module';
import { checkHand, judgedHand, type Player } from '../lib/insight/accuracy-hands';

const HANDS = Number(process.env.HANDS ?? 100);
const FIRST = Number(process.env.FIRST ?? 1);
const PLAYERS: readonly Player[] = ['strong', 'random'];

const pct = (xs: number[], q: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const r1 = (x: number) => Math.round(x * 10) / 10;

function check(mod: GameModule): void {
  const acc = { strong: [] as number[], random: [] as number[] };
  const costs = { strong: [] as number[], random: [] as number[] };
  const verdicts = { strong: new Map<string, number>(), random: new Map<string, number>() };
  const results: number[] = [];
  let skipped = 0;
  const t0 = Date.now();
  for (let h = FIRST; h < FIRST + HANDS; h++) {
    const seed = 700_000 + h;
    const hands = PLAYERS.map((p) => checkHand(mod, seed, p));
    const judged = hands.map((x) => judgedHand(mod, x.record));
    results.push(...hands.map((x) => Math.abs(x.result)));
    if (judged.some((a) => a.accuracy === null)) {
      skipped++;
      continue;
    }
    PLAYERS.forEach((k, i) => {
      acc[k].push(judged[i].accuracy!);
      for (const d of judged[i].decisions) {
        if (!d.cost) continue;
        if (d.cost.cost > 0) costs[k].push(d.cost.cost);
        verdicts[k].set(d.cost.verdict, (verdicts[k].get(d.cost.verdict) ?? 0) + 1);
        if (process.env.DEBUG && k === 'strong' && d.cost.cost > 0)
          process.stderr.write(`  strong cost ${r1(d.cost.cost)} trick ${d.trick} choices ${d.choices} played ${d.action} best ${d.cost.best}\n`);
      }
    });
    process.stderr.write(
      `${mod.game.id} hand ${h - FIRST + 1}/${HANDS}: strong ${judged[0].accuracy}, random ${judged[1].accuracy} (${Math.round((Date.now() - t0) / 1000)} s)\n`
    );
  }
  const line = (k: Player) =>
    `${k}: mean ${r1(mean(acc[k]))}, median ${pct(acc[k], 0.5)}, 10th percentile ${pct(acc[k], 0.1)}, lowest ${Math.min(...acc[k])}, ` +
    `${Math.round((100 * acc[k].filter((a) => a >= 95).length) / Math.max(1, acc[k].length))}% at 95 or more; ` +
    `verdicts ${JSON.stringify(Object.fromEntries(verdicts[k]))}; costs beyond the noise: quartiles ${[0.25, 0.5, 0.75].map((q) => r1(pct(costs[k], q))).join(', ')}, 90th percentile ${r1(pct(costs[k], 0.9))}`;
  console.log(
    `${mod.game.id} ${mod.meta.defaultPlayers} players, hands ${FIRST}..${FIRST + HANDS - 1} (seeds 700,000 + hand), ${acc.strong.length} judged, ${skipped} without a card to choose:`
  );
  for (const k of PLAYERS) console.log(`  ${line(k)}`);
  console.log(`  seat 0's result in a hand (both players): mean size ${r1(mean(results))}, median size ${r1(pct(results, 0.5))}`);
}

const only = process.argv.slice(2);
for (const mod of Object.values(MODULES)) if (only.length === 0 || only.includes(mod.game.id)) check(mod);
