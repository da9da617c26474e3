import type { EntryError } from './entry';
import type { SettingSpec, Settings, SettingValue } from './game';

/**
 * Reads a game's settings from outside data (an imported file, a command-line entry) the way the
 * settings form would have produced them: only the game's own keys for this player count, each
 * value of its declared kind and range. A key the game does not have at all (a typo, `__proto__`)
 * is refused with its name, as the hand-link check refuses it; a key of the game's that belongs to
 * another player count is dropped. Absent keys stay absent (the game's defaults apply, as for any
 * stored settings); a value of the wrong kind is refused with its field, never silently replaced.
 */
export function checkSettings(
  specs: readonly SettingSpec[],
  /** null: the settings saved for a game, for whatever player count comes next. */
  players: number | null,
  raw: unknown,
  path = 'settings'
): { ok: true; settings: Settings } | { ok: false; error: EntryError } {
  const out: Settings = {};
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw)))
    return refuse(path, 'must be an object of settings', 'muss ein Objekt mit Einstellungen sein');
  const given = (raw ?? {}) as Record<string, unknown>;
  // Compared by value with the game's keys, never looked up: "__proto__" is just an unknown name.
  const unknown = Object.keys(given).find((k) => !specs.some((spec) => spec.key === k));
  if (unknown !== undefined) return refuse(`${path}.${unknown.slice(0, 40)}`, 'is no setting of this game', 'ist keine Einstellung dieses Spiels');
  for (const spec of specs) {
    if (players !== null && spec.players && !spec.players.includes(players)) continue;
    // Own keys only: a "__proto__" or "constructor" key in the data is never a setting.
    const stored = Object.hasOwn(given, spec.key) ? given[spec.key] : undefined;
    if (stored === undefined) continue;
    // An older version's value for this setting reads as its present one.
    const value = spec.legacy?.find((l) => l.from === stored)?.to ?? stored;
    const why = valueProblem(spec, value);
    if (why) return refuse(`${path}.${spec.key}`, why.en, why.de);
    out[spec.key] = value as SettingValue;
  }
  return { ok: true, settings: out };
}

function valueProblem(spec: SettingSpec, v: unknown): { en: string; de: string } | null {
  switch (spec.kind) {
    case 'boolean':
      return typeof v === 'boolean' ? null : { en: 'must be true or false', de: 'muss wahr oder falsch sein' };
    case 'choice': {
      const options = (spec.options ?? []).map((o) => o.value);
      return typeof v === 'string' && options.includes(v)
        ? null
        : { en: `must be one of ${options.join(', ')}`, de: `muss eines von ${options.join(', ')} sein` };
    }
    case 'number': {
      const lo = spec.min ?? -Infinity;
      const hi = spec.max ?? Infinity;
      return typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi
        ? null
        : { en: `must be a number from ${lo} to ${hi}`, de: `muss eine Zahl von ${lo} bis ${hi} sein` };
    }
  }
}

const refuse = (field: string, en: string, de: string): { ok: false; error: EntryError } => ({
  ok: false,
  error: { error: true, field, message: { en, de } }
});
