import { describe, expect, it } from 'vitest';
import type { Action } from '../engine/game';
import type { ModelPolicy } from '../engine/bot';
import { rngFromSeed } from '../engine/rng';
import { moduleFor } from '../games/modules';
import { ruleBotOf, searchGameOf } from './registry';
import { searchedSet, setCandidates, setHint, setSearchBot, setSearchChoice, type SetSearch } from './set-search';
import { hintOf } from './registry';

// Troggen's discard after the talon (TG-EXCH-1), laid away a card at a time.
const mod = moduleFor('troggen')!;
const game = searchGameOf(mod);
const ruleBot = ruleBotOf(mod);
const bids = mod.modelBot!;
const settings = { ruleBot, policy: mod.modelPolicy as ModelPolicy };
/** Few worlds: the tests check what the search does, not how well (the arena does, docs/bots.md). */
const set: SetSearch = { phases: ['discard'], worlds: 4, alternatives: 2, z: 1 };
const A_DISCARD = 256;
const KING = 13;
const TRUMP = 4;
const EXCUSE = (5 << 5) | 0;

/** Deals bid by the strong level's bids (the model's) up to the bidder's discard: the state. */
function discards(players: number, deals: number, from: number): unknown[] {
  const out: unknown[] = [];
  for (let seed = from; seed < from + deals; seed++) {
    const s = game.setup({ players, dealer: seed % players, settings: game.defaultSettings(players) }, seed);
    for (let seat = game.toAct(s); seat !== null && game.view(s, seat).phase !== 'discard'; seat = game.toAct(s)) {
      const legal = game.legal(s);
      game.applyInPlace(s, legal.length === 1 ? legal[0] : bids.choose({ view: game.view(s, seat), legal, seed, budgetMs: 0 }));
    }
    if (game.toAct(s) !== null) out.push(s);
  }
  return out;
}

const request = (s: unknown, seed = 7) => ({ view: game.view(s, game.toAct(s)!), legal: game.legal(s), seed, budgetMs: 0 });
const cardOf = (a: Action) => a - A_DISCARD;
const suit = (c: number) => c >> 5;
const rank = (c: number) => c & 31;

