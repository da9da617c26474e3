/**
 * Finds candidate practice positions (docs/learning.md): plays hands with the rule bots and, at
 * each play decision late in the hand, solves every legal action in the real deal for its exact
 * result (threshold search, bisected over the results random finishes reach). Where one card does
 * better than the rest, it sets the goal between the best and the next, and checks the goal over
 * worlds from the seat's view (src/lib/practice/judge.ts). Prints the decisions whose answer holds
 * in (nearly) every world; a person picks the instructive ones and writes question and explanation.
 *
 *   npx tsx scripts/practice-find.ts <game> [hands=40] [maxCards=5] [firstSeed=1] [players]
 */
import { MODULES } from '../src/lib/games/modules';
import { ruleBotOf, searchGameOf } from '../src/lib/bots/registry';
import { judgePosition } from '../src/lib/practice/judge';
import { cardName } from '../src/lib/engine/packs';
import { solve } from '../src/lib/bots/solver';
import { sidesOf } from '../src/lib/engine/sides';
import { randomPlayout } from '../src/lib/engine/fast';
import { rngFromSeed } from '../src/lib/engine/rng';
import type { Seat } from '../src/lib/engine/game';

const [id, handsArg = '40', maxArg = '5', firstArg = '1', playersArg] = process.argv.slice(2);
const mod = MODULES[id];
if (!mod) throw new Error(`unknown game ${id}`);
const game = searchGameOf(mod);
const bot = ruleBotOf(mod);
const players = Number(playersArg ?? mod.meta.defaultPlayers);
const WORLDS = Number(process.env.WORLDS ?? 50);

/** The exact result level of each action in the real deal: the highest reached payoff it secures. */
function levels(s: unknown, seat: Seat): { values: number[]; secured: number[] } {
  const rng = rngFromSeed(7);
  const seen = new Set<number>();
  for (let k = 0; k < 300; k++) {
    const p = game.clone(s);
    randomPlayout(game, p, rng);
    seen.add(game.payoff(p)[seat]);
  }
  const values = [...seen].sort((a, b) => a - b);
  const side = sidesOf(game, s, seat);
  const secured = game.legal(s).map((a) => {
    const next = game.clone(s);
    game.applyInPlace(next, a);
    // Largest k with "payoff > values[k] - 0.001" (at least values[k]) secured; -1 if none.
    let lo = -1;
    let hi = values.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi + 1) / 2);
      if (solve(game, next, seat, { side, threshold: values[mid] - 0.001, maxNodes: Number.MAX_SAFE_INTEGER })!.wins) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  });
  return { values, secured };
}

for (let seed = Number(firstArg); seed < Number(firstArg) + Number(handsArg); seed++) {
  const context = { players, dealer: seed % players, settings: game.defaultSettings(players) };
  let s = game.setup(context, seed);
  const actions: number[] = [];
  const found: string[] = [];
  for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
    const legal = game.legal(s);
    const view = game.view(s, seat);
    if (view.phase === 'play' && legal.length >= 3 && view.hand.length <= Number(maxArg) && view.hand.length >= 3) {
      const { values, secured } = levels(s, seat);
      const best = Math.max(...secured);
      if (process.env.DEBUG) console.log(seed, actions.length, values.join(','), secured.join(' '));
      const right = secured.filter((x) => x === best).length;
      if (best >= 0 && right < legal.length && (right === 1 || right * 2 <= legal.length)) {
        const next = Math.max(...secured.filter((x) => x < best));
        // The goal: more than the next best card secures, i.e. at least what the best secures.
        const threshold = values[best] - 0.001;
        const j = judgePosition(game, s, { method: 'exact', worlds: WORLDS, seed: 1, threshold });
        const r = j.actions.filter((x) => x.ahead >= WORLDS * 0.9);
        const w = j.actions.filter((x) => x.ahead <= WORLDS * 0.3);
        if (r.length && w.length && r.length + w.length === legal.length) {
          const pack = game.packFor(context.settings);
          const name = (a: number) => game.actionCode(a);
          found.push(
            `  at ${actions.length} seat ${seat} goal >= ${values[best]} (next best ${values[next] ?? 'none'}) hand [${view.hand.map((c) => cardName(pack, c)).join(', ')}] trick [${view.trick.map((p) => `${p.seat}:${cardName(pack, p.card)}`).join(', ')}]` +
              `\n    info ${view.info.map((x) => `${x.label.en}=${x.value.en}`).join('; ')}` +
              `\n    ${j.actions.map((x) => `${name(x.action)}=${x.ahead}/${j.worlds}`).join('  ')}` +
              `\n    POSITION ${JSON.stringify({
                seed,
                dealer: context.dealer,
                players,
                at: actions.length,
                answer: r.map((x) => name(x.action)),
                threshold: Math.round(threshold * 1000) / 1000,
                rightShare: Math.floor((100 * Math.min(...r.map((x) => x.ahead))) / WORLDS),
                wrongShare: Math.ceil((100 * Math.max(...w.map((x) => x.ahead))) / WORLDS)
              })}`
          );
        }
      }
    }
    const a = legal.length === 1 ? legal[0] : bot.choose({ view, legal, seed: actions.length + 1, budgetMs: 0 });
    actions.push(a);
    s = game.apply(s, a) as typeof s;
  }
  if (found.length) {
    console.log(`seed ${seed} players ${players} dealer ${context.dealer} score ${game.payoff(s).join(' ')}`);
    console.log(found.join('\n'));
  }
}
