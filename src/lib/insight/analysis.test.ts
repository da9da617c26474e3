import { describe, expect, it } from 'vitest';
import type { Action, Seat } from '../engine/game';
import { searchable, type AnySearchGame } from '../engine/searchable';
import { droggnGame } from '../games/droggn/index';
import { dobbmGame } from '../games/dobbm/index';
import { parseAction as droggnAction } from '../games/droggn/actions';
import { parseAction as dobbmAction } from '../games/dobbm/actions';
import { deal as droggnDeal, late, run as droggnRun } from '../../../tests/helpers/droggn/scenario';
import { ctx, deal as dobbmDeal, run as dobbmRun } from '../../../tests/helpers/dobbm/scenario';
import { sidesOf } from '../engine/sides';
import { roman } from '../engine/packs';
import { MODULES } from '../games/modules';
import { ruleBotOf } from '../bots/registry';
import { analyseAll, analyseHand, DEFAULT_ANALYSIS, statesOf, type HandAnalysis } from './analysis';
import { blindText, isMarked, openText, overview, swingText, swings } from './sentences';
import type { Decision, OpenVerdict } from './analysis';
import { brute } from '../../../tests/helpers/minimax';

/**
 * Hands whose answer is known by construction: a declarer holding every trump in play wins every
 * trick whatever she plays (nothing to mark), and lost hands where one card threw the win away
 * (that card marked, with the card that wins), each proved here without the solver: by playing
 * both lines, or by plain minimax over every line of a short ending.
 */

/** The hand from `start`: `first` as given, then each seat's first legal action to the end. */
function finish(game: AnySearchGame, start: unknown, first: readonly Action[]): { states: unknown[]; actions: Action[] } {
  const s = game.clone(start);
  const actions = [...first];
  for (const a of first) game.applyInPlace(s, a);
  while (game.toAct(s) !== null) {
    const a = game.legal(s)[0];
    game.applyInPlace(s, a);
    actions.push(a);
  }
  return { states: statesOf(game, start, actions), actions };
}

const endPayoff = (game: AnySearchGame, states: unknown[], seat: Seat) => game.payoff(states[states.length - 1])[seat];
const quick = { ...DEFAULT_ANALYSIS, worlds: 6, maxNodes: 60_000, estimateWorlds: 8 };

/** What every analysis must say of a hand nobody could lose for `seat`'s side. */
function expectNothingMarked(a: HandAnalysis, solvedAtLeast: number) {
  expect(a.done).toBe(true);
  expect(a.decisions.filter(isMarked)).toEqual([]);
  const solved = a.decisions.filter((d) => d.open?.solved);
  expect(solved.length).toBeGreaterThanOrEqual(solvedAtLeast);
  for (const d of solved) expect(d.open).toMatchObject({ before: true, after: true });
  // Without peeking too: in every world solved exactly, any card of the declarer wins.
  for (const d of a.decisions) if (d.blind && d.blind.worlds > 0 && d.blind.exact === d.blind.worlds) expect(d.blind.best).toBe(d.blind.worlds);
}

