import { fillSeats } from '../lib/engine/seats';
import { isEntryError, type ScoreEntry } from '../lib/engine/entry';
import { isRefusal, type HandContext, type HandScore } from '../lib/engine/game';
import { type GameModule } from '../lib/engine/module';
import { replay, type HandRecord } from '../lib/engine/record';
import { parseRecordCode, recordCode } from '../lib/engine/claim-action';
import { moduleFor, MODULES } from '../lib/games/modules';
import { checkSettings } from '../lib/engine/settings-check';
import { entryFieldProblem, entryKeys, sessionContextProblem, unknownKeyProblem } from './entry-check';

/** The logic of the command-line tools, as pure functions so tests can call them. */
type Out = { error: string } | { game: string; [k: string]: unknown };

const known = () => Object.keys(MODULES).join(', ');

/** What a hand record holds (docs/formats.md); any other key is refused. */
const RECORD_KEYS = ['format', 'version', 'game', 'rulesVersion', 'context', 'names', 'seed', 'actions'];

function scoreOut(score: HandScore) {
  return {
    unit: score.unit,
    deltas: score.deltas,
    cardPoints: score.cardPoints?.map((p) => ({ side: fillSeats(p.label.en), points: p.points })),
    breakdown: score.breakdown.map((l) => ({ item: fillSeats(l.label.en), value: l.value })),
    ...(score.extra ? { extra: score.extra } : {})
  };
}

function findModule(input: Record<string, unknown>): GameModule | string {
  if (typeof input.game !== 'string') return 'field "game" is missing';
  const mod = moduleFor(input.game);
  return mod ?? `field "game": unknown game "${input.game}" (known: ${known()})`;
}

export function replayFile(input: unknown): Out {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'a hand record is a JSON object' };
  const rec = input as Record<string, unknown>;
  if (rec.format !== 'trull-hand') return { error: 'field "format" must be "trull-hand"' };
  const mod = findModule(rec);
  if (typeof mod === 'string') return { error: mod };
  const game = mod.game;
  const unknown = unknownKeyProblem(rec, RECORD_KEYS, '', 'a hand record');
  if (unknown) return { error: unknown };
  // The deal's seed is a 32-bit number, as in the app and in hand links (1e300 is no seed).
  if (typeof rec.seed !== 'number' || !Number.isInteger(rec.seed) || rec.seed < 0 || rec.seed > 0xffffffff)
    return { error: 'field "seed" must be a whole number from 0 to 4294967295' };
  const ctx = rec.context as Record<string, unknown> | undefined;
  if (typeof ctx !== 'object' || ctx === null || Array.isArray(ctx)) return { error: 'field "context" is missing' };
  const unknownCtx = unknownKeyProblem(ctx, ['players', 'dealer', 'settings', 'session'], 'context.', "a hand's context");
  if (unknownCtx) return { error: unknownCtx };
  if (typeof ctx.players !== 'number' || !game.playerCounts.includes(ctx.players))
    return { error: `field "context.players" must be one of ${game.playerCounts.join(', ')}` };
  if (typeof ctx.dealer !== 'number' || !Number.isInteger(ctx.dealer) || ctx.dealer < 0 || ctx.dealer >= ctx.players)
    return { error: `field "context.dealer" must be a seat from 0 to ${ctx.players - 1}` };
  const checked = checkSettings(game.settings, ctx.players, ctx.settings, 'context.settings');
  if (!checked.ok) return { error: `field "${checked.error.field}" ${checked.error.message.en}` };
  const settings = { ...game.defaultSettings(ctx.players), ...checked.settings };
  const sessionWhy = sessionContextProblem(mod, ctx.session);
  if (sessionWhy) return { error: sessionWhy };
  if (!Array.isArray(rec.actions)) return { error: 'field "actions" must be a list' };
  const actions: number[] = [];
  for (let i = 0; i < rec.actions.length; i++) {
    const a = rec.actions[i];
    const n = typeof a === 'number' ? a : typeof a === 'string' ? parseRecordCode(game, a) : undefined;
    // A number is an action only if its own code reads back as it (999999 or 1.5 do not); `claim` is the record's claim of the rest.
    if (n === undefined || !Number.isSafeInteger(n) || parseRecordCode(game, safeCode(game, n) ?? '') !== n)
      return { error: `field "actions[${i}]": action ${i + 1} (${JSON.stringify(a)}) is not an action of ${game.id}` };
    actions.push(n);
  }
  const record: HandRecord = {
    format: 'trull-hand',
    version: 1,
    game: game.id,
    rulesVersion: game.rulesVersion,
    context: { players: ctx.players, dealer: ctx.dealer, settings, ...(ctx.session === undefined ? {} : { session: ctx.session as HandContext['session'] }) },
    seed: rec.seed,
    actions
  };
  let result;
  try {
    result = replay(game, record);
  } catch (e) {
    return { error: `the record cannot be replayed: ${(e as Error).message}` };
  }
  if (!result.ok) {
    const { index, action, refusal } = result.error;
    return { error: `action ${index + 1} (${recordCode(game, action)}) is illegal: ${fillSeats(refusal.reason.en)}` };
  }
  if (game.toAct(result.state) !== null)
    return { error: `the hand is not over after ${actions.length} actions: seat ${game.toAct(result.state)} is still to act` };
  const facts = game.facts(result.state);
  return { game: game.id, facts, ...scoreOut(game.score(facts, settings)) };
}

export function scoreFile(input: unknown): Out {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'a scorekeeper entry is a JSON object' };
  const e = input as Record<string, unknown>;
  if (e.format !== 'trull-entry') return { error: 'field "format" must be "trull-entry"' };
  const mod = findModule(e);
  if (typeof mod === 'string') return { error: mod };
  if (typeof e.players !== 'number' || !mod.game.playerCounts.includes(e.players))
    return { error: `field "players" must be one of ${mod.game.playerCounts.join(', ')}` };
  if (typeof e.dealer !== 'number' || !Number.isInteger(e.dealer) || e.dealer < 0 || e.dealer >= e.players)
    return { error: `field "dealer" must be a seat from 0 to ${e.players - 1}` };
  const checked = checkSettings(mod.game.settings, e.players, e.settings);
  if (!checked.ok) return { error: `field "${checked.error.field}" ${checked.error.message.en}` };
  const settings = { ...mod.game.defaultSettings(e.players), ...checked.settings };
  const form = mod.entryForm(e.players, settings);
  const unknown = unknownKeyProblem(e, entryKeys(form, mod), '', `a ${mod.game.id} entry`);
  if (unknown) return { error: unknown };
  const missing = entryFieldProblem(e, form, e.players);
  if (missing) return { error: missing };
  const fileWhy = mod.fileEntryProblem?.(e);
  if (fileWhy) return { error: fileWhy };
  const facts = mod.factsFromEntry({ ...(e as ScoreEntry), settings });
  if (isEntryError(facts)) return { error: `field "${facts.field}": ${facts.message.en}` };
  return { game: mod.game.id, facts, ...scoreOut(mod.game.score(facts, settings)) };
}

/** An action's code, or undefined when the number is no action of the game (its coder throws). */
function safeCode(game: GameModule['game'], a: number): string | undefined {
  try {
    return recordCode(game, a);
  } catch {
    return undefined;
  }
}

export { isRefusal };
