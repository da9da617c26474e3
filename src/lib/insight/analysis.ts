import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import type { PackId } from '../engine/packs';
import { randomPlayout } from '../engine/fast';
import { rngFromSeed, type RngState } from '../engine/rng';
import { solve, solverTable, type SolverTable } from '../bots/solver';
import type { Inference } from '../bots/search';
import { accuracyOf, runThrough, type CardCost } from './accuracy';
import { CARD_WORLDS, cardSeed, verdictSteps, type CardVerdict, type JudgedCards } from './check-card';
import { sidesOf } from '../engine/sides';
import { isClaim } from '../engine/claim-action';

/**
 * "Could I have won?" (issue 12 item 6): a finished hand looked at again, card by card, for one
 * seat. Two views of every card that seat played:
 *
 * - **Open cards**: the exact solver (bots/solver.ts, threshold mode: "does this side come out
 *   ahead?") on the real position, before the card and after it. A card that turned a position
 *   the side could force into one it could not threw the hand away; the solver's own winning move
 *   before it is the card that would have kept it.
 * - **Without peeking**: worlds sampled from what the seat saw at that moment (`determinize` of its
 *   view): in how many of them was the card chosen a best one? Late in the hand each world is
 *   solved exactly; where a world does not solve within its budget, every card is judged by random
 *   playouts of that world instead.
 *
 * Pure: no DOM, no clock. Work is bounded by node budgets, never by time, so the same hand gives
 * the same analysis on every machine. Latest tricks first: late positions solve fast, and once a
 * position is too big for the budget every earlier one (with more cards) is not tried exactly:
 * those cards get an **estimate** instead (issue 30 item 4), from worlds sampled from the seat's
 * view and played on as the strong bot plays its worlds out.
 */
export interface AnalysisOptions {
  /** Positions the solver may visit for one question about the real hand before "not solved". */
  maxNodes: number;
  /** Worlds sampled per decision for the view without peeking. */
  worlds: number;
  /** Positions the solver may visit for one card in one sampled world before playouts judge it. */
  worldNodes: number;
  /** Random playouts per card in a world the solver could not finish. */
  playouts: number;
  /** Seeds the sampling, so an analysis is reproducible. */
  seed: number;
  /** Worlds of the estimate for a card the solver does not reach (0: none). */
  estimateWorlds: number;
  /**
   * The model of the other players in the worlds of the costs and estimates: the strong bot's
   * inference (bots/search.ts `inferredWorld`: its rule bot, and its learned policy where it has
   * one); absent, plain `determinize`.
   */
  inference?: Inference;
  /**
   * Cards judged before, kept by their whole input (check-card.ts `JudgedCards`: the worker's, where
   * the table had each card of a person's judged while the hand was played): a card found there is
   * not judged again. The verdicts are the same either way.
   */
  kept?: JudgedCards;
}

// 700,000 positions for the open cards since stop 43 (docs/insight.md, "Time"): the cards' costs
// and estimates are judged while the hand is played (check-card.ts `JudgedCards`), so what is left
// at the hand's end is mostly the solver, and its failed attempt at the first card too big for the
// budget costs the whole budget. On deals the budget was not chosen on, the slowest hand then takes
// 1.7 to 2.0 s of one core instead of 1.9 to 2.6 s (one at 1,000,000 reached 3.1 s), for 1 to 2% of
// the cards judged by the estimate instead of exactly. 20,000 for a card in a sampled world; 200
// worlds for an estimate and a card's cost (check-card.ts, the play checker's count too).
export const DEFAULT_ANALYSIS: AnalysisOptions = { maxNodes: 700_000, worlds: 12, worldNodes: 20_000, playouts: 4, seed: 1, estimateWorlds: CARD_WORLDS };

/**
 * Where the solver does not reach: the strong bot's judgement of the seat's choices over worlds
 * sampled from its view (never the hidden cards), each played on by its playouts.
 */
export interface Estimate {
  worlds: number;
  /** Share of the worlds (0..1, weighted by the inference) in which the side came out ahead after the card chosen. */
  chosen: number;
  /** The strong bot's choice over the same worlds (the best mean result), and its share. */
  best: Action;
  bestAhead: number;
}