describe('Droggn: could I have won?', () => {
  const TRUMPS = Array.from({ length: 21 }, (_, i) => roman(i + 1));
  const allTrumps = () => droggnRun(droggnDeal({ hands: { 0: TRUMPS } }), ['bid:super', 'pass', 'pass', 'liege', 'gut', 'gut', 'gut', 'gut']);
  it('a declarer holding every trump wins every trick: nothing to mark', () => {
    const { states, actions } = finish(droggnGame, allTrumps(), []);
    expect(endPayoff(droggnGame, states, 0)).toBeGreaterThan(0);
    const a = analyseAll(droggnGame, states, actions, 0, quick);
    expect(a.cameOutAhead).toBe(true);
    expect(a.decisions).toHaveLength(21);
    expectNothingMarked(a, 3);
    // A defender of that hand had nothing to throw away either.
    const d = analyseAll(droggnGame, states, actions, 1, { ...quick, worlds: 0 });
    expect(d.cameOutAhead).toBe(false);
    expect(d.decisions.filter(isMarked)).toEqual([]);
  });

  // Super Mord, two tricks left: the declarer holds the XXI and the heart king; seat 2 holds the II
  // and no heart. The XXI first draws the II, then the king wins; the king first is trumped.
  const mord = () => late({ contract: 4, declarer: 0, trickNo: 19, hands: { 0: ['XXI', 'H-K'], 1: ['H-Q', 'H-J'], 2: ['II', 'S-K'] } });
  it('a lost Mord: the heart king instead of the XXI is marked, and the XXI named', () => {
    const lost = finish(droggnGame, mord(), [droggnAction('play:H-K')!]);
    const won = finish(droggnGame, mord(), [droggnAction('play:XXI')!]);
    expect(endPayoff(droggnGame, lost.states, 0)).toBeLessThan(0);
    expect(endPayoff(droggnGame, won.states, 0)).toBeGreaterThan(0);
    const a = analyseAll(droggnGame, lost.states, lost.actions, 0, quick);
    expect(a.cameOutAhead).toBe(false);
    expect(a.ours).toBe(true);
    const marked = a.decisions.filter(isMarked);
    expect(marked.map((d) => [d.step, d.trick])).toEqual([[0, 20]]);
    expect(marked[0].open).toEqual({ solved: true, before: true, after: false, instead: droggnAction('play:XXI') });
    expect(openText(droggnGame, marked[0], a.pack).en).toBe(
      'Trick 20: the King of hearts instead of the Trump XXI threw the hand away; with the Trump XXI your side comes out ahead.'
    );
    expect(openText(droggnGame, marked[0], a.pack).de).toMatch(/^Stich 20: .* statt .* hat die Hand verspielt/);
    // Seen from the declarer's seat, the II could sit with either defender: the king is best only
    // in the worlds where seat 2 holds a heart, and some world has the II there.
    expect(marked[0].blind!.worlds).toBe(quick.worlds);
    expect(marked[0].blind!.best).toBeLessThanOrEqual(quick.worlds);
    // The won line has nothing to mark.
    expectNothingMarked(analyseAll(droggnGame, won.states, won.actions, 0, quick), 2);
  });
  it('appears step by step, latest tricks first, and ends done', () => {
    const { states, actions } = finish(droggnGame, mord(), [droggnAction('play:H-K')!]);
    const steps = [...analyseHand(droggnGame, states, actions, 0, quick)];
    expect(steps[0].decisions.every((d) => d.open === null)).toBe(true);
    expect(steps.at(-1)!.done).toBe(true);
    expect(steps.slice(0, -1).every((s) => !s.done)).toBe(true);
    const text = overview(steps.at(-1)!).map((t) => t.en);
    expect(text).toContain('Your side did not come out ahead in this hand.');
    expect(text).toContain('With every card open and best play by everyone, your side could have forced a win from the first card.');
  });
  it('a hand thrown in has no card to look at, and says so', () => {
    const start = droggnDeal({ hands: {} });
    const { states, actions } = finish(
      droggnGame,
      start,
      ['pass', 'pass', 'pass'].map((c) => droggnAction(c)!)
    );
    const a = analyseAll(droggnGame, states, actions, 0, quick);
    expect(a.firstCard).toBeNull();
    expect(a.decisions).toEqual([]);
    // Issue 28 item 4: neither side came out ahead of a hand nobody played.
    expect(overview(a).map((t) => t.en)).toEqual(['No card was played in this hand: there is nothing to look at.']);
  });
  it('where the node budget runs out and no estimate is asked for, says so and never blocks', () => {
    const { states, actions } = finish(droggnGame, allTrumps(), []);
    const a = analyseAll(droggnGame, states, actions, 1, { ...quick, worlds: 0, maxNodes: 50, estimateWorlds: 0 });
    expect(a.done).toBe(true);
    expect(a.ours).toBeNull();
    expect(a.decisions[0].open).toEqual({ solved: false });
    expect(openText(droggnGame, a.decisions[0], a.pack).en).toBe('Trick 1: the 4 of hearts: too many cards left for the exact solver.');
  });
});

