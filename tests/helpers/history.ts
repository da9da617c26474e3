import type { GameModule } from '../../src/lib/engine/module';
import type { Seat } from '../../src/lib/engine/game';
import { replay, type HandRecord } from '../../src/lib/engine/record';
import { nextInt, rngFromSeed, type RngState } from '../../src/lib/engine/rng';
import type { Level } from '../../src/lib/bots/levels';
import type { Bot } from '../../src/lib/engine/bot';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from '../../src/lib/storage/export-file';
import type { PlayedHand, StoredTableSession, ScoreSession, StoredHand } from '../../src/lib/storage/types';

/**
 * A made-up history of played sessions as an export file, every hand a real record of random legal
 * play dealt by the session rules (so the app's import accepts it): the statistics page's e2e test
 * and its benchmark (scripts/bench-stats.ts) import one.
 */
export interface SessionPlan {
  id: string;
  /** Names by seat; `people` are the seats that are persons, every other seat a bot. */
  names: string[];
  people?: Seat[];
  /** Each bot's level (one for all). */
  level?: Level;
  hands: number;
  /** When the session was started (ms since 1970); hand i finished `i` minutes later. */
  at: number;
  /** Hints taken in hand i (by its index). */
  hints?: Record<number, number>;
}

/**
 * `random`: every seat plays a random legal action (fast: the benchmark's ten thousand hands);
 * otherwise the game's rule bot plays every seat (scores as a table would see them).
 */
export function playedSessions(mod: GameModule, plans: SessionPlan[], seed = 1, random = false): { sessions: StoredTableSession[]; hands: StoredHand[] } {
  const rng = rngFromSeed(seed);
  const sessions: StoredTableSession[] = [];
  const hands: StoredHand[] = [];
  for (const plan of plans) {
    const players = plan.names.length;
    const settings = mod.game.defaultSettings(players);
    let sess = mod.session.start(players, 0, settings);
    const played: PlayedHand[] = [];
    const handIds: string[] = [];
    for (let i = 0; i < plan.hands; i++) {
      const ctx = mod.session.nextHand(sess);
      if (!ctx) break;
      const context = { ...ctx, settings: { ...settings, ...ctx.settings } };
      const handSeed = nextInt(rng, 2 ** 31);
      const record: HandRecord = {
        format: 'trull-hand',
        version: 1,
        game: mod.game.id,
        rulesVersion: mod.game.rulesVersion,
        context,
        seed: handSeed,
        actions: playActions(mod, rng, context, handSeed, random)
      };
      const { state } = replay(mod.game, record);
      const facts = mod.game.facts(state);
      const score = mod.game.score(facts, record.context.settings);
      const handId = `${plan.id}-h${i + 1}`;
      const at = plan.at + (i + 1) * 60_000;
      const hints = plan.hints?.[i];
      played.push({ handId, facts, score, dealer: ctx.dealer, at, ...(hints ? { hints } : {}) });
      handIds.push(handId);
      hands.push({ id: handId, sessionId: plan.id, record, status: 'finished', createdAt: at - 30_000, updatedAt: at });
      sess = mod.session.afterHand(sess, facts, score);
    }
    const people = plan.people ?? [0];
    sessions.push({
      id: plan.id,
      kind: 'play',
      game: mod.game.id,
      players: plan.names.map((name, s) => (people.includes(s) ? { name } : { name, bot: true, ...(plan.level ? { level: plan.level } : {}) })),
      settings,
      firstDealer: 0,
      entries: [],
      handIds,
      hands: played,
      createdAt: plan.at,
      updatedAt: plan.at + (played.length + 1) * 60_000
    });
  }
  return { sessions, hands };
}

/** Play from the deal to the end of the hand. */
function playActions(mod: GameModule, rng: RngState, context: HandRecord['context'], seed: number, random: boolean): number[] {
  const game = mod.game;
  // The game's rule bot (not bots/registry: that pulls in the search, which the e2e runner need not load).
  const bot = mod.ruleBot as Bot | undefined;
  let state = game.setup(context, seed);
  const actions: number[] = [];
  while (game.toAct(state) !== null) {
    const legal = game.legal(state);
    const a =
      random || !bot
        ? legal[nextInt(rng, legal.length)]
        : bot.choose({ view: game.view(state, game.toAct(state)), legal, seed: nextInt(rng, 2 ** 31), budgetMs: 0 });
    actions.push(a);
    state = game.apply(state, a) as typeof state;
  }
  return actions;
}

export function exportFile(sessions: (StoredTableSession | ScoreSession)[], hands: StoredHand[]): ExportFile {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: 1_760_000_000_000, sessions, hands, gameSettings: [] };
}
