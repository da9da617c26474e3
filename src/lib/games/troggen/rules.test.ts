import { describe, expect, it } from 'vitest';
import { fillSeats } from '../../engine/seats';
import { has, setOf, size, toCards } from '../../engine/card-set';
import { isRefusal } from '../../engine/game';
import { MARSEILLE78, cardCode } from '../../engine/packs';
import { nextInt, rngFromSeed, shuffleInPlace } from '../../engine/rng';
import { randomPlayout } from '../../engine/fast';
import { troggenGame } from './index';
import { A_PASS, EXCUSE, PACK, nextSeat } from './constants';
import { apply, check, discardableSet, legal, mayDiscard, playableSet, trickWinnerIndex } from './rules';
import { dealFromDeck, deckFor, setup } from './state';
import { facts } from './scoring';
import { locations, parseAction, view, actionCode } from './view';
import { C, lastTrickState, run, stateFrom } from '../../../../tests/helpers/troggen/scenario';

const codes = (cards: number[]) => cards.map((c) => cardCode(MARSEILLE78, c));
const play = (set: number[]) => codes(toCards(set)).sort();
const ctx = (players: number, dealer = 0) => ({ players, dealer, settings: {} });

describe('Troggen cards', () => {
  it('TG-CARD-1: 78 cards; batons and swords K Q C V 10…1, cups and coins K Q C V 1…10', () => {
    expect(PACK.cards).toHaveLength(78);
    const order = (s: number) =>
      PACK.suits[s].faces
        .map((f) => f.key)
        .reverse()
        .join(' ');
    expect(order(1)).toBe('K Q C V 10 9 8 7 6 5 4 3 2 A'); // swords
    expect(order(3)).toBe('K Q C V 10 9 8 7 6 5 4 3 2 A'); // batons
    expect(order(0)).toBe('K Q C V A 2 3 4 5 6 7 8 9 10'); // cups
    expect(order(2)).toBe('K Q C V A 2 3 4 5 6 7 8 9 10'); // coins
    // In a trick: the ace beats the 10 in cups, the 10 beats the ace in swords.
    expect(trickWinnerIndex([C('C-10'), C('C-A')])).toBe(1);
    expect(trickWinnerIndex([C('S-10'), C('S-A')])).toBe(0);
    expect(trickWinnerIndex([C('S-2'), C('S-K'), C('II'), C('O-K')])).toBe(2);
  });

  it('TG-CARD-2: kings, XXI, I and the Excuse 4, queens 3, cavaliers 2, jacks 1; 70 points in all at four', () => {
    const v = (c: string) => PACK.values[C(c)];
    expect([v('B-K'), v('XXI'), v('I'), v('Ex'), v('O-Q'), v('S-C'), v('C-V'), v('C-A'), v('XX')]).toEqual([4, 4, 4, 4, 3, 2, 1, 0, 0]);
    expect(PACK.total).toBe(52);
    // 18 tricks + 52 card points = 70 (TG-CARD-2): any played hand's two sides add up to 70.
    let s = setup(ctx(4), 3);
    const rng = rngFromSeed(9);
    s = run(s, ['bid:einfach', 'pass', 'pass', 'pass']);
    while (s.phase !== 'over') {
      const l = legal(s);
      s = apply(s, l[Math.floor((rng[0] / 2 ** 32) * l.length) % l.length]) as typeof s;
      rng[0] = (rng[0] * 1664525 + 1013904223) >>> 0;
    }
    const f = facts(s)!;
    expect(f.points).toBeGreaterThanOrEqual(0);
    const def = s.piles.reduce((a, p, i) => (i === s.bidder ? a : a + s.tricksWon[i] + toCards(p).reduce((x, c) => x + PACK.values[c], 0)), 0);
    expect(f.points! + def).toBe(70);
  });
});

