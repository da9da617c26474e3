import { setOf, has, size, type CardSet } from './card-set';
import { isRefusal, visibleCards, type Action, type AnyGame, type HandContext, type Seat } from './game';
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
          for (const c of visibleCards(view))
            if (!has(seen, c)) fail(seed, step, `seat ${who} sees hidden card ${c} in phase ${view.phase}`);
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
  for (const loc of game.locations(state))
    if (loc.visibleTo === 'all') for (let i = 0; i < seen.length; i++) seen[i] |= loc.cards[i];
  return seen;
}