describe('issue 30 item 4: no "not solved": an estimate where the exact answer does not fit', () => {
  const mod = MODULES.droggn;
  const game: AnySearchGame = droggnGame;
  // A rule-bot Droggn hand from a fixed seed; 20,000 positions solve the last tricks, not the first.
  const hand = () => {
    const first = game.setup({ players: 3, dealer: 2, settings: game.defaultSettings(3) }, 4);
    const s = game.clone(first);
    const actions: Action[] = [];
    const bot = ruleBotOf(mod);
    for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
      const legal = game.legal(s);
      const a = legal.length === 1 ? legal[0] : bot.choose({ view: game.view(s, seat), legal, seed: actions.length, budgetMs: 0 });
      game.applyInPlace(s, a);
      actions.push(a);
    }
    return { states: statesOf(game, first, actions), actions };
  };
  const opts = { ...DEFAULT_ANALYSIS, worlds: 2, maxNodes: 20_000, estimateWorlds: 16, inference: { ruleBot: ruleBotOf(mod) } };

  it("a card the solver does not reach gets the strong bot's estimate over its worlds, said as an estimate, in English and German", () => {
    const { states, actions } = hand();
    const seat = game.toAct(states[actions.findIndex((x, i) => game.view(states[i], null).phase === 'play')])!;
    const a = analyseAll(game, states, actions, seat, opts);
    const estimated = a.decisions.filter((d) => d.open?.solved === false);
    // The first tricks do not fit, the last ones do: both kinds are in this hand.
    expect(estimated.length).toBeGreaterThan(0);
    expect(a.decisions.some((d) => d.open?.solved)).toBe(true);
    expect(a.ours).toBeNull();
    for (const d of estimated) {
      const e = d.open?.solved === false ? d.open.estimate! : null;
      expect(e).not.toBeNull();
      expect(e!.worlds).toBe(16);
      expect(game.legal(states[d.step])).toContain(e!.best);
      for (const x of [e!.chosen, e!.bestAhead]) expect(x >= 0 && x <= 1).toBe(true);
      const long = openText(game, d, a.pack);
      expect(long.en).toMatch(
        new RegExp(`^Trick ${d.trick}: .*: too many cards left for the exact solver\\. Estimate over 16 deals that fit what you had seen`)
      );
      expect(long.de).toMatch(new RegExp(`^Stich ${d.trick}: .*Schätzung über 16 Verteilungen, die zu dem passen, was du gesehen hattest`));
      expect(openText(game, d, a.pack, true).en).toMatch(/: estimate over 16 deals: ahead in \d+%/);
      expect(openText(game, d, a.pack, true).de).toMatch(/: Schätzung über 16 Verteilungen: in \d+ % vorn/);
    }
    // The overview answers from the first card with the estimate at the seat's first card.
    const said = overview(a);
    expect(said.map((t) => t.en).join(' ')).toMatch(/An estimate over 16 deals that fit what you had seen at your first card \(trick 1\)/);
    expect(said.map((t) => t.de).join(' ')).toMatch(/Eine Schätzung über 16 Verteilungen/);
    // Nothing the player reads says "not solved".
    const all = [...said, ...a.decisions.flatMap((d) => [openText(game, d, a.pack), openText(game, d, a.pack, true)])];
    for (const t of all) expect(`${t.en} ${t.de}`).not.toMatch(/not solved|nicht gelöst/);
    // Seeded: the same hand gives the same estimates.
    expect(analyseAll(game, states, actions, seat, opts)).toEqual(a);
  });

  it("the worlds of the estimates and of the cards' costs come from the seat's view at that card, never from the hidden cards", () => {
    const { states, actions } = hand();
    const seat = 1;
    const views = new Map<number, unknown>();
    for (let i = 0; i < actions.length; i++) if (game.toAct(states[i]) === seat) views.set(i, game.view(states[i], seat));
    // The inference samples through worldDeal (bots/search.ts inferredWorld): every view it gets is
    // the seat's own view before one of its cards.
    const real = game.worldDeal;
    const seen: unknown[] = [];
    Reflect.set(game, 'worldDeal', (v: Parameters<typeof real>[0], r: Parameters<typeof real>[1]) => {
      seen.push(v);
      return real(v, r);
    });
    try {
      const a = analyseAll(game, states, actions, seat, { ...opts, worlds: 0 });
      const estimated = a.decisions.filter((d) => d.open?.solved === false);
      expect(estimated.length).toBeGreaterThan(0);
      // Every card with a choice is judged for its cost, and one without where it needs an estimate.
      const judged = a.decisions.filter((d) => d.choices > 1 || d.open?.solved === false);
      expect(a.decisions.filter((d) => d.cost).length).toBe(a.decisions.filter((d) => d.choices > 1).length);
      expect(seen).toHaveLength(16 * judged.length);
      const allowed = judged.map((d) => views.get(d.step));
      for (const v of seen) expect(allowed).toContainEqual(v);
    } finally {
      Reflect.set(game, 'worldDeal', real);
    }
  });
});

