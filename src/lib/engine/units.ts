import type { HandScore, Text } from './game';

/** The name of a game's scoring unit (`GameMeta.unit`, `HandScore.unit`) in both languages: one wording wherever a figure is said in it. */
export const UNIT_NAMES: Readonly<Record<HandScore['unit'], Text>> = {
  points: { en: 'points', de: 'Punkte' },
  money: { en: 'Schilling', de: 'Schilling' },
  jetons: { en: 'jetons', de: 'Jetons' }
};
