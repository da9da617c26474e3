import { describe, expect, it } from 'vitest';
import type { GameModule } from '../engine/module';
import { MODULES } from './modules';

/** What each game's meta tells the score sheet, read from its own session state. */
function rows(mod: GameModule, players: number, endCalled = false) {
  let sess = mod.session.start(players, 0, mod.game.defaultSettings(players));
  if (endCalled && mod.session.callEnd) sess = mod.session.callEnd(sess);
  return {
    rows: mod.meta.sessionRows(sess).map((r) => `${r.label.en}|${r.label.de}: ${r.value}`),
    columns: mod.meta.sessionColumns(sess).map((c) => `${c.label.en}: ${c.values.join(',')}`)
  };
}

describe("each game's meta", () => {
  it('starts a new table at one of its player counts', () => {
    for (const mod of Object.values(MODULES)) expect(mod.meta.players).toContain(mod.meta.defaultPlayers);
  });

  it('says whether a hand has a declaring side: every game but Troccas', () => {
    expect(Object.values(MODULES).map((m) => [m.meta.id, m.meta.declarers])).toEqual([
      ['droggn', true],
      ['troccas', false],
      ['dobbm', true],
      ['troggen', true]
    ]);
  });

  it("gives the score sheet each game's own rows and columns", () => {
    expect(rows(MODULES.droggn, 3)).toEqual({ rows: [], columns: ['Paper: 0,0,0'] });
    expect(rows(MODULES.droggn, 3, true).rows).toEqual(['Deals left|Noch Spiele: 4']);
    expect(rows(MODULES.dobbm, 4).rows).toEqual([]);
    expect(rows(MODULES.dobbm, 4, true).rows).toEqual(['Mußrunde: deals left|Mußrunde: noch Spiele: 4']);
    expect(rows(MODULES.troggen, 4)).toEqual({ rows: ['Pot|Kasse: 0'], columns: [] });
    expect(rows(MODULES.troccas, 4)).toEqual({ rows: ['Game: hands played|Partie: gespielt: 0/4'], columns: ['This game: 0,0,0,0'] });
  });

  it('says who sits out: the dealer in Droggn at four and Dobbm at five, nobody otherwise', () => {
    expect(MODULES.droggn.meta.sitsOut(4, 2)).toBe(2);
    expect(MODULES.droggn.meta.sitsOut(3, 2)).toBeNull();
    expect(MODULES.dobbm.meta.sitsOut(5, 1)).toBe(1);
    expect(MODULES.dobbm.meta.sitsOut(4, 1)).toBeNull();
    expect(MODULES.troggen.meta.sitsOut(4, 1)).toBeNull();
  });
});
