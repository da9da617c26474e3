import { setOf, has, size, type CardSet } from './card-set';
import { isRefusal, type Action, type AnyGame, type HandContext, type Seat } from './game';
import type { AnySearchGame } from './searchable';
import { visibleCards } from './table-view';
import { replay, newRecord } from './record';
import { nextInt, rngFromSeed } from './rng';

/**
 * The conformance suite every game runs: random legal play over many seeded hands, checking at
 * every step the invariants that make a game trustworthy. It returns the violations it found
 * (empty when all is well) so tests can show them; it never throws for a game's mistake.
 */
export interface ConformanceOptions {
  context: HandContext;
  hands: number;
  firstSeed?: number;
  /** Card points once the hand is over must add up to this (null: the game has no such total). */
  pointsTotal?: (state: unknown) => number | null;
  /** Check the views of every seat at every step (slower); default every step. */
  viewEvery?: number;
}

export interface ConformanceReport {
  hands: number;
  actions: number;
  violations: string[];
}

function seenBy(game: AnyGame, state: unknown, seat: Seat): CardSet {
  const seen = setOf([]);
  for (const loc of game.locations(state)) {
    if (loc.visibleTo === 'all' || loc.visibleTo.includes(seat)) for (let i = 0; i < seen.length; i++) seen[i] |= loc.cards[i];
  }
  return seen;
}

export function runConformance(game: AnyGame, opts: ConformanceOptions): ConformanceReport {
  const violations: string[] = [];
  const fail = (seed: number, step: number, msg: string) => {
    if (violations.length < 20) violations.push(`seed ${seed}, step ${step}: ${msg}`);
  };
  const all = setOf(game.pack.cards);
  const viewEvery = opts.viewEvery ?? 1;
  let actions = 0;
  const first = opts.firstSeed ?? 1;
  for (let h = 0; h < opts.hands; h++) {
    const seed = first + h;
    const rng = rngFromSeed(seed ^ 0x5bd1e995);
    let state = game.setup(opts.context, seed);
    const record = newRecord(game, opts.context, seed);
    let step = 0;
    for (; step < 2000; step++) {
      // Every card is somewhere exactly once.
      const locs = game.locations(state);
      const union = setOf([]);
      let count = 0;
      for (const l of locs) {
        count += size(l.cards);
        for (let i = 0; i < union.length; i++) union[i] |= l.cards[i];
      }
      if (count !== game.pack.cards.length || size(union) !== game.pack.cards.length || union.some((w, i) => w !== all[i]))
        fail(seed, step, `cards not each in one place: ${count} placed, ${size(union)} distinct`);
      // A seat's view holds no card the rules hide from it (ALL-2).
      if (step % viewEvery === 0)
        for (let seat = -1; seat < opts.context.players; seat++) {
          const who = seat < 0 ? null : seat;
          const view = game.view(state, who);
          const seen = who === null ? seenPublic(game, state) : seenBy(game, state, who);
          for (const c of visibleCards(view)) if (!has(seen, c)) fail(seed, step, `seat ${who} sees hidden card ${c} in phase ${view.phase}`);
          if (JSON.stringify(structuredClone(view)) !== JSON.stringify(view)) fail(seed, step, 'view is not plain data');
        }
      const toAct = game.toAct(state);
      if (toAct === null) break;
      const legal = game.legal(state);
      if (legal.length === 0) {
        fail(seed, step, `seat ${toAct} to act but no legal action`);
        break;
      }
      const a: Action = legal[nextInt(rng, legal.length)];
      const before = JSON.stringify(state);
      const next = game.apply(state, a);
      if (JSON.stringify(state) !== before) fail(seed, step, 'apply changed its input');
      if (isRefusal(next)) {
        fail(seed, step, `legal action ${game.actionCode(a)} refused: ${next.reason.en}`);
        break;
      }
      // The fast in-place path agrees with apply.
      if (step % 7 === 0) {
        const fast = game.clone(state);
        game.applyInPlace(fast, a);
        if (JSON.stringify(fast) !== JSON.stringify(next)) fail(seed, step, `applyInPlace differs from apply for ${game.actionCode(a)}`);
      }
      // Action codes round-trip, so records can be written as text.
      if (game.parseAction(game.actionCode(a)) !== a) fail(seed, step, `action code ${game.actionCode(a)} does not parse back`);
      record.actions.push(a);
      state = next;
      actions++;
    }
    if (game.toAct(state) !== null) {
      fail(seed, step, 'hand did not end');
      continue;
    }
    const facts = game.facts(state);
    if (facts === null) {
      fail(seed, step, 'hand over but no facts');
      continue;
    }
    const score = game.score(facts, opts.context.settings);
    if (score.deltas.length !== opts.context.players || score.deltas.some((d) => !Number.isFinite(d)))
      fail(seed, step, `bad deltas ${JSON.stringify(score.deltas)}`);
    const total = opts.pointsTotal?.(state);
    if (total != null && score.cardPoints) {
      const sum = score.cardPoints.reduce((s, p) => s + p.points, 0);
      if (sum !== total) fail(seed, step, `card points add to ${sum}, not ${total}`);
    }
    // Replaying the record gives the same state and result (ALL-3).
    const again = replay(game, structuredClone(record));
    if (!again.ok) fail(seed, step, `replay refused action ${again.error.index}`);
    else if (JSON.stringify(again.state) !== JSON.stringify(state)) fail(seed, step, 'replay reached another state');
  }
  return { hands: opts.hands, actions, violations };
}

