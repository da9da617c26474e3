import { describe, expect, it } from 'vitest';
import { has, setOf, size, toCards } from '../../engine/card-set';
import { parseCard } from '../../engine/packs';
import { parseAction } from './actions';
import { groupPoints, packTotal, sidePoints } from './count';
import { setup } from './state';
import { legal } from './rules';
import { troccasModule } from './index';
import { PACK } from './cards';
import { sideOf } from './seats';
import { facts, score } from './scoring';
import { troccasSessionRules } from './session';
import { PHRASES } from './talk';
import { act, cards, refusalOf } from '../../../../tests/helpers/troccas/scenario';
import { locations, view } from './view';

const c = (code: string) => parseCard(PACK, code);
const A = (code: string) => parseAction(code)!;
const sizes = (s: ReturnType<typeof setup>) => s.hands.map((h) => size(h));
const ctx4 = (extra: object = {}) => ({ players: 4, dealer: 0, settings: {}, ...extra });
const allGoOn = (s: ReturnType<typeof setup>) => {
  while (s.phase === 'interval') s = act(s, 'go-on:dai-vinavon');
  return s;
};

describe('Troccas cards and counting', () => {
  it('TR-CARD-1, TR-CARD-2, TR-CARD-3: 78 cards, round suits reversed, values', () => {
    expect(PACK.cards).toHaveLength(78);
    const order = (s: number) =>
      PACK.suits[s].faces
        .map((f) => f.key)
        .reverse()
        .join(' ');
    expect(order(0)).toBe('K Q C J A 2 3 4 5 6 7 8 9 10');
    expect(order(3)).toBe('K Q C J 10 9 8 7 6 5 4 3 2 A');
    const v = (code: string) => PACK.values[c(code)];
    expect(['XXI', 'I', 'Ex', 'C-K', 'S-Q', 'O-C', 'B-J', 'X', 'C-10'].map(v)).toEqual([5, 5, 5, 5, 4, 3, 2, 1, 1]);
  });

  it("TR-CARD-4: counting in fours, as in the text's examples; two left over are worth their sum less 1; 72 in all", () => {
    expect(groupPoints(cards('C-Q C-2 C-3 C-4'), 4)).toBe(4);
    expect(groupPoints(cards('C-K C-C XXI XV'), 4)).toBe(11);
    expect(sidePoints([], cards('C-Q S-2'), 'fours')).toBe(4);
    const all = [...PACK.cards];
    expect(groupPoints(all.slice(0, 38), 4) + groupPoints(all.slice(38), 4)).toBe(72);
    expect(packTotal(4, 'fours')).toBe(72);
  });
});

