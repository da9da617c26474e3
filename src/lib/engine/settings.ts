import type { SettingSpec, SettingValue, Settings } from './game';

/**
 * The one reader of settings: a game's typed setting table (SettingSpec[]) applied to stored
 * values. A value of the wrong kind, outside its options or range, or missing reads as the
 * setting's default, so an old or hand-edited record never breaks a hand. A choice stored as a
 * number ('37' saved as 37) reads as its text.
 */
function readSetting(spec: SettingSpec, raw: SettingValue | undefined): SettingValue {
  switch (spec.kind) {
    case 'boolean':
      return typeof raw === 'boolean' ? raw : spec.default;
    case 'choice': {
      const v = typeof raw === 'number' ? String(raw) : raw;
      return typeof v === 'string' && (spec.options ?? []).some((o) => o.value === v) ? v : spec.default;
    }
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) && raw >= (spec.min ?? -Infinity) && raw <= (spec.max ?? Infinity) ? raw : spec.default;
  }
}

/** Does the setting apply at this player count? */
const appliesTo = (spec: SettingSpec, players: number | undefined): boolean => players === undefined || !spec.players || spec.players.includes(players);

/**
 * Every setting of the table read from `raw` (defaults filling gaps). Settings that do not apply
 * at this player count are left out; the game's typed reader says what their absence means.
 * `T` is the game's typed view of its table: the table and the type are declared side by side in
 * the game's settings.ts.
 */
export function readSettings<T extends Settings = Settings>(specs: readonly SettingSpec[], raw: Settings | undefined, players?: number): T {
  const out: Settings = {};
  for (const spec of specs) if (appliesTo(spec, players)) out[spec.key] = readSetting(spec, raw?.[spec.key]);
  return out as T;
}

/** The defaults of a game's table at this player count. */
export const defaultsOf = (specs: readonly SettingSpec[], players?: number): Settings => readSettings(specs, undefined, players);
