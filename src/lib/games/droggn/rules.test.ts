import { describe, expect, it } from 'vitest';
import { popcount, toCards, has } from '../../engine/card-set';
import { EXCUSE, TRUMP, suitOf } from '../../engine/cards';
import { FRENCH66, FRENCH78, parseCard } from '../../engine/packs';
import { droggnGame } from './index';
import { countCards, countPoints } from './cards';
import { codes, deal, late, playRandom, refusalOf, run } from '../../../../tests/helpers/droggn/scenario';
import { facts } from './scoring';
import { setup, type DroggnState } from './state';
import { view } from './view';

const P = (c: string) => parseCard(FRENCH66, c);
const handOf = (s: DroggnState, seat: number) => toCards(s.hands.slice(seat * 6, seat * 6 + 6));
const size = (s: DroggnState, seat: number) => handOf(s, seat).length;
const canSee = (s: DroggnState, seat: number, c: number) =>
  droggnGame.locations(s).some((l) => has(l.cards, c) && (l.visibleTo === 'all' || l.visibleTo.includes(seat)));

// Seat 1: void in hearts, holds trumps II..XI. Seat 2: no trumps, one heart, one spade.
// Seat 0 (with the talon XII, XIII, C-K): hearts, I, XIV..XXI, the Gstieß, C-Q.
const S1 = ['S-5', 'S-6', 'S-7', 'S-8', 'S-9', 'S-10', 'S-J', 'S-R', 'S-Q', 'S-K', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'D-7'];
const S2 = ['D-6', 'D-5', 'D-4', 'D-3', 'D-2', 'D-A', 'D-J', 'D-R', 'D-Q', 'D-K', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8', 'C-9', 'C-10', 'C-J', 'C-R', 'H-7', 'S-4'];
const table = (settings = {}) => deal({ hands: { 1: S1, 2: S2 }, talon: ['XII', 'XIII', 'C-K'], settings });
/** Seat 0 declares a Super; nobody doubles or lays out. */
const superPlay = (settings = {}) => run(table(settings), ['bid:super', 'pass', 'pass', 'liege', 'gut', 'gut', 'gut', 'gut']);

describe('Droggn cards and counting', () => {
  it('DR-CARD-1, DR-CARD-2, DR-CARD-3: the 66-card pack, its order and values', () => {
    expect(FRENCH66.cards).toHaveLength(66);
    expect(FRENCH66.cards.filter((c) => suitOf(c) === TRUMP)).toHaveLength(21);
    expect(P('H-K') > P('H-A') && P('H-A') > P('H-2') && P('H-2') > P('H-7')).toBe(true);
    expect(P('S-K') > P('S-J') && P('S-J') > P('S-10') && P('S-10') > P('S-4')).toBe(true);
    expect([EXCUSE, P('XXI'), P('I'), P('C-K'), P('C-Q'), P('C-R'), P('C-J'), P('C-4'), P('X')].map((c) => FRENCH66.values[c])).toEqual([
      5, 5, 5, 5, 4, 3, 2, 1, 1
    ]);
  });
  it('DR-CARD-4: groups of three less 2, a pair less 1, a single less 1; the pack totals 74', () => {
    const v = FRENCH66.values;
    expect(countCards(v, [P('H-Q'), P('H-7'), P('S-4')])).toBe(4);
    expect(countCards(v, [P('H-K'), P('H-R'), P('H-J')])).toBe(8);
    expect(countCards(v, [P('H-7'), P('S-4'), P('II')])).toBe(1);
    expect(countCards(v, [P('D-R'), P('D-J')])).toBe(4);
    expect(countCards(v, [P('D-K')])).toBe(4);
    expect(countCards(v, [P('D-7')])).toBe(0);
    expect(countCards(v, FRENCH66.cards)).toBe(74);
    // However the pack is split into piles of multiples of three, the piles add to 74.
    for (let seed = 1; seed <= 50; seed++) {
      const s = playRandom(setup({ players: 3, dealer: 2, settings: {} }, seed), seed);
      if (s.thrownIn || s.mordLost) continue;
      const decl = s.pileDecl.map((w, i) => w | s.discard[i] | s.talon[i]);
      expect(countPoints(FRENCH66.values, decl) + countPoints(FRENCH66.values, s.pileDef)).toBe(74);
    }
  });
  it('DR-CARD-5: the Gstieß kept by the side that lost its trick: as if one 1-point card passed over', () => {
    const v = FRENCH66.values;
    // Declarer: 21 cards of tricks + 3 of talon + the Gstieß = 25 cards; defenders 41.
    const decl = [P('H-K'), P('H-Q'), P('H-7'), EXCUSE];
    const def = [P('S-K'), P('S-4')];
    const moved = [P('H-K'), P('H-Q'), P('H-7')];
    const plus = [...def, P('D-7')];
    // Equivalent: declarer without the Gstieß but one 1-point card less, defenders one more.
    expect(countCards(v, decl) + countCards(v, def)).toBe(
      countCards(
        v,
        [...moved, EXCUSE].filter((c) => c !== P('H-7'))
      ) +
        countCards(v, plus) +
        0
    );
  });
  it("DR-SRC-1: the summary's 4/3/2/1/0 counting in batches of three gives the field description's totals", () => {
    // Summary: a batch of three counts its (value - 1)s plus one; the field description: values less 2.
    const summary = (cs: number[]) => cs.reduce((a, c) => a + FRENCH66.values[c] - 1, 0) + cs.length / 3;
    expect(summary(FRENCH66.cards.slice())).toBe(74);
    for (let seed = 1; seed <= 20; seed++) {
      const s = setup({ players: 3, dealer: 0, settings: {} }, seed);
      const cs = handOf(s, 0); // 21 cards: seven batches
      expect(summary(cs)).toBe(countCards(FRENCH66.values, cs));
    }
  });
});

describe('Droggn deal', () => {
  it('DR-DEAL-1: three active players; at four the dealer holds no cards', () => {
    const s3 = setup({ players: 3, dealer: 1, settings: {} }, 7);
    expect(s3.active).toEqual([2, 0, 1]);
    expect([0, 1, 2].map((p) => size(s3, p))).toEqual([21, 21, 21]);
    const s4 = setup({ players: 4, dealer: 2, settings: {} }, 7);
    expect(s4.active).toEqual([3, 0, 1]);
    expect([0, 1, 2, 3].map((p) => size(s4, p))).toEqual([21, 21, 0, 21]);
    expect(view(s4, 2).hand).toEqual([]);
  });
  it('DR-DEAL-2: 21 cards each and a talon of 3, for every dealing layout; the deal is a function of the seed', () => {
    for (const talonDeal of ['end', 'after-second', 'fives']) {
      const s = setup({ players: 3, dealer: 0, settings: { talonDeal } }, 42);
      expect([0, 1, 2].map((p) => size(s, p))).toEqual([21, 21, 21]);
      expect(s.talonCards).toHaveLength(3);
      expect(setup({ players: 3, dealer: 0, settings: { talonDeal } }, 42)).toEqual(s);
    }
    // The layout changes where cards land, not how many: talon after the second batch differs.
    const a = setup({ players: 3, dealer: 0, settings: { talonDeal: 'end' } }, 42);
    const b = setup({ players: 3, dealer: 0, settings: { talonDeal: 'after-second' } }, 42);
    expect(a.talonCards).not.toEqual(b.talonCards);
  });
  it('DR-DEAL-5: at four the sitting-out dealer is skipped when speaking and pays like a defender', () => {
    let s = setup({ players: 4, dealer: 0, settings: {} }, 3);
    expect(s.toAct).toBe(1);
    s = run(s, ['bid:super', 'pass']);
    expect(s.toAct).toBe(3);
    s = run(s, ['pass', 'liege']);
    expect(s.toAct).toBe(2); // first defender, the dealer skipped
    s = run(s, ['gut']);
    expect(s.toAct).toBe(3);
    s = run(s, ['schwacher', 'gut', 'gut', 'gut']);
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(1);
    s = playRandom(s, 5);
    const f = facts(s)!;
    const sc = droggnGame.score(f, {});
    const x = sc.extra!.paper as number;
    expect(sc.deltas).toEqual([x === 0 ? 0 : -x, 3 * x, x === 0 ? 0 : -x, x === 0 ? 0 : -x]);
    expect(sc.extra!.multiplier).toBe(2);
  });
});

describe('Droggn bidding', () => {
  it("DR-BID-1: one round from the dealer's left, each player speaks once", () => {
    let s = table();
    expect(s.toAct).toBe(0);
    s = run(s, ['pass']);
    expect(s.toAct).toBe(1);
    s = run(s, ['bid:ansager']);
    expect(s.toAct).toBe(2);
    s = run(s, ['pass']);
    expect(s.declarer).toBe(1);
    expect(s.phase).toBe('discard');
  });
  it('DR-BID-2: Ansager exchanges and buys, Solo only exchanges, Super and Super Mord neither', () => {
    const a = run(table(), ['bid:ansager', 'pass', 'pass']);
    expect(a.phase).toBe('discard');
    expect(size(a, 0)).toBe(24);
    const a2 = run(a, ['discard:H-6', 'discard:H-5', 'discard:H-4']);
    expect(a2.phase).toBe('buy');
    const so = run(table(), ['bid:solo', 'pass', 'pass', 'discard:H-6', 'discard:H-5', 'discard:H-4']);
    expect(so.phase).toBe('announce');
    const su = run(table(), ['bid:super', 'pass', 'pass']);
    expect(su.phase).toBe('announce');
    expect(size(su, 0)).toBe(21);
    const mo = run(table(), ['bid:mord', 'pass', 'pass']);
    expect(mo.phase).toBe('announce');
    expect(codes(mo)).toEqual(['liege', 'lay-out:I', 'lay-out:Ex']);
  });
  it('DR-BID-3: later players only bid higher or say gut; nobody raises their own bid', () => {
    const s = run(table(), ['bid:solo']);
    expect(codes(s)).toEqual(['pass', 'bid:super', 'bid:mord']);
    expect(refusalOf(s, 'bid:ansager')?.code).toBe('bid-too-low');
    expect(refusalOf(s, 'bid:solo')?.reason.en).toBe('You must bid higher than Solo or say "gut".');
    const s2 = run(s, ['bid:super', 'pass']);
    expect(s2.declarer).toBe(1);
    expect(s2.contract).toBe(3);
    expect(view(s2, 0).log.map((l) => l.text.en)).toEqual(['bids Solo', 'bids Super', '"gut"']);
  });
  it('DR-BID-4: all pass: thrown in, nothing scored', () => {
    const s = run(table(), ['pass', 'pass', 'pass']);
    expect(s.phase).toBe('over');
    const f = facts(s)!;
    expect(f.declarer).toBeNull();
    expect(droggnGame.score(f, {}).deltas).toEqual([0, 0, 0]);
  });
});

describe('Droggn exchange and buying', () => {
  it('DR-EXCH-1: Ansager/Solo: the declarer takes the talon unseen and discards 3 that count for her', () => {
    const s = run(table(), ['bid:solo', 'pass', 'pass']);
    for (const c of ['XII', 'XIII', 'C-K']) {
      expect(has(s.hands.slice(0, 6), P(c))).toBe(true);
      expect(canSee(s, 1, P(c))).toBe(false);
      expect(canSee(s, 0, P(c))).toBe(true);
    }
    const s2 = run(s, ['discard:C-K', 'discard:XII', 'discard:H-Q']);
    expect(canSee(s2, 1, P('C-K'))).toBe(false);
    const end = playRandom(run(s2, ['liege', 'gut', 'gut', 'gut', 'gut']), 3);
    const f = facts(end)!;
    expect(f.declarerPoints).toBe(
      countPoints(
        FRENCH66.values,
        end.pileDecl.map((w, i) => w | end.discard[i])
      )
    );
  });
  it('DR-EXCH-2: never the Gstieß, XXI or I; a king only with a trump; trumps may go down unannounced', () => {
    const s = run(table(), ['bid:solo', 'pass', 'pass']);
    for (const c of ['Ex', 'XXI', 'I']) expect(refusalOf(s, `discard:${c}`)?.code).toBe('discard-forbidden');
    const k = run(s, ['discard:H-K', 'discard:H-Q']);
    expect(refusalOf(k, 'discard:H-J')?.code).toBe('king-needs-trump');
    expect(refusalOf(k, 'discard:XIV')).toBeNull();
    const done = run(k, ['discard:XIV']);
    expect(
      view(done, 1)
        .log.map((l) => l.text.en)
        .join(' ')
    ).not.toMatch(/XIV|trump/i);
    // A king cannot go down when no trump but XXI and I could go with it.
    const noTrump = deal({
      hands: {
        0: ['H-K', 'H-Q', 'H-R', 'H-J', 'H-A', 'H-2', 'H-3', 'H-4', 'H-5', 'H-6', 'H-7', 'S-4', 'S-5', 'S-6', 'S-7', 'S-8', 'S-9', 'S-10', 'I', 'XXI', 'Ex']
      },
      talon: ['S-J', 'S-R', 'S-Q']
    });
    const n2 = run(noTrump, ['bid:solo', 'pass', 'pass']);
    expect(refusalOf(n2, 'discard:H-K')?.code).toBe('king-needs-trump');
  });
  it('DR-EXCH-3: Super: the talon stays face down, unseen by all until the end, and counts for the declarer', () => {
    const s = superPlay();
    for (const seat of [0, 1, 2]) expect(canSee(s, seat, P('XII'))).toBe(false);
    const end = playRandom(s, 9);
    if (!end.mordLost) expect(canSee(end, 1, P('XII'))).toBe(true);
    const f = facts(end)!;
    expect(f.declarerPoints).toBe(
      countPoints(
        FRENCH66.values,
        end.pileDecl.map((w, i) => w | end.talon[i])
      )
    );
    expect(view(end, 2).shown.some((x) => x.label.en === 'Talon')).toBe(true);
  });
  it('DR-EXCH-4: Ansager: a card face down, a card named; its holder hands it over and takes the other unseen by the third', () => {
    let s = run(table(), ['bid:ansager', 'pass', 'pass', 'discard:H-6', 'discard:H-5', 'discard:H-4']);
    s = run(s, ['offer:H-3']);
    expect(canSee(s, 1, P('H-3'))).toBe(false);
    s = run(s, ['name:S-K']);
    expect(has(s.hands.slice(0, 6), P('S-K'))).toBe(true);
    expect(has(s.hands.slice(6, 12), P('H-3'))).toBe(true);
    expect(canSee(s, 2, P('S-K'))).toBe(true); // passed face up
    expect(canSee(s, 2, P('H-3'))).toBe(false); // the third does not see the card given back
    expect(canSee(s, 0, P('H-3'))).toBe(true);
    expect(view(s, 2).shown.find((x) => x.label.en === 'Bought')?.cards).toEqual([P('S-K')]);
    expect(s.phase).toBe('announce');
  });
  it('DR-EXCH-5: naming a card held or discarded, or not buying, forfeits the buy; still an Ansager', () => {
    const base = run(table(), ['bid:ansager', 'pass', 'pass', 'discard:H-6', 'discard:H-5', 'discard:H-4']);
    const own = run(base, ['offer:H-3', 'name:H-K']);
    expect(own.buyState).toBe(2);
    expect(has(own.hands.slice(0, 6), P('H-3'))).toBe(true);
    const disc = run(base, ['offer:H-3', 'name:H-6']);
    expect(disc.buyState).toBe(2);
    const skip = run(base, ['no-buy']);
    expect(skip.buyState).toBe(3);
    const f = facts(playRandom(run(skip, ['liege', 'gut', 'gut', 'gut', 'gut']), 2))!;
    expect(f.contract).toBe('ansager');
    expect(Math.abs(droggnGame.score(f, {}).breakdown[0].value)).toBe(20);
  });
  it('DR-EXCH-6: variant: in an Ansager the talon is shown to all (default: not)', () => {
    const shown = run(table({ showTalon: true }), ['bid:ansager', 'pass', 'pass']);
    expect(canSee(shown, 1, P('C-K'))).toBe(true);
    expect(
      view(shown, 2)
        .shown.find((x) => x.label.en === 'Talon (shown)')
        ?.cards.sort()
    ).toEqual([P('XII'), P('XIII'), P('C-K')].sort());
    const hidden = run(table(), ['bid:ansager', 'pass', 'pass']);
    expect(canSee(hidden, 1, P('C-K'))).toBe(false);
    const solo = run(table({ showTalon: true }), ['bid:solo', 'pass', 'pass']);
    expect(canSee(solo, 1, P('C-K'))).toBe(false); // only in an ordinary game
  });
  it('DR-EXCH-7: two kings in the discard need two trumps (so with three cards at most one king)', () => {
    const s = run(table(), ['bid:solo', 'pass', 'pass', 'discard:H-K']);
    expect(refusalOf(s, 'discard:C-K')?.code).toBe('king-needs-trump');
    expect(run(s, ['discard:XII', 'discard:H-Q']).phase).toBe('announce');
  });
  it('DR-EXCH-8: any card of the hand may be laid face down for the buy', () => {
    const s = run(table(), ['bid:ansager', 'pass', 'pass', 'discard:H-6', 'discard:H-5', 'discard:H-4']);
    const offers = codes(s).filter((c) => c.startsWith('offer:'));
    expect(offers).toHaveLength(21);
    expect(offers).toContain('offer:I');
    expect(offers).toContain('offer:Ex');
    const given = run(s, ['offer:Ex', 'name:S-K']);
    expect(has(given.hands.slice(6, 12), EXCUSE)).toBe(true);
  });
});

describe('Droggn announcements and doubling', () => {
  it('DR-ANN-1: the declarer may lay out the Pagat before the first lead; it is face up', () => {
    const s = run(table(), ['bid:super', 'pass', 'pass', 'lay-out:I']);
    expect(s.laidOut).toBe(1);
    expect(view(s, 1).shown.find((x) => x.label.en === 'Laid out')?.cards).toEqual([P('I')]);
    expect(canSee(s, 2, P('I'))).toBe(true);
  });
  it('DR-ANN-2, DR-ANN-6: a defender holding the Pagat may lay it out, after the doubling; doubles apply to it', () => {
    const s = deal({ hands: { 1: ['I', ...S1.slice(0, 20)] }, seed: 4 });
    let t = run(s, ['bid:super', 'pass', 'pass', 'liege', 'schwacher', 'gut']);
    expect(t.toAct).toBe(1);
    expect(codes(t)).toEqual(['gut', 'lay-out:I']);
    t = run(t, ['lay-out:I']);
    expect(t.laidOut).toBe(2);
    expect(t.phase).toBe('play');
    const f = { ...facts(playRandom(t, 1))!, revoke: 'none' as const };
    const sc = droggnGame.score({ ...f, laidOut: 'defender-pagat', pagat: 'won-last', pagatSide: 'defenders' }, {});
    expect(sc.breakdown.find((l) => l.label.en.startsWith('Laid-out Pagat'))?.value).toBe(-40);
  });
  it('DR-ANN-3: in Super Mord the Gstieß may be laid out instead; it wins the last trick after all others', () => {
    const mo = run(table(), ['bid:mord', 'pass', 'pass', 'lay-out:Ex', 'gut', 'gut']);
    expect(mo.laidOut).toBe(3);
    expect(mo.phase).toBe('play'); // no Pagat lay-out after it
    // By default the laid-out Gstieß may go to any trick (the text holds back only a laid-out Pagat).
    expect(refusalOf(mo, 'play:Ex')).toBeNull();
    const s = late({ contract: 4, declarer: 0, trickNo: 20, laidOut: 3, laidOutSeat: 0, hands: { 0: ['Ex'], 1: ['XXI'], 2: ['H-K'] } });
    const end = run(s, ['play:Ex', 'play:XXI', 'play:H-K']);
    expect(end.winners[20]).toBe(0);
    expect(facts(end)!.allTricks).toBe(true);
    expect(droggnGame.score(facts(end)!, {}).extra!.paper).toBe(187);
  });
  it('DR-ANN-3: a laid-out Gstieß played early never wins that trick, and the Mord is lost with it', () => {
    const mo = run(table(), ['bid:mord', 'pass', 'pass', 'lay-out:Ex', 'gut', 'gut']);
    expect(mo.toAct).toBe(0);
    let s = run(mo, ['play:Ex']);
    expect(s.inTrick).toBe(1);
    while (s.inTrick !== 0) s = droggnGame.apply(s, droggnGame.legal(s)[0]) as typeof s;
    expect(s.winners[0]).not.toBe(0);
    expect(s.phase).toBe('over');
    expect(facts(s)!.allTricks).toBe(false);
  });
  it('DR-ANN-3 variant laidGstiessKept: the laid-out Gstieß is kept for the last trick', () => {
    const mo = run(table({ laidGstiessKept: true }), ['bid:mord', 'pass', 'pass', 'lay-out:Ex', 'gut', 'gut']);
    expect(refusalOf(mo, 'play:Ex')?.code).toBe('laid-gstiess');
    const last = late({
      settings: { laidGstiessKept: true },
      contract: 4,
      declarer: 0,
      trickNo: 20,
      laidOut: 3,
      laidOutSeat: 0,
      hands: { 0: ['Ex'], 1: ['XXI'], 2: ['H-K'] }
    });
    expect(refusalOf(last, 'play:Ex')).toBeNull();
  });
  it('DR-ANN-4: left defender first; Schwacher by one only; declarer retour; then either defender; no limit', () => {
    let s = run(table(), ['bid:super', 'pass', 'pass', 'liege']);
    expect(s.phase).toBe('double');
    expect(s.toAct).toBe(1);
    s = run(s, ['schwacher']);
    expect(s.toAct).toBe(0); // the second defender is not asked
    s = run(s, ['retour']);
    expect(s.toAct).toBe(1);
    s = run(s, ['gut', 'retour']); // the other defender retours
    expect(s.toAct).toBe(0);
    for (let i = 0; i < 5; i++) s = run(s, ['retour', 'retour']);
    expect(s.doubles).toBe(13);
    s = run(s, ['gut']);
    expect(s.phase).not.toBe('double');
    const q = run(table(), ['bid:super', 'pass', 'pass', 'liege', 'gut']);
    expect(q.toAct).toBe(2);
    expect(codes(q)).toEqual(['gut', 'schwacher']);
    const none = run(q, ['gut']);
    expect(none.doubles).toBe(0);
    expect(none.toAct).toBe(1); // on to the defenders' Pagat lay-out, the declarer not asked
  });
  it('DR-ANN-5, DR-SCORE-8: doubles multiply game, difference and laid-out Pagat, never the unannounced or capture scores', () => {
    const f = {
      players: 3,
      dealer: 2,
      declarer: 0,
      contract: 'ansager' as const,
      declarerPoints: 42,
      allTricks: false,
      lastTrick: 'declarer' as const,
      laidOut: 'declarer-pagat' as const,
      pagat: 'won-last' as const,
      pagatSide: 'declarer' as const,
      kleine: false,
      doubles: 2,
      revoke: 'none' as const
    };
    expect(droggnGame.score(f, {}).extra!.paper).toBe((20 + 5) * 4 + 20 * 4);
    expect(droggnGame.score({ ...f, laidOut: 'none' }, {}).extra!.paper).toBe((20 + 5) * 4 + 10);
    expect(droggnGame.score({ ...f, laidOut: 'none', pagat: 'captured', pagatSide: 'defenders' }, {}).extra!.paper).toBe((20 + 5) * 4 + 5);
  });
});

describe('Droggn play', () => {
  it('DR-PLAY-1: the declarer leads the first trick; clockwise; the winner leads next', () => {
    const s = run(table(), ['pass', 'bid:super', 'pass', 'liege', 'gut', 'gut', 'gut', 'gut']);
    expect(s.toAct).toBe(1);
    const t = run(s, ['play:S-5']);
    expect(t.toAct).toBe(2);
    const u = run(t, ['play:S-4']);
    expect(u.toAct).toBe(0);
    const w = run(u, ['play:XIV']);
    expect(w.winners[0]).toBe(0);
    expect(w.toAct).toBe(0);
  });
  it('DR-PLAY-2: follow suit; if void, trump; trumps led: trump if able; else any card', () => {
    let s = superPlay();
    s = run(s, ['play:H-K']);
    expect(codes(s)).toEqual([...['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'].map((c) => `play:${c}`)]);
    expect(refusalOf(s, 'play:S-K')?.reason).toEqual({ en: 'You have no hearts, so you must play a trump.', de: 'Du hast kein Herz, also musst du trumpfen.' });
    s = run(s, ['play:II']);
    expect(codes(s)).toEqual(['play:H-7']);
    expect(refusalOf(s, 'play:D-K')?.reason).toEqual({ en: 'You must follow hearts.', de: 'Du musst Herz bedienen.' });
    s = run(s, ['play:H-7']); // seat 1 wins, leads a trump
    s = run(s, ['play:III']);
    expect(codes(s)).toHaveLength(20); // seat 2 has no trump: any card
    s = run(s, ['play:D-K']);
    expect(refusalOf(s, 'play:H-Q')?.code).toBe('must-trump-led');
    expect(codes(s)).toContain('play:Ex');
    expect(codes(s)).not.toContain('play:H-Q');
  });
  it('DR-PLAY-3: the highest trump wins, else the highest card of the suit led', () => {
    let s = run(superPlay(), ['play:H-K', 'play:II', 'play:H-7']);
    expect(s.winners[0]).toBe(1); // a low trump beats the king
    s = run(s, ['play:S-5', 'play:S-4', 'play:XIV']);
    expect(s.winners[1]).toBe(0);
    s = run(s, ['play:H-Q', 'play:III', 'play:D-K']);
    s = run(s, ['play:S-K', 'play:D-6', 'play:XV']);
    expect(s.winners[3]).toBe(0);
  });
  it('DR-PLAY-4: the Gstieß may be played any time, never wins, and stays with its side', () => {
    let s = run(superPlay(), ['play:H-K', 'play:II', 'play:H-7', 'play:III', 'play:D-K']);
    expect(codes(s)).toContain('play:Ex'); // despite having trumps to play
    s = run(s, ['play:Ex']);
    expect(s.winners[1]).toBe(1);
    expect(has(s.pileDecl, EXCUSE)).toBe(true);
    expect(has(s.pileDef, EXCUSE)).toBe(false);
  });
  it('DR-PLAY-5: after a led Gstieß the second player plays any card, which sets what the third follows', () => {
    let s = run(superPlay(), ['play:Ex']);
    expect(codes(s)).toHaveLength(21);
    s = run(s, ['play:S-5']);
    expect(codes(s)).toEqual(['play:S-4']);
    s = run(s, ['play:S-4']);
    expect(s.winners[0]).toBe(1);
  });
  it('DR-PLAY-6: a laid-out Pagat is held back while its holder has any other legal card', () => {
    let s = run(table(), ['bid:super', 'pass', 'pass', 'lay-out:I', 'gut', 'gut']);
    expect(codes(s)).not.toContain('play:I');
    expect(refusalOf(s, 'play:I')?.code).toBe('laid-pagat');
    s = late({ contract: 3, declarer: 0, trickNo: 19, laidOut: 1, laidOutSeat: 0, leader: 1, hands: { 0: ['I', 'H-K'], 1: ['II', 'III'], 2: ['S-4', 'S-5'] } });
    s = run(s, ['play:II', 'play:S-4']);
    expect(codes(s)).toEqual(['play:I']); // forced out: no other trump, and the heart is no legal alternative
    const end = run(s, ['play:I', 'play:III', 'play:S-5', 'play:H-K']);
    const f = facts(end)!;
    expect(droggnGame.score(f, {}).breakdown.find((l) => l.label.en.startsWith('Laid-out'))?.value).toBe(-20);
  });
  it('DR-PLAY-7: Super Mord ends at the first lost trick', () => {
    const s = run(table(), ['bid:mord', 'pass', 'pass', 'liege', 'gut', 'gut', 'play:H-K', 'play:II', 'play:H-7']);
    expect(s.phase).toBe('over');
    expect(s.trickNo).toBe(1);
    expect(droggnGame.toAct(s)).toBeNull();
    expect(droggnGame.score(facts(s)!, {}).extra!.paper).toBe(-167);
  });
  it('DR-PLAY-8: variant: the Gstieß barred from the last trick is forced at trick 20 (default: allowed)', () => {
    const hands = { 0: ['Ex', 'H-K'], 1: ['S-4', 'S-5'], 2: ['D-7', 'D-6'] };
    const barred = late({ settings: { gstiessBarredLast: true }, contract: 3, declarer: 0, trickNo: 19, hands });
    expect(codes(barred)).toEqual(['play:Ex']);
    expect(refusalOf(barred, 'play:H-K')?.code).toBe('gstiess-now');
    const free = late({ contract: 3, declarer: 0, trickNo: 19, hands });
    expect(codes(free)).toEqual(['play:H-K', 'play:Ex']);
    const last = run(free, ['play:H-K', 'play:S-4', 'play:D-7']);
    expect(codes(last)).toEqual(['play:Ex']); // allowed in the last trick by default
    // A defender's Gstieß is forced just the same while following.
    const def = late({
      settings: { gstiessBarredLast: true },
      contract: 3,
      declarer: 0,
      trickNo: 19,
      hands: { 0: ['H-K', 'H-Q'], 1: ['Ex', 'H-7'], 2: ['D-7', 'D-6'] }
    });
    expect(codes(run(def, ['play:H-K']))).toEqual(['play:Ex']);
  });
  it("DR-PLAY-9: the table shows each side its own tricks and the declarer her discard, never the other side's; every player remembers every trick", () => {
    let s = run(table(), ['bid:solo', 'pass', 'pass', 'discard:H-6', 'discard:H-5', 'discard:H-4', 'liege', 'gut', 'gut', 'gut', 'gut']);
    s = run(s, ['play:H-K', 'play:II', 'play:H-7', 'play:S-5', 'play:S-4', 'play:XIV', 'play:H-Q', 'play:III', 'play:D-K']);
    // Trick 1 went to the defenders: after two more tricks it is no longer "last trick". The
    // table no longer shows it to the declarer, but she saw it played and remembers it.
    expect(canSee(s, 0, P('H-K'))).toBe(true);
    expect(view(s, 0).playedTricks[0]).toEqual({
      cards: [
        { seat: 0, card: P('H-K') },
        { seat: 1, card: P('II') },
        { seat: 2, card: P('H-7') }
      ],
      winner: 1
    });
    expect(
      view(s, 2)
        .ownTricks.flat()
        .map((p) => p.card)
    ).toContain(P('H-K'));
    expect(
      view(s, 0)
        .ownTricks.flat()
        .map((p) => p.card)
    ).not.toContain(P('H-K'));
    expect(view(s, 0).shown.find((x) => x.label.en.startsWith('Your discard'))?.cards).toHaveLength(3);
    expect(view(s, 1).shown.find((x) => x.label.en.startsWith('Your discard'))).toBeUndefined();
    expect(view(s, 0).discard).toEqual([P('H-6'), P('H-5'), P('H-4')]);
    expect(view(s, 1).discard).toBeNull();
  });
});

describe('Droggn variants', () => {
  it('DR-VAR-1: "Kleine und Gstieß ultimo": Pagat and Gstieß at trick 20, no trump out: +20 (default off)', () => {
    const hands = { 0: ['I', 'Ex'], 1: ['S-4', 'S-5'], 2: ['D-7', 'D-6'] };
    const off = late({ contract: 3, declarer: 0, trickNo: 19, hands });
    expect(codes(off)).not.toContain('kleine-gstiess');
    const on = late({ settings: { kleineGstiess: true }, contract: 3, declarer: 0, trickNo: 19, hands });
    expect(codes(on)).toContain('kleine-gstiess');
    const end = run(on, ['kleine-gstiess', 'play:S-5', 'play:D-7', 'play:S-4', 'play:D-6', 'play:I']);
    const f = facts(end)!;
    expect(f.kleine).toBe(true);
    expect(f.pagat).toBe('won-last');
    expect(droggnGame.score(f, { kleineGstiess: true }).breakdown.find((l) => l.label.en.startsWith('Kleine'))?.value).toBe(20);
    const trumpOut = late({ settings: { kleineGstiess: true }, contract: 3, declarer: 0, trickNo: 19, hands: { ...hands, 1: ['II', 'S-5'] } });
    expect(codes(trumpOut)).not.toContain('kleine-gstiess');
  });
  it('DR-VAR-2: 78 cards: dealt in fives, 25 each, 78 points, 39 to win, Super Mord 169', () => {
    const s = setup({ players: 3, dealer: 0, settings: { cards: '78' } }, 8);
    expect([0, 1, 2].map((p) => size(s, p))).toEqual([25, 25, 25]);
    expect(FRENCH78.cards).toHaveLength(78);
    expect(countCards(FRENCH78.values, FRENCH78.cards)).toBe(78);
    const a = droggnGame.legal(s)[0];
    expect(droggnGame.actionCode(a)).toBe('pass');
    const end = playRandom(s, 3);
    const f = facts(end)!;
    if (f.declarer !== null && f.contract !== 'mord') expect(droggnGame.score(f, { cards: '78' }).cardPoints!.reduce((x, p) => x + p.points, 0)).toBe(78);
    const base = {
      players: 3,
      dealer: 2,
      declarer: 0,
      lastTrick: null,
      laidOut: 'none' as const,
      pagat: 'none' as const,
      pagatSide: null,
      kleine: false,
      doubles: 0,
      revoke: 'none' as const
    };
    expect(droggnGame.score({ ...base, contract: 'solo', declarerPoints: 39, allTricks: false }, { cards: '78' }).extra!.paper).toBe(40);
    expect(droggnGame.score({ ...base, contract: 'solo', declarerPoints: 38, allTricks: false }, { cards: '78' }).extra!.paper).toBe(-41);
    expect(droggnGame.score({ ...base, contract: 'mord', declarerPoints: 0, allTricks: true }, { cards: '78' }).extra!.paper).toBe(169);
    // Plain-suit cards of the 78-card pack have their own action codes.
    const h10 = parseCard(FRENCH78, 'H-10');
    const code = droggnGame.actionCode(0x800 | 0x100 | h10);
    expect(code).toBe('play:H-10@78');
    expect(droggnGame.parseAction(code)).toBe(0x800 | 0x100 | h10);
  });
});

void popcount;
