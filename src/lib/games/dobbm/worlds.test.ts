import { describe, expect, it } from 'vitest';
import { emptySet, has, setOf, toCards } from '../../engine/card-set';
import { runWorlds } from '../../engine/conformance';
import { isRefusal, type Settings } from '../../engine/game';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { placeCards } from '../../engine/worlds';
import { ctx, deal, run } from '../../../../tests/helpers/dobbm/scenario';
import { HEARTS, cardsOf, code } from './cards';
import { discardFeasible } from './rules';
import { defaultSettings } from './settings';
import type { DobbmState } from './state';
import { view } from './view';
import { determinize, placeWithDiscard, worldDeal } from './worlds';
import { dobbmGame } from './index';
import { scaled } from '../../../../tests/helpers/scale';

// Dealer 0, four players. Seat 2 holds no leaves and no hearts; seat 3 no leaves.
const HANDS = {
  1: 'L-S L-10 L-K H-S H-10 B-S A-S A-10',
  2: 'B-10 B-K B-O B-U B-9 A-K A-O A-U',
  3: 'H-K H-O H-U H-9 B-8 B-7 A-9 A-8',
  0: 'L-O L-U L-9 L-8 L-7 H-8 H-7 A-7'
};
const DOBB = 'L-6 H-6 B-6 A-6';
const solo = 'bid:solo bid:good bid:good bid:good double:good double:good double:good';

const suitsHeld = (s: DobbmState, seat: number) => new Set(toCards(s.hands[seat]).map((c) => c >> 5));

describe('Dobbm worlds from a view', () => {
  it('DO-PLAY-1: a seat that did not follow holds none of the led suit in any world, and none of the hearts when it did not trump either', () => {
    const s = run(deal(ctx(4, 0), HANDS, DOBB), `${solo} play:L-10 play:B-9 play:H-9`);
    const rng = rngFromSeed(7);
    const seat2 = new Set<string>();
    for (const seat of [0, 1, null]) {
      const v = view(s, seat); // null: the public view (a spectator) sees no hand at all
      for (let k = 0; k < 300; k++) {
        const w = determinize(v, rng);
        expect(view(w, seat)).toEqual(v);
        expect(suitsHeld(w, 2).has(1)).toBe(false); // no leaves: B-9 on a leaves lead
        expect(suitsHeld(w, 2).has(HEARTS)).toBe(false); // and no hearts: it did not trump
        expect(suitsHeld(w, 3).has(1)).toBe(false); // seat 3 trumped: no leaves, hearts allowed
        seat2.add(toCards(w.hands[2]).map(code).join(' '));
      }
    }
    // The worlds differ: seat 2's hidden cards are dealt anew (from the bells and acorns left).
    expect(seat2.size).toBeGreaterThan(20);
    // Without the void shown, a seat may hold leaves: the constraint is what the history shows, no more.
    const before = run(deal(ctx(4, 0), HANDS, DOBB), `${solo} play:L-10`);
    const leaves = Array.from({ length: 200 }, () => suitsHeld(determinize(view(before, 0), rng), 2).has(1));
    expect(leaves).toContain(true);
  });

  it('DO-EXCH-2: in a Solo the Dobb of a world holds only cards the seat has not seen, dealt anew each time', () => {
    const s = run(deal(ctx(4, 0), HANDS, DOBB), `${solo} play:L-10 play:B-9 play:H-9`);
    const v = view(s, 1);
    const played = v.trick.map((p) => p.card);
    const rng = rngFromSeed(3);
    const dobbs = new Set<string>();
    for (let k = 0; k < 200; k++) {
      const w = determinize(v, rng);
      for (const c of toCards(w.dobb)) expect(v.hand.includes(c) || played.includes(c)).toBe(false);
      dobbs.add(toCards(w.dobb).map(code).join(' '));
    }
    expect(dobbs.size).toBeGreaterThan(50);
  });

  for (const heartSowAlone of [false, true])
    it(`DO-EXCH-1, DO-EXCH-3 (heartSowAlone ${heartSowAlone}): every world's discard is one the declarer could lay away, and holds no card the seat saw`, () => {
      const settings = { ...defaultSettings(), heartSowAlone };
      let checked = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const s = dobbmGame.setup({ players: 4, dealer: 0, settings }, seed);
        const rng = rngFromSeed(seed);
        while (dobbmGame.toAct(s) !== null) {
          if (s.contract === 1 && s.discards.length > 0 && nextInt(rng, 4) === 0) {
            for (const seat of s.active.filter((x) => x !== s.declarer)) {
              const v = view(s, seat);
              for (let k = 0; k < 10; k++) {
                const w = determinize(v, rng);
                const rest = w.discards.length < 4 ? w.hands[w.declarer] : emptySet();
                expect(discardFeasible(w.discard, rest, 4 - w.discards.length, heartSowAlone)).toBe(true);
                for (const c of v.hand) expect(has(w.discard, c)).toBe(false);
                checked++;
              }
            }
          }
          const legal = dobbmGame.legal(s);
          dobbmGame.applyInPlace(s, legal[nextInt(rng, legal.length)]);
        }
      }
      expect(checked).toBeGreaterThan(500);
    });

  it("DO-EXCH-1: the declarer's world keeps the real discard in its order; a defender's world deals it anew", () => {
    const s = run(
      deal(ctx(4, 0), HANDS, DOBB),
      'bid:dobbm bid:good bid:good bid:good discard:A-S discard:H-10 discard:A-10 discard:A-6 double:good double:good double:good play:L-10'
    );
    const rng = rngFromSeed(11);
    const mine = determinize(view(s, 1), rng);
    expect(mine.discards.map(code)).toEqual(['A-S', 'H-10', 'A-10', 'A-6']);
    expect(toCards(mine.hands[1])).toEqual(toCards(s.hands[1]));
    const theirs = new Set<string>();
    for (let k = 0; k < 100; k++)
      theirs.add(
        toCards(determinize(view(s, 2), rng).discard)
          .map(code)
          .join(' ')
      );
    expect(theirs.size).toBeGreaterThan(20);
  });

  it('DO-EXCH-1: when the voids force a Sow into the discard, its trump goes with it, even where plain sampling rarely finds one', () => {
    // Place 0: a hand of 5; place 1: the discard of 2. The leaves Sow may lie only in the discard
    // (every hand showed a leaves void); one heart among six other cards may go either way.
    const cards = cardsOf('L-S H-7 B-6 B-7 B-8 A-6 A-7');
    const allowed = cards.map((c) => (c === cards[0] ? 0b10 : 0b11));
    const places = [{ size: 5 }, { size: 2 }];
    const ok = (d: number[][]) => discardFeasible(setOf(d[1]), emptySet(), 0, false);
    let fallbacks = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const rng = rngFromSeed(seed);
      const d = placeWithDiscard(cards, allowed, places, 1, ok, rng);
      expect(d).not.toBeNull();
      expect(d![1].map(code).sort()).toEqual(['H-7', 'L-S']);
      // How often eight plain samples would all have missed (then the later steps found it).
      const again = rngFromSeed(seed);
      let plain = false;
      for (let k = 0; k < 8 && !plain; k++) plain = ok(placeCards(cards, allowed, places, again)!);
      if (!plain) fallbacks++;
    }
    expect(fallbacks).toBeGreaterThan(10);
  });
});