describe('Troggen deal', () => {
  it("TG-DEAL-1: play passes anticlockwise (seat-1); the player at dealer's right bids and leads first; the deck is cut", () => {
    expect(nextSeat(2, 4)).toBe(1);
    expect(nextSeat(0, 5)).toBe(4);
    const s = setup(ctx(5, 2), 1);
    expect(s.toAct).toBe(1);
    const t = run(s, ['pass']);
    expect(t.toAct).toBe(0);
    // The cut is a rotation of the shuffled deck, never the whole deck.
    const shuffled = shuffleInPlace(rngFromSeed(77), [...PACK.cards]);
    const cut = deckFor(77);
    const at = cut.indexOf(shuffled[0]);
    expect(at).toBeGreaterThan(0);
    expect([...cut.slice(at), ...cut.slice(0, at)]).toEqual(shuffled);
  });

  it("TG-DEAL-2: threes from dealer's right, the talon built during the deal (4: 18+6, 5: 15+3, 6: 12+6)", () => {
    const deck = [...PACK.cards];
    // Four players, dealer 0: seats 3, 2, 1, 0 get three each, then one card to the talon, six times.
    const d4 = dealFromDeck(deck, 4, 0);
    expect(d4.hands.map((h) => h.length)).toEqual([18, 18, 18, 18]);
    expect(d4.talon).toEqual([12, 25, 38, 51, 64, 77].map((i) => deck[i]));
    expect(d4.hands[3].slice(0, 6)).toEqual([0, 1, 2, 13, 14, 15].map((i) => deck[i]));
    expect(d4.hands[0].slice(0, 3)).toEqual([9, 10, 11].map((i) => deck[i]));
    // Five: 3-3-3-3-3-1, 3-3-3-3-3, … : talon cards after rounds 1, 3 and 5.
    const d5 = dealFromDeck(deck, 5, 0);
    expect(d5.hands.map((h) => h.length)).toEqual([15, 15, 15, 15, 15]);
    expect(d5.talon).toEqual([15, 46, 77].map((i) => deck[i]));
    expect(d5.hands[4].slice(0, 6)).toEqual([0, 1, 2, 16, 17, 18].map((i) => deck[i]));
    // Six: two to the talon after each of the first three rounds, none after the last.
    const d6 = dealFromDeck(deck, 6, 0);
    expect(d6.hands.map((h) => h.length)).toEqual([12, 12, 12, 12, 12, 12]);
    expect(d6.talon).toEqual([18, 19, 38, 39, 58, 59].map((i) => deck[i]));
    expect(d6.hands[0].slice(-3)).toEqual([75, 76, 77].map((i) => deck[i]));
  });
});