describe('Troccas deal at four players', () => {
  it('TR-4-3: the dealer gets 21 and the others 19, in rounds of 6, 6 and 7 (9), last card face up', () => {
    let s = setup(ctx4(), 7);
    expect(sizes(s)).toEqual([6, 6, 6, 6]);
    expect(s.phase).toBe('interval');
    s = act(s, 'go-on:dai-vinavon');
    expect(sizes(s)).toEqual([12, 12, 12, 12]);
    s = act(s, 'go-on:aunc-sis');
    expect(sizes(s)).toEqual([21, 19, 19, 19]);
    expect(size(s.known)).toBe(4);
    for (let seat = 0; seat < 4; seat++) {
      const up = toCards(s.hands[seat]).filter((x) => has(s.known, x));
      expect(up).toHaveLength(1);
      for (const other of [0, 1, 2, 3]) expect(view(s, other).shown.find((x) => x.seat === seat)?.cards).toEqual(up);
    }
  });

  it('TR-4-4: the cut card is seen by the non-dealers, by the dealer only after 12 cards each', () => {
    let s = setup(ctx4(), 11);
    const cut = s.deck[77];
    const sees = (seat: number) => view(s, seat).shown.some((x) => x.cards.includes(cut));
    expect([0, 1, 2, 3].map(sees)).toEqual([false, true, true, true]);
    const loc = locations(s).find((l) => l.where === 'pack:cut')!;
    expect(loc.visibleTo).toEqual([1, 2, 3]);
    s = act(s, 'go-on:dai-vinavon');
    expect(sees(0)).toBe(true);
    s = act(s, 'go-on:dai-vinavon');
    expect(has(s.hands[0], cut) && has(s.known, cut)).toBe(true); // the dealer's last card, face up
  });

  it('TR-4-5: a side 9 behind may ask for two rounds (9, then 10 and 12 to the dealer)', () => {
    let s = setup(ctx4({ session: { behindSide: 1, behind: 9 } }), 3);
    expect(s.phase).toBe('catchup');
    expect(sideOf(s.toAct, 4)).toBe(1);
    expect(legal(s)).toEqual([A('deal:three'), A('deal:two')]);
    s = act(s, 'deal:two');
    expect(sizes(s)).toEqual([9, 9, 9, 9]);
    s = act(s, 'go-on:jeu-stun');
    expect(sizes(s)).toEqual([21, 19, 19, 19]);
    expect(view(s, 2).log[0].kind).toBe('catch-up');
    // TR-4-4: in a two-round deal the dealer sees the cut card before dealing
    const t = act(setup(ctx4({ session: { behindSide: 1, behind: 9 } }), 3), 'deal:two');
    expect(view(t, 0).shown.some((x) => x.label.en === 'Cut card')).toBe(true);
  });

  it('TR-4-5: a side 18 behind may ask for one round, its own cards of the last hand gathered together', () => {
    const gathered = cards('C-K C-Q C-C C-J S-K S-Q S-C S-J');
    let s = setup(ctx4({ session: { behindSide: 1, behind: 18, gathered } }), 3);
    expect(legal(s)).toContain(A('deal:one'));
    s = act(s, 'deal:one');
    expect(sizes(s)).toEqual([21, 19, 19, 19]);
    // Not shuffled, only cut: the gathered cards lie together (cyclically) in the pack.
    const pos = gathered.map((g) => s.deck.indexOf(g));
    const doubled = [...s.deck, ...s.deck].join(',');
    expect(doubled.includes(gathered.join(','))).toBe(true);
    expect(pos.every((p) => p >= 0)).toBe(true);
    // Without a catch-up the deal is the usual one.
    expect(setup(ctx4({ session: { behindSide: 1, behind: 8 } }), 3).phase).toBe('interval');
    // The session offers it from the running score of the current game.
    let sess = troccasSessionRules.start(4, 0, {});
    const f = {
      players: 4,
      dealer: 0,
      counting: 'fours' as const,
      thrownIn: false,
      method: 'three' as const,
      cardPoints: [50, 22],
      allTricks: -1,
      piles: [cards('C-K'), cards('C-2')]
    };
    sess = troccasSessionRules.afterHand(sess, f, score(f, {}));
    expect(troccasSessionRules.nextHand(sess)?.session).toEqual({ behindSide: 1, behind: 14, gathered: cards('C-2') });
  });

  it('TR-4-6: a veto deals on at once; two allow and "liber" leave it to the dealer, who may throw in', () => {
    let s = setup(ctx4(), 5);
    expect(s.toAct).toBe(3); // from dealer's right
    s = act(s, 'allow');
    expect(s.toAct).toBe(2);
    s = act(s, 'go-on:tuttas');
    expect(s.round).toBe(2);
    s = act(s, 'allow', 'allow');
    expect(s.toAct).toBe(1);
    expect(refusalOf(s, 'allow')).toBe('not-now'); // the third speaker: go on or liber only
    s = act(s, 'liber');
    expect(s.phase).toBe('dealer');
    expect(s.toAct).toBe(0);
    s = act(s, 'throw-in');
    expect(s.phase).toBe('over');
    const f = facts(s)!;
    expect(f.thrownIn).toBe(true);
    expect(score(f, {}).deltas).toEqual([0, 0, 0, 0]);
    const sess = troccasSessionRules.afterHand(troccasSessionRules.start(4, 0, {}), f, score(f, {}));
    expect(troccasSessionRules.nextHand(sess)?.dealer).toBe(0); // redealt by the same dealer
    expect(sess.handsInGame).toBe(0); // and not counted
  });

  it('TR-4-6: a dealer with no trumps after the last round may throw in alone', () => {
    const withTrumps = act(setup(ctx4(), 5), 'go-on:dai-vinavon', 'go-on:dai-vinavon');
    expect(toCards(withTrumps.hands[0]).some((x) => x >> 5 === 4)).toBe(true);
    expect(act(withTrumps, 'go-on:dai-vinavon').phase).toBe('discard'); // with trumps a veto goes straight on
    const t = act(setup(ctx4(), 5), 'go-on:dai-vinavon', 'go-on:dai-vinavon');
    t.hands[0] = setOf(toCards(t.hands[0]).filter((x) => x >> 5 !== 4)); // the scenario: no trumps
    let u = act(t, 'go-on:nus-dein');
    expect(u.phase).toBe('dealer');
    expect(u.toAct).toBe(0);
    expect(u.dealerWhy).toBe(2);
    u = act(u, 'throw-in');
    expect(facts(u)?.throwInReason).toBe('no-trumps');
    // after two rounds the dealer has no such privilege
    const early = act(setup(ctx4(), 5), 'go-on:dai-vinavon');
    early.hands[0] = setOf(toCards(early.hands[0]).filter((x) => x >> 5 !== 4));
    expect(act(early, 'go-on:dai-vinavon').phase).toBe('interval');
  });

  it('TR-4-7: table talk is an action, shown to every seat, never naming a suit; talking means allowing', () => {
    let s = setup(ctx4(), 9);
    s = act(s, 'talk:gidel', 'talk:medel-tschec');
    expect(refusalOf(s, 'go-on:dai-vinavon')).toBe('not-now');
    expect(refusalOf(s, 'talk:flur')).toBe('not-now'); // at most two statements a turn
    s = act(s, 'allow');
    for (const seat of [0, 1, 2, 3, null]) {
      const texts = view(s, seat)
        .log.filter((l) => l.kind === 'talk')
        .map((l) => l.text.en);
      expect(texts).toEqual(['"jeu gidel" (I help: a good hand)', '"tschéc da Medel" (plenty of trumps)']);
    }
    expect(view(s, 1).talk).toEqual([3, 5, PHRASES.findIndex((p) => p.id === 'gidel'), 3, 5, PHRASES.findIndex((p) => p.id === 'medel-tschec'), 3, 4, 0]);
    const suitWords = /cup|coin|sword|baton|cuppas|rosas|spadas|bastuns|kelch|münz|schwert|stab/i;
    for (const p of PHRASES) expect(suitWords.test(p.say + p.meaning.en + p.meaning.de)).toBe(false);
    // the third speaker does not talk
    s = act(s, 'allow');
    expect(legal(s).some((a) => a >= A('talk:freid') && a < A('talk:freid') + PHRASES.length)).toBe(false);
    // the statements of the text are all there
    for (const id of [
      'medel',
      'medel-duas',
      'sogn-gion',
      'salvaplauna',
      'claustra',
      'freid',
      'flur',
      'fluretg',
      'fluretg-nausch',
      'femna',
      'strusch-in',
      'mund',
      'narr-bein',
      'narr-blut',
      'gidel',
      'lavadas',
      'autras'
    ])
      expect(PHRASES.some((p) => p.id === id)).toBe(true);
  });

  it('TR-4-17: the silent variant has no table talk', () => {
    const s = setup(ctx4({ settings: { talk: false } }), 9);
    expect(legal(s).some((a) => a >= A('talk:freid'))).toBe(false);
    expect(refusalOf(s, 'talk:gidel')).toBe('not-now');
  });

  it('TR-4-8: the dealer discards two cards, never a king, XXI, I or Fool; the scart counts for his side', () => {
    let s = allGoOn(setup(ctx4(), 21));
    if (s.phase === 'dealer') s = act(s, 'go-on:dai-vinavon');
    expect(s.phase).toBe('discard');
    expect(s.toAct).toBe(0);
    const hand = toCards(s.hands[0]);
    const honour = hand.find((x) => PACK.values[x] === 5);
    if (honour !== undefined) expect(refusalOf(s, `discard:${troccasModule.game.actionCode(honour).slice(5)}`)).toBe('scart-honour');
    const low = hand.filter((x) => PACK.values[x] < 5);
    s = act(s, troccasModule.game.actionCode(256 + low[0]), troccasModule.game.actionCode(256 + low[1]));
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(3); // TR-4-9: dealer's right leads
    expect(size(s.scart)).toBe(2);
    expect(sizes(s)).toEqual([19, 19, 19, 19]);
    expect(locations(s).find((l) => l.where === 'scart')?.visibleTo).toEqual([0]);
  });

  it('TR-4-15: each side scores its card points less 36; a game is four hands; the deal passes to the right', () => {
    const f = { players: 4, dealer: 0, counting: 'fours' as const, thrownIn: false, method: 'three' as const, cardPoints: [40, 32], allTricks: -1 };
    expect(score(f, {}).deltas).toEqual([4, -4, 4, -4]);
    let sess = troccasSessionRules.start(4, 2, {});
    for (let i = 0; i < 4; i++) {
      expect(troccasSessionRules.nextHand(sess)?.dealer).toBe([2, 1, 0, 3][i]);
      sess = troccasSessionRules.afterHand(sess, { ...f, dealer: sess.dealer }, score({ ...f, dealer: sess.dealer }, {}));
    }
    expect(sess.games).toHaveLength(1);
    expect(sess.handsInGame).toBe(0);
    expect(troccasSessionRules.totals(sess).reduce((a, b) => a + b, 0)).toBe(0);
    const pay = troccasSessionRules.settlement(sess, 10);
    expect(pay.reduce((a, t) => a + t.amount, 0)).toBe(
      troccasSessionRules
        .totals(sess)
        .filter((x) => x > 0)
        .reduce((a, b) => a + b, 0) * 10
    );
    sess = troccasSessionRules.callEnd!(sess);
    expect(troccasSessionRules.nextHand(sess)).toBeNull();
  });

  it('TR-4-2: the app draws the first dealer (the session takes it as given); partners sit opposite', () => {
    const sess = troccasSessionRules.start(4, 3, {});
    expect(troccasSessionRules.nextHand(sess)?.dealer).toBe(3);
    expect(sideOf(0, 4)).toBe(sideOf(2, 4));
    expect(sideOf(1, 4)).toBe(sideOf(3, 4));
  });
});

