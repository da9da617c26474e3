/**
 * Shows a candidate practice position in full, for writing its question and explanation: every
 * hand, the tricks so far, the seat's view, and each legal action's share of worlds at a goal.
 *
 *   npx tsx scripts/practice-show.ts <game> <players> <dealer> <seed> <at> [threshold=0] [worlds=50]
 */
import { MODULES } from '../src/lib/games/modules';
import { ruleBotOf, searchGameOf } from '../src/lib/bots/registry';
import { judgePosition } from '../src/lib/practice/judge';
import { cardName } from '../src/lib/engine/packs';

const [id, p, d, sd, atArg, thr = '0', worlds = '50'] = process.argv.slice(2);
const mod = MODULES[id];
const game = searchGameOf(mod);
const bot = ruleBotOf(mod);
const context = { players: Number(p), dealer: Number(d), settings: game.defaultSettings(Number(p)) };
const pack = game.packFor(context.settings);
let s = game.setup(context, Number(sd));
const codes: string[] = [];
let asked: unknown = null;
for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
  if (codes.length === Number(atArg)) asked = s;
  const legal = game.legal(s);
  const a = legal.length === 1 ? legal[0] : bot.choose({ view: game.view(s, seat), legal, seed: codes.length + 1, budgetMs: 0 });
  codes.push(game.actionCode(a));
  s = game.apply(s, a) as typeof s;
}
const q = asked!;
const seat = game.toAct(q)!;
const open = game.view(q, null);
const v = game.view(q, seat);
console.log(`seat to act ${seat}; dealer ${context.dealer}; final payoff ${game.payoff(s).join(' ')}`);
console.log('info', v.info.map((x) => `${x.label.en}=${x.value.en}`).join('; '), '| partners', v.partners.join(','));
for (const x of open.active)
  console.log(
    `hand ${x}: ${game
      .view(q, x)
      .hand.map((c) => cardName(pack, c))
      .join(', ')}`
  );
console.log('shown', v.shown.map((x) => `${x.seat}:${x.label.en}:${x.cards.map((c) => cardName(pack, c)).join(',')}`).join(' | '));
console.log('log', v.log.map((e) => `${e.seat}:${e.text.en}`).join(' | '));
for (const t of v.playedTricks ?? []) console.log(`  trick won by ${t.winner}: ${t.cards.map((c) => `${c.seat}:${cardName(pack, c.card)}`).join(', ')}`);
console.log('current trick', v.trick.map((c) => `${c.seat}:${cardName(pack, c.card)}`).join(', '));
const j = judgePosition(game, q, { method: 'exact', worlds: Number(worlds), seed: 1, threshold: Number(thr) });
console.log(j.actions.map((x) => `${game.actionCode(x.action)}=${x.ahead}/${j.worlds}`).join('  '));
console.log(
  'RECORD',
  JSON.stringify({
    format: 'trull-hand',
    version: 1,
    game: id,
    rulesVersion: game.rulesVersion,
    context: { players: context.players, dealer: context.dealer },
    seed: Number(sd),
    actions: codes
  })
);
