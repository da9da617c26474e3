import { describe, expect, it } from 'vitest';
import { droggnGame } from '../games/droggn/index';
import { dobbmGame } from '../games/dobbm/index';
import { parseAction as droggnAction } from '../games/droggn/actions';
import { parseAction as dobbmAction } from '../games/dobbm/actions';
import type { Action } from '../engine/game';
import type { CardCost, Verdict } from './accuracy';
import type { Decision, HandAnalysis } from './analysis';
import { accuracyLine, accuracyMeaning, costText, costlyCards } from './sentences';

// Accuracy for every hand (issue 30 item 3): the figure, what it means and the costly cards, in
// English and German, from analyses built by hand (the judge itself is tested in analysis.test.ts).

const cost = (verdict: Verdict, c: number, best: Action): CardCost => ({ best, cost: c, verdict, worlds: 200 });
const decision = (step: number, trick: number, action: Action, c: CardCost | null): Decision => ({
  step,
  trick,
  action,
  choices: c ? 3 : 1,
  open: { solved: false },
  blind: null,
  cost: c
});
const analysis = (decisions: Decision[], accuracy: number | null, done = true): HandAnalysis => ({
  seat: 0,
  side: [true, false, false],
  cameOutAhead: false,
  firstCard: 10,
  ours: null,
  theirs: null,
  decisions,
  accuracy,
  done
});

const dr = (code: string) => droggnAction(code)!;

describe('accuracy: the figure and what it means', () => {
  it('says the figure once the analysis is done, never before, and nothing where no card had a choice', () => {
    const ds = [decision(12, 2, dr('play:H-K'), cost('mistake', 12.4, dr('play:XXI')))];
    expect(accuracyLine(analysis(ds, 87))).toEqual({ en: 'Accuracy of your cards: 87', de: 'Genauigkeit deiner Karten: 87' });
    // Still working: the figure over part of the cards would be a wrong one.
    expect(accuracyLine(analysis(ds, null, false))).toBeNull();
    expect(accuracyLine({ ...analysis(ds, 87), done: false })).toBeNull();
    // Every card forced: nothing judged, no figure.
    expect(accuracyLine(analysis([decision(12, 2, dr('play:H-K'), null)], null))).toBeNull();
  });

  it('explains it with the number of deals judged, and that the bids are not judged', () => {
    const m = accuracyMeaning(analysis([decision(12, 2, dr('play:H-K'), cost('good', 0.5, dr('play:H-K')))], 95));
    expect(m.en).toMatch(
      /^100 when no card of yours cost anything; the more your cards cost, the lower: about 37 when they cost as much as a typical hand is worth\./
    );
    expect(m.en).toContain('over the same 200 deals');
    expect(m.en).toMatch(/Only your cards are judged, not your bids\.$/);
    expect(m.de).toContain('über dieselben 200 Verteilungen');
    expect(m.de).toMatch(/nicht deine Ansagen\.$/);
  });
});

describe('accuracy: the costly cards', () => {
  const ds = [
    decision(10, 1, dr('play:H-Q'), cost('best', 0, dr('play:H-Q'))),
    decision(13, 2, dr('play:H-K'), cost('mistake', 12.4, dr('play:XXI'))),
    decision(16, 3, dr('play:S-K'), cost('good', 0.6, dr('play:S-Q'))),
    decision(19, 4, dr('play:II'), null),
    decision(22, 5, dr('play:C-K'), cost('inaccuracy', 2.35, dr('play:C-Q')))
  ];

  it('lists the mistakes and inaccuracies in the order of the hand, not the good, best or forced cards', () => {
    expect(costlyCards(analysis(ds, 70)).map((d) => d.step)).toEqual([13, 22]);
  });

  it("says each one's trick, card, cost in the game's unit and the card rated best, in English and German", () => {
    const [mistake, inaccuracy] = costlyCards(analysis(ds, 70));
    expect(costText(droggnGame, mistake, undefined, 'points')).toEqual({
      en: "Trick 2: the King of hearts was a mistake: it cost about 12 points against the Trump XXI, the strong bot's best card there.",
      de: 'Stich 2: Herz-König war ein Fehler: Das kostete etwa 12 Punkte gegenüber Tarock XXI, der besten Karte des starken Bots dort.'
    });
    expect(costText(droggnGame, inaccuracy, undefined, 'points')).toEqual({
      en: "Trick 5: the King of clubs was an inaccuracy: it cost about 2.4 points against the Queen of clubs, the strong bot's best card there.",
      de: 'Stich 5: Kreuz-König war eine Ungenauigkeit: Das kostete etwa 2,4 Punkte gegenüber Kreuz-Dame, der besten Karte des starken Bots dort.'
    });
  });

  it('names Schilling for Dobbm and jetons for Troggen, with a decimal where the cost is small', () => {
    const a = dobbmAction('play:H-K')!;
    const best = dobbmAction('play:H-S')!;
    const text = costText(dobbmGame, decision(8, 3, a, cost('mistake', 3, best)), undefined, 'money');
    expect(text.en).toBe("Trick 3: the King of hearts was a mistake: it cost about 3 Schilling against the Sow of hearts, the strong bot's best card there.");
    expect(text.de).toBe('Stich 3: Herz-König war ein Fehler: Das kostete etwa 3 Schilling gegenüber Herz-Sau, der besten Karte des starken Bots dort.');
    expect(costText(dobbmGame, decision(8, 3, a, cost('inaccuracy', 0.75, best)), undefined, 'jetons').de).toContain('etwa 0,8 Jetons');
  });
});
