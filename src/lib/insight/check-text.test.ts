import { describe, expect, it } from 'vitest';
import { dobbmGame } from '../games/dobbm/index';
import { droggnGame } from '../games/droggn/index';
import { troggenGame } from '../games/troggen/index';
import type { CardCost } from './accuracy';
import { checkText } from './check-text';

const cost = (game: typeof dobbmGame | typeof droggnGame | typeof troggenGame, code: string, x: number, verdict: CardCost['verdict']): CardCost => ({
  best: game.parseAction(code)!,
  cost: x,
  verdict,
  worlds: 200
});

describe("the play checker's words", () => {
  it('a mistake names the better card and what it cost, in the game’s unit, in English and German', () => {
    expect(checkText(dobbmGame, cost(dobbmGame, 'play:L-K', 6.72, 'mistake'), dobbmGame.pack, 'money')).toEqual({
      en: 'Mistake: the King of leaves was better (about 6.7 Schilling).',
      de: 'Fehler: Laub-König wäre besser gewesen (etwa 6,7 Schilling).'
    });
    expect(checkText(droggnGame, cost(droggnGame, 'play:XXI', 17.03, 'mistake'), droggnGame.pack, 'points')).toEqual({
      en: 'Mistake: the Trump XXI was better (about 17 points).',
      de: 'Fehler: Tarock XXI wäre besser gewesen (etwa 17 Punkte).'
    });
  });

  it('an inaccuracy is said more quietly; one jeton is one', () => {
    const said = checkText(troggenGame, cost(troggenGame, 'play:C-7', 1.04, 'inaccuracy'), troggenGame.pack, 'jetons')!;
    expect(said.en).toMatch(/^Inaccuracy: the 7 of .+ was a little better \(about 1 jeton\)\.$/);
    expect(said.de).toMatch(/^Ungenauigkeit: .+-7 wäre etwas besser gewesen \(etwa 1 Jeton\)\.$/);
  });

  it('nothing for the best card or a good one', () => {
    expect(checkText(dobbmGame, cost(dobbmGame, 'play:L-K', 0, 'best'), dobbmGame.pack, 'money')).toBeNull();
    expect(checkText(dobbmGame, cost(dobbmGame, 'play:L-K', 0.3, 'good'), dobbmGame.pack, 'money')).toBeNull();
  });
});
