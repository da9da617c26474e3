import type { Action } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import { actionBuffer, randomPlayout } from '../engine/fast';
import { nextInt, rngFromSeed, type RngState } from '../engine/rng';
import type { Bot, BotRequest } from '../engine/bot';
import { bestIndex } from './judgement';
import { inferredWorld, isExactEndgame, judgeActions, withoutSearch, type SearchSettings } from './search';

/**
 * Information-set Monte Carlo tree search (issue 11; Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"):
 * the alternative to the flat search of bots/search.ts, tried in the arena (docs/bots.md,
 * "Information-set MCTS (tried)"). One tree for the deciding seat's information set; each iteration
 *
 * 1. samples one world from the seat's view (`inferredWorld`: the same worlds and inference as the
 *    flat search),
 * 2. descends the tree by the actions legal *in that world*, choosing by UCB where every legal action
 *    has a child, with availability counts in place of the parent's visits (an action is only
 *    counted as passed over in the iterations where it could have been chosen),
 * 3. adds one child for an action not tried yet there, plays on at random (`randomPlayout`),
 * 4. and backs the payoff up: each child keeps the result of the seat that chose it (max^n: every
 *    seat maximises its own payoff, partners and opponents alike).
 *
 * Inference: a world's weight (`inferredWorld`) weights its reward in the means, as the flat search
 * weights its worlds; visits stay whole counts (UCB's exploration term and the final choice). Not
 * rejection (accept with probability = weight): the worlds' cost (the replay, the rule bot's
 * questions) would be thrown away for most of them, and the two searches would not judge alike.
 *
 * Payoffs are in each game's own unit, so UCB compares means divided by the largest payoff seen
 * in this decision so far (`exploration` is then on a −1…1 scale whatever the game).
 *
 * The decision is the root's most visited action. It sees only the request (the view, the legal
 * actions, a seed, a budget); the rule bot decides the phases search does not, and forced moves are
 * played at once, as in `searchBot` (`withoutSearch`). In the exact endgame it judges as the flat
 * search does (every world solved with all cards open): a tree over a few cards adds nothing there.
 */
export interface IsmctsSettings extends Pick<SearchSettings, 'ruleBot' | 'onlyPhases' | 'slip' | 'now' | 'endgameCards'> {
  /** Stop after this many iterations (one world each) even with time left: reproducible tests and runs. */
  maxIterations: number;
  /** At least this many iterations even past the time budget. */
  minIterations: number;
  /** UCB's exploration constant, on rewards scaled to −1…1. */
  exploration: number;
}

/** The default exploration constant (docs/bots.md: 0.7 and 1.4 were measured). */
export const ISMCTS_EXPLORATION = 0.7;

/** What one search found: the action and, for tests and measurements, how it got there. */
export interface IsmctsResult {
  action: Action;
  iterations: number;
  /** Visits of each legal action at the root, in `legal` order. */
  visits: number[];
  /** Weighted mean payoff of each legal action for the seat (0 where never tried). */
  means: number[];
}

/**
 * The tree in flat typed arrays (nodes are indices, children a linked list), reused from decision to
 * decision and grown by doubling: a search allocates no node objects (it runs on phones).
 */
class Tree {
  size = 0;
  action = new Uint16Array(0);
  firstChild = new Int32Array(0);
  sibling = new Int32Array(0);
  visits = new Float64Array(0);
  avail = new Float64Array(0);
  /** Sum of weight × payoff of the seat that chose this node's action; and the weights. */
  reward = new Float64Array(0);
  weight = new Float64Array(0);

  constructor(capacity: number) {
    this.grow(capacity);
  }

  private grow(capacity: number): void {
    const copy = <T extends Uint16Array | Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const a = make(capacity);
      a.set(old);
      return a;
    };
    this.action = copy(this.action, (n) => new Uint16Array(n));
    this.firstChild = copy(this.firstChild, (n) => new Int32Array(n));
    this.sibling = copy(this.sibling, (n) => new Int32Array(n));
    this.visits = copy(this.visits, (n) => new Float64Array(n));
    this.avail = copy(this.avail, (n) => new Float64Array(n));
    this.reward = copy(this.reward, (n) => new Float64Array(n));
    this.weight = copy(this.weight, (n) => new Float64Array(n));
  }

  /** A new node (the root when `parent` is −1) for `action`, its statistics zero. */
  add(parent: number, action: Action): number {
    if (this.size === this.action.length) this.grow(2 * this.size);
    const k = this.size++;
    this.action[k] = action;
    this.firstChild[k] = -1;
    this.visits[k] = 0;
    this.avail[k] = 0;
    this.reward[k] = 0;
    this.weight[k] = 0;
    if (parent >= 0) {
      this.sibling[k] = this.firstChild[parent];
      this.firstChild[parent] = k;
    } else this.sibling[k] = -1;
    return k;
  }
}

/** Action numbers are below 2^16 (engine/game.ts): a stamp per number marks the legal ones at a node. */
const ACTION_SPACE = 1 << 16;

/** One bot's reusable scratch: the tree, the legal actions, the stamps, the path of one iteration. */
interface Scratch {
  tree: Tree;
  legal: Uint16Array;
  stamp: Uint32Array;
  tick: number;
  path: Int32Array;
  pathSeat: Int32Array;
}

