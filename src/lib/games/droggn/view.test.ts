import { describe, expect, it } from 'vitest';
import { has, setOf } from '../../engine/card-set';
import type { Action, Seat } from '../../engine/game';
import { nextInt, rngFromSeed } from '../../engine/rng';
import * as A from './actions';
import { droggnGame } from './index';
import { clone, setup, type DroggnState } from './state';

/** Random hands through every phase (the rarer contracts favoured), with the actions as they were taken. */
function* randomHands(players: number, count: number, settings = {}): Generator<{ s: DroggnState; actions: { seat: Seat; action: Action }[] }> {
  for (let seed = 1; seed <= count; seed++) {
    const rng = rngFromSeed(seed * 17 + players);
    const s = setup({ players, dealer: seed % players, settings }, seed);
    const actions: { seat: Seat; action: Action }[] = [];
    while (droggnGame.toAct(s) !== null) {
      yield { s: clone(s), actions: actions.slice() };
      const legal = droggnGame.legal(s);
      const a = s.phase === 'bid' && nextInt(rng, 3) === 0 ? legal[Math.min(1, legal.length - 1)] : legal[nextInt(rng, legal.length)];
      actions.push({ seat: s.toAct, action: a });
      droggnGame.applyInPlace(s, a);
    }
    yield { s, actions };
  }
}

/** Whether `seat` saw action `a` of the hand in state `s` (a discard: the declarer; the face-down offer: the declarer and the seller). */
function sees(s: DroggnState, seat: Seat | null, a: Action): boolean {
  if (A.kindOf(a) === A.DISCARD) return seat === s.declarer;
  if (A.kindOf(a) === A.OFFER) return seat === s.declarer || (s.seller >= 0 && seat === s.seller);
  return true;
}

describe('Droggn view: what a seat remembers (issue 11)', () => {
  it('ALL-2: history is every action so far, a hidden one (discard, face-down offer) as null for the seats that did not see it', () => {
    let checked = 0;
    for (const players of [3, 4])
      for (const { s, actions } of randomHands(players, 150, players === 4 ? { showTalon: true, kleineGstiess: true } : {}))
        for (let seat = -1; seat < players; seat++) {
          const who = seat < 0 ? null : seat;
          const v = droggnGame.view(s, who);
          expect(v.history).toEqual(actions.map(({ seat: by, action }) => ({ seat: by, action: sees(s, who, action) ? action : null })));
          checked++;
        }
    expect(checked).toBeGreaterThan(10000);
  });
  it('ALL-2: every card in a seat’s history and played tricks is one that seat has seen (a named card is said aloud)', () => {
    for (const players of [3, 4])
      for (const { s } of randomHands(players, 40))
        for (let seat = 0; seat < players; seat++) {
          const seen = setOf([]);
          for (const loc of droggnGame.locations(s))
            if (loc.visibleTo === 'all' || loc.visibleTo.includes(seat)) for (let i = 0; i < 6; i++) seen[i] |= loc.cards[i];
          const v = droggnGame.view(s, seat);
          for (const h of v.history)
            if (h.action !== null && A.kindOf(h.action) !== 0 && A.kindOf(h.action) !== A.NAME) expect(has(seen, A.cardOf(h.action))).toBe(true);
          for (const t of v.playedTricks) for (const p of t.cards) expect(has(seen, p.card)).toBe(true);
          for (const c of v.discard ?? []) expect(has(seen, c)).toBe(true);
          if (v.buy?.offered != null) expect(has(seen, v.buy.offered)).toBe(true);
        }
  });
  it('the hand’s facts are typed fields: the declarer’s discard, the talon it took, the buy, every finished trick and the context', () => {
    for (const { s } of randomHands(3, 300)) {
      if (s.phase !== 'over' || s.buyState !== 1) continue;
      const v = droggnGame.view(s, s.declarer);
      expect(v.discard).toHaveLength(3);
      expect(v.talon).toHaveLength(3);
      expect(v.buy).toMatchObject({ outcome: 'bought', offered: s.offered, named: s.named, seller: s.seller });
      const other = droggnGame.view(
        s,
        s.active.find((p) => p !== s.declarer && p !== s.seller)!
      );
      expect(other.discard).toBeNull();
      expect(other.buy).toMatchObject({ outcome: 'bought', offered: null, named: s.named, seller: s.seller });
      expect(v.playedTricks).toHaveLength(s.trickNo);
      expect(v.context).toEqual({ players: 3, dealer: s.dealer, settings: { ...s.settings } });
      return;
    }
    throw new Error('no bought hand among the random ones');
  });
});
