import type { GameId, SettingSpec, Settings, Text } from '../engine/game';
import type { GameModule } from '../engine/module';
import { replay, type HandRecord } from '../engine/record';
import { parseRecordCode, recordCode } from '../engine/claim-action';
import { fillSeats } from '../engine/seats';
import { listedGames } from '../games/registry';

/**
 * The check a hand from outside the app (a shared link) must pass before it is shown: its shape,
 * a known game, settings that game has, and every action legal under the rules from its deal, up
 * to the end of the hand; a claim of the rest must hold with every card open, and the claimer's
 * side must take every trick after it (engine/claim-action.ts). Nothing in it is trusted: a prototype key as a game id, a setting the
 * game does not have or a number out of range is refused with a reason in both languages.
 * (The strict import of export files may replace the shape part; the replay part stays.)
 */
export type Checked = { ok: true; record: HandRecord; mod: GameModule } | { ok: false; reason: Text };

const MAX_ACTIONS = 1000;
const MAX_NAME = 40;

const no = (en: string, de: string): Checked => ({ ok: false, reason: { en, de } });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The game a record names, if it is one players have: compared by value with the registry's ids,
 * never looked up as a key, so `__proto__` or `constructor` is just an unknown name.
 */
export function recordGame(input: unknown): GameId | null {
  if (!isObject(input) || typeof input.game !== 'string') return null;
  const id = input.game;
  return listedGames().find((g) => g.id === id)?.id ?? null;
}

function checkSetting(spec: SettingSpec, value: unknown): boolean {
  if (spec.kind === 'boolean') return typeof value === 'boolean';
  if (spec.kind === 'number')
    return (
      typeof value === 'number' && Number.isFinite(value) && (spec.min === undefined || value >= spec.min) && (spec.max === undefined || value <= spec.max)
    );
  return typeof value === 'string' && (spec.options ?? []).some((o) => o.value === value);
}

function checkSettings(mod: GameModule, players: number, raw: unknown): { settings: Settings } | { reason: Text } {
  if (raw === undefined) return { settings: mod.game.defaultSettings(players) };
  if (!isObject(raw)) return { reason: { en: 'The settings are not a list of rule variants.', de: 'Die Einstellungen sind keine Liste von Regelvarianten.' } };
  const out: Settings = { ...mod.game.defaultSettings(players) };
  for (const key of Object.keys(raw)) {
    const spec = mod.game.settings.find((s) => s.key === key);
    if (!spec)
      return {
        reason: { en: `${mod.game.name} has no setting “${key.slice(0, 30)}”.`, de: `${mod.game.name} hat keine Einstellung „${key.slice(0, 30)}“.` }
      };
    if (!checkSetting(spec, raw[key]))
      return {
        reason: { en: `The setting “${spec.label.en}” has an impossible value.`, de: `Die Einstellung „${spec.label.de}“ hat einen unmöglichen Wert.` }
      };
    out[key] = raw[key] as Settings[string];
  }
  return { settings: out };
}

function checkSession(raw: unknown): boolean {
  if (raw === undefined) return true;
  if (!isObject(raw) || Object.keys(raw).length > 10) return false;
  return Object.entries(raw).every(
    ([k, v]) =>
      !['__proto__', 'constructor', 'prototype'].includes(k) &&
      (typeof v === 'boolean' ||
        (typeof v === 'number' && Number.isFinite(v)) ||
        (typeof v === 'string' && v.length <= 40) ||
        (Array.isArray(v) && v.length <= 8 && v.every((n) => typeof n === 'number' && Number.isFinite(n))))
  );
}

