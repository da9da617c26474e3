import { describe, expect, it } from 'vitest';
import { isEntryError } from '../../engine/entry';
import { type Settings } from '../../engine/game';
import { droggnGame, droggnModule } from './index';
import type { DroggnFacts } from './scoring';
import { facts } from './scoring';
import { late, playRandom, run } from '../../../../tests/helpers/droggn/scenario';
import { cutForDealer } from './session';
import { setup } from './state';
import { SETTINGS } from './settings';

const F = (x: Partial<DroggnFacts>): DroggnFacts => ({
  players: 3,
  dealer: 2,
  declarer: 0,
  contract: 'ansager',
  declarerPoints: 40,
  allTricks: false,
  lastTrick: 'declarer',
  laidOut: 'none',
  pagat: 'none',
  pagatSide: null,
  kleine: false,
  doubles: 0,
  revoke: 'none',
  ...x
});
const paper = (f: DroggnFacts, settings = {}) => droggnGame.score(f, settings).extra!.paper as number;
const line = (f: DroggnFacts, start: string, settings = {}) => droggnGame.score(f, settings).breakdown.find((l) => l.label.en.startsWith(start))?.value;

describe('Droggn scoring', () => {
  it('DR-SCORE-11: worked example: Ansager, Pagat laid out and winning, 31 points: declarer -6, pays 6 to each', () => {
    const f = F({ declarerPoints: 31, laidOut: 'declarer-pagat', pagat: 'won-last', pagatSide: 'declarer' });
    const sc = droggnGame.score(f, {});
    expect(sc.extra!.paper).toBe(-6);
    expect(sc.deltas).toEqual([-12, 6, 6]);
    expect(line(f, 'Game lost')).toBe(-26);
    expect(line(f, 'Laid-out Pagat')).toBe(20);
    expect(sc.cardPoints!.map((p) => p.points)).toEqual([31, 43]);
    expect(sc.breakdown.map((l) => l.label.en)).toContain("Defenders' points over 37");
  });
  it('DR-SCORE-1: 37 wins; variant 38; variant 37:37 decided by the last trick; a 37:37 loss costs the base only', () => {
    expect(paper(F({ declarerPoints: 37 }))).toBe(20);
    expect(paper(F({ declarerPoints: 36 }))).toBe(-21);
    expect(paper(F({ declarerPoints: 37 }), { threshold: '38' })).toBe(-20);
    expect(paper(F({ declarerPoints: 38 }), { threshold: '38' })).toBe(21);
    expect(paper(F({ declarerPoints: 37, lastTrick: 'declarer' }), { threshold: 'tie-last-trick' })).toBe(20);
    expect(paper(F({ declarerPoints: 37, lastTrick: 'defenders' }), { threshold: 'tie-last-trick' })).toBe(-20);
    expect(paper(F({ declarerPoints: 50, lastTrick: 'defenders' }), { threshold: 'tie-last-trick' })).toBe(33);
  });
  it("DR-SCORE-2: Ansager 20, Solo 40, Super 80, plus the winner's points over 37", () => {
    expect(paper(F({ contract: 'ansager', declarerPoints: 45 }))).toBe(28);
    expect(paper(F({ contract: 'solo', declarerPoints: 45 }))).toBe(48);
    expect(paper(F({ contract: 'super', declarerPoints: 30 }))).toBe(-87);
  });
  it('DR-SCORE-3: unannounced Pagat: +10 winning the last trick, -10 beaten there (also by a partner), whether the game is won or not', () => {
    expect(line(F({ pagat: 'won-last', pagatSide: 'declarer', declarerPoints: 20 }), 'Pagat ultimo')).toBe(10);
    expect(paper(F({ pagat: 'won-last', pagatSide: 'declarer', declarerPoints: 20 }))).toBe(-37 + 10);
    expect(paper(F({ pagat: 'won-last', pagatSide: 'defenders', declarerPoints: 50 }))).toBe(33 - 10);
    expect(paper(F({ pagat: 'lost-last', pagatSide: 'declarer' }))).toBe(23 - 10);
    // From play: a defender's Pagat in the last trick beaten by the partner's trump.
    const s = late({ contract: 3, declarer: 0, trickNo: 20, leader: 1, hands: { 0: ['H-K'], 1: ['I'], 2: ['II'] } });
    const end = run(s, ['play:I', 'play:II', 'play:H-K']);
    const f = facts(end)!;
    expect([f.pagat, f.pagatSide]).toEqual(['lost-last', 'defenders']);
    expect(line(f, 'Pagat beaten')).toBe(10);
  });
  it('DR-SCORE-4: laid out: +20 winning the last trick, -20 beaten or forced out earlier', () => {
    expect(line(F({ laidOut: 'declarer-pagat', pagat: 'won-last', pagatSide: 'declarer' }), 'Laid-out')).toBe(20);
    expect(line(F({ laidOut: 'declarer-pagat', pagat: 'lost-last', pagatSide: 'declarer' }), 'Laid-out')).toBe(-20);
    expect(line(F({ laidOut: 'declarer-pagat', pagat: 'captured', pagatSide: 'declarer' }), 'Laid-out')).toBe(-20);
    expect(line(F({ laidOut: 'declarer-pagat', pagat: 'none' }), 'Laid-out')).toBe(-20);
    expect(line(F({ laidOut: 'defender-pagat', pagat: 'won-last', pagatSide: 'defenders' }), 'Laid-out')).toBe(-20);
  });
  it('DR-SCORE-5: a Pagat not laid out and captured before the last trick: +5 to the capturing side', () => {
    expect(line(F({ pagat: 'captured', pagatSide: 'defenders' }), 'Pagat captured')).toBe(5);
    expect(line(F({ pagat: 'captured', pagatSide: 'declarer' }), 'Pagat captured')).toBe(-5);
    // From play: the declarer's Pagat falls to a defender's trump in trick 20.
    const s = late({ contract: 3, declarer: 0, trickNo: 19, hands: { 0: ['I', 'H-K'], 1: ['II', 'H-7'], 2: ['S-4', 'S-5'] } });
    const f = facts(run(s, ['play:I', 'play:II', 'play:S-4', 'play:H-7', 'play:S-5', 'play:H-K']))!;
    expect([f.pagat, f.pagatSide]).toEqual(['captured', 'declarer']);
  });
  it('DR-SCORE-6: Super Mord 167 / 187 all or nothing, doubled; variant: Pagat scores on top', () => {
    const m = F({ contract: 'mord', allTricks: true });
    expect(paper(m)).toBe(167);
    expect(paper({ ...m, laidOut: 'declarer-gstiess' })).toBe(187);
    expect(paper({ ...m, laidOut: 'declarer-pagat', pagat: 'won-last', pagatSide: 'declarer' })).toBe(187);
    expect(paper({ ...m, allTricks: false, laidOut: 'declarer-pagat' })).toBe(-187);
    expect(paper({ ...m, doubles: 1 })).toBe(334);
    expect(paper({ ...m, pagat: 'captured', pagatSide: 'defenders' })).toBe(167);
    const plus = { mordReading: 'plus-pagat' };
    expect(paper({ ...m, pagat: 'captured', pagatSide: 'defenders' }, plus)).toBe(172);
    expect(paper({ ...m, allTricks: false, pagat: 'captured', pagatSide: 'defenders' }, plus)).toBe(-162);
    expect(paper({ ...m, laidOut: 'declarer-gstiess' }, plus)).toBe(187);
  });
  it('DR-SCORE-7: a Match (every trick, no Mord) scores the game value plus 37, doubled like a game', () => {
    expect(paper(F({ contract: 'solo', allTricks: true, declarerPoints: 70 }))).toBe(77);
    expect(paper(F({ contract: 'solo', allTricks: true, declarerPoints: 74, doubles: 1 }))).toBe(154);
  });
  it("DR-SCORE-9: paper: only the declarer's column moves; the others, a sitting-out dealer too, settle equally", () => {
    const three = droggnGame.score(F({ declarerPoints: 47 }), {});
    expect(three.deltas).toEqual([60, -30, -30]);
    const four = droggnGame.score(F({ players: 4, dealer: 3, declarer: 1, declarerPoints: 47 }), {});
    expect(four.deltas).toEqual([-30, 90, -30, -30]);
    expect(four.extra!.paper).toBe(30);
  });
  it("DR-SCORE-10: revoke: base plus a laid-out Pagat, doubled, no difference; a defender's counts against both", () => {
    expect(paper(F({ revoke: 'declarer', declarerPoints: 60, doubles: 1 }))).toBe(-40);
    expect(paper(F({ revoke: 'defenders', contract: 'solo', laidOut: 'declarer-pagat' }))).toBe(60);
    const sc = droggnGame.score(F({ revoke: 'defenders' }), {});
    expect(sc.deltas).toEqual([40, -20, -20]);
  });
});

