import { describe, expect, it } from 'vitest';
import { runConformance, runWorlds } from '../../engine/conformance';
import { fillSeats } from '../../engine/seats';
import { foldLedger } from '../../scorekeeper/ledger';
import { settle } from '../../scorekeeper/settle';
import { GAMES, listedGames } from '../registry';
import { ALL_MODULES, MODULES } from '../modules';
import { testLedger } from '../../../../tests/helpers/ledger';
import { toyGame, toyModule } from './index';

/**
 * The toy game is docs/adding-a-game.md's proof: one folder plus one registry line, and it plays
 * (conformance here, the table in tests/e2e/toy.spec.ts), is scored in the scorekeeper and stays
 * out of the players' menus.
 */
describe('the toy game (docs/adding-a-game.md)', () => {
  it('passes the conformance suite', () => {
    const r = runConformance(toyGame, { context: { players: 3, dealer: 0, settings: {} }, hands: 300, pointsTotal: () => null });
    expect(r.violations).toEqual([]);
    expect(r.hands).toBe(300);
  });

  it('passes the worlds check: legalInto is legal, payoff is the score, worlds from every view fit it', () => {
    const r = runWorlds(toyGame, { context: { players: 3, dealer: 0, settings: {} }, hands: 200, every: 1, samples: 40 });
    expect(r.violations).toEqual([]);
    expect(r.actions).toBe(200 * 9);
  });

  it('is registered by one line and listed only when test games are on', () => {
    expect(GAMES.filter((g) => g.meta.id === 'toy')).toHaveLength(1);
    expect(listedGames().map((m) => m.id)).not.toContain('toy');
    expect(listedGames(true).map((m) => m.id)).toContain('toy');
    expect(MODULES.toy).toBeUndefined();
    // As its entry loads it (games/loaders.ts): the module with no rule bot or search phases added.
    expect(ALL_MODULES.toy).toStrictEqual(toyModule);
  });

  it('is scored in the scorekeeper: hands, totals, the end of the session and the settlement', () => {
    const l = testLedger();
    l.hand({ 'won.0': 2, 'won.1': 1, 'won.2': 0 });
    l.hand({ 'won.0': 0, 'won.1': 0, 'won.2': 3 });
    const sheet = foldLedger(toyModule, { game: 'toy', players: 3, settings: {}, firstDealer: 0 }, l.events);
    expect(sheet.lines.map((x) => x.error)).toEqual([null, null]);
    expect(sheet.lines.map((x) => x.dealer)).toEqual([0, 1]);
    expect(sheet.totals).toEqual([0, -1, 1]);
    // TOY-SESS-1: two hands by default, then the session is over.
    expect(sheet.over).toBe(true);
    expect(sheet.unit).toBe('points');
    expect(settle(toyModule, sheet, 2).transfers).toEqual([{ from: 1, to: 2, amount: 2 }]);
    expect(fillSeats(sheet.lines[0].score!.breakdown[0].label.en, ['Anna', 'Bernd', 'Clara'])).toBe('Anna: tricks');
  });

  it('refuses an entry whose tricks do not add up, with the field and a reason in both languages', () => {
    const l = testLedger();
    l.hand({ 'won.0': 2, 'won.1': 2, 'won.2': 0 });
    const sheet = foldLedger(toyModule, { game: 'toy', players: 3, settings: {}, firstDealer: 0 }, l.events);
    expect(sheet.lines[0].error?.message).toEqual({ en: 'The three tricks add up to 3.', de: 'Die Stiche ergeben zusammen 3.' });
    expect(sheet.totals).toEqual([0, 0, 0]);
  });
});
