import type { Seat, Settings } from '../../src/lib/engine/game';
import type { GameModule } from '../../src/lib/engine/module';
import type { Bot } from '../../src/lib/engine/bot';
import { checkClaim, claimGame, claimSeen, type AnyClaimGame } from '../../src/lib/engine/claim';
import { decisionSeed } from '../../src/lib/engine/decision-seed';
import { nextInt, rngFromSeed } from '../../src/lib/engine/rng';
import type { HandRecord } from '../../src/lib/engine/record';
import type { ExportFile } from '../../src/lib/storage/export-file';
import { exportFile } from './history';

/**
 * A hand in progress stopped at a moment of "Claim the rest" (issue 29), as an export file: the
 * browser tests import it and open the table there, instead of playing many tricks to reach it.
 * The game's rule bot plays every seat from a seeded deal until:
 * - 'holds': the person (seat 0) is to play and their claim holds with every card open;
 * - 'refused': the person is to play, the game's rules allow a claim, and it does not hold (the
 *   others can still take a trick);
 * - 'bot': a bot is to play and claims (the claim holds in every world of its view, as the
 *   table's bots judge it with the table's seed for that decision, and with every card open).
 */
export type ClaimMoment = 'holds' | 'refused' | 'bot';

export interface ClaimPosition {
  file: ExportFile;
  sessionId: string;
  handId: string;
  /** Actions stored: the claim is the next one. */
  at: number;
  /** The cards in the person's hand (seat 0) there. */
  cards: number;
}

export function claimPosition(mod: GameModule, names: string[], moment: ClaimMoment, seed = 1): ClaimPosition {
  const game = claimGame(mod.game);
  const players = names.length;
  const bot = mod.ruleBot as Bot;
  const settings = game.defaultSettings(players);
  const ctx = mod.session.nextHand(mod.session.start(players, 0, settings))!;
  const context = { ...ctx, settings: { ...settings, ...ctx.settings } };
  const rng = rngFromSeed(seed);
  for (let hand = 0; hand < 200; hand++) {
    const handSeed = nextInt(rng, 2 ** 31);
    let s = game.setup(context, handSeed);
    const actions: number[] = [];
    for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
      const view = game.view(s, seat);
      if (view.phase === 'play' && fits(game, s, seat, moment, decisionSeed(handSeed, actions.length))) {
        const record: HandRecord = {
          format: 'trull-hand',
          version: 1,
          game: game.id,
          rulesVersion: game.rulesVersion,
          context,
          names,
          seed: handSeed,
          actions
        };
        return { ...stored(mod, names, settings, record), at: actions.length, cards: game.view(s, 0).hand.length };
      }
      const legal = game.legal(s);
      const a = legal.length === 1 ? legal[0] : bot.choose({ view, legal, seed: nextInt(rng, 2 ** 31), budgetMs: 0 });
      actions.push(a);
      s = game.apply(s, a);
    }
  }
  throw new Error(`${game.id}: no deal reaches a '${moment}' claim`);
}

function fits(game: AnyClaimGame, s: unknown, seat: Seat, moment: ClaimMoment, seed: number): boolean {
  if ((moment === 'bot') !== (seat !== 0) || game.claimRefusal(s, seat)) return false;
  const check = checkClaim(game, s, seat);
  if (moment === 'refused') return !check.ok && /can still take a trick with/.test(check.reason.en);
  if (!check.ok) return false;
  return moment === 'holds' || claimSeen(game, game.view(s, seat), seat, seed);
}

/** One session of the person (seat 0) against easy bots, its first hand in progress at the record's end. */
function stored(mod: GameModule, names: string[], settings: Settings, record: HandRecord): { file: ExportFile; sessionId: string; handId: string } {
  const at = 1_760_000_000_000;
  const sessionId = `claim-${mod.game.id}`;
  const handId = `${sessionId}-h1`;
  const session = {
    id: sessionId,
    kind: 'play' as const,
    game: mod.game.id,
    players: names.map((name, s) => (s === 0 ? { name } : { name, bot: true, level: 'easy' as const })),
    settings,
    firstDealer: 0,
    entries: [],
    handIds: [handId],
    hands: [],
    openHand: handId,
    createdAt: at,
    updatedAt: at
  };
  const hand = { id: handId, sessionId, record, status: 'open' as const, createdAt: at, updatedAt: at };
  return { file: exportFile([session], [hand]), sessionId, handId };
}