describe('Troccas at six, three and five players', () => {
  it('TR-6-1: two sides of three alternating, 13 cards each, no scart, no talk, no throw-in, six hands a game', () => {
    const s = setup({ players: 6, dealer: 2, settings: {} }, 4);
    expect(sizes(s)).toEqual([13, 13, 13, 13, 13, 13]);
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(1);
    expect(size(s.known)).toBe(6); // the last card to each face up
    expect([0, 1, 2, 3, 4, 5].map((x) => sideOf(x, 6))).toEqual([0, 1, 0, 1, 0, 1]);
    expect(view(s, 0).partners).toEqual([0, 2, 4]);
    const f = { players: 6, dealer: 2, counting: 'fours' as const, thrownIn: false, method: 'all' as const, cardPoints: [30, 42], allTricks: -1 };
    expect(score(f, {}).deltas).toEqual([-6, 6, -6, 6, -6, 6]);
    expect(troccasSessionRules.start(6, 0, {}).handsPerGame).toBe(6);
    expect(troccasModule.entryForm(6, {}).map((x) => x.key)).toEqual(['dealerSidePoints']);
  });

  it('TR-3-1: three players alone, 25 cards each after the dealer discards three; no talk, no jack call; king+jack allowed', () => {
    let s = setup({ players: 3, dealer: 0, settings: {} }, 8);
    expect(sizes(s)).toEqual([28, 25, 25]);
    expect(s.phase).toBe('discard');
    const low = toCards(s.hands[0]).filter((x) => PACK.values[x] < 5);
    for (let i = 0; i < 3; i++) s = act(s, troccasModule.game.actionCode(256 + low[i]));
    expect(sizes(s)).toEqual([25, 25, 25]);
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(2);
    // no jack call: a king on the first lead of its suit ends the trick without a call
    const t = setup({ players: 3, dealer: 0, settings: {} }, 8);
    t.phase = 'play';
    t.hands = [setOf(cards('C-8')), setOf(cards('C-7')), setOf(cards('C-K'))];
    t.toAct = 2;
    const u = act(t, 'play:C-K', 'play:C-7', 'play:C-8');
    expect(u.phase).toBe('over');
    const k = setup({ players: 3, dealer: 0, settings: {} }, 8);
    k.phase = 'play';
    k.hands = [setOf(cards('C-8 S-2')), setOf(cards('C-7 S-3')), setOf(cards('C-K C-J'))];
    k.toAct = 2;
    expect(legal(k)).toContain(A('play:C-K+J'));
  });

  it('TR-3-2: counted singly (127: dealer less 43, others less 42) or, as a variant, in threes (78, less 26)', () => {
    const single = { players: 3, dealer: 1, counting: 'singly' as const, thrownIn: false, method: 'all' as const, cardPoints: [40, 50, 37], allTricks: -1 };
    expect(score(single, {}).deltas).toEqual([-2, 7, -5]);
    expect(sidePoints(cards('C-K C-2'), cards('C-Q C-3 S-J'), 'singly')).toBe(6 + 3 + 0 + 1);
    const threes = { ...single, counting: 'threes' as const, cardPoints: [30, 20, 28] };
    expect(score(threes, { counting3: 'threes' }).deltas).toEqual([4, -6, 2]);
    expect(groupPoints(cards('C-K C-2 C-3'), 3)).toBe(5);
    expect(packTotal(3, 'singly')).toBe(127);
    expect(packTotal(3, 'threes')).toBe(78);
    expect(troccasModule.entryForm(3, { counting3: 'threes' })[0].max).toBe(78);
  });

  it('TR-5-1: five players alone, 15 cards each, the dealer 18 discarding 3; dealer less 27, others less 25', () => {
    const s = setup({ players: 5, dealer: 4, settings: {} }, 8);
    expect(sizes(s)).toEqual([15, 15, 15, 15, 18]);
    expect(s.phase).toBe('discard');
    const f = { players: 5, dealer: 4, counting: 'singly' as const, thrownIn: false, method: 'all' as const, cardPoints: [25, 20, 30, 25, 27], allTricks: -1 };
    expect(score(f, {}).deltas).toEqual([0, -5, 5, 0, 0]);
  });

  it('TR-3-3: at three and five the scart keeps the limits of four, the deal passes right, a game is one deal each', () => {
    const s = setup({ players: 5, dealer: 4, settings: {} }, 8);
    const honour = toCards(s.hands[4]).find((x) => PACK.values[x] === 5);
    if (honour !== undefined) expect(refusalOf(s, troccasModule.game.actionCode(256 + honour))).toBe('scart-honour');
    let sess = troccasSessionRules.start(3, 0, {});
    expect(sess.handsPerGame).toBe(3);
    const f = { players: 3, dealer: 0, counting: 'singly' as const, thrownIn: false, method: 'all' as const, cardPoints: [43, 42, 42], allTricks: -1 };
    sess = troccasSessionRules.afterHand(sess, f, score(f, {}));
    expect(sess.dealer).toBe(2);
    expect(troccasSessionRules.nextHand(sess)?.session).toBeUndefined(); // no catch-up deals without partners
  });
});
