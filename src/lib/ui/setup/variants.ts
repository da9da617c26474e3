import type { SettingSpec, Settings, Text } from '$lib/engine/game';

/**
 * One line for the folded rule variants on the setup screen: "37 wins (half the points), Batches of
 * 7, talon last, 66 cards …". Choices say their option, switched-on rules their name, numbers their
 * value; switched-off rules are left out (the line is a summary, the fold holds the detail).
 */
export function variantsSummary(specs: readonly SettingSpec[], players: number, settings: Settings, lang: keyof Text): string {
  const parts: string[] = [];
  for (const s of specs) {
    if (s.players && !s.players.includes(players)) continue;
    const v = settings[s.key] ?? s.default;
    if (s.kind === 'choice') {
      const o = s.options?.find((x) => x.value === String(v));
      parts.push(o ? o.label[lang] : String(v));
    } else if (s.kind === 'boolean') {
      if (v === true) parts.push(s.label[lang]);
    } else parts.push(`${s.label[lang]}: ${v}`);
  }
  return parts.join(', ');
}
