import { describe, expect, it } from 'vitest';
import { has, toCards } from '../../engine/card-set';
import { parseCard } from '../../engine/packs';
import { parseAction } from './actions';
import { finalFool } from './fool';
import { legal } from './rules';
import { PACK } from './cards';
import { sideOf } from './seats';
import { facts } from './scoring';
import { act, cards, playState, refusalOf } from '../../../../tests/helpers/troccas/scenario';
import { view } from './view';

const c = (code: string) => parseCard(PACK, code);
const codes = (s: ReturnType<typeof playState>) => legal(s).map((a) => a);
const A = (code: string) => parseAction(code)!;

describe('Troccas play (four players unless said)', () => {
  it('TR-4-1: partners sit opposite, and play goes anticlockwise (seat-1)', () => {
    expect([0, 1, 2, 3].map((x) => sideOf(x, 4))).toEqual([0, 1, 0, 1]);
    let s = playState(['S-2', 'S-3', 'S-4', 'S-5']);
    expect(s.toAct).toBe(3);
    s = act(s, 'play:S-5');
    expect(s.toAct).toBe(2);
    s = act(s, 'play:S-4');
    expect(s.toAct).toBe(1);
  });

  it("TR-4-9: dealer's right leads; follow suit, else trump, else any card; highest trump wins", () => {
    let s = playState(['S-3 B-4', 'S-2 II', 'C-7 XX', 'C-5 C-6']);
    expect(s.toAct).toBe(3); // dealer 0, dealer's right is seat 3
    s = act(s, 'play:C-5');
    expect(refusalOf(s, 'play:XX')).toBe('must-follow');
    s = act(s, 'play:C-7');
    expect(refusalOf(s, 'play:S-2')).toBe('must-trump');
    s = act(s, 'play:II');
    expect(codes(s).sort()).toEqual([c('S-3'), c('B-4')].sort()); // no cups, no trumps: any card
    s = act(s, 'play:S-3');
    expect(s.history[0][0]).toBe(1); // trump II wins
    expect(s.toAct).toBe(1);
  });

  it('TR-4-9: a trump lead must be followed with a trump, with no duty to overtrump', () => {
    let s = playState(['S-3 B-4', 'S-2 C-8', 'III XX', 'X C-6']);
    s = act(s, 'play:X');
    expect(refusalOf(s, 'play:III')).toBeNull(); // a lower trump is fine
    expect(codes(s).sort()).toEqual([c('III'), c('XX')].sort());
    s = act(s, 'play:III', 'play:C-8', 'play:B-4');
    expect(s.history[0][0]).toBe(3);
  });

  it('TR-4-11: a led Fool lets the second card set the suit', () => {
    let s = playState(['S-3 C-4', 'S-2 C-8', 'C-7 XX', 'Ex C-6']);
    s = act(s, 'play:Ex', 'play:C-7');
    expect(refusalOf(s, 'play:S-2')).toBe('must-follow');
    s = act(s, 'play:C-8', 'play:C-4');
    expect(s.history[0][0]).toBe(0); // in cups the 4 beats the 7 and the 8 (lower numerals are higher)
  });

  it('TR-4-10: the Fool can be played any time, never wins, and is paid for with a 1-point card', () => {
    // Trick 1: side 1 (seats 1, 3) wins with the queen of cups. Trick 2: seat 3 plays the Fool, side 0 wins.
    let s = playState(['C-7 S-3', 'C-Q S-2', 'C-6 S-9', 'C-5 Ex']);
    s = act(s, 'play:C-5', 'play:C-6', 'play:C-Q', 'play:C-7');
    expect(s.history[0][0]).toBe(1);
    s = act(s, 'play:S-2', 'play:S-3', 'play:Ex'); // the Fool in spite of holding no swords: allowed any time
    s = act(s, 'play:S-9');
    expect(s.history[1][0]).toBe(2);
    expect(s.piles[1]).toContain(c('Ex'));
    expect(s.piles[1]).not.toContain(c('C-5')); // the first 1-point card went to the winners
    expect(s.piles[0]).toContain(c('C-5'));
    expect(s.piles[0]).toHaveLength(4);
    expect(s.piles[1]).toHaveLength(4);
  });

  it('TR-4-10: with no trick yet the Fool waits face up, seen by every seat', () => {
    let s = playState(['C-7 S-3', 'C-6 S-2', 'C-Q S-9', 'Ex S-4']);
    s = act(s, 'play:Ex', 'play:C-Q', 'play:C-6', 'play:C-7');
    expect(s.history[0][0]).toBe(2);
    expect(s.foolDebtor).toBe(1);
    expect(s.piles[1]).toEqual([]);
    for (const seat of [0, 1, 2, 3, null]) expect(view(s, seat).shown.some((x) => x.cards.includes(c('Ex')))).toBe(true);
  });

  it('TR-4-10: the Fool debt is settled once the side wins a trick with a 1-point card', () => {
    let s = playState(['C-7 S-3', 'C-6 S-10', 'C-Q S-2', 'Ex S-4']);
    s = act(s, 'play:Ex', 'play:C-Q', 'play:C-6', 'play:C-7'); // side 0 wins; side 1 owes
    expect(s.foolDebtor).toBe(1);
    s = act(s, 'play:S-2', 'play:S-10', 'play:S-3', 'play:S-4'); // seat 1 wins with the 10 of swords
    expect(s.history[1][0]).toBe(1);
    expect(s.foolDebtor).toBe(-1);
    expect(s.piles[1]).toContain(c('Ex'));
    expect(s.piles[0]).toHaveLength(4);
    expect(s.piles[1]).toHaveLength(4);
  });

  it('TR-4-10: a side that wins every trick also wins the Fool and the scart', () => {
    let s = playState(['C-7', 'C-K', 'Ex', 'C-5'], { scart: 'B-2 B-3' });
    s = act(s, 'play:C-5', 'play:Ex', 'play:C-K', 'play:C-7', 'no-call');
    const f = facts(s)!;
    expect(f.allTricks).toBe(1);
    expect(f.piles![1]).toEqual(expect.arrayContaining(cards('Ex B-2 B-3 C-K')));
    expect(f.cardPoints[0]).toBe(0);
  });

  it('TR-4-10 open: a side with tricks but no 1-point card gives its lowest card at the count', () => {
    const s = playState(['', '', '', '']);
    s.piles = [cards('C-K C-Q C-C C-J'), cards('S-K')];
    s.tricksWon = [1, 1, 0, 0];
    s.foolDebtor = 0;
    s.foolCreditor = 1;
    finalFool(s, (side) => (side === 0 ? 1 : 1));
    expect(s.piles[0]).toEqual(cards('C-K C-Q C-C Ex'));
    expect(s.piles[1]).toEqual(cards('S-K C-J'));
  });
});