describe('Dobbm: could I have won?', () => {
  it('a declarer holding every trump in play wins every trick: nothing to mark', () => {
    const hands = {
      1: 'H-S H-10 H-K H-O H-U H-9 H-8 H-7',
      2: 'L-S L-10 L-K L-O L-U L-9 L-8 L-7',
      3: 'B-S B-10 B-K B-O B-U B-9 B-8 B-7',
      0: 'A-S A-10 A-K A-O L-6 B-6 A-7 A-6'
    };
    const start = dobbmRun(dobbmDeal(ctx(), hands, 'H-6 A-U A-9 A-8'), 'bid:solo bid:good bid:good bid:good double:good double:good double:good');
    const { states, actions } = finish(dobbmGame, start, []);
    const a = analyseAll(dobbmGame, states, actions, 1, quick);
    expect(a.cameOutAhead).toBe(true);
    expect(a.decisions).toHaveLength(8);
    expectNothingMarked(a, 3);
  });

  // A Dobbm the declarer (seat 0) lost: a rule-bot hand, frozen. With three tricks left her
  // heart King threw it away; the 8 of hearts wins. Proved by plain minimax over every line.
  const CODES =
    'bid:pass bid:pass bid:pass bid:dobbm discard:L-10 discard:L-O discard:L-8 discard:A-7 double:good double:good double:good ' +
    'play:B-S play:H-7 play:B-6 play:B-K play:A-S play:A-K play:A-U play:H-6 play:H-S play:H-10 play:H-9 play:H-U play:B-7 play:A-6 ' +
    'play:B-9 play:L-S play:B-O play:L-7 play:B-8 play:L-K play:L-6 play:L-9 play:H-K play:A-8 play:B-U play:A-9 play:B-10 play:A-10 ' +
    'play:H-O play:L-U play:H-8 play:A-O';
  it('a lost hand: the card that threw it away is marked, with the card that wins', () => {
    const start = dobbmGame.setup(ctx(), 47);
    const actions = CODES.split(' ').map((c) => dobbmAction(c)!);
    const states = statesOf(dobbmGame, start, actions);
    const a = analyseAll(dobbmGame, states, actions, 0, quick);
    expect(a.cameOutAhead).toBe(false);
    const marked = a.decisions.filter(isMarked);
    expect(marked.map((d) => [d.trick, dobbmGame.actionCode(d.action)])).toEqual([[6, 'play:H-K']]);
    const instead = marked[0].open!.solved && marked[0].open!.instead;
    expect(instead).toBe(dobbmAction('play:H-8'));
    // Minimax, without the solver: before the King the declarer's side could force it; after it not.
    const before = states[marked[0].step];
    const side = sidesOf(dobbmGame, before, 0);
    const after = (a: Action) => {
      const game: AnySearchGame = dobbmGame;
      const s = game.clone(before);
      game.applyInPlace(s, a);
      return s;
    };
    expect(brute(dobbmGame, after(dobbmAction('play:H-K')!), 0, side)).toBe(false);
    expect(brute(dobbmGame, after(dobbmAction('play:H-8')!), 0, side)).toBe(true);
    expect(openText(dobbmGame, marked[0], a.pack)).toEqual({
      en: 'Trick 6: the King of hearts instead of the 8 of hearts threw the hand away; with the 8 of hearts your side comes out ahead.',
      de: expect.stringMatching(/^Stich 6: .* statt .* hat die Hand verspielt; mit .* liegt deine Seite vorn\.$/)
    });
    const blind = blindText(marked[0])!;
    expect(blind.en).toMatch(/^Without peeking: the best card in \d+% of 6 deals that fit what you had seen\.$/);
    expect(blind.de).toMatch(/^Ohne zu spicken: die beste Karte in \d+ % von 6 Verteilungen/);
  });
});