/** What the open-cards solver says of one card: whether the side could force coming out ahead. */
export type OpenVerdict =
  /** The position was too big for the node budget: an estimate instead (where the options ask for one). */
  | { solved: false; estimate?: Estimate }
  | {
      solved: true;
      /** The side could force coming out ahead before the card. */
      before: boolean;
      /** … and after the card played. */
      after: boolean;
      /** When the card threw it away (before && !after): a card that keeps it. */
      instead: Action | null;
    };

/** The view without peeking: how often the card chosen was a best one in worlds that fit the seat's view. */
interface BlindVerdict {
  worlds: number;
  /** Worlds in which the card chosen was (one of) the best. */
  best: number;
  /** Worlds the solver judged exactly (the rest by playouts). */
  exact: number;
}

export interface Decision {
  /** Index of the card in the record's actions: the replay's step showing the table before it. */
  step: number;
  /** Trick number, from 1. */
  trick: number;
  action: Action;
  /** How many legal choices there were (1: forced, nothing to judge). */
  choices: number;
  /** null until worked out. */
  open: OpenVerdict | null;
  blind: BlindVerdict | null;
  /** What the card cost against the best one, judged from the seat's view (accuracy.ts); null when forced or not worked out. */
  cost: CardCost | null;
}

/** Whether a side could force coming out ahead from a position (null: not solved, or not yet). */
type Forced = boolean | null;

export interface HandAnalysis {
  seat: Seat;
  /** Seats on `seat`'s side (bots/solver.ts sidesOf). */
  side: boolean[];
  /** Whether the side came out ahead in the hand as played. */
  cameOutAhead: boolean;
  /** The step of the first card of play (after the bidding's contract), or null when there was no play. */
  firstCard: number | null;
  /** From the first card, with all cards open: could the seat's side force coming out ahead? */
  ours: Forced;
  /** … and could the other side (when there is one) force coming out ahead? */
  theirs: Forced;
  /** The pack the hand is dealt from, for the cards' names (the view's `pack`). */
  pack?: PackId;
  /** The seat's card plays, in hand order. */
  decisions: Decision[];
  /** The hand's accuracy (0–100, accuracy.ts) once done; null when no card had a choice. */
  accuracy: number | null;
  /** Everything has been worked out (or given up as not solved). */
  done: boolean;
}

/** The states of a hand: `states[i]` is the position before action i, the last one the end. */
export type HandStates = readonly unknown[];

/** Whether action `a` in state `s` is a card of the play (not a discard, a bid or a call). */
export const cardPlay = (game: AnySearchGame, s: unknown, a: Action): boolean => game.describe(a).kind === 'play' && game.view(s, null).phase === 'play';

function trickNumber(game: AnySearchGame, s: unknown, seat: Seat): number {
  const v = game.view(s, seat);
  return (v.playedTricks?.length ?? v.tricksWon.reduce((x, y) => x + y, 0)) + 1;
}

/** The seat's card plays, and the first card of the play. */
function findDecisions(game: AnySearchGame, states: HandStates, actions: readonly Action[], seat: Seat): { decisions: Decision[]; firstCard: number | null } {
  const decisions: Decision[] = [];
  let firstCard: number | null = null;
  actions.forEach((action, step) => {
    const s = states[step];
    // A claim of the rest is no card: the cards it was played out with are judged as the seat's own.
    if (isClaim(action) || !cardPlay(game, s, action)) return;
    firstCard ??= step;
    if (game.toAct(s) !== seat) return;
    decisions.push({ step, trick: trickNumber(game, s, seat), action, choices: game.legal(s).length, open: null, blind: null, cost: null });
  });
  return { decisions, firstCard };
}

const after = (game: AnySearchGame, s: unknown, a: Action): unknown => {
  const next = game.clone(s);
  game.applyInPlace(next, a);
  return next;
};

