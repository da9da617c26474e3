// npx tsx src/cli/lessons.ts <game> [first seed] [count]: candidate deals for a game's first hand
// with a coach (docs/learning.md). Each seed is dealt by the lesson's dealer at the lesson's
// player count and played by the game's rule bot in every seat (the coached hand's bots are the
// easy level, the rule bots); per seed it prints what the person in seat 0 decides besides
// playing cards, how many card plays had a real choice, and seat 0's result.
// Without seeds it prints the game's lesson deal.
import { MODULES } from '../lib/games/modules';
import { lessonOf } from '../lib/games/registry';
import { ruleBotOf } from '../lib/bots/registry';
import { coachSession } from '../lib/coach/session';

const [game, first, count] = process.argv.slice(2);
const mod = Object.hasOwn(MODULES, game ?? '') ? MODULES[game] : undefined;
// The game's lesson, from its registry entry.
const base = mod ? await lessonOf(mod.game.id) : undefined;
if (!mod || !base) {
  console.error(`usage: npx tsx src/cli/lessons.ts <${Object.keys(MODULES).join('|')}> [first seed] [count]`);
  process.exit(1);
}
const seeds = first === undefined ? [base.seed] : Array.from({ length: Number(count ?? 20) }, (_, i) => Number(first) + i);
const bot = ruleBotOf(mod);
for (const seed of seeds) {
  const lesson = { ...base, seed };
  const players = Array.from({ length: lesson.players }, (_, i) => ({ name: `Seat ${i + 1}`, bot: i > 0 }));
  const { record } = coachSession(mod, lesson, players, 'cli', 0);
  let st = mod.game.setup(record.context, record.seed);
  const decisions: string[] = [];
  let plays = 0;
  for (let step = 0; mod.game.toAct(st) !== null && step < 1000; step++) {
    const seat = mod.game.toAct(st)!;
    const legal = mod.game.legal(st);
    const view = mod.game.view(st, seat);
    const a = bot.choose({ view, legal, seed: step, budgetMs: 0 });
    if (seat === 0 && legal.length > 1) {
      if (view.phase === 'play') plays++;
      else decisions.push(`${view.phase}: ${mod.game.describe(a).label.en}`);
    }
    st = mod.game.apply(st, a);
  }
  const score = mod.game.score(mod.game.facts(st), record.context.settings);
  console.log(
    `seed ${seed}: ${decisions.join(' · ') || '(no decision before the tricks)'} · ${plays} card plays with a choice · seat 1: ${score.deltas[0]} ${score.unit}`
  );
}