describe('every game: a rule-bot hand looked at for every seat', () => {
  for (const mod of Object.values(MODULES)) {
    const game = searchable(mod.game);
    const players = mod.meta.defaultPlayers;
    it(`${game.id}: done, consistent, and a named card is one the rules allowed`, () => {
      const bot = ruleBotOf(mod);
      let looked = 0;
      for (let seed = 1; looked < 2 && seed < 20; seed++) {
        const first = game.setup({ players, dealer: seed % players, settings: game.defaultSettings(players) }, seed);
        const s = game.clone(first);
        const actions: Action[] = [];
        for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
          const legal = game.legal(s);
          const a = legal.length === 1 ? legal[0] : bot.choose({ view: game.view(s, seat), legal, seed: actions.length, budgetMs: 0 });
          game.applyInPlace(s, a);
          actions.push(a);
        }
        const states = statesOf(game, first, actions);
        for (const seat of game.view(first, null).active.slice(0, 2)) {
          const a = analyseAll(game, states, actions, seat, { ...DEFAULT_ANALYSIS, maxNodes: 20_000, worlds: 2, estimateWorlds: 8 });
          expect(a.done).toBe(true);
          if (a.firstCard === null) continue;
          looked++;
          for (const d of a.decisions) {
            expect(game.toAct(states[d.step])).toBe(seat);
            expect(d.open).not.toBeNull();
            if (d.open?.solved && d.open.after) expect(d.open.before).toBe(true);
            if (d.open?.solved && d.open.instead !== null) {
              expect(isMarked(d)).toBe(true);
              expect(game.legal(states[d.step])).toContain(d.open.instead);
              expect(d.open.instead).not.toBe(d.action);
            }
            expect(d.blind!.best).toBeLessThanOrEqual(d.blind!.worlds);
          }
          // A lost hand the side could force at a card of the seat's is explained: by a card of
          // its own (marked) or by a partner's (a swing); a partner only where the side has two.
          const forcedAt = a.decisions.findIndex((d) => d.open?.solved && d.open.before);
          if (!a.cameOutAhead && forcedAt >= 0) {
            const later = a.decisions.slice(forcedAt);
            expect(later.some(isMarked) || swings(a).some((w) => w.lost), `${game.id} seat ${seat}`).toBe(true);
          }
          if (swings(a).some((w) => w.lost)) expect(a.side.filter(Boolean).length).toBeGreaterThan(1);
          // Issue 28 item 4: the summary never says both outcomes for the seat's side.
          const said = [...overview(a), ...a.decisions.map((x) => openText(game, x, a.pack, false, a.cameOutAhead))].map((x) => x.en).join(' ');
          expect(/came out ahead in this hand/.test(said) && /threw the hand away/.test(said), said).toBe(false);
        }
      }
      expect(looked).toBeGreaterThan(0);
    });
  }
});

