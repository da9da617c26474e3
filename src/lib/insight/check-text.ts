import type { AnyGame, HandScore, Text } from '../engine/game';
import { cardName, type Pack } from '../engine/packs';
import type { CardCost } from './accuracy';

/**
 * The play checker's mark (issue 30 item 3), in English and German: "Mistake: the 7 of spades was
 * better (about 12 points)". The cost is in the game's own points (its payoff: Droggn and Troccas
 * points, Dobbm Schilling, Troggen jetons), the same figure the hand's accuracy counts. Null for a
 * card the checker does not mark (the best, or good enough).
 */

const UNIT: Record<HandScore['unit'], { one: Text; many: Text }> = {
  points: { one: { en: 'point', de: 'Punkt' }, many: { en: 'points', de: 'Punkte' } },
  money: { one: { en: 'Schilling', de: 'Schilling' }, many: { en: 'Schilling', de: 'Schilling' } },
  jetons: { one: { en: 'jeton', de: 'Jeton' }, many: { en: 'jetons', de: 'Jetons' } }
};

/** "about 12 points", "etwa 2,5 Schilling": whole numbers from 10 on, one decimal below. */
function about(x: number, unit: HandScore['unit'], lang: 'en' | 'de'): string {
  const r = x >= 10 ? Math.round(x) : Math.round(x * 10) / 10;
  const n = r.toLocaleString(lang === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 });
  const u = UNIT[unit][r === 1 ? 'one' : 'many'][lang];
  return lang === 'en' ? `about ${n} ${u}` : `etwa ${n} ${u}`;
}

export function checkText(game: AnyGame, c: CardCost, pack: Pack, unit: HandScore['unit']): Text | null {
  if (c.verdict !== 'mistake' && c.verdict !== 'inaccuracy') return null;
  const card = game.describe(c.best).card;
  const better = card === undefined ? game.describe(c.best).label : { en: `the ${cardName(pack, card, 'en')}`, de: cardName(pack, card, 'de') };
  if (c.verdict === 'mistake')
    return {
      en: `Mistake: ${better.en} was better (${about(c.cost, unit, 'en')}).`,
      de: `Fehler: ${better.de} wäre besser gewesen (${about(c.cost, unit, 'de')}).`
    };
  return {
    en: `Inaccuracy: ${better.en} was a little better (${about(c.cost, unit, 'en')}).`,
    de: `Ungenauigkeit: ${better.de} wäre etwas besser gewesen (${about(c.cost, unit, 'de')}).`
  };
}
