import type { HandScore, Text } from './game';

/** The name of a game's scoring unit (`GameMeta.unit`, `HandScore.unit`) in both languages: one wording wherever a figure is said in it. */
export const UNIT_NAMES: Readonly<Record<HandScore['unit'], Text>> = {
  points: { en: 'points', de: 'Punkte' },
  money: { en: 'Schilling', de: 'Schilling' },
  jetons: { en: 'jetons', de: 'Jetons' }
};

/** A number as a hint says it: one decimal, a sign, the language's separators. */
export const signed = (x: number, lang: 'en' | 'de'): string => {
  const r = Math.round(x * 10) / 10 + 0;
  const s = Math.abs(r).toLocaleString(lang === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 });
  return r > 0 ? `+${s}` : r < 0 ? `−${s}` : s;
};