/**
 * The open-cards verdict on one card, within one budget of `maxNodes` positions for all it asks.
 * `table` is the hand's one transposition table for this seat and side: every position asked about
 * is a position of the same deal, and the later cards' answers (worked out first) sit inside the
 * earlier cards' searches.
 */
function openVerdict(game: AnySearchGame, s: unknown, d: Decision, seat: Seat, side: boolean[], maxNodes: number, table: SolverTable): OpenVerdict {
  let left = maxNodes;
  const wins = (a: Action): boolean | null => {
    const r = solve(game, after(game, s, a), seat, { side, maxNodes: left, table });
    if (!r) return null;
    left -= r.nodes;
    return r.wins;
  };
  const then = wins(d.action);
  if (then === null) return { solved: false };
  // A card after which the side still forces it cannot have thrown anything away.
  if (then) return { solved: true, before: true, after: true, instead: null };
  // Before the card the side could force it if another card does (the seat is on its own side):
  // the other cards one by one, the chosen one already known.
  for (const a of game.legal(s)) {
    if (a === d.action) continue;
    const r = wins(a);
    if (r === null) return { solved: false };
    if (r) return { solved: true, before: true, after: false, instead: a };
  }
  return { solved: true, before: false, after: false, instead: null };
}

/** Whether each legal card wins a world for the seat's side; null when one of them does not solve. */
function solveWorld(game: AnySearchGame, world: unknown, legal: readonly Action[], seat: Seat, side: boolean[], maxNodes: number): boolean[] | null {
  const wins: boolean[] = [];
  // One table for the world: the cards' endgames share most of their positions.
  const table = solverTable();
  for (const a of legal) {
    const r = solve(game, after(game, world, a), seat, { side, maxNodes, table });
    if (!r) return null;
    wins.push(r.wins);
  }
  return wins;
}

/** Mean result for the seat of each legal card over a few random playouts of a world. */
function playWorld(game: AnySearchGame, world: unknown, legal: readonly Action[], seat: Seat, playouts: number, rng: RngState): number[] {
  return legal.map((a) => {
    let sum = 0;
    for (let k = 0; k < playouts; k++) {
      const s = after(game, world, a);
      randomPlayout(game, s, rng);
      sum += game.payoff(s)[seat];
    }
    return sum / playouts;
  });
}

/** The view without peeking on one card; `exactOk` says whether the solver is still worth trying. */
function blindVerdict(game: AnySearchGame, s: unknown, d: Decision, seat: Seat, opts: AnalysisOptions, rng: RngState, exactOk: boolean): BlindVerdict {
  const view = game.view(s, seat);
  const legal = game.legal(s);
  const chosen = legal.indexOf(d.action);
  const verdict: BlindVerdict = { worlds: 0, best: 0, exact: 0 };
  for (let w = 0; w < opts.worlds; w++) {
    const world = game.determinize(view, rng);
    const side = sidesOf(game, world, seat);
    const wins = exactOk ? solveWorld(game, world, legal, seat, side, opts.worldNodes) : null;
    if (wins) {
      verdict.exact++;
      if (wins[chosen] || !wins.includes(true)) verdict.best++;
    } else {
      exactOk = false;
      const means = playWorld(game, world, legal, seat, opts.playouts, rng);
      if (means[chosen] >= Math.max(...means) - 1e-9) verdict.best++;
    }
    verdict.worlds++;
  }
  return verdict;
}

/**
 * The judgement of one card from the seat's view alone (check-card.ts, the play checker's too: it
 * is given nothing else, so it cannot peek): the strong bot's search over `estimateWorlds` worlds
 * from that view (its inference, when `inference` is given), each legal choice played on at random
 * as the strong bot's playouts do in the play. A fixed count of worlds, no clock: the same hand
 * gives the same judgement everywhere. It gives the card's cost (accuracy.ts) and, where the
 * solver does not reach, the estimate; a card the play checker judged during the hand is found in
 * `opts.kept` instead.
 */
function judged(game: AnySearchGame, view: TableView, legal: readonly Action[], chosen: Action, opts: AnalysisOptions, step: number): CardVerdict {
  return runThrough(verdictSteps(game, view, legal, chosen, opts.estimateWorlds, opts.inference, cardSeed(opts.seed, step), opts.kept));
}