describe('Droggn session', () => {
  const rules = droggnModule.session;
  it("DR-DEAL-4: the next dealer is this hand's declarer; after a throw-in the same dealer", () => {
    let sess = rules.start(4, 2, {});
    const f = F({ players: 4, dealer: 2, declarer: 0 });
    sess = rules.afterHand(sess, f, droggnGame.score(f, {}));
    expect(rules.nextHand(sess)!.dealer).toBe(0);
    const thrown = F({ players: 4, dealer: 0, declarer: null, contract: null });
    sess = rules.afterHand(sess, thrown, droggnGame.score(thrown, {}));
    expect(rules.nextHand(sess)!.dealer).toBe(0);
  });
  it('DR-DEAL-3: the first dealer by cutting, ties revealing the next card (rittern), from a seed', () => {
    for (let seed = 1; seed < 200; seed++) {
      const { dealer, shown } = cutForDealer(3, seed);
      expect(cutForDealer(3, seed).dealer).toBe(dealer);
      const depth = shown[dealer].length - 1;
      const str = (c: number) => (c >> 5 === 4 ? 100 + (c & 31) : c >> 5 === 5 ? -1 : c & 31);
      for (let p = 0; p < 3; p++) if (p !== dealer && shown[p].length > depth) expect(str(shown[p][depth])).toBeLessThan(str(shown[dealer][depth]));
    }
    expect(new Set(Array.from({ length: 60 }, (_, i) => cutForDealer(4, i).dealer)).size).toBe(4);
  });
  it('DR-SESS-1, DR-SESS-2: after the end is called four more deals, throw-ins not counted; totals and settlement', () => {
    let sess = rules.start(3, 0, {});
    const play = (f: DroggnFacts) => (sess = rules.afterHand(sess, f, droggnGame.score(f, {})));
    play(F({ declarer: 1, declarerPoints: 47 })); // +30 on paper for seat 1
    sess = rules.callEnd!(sess);
    expect(sess.dealsLeft).toBe(4);
    play(F({ declarer: 0, declarerPoints: 30 })); // -27 for seat 0
    play(F({ declarer: null, contract: null })); // throw-in: not counted
    expect(rules.nextHand(sess)).not.toBeNull();
    play(F({ declarer: 2, declarerPoints: 40 }));
    play(F({ declarer: 2, contract: 'solo', declarerPoints: 37 }));
    expect(rules.nextHand(sess)).not.toBeNull();
    play(F({ declarer: 1, declarerPoints: 37 }));
    expect(rules.nextHand(sess)).toBeNull();
    expect(sess.deals).toBe(6);
    expect(sess.paper).toEqual([-27, 50, 63]);
    const totals = rules.totals(sess);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
    expect(totals).toEqual(sess.paper.map((p) => 3 * p - (-27 + 50 + 63)));
    const pay = rules.settlement(sess, 10);
    const net = [0, 0, 0];
    for (const t of pay) {
      net[t.from] -= t.amount;
      net[t.to] += t.amount;
    }
    expect(net).toEqual(totals.map((x) => x * 10));
  });
});