describe("swings: what the others' cards did between the seat's own", () => {
  const d = (step: number, trick: number, open: OpenVerdict): Decision => ({
    step,
    trick,
    action: droggnAction('play:H-7')!,
    choices: 2,
    open,
    blind: null,
    cost: null
  });
  const solved = (before: boolean, after: boolean): OpenVerdict => ({ solved: true, before, after, instead: null });
  const hand = (decisions: Decision[], cameOutAhead: boolean): HandAnalysis => ({
    seat: 0,
    side: [true, false, true],
    cameOutAhead,
    firstCard: 0,
    accuracy: null,
    ours: null,
    theirs: null,
    pack: 'french66',
    decisions,
    done: true
  });

  it("a partner's card that lost a forced win: between two cards, and after the last", () => {
    const a = hand([d(10, 4, solved(true, true)), d(13, 5, solved(false, false))], false);
    expect(swings(a)).toEqual([{ after: a.decisions[0], before: a.decisions[1], lost: true }]);
    expect(swingText(droggnGame, swings(a)[0], 'french66').en).toBe(
      "After you played the 7 of hearts in trick 4, your side could still force a win; a card of your partner's before your next one (trick 5) gave it away."
    );
    const end = hand([d(10, 20, solved(true, true))], false);
    expect(swings(end)).toEqual([{ after: end.decisions[0], before: null, lost: true }]);
    expect(swingText(droggnGame, swings(end)[0], 'french66').de).toBe(
      'Nachdem du in Stich 20 Herz-7 gespielt hattest, konnte deine Seite den Sieg noch erzwingen; eine Karte deines Partners danach hat ihn verspielt.'
    );
  });

  it('a card that lost a forced win in a hand the side won all the same put the win at risk; it did not throw the hand away (issue 28 item 4)', () => {
    const won = hand([d(10, 4, { solved: true, before: true, after: false, instead: droggnAction('play:H-K')! }), d(13, 5, solved(true, true))], true);
    const ahead = openText(droggnGame, won.decisions[0], won.pack, false, won.cameOutAhead);
    expect(ahead.en).toBe(
      'Trick 4: the 7 of hearts instead of the King of hearts put a certain win at risk: the other side could have stopped you from there; with the King of hearts the win was sure.'
    );
    expect(ahead.de).toMatch(/^Stich 4: Herz-7 statt .* hat einen sicheren Sieg aufs Spiel gesetzt/);
    expect(openText(droggnGame, won.decisions[0], won.pack, false, false).en).toMatch(/threw the hand away/);
  });

  it("an opponent's card that gave a win back; nothing where the standing held or a card is not solved", () => {
    const gift = hand([d(10, 4, solved(false, false)), d(13, 5, solved(true, true))], true);
    expect(swings(gift)).toEqual([{ after: gift.decisions[0], before: gift.decisions[1], lost: false }]);
    expect(swingText(droggnGame, swings(gift)[0], 'french66').en).toMatch(
      /could no longer force a win; a card of the other side's before your next one \(trick 5\) made it possible again\.$/
    );
    expect(swings(hand([d(10, 4, solved(true, true)), d(13, 5, solved(true, true))], true))).toEqual([]);
    expect(swings(hand([d(10, 4, { solved: false }), d(13, 5, solved(false, false))], false))).toEqual([]);
    expect(swings(hand([d(10, 4, solved(true, true)), d(13, 5, { solved: false })], false))).toEqual([]);
    // The seat's own card threw it (marked): that is not the others' doing.
    expect(swings(hand([d(10, 4, solved(true, false)), d(13, 5, solved(false, false))], false))).toEqual([]);
    expect(swings({ ...hand([d(10, 4, solved(true, true))], false), done: false })).toEqual([]);
  });
});
