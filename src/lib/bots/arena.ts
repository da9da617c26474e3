import type { Action, AnyGame, HandContext, Seat, Settings } from '../engine/game';
import type { Seed } from '../engine/rng';
import type { Bot } from '../engine/bot';
import type { OpenBot } from './search';

/**
 * The duplicate bot arena (pure, no DOM; runs in Node, a worker or a test). Every deal (one seed) is
 * played once per rotation of the seats: in rotation r the lineup's entry i sits at seat (i + r) mod
 * n, so each entry plays each seat position with the same cards and the luck of the deal cancels.
 * Bots see only `game.view(state, seat)` and `game.legal(state)`, never the state.
 *
 * Results are per lineup name (entries that share a name are pooled): the mean score change per
 * hand of the seats that name held (HandScore.deltas, in the game's own unit), its standard error
 * taken over deals (the duplicate unit: one deal's value is the mean over all its rotations and
 * seats), a 95% interval, and the share of hands with a gain.
 */
export interface ArenaEntry {
  /** The name results are reported under; defaults to the bot's id. */
  name: string;
  bot: Bot | OpenBot;
}

/** The all-seeing reference bot is handed the state; every other bot gets the seat's view only. */
const isOpen = (b: Bot | OpenBot): b is OpenBot => 'chooseOpen' in b;

export interface ArenaOptions {
  game: AnyGame;
  /** Number of seats at the table. */
  players: number;
  /** Defaults to game.defaultSettings(players). */
  settings?: Settings;
  /** How many deals (seeds); each is played `players` times. */
  deals: number;
  /** Deal d uses seed firstSeed + d. */
  firstSeed: Seed;
  /** One bot (or named bot) per seat position, rotated through the seats. */
  lineup: readonly (Bot | ArenaEntry)[];
  /** Dealer of every deal (default 0); the deal stays fixed while the bots rotate. */
  dealer?: Seat;
  /** Session facts for the hand (Troggen's pot, Troccas's catch-up…), e.g. a session's first hand. */
  session?: HandContext['session'];
  /** The time budget each bot is given per decision (rule bots ignore it). Default 0. */
  budgetMs?: number;
  /** Stops between decisions; runArena then throws the signal's reason. Passed on to the bots. */
  signal?: AbortSignal;
  /** Called after each deal (all its rotations) with the number of deals done. */
  onDeal?: (done: number, total: number) => void;
  /** The actions that double the stakes (the module's `doubles`): who gave them is counted per bot. */
  doubles?: readonly Action[];
}

export interface ArenaBotResult {
  name: string;
  botId: string;
  /** Seat positions of the lineup under this name. */
  slots: number;
  /** Seat-hands played (deals × rotations × slots). */
  hands: number;
  /** Mean score change per hand of a seat this name held, in the game's unit. */
  mean: number;
  /** Standard error of `mean`, from the spread of the per-deal means. */
  stdError: number;
  /** 95% confidence interval (mean ± 1.96 standard errors). */
  ci95: [number, number];
  /**
   * Mean over its seat-hands of (its delta − the mean delta of the other seats): the same as `mean`
   * up to a factor n/(n−1) in zero-sum games, and the fair measure where the table pays into a pot.
   */
  margin: number;
  marginStdError: number;
  /**
   * Deals (all rotations together) in which this name's margin was above / below 0: a duplicate
   * board count that heavy tails (runaway doubling) cannot swamp.
   */
  dealsAhead: number;
  dealsBehind: number;
  /** Hands with a gain (delta > 0), among seat-hands where the seat held cards. */
  won: number;
  /** Seat-hands where the seat held cards (a sitting-out dealer does not count for `won`). */
  activeHands: number;
  decisions: number;
  /** Wall-clock time spent in this bot's choose(), for reports (not part of any check). */
  thinkMs: number;
  /** Seat-hands in which it declared (was the first of the declaring side). */
  declared: number;
  /** Of those, hands its side came out ahead (`declarersAhead`). */
  made: number;
  /** Its declarations by contract. */
  contracts: Record<string, number>;
  /** Seat-hands in which it gave a double (a Schwacher, a Retour: `ArenaOptions.doubles`), and of those the hands it won (delta > 0). */
  doubled: number;
  doubledWon: number;
}