describe('the searched discard (issue 26, bots/set-search.ts)', () => {
  it('TG-EXCH-1: every candidate lays away as many cards as were taken, never a king or the Excuse, a trump (never I or XXI) only once no other card may go; the rule bot’s set first', () => {
    let judged = 0;
    for (const players of [4, 5, 6]) {
      for (const s of discards(players, 12, 41)) {
        const seat = game.toAct(s)!;
        const hand = game.view(s, seat).hand;
        const taken = hand.length - { 4: 18, 5: 15, 6: 12 }[players]!;
        const plain = hand.filter((c) => suit(c) < TRUMP && rank(c) !== KING);
        const sets = setCandidates(game, s, seat, 'discard', ruleBot, 2);
        // The rule bot's own set, card by card on the real state.
        const rule: Action[] = [];
        const w = game.clone(s);
        while (game.toAct(w) === seat && game.view(w, seat).phase === 'discard') {
          const a = ruleBot.choose({ view: game.view(w, seat), legal: game.legal(w), seed: 1, budgetMs: 0 });
          rule.push(a);
          game.applyInPlace(w, a);
        }
        expect(sets[0]).toEqual(rule);
        expect(new Set(sets.map((c) => [...c].sort().join())).size).toBe(sets.length);
        for (const c of sets) {
          // By the text, card by card from the hand (not by the rules' code).
          const cards = c.map(cardOf);
          expect(new Set(cards).size).toBe(taken);
          for (const x of cards) {
            expect(hand).toContain(x);
            expect(x).not.toBe(EXCUSE);
            if (suit(x) === TRUMP) {
              expect(plain.every((p) => cards.includes(p))).toBe(true);
              expect([1, 21]).not.toContain(rank(x));
            } else expect(rank(x)).not.toBe(KING);
          }
          // And the game's own referee takes them in the candidate's order.
          const r = game.clone(s);
          for (const a of c) {
            expect(game.check(r, a)).toBeNull();
            game.applyInPlace(r, a);
          }
          expect(game.view(r, seat).phase).toBe('play');
          judged++;
        }
      }
    }
    expect(judged).toBeGreaterThan(40);
  });

  it('TG-EXCH-1 no peeking: the same view gives the same discard, from another state with that view and another seed; every card keeps to the set chosen at the first', () => {
    let differ = 0;
    let cards = 0;
    // Deal 42: a discard where the search leaves the rule bot's set (at these few worlds).
    for (const s of discards(4, 1, 42)) {
      const seat = game.toAct(s)!;
      const first = searchedSet(game, settings, set, game.view(s, seat))!;
      expect(first.done).toEqual([]);
      if (first.set.join() !== setCandidates(game, s, seat, 'discard', ruleBot, 0)[0].join()) differ++;
      const rng = rngFromSeed(3);
      while (game.toAct(s) === seat && game.view(s, seat).phase === 'discard') {
        const req = request(s);
        const a = setSearchChoice(game, settings, set, req)!;
        expect(first.set).toContain(a);
        // At the first and the last card: another state with the same view (another deal of the
        // cards this seat has not seen), another seed.
        if (cards === 0 || first.set.length - cards === 1) {
          const other = game.determinize(structuredClone(req.view), rng);
          expect(game.view(other, seat)).toEqual(req.view);
          expect(setSearchChoice(game, settings, set, request(other, 99))).toBe(a);
        }
        game.applyInPlace(s, a);
        cards++;
      }
    }
    expect(cards).toBe(6);
    // The search did leave the rule bot's set somewhere (else the consistency above is the rule bot's).
    expect(differ).toBeGreaterThan(0);
  });

  it('decides only its phases, as a bot around its fallback; the same request twice gives the same card', () => {
    const bot = setSearchBot(game, settings, set, bids);
    const [s] = discards(4, 3, 41);
    const req = request(s);
    expect(bot.choose(req)).toBe(bot.choose(req));
    expect(req.legal).toContain(bot.choose(req));
    const bidding = game.setup({ players: 4, dealer: 0, settings: game.defaultSettings(4) }, 5);
    const bidReq = request(bidding);
    expect(setSearchChoice(game, settings, set, bidReq)).toBeNull();
    expect(bot.choose(bidReq)).toBe(bids.choose(bidReq));
  });

  it('DO-EXCH-1, DO-EXCH-3: Dobbm’s exchange too: four cards the referee takes, a Sow only with a trump beside the heart Sow; the same view gives the same card and every card keeps to the first card’s set', () => {
    const dobbm = moduleFor('dobbm')!;
    const g = searchGameOf(dobbm);
    const rules = ruleBotOf(dobbm);
    const inference = { ruleBot: rules, policy: dobbm.modelPolicy as ModelPolicy };
    const exchange: SetSearch = { ...set, phases: ['exchange'] };
    const HEARTS = 0;
    const SOW = 8;
    let sets = 0;
    let differ = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = g.setup({ players: 4, dealer: seed % 4, settings: g.defaultSettings(4) }, seed);
      for (let seat = g.toAct(s); seat !== null && !['exchange', 'play'].includes(g.view(s, seat).phase); seat = g.toAct(s)) {
        const legal = g.legal(s);
        g.applyInPlace(s, legal.length === 1 ? legal[0] : dobbm.modelBot!.choose({ view: g.view(s, seat), legal, seed, budgetMs: 0 }));
      }
      const seat = g.toAct(s);
      if (seat === null || g.view(s, seat).phase !== 'exchange') continue;
      const candidates = setCandidates(g, s, seat, 'exchange', rules, 2);
      for (const c of candidates) {
        const cards = c.map((a) => a - 128);
        expect(new Set(cards).size).toBe(4);
        const hearts = cards.filter((x) => suit(x) === HEARTS && rank(x) !== SOW).length;
        const sows = cards.filter((x) => rank(x) === SOW).length;
        expect(sows).toBeLessThanOrEqual(hearts);
        const r = g.clone(s);
        for (const a of c) {
          expect(g.check(r, a)).toBeNull();
          g.applyInPlace(r, a);
        }
        expect(g.view(r, seat).phase).not.toBe('exchange');
        sets++;
      }
      if (differ) continue;
      // Card by card on the first deal where the search leaves the rule bot's set.
      const first = searchedSet(g, inference, exchange, g.view(s, seat))!;
      if (first.set.join() === candidates[0].join()) continue;
      differ++;
      const rng = rngFromSeed(5);
      while (g.toAct(s) === seat && g.view(s, seat).phase === 'exchange') {
        const req = { view: g.view(s, seat), legal: g.legal(s), seed: 7, budgetMs: 0 };
        const a = setSearchChoice(g, inference, exchange, req)!;
        expect(first.set).toContain(a);
        const other = g.determinize(structuredClone(req.view), rng);
        expect(g.view(other, seat)).toEqual(req.view);
        expect(setSearchChoice(g, inference, exchange, { ...req, view: g.view(other, seat), seed: 99 })).toBe(a);
        g.applyInPlace(s, a);
      }
    }
    expect(sets).toBeGreaterThan(10);
    expect(differ).toBe(1);
  });

  it("the hint at a discard is the searched set's next card, and says the set, its mean and the set it was weighed against", () => {
    let left = 0;
    let kept = 0;
    for (const s of discards(4, 3, 41).concat(discards(4, 1, 42))) {
      const req = request(s);
      const h = setHint(game, settings, set, req, 'jetons')!;
      // The strong bot's card: the same as the searched set's, with these settings.
      expect(h.action).toBe(setSearchChoice(game, settings, set, req));
      const chosen = searchedSet(game, settings, set, req.view)!;
      const rule = setCandidates(game, s, req.view.seat!, 'discard', ruleBot, 0)[0];
      // Every card of the set named, by its name, and the worlds it was played on.
      for (const a of chosen.set) expect(h.reason.en).toContain(mod.game.describe(a).label.en.replace('Lay away ', ''));
      expect(h.reason.en).toContain(`in ${set.worlds} deals`);
      expect(h.reason.de).toContain(`${set.worlds} Verteilungen`);
      if (chosen.set.join() === rule.join()) {
        kept++;
        expect(h.reason.en).toMatch(/the usual one: .* no set one card away does clearly better \(the best, .*: [−+]?\d/);
      } else {
        left++;
        expect(h.reason.en).toMatch(/clearly more than the usual set, .* \([−+]?\d/);
      }
    }
    // Deal 42 leaves the rule bot's set (above); the others keep it.
    expect(left).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
    // Not at a bid.
    const bidding = game.setup({ players: 4, dealer: 0, settings: game.defaultSettings(4) }, 5);
    expect(setHint(game, settings, set, request(bidding), 'jetons')).toBeNull();
  });

  it("the app's hint at Dobbm's exchange and Troggen's discard is the strong level's card (hintOf, fixed work)", () => {
    const [s] = discards(4, 1, 42);
    const req = request(s);
    const strong = hintOf(mod, req, undefined, true);
    expect(req.legal).toContain(strong.action);
    expect(strong.reason.en).toContain('part of the set');
    expect(strong.reason.en).toContain('jetons');
    const dobbm = moduleFor('dobbm')!;
    const g = searchGameOf(dobbm);
    // Deal 3: the declarer exchanges (bid by the strong level's model).
    const d = g.setup({ players: 4, dealer: 3 % 4, settings: g.defaultSettings(4) }, 3);
    for (let seat = g.toAct(d); seat !== null && !['exchange', 'play'].includes(g.view(d, seat).phase); seat = g.toAct(d)) {
      const legal = g.legal(d);
      g.applyInPlace(d, legal.length === 1 ? legal[0] : dobbm.modelBot!.choose({ view: g.view(d, seat), legal, seed: 3, budgetMs: 0 }));
    }
    const seat = g.toAct(d)!;
    expect(g.view(d, seat).phase).toBe('exchange');
    const h = hintOf(dobbm, { view: g.view(d, seat), legal: g.legal(d), seed: 7, budgetMs: 0 }, undefined, true);
    expect(g.legal(d)).toContain(h.action);
    expect(h.reason.en).toContain('part of the set');
    expect(h.reason.en).toContain('Schilling');
  });
});