describe('Troggen bidding', () => {
  it("TG-BID-1: one round from dealer's right to the dealer; each bids once and only higher, or passes", () => {
    let s = stateFrom(4, 1, {});
    expect(s.toAct).toBe(0);
    s = run(s, ['bid:doppelt']);
    expect(s.toAct).toBe(3);
    const low = apply(s, parseAction('bid:einfach')!);
    expect(isRefusal(low) && low.code).toBe('bid-too-low');
    expect(isRefusal(low) && low.reason.de).toMatch(/höher/);
    expect(legal(s).map(actionCode)).toEqual(['pass', 'bid:ohne', 'bid:gegen']);
    s = run(s, ['bid:ohne', 'pass', 'pass']); // seat 2 passes, dealer 1 passes last
    expect(s.bidder).toBe(3);
    expect(s.high).toBe(3);
    expect(s.phase).toBe('play');
    expect(s.bids).toEqual([2, 0, 0, 3]);
  });

  it('TG-BID-2: Einfach and Doppelt take the talon; Ohne keeps it unseen for the bidder; Gegen gives it to the defenders', () => {
    const talon = ['B-Q', 'B-C', 'B-V', 'S-Q', 'S-C', 'S-V']; // 6+6 = 12 card points
    const s = run(stateFrom(4, 0, {}, talon), ['bid:einfach', 'pass', 'pass', 'pass']);
    expect(s.phase).toBe('discard');
    expect(size(s.hands[3])).toBe(24);
    for (const c of talon) expect(has(s.hands[3], C(c))).toBe(true);
    // Ohne Talon: the talon stays where it is, hidden from all until the end, and counts for her.
    const ohne = run(stateFrom(4, 0, {}, talon), ['bid:ohne', 'pass', 'pass', 'pass']);
    expect(ohne.phase).toBe('play');
    const tl = locations(ohne).find((l) => l.where === 'talon')!;
    expect(tl.visibleTo).toEqual([]);
    expect(size(tl.cards)).toBe(6);
    // Score a hand where all tricks are equal: the talon decides between Ohne and Gegen.
    const end = (level: number) => {
      const x = lastTrickState(4, { bidder: 3, level, last: { 0: 'C-10', 1: 'C-9', 2: 'C-8', 3: 'C-7' }, leader: 3 });
      x.talon = setOf(talon.map(C));
      return facts(run(x, ['play:C-7', 'play:C-8', 'play:C-9', 'play:C-10']))!;
    };
    const fo = end(3);
    const fg = end(4);
    expect(fo.contract).toBe('ohne');
    expect(fg.contract).toBe('gegen');
    expect(fo.points! - fg.points!).toBe(12);
  });

  it('TG-BID-3: at five the bidder calls a king; its holder is a secret partner; calling her own king she plays alone', () => {
    let s = stateFrom(5, 0, { 2: ['C-K'], 4: ['S-K'] });
    s = run(s, ['bid:ohne', 'pass', 'pass', 'pass', 'pass']);
    expect(s.phase).toBe('call');
    expect(legal(s).map(actionCode)).toEqual(['call:C-K', 'call:S-K', 'call:O-K', 'call:B-K']);
    const a = run(s, ['call:C-K']);
    expect(a.partner).toBe(2);
    const own = run(s, ['call:S-K']);
    expect(own.partner).toBe(-1);
    expect(view(own, 4).info.find((i) => i.label.en === 'Partner')!.value.en).toMatch(/you hold the king/);
    // open: a called king lying in an unseen talon leaves the bidder alone.
    const t = run(stateFrom(5, 0, {}, ['O-K', 'C-2', 'C-3']), ['bid:gegen', 'pass', 'pass', 'pass', 'pass', 'call:O-K']);
    expect(t.partner).toBe(-1);
    expect(t.phase).toBe('play');
  });

  it("TG-BID-3: the partner stays secret in every other seat's view, info, log, partners and locations until the king is played", () => {
    // World A: seat 2 holds the called king of cups; world B: seat 1 holds it instead (seat 1's
    // cup 2 goes to seat 2). Seats 0, 3, the bidder 4 and the public must see exactly the same.
    const A = run(stateFrom(5, 0, { 2: ['C-K', 'B-2'], 1: ['C-2', 'B-3'], 4: ['XXI', 'XX'] }), ['bid:ohne', 'pass', 'pass', 'pass', 'pass', 'call:C-K']);
    const B = run(stateFrom(5, 0, { 1: ['C-K', 'B-3'], 2: ['C-2', 'B-2'], 4: ['XXI', 'XX'] }), ['bid:ohne', 'pass', 'pass', 'pass', 'pass', 'call:C-K']);
    expect(A.partner).toBe(2);
    expect(B.partner).toBe(1);
    const strip = (v: ReturnType<typeof view>) => JSON.stringify({ ...v, hand: [] });
    const seen = (s: typeof A, seat: number) =>
      JSON.stringify(
        locations(s)
          .filter((l) => l.visibleTo === 'all' || l.visibleTo.includes(seat))
          .map((l) => [l.where, l.cards])
      );
    const compare = (x: typeof A, y: typeof A) => {
      for (const seat of [0, 3, 4, null]) {
        expect(strip(view(x, seat))).toBe(strip(view(y, seat)));
        if (seat !== null) {
          expect(seen(x, seat)).toBe(seen(y, seat));
          expect(view(x, seat).partners).toEqual([seat]);
          expect(view(x, seat).partnerKnown).toBeNull();
        }
      }
    };
    compare(A, B);
    // Keep comparing through play: the bidder leads trumps, which both worlds answer alike.
    const A1 = run(A, ['play:XXI']);
    const B1 = run(B, ['play:XXI']);
    compare(A1, B1);
    // The partner alone knows: he and the bidder.
    expect(view(A, 2).partners).toEqual([2, 4]);
    expect(view(A, 2).info.find((i) => i.label.en === 'Partner')!.value.en).toMatch(/You/);
    expect(view(B, 1).partners).toEqual([1, 4]);
    // Once the king is played, all know.
    const r = lastTrickState(5, { bidder: 4, last: { 0: 'O-2', 1: 'O-3', 2: 'C-K', 3: 'O-4', 4: 'O-5' }, leader: 2, calledKing: 'C-K', partner: 2 });
    expect(view(r, 0).partnerKnown).toBeNull();
    const r1 = run(r, ['play:C-K']);
    expect(view(r1, 0).partnerKnown).toBe(2);
    expect(view(r1, 0).partners).toEqual([0, 1, 3]);
    expect(view(r1, 4).partners).toEqual([4, 2]);
    // The entry names its seat; its text follows the name ("Seat 3: plays…", never "You plays").
    expect(view(r1, 0).log.at(-1)!.seat).toBe(2);
    expect(fillSeats(view(r1, 0).log.at(-1)!.text.en)).toBe('plays the called king and is the partner');
  });

  it('TG-EXCH-1: the bidder discards as many cards as she took, never a trump, the Excuse or a king; the discard counts for her', () => {
    let s = run(stateFrom(4, 0, { 3: ['XXI', 'Ex', 'B-K', 'B-Q', 'B-C'] }, ['S-Q']), ['bid:doppelt', 'pass', 'pass', 'pass']);
    for (const bad of ['XXI', 'Ex', 'B-K']) {
      const r = apply(s, parseAction(`discard:${bad}`)!);
      expect(isRefusal(r) && r.code).toBe('discard-forbidden');
    }
    expect(legal(s).map(actionCode)).not.toContain('discard:I');
    s = run(s, ['discard:B-Q', 'discard:B-C', 'discard:S-Q']);
    expect(s.phase).toBe('discard');
    s = run(s, legal(s).slice(0, 3).map(actionCode));
    expect(s.phase).toBe('play');
    expect(size(s.hands[3])).toBe(18);
    expect(size(s.discard)).toBe(6);
    // Other seats never see the discard; the bidder does.
    const d = locations(s).find((l) => l.where === 'discard')!;
    expect(d.visibleTo).toEqual([3]);
    expect(view(s, 3).shown[0].cards.length).toBe(6);
    expect(view(s, 2).shown).toEqual([]);
    // A hand with nothing else to lay away may discard plain trumps (rules decision), never XXI or I.
    const only = setOf(['XXI', 'I', 'V', 'Ex', 'C-K'].map(C));
    expect(play(discardableSet(only))).toEqual(['V']);
  });

  it('TG-EXCH-1: the card rule the worlds use (mayDiscard) allows exactly the cards discardableSet allows', () => {
    const rng = rngFromSeed(21);
    for (let k = 0; k < 300; k++) {
      // Hands of 2 to 24 cards, some of them only trumps, kings and the Excuse.
      const pool = k % 3 === 0 ? PACK.cards.filter((c) => c >> 5 >= 4 || (c & 31) === 13) : [...PACK.cards];
      const hand = shuffleInPlace(rng, pool).slice(0, 2 + nextInt(rng, 23));
      const trumpsAllowed = !hand.some((c) => c >> 5 < 4 && (c & 31) !== 13);
      expect(toCards(discardableSet(setOf(hand)))).toEqual(toCards(setOf(hand.filter((c) => mayDiscard(c, trumpsAllowed)))));
    }
  });
});