const scratch = (): Scratch => ({
  tree: new Tree(1024),
  legal: actionBuffer(),
  stamp: new Uint32Array(ACTION_SPACE),
  tick: 0,
  path: new Int32Array(1024),
  pathSeat: new Int32Array(1024)
});

/**
 * The search itself, from a seat's view; `withoutSearch` has already ruled out the decisions that
 * take none. Stops at `maxIterations`, at the deadline once `minIterations` are done, or when
 * `signal` is aborted.
 */
export function ismctsSearch(
  game: AnySearchGame,
  settings: IsmctsSettings,
  req: BotRequest,
  rng: RngState,
  signal?: AbortSignal,
  sc: Scratch = scratch()
): IsmctsResult {
  const { view, legal } = req;
  const now = settings.now ?? (() => performance.now());
  const deadline = now() + req.budgetMs;
  const { tree, stamp, path, pathSeat } = sc;
  const buf = sc.legal;
  const legalInto = game.legalInto;
  tree.size = 0;
  const root = tree.add(-1, 0);
  // The largest payoff seen (any seat): what rewards are divided by in UCB.
  let scale = 0;
  let iterations = 0;
  while (iterations < settings.maxIterations && !signal?.aborted) {
    const { state: s, weight } = inferredWorld(game, settings, view, rng);
    let node = root;
    let depth = 0;
    // Selection: down the tree while every action legal in this world has a child here.
    for (let mover = game.toAct(s); mover !== null; mover = game.toAct(s)) {
      const n = legalInto(s, buf);
      if (sc.tick >= 0xfffffff0) {
        stamp.fill(0);
        sc.tick = 0;
      }
      // Legal here: stamp `tick`; legal and already a child: `tick + 1`.
      const tick = (sc.tick += 2);
      for (let i = 0; i < n; i++) stamp[buf[i]] = tick;
      let best = -1;
      let bestScore = -Infinity;
      for (let c = tree.firstChild[node]; c >= 0; c = tree.sibling[c]) {
        const a = tree.action[c];
        if (stamp[a] !== tick) continue;
        stamp[a] = tick + 1;
        tree.avail[c]++;
        const mean = tree.weight[c] > 0 ? tree.reward[c] / tree.weight[c] / (scale || 1) : 0;
        const score = mean + settings.exploration * Math.sqrt(Math.log(tree.avail[c]) / tree.visits[c]);
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      let untried = 0;
      for (let i = 0; i < n; i++) if (stamp[buf[i]] === tick) buf[untried++] = buf[i];
      if (untried > 0) {
        // Expansion: one untried action, at random; then the playout from there.
        const a = buf[untried === 1 ? 0 : nextInt(rng, untried)];
        const child = tree.add(node, a);
        tree.avail[child] = 1;
        path[depth] = child;
        pathSeat[depth++] = mover;
        game.applyInPlace(s, a);
        break;
      }
      path[depth] = best;
      pathSeat[depth++] = mover;
      game.applyInPlace(s, tree.action[best]);
      node = best;
      if (depth === path.length) break;
    }
    randomPlayout(game, s, rng);
    const payoff: number[] = game.payoff(s);
    for (let i = 0; i < payoff.length; i++) if (Math.abs(payoff[i]) > scale) scale = Math.abs(payoff[i]);
    for (let d = 0; d < depth; d++) {
      const c = path[d];
      tree.visits[c]++;
      tree.reward[c] += weight * payoff[pathSeat[d]];
      tree.weight[c] += weight;
    }
    iterations++;
    if (iterations >= settings.minIterations && now() >= deadline) break;
  }
  const visits = legal.map(() => 0);
  const means = legal.map(() => 0);
  for (let c = tree.firstChild[root]; c >= 0; c = tree.sibling[c]) {
    const i = legal.indexOf(tree.action[c]);
    if (i < 0) continue;
    visits[i] = tree.visits[c];
    means[i] = tree.weight[c] > 0 ? tree.reward[c] / tree.weight[c] : 0;
  }
  // Most visited; among equals the better mean, then legal order.
  let k = -1;
  for (let i = 0; i < legal.length; i++) if (visits[i] > 0 && (k < 0 || visits[i] > visits[k] || (visits[i] === visits[k] && means[i] > means[k]))) k = i;
  // Nothing searched (cancelled at once): the rule bot's choice rather than the first card.
  const action = k >= 0 ? legal[k] : settings.ruleBot.choose(req);
  return { action, iterations, visits, means };
}

/** The IS-MCTS bot: the `Bot` contract around `ismctsSearch` (no shares: one worker thinks). */
export function ismctsBot(game: AnySearchGame, id: string, settings: IsmctsSettings): Bot {
  const sc = scratch();
  return {
    id,
    choose(req: BotRequest, signal?: AbortSignal): Action {
      const rng = rngFromSeed(req.seed);
      const action = withoutSearch(game, settings, req, rng, signal);
      if (action !== null) return action;
      if (isExactEndgame(settings, req.view)) {
        const counts = { maxWorlds: settings.maxIterations, minWorlds: settings.minIterations, now: settings.now };
        const j = judgeActions(game, req.legal, req.view.seat!, (r) => inferredWorld(game, settings, req.view, r), rng, counts, req.budgetMs, 'exact', signal);
        return req.legal[bestIndex(j)];
      }
      return ismctsSearch(game, settings, req, rng, signal, sc).action;
    }
  };
}
