import { describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '../../engine/game';
import { visibleCards } from '../../engine/table-view';
import { has, size, toCards } from '../../engine/card-set';
import { nextInt, rngFromSeed, shuffleInPlace } from '../../engine/rng';
import { ALL_CARDS, PACK, VALUES, cardsOf, code, parse, trickWinnerIndex } from './cards';
import { BID_DOBBM, BID_GOOD, BID_PASS, BID_SOLO, DBL_GOOD, DBL_RETOUR, DBL_SCHWACHER, parseAction, actionCode, describe as describeAction } from './actions';
import { apply, legal, toAct } from './rules';
import { setup, type DobbmState } from './state';
import { view, locations } from './view';
import { facts, score } from './scoring';
import { ctx, deal, run } from '../../../../tests/helpers/dobbm/scenario';
import { dobbmGame } from './index';

// Dealer 0, four players: seat 1 speaks first, then 2, 3, 0.
const HANDS = {
  1: 'H-S H-10 H-K L-S L-10 B-S A-6 A-7',
  2: 'H-O H-U L-K L-O L-U B-10 B-K A-S',
  3: 'H-9 H-8 L-9 L-8 B-O B-U B-9 A-10',
  0: 'H-7 H-6 L-7 L-6 B-8 B-7 A-K A-O'
};
const DOBB = 'B-6 A-U A-9 A-8';
const fresh = (settings = {}, session?: Record<string, boolean>) => deal(ctx(4, 0, settings, session), HANDS, DOBB);
const codes = (s: DobbmState) => legal(s).map(actionCode);
const refusal = (s: DobbmState, code: string): Refusal => {
  const r = apply(s, parseAction(code)!);
  if (!isRefusal(r)) throw new Error(`${code} was allowed`);
  return r;
};

describe('Dobbm cards and deal', () => {
  it('DO-CARD-1: 36 cards, Sow 10 King Ober Unter 9 8 7 6, values 11 10 4 3 2 0, 120 in all; hearts trump', () => {
    expect(ALL_CARDS).toHaveLength(36);
    expect(PACK.total).toBe(120);
    const v = (c: string) => VALUES[parse(c)];
    expect(['L-S', 'L-10', 'L-K', 'L-O', 'L-U', 'L-9', 'L-8', 'L-7', 'L-6'].map(v)).toEqual([11, 10, 4, 3, 2, 0, 0, 0, 0]);
    // A heart six beats the Sow of the led suit; the Sow beats the 10 of its own suit.
    expect(trickWinnerIndex(cardsOf('L-10 L-S H-6 B-S'))).toBe(2);
    expect(trickWinnerIndex(cardsOf('A-10 A-S A-6 B-S'))).toBe(1);
    expect(PACK.suits.map((s) => s.id)).toEqual(['hearts', 'leaves', 'bells', 'acorns']);
  });

  it('DO-DEAL-1: four play; with five the dealer sits out, holds no cards, never acts and pays like a defender', () => {
    const s4 = setup(ctx(4, 2), 7);
    expect(s4.active).toEqual([3, 0, 1, 2]);
    const s = setup(ctx(5, 2), 7);
    expect(s.active).toEqual([3, 4, 0, 1]);
    expect(size(s.hands[2])).toBe(0);
    const v = view(s, 2);
    expect(v.hand).toEqual([]);
    expect(v.handCounts).toEqual([8, 8, 0, 8, 8]);
    // Random play never gives the dealer a turn.
    for (let seed = 1; seed < 40; seed++) {
      let st = setup(ctx(5, 2), seed);
      const rng = rngFromSeed(seed);
      while (toAct(st) !== null) {
        expect(toAct(st)).not.toBe(2);
        const l = legal(st);
        st = apply(st, l[nextInt(rng, l.length)]) as DobbmState;
      }
      const f = facts(st)!;
      const sc = score(f, ctx(5, 2).settings);
      if (f.outcome === 'played') {
        const others = [0, 1, 3, 4].filter((x) => x !== f.declarer);
        // The sitting-out dealer pays or receives exactly what each defender does.
        for (const o of others) expect(sc.deltas[2]).toBe(sc.deltas[o]);
      }
    }
  });

  it("DO-DEAL-2: dealt clockwise from dealer's left in fours, eight each, the last four form the Dobb", () => {
    const seed = 99;
    const s = setup(ctx(4, 1), seed);
    const deck = shuffleInPlace(rngFromSeed(seed), ALL_CARDS.slice());
    const order = [2, 3, 0, 1];
    order.forEach((seat, i) => {
      const mine = [...deck.slice(i * 4, i * 4 + 4), ...deck.slice(16 + i * 4, 20 + i * 4)];
      expect(toCards(s.hands[seat]).sort()).toEqual(mine.sort());
    });
    expect(toCards(s.dobb).sort()).toEqual(deck.slice(32).sort());
    expect(s.toAct).toBe(2);
    // Same seed, same deal.
    expect(JSON.stringify(setup(ctx(4, 1), seed))).toBe(JSON.stringify(s));
  });
});

describe('Dobbm bidding', () => {
  it("DO-BID-1: one turn each from dealer's left; Dobbm, Solo or weiter; after Dobbm only Solo or gut; after Solo only gut", () => {
    let s = fresh();
    expect(s.toAct).toBe(1);
    expect(codes(s)).toEqual(['bid:pass', 'bid:dobbm', 'bid:solo']);
    s = run(s, 'bid:pass');
    expect(s.toAct).toBe(2);
    s = run(s, 'bid:dobbm');
    expect(s.toAct).toBe(3);
    expect(codes(s)).toEqual(['bid:good', 'bid:solo']);
    expect(refusal(s, 'bid:dobbm').code).toBe('bid-too-low');
    expect(refusal(s, 'bid:pass').code).toBe('bid-standing');
    s = run(s, 'bid:solo');
    expect(codes(s)).toEqual(['bid:good']);
    expect(refusal(s, 'bid:solo').reason.de).toContain('Solo');
    s = run(s, 'bid:good');
    // Each speaks once: the highest bid (seat 3's Solo) is played, seat 2 cannot raise again.
    expect(s.phase).toBe('double');
    expect(s.declarer).toBe(3);
    expect(s.contract).toBe(2);
    expect(view(s, null).log.map((l) => l.kind)).toEqual(['bid', 'bid', 'bid', 'bid']);
  });

  it('DO-BID-1: with Dobbm standing, those after may just say gut and the Dobbm is played', () => {
    const s = run(fresh(), 'bid:dobbm bid:good bid:good bid:good');
    expect(s.phase).toBe('exchange');
    expect(s.declarer).toBe(1);
    expect(refusal(run(fresh(), 'bid:pass'), 'bid:good').code).toBe('no-bid');
  });

  it('DO-BID-2: all weiter: the hand is thrown in (at four no payment; the Stockerl at five is in scoring)', () => {
    const s = run(fresh(), 'bid:pass bid:pass bid:pass bid:pass');
    expect(s.phase).toBe('over');
    expect(toAct(s)).toBeNull();
    const f = facts(s)!;
    expect(f.outcome).toBe('thrown-in');
    expect(score(f, ctx().settings).deltas).toEqual([0, 0, 0, 0]);
  });
});

describe('Dobbm exchange', () => {
  it('DO-EXCH-1: the declarer takes the Dobb, discards four face down; a Sow only with a trump; the discard counts for him', () => {
    let s = run(fresh(), 'bid:dobbm bid:good bid:good bid:good');
    expect(size(s.hands[1])).toBe(12);
    // Others never see the Dobb cards; the declarer has them in hand.
    for (const c of cardsOf(DOBB)) {
      expect(view(s, 1).hand).toContain(c);
      for (const seat of [0, 2, 3, null]) expect(visibleCards(view(s, seat))).not.toContain(c);
    }
    s = run(s, 'discard:L-S discard:A-6 discard:A-7');
    // One more card, and the Sow needs its trump: only a non-Sow heart will do.
    expect(codes(s)).toEqual(['discard:H-K', 'discard:H-10']);
    expect(refusal(s, 'discard:B-S').code).toBe('sow-needs-trump');
    expect(refusal(s, 'discard:A-9').reason.en).toContain('Sow');
    expect(refusal(s, 'discard:L-6').code).toBe('not-in-hand');
    s = run(s, 'discard:H-10');
    expect(s.phase).toBe('double');
    expect(visibleCards(view(s, 2))).not.toContain(parse('L-S'));
    expect(view(s, 1).shown[0].cards).toContain(parse('L-S'));
    // Two Sows need two trumps.
    let t = run(fresh(), 'bid:dobbm bid:good bid:good bid:good discard:L-S discard:B-S');
    expect(codes(t)).toEqual(['discard:H-K', 'discard:H-10']);
    t = run(t, 'discard:H-K');
    expect(codes(t)).toEqual(['discard:H-10']);
    t = run(t, 'discard:H-10 double:good double:good double:good');
    // Play it out with the first legal card; the discard's 11+11+10+4 = 36 count for the declarer.
    while (toAct(t) !== null) t = apply(t, legal(t)[0]) as DobbmState;
    const f = facts(t)!;
    const trickPts = t.declPoints;
    expect(f.declarerPoints).toBe(trickPts + 36);
    if (!f.noTrick) expect(score(f, ctx().settings).cardPoints![0].points).toBe(trickPts + 36);
  });

  it('DO-EXCH-2: in a Solo the Dobb stays face down, seen by nobody until the count, and counts for the declarer', () => {
    let s = run(fresh(), 'bid:solo bid:good bid:good bid:good');
    expect(s.phase).toBe('double');
    expect(size(s.hands[1])).toBe(8);
    const dobbLoc = locations(s).find((l) => l.where === 'dobb')!;
    expect(dobbLoc.visibleTo).toEqual([]);
    s = run(s, 'double:good double:good double:good');
    while (toAct(s) !== null) {
      for (const seat of [0, 1, 2, 3, null]) for (const c of cardsOf(DOBB)) expect(visibleCards(view(s, seat))).not.toContain(c);
      s = apply(s, legal(s)[legal(s).length - 1]) as DobbmState;
    }
    expect(locations(s).find((l) => l.where === 'dobb')!.visibleTo).toBe('all');
    expect(view(s, 2).shown[0].cards.sort()).toEqual(cardsOf(DOBB).sort());
    const f = facts(s)!;
    expect(f.declarerPoints).toBe(s.declPoints + 2); // the Dobb holds only the acorn Unter's 2
  });

  it('DO-EXCH-3: the heart Sow needs another trump with it (default); the variant lets it go alone', () => {
    const start = 'bid:dobbm bid:good bid:good bid:good';
    let s = run(fresh(), `${start} discard:A-6 discard:A-7 discard:A-8`);
    expect(codes(s)).not.toContain('discard:H-S');
    expect(refusal(s, 'discard:H-S').code).toBe('sow-needs-trump');
    s = run(fresh(), `${start} discard:H-S discard:A-6 discard:A-7`);
    expect(codes(s)).toEqual(['discard:H-K', 'discard:H-10']);
    // The heart Sow can be the trump beside a plain Sow, as long as it has another trump itself.
    s = run(fresh(), `${start} discard:H-S discard:L-S discard:H-10 discard:A-6`);
    expect(s.phase).toBe('double');
    const v = run(fresh({ heartSowAlone: true }), `${start} discard:A-6 discard:A-7 discard:A-8`);
    expect(codes(v)).toContain('discard:H-S');
    expect(run(v, 'discard:H-S').phase).toBe('double');
    // Discarded trumps are not announced: the log only says four were laid down.
    const after = run(fresh(), `${start} discard:H-S discard:L-S discard:H-10 discard:A-6`);
    expect(JSON.stringify(view(after, 2).log)).not.toMatch(/H-|heart|Herz/);
  });
});

describe('Dobbm doubling', () => {
  const lay = 'bid:dobbm bid:good bid:good bid:good discard:A-6 discard:A-7 discard:A-8 discard:A-9';
  it("DO-DBL-1: defenders from the declarer's left may give one Schwacher in turn; then declarer and defenders retour without limit", () => {
    let s = run(fresh(), lay);
    expect(s.toAct).toBe(2);
    expect(codes(s)).toEqual(['double:good', 'double:schwacher']);
    s = run(s, 'double:good');
    expect(s.toAct).toBe(3);
    s = run(s, 'double:schwacher');
    expect(s.toAct).toBe(1); // the declarer answers
    expect(codes(s)).toEqual(['double:good', 'double:retour']);
    s = run(s, 'double:retour');
    expect(s.toAct).toBe(2);
    expect(codes(s)).toEqual(['double:good', 'double:retour']);
    expect(refusal(s, 'double:schwacher').code).toBe('one-schwacher');
    // Any defender may retour: here the third one.
    s = run(s, 'double:good double:good double:retour');
    expect(s.toAct).toBe(1);
    for (let i = 0; i < 5; i++) s = run(s, 'double:retour double:retour');
    expect(s.retours).toBe(12);
    s = run(s, 'double:good');
    expect(s.phase).toBe('play');
    expect(s.schwacher).toBe(true);
    expect(view(s, 0).info.find((i) => i.label.en === 'Doubles')!.value.en).toContain('×8192');
    // All three content: no double.
    const q = run(fresh(), `${lay} double:good double:good double:good`);
    expect(q.phase).toBe('play');
    expect(q.schwacher).toBe(false);
    expect(refusal(run(fresh(), lay), 'double:retour').code).toBe('no-schwacher');
  });

  it('DO-DBL-1: at five the sitting-out dealer is skipped when doubling', () => {
    const s = run(setup(ctx(5, 0), 3), 'bid:solo bid:good bid:good bid:good');
    expect(s.declarer).toBe(1);
    expect(s.toAct).toBe(2);
    const t = run(s, 'double:good double:good');
    expect(t.toAct).toBe(4);
    expect(run(t, 'double:good').phase).toBe('play');
  });
});

describe('Dobbm play', () => {
  const ready = () => run(fresh(), 'bid:dobbm bid:good bid:good bid:good discard:A-6 discard:A-7 discard:A-8 discard:A-9 double:good double:good double:good');
  it('DO-PLAY-1: declarer leads; follow suit, else a heart, else any card; no duty to win; highest heart or highest of the suit wins', () => {
    let s = ready();
    expect(s.toAct).toBe(1);
    expect(view(s, 1).leader).toBe(1);
    s = run(s, 'play:A-U');
    // Seat 2 holds the acorn Sow: must follow acorns.
    expect(codes(s)).toEqual(['play:A-S']);
    expect(refusal(s, 'play:H-O').reason).toEqual({ en: 'You must follow acorns.', de: 'Du musst Eichel bedienen.' });
    s = run(s, 'play:A-S');
    // Seat 3 has the acorn 10 only: no duty to beat, it just follows.
    s = run(s, 'play:A-10');
    // Seat 0 follows with a low acorn rather than its King: allowed.
    expect(codes(s)).toEqual(['play:A-O', 'play:A-K']);
    s = run(s, 'play:A-O');
    expect(s.winners[0]).toBe(2);
    expect(s.toAct).toBe(2);
    // Seat 2 leads bells; everyone can follow; the declarer's Sow wins.
    s = run(s, 'play:B-K play:B-9 play:B-8 play:B-S');
    expect(s.winners[1]).toBe(1);
    s = run(s, 'play:B-6 play:B-10 play:B-U play:B-7');
    expect(s.winners[2]).toBe(2);
    s = run(s, 'play:L-K play:L-8 play:L-6');
    // Declarer (seat 1) holds L-S and L-10: must follow leaves.
    expect(codes(s)).toEqual(['play:L-10', 'play:L-S']);
    s = run(s, 'play:L-S');
    expect(s.winners[3]).toBe(1);
    s = run(s, 'play:H-K');
    // A heart lead is followed with hearts too.
    expect(codes(s)).toEqual(['play:H-U', 'play:H-O']);
    expect(refusal(s, 'play:L-U').reason.en).toBe('You must follow hearts.');
    s = run(s, 'play:H-O play:H-9 play:H-7');
    expect(s.winners[4]).toBe(1);
  });

  it('DO-PLAY-1: void in the led suit: a heart must be played; with no heart either, any card; a heart wins', () => {
    const s = deal(
      ctx(4, 0),
      {
        1: 'L-S L-10 L-K L-O L-U L-9 L-8 L-7',
        2: 'B-S B-10 B-K B-O B-U B-9 B-8 B-7',
        3: 'A-S A-10 A-K A-O A-U A-9 A-8 A-7',
        0: 'H-S H-10 H-K H-O H-U H-9 B-6 A-6'
      },
      'H-8 H-7 H-6 L-6'
    );
    const t = run(s, 'bid:solo bid:good bid:good bid:good double:good double:good double:good play:L-S');
    expect(codes(t)).toHaveLength(8);
    const u = run(t, 'play:B-S play:A-S');
    expect(codes(u)).toEqual(['play:H-9', 'play:H-U', 'play:H-O', 'play:H-K', 'play:H-10', 'play:H-S']);
    expect(refusal(u, 'play:B-6').code).toBe('must-trump');
    const w = run(u, 'play:H-9');
    expect(w.winners[0]).toBe(0);
  });

  it("DO-PLAY-2: the defenders keep one pile; each side may look back through its own tricks, never the other's; every seat remembers every trick", () => {
    let s = ready();
    s = run(s, 'play:A-U play:A-S play:A-10 play:A-O'); // seat 2 wins
    s = run(s, 'play:B-K play:B-9 play:B-8 play:B-S'); // seat 1 (declarer) wins
    s = run(s, 'play:B-6 play:B-10 play:B-U play:B-7'); // seat 2 wins
    // Every defender is shown both defender tricks (one pile), not the declarer's.
    for (const d of [0, 2, 3]) {
      const v = view(s, d);
      expect(v.ownTricks).toHaveLength(2);
      expect(v.ownTricks.flat().map((p) => p.card)).not.toContain(parse('B-S')); // in the declarer's trick, no longer the last trick
      expect(v.ownPoints).toBe(2 + 11 + 10 + 3 + (0 + 10 + 2 + 0));
    }
    expect(view(s, 1).ownTricks).toHaveLength(1);
    expect(
      view(s, 1)
        .ownTricks.flat()
        .map((p) => p.card)
    ).not.toContain(parse('A-S'));
    expect(view(s, null).ownTricks).toHaveLength(0);
    // The last trick stays on view for all.
    expect(view(s, 1).lastTrick!.cards.map((p) => code(p.card))).toEqual(['B-6', 'B-10', 'B-U', 'B-7']);
    // What the table shows is not what a player remembers: every seat's view carries every trick
    // played, in order, with its winner (a person at the table saw each card played).
    for (const seat of [null, 0, 1, 2, 3]) {
      const v = view(s, seat);
      expect(v.playedTricks!.map((t) => [t.cards.map((p) => code(p.card)).join(' '), t.winner])).toEqual([
        ['A-U A-S A-10 A-O', 2],
        ['B-K B-9 B-8 B-S', 1],
        ['B-6 B-10 B-U B-7', 2]
      ]);
      expect(v.playedTricks![1].cards.map((p) => p.seat)).toEqual([2, 3, 0, 1]);
    }
    const defPile = locations(s).find((l) => l.where === 'tricks' && l.owner === null)!;
    expect(defPile.visibleTo).toBe('all');
    expect(has(defPile.cards, parse('A-S'))).toBe(true);
  });
});

describe('Dobbm memory: what a seat may remember', () => {
  it("DO-EXCH-1: the history holds bids, doubles and plays in full for every seat, the declarer's discards for the declarer only", () => {
    const s = run(
      fresh(),
      'bid:dobbm bid:good bid:good bid:good discard:A-6 discard:A-7 discard:A-8 discard:A-9 double:good double:good double:good play:A-U play:A-S'
    );
    const seen = (seat: number | null) => view(s, seat).history!.map((h) => `${h.seat}:${h.action === null ? '?' : actionCode(h.action)}`);
    const spoken = ['1:bid:dobbm', '2:bid:good', '3:bid:good', '0:bid:good'];
    const after = ['2:double:good', '3:double:good', '0:double:good', '1:play:A-U', '2:play:A-S'];
    expect(seen(1)).toEqual([...spoken, '1:discard:A-6', '1:discard:A-7', '1:discard:A-8', '1:discard:A-9', ...after]);
    for (const seat of [0, 2, 3, null]) expect(seen(seat)).toEqual([...spoken, '1:?', '1:?', '1:?', '1:?', ...after]);
    // The discard as a typed field: the declarer's own, nobody else's until the count.
    expect(view(s, 1).discard.map(code)).toEqual(['A-6', 'A-7', 'A-8', 'A-9']);
    for (const seat of [0, 2, 3, null]) expect(view(s, seat).discard).toEqual([]);
    for (const c of view(s, 1).discard) expect(visibleCards(view(s, 1))).toContain(c);
    const end = run(s, 'play:A-10 play:A-O');
    expect(view(end, 1).history!.length).toBe(view(s, 1).history!.length + 2);
    // The hand's context is public: players, dealer and the settings the hand is played by.
    expect(view(s, 2).context).toEqual(ctx(4, 0));
  });
});

describe('Dobbm actions', () => {
  it('action codes round-trip and describe gives labels in both languages', () => {
    for (const a of [BID_PASS, BID_GOOD, BID_DOBBM, BID_SOLO, DBL_GOOD, DBL_SCHWACHER, DBL_RETOUR]) expect(parseAction(actionCode(a))).toBe(a);
    for (const c of ALL_CARDS) {
      expect(parseAction(`play:${code(c)}`)).toBeDefined();
      expect(describeAction(parseAction(`play:${code(c)}`)!).card).toBe(c);
      expect(describeAction(parseAction(`discard:${code(c)}`)!).kind).toBe('discard');
    }
    expect(parseAction('play:XXI')).toBeUndefined();
    expect(parseAction('nonsense')).toBeUndefined();
    expect(describeAction(BID_SOLO).label.de).toBe('Solo');
    expect(dobbmGame.describe(9999).kind).toBe('choice');
  });

  it('apply never changes its input and refuses after the end', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    apply(s, BID_DOBBM);
    apply(s, 9999);
    expect(JSON.stringify(s)).toBe(before);
    const done = run(fresh(), 'bid:pass bid:pass bid:pass bid:pass');
    expect((apply(done, BID_PASS) as Refusal).code).toBe('hand-over');
  });
});