describe('Troccas jack call and king with jack', () => {
  it('TR-4-12: "buob": the jack holder adds the jack and takes back his card', () => {
    let s = playState(['C-8 S-2', 'C-7 S-3', 'C-6 C-J', 'C-K S-4']);
    s = act(s, 'play:C-K', 'play:C-6', 'play:C-7', 'play:C-8');
    expect(s.phase).toBe('call');
    expect(s.toAct).toBe(3); // the trick winner calls
    s = act(s, 'buob');
    expect(s.piles[1]).toContain(c('C-J'));
    expect(s.piles[1]).not.toContain(c('C-6'));
    expect(has(s.hands[2], c('C-6'))).toBe(true);
    expect(has(s.known, c('C-6'))).toBe(true); // everyone saw it go back
    expect(view(s, 1).log.some((l) => l.kind === 'call' && l.text.en.includes('buob'))).toBe(true);
  });

  it('TR-4-12: no call on a later lead of the suit, nor when the jack is already in the trick', () => {
    let s = playState(['C-8 C-9', 'C-7 C-10', 'C-6 C-5', 'C-2 C-K']);
    s = act(s, 'play:C-2', 'play:C-6', 'play:C-7', 'play:C-8'); // seat 3 wins: the 2 is high in cups
    s = act(s, 'play:C-K', 'play:C-5', 'play:C-10', 'play:C-9');
    expect(s.history).toHaveLength(2);
    expect(s.phase).toBe('over');
    let t = playState(['C-8 S-2', 'C-7 S-3', 'C-J S-5', 'C-K S-4']);
    t = act(t, 'play:C-K', 'play:C-J', 'play:C-7', 'play:C-8');
    expect(t.phase).toBe('play');
  });

  it('TR-4-12: with the jack in the scart the call has no effect', () => {
    let s = playState(['C-8 S-2', 'C-7 S-3', 'C-6 S-5', 'C-K S-4'], { scart: 'C-J B-2' });
    s = act(s, 'play:C-K', 'play:C-6', 'play:C-7', 'play:C-8', 'buob');
    expect(s.piles[1]).toEqual(expect.arrayContaining(cards('C-K C-6 C-7 C-8')));
    expect(has(s.scart, c('C-J'))).toBe(true);
    expect(view(s, 1).log.some((l) => l.text.en.includes('in the scart'))).toBe(true);
  });

  it('TR-4-12: a jack holder who played the Fool keeps the jack and the Fool stays played', () => {
    let s = playState(['C-8 S-2', 'C-7 S-3', 'Ex C-J', 'C-K S-4']);
    s = act(s, 'play:C-K', 'play:Ex', 'play:C-7', 'play:C-8', 'buob');
    expect(has(s.hands[2], c('C-J'))).toBe(true);
    expect(s.piles[1]).not.toContain(c('C-J'));
  });

  it('TR-4-12 open: the winner holding the jack himself may only decline', () => {
    let s = playState(['C-8 S-2', 'C-7 S-3', 'C-6 S-5', 'C-K C-J']);
    s = act(s, 'play:C-K', 'play:C-6', 'play:C-7', 'play:C-8');
    expect(s.phase).toBe('call');
    expect(legal(s)).toEqual([A('no-call')]);
  });

  it('TR-4-13: "buob, sche" spares the queen or cavalier; plain "buob" takes it back', () => {
    const start = () => act(playState(['C-8 S-2', 'C-7 S-3', 'C-Q C-J', 'C-K S-4']), 'play:C-K', 'play:C-Q', 'play:C-7', 'play:C-8');
    const sche = act(start(), 'buob-sche');
    expect(sche.piles[1]).toContain(c('C-Q'));
    expect(has(sche.hands[2], c('C-J'))).toBe(true);
    const plain = act(start(), 'buob');
    expect(plain.piles[1]).toContain(c('C-J'));
    expect(has(plain.hands[2], c('C-Q'))).toBe(true);
    // "buob, sche" against a numeral works as "buob"
    const num = act(act(playState(['C-8 S-2', 'C-7 S-3', 'C-6 C-J', 'C-K S-4']), 'play:C-K', 'play:C-6', 'play:C-7', 'play:C-8'), 'buob-sche');
    expect(num.piles[1]).toContain(c('C-J'));
  });

  it('TR-4-14: king and jack together on the first lead, then a numeral of another player is taken back', () => {
    let s = playState(['XX S-2', 'C-6 S-3', 'C-5 S-5', 'C-K C-J']);
    expect(legal(s)).toContain(A('play:C-K+J'));
    s = act(s, 'play:C-K+J', 'play:C-5', 'play:C-6', 'play:XX');
    expect(s.phase).toBe('take');
    expect(legal(s).sort()).toEqual([A('take:C-5'), A('take:C-6')].sort());
    s = act(s, 'take:C-6');
    expect(has(s.hands[3], c('C-6'))).toBe(true);
    expect(s.piles[0]).toEqual(expect.arrayContaining(cards('C-K C-J C-5 XX')));
    expect(s.hands.map((h) => toCards(h).length)).toEqual([1, 1, 1, 1]);
  });

  it('TR-4-14: not on a later lead of the suit; with no numeral to take the jack goes back (decision)', () => {
    let s = playState(['C-8 S-2 S-6', 'C-7 S-3 S-7', 'C-6 S-5 S-8', 'C-2 C-K C-J']);
    s = act(s, 'play:C-2', 'play:C-6', 'play:C-7', 'play:C-8'); // seat 3 wins (2 of cups is high)
    expect(legal(s)).not.toContain(A('play:C-K+J'));
    let t = playState(['XX S-2', 'XIX S-3', 'XVIII S-5', 'C-K C-J']);
    t = act(t, 'play:C-K+J', 'play:XVIII', 'play:XIX', 'play:XX');
    expect(has(t.hands[3], c('C-J'))).toBe(true);
    expect(t.hands.map((h) => toCards(h).length)).toEqual([1, 1, 1, 1]);
  });

  it('TR-4-16: knocking: the XXI holder may knock on the first trump lead, then the next highest', () => {
    let s = playState(['V XX', 'XXI VI', 'III IV', 'II X'], { settings: { knocking: true } });
    s = act(s, 'play:II', 'play:III');
    expect(legal(s)).toContain(A('knock'));
    s = act(s, 'knock', 'play:XXI', 'play:V');
    expect(view(s, 3).log.some((l) => l.kind === 'knock' && l.seat === 1)).toBe(true);
    expect(s.toAct).toBe(1);
    s = act(s, 'play:VI'); // XX is now the highest trump out: its holder may knock on this lead
    expect(s.toAct).toBe(0);
    expect(legal(s)).toContain(A('knock'));
    const off = act(playState(['V XX', 'XXI VI', 'III IV', 'II X']), 'play:II', 'play:III');
    expect(legal(off)).not.toContain(A('knock'));
  });

  it('TR-4-16: the knock window for a trump is the first trump lead after it became highest', () => {
    let s = playState(['V XIX', 'XXI II', 'III IV', 'XX X'], { settings: { knocking: true } });
    s = act(s, 'play:X', 'play:III');
    expect(legal(s)).toContain(A('knock'));
    s = act(s, 'play:II', 'play:V'); // declines; seat 3 wins with the X
    s = act(s, 'play:XX', 'play:IV');
    expect(legal(s)).not.toContain(A('knock'));
    expect(refusalOf(s, 'knock')).toBe('no-knock');
  });
});