export interface ArenaHand {
  deal: number;
  seed: Seed;
  rotation: number;
  /** Lineup name at each seat. */
  seats: string[];
  deltas: number[];
  active: Seat[];
  /** The contract and its declaring seats (`Game.declaration`): null where nobody declared, and always in a game without a declarer. */
  declared: { contract: string; declarers: Seat[] } | null;
  /** The seats that gave a double, in order (a seat once per double). */
  doublers?: Seat[];
}

export interface ArenaResult {
  game: string;
  players: number;
  unit: string;
  deals: number;
  rotations: number;
  firstSeed: Seed;
  settings: Settings;
  bots: ArenaBotResult[];
  /** Mean over hands of the sum of all deltas (0 for zero-sum games; Troggen's pot takes some). */
  tableSum: number;
  /** Share of hands in which every delta was 0 (thrown in, passed out…). */
  quiet: number;
  /** Every hand played, in order (small: a few numbers per hand). */
  hands: ArenaHand[];
  /** Every decision's thinking time, per lineup name. */
  timing: Record<string, DecisionTime[]>;
}

/** The seed a bot gets for one decision: a function of the deal, the seat and the step only. */
function decisionSeed(dealSeed: Seed, seat: Seat, step: number): Seed {
  let h = Math.imul(dealSeed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(seat + 1, 0xc2b2ae35) ^ Math.imul(step + 1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

const entryOf = (x: Bot | ArenaEntry): ArenaEntry => ('bot' in x ? x : { name: x.id, bot: x });

export function runArena(opts: ArenaOptions): ArenaResult {
  const { game, players, deals, firstSeed } = opts;
  const n = players;
  if (opts.lineup.length !== n) throw new Error(`lineup has ${opts.lineup.length} bots for ${n} seats`);
  if (!game.playerCounts.includes(n)) throw new Error(`${game.id} is not played by ${n}`);
  const settings = opts.settings ?? game.defaultSettings(n);
  const dealer = opts.dealer ?? 0;
  const budgetMs = opts.budgetMs ?? 0;
  const lineup = opts.lineup.map(entryOf);
  const names = [...new Set(lineup.map((e) => e.name))];
  for (const nm of names) {
    const bots = new Set(lineup.filter((e) => e.name === nm).map((e) => e.bot));
    if (bots.size > 1) throw new Error(`name ${nm} is used for different bots`);
  }
  const handLog: ArenaHand[] = [];
  const timing: Record<string, DecisionTime[]> = Object.fromEntries(names.map((nm) => [nm, []]));
  let unit = '';

  const check = () => {
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('arena cancelled');
  };

  for (let d = 0; d < deals; d++) {
    const seed = (firstSeed + d) >>> 0;
    for (let r = 0; r < n; r++) {
      // Lineup entry i sits at seat (i + r) mod n.
      const atSeat: ArenaEntry[] = new Array(n);
      for (let i = 0; i < n; i++) atSeat[(i + r) % n] = lineup[i];
      const ctx: HandContext = { players: n, dealer, settings };
      if (opts.session) ctx.session = opts.session;
      const s = game.setup(ctx, seed);
      const active = [...game.view(s, null).active];
      let step = 0;
      const doublers: Seat[] = [];
      for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
        check();
        const legal = game.legal(s);
        const view = game.view(s, seat);
        const e = atSeat[seat];
        const req = { view, legal: legal.slice(), seed: decisionSeed(seed, seat, step), budgetMs };
        const t0 = performance.now();
        const a: Action = isOpen(e.bot) ? e.bot.chooseOpen(game.clone(s), seat, req) : e.bot.choose(req, opts.signal);
        timing[e.name].push({ ms: performance.now() - t0, phase: view.phase, forced: legal.length === 1 });
        if (!legal.includes(a)) {
          throw new Error(`${e.name} chose ${a} (${String(game.actionCode(a))}), not legal at seed ${seed}, rotation ${r}, step ${step}`);
        }
        if (opts.doubles?.includes(a)) doublers.push(seat);
        game.applyInPlace(s, a);
        step++;
      }
      const facts = game.facts(s);
      if (facts === null) throw new Error(`${game.id}: hand over without facts at seed ${seed}`);
      const score = game.score(facts, settings);
      unit = score.unit;
      const deltas = Array.from({ length: n }, (_, seat) => score.deltas[seat] ?? 0);
      const declared = game.declaration(facts);
      handLog.push({ deal: d, seed, rotation: r, seats: atSeat.map((e) => e.name), deltas, active, declared, ...(opts.doubles ? { doublers } : {}) });
    }
    opts.onDeal?.(d + 1, deals);
  }
  const ids = Object.fromEntries(lineup.map((e) => [e.name, e.bot.id]));
  return { game: game.id, players: n, unit, deals, rotations: n, firstSeed, settings, ...summarize(handLog, names, ids, n, timing), hands: handLog };
}

/** One decision's thinking time (for the arena's time table; never part of a check). */
export interface DecisionTime {
  ms: number;
  phase: string;
  /** Only one legal action. */
  forced: boolean;
}

/**
 * Whether the declaring side came out ahead: its seats' mean change above the other seats' (in a
 * zero-sum game: above 0). Not "above 0" alone: in Troggen with an empty pot every seat pays in,
 * and a bidder who made the contract pays less than the others.
 */
function declarersAhead(h: ArenaHand): boolean {
  const d = h.declared;
  if (!d) return false;
  const n = h.deltas.length;
  const mine = d.declarers.reduce((x, seat) => x + h.deltas[seat], 0);
  const total = h.deltas.reduce((x, y) => x + y, 0);
  return d.declarers.length === n || mine / d.declarers.length > (total - mine) / (n - d.declarers.length);
}

/** A seat's margin in a hand: its score change less the mean of the other seats' (`summarize`'s unit). */
/** A seat's margin in a hand: its score change less the other seats' mean (one hand's margins sum to 0). */
export const seatMargin = (deltas: readonly number[], seat: number, total = deltas.reduce((x, y) => x + y, 0)): number =>
  deltas[seat] - (total - deltas[seat]) / (deltas.length - 1);
const marginOf = (h: ArenaHand, seat: number, total: number): number => seatMargin(h.deltas, seat, total);

/** Each deal's margin of the seats `name` held (the mean over its rotations), by seed: for paired comparisons of two runs on the same deals. */
export function dealMargins(hands: readonly ArenaHand[], name: string): Map<number, number> {
  const sum = new Map<number, { m: number; k: number }>();
  for (const h of hands) {
    const total = h.deltas.reduce((x, y) => x + y, 0);
    const e = sum.get(h.seed) ?? { m: 0, k: 0 };
    for (let seat = 0; seat < h.deltas.length; seat++)
      if (h.seats[seat] === name) {
        e.m += marginOf(h, seat, total);
        e.k++;
      }
    sum.set(h.seed, e);
  }
  return new Map([...sum].map(([seed, e]) => [seed, e.k ? e.m / e.k : 0]));
}

/**
 * The statistics of a set of duplicate hands (all rotations of each deal present): per name the
 * mean and margin with their standard errors over deals, boards ahead and behind, gains. Used by
 * runArena, and to merge the chunks a long run was split into across processes.
 */
export function summarize(
  hands: readonly ArenaHand[],
  names: readonly string[],
  botIds: Record<string, string>,
  n: number,
  timing: Record<string, DecisionTime[]>
): Pick<ArenaResult, 'bots' | 'tableSum' | 'quiet' | 'timing'> {
  const k = names.length;
  const idx = new Map(names.map((nm, i) => [nm, i]));
  const sum = new Float64Array(k);
  const sumSq = new Float64Array(k);
  const mSum = new Float64Array(k);
  const mSumSq = new Float64Array(k);
  const ahead = new Float64Array(k);
  const behind = new Float64Array(k);
  const won = new Float64Array(k);
  const activeHands = new Float64Array(k);
  const seatHands = new Float64Array(k);
  const slots = new Float64Array(k);
  const declared = new Float64Array(k);
  const made = new Float64Array(k);
  const contracts: Record<string, number>[] = names.map(() => ({}));
  const doubled = new Float64Array(k);
  const doubledWon = new Float64Array(k);
  let tableSum = 0;
  let quiet = 0;
  let deals = 0;
  // Hands grouped by deal (seed), in order.
  const byDeal = new Map<string, ArenaHand[]>();
  for (const h of hands) {
    const key = `${h.seed}`;
    if (!byDeal.has(key)) byDeal.set(key, []);
    byDeal.get(key)!.push(h);
  }
  for (const group of byDeal.values()) {
    deals++;
    const dealSum = new Float64Array(k);
    const dealCount = new Float64Array(k);
    const dealMargin = new Float64Array(k);
    for (const h of group) {
      const total = h.deltas.reduce((x, y) => x + y, 0);
      if (h.deltas.every((x) => x === 0)) quiet++;
      if (h.declared) {
        const who = idx.get(h.seats[h.declared.declarers[0]])!;
        declared[who]++;
        if (declarersAhead(h)) made[who]++;
        contracts[who][h.declared.contract] = (contracts[who][h.declared.contract] ?? 0) + 1;
      }
      for (const seat of new Set(h.doublers ?? [])) {
        const who = idx.get(h.seats[seat])!;
        doubled[who]++;
        if (h.deltas[seat] > 0) doubledWon[who]++;
      }
      for (let seat = 0; seat < n; seat++) {
        const who = idx.get(h.seats[seat])!;
        const delta = h.deltas[seat];
        dealSum[who] += delta;
        dealMargin[who] += marginOf(h, seat, total);
        dealCount[who]++;
        seatHands[who]++;
        tableSum += delta;
        if (h.active.includes(seat)) {
          activeHands[who]++;
          if (delta > 0) won[who]++;
        }
      }
    }
    for (let i = 0; i < k; i++) {
      if (!dealCount[i]) continue;
      const m = dealSum[i] / dealCount[i];
      sum[i] += m;
      sumSq[i] += m * m;
      const g = dealMargin[i] / dealCount[i];
      mSum[i] += g;
      mSumSq[i] += g * g;
      if (g > 1e-9) ahead[i]++;
      else if (g < -1e-9) behind[i]++;
    }
  }
  if (hands.length) for (const nm of hands[0].seats) slots[idx.get(nm)!]++;

  const stats = (s1: number, s2: number): [number, number] => {
    const mean = deals ? s1 / deals : 0;
    const variance = deals > 1 ? Math.max(0, (s2 - deals * mean * mean) / (deals - 1)) : 0;
    return [mean, deals > 0 ? Math.sqrt(variance / deals) : 0];
  };
  const bots: ArenaBotResult[] = names.map((name, i) => {
    const [mean, stdError] = stats(sum[i], sumSq[i]);
    const [margin, marginStdError] = stats(mSum[i], mSumSq[i]);
    const times = timing[name] ?? [];
    return {
      name,
      botId: botIds[name],
      slots: slots[i],
      hands: seatHands[i],
      mean,
      stdError,
      ci95: [mean - 1.96 * stdError, mean + 1.96 * stdError],
      margin,
      marginStdError,
      dealsAhead: ahead[i],
      dealsBehind: behind[i],
      won: won[i],
      activeHands: activeHands[i],
      decisions: times.length,
      thinkMs: times.reduce((x, y) => x + y.ms, 0),
      declared: declared[i],
      made: made[i],
      contracts: contracts[i],
      doubled: doubled[i],
      doubledWon: doubledWon[i]
    };
  });
  return { bots, tableSum: hands.length ? tableSum / hands.length : 0, quiet: hands.length ? quiet / hands.length : 0, timing };
}