/**
 * The analysis, step by step: each value yielded is the whole analysis so far (a fresh copy, so a
 * worker can post it as it is), latest tricks first; the last one has `done`.
 */
export function* analyseHand(
  game: AnySearchGame,
  states: HandStates,
  actions: readonly Action[],
  seat: Seat,
  opts: AnalysisOptions = DEFAULT_ANALYSIS
): Generator<HandAnalysis> {
  const end = states[states.length - 1];
  if (game.toAct(end) !== null) throw new Error('only a finished hand can be analysed');
  const { decisions, firstCard } = findDecisions(game, states, actions, seat);
  const start = firstCard === null ? null : states[firstCard];
  const side = start === null ? game.payoff(end).map((_, i) => i === seat) : sidesOf(game, start, seat);
  const pack = game.view(end, null).pack;
  const analysis: HandAnalysis = {
    seat,
    side,
    cameOutAhead: game.payoff(end)[seat] > 0,
    firstCard,
    ours: null,
    theirs: null,
    pack,
    decisions,
    accuracy: null,
    done: false
  };
  const copy = (): HandAnalysis => structuredClone(analysis);
  yield copy();
  const rng = rngFromSeed(opts.seed);
  let openOk = true;
  let exactOk = true;
  const table = solverTable();
  for (let i = decisions.length - 1; i >= 0; i--) {
    const d = decisions[i];
    const s = states[d.step];
    if (d.choices === 1) {
      // Forced: nothing to judge; the open verdict still says where the side stood.
      d.blind = { worlds: 0, best: 0, exact: 0 };
    } else {
      d.blind = blindVerdict(game, s, d, seat, opts, rng, exactOk);
      exactOk = d.blind.exact === d.blind.worlds;
    }
    d.open = openOk ? openVerdict(game, s, d, seat, side, opts.maxNodes, table) : { solved: false };
    openOk = d.open.solved;
    // Each card's judgement from its own seed: it does not depend on which other cards were judged.
    // A forced card has no cost, but an estimate where the solver does not reach (where the side stood).
    if ((d.choices > 1 || !d.open.solved) && opts.estimateWorlds > 0) {
      const card = judged(game, game.view(s, seat), game.legal(s), d.action, opts, d.step);
      if (d.choices > 1) d.cost = card.cost;
      if (!d.open.solved) d.open = { solved: false, estimate: card.estimate };
    }
    yield copy();
  }
  analysis.accuracy = accuracyOf(
    game.id,
    decisions.flatMap((d) => (d.cost ? [d.cost] : []))
  );
  if (start !== null && openOk) {
    analysis.ours = forced(game, start, seat, side, opts.maxNodes, table);
    const other = side.findIndex((mine, i) => !mine && game.view(start, null).active.includes(i));
    if (other >= 0 && analysis.ours !== null)
      analysis.theirs = forced(
        game,
        start,
        other,
        side.map((mine) => !mine),
        opts.maxNodes,
        solverTable()
      );
  }
  analysis.done = true;
  yield copy();
}

function forced(game: AnySearchGame, s: unknown, seat: Seat, side: boolean[], maxNodes: number, table: SolverTable): Forced {
  return solve(game, s, seat, { side, maxNodes, table })?.wins ?? null;
}

/** The analysis in one go (tests, the bench): the generator's last value. */
export function analyseAll(game: AnySearchGame, states: HandStates, actions: readonly Action[], seat: Seat, opts?: AnalysisOptions): HandAnalysis {
  let last: HandAnalysis | null = null;
  for (const a of analyseHand(game, states, actions, seat, opts)) last = a;
  return last!;
}

/** The states of a hand from its first state and its actions (the record's `framesOf`, without frames). */
export function statesOf(game: AnySearchGame, first: unknown, actions: readonly Action[]): unknown[] {
  const states = [first];
  for (const a of actions) states.push(isClaim(a) ? states[states.length - 1] : after(game, states[states.length - 1], a));
  return states;
}