/**
 * Worlds from a view: at every 5th step of each hand a random seat's view is determinized (60
 * worlds; the engine gives a card still missing more before it counts); each world must give that
 * view back, hold every card once, play on to its end, and over the samples every card the seat
 * has not seen must turn up at least once where it really is.
 */
describe('Dobbm worlds', () => {
  const worlds: { name: string; settings: Settings; session?: Record<string, boolean>; hands: number }[] = [
    { name: 'defaults', settings: {}, hands: scaled(20, 200) },
    { name: 'heartSowAlone on (DO-EXCH-3)', settings: { heartSowAlone: true }, hands: scaled(15, 40) },
    { name: 'a Mußrunde deal (DO-SESS-1)', settings: {}, session: { mussrunde: true }, hands: scaled(15, 40) }
  ];
  for (const players of [4, 5])
    for (const w of worlds)
      it(`DO-PLAY-1, DO-EXCH-1: ${players} players, ${w.name}: a world from any seat's view is that view, plays on and spreads the unseen cards, over ${w.hands} hands`, () => {
        const r = runWorlds(dobbmGame, {
          context: { players, dealer: 0, settings: { ...defaultSettings(), ...w.settings }, ...(w.session ? { session: w.session } : {}) },
          hands: w.hands,
          firstSeed: players * 30000,
          samples: 60
        });
        expect(r.violations).toEqual([]);
      });

  it("DO-EXCH-1, DO-PLAY-1: every action of a world's history is legal in that world (checked apply), from every seat's view", () => {
    let replayed = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = dobbmGame.setup({ players: 4 + (seed % 2), dealer: seed % 4, settings: defaultSettings() }, seed);
      const rng = rngFromSeed(seed);
      for (let step = 0; dobbmGame.toAct(s) !== null; step++) {
        if (step % 3 === 0)
          for (let seat = 0; seat < s.players; seat++) {
            const { start, actions } = worldDeal(view(s, seat), rng);
            let w: DobbmState = start;
            for (const a of actions) {
              const next = dobbmGame.apply(w, a);
              if (isRefusal(next)) throw new Error(`seed ${seed} seat ${seat}: ${dobbmGame.actionCode(a)} refused in a world: ${next.reason.en}`);
              w = next;
            }
            replayed++;
          }
        const legal = dobbmGame.legal(s);
        dobbmGame.applyInPlace(s, legal[nextInt(rng, legal.length)]);
      }
    }
    expect(replayed).toBeGreaterThan(1000);
  });
});