describe('Troggen play', () => {
  it("TG-PLAY-1: the player at dealer's right leads first whoever bid; the trick winner leads next", () => {
    let s = run(stateFrom(4, 0, { 1: ['C-K'], 3: ['C-2'], 2: ['C-3'], 0: ['C-4'] }), ['pass', 'pass', 'bid:ohne', 'pass']);
    expect(s.bidder).toBe(1);
    expect(s.toAct).toBe(3);
    s = run(s, ['play:C-2', 'play:C-3', 'play:C-K', 'play:C-4']);
    expect(s.lastWinner).toBe(1);
    expect(s.toAct).toBe(1);
  });

  it('TG-PLAY-2: follow suit; void, trump; a trump lead is followed with a trump', () => {
    const hand = setOf(['C-2', 'C-Q', 'III', 'X', 'S-4', 'Ex'].map(C));
    expect(play(playableSet(hand, [C('C-5')], true))).toEqual(['C-2', 'C-Q', 'Ex'].sort());
    expect(play(playableSet(hand, [C('O-5')], true))).toEqual(['III', 'X', 'Ex'].sort());
    expect(play(playableSet(hand, [C('II')], true))).toEqual(['III', 'X', 'Ex'].sort());
    const noTrump = setOf(['C-2', 'S-4'].map(C));
    expect(play(playableSet(noTrump, [C('O-5')], true))).toEqual(['C-2', 'S-4']);
    // The refusal says why, in both languages.
    const s = run(stateFrom(4, 0, { 3: ['C-5'], 2: ['C-2', 'S-4'] }), ['bid:ohne', 'pass', 'pass', 'pass', 'play:C-5']);
    const r = apply(s, parseAction('play:S-4')!);
    expect(isRefusal(r) && r.reason).toEqual({ en: 'You must follow cups.', de: 'Du musst Kelch bedienen.' });
    expect(check(s, parseAction('play:C-2')!)).toBeNull();
  });

  it('TG-PLAY-3: a trump must beat the highest trump in the trick if it can, else any lower; variant: only on trump leads', () => {
    const hand = setOf(['III', 'X', 'XV', 'S-4'].map(C));
    expect(play(playableSet(hand, [C('V'), C('XII')], true))).toEqual(['XV']);
    expect(play(playableSet(hand, [C('V'), C('XX')], true))).toEqual(['III', 'X', 'XV'].sort());
    // Trumping a led suit over a trump already in the trick: overtrump by default, not in the variant.
    expect(play(playableSet(hand, [C('O-2'), C('XII')], true))).toEqual(['XV']);
    expect(play(playableSet(hand, [C('O-2'), C('XII')], false))).toEqual(['III', 'X', 'XV'].sort());
    const s = run(stateFrom(4, 0, { 3: ['XII'], 2: ['III', 'XV'] }), ['bid:ohne', 'pass', 'pass', 'pass', 'play:XII']);
    const r = apply(s, parseAction('play:III')!);
    expect(isRefusal(r) && r.code).toBe('must-overtrump');
    const v = run(stateFrom(4, 0, { 3: ['O-2', 'XII'], 2: ['III', 'XV'] }, [], { overtrumpOnSuitLead: false }), [
      'bid:ohne',
      'pass',
      'pass',
      'pass',
      'play:O-2'
    ]);
    expect(v.settings.overtrumpOnSuitLead).toBe(false);
  });

  it('TG-PLAY-4: the Excuse may always be played and never wins; its player keeps it and pays a zero-point card, later if need be', () => {
    const hand = setOf(['C-2', 'XV', 'Ex'].map(C));
    expect(play(playableSet(hand, [C('C-5')], true))).toContain('Ex');
    expect(play(playableSet(hand, [C('XX')], true))).toContain('Ex');
    expect(trickWinnerIndex([C('C-10'), EXCUSE, C('C-9')])).toBe(2);
    // Seat 2 (a defender) plays the Excuse to the bidder's trick before it has won anything: a debt.
    let s = stateFrom(4, 0, { 3: ['C-K', 'S-2'], 2: ['Ex', 'S-K'], 1: ['C-2', 'S-3'], 0: ['C-3', 'S-4'] });
    s = run(s, ['bid:ohne', 'pass', 'pass', 'pass', 'play:C-K', 'play:Ex', 'play:C-2', 'play:C-3']);
    expect(s.lastWinner).toBe(3);
    expect(toCards(s.piles[2])).toEqual([EXCUSE]);
    expect(has(s.piles[3], EXCUSE)).toBe(false);
    expect([s.debtor, s.creditor]).toEqual([2, 3]);
    expect(view(s, 0).log.at(-1)!.seat).toBe(2);
    expect(fillSeats(view(s, 0).log.at(-1)!.text.en)).toBe('takes back the Excuse and owes Seat 4 a card without points');
    // Seat 2 wins the next trick and pays the lowest zero-point card from it to seat 3.
    s = run(s, ['play:S-2', 'play:S-K', 'play:S-3', 'play:S-4']);
    expect(s.lastWinner).toBe(2);
    expect(s.debtor).toBe(-1);
    expect(has(s.piles[3], C('S-2'))).toBe(true);
    expect(has(s.piles[2], C('S-2'))).toBe(false);
    expect(size(s.piles[2])).toBe(4);
    expect(size(s.piles[3])).toBe(4);
  });

  it("TG-PLAY-4: in the last trick the Excuse goes to the trick's winner", () => {
    const s = lastTrickState(4, { bidder: 3, last: { 3: 'Ex', 2: 'C-2', 1: 'C-3', 0: 'C-4' }, leader: 2 });
    const t = run(s, ['play:C-2', 'play:C-3', 'play:C-4', 'play:Ex']);
    expect(t.lastWinner).toBe(2);
    expect(has(t.piles[2], EXCUSE)).toBe(true);
    expect(t.phase).toBe('over');
    expect(fillSeats(view(t, 0).log.at(-1)!.text.en)).toBe('The Excuse in the last trick goes to Seat 3');
  });

  it('TG-PLAY-5: a led Excuse lets the next card set the suit', () => {
    expect(play(playableSet(setOf(['C-2', 'O-3', 'X'].map(C)), [EXCUSE], true))).toEqual(['C-2', 'O-3', 'X'].sort());
    expect(play(playableSet(setOf(['C-2', 'O-3', 'X'].map(C)), [EXCUSE, C('O-9')], true))).toEqual(['O-3']);
    expect(trickWinnerIndex([EXCUSE, C('O-9'), C('O-K'), C('C-K')])).toBe(2);
  });

  it("TG-PLAY-6: before the called king is played the Excuse is exchanged even into the bidder's trick; afterwards not", () => {
    // Five players, bidder 4 calls the king of cups held by seat 3 (the partner).
    const base = { 4: ['O-K', 'O-Q'], 3: ['Ex', 'C-K'], 2: ['O-2', 'O-3'], 1: ['O-4', 'O-5'], 0: ['O-6', 'O-7'] };
    let s = run(stateFrom(5, 0, base), ['bid:ohne', 'pass', 'pass', 'pass', 'pass', 'call:C-K']);
    s = run(s, ['play:O-K', 'play:Ex', 'play:O-2', 'play:O-4', 'play:O-6']);
    expect(s.lastWinner).toBe(4);
    expect(has(s.piles[3], EXCUSE)).toBe(true); // exchanged like a defender's would be
    expect(s.debtor).toBe(3);
    // After the king is played, the partner's Excuse stays with the bidder's trick.
    let t = run(stateFrom(5, 0, { 4: ['C-2', 'O-K'], 3: ['C-K', 'Ex'], 2: ['C-3', 'O-3'], 1: ['C-4', 'O-4'], 0: ['C-5', 'O-5'] }), [
      'bid:ohne',
      'pass',
      'pass',
      'pass',
      'pass',
      'call:C-K',
      'play:C-2',
      'play:C-K',
      'play:C-3',
      'play:C-4',
      'play:C-5'
    ]);
    expect(t.kingPlayed).toBe(true);
    expect(t.toAct).toBe(3);
    t = run(t, ['play:Ex', 'play:O-3', 'play:O-4', 'play:O-5', 'play:O-K']);
    expect(t.lastWinner).toBe(4);
    expect(has(t.piles[4], EXCUSE)).toBe(true);
    expect(t.debtor).toBe(-1);
  });
});