function seenPublic(game: AnyGame, state: unknown): CardSet {
  const seen = setOf([]);
  for (const loc of game.locations(state)) if (loc.visibleTo === 'all') for (let i = 0; i < seen.length; i++) seen[i] |= loc.cards[i];
  return seen;
}

/* ---- The fast path and worlds from a view (issue 11) --------------------------------------- */

export interface WorldsOptions {
  context: HandContext;
  hands: number;
  firstSeed?: number;
  /** Worlds sampled per checked position for the spread check (each must reproduce the view). */
  samples?: number;
  /** Check one position every this many actions (default 5). */
  every?: number;
  /** false: the fast path only (legalInto, randomLegal, payoff), no worlds: many hands stay cheap. */
  worlds?: boolean;
}

/**
 * What search stands on, over random hands: `legalInto` gives exactly `legal`; `randomLegal` draws
 * exactly the action at `nextInt` of the list (so its choice is uniform over `legal`); `payoff` equals
 * the score's deltas; a world sampled from any seat's view gives that same view back, plays on to
 * the end, keeps every card in one place; and over the samples every card the seat has not seen
 * turns up, at least once, in the place where it really is (a sampler that rules out a possible
 * place fails this). Seeded, so a run is the same every time.
 */
export function runWorlds(game: AnySearchGame, opts: WorldsOptions): ConformanceReport {
  const violations: string[] = [];
  const fail = (seed: number, step: number, msg: string) => {
    if (violations.length < 20) violations.push(`seed ${seed}, step ${step}: ${msg}`);
  };
  const out = new Uint16Array(512);
  const samples = opts.samples ?? 60;
  const every = opts.every ?? 5;
  let actions = 0;
  const first = opts.firstSeed ?? 1;
  for (let h = 0; h < opts.hands; h++) {
    const seed = first + h;
    const rng = rngFromSeed(seed ^ 0x2545f491);
    const state = game.setup(opts.context, seed);
    const draws = rngFromSeed(seed ^ 0x5bd1e995);
    let step = 0;
    for (; step < 2000 && game.toAct(state) !== null; step++) {
      const legal = game.legal(state);
      const n = game.legalInto(state, out);
      const fast = Array.from(out.subarray(0, n));
      if (JSON.stringify(fast) !== JSON.stringify(legal)) fail(seed, step, `legalInto ${JSON.stringify(fast)} is not legal ${JSON.stringify(legal)}`);
      // The drawn action is the listed one at the same draw, from a generator left the same.
      const mine = [...draws] as typeof draws;
      const before = step % every === 0 ? JSON.stringify(state) : '';
      const drawn = game.randomLegal(state, mine);
      const listed = legal[nextInt(draws, legal.length)];
      if (drawn !== listed) fail(seed, step, `randomLegal drew ${drawn}, the list gives ${listed}`);
      if (mine.some((w, i) => w !== draws[i])) fail(seed, step, 'randomLegal drew from the generator other than one nextInt');
      if (before && JSON.stringify(state) !== before) fail(seed, step, 'randomLegal changed the state');
      if (opts.worlds !== false && step % every === 0) {
        const seat = opts.context.players > 0 ? nextInt(rng, opts.context.players) : 0;
        checkWorlds(game, state, seat, samples, rng, (msg) => fail(seed, step, msg));
      }
      game.applyInPlace(state, legal[nextInt(rng, legal.length)]);
      actions++;
    }
    if (game.toAct(state) === null) {
      const facts = game.facts(state);
      const deltas = facts === null ? null : game.score(facts, opts.context.settings).deltas;
      const fast = game.payoff(state);
      if (JSON.stringify(fast) !== JSON.stringify(deltas)) fail(seed, step, `payoff ${JSON.stringify(fast)} is not the score's ${JSON.stringify(deltas)}`);
    }
  }
  return { hands: opts.hands, actions, violations };
}