describe('Droggn scorekeeper entry', () => {
  it('DR-SCORE-10, entry: impossible entries are refused with the field', () => {
    const base = { format: 'trull-entry' as const, version: 1 as const, game: 'droggn' as const, players: 3, dealer: 2 };
    const bad = (e: object) => droggnModule.factsFromEntry({ ...base, ...e });
    const field = (e: object) => {
      const r = bad(e);
      return isEntryError(r) ? r.field : null;
    };
    expect(field({ contract: 'ansager', declarer: 0, declarerPoints: 80 })).toBe('declarerPoints');
    expect(field({ contract: 'grand', declarer: 0 })).toBe('contract');
    expect(field({ contract: 'solo', declarer: 0, declarerPoints: 40, laidOut: 'declarer-gstiess' })).toBe('laidOut');
    expect(field({ contract: 'solo', declarer: 0, declarerPoints: 40, doubles: { retours: 1 } })).toBe('doubles.retours');
    expect(field({ contract: 'solo', declarer: 0, declarerPoints: 40, allTricks: true })).toBe('declarerPoints');
    expect(field({ contract: 'solo', declarer: 0, declarerPoints: 40, pagat: 'won-last' })).toBe('pagatSide');
    expect(field({ contract: 'solo', declarer: 0, declarerPoints: 40, kleine: true, pagat: 'won-last', pagatSide: 'declarer' })).toBe('kleine');
    expect(field({ players: 4, dealer: 1, contract: 'solo', declarer: 1, declarerPoints: 40 })).toBe('declarer');
    expect(field({ contract: 'solo', declarer: 0, revoke: 'declarer' })).toBeNull();
  });
  it('DR-SCORE-9, entry: a hand played through the engine and the same hand entered score identically', () => {
    let checked = 0;
    for (const settings of [{}, { threshold: 'tie-last-trick', kleineGstiess: true }, { cards: '78', mordReading: 'plus-pagat' }] as Settings[])
      for (const players of [3, 4])
        for (let seed = 1; seed <= 150; seed++) {
          const s = playRandom(setup({ players, dealer: seed % players, settings }, seed), seed * 7);
          const f = droggnGame.facts(s)!;
          const entry = droggnModule.entryFromFacts(f, players, s.dealer, settings);
          const back = droggnModule.factsFromEntry(JSON.parse(JSON.stringify(entry)));
          if (isEntryError(back)) throw new Error(`${back.field}: ${back.message.en} in ${JSON.stringify(entry)}`);
          expect(droggnGame.score(back, settings)).toEqual(droggnGame.score(f, settings));
          checked++;
        }
    expect(checked).toBe(900);
  });
  it('entry form: fields with labels, variant-dependent fields only when the variant is on', () => {
    const keys = (st: Settings) => droggnModule.entryForm(3, st).map((f) => f.key);
    expect(keys({})).toEqual([
      'contract',
      'declarer',
      'declarerPoints',
      'allTricks',
      'doubles.schwacher',
      'doubles.retours',
      'laidOut',
      'pagat',
      'pagatSide',
      'revoke'
    ]);
    expect(keys({ threshold: 'tie-last-trick', kleineGstiess: true })).toContain('lastTrick');
    expect(keys({ kleineGstiess: true })).toContain('kleine');
    for (const s of SETTINGS) expect(s.label.en && s.label.de && s.explanation.en && s.explanation.de && s.rule.startsWith('DR-')).toBeTruthy();
  });
});

describe('scorekeeper entries in a Super Mord', () => {
  const entry = (settings: Settings, pagat: string) =>
    droggnModule.factsFromEntry({
      format: 'trull-entry',
      version: 1,
      game: 'droggn',
      players: 3,
      dealer: 2,
      settings,
      contract: 'mord',
      declarer: 0,
      declarerPoints: 74,
      allTricks: true,
      doubles: { schwacher: false, retours: 0 },
      laidOut: 'none',
      pagat,
      pagatSide: 'declarer',
      revoke: 'none'
    });
  it('DR-SCORE-6: a Pagat result in a Super Mord is refused with the reason (main reading), accepted in the other reading', () => {
    const refused = entry({}, 'won-last');
    expect(isEntryError(refused) && refused.field).toBe('pagat');
    expect(isEntryError(entry({}, 'none'))).toBe(false);
    expect(isEntryError(entry({ mordReading: 'plus-pagat' }, 'won-last'))).toBe(false);
    // The form does not even ask for it.
    const pagatField = droggnModule.entryForm(3, {}).find((f) => f.key === 'pagat');
    expect(pagatField?.when?.equals).not.toContain('mord');
  });
});