describe('Troggen misère', () => {
  it("TG-MIS-1: all pass: misère, talon aside and uncounted, dealer's right leads, each for herself", () => {
    let s = run(stateFrom(4, 2, { 1: ['C-K'], 0: ['Ex', 'C-2'], 3: ['C-3'], 2: ['C-4'] }, ['B-K', 'S-K', 'O-K']), ['pass', 'pass', 'pass', 'pass']);
    expect(s.phase).toBe('play');
    expect(s.bidder).toBe(-1);
    expect(s.toAct).toBe(1);
    expect(view(s, 0).info.find((i) => i.label.en === 'Game')!.value.en).toBe('Misère');
    expect(view(s, 0).partners).toEqual([0]);
    s = run(s, ['play:C-K', 'play:Ex', 'play:C-3', 'play:C-4']);
    // Seat 0 and seat 1 are opponents in a misère: the Excuse is exchanged.
    expect(has(s.piles[0], EXCUSE)).toBe(true);
    const t = locations(s).find((l) => l.where === 'talon')!;
    expect(t.visibleTo).toEqual([]);
    expect(size(t.cards)).toBe(6);
  });
});

describe('Troggen conduct', () => {
  it("ALL-3: the engine's random playout over legalInto plays exactly the hand that apply plays with the same random choices", () => {
    for (const players of [4, 5, 6])
      for (let seed = 1; seed <= 30; seed++) {
        const a = setup(ctx(players, seed % players), seed);
        const b = setup(ctx(players, seed % players), seed);
        randomPlayout(troggenGame, a, rngFromSeed(seed));
        const rng = rngFromSeed(seed);
        let s = b;
        while (s.phase !== 'over') {
          const l = legal(s);
          s = apply(s, l[nextInt(rng, l.length)]) as typeof s;
        }
        expect(JSON.stringify(a)).toBe(JSON.stringify(s));
      }
  });

  it('ALL-1: an illegal action is refused with a reason and changes nothing', () => {
    const s = stateFrom(4, 0, {});
    const before = JSON.stringify(s);
    const r = apply(s, parseAction('play:XXI')!);
    expect(isRefusal(r)).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    expect(isRefusal(apply(s, A_PASS))).toBe(false);
    expect(parseAction('bid:solo')).toBeUndefined();
    for (const code of ['pass', 'bid:gegen', 'call:O-K', 'discard:S-Q', 'play:XXI', 'play:Ex']) expect(actionCode(parseAction(code)!)).toBe(code);
  });
});

describe('Troggen status', () => {
  it('the status names the trick in play, as Droggn\'s does, never a bare "Play" (issue 28 item 7)', () => {
    for (const players of [4, 5, 6]) {
      let s = setup(ctx(players), players);
      const rng = rngFromSeed(players);
      let tricks = 0;
      while (s.phase !== 'over') {
        if (s.phase === 'play') {
          const v = view(s, 0);
          expect(v.phaseLabel.en).toMatch(/^(Misère · )?Trick \d+ of \d+$/);
          expect(v.phaseLabel.de).toMatch(/^(Misère · )?Stich \d+ von \d+$/);
          tricks = Math.max(tricks, Number(/Trick (\d+)/.exec(v.phaseLabel.en)![1]));
        }
        const l = legal(s);
        const next = apply(s, l[nextInt(rng, l.length)]);
        if (isRefusal(next)) throw new Error(next.reason.en);
        s = next;
      }
      expect(tricks).toBe(s.plays.length / players);
    }
  });
});