const placeOf = (game: AnyGame, state: unknown): Map<number, string> => {
  const where = new Map<number, string>();
  for (const loc of game.locations(state)) for (const c of toCardsOf(loc.cards)) where.set(c, `${loc.where}:${loc.owner}`);
  return where;
};

function toCardsOf(set: CardSet): number[] {
  const cards: number[] = [];
  for (let suit = 0; suit < set.length; suit++) for (let w = set[suit]; w !== 0; w &= w - 1) cards.push((suit << 5) | (31 - Math.clz32(w & -w)));
  return cards;
}

function checkWorlds(game: AnySearchGame, state: unknown, seat: Seat, samples: number, rng: ReturnType<typeof rngFromSeed>, fail: (msg: string) => void): void {
  const view = game.view(state, seat);
  const viewText = JSON.stringify(view);
  const truth = placeOf(game, state);
  const seen = seenBy(game, state, seat);
  const hidden = [...truth.keys()].filter((c) => !has(seen, c));
  const found = new Set<number>();
  // A card in a small place (a talon of three among sixty unseen cards) may miss by chance in a
  // few dozen worlds: the cards still missing get up to thirty times more worlds before it counts.
  for (let k = 0; k < samples * 30; k++) {
    if (k >= samples && hidden.every((c) => found.has(c))) break;
    let world: unknown;
    try {
      world = game.determinize(structuredClone(view), rng);
    } catch (e) {
      fail(`seat ${seat}: determinize threw ${(e as Error).message}`);
      return;
    }
    const again = JSON.stringify(game.view(world, seat));
    if (again !== viewText) {
      fail(`seat ${seat}: the world's view differs from the view it came from`);
      return;
    }
    const places = placeOf(game, world);
    if (places.size !== game.pack.cards.length) fail(`seat ${seat}: the world holds ${places.size} cards`);
    for (const c of hidden) if (places.get(c) === truth.get(c)) found.add(c);
    if (k === 0) {
      // The world plays on to the end with random legal actions.
      const copy = game.clone(world);
      let steps = 0;
      while (game.toAct(copy) !== null && steps++ < 2000) {
        const legal = game.legal(copy);
        if (legal.length === 0) break;
        game.applyInPlace(copy, legal[nextInt(rng, legal.length)]);
      }
      if (game.toAct(copy) !== null || game.facts(copy) === null) fail(`seat ${seat}: a world did not play to its end`);
    }
  }
  const missed = hidden.filter((c) => !found.has(c));
  if (missed.length > 0) fail(`seat ${seat}: in ${samples * 30} worlds, cards ${missed.join(',')} never lay where they really are`);
}