describe('Dobbm Mußrunde in the hand', () => {
  it("DO-SESS-1: in a Mußrunde deal the player at dealer's left must declare and may not pass; nobody can outbid", () => {
    const s = fresh({}, { mussrunde: true });
    expect(codes(s)).toEqual(['bid:dobbm', 'bid:solo']);
    expect(refusal(s, 'bid:pass').code).toBe('must-declare');
    expect(refusal(s, 'bid:pass').reason.de).toContain('Mußrunde');
    const t = run(s, 'bid:dobbm');
    expect(t.phase).toBe('exchange');
    expect(t.declarer).toBe(1);
    expect(view(t, 0).mussrunde).toBe(true);
  });
});

describe('Dobbm status', () => {
  it('the status names the trick in play, as Droggn\'s does, never a bare "Play" (issue 28 item 7)', () => {
    for (let seed = 1; seed < 6; seed++) {
      let st = setup(ctx(4, 1), seed);
      const rng = rngFromSeed(seed);
      const seen = new Set<string>();
      while (toAct(st) !== null) {
        const v = view(st, 0);
        if (st.phase === 'play') {
          expect(v.phaseLabel.en).toMatch(/^Trick \d+ of 8$/);
          expect(v.phaseLabel.de).toMatch(/^Stich \d+ von 8$/);
          seen.add(v.phaseLabel.en);
        }
        const l = legal(st);
        st = apply(st, l[nextInt(rng, l.length)]) as DobbmState;
      }
      if (seen.size) expect(seen.has('Trick 1 of 8')).toBe(true);
    }
  });
});
