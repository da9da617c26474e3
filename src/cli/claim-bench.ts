// npx tsx src/cli/claim-bench.ts [game…]: the time of the claim check (issue 29, src/lib/engine/claim.ts)
// on one core, at every turn of the card play with at most 7 tricks left, in hands played by each
// seat's rule bot from fixed seeds (HANDS, default 30). The game's own refusals (Droggn's Pagat still
// out) are switched off, so every position runs the search: the worst case. CPU time of this process.
import { MODULES } from '../lib/games/modules';
import { ruleBotOf } from '../lib/bots/registry';
import { checkClaim, claimGame, type AnyClaimGame } from '../lib/engine/claim';

const HANDS = Number(process.env.HANDS ?? 30);
const TRICKS = 7;

function bench(id: string, players: number): void {
  const mod = MODULES[id];
  const real = claimGame(mod.game);
  // The search alone: only "not in the card play" is kept of the game's refusals.
  const game: AnyClaimGame = { ...real, claimRefusal: (s, seat) => (real.view(s, null).phase === 'play' ? null : real.claimRefusal(s, seat)) };
  const bot = ruleBotOf(mod);
  const times: number[] = [];
  let held = 0;
  let gaveUp = 0;
  for (let seed = 1; seed <= HANDS; seed++) {
    const settings = game.defaultSettings(players);
    const ctx = mod.session.nextHand(mod.session.start(players, seed % players, settings)) ?? { players, dealer: 0, settings };
    const s = game.setup(ctx, 70_000 + seed);
    for (let seat = game.toAct(s), step = 0; seat !== null; seat = game.toAct(s), step++) {
      const view = game.view(s, seat);
      if (view.phase === 'play' && view.hand.length <= TRICKS) {
        const t0 = process.cpuUsage();
        const r = checkClaim(game, s, seat);
        const dt = process.cpuUsage(t0);
        times.push((dt.user + dt.system) / 1000);
        if (r.ok) held++;
        else if (r.reason.en.startsWith('Too many')) gaveUp++;
      }
      const legal = game.legal(s);
      game.applyInPlace(s, legal.length === 1 ? legal[0] : bot.choose({ view, legal, seed: seed * 1000 + step, budgetMs: 0 }));
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${id} ${players}: ${times.length} checks (${held} hold, ${gaveUp} gave up), median ${at(0.5)} ms, 99% ${at(0.99)} ms, max ${at(1)} ms`);
}

const ids = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(MODULES);
for (const id of ids) for (const players of MODULES[id].game.playerCounts) bench(id, players);