/** Check a hand record from outside; `mod` must be the module of `recordGame(input)`. */
export function checkRecord(input: unknown, mod: GameModule | undefined): Checked {
  if (!isObject(input) || input.format !== 'trull-hand') return no('This is not a Trull hand.', 'Das ist keine Trull-Hand.');
  if (input.version !== 1) return no('This hand comes from a newer version of Trull.', 'Diese Hand stammt aus einer neueren Trull-Version.');
  const id = recordGame(input);
  if (!id || !mod || mod.game.id !== id) return no('This hand is of a game Trull does not know.', 'Diese Hand gehört zu einem Spiel, das Trull nicht kennt.');
  const game = mod.game;
  if (input.rulesVersion !== game.rulesVersion)
    return no(
      `This hand was played under another version of the ${game.name} rules.`,
      `Diese Hand wurde nach einer anderen Fassung der ${game.name}-Regeln gespielt.`
    );
  const ctx = input.context;
  if (!isObject(ctx) || typeof ctx.players !== 'number' || !game.playerCounts.includes(ctx.players))
    return no(`${game.name} is not played by that many players.`, `${game.name} spielt man nicht mit so vielen Spielern.`);
  const players = ctx.players;
  if (typeof ctx.dealer !== 'number' || !Number.isInteger(ctx.dealer) || ctx.dealer < 0 || ctx.dealer >= players)
    return no('The dealer is not a seat at this table.', 'Der Geber sitzt nicht an diesem Tisch.');
  const checked = checkSettings(mod, players, ctx.settings);
  if ('reason' in checked) return { ok: false, reason: checked.reason };
  const settings = checked.settings;
  if (!checkSession(ctx.session)) return no('The hand’s session facts are malformed.', 'Die Angaben zur Sitzung sind fehlerhaft.');
  if (typeof input.seed !== 'number' || !Number.isInteger(input.seed) || input.seed < 0 || input.seed > 0xffffffff)
    return no('The hand has no valid deal.', 'Die Hand hat kein gültiges Geben.');
  const names = input.names;
  if (names !== undefined && (!Array.isArray(names) || names.length !== players || !names.every((n) => typeof n === 'string' && n.length <= MAX_NAME)))
    return no('The players’ names are malformed.', 'Die Namen der Spieler sind fehlerhaft.');
  if (!Array.isArray(input.actions) || input.actions.length > MAX_ACTIONS) return no('The hand’s actions are malformed.', 'Die Züge der Hand sind fehlerhaft.');
  const actions: number[] = [];
  for (const [i, code] of input.actions.entries()) {
    const a = typeof code === 'string' ? parseRecordCode(game, code) : undefined;
    if (a === undefined) return no(`Move ${i + 1} is not a move of ${game.name}.`, `Zug ${i + 1} ist kein Zug im ${game.name}.`);
    actions.push(a);
  }
  const record: HandRecord = {
    format: 'trull-hand',
    version: 1,
    game: id,
    rulesVersion: game.rulesVersion,
    context: { players, dealer: ctx.dealer, settings, ...(ctx.session ? { session: ctx.session as HandRecord['context']['session'] } : {}) },
    ...(names ? { names: names as string[] } : {}),
    seed: input.seed,
    actions
  };
  let result;
  try {
    result = replay(game, record);
  } catch {
    return no('This hand cannot be replayed.', 'Diese Hand lässt sich nicht nachspielen.');
  }
  if (!result.ok) {
    // A claim that does not hold is refused like an illegal card, naming the seat that beats it.
    const { index, refusal } = result.error;
    const who = record.names ?? [];
    return no(
      `Move ${index + 1} breaks the rules: ${fillSeats(refusal.reason.en, who, 'en')}`,
      `Zug ${index + 1} verstößt gegen die Regeln: ${fillSeats(refusal.reason.de, who, 'de')}`
    );
  }
  if (game.toAct(result.state) !== null)
    return no('This hand is not finished: only finished hands can be shared.', 'Diese Hand ist nicht fertig gespielt: nur fertige Hände lassen sich teilen.');
  return { ok: true, record, mod };
}

/** A record for a file or a link: actions as their text codes (docs/formats.md). */
export function portableRecord(mod: GameModule, record: HandRecord): Omit<HandRecord, 'actions'> & { actions: string[] } {
  return { ...record, actions: record.actions.map((a) => recordCode(mod.game, a)) };
}
