import type { Action, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { TableView } from '../engine/table-view';
import { randomPlayout, ruleRollout } from '../engine/fast';
import { nextInt, nextU32, rngFromSeed, type RngState } from '../engine/rng';
import type { Bot, BotRequest, Decision, Judgement, ModelPolicy, Share } from '../engine/bot';
import { bestIndex } from './judgement';
import { solve, solverTable } from './solver';
import { sidesOf } from '../engine/sides';
import { policyProbability } from './policy';

/**
 * The search bot (issue 11, docs/bots.md): sample worlds from the seat's view, play each legal
 * action in every world to the end, keep the action with the best mean result for this seat.
 * Every action is judged on the same worlds (paired samples: the luck of a world cancels between
 * actions). It sees only the view: the worlds come from `game.determinize(view)`.
 *
 * The same loop over the *real* state is the arena's all-seeing reference bot (`openSearch`): the
 * ceiling that shows how much hidden cards cost.
 */
export interface SearchSettings {
  /** Stop after this many worlds even with time left (reproducible tests and arena runs). */
  maxWorlds: number;
  /** Judge at least this many worlds even past the time budget (too few worlds is noise). */
  minWorlds: number;
  /**
   * The phases search decides (by `view.phase`); the rule bot decides the others: where playouts
   * with random choices judge worse than the rule bot's knowledge, as measured in the arena.
   * Absent: search decides everything.
   */
  onlyPhases?: readonly string[];
  /** The rule bot: the decisions above, and every decision of a game that cannot search yet. */
  ruleBot: Bot;
  /**
   * A learned model's bot and the phases it decides instead of the search or the rule bot (issue
   * 26: Droggn's bids by a value model). The worlds' inference still models the other seats by
   * the rule bot.
   */
  modelBot?: Bot;
  modelPhases?: readonly string[];
  /**
   * Policy-based inference (issue 26, bots/policy.ts): at a public choice the model judges (the
   * bids), a world is weighed by the model's probability of that choice with the world's cards;
   * at every other public choice by agreement with the rule bot. Absent: the rule bot's agreement
   * everywhere.
   */
  policy?: ModelPolicy;
  /**
   * Card-play inference (issue 26): a world is weighed by the learned card-play policy's
   * probability of every card another seat played, with the hand the world gave it (the module's
   * `playPolicy`). Absent: the cards played tell nothing beyond the rules' hard facts (a void
   * shown, a card seen).
   */
  playPolicy?: ModelPolicy;
  /**
   * Each world judged is picked from this many drawn ones by their inference weights (sampling
   * importance resampling), and counts as their mean weight: the judged worlds follow the weights
   * instead of a few heavy ones deciding the means. Absent or 1: every drawn world is judged.
   */
  resample?: number;
  /**
   * The easier levels: with this probability a decision is the rule bot's instead of the search's
   * (a human-like slip, never a rule broken).
   */
  slip?: number;
  /** The clock (milliseconds); the bots' time budget. */
  now?: () => number;
  /**
   * How a world is played on after the action judged: 'random' (the engine's random playout, the
   * fastest) or 'rule' (every seat's rule bot on that seat's view in the world: about fifteen
   * times slower, and far better judge of a bid, whose worth depends on the play that follows).
   * Default: 'rule' outside the play phase, 'random' in it.
   */
  rollout?: (phase: string) => 'random' | 'rule';
  /**
   * In the play, with this many cards or fewer left in the seat's hand, each world is solved
   * exactly with all its cards open (bots/solver.ts, threshold mode) instead of played out: the
   * action that comes out ahead in the most worlds wins. 0: never.
   */
  endgameCards?: number;
}

const defaultRollout = (phase: string): 'random' | 'rule' => (phase === 'play' ? 'random' : 'rule');

/** Mean result for `seat` of each legal action over worlds from `nextWorld`, until budget or count runs out. */
export function judgeActions(
  game: AnySearchGame,
  legal: readonly Action[],
  seat: Seat,
  nextWorld: (rng: RngState) => World,
  rng: RngState,
  settings: Pick<SearchSettings, 'maxWorlds' | 'minWorlds' | 'now'>,
  budgetMs: number,
  rollout: ((s: unknown, rng: RngState) => void) | 'exact',
  signal?: AbortSignal
): Judgement {
  const now = settings.now ?? (() => performance.now());
  const deadline = now() + budgetMs;
  const sum = new Float64Array(legal.length);
  const ahead = new Float64Array(legal.length);
  const tie = new Float64Array(legal.length);
  let worlds = 0;
  let weights = 0;
  while (worlds < settings.maxWorlds && !signal?.aborted) {
    const { state: world, weight } = nextWorld(rng);
    weights += weight;
    const side = rollout === 'exact' ? sidesOf(game, world, seat) : null;
    // One table for the world: the actions' endgames share most of their positions.
    const table = side ? solverTable() : undefined;
    for (let i = 0; i < legal.length; i++) {
      const s = game.clone(world);
      game.applyInPlace(s, legal[i]);
      let result: number;
      if (side) {
        // Exact: does this action bring the seat's side out ahead with best play by all?
        const solved = solve(game, s, seat, { side, maxNodes: 200_000, table });
        // `solve` leaves s as it was: the same world played on at random breaks ties.
        randomPlayout(game, s, rng);
        const played = game.payoff(s)[seat];
        tie[i] += weight * played;
        result = solved ? (solved.wins ? 1 : -1) : Math.sign(played);
      } else {
        if (rollout !== 'exact') rollout(s, rng);
        result = game.payoff(s)[seat];
      }
      sum[i] += weight * result;
      if (result > 0) ahead[i] += weight;
    }
    worlds++;
    if (worlds >= settings.minWorlds && now() >= deadline) break;
  }
  const mean = (a: Float64Array) => Array.from(a, (x) => (weights ? x / weights : 0));
  const exact = rollout === 'exact';
  return { means: mean(sum), ahead: mean(ahead), worlds, exact, weight: weights, ...(exact ? { tiebreak: mean(tie) } : {}) };
}

/** A sampled world and how much it counts (inference: how likely the players' public choices were in it). */
export interface World {
  state: unknown;
  weight: number;
}

/**
 * How much a public choice the rule bot would not have made with that world's cards counts
 * against the world. Not zero: people (and table talk) do not follow our rule bot, and a world
 * must never be ruled out by a guess; the experiment's constraints stay the hard ones.
 */
const MISMATCH = 0.3;

/** Action kinds that tell something of a player's hand when others can see them. */
const TELLING = new Set(['choice', 'call', 'lay-out']);

/** What a world's inference models the other players by: the rule bot, and a learned policy where there is one. */
export type Inference = Pick<SearchSettings, 'ruleBot' | 'policy' | 'playPolicy'>;

/**
 * How much one public choice `a` of `seat` (to act in `s`) counts for a world: the policy's
 * probability of it on that seat's view in the world where the policy judges the choice, else 1
 * if the rule bot would have made it and MISMATCH if not.
 */
export function choiceFactor(game: AnySearchGame, inference: Inference, s: unknown, seat: Seat, a: Action, seed: number): number {
  const legal = game.legal(s);
  if (legal.length < 2) return 1;
  const view = game.view(s, seat);
  if (inference.policy) {
    const values = inference.policy.values(view, legal);
    const p = values ? policyProbability(values, legal.indexOf(a), inference.policy.temperature) : NaN;
    if (!Number.isNaN(p)) return p;
  }
  return agreement(inference.ruleBot, view, legal, a, seed, MISMATCH);
}

/** 1 if the rule bot, on `view`, would have chosen `a` among `legal`; else `mismatch`. */
const agreement = (ruleBot: Bot, view: TableView, legal: readonly Action[], a: Action, seed: number, mismatch: number): number =>
  ruleBot.choose({ view, legal, seed, budgetMs: 0 }) === a ? 1 : mismatch;

/** How much one card `a` played by `seat` counts for a world: the card-play policy's probability of it there (1 where it does not judge). */
export function playFactor(game: AnySearchGame, policy: ModelPolicy, s: unknown, seat: Seat, a: Action): number {
  const legal = game.legal(s);
  if (legal.length < 2) return 1;
  const values = policy.values(game.view(s, seat), legal);
  const p = values ? policyProbability(values, legal.indexOf(a), policy.temperature) : NaN;
  return Number.isNaN(p) ? 1 : p;
}

/**
 * A world with inference (issue 11): the game's sampled deal replayed action by action; at every
 * public choice of another seat (a bid, a double, an announcement, table talk), the model of a
 * player (`choiceFactor`: the rule bot, or a learned policy for the bids) is asked how likely that
 * choice was with the cards this world gave that seat, on that seat's view in the world.
 */
export function inferredWorld(
  game: AnySearchGame,
  inference: Inference,
  view: TableView,
  rng: RngState,
  stop?: (s: unknown) => boolean
): World & { rest: Action[] } {
  const { start: s, actions } = game.worldDeal(view, rng);
  let weight = 1;
  for (let i = 0; i < actions.length; i++) {
    // `stop`: the world as it stood at an earlier point of the history, the actions after it kept (bots/set-search.ts).
    if (stop?.(s)) return { state: s, weight, rest: actions.slice(i) };
    const a = actions[i];
    const seat = game.toAct(s);
    if (seat !== null && seat !== view.seat) {
      const kind = game.describe(a).kind;
      if (TELLING.has(kind)) weight *= choiceFactor(game, inference, s, seat, a, i + 1);
      else if (kind === 'play' && inference.playPolicy) weight *= playFactor(game, inference.playPolicy, s, seat, a);
    }
    game.applyInPlace(s, a);
  }
  return { state: s, weight, rest: [] };
}

/**
 * The worlds a search judges from `view`: each drawn with inference (`inferredWorld`), or with
 * `resample` k > 1, one of k such draws picked by weight (`pickByWeight`).
 */
function worldsFrom(game: AnySearchGame, settings: Inference & Pick<SearchSettings, 'resample'>, view: TableView): (rng: RngState) => World {
  const draw = (rng: RngState) => inferredWorld(game, settings, view, rng);
  const k = settings.resample ?? 1;
  return k <= 1 ? draw : (rng) => pickByWeight(draw, k, rng);
}

/**
 * Sampling importance resampling: one of `k` worlds from `draw`, each picked with a chance
 * proportional to its weight (in one pass, as a weighted reservoir), counted as their mean weight.
 */
export function pickByWeight(draw: (rng: RngState) => World, k: number, rng: RngState): World {
  let pick = draw(rng);
  let total = pick.weight;
  for (let j = 1; j < k; j++) {
    const w = draw(rng);
    total += w.weight;
    if ((nextU32(rng) / 4294967296) * total < w.weight) pick = w;
  }
  return { state: pick.state, weight: total / k };
}

/** Whether this decision is the exact endgame's: the play, with `endgameCards` or fewer in the hand. */
export const isExactEndgame = (settings: Pick<SearchSettings, 'endgameCards'>, view: TableView): boolean =>
  view.phase === 'play' && !!settings.endgameCards && view.hand.length <= settings.endgameCards;

function rolloutFor(game: AnySearchGame, settings: SearchSettings, view: TableView): ((s: unknown, rng: RngState) => void) | 'exact' {
  const phase = view.phase;
  if (isExactEndgame(settings, view)) return 'exact';
  return (settings.rollout ?? defaultRollout)(phase) === 'rule'
    ? (s, rng) => ruleRollout(game, s, settings.ruleBot, rng)
    : (s, rng) => randomPlayout(game, s, rng);
}

const best = (legal: readonly Action[], j: Pick<Judgement, 'means' | 'tiebreak'>): Action => legal[bestIndex(j)];

/**
 * Search's judgement of every legal action from a seat's view (the hint and the analysis use it):
 * null when the seat is not known.
 */
export function judgeView(game: AnySearchGame, req: BotRequest, settings: SearchSettings, signal?: AbortSignal): Judgement | null {
  if (req.view.seat === null) return null;
  const rng = rngFromSeed(req.seed);
  return judgeActions(
    game,
    req.legal,
    req.view.seat,
    worldsFrom(game, settings, req.view),
    rng,
    settings,
    req.budgetMs,
    rolloutFor(game, settings, req.view),
    signal
  );
}

/** The whole decision in one search (a share of one). */
const WHOLE: Share = { index: 0, of: 1 };

/**
 * A share's own worlds: share 0 draws them from the decision's seed as one whole search does, the
 * others from seeds mixed with their index (the same deal of worlds twice would add nothing).
 */
const shareSeed = (seed: number, index: number): number => (index === 0 ? seed : (seed ^ Math.imul(index, 0x9e3779b1)) >>> 0);

/**
 * What a search bot (this one, bots/ismcts.ts) plays without searching, or null when it must search:
 * a forced move at once; the rule bot's choice where the seat is unknown or search does not decide
 * the phase; a slip (drawn from `rng`, the decision's: every share of a
 * decision draws the same, so all of them slip or none).
 */
export function withoutSearch(
  game: AnySearchGame,
  settings: Pick<SearchSettings, 'ruleBot' | 'onlyPhases' | 'slip' | 'modelBot' | 'modelPhases'>,
  req: BotRequest,
  rng: RngState,
  signal?: AbortSignal
): Action | null {
  const { view, legal } = req;
  if (legal.length === 1) return legal[0];
  if (settings.modelBot && settings.modelPhases?.includes(view.phase)) return settings.modelBot.choose(req, signal);
  if (view.seat === null || (settings.onlyPhases && !settings.onlyPhases.includes(view.phase))) return settings.ruleBot.choose(req, signal);
  if (settings.slip && nextInt(rng, 1_000_000) < settings.slip * 1_000_000) return settings.ruleBot.choose(req, signal);
  return null;
}

/** A search bot: it always judges a share of a decision (`decideShare`), so the workers can split it. */
type SearchBot = Bot & Required<Pick<Bot, 'decideShare'>>;

export function searchBot(game: AnySearchGame, id: string, settings: SearchSettings): SearchBot {
  function decide(req: BotRequest, share: Share, signal?: AbortSignal): Decision {
    const { view, legal } = req;
    const rng = rngFromSeed(req.seed);
    const action = withoutSearch(game, settings, req, rng, signal);
    if (action !== null) return { action };
    const seat = view.seat!;
    const roll = rolloutFor(game, settings, view);
    // Each share judges its part of the worlds in the whole time: more worlds in the same time.
    const counts = { ...settings, maxWorlds: Math.ceil(settings.maxWorlds / share.of), minWorlds: Math.ceil(settings.minWorlds / share.of) };
    const worldRng = share.index === 0 ? rng : rngFromSeed(shareSeed(req.seed, share.index));
    return { judgement: judgeActions(game, legal, seat, worldsFrom(game, settings, view), worldRng, counts, req.budgetMs, roll, signal) };
  }
  return {
    id,
    choose(req: BotRequest, signal?: AbortSignal): Action {
      const d = decide(req, WHOLE, signal);
      return 'action' in d ? d.action : best(req.legal, d.judgement);
    },
    decideShare: decide
  };
}

/**
 * The arena's all-seeing reference bot: the same search over the one real state instead of
 * sampled worlds (it is handed the state, which only the arena may do: never on the table).
 */
export interface OpenBot {
  id: string;
  chooseOpen(state: unknown, seat: Seat, req: BotRequest): Action;
}

export function openSearch(game: AnySearchGame, id: string, settings: SearchSettings): OpenBot {
  return {
    id,
    chooseOpen(state, seat, req) {
      const { legal } = req;
      if (legal.length === 1) return legal[0];
      if (settings.onlyPhases && !settings.onlyPhases.includes(req.view.phase)) return settings.ruleBot.choose(req);
      const rng = rngFromSeed(req.seed);
      return best(
        legal,
        judgeActions(game, legal, seat, () => ({ state, weight: 1 }), rng, settings, req.budgetMs, rolloutFor(game, settings, req.view))
      );
    }
  };
}
