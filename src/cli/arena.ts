// npm run arena: the duplicate bot arena (docs/bots.md). For every game:
//   rule vs random, rule self-play (bookkeeping check), the search bot against rule bots, the
//   all-seeing reference bot against rule bots (the ceiling), at the main player count, and the
//   search bot against rule bots at the other counts; then each game's time per decision at the
//   normal level. Long matches are split into chunks of deals that run in child processes (one
//   per core); progress goes to stderr, and the tables into docs/bots.md between the markers.
//
//   npm run arena                          everything, the standard deals, writes docs/bots.md
//   npm run arena -- --scale 0.1           a tenth of the deals (a quick look); prints only
//   npm run arena -- --game <id>           one game (its registry id); --match search,open only those matches
//   npm run arena -- --worlds 200          worlds per decision of the search bots (default: ARENA_WORLDS)
//   npm run arena -- --phases all          the phases search decides (default: the game module's searchPhases)
//   npm run arena -- --match search,ismcts --budget 100
//                                          information-set MCTS against the rule bots too (only when asked
//                                          for), both search bots thinking 100 ms a decision on the clock
//                                          instead of a count; the two compared on the same deals
//   npm run arena -- --ucb 1.4             IS-MCTS's exploration constant (default ISMCTS_EXPLORATION)
//   npm run arena -- --iterations 500      IS-MCTS's iterations per decision without --budget
//   npm run arena -- --no-endgame          neither search bot solves the last cards exactly
//   npm run arena -- --players 3           only that player count
//   npm run arena -- --game <id> --match model --first-seed 3000000
//                                          the strong bot with its game's learned model deciding the
//                                          module's modelBot phases (default: its modelPhases, else
//                                          'bid'; --model-phases bid,double) against today's strong
//                                          bots (search in the play only), on deals from that seed;
//                                          --base-phases bid: the others decide those phases by the
//                                          model too (today's strong level: its bids), with its policy
//   npm run arena -- --game <id> --match play-infer --temperature 2
//                                          one strong bot whose worlds weigh each card another seat
//                                          played by the game's learned card-play policy (its softmax
//                                          at that temperature, default the module's) against strong
//                                          bots whose worlds read nothing from the cards; --resample 8:
//                                          each world it judges picked by weight among 8 drawn
//   npm run arena -- --game <id> --match infer --temperature 10 --first-seed 3200000
//                                          one strong bot whose worlds weigh the other seats' bids
//                                          by the model's policy (issue 26, bots/policy.ts; the
//                                          temperature in the game's points, default the module's)
//                                          against strong bots weighing them by the rule bot;
//                                          every seat bids by the model
//   npm run arena -- --game <id> --match exchange --set-worlds 30 --set-alternatives 2 --set-z 1
//                                          one strong bot that lays its discard away as a searched set
//                                          (bots/set-search.ts: the rule bot's set and sets one card away,
//                                          each played on by the rule bots in that many worlds) against
//                                          the strong level without it (the rule bot's discard); by
//                                          default the strong level's settings (STRONG_SET_SEARCH)
//   npm run arena -- --game <id> --match phases --search-phases call,take
//                                          one strong bot whose search also decides those phases
//                                          (Troccas's jack call and the numeral taken back) against
//                                          the strong level (the rule bot's choice there)
//   npm run arena -- --game <id> --match strong --first-seed 4000000
//                                          issue 26's goal: the strong level as shipped (learned
//                                          bids, their policy in the worlds, searched discards,
//                                          Troccas's interval) against the strong level that
//                                          searched the play only (the rule bot elsewhere)
//   npm run arena -- --game <id> --match normal --first-seed 7000000
//                                          the normal level with the learned models (bids and
//                                          their policy in the worlds, Troccas's interval) against
//                                          the normal level with the rule bot's, at the arena's
//                                          worlds a decision
//   npm run arena -- --game <id> --settings threshold=38
//                                          a rule variant for every match (key=value, comma
//                                          separated; the game's defaults elsewhere)
//   npm run arena -- … --margins a.json      each searching match's margin per deal written to a.json;
//   npm run arena -- … --paired a.json       and this run's minus a.json's printed, deal by deal
//   npm run arena -- … --match search --gap open.json
//                                          the share of the gap to the all-seeing bot of open.json
//                                          (a run's --margins with --match open, e.g. --phases all)
//                                          closed, on the deals both played
//   npm run arena -- --game <id> --match style --style cautious
//                                          (a game whose bots take a style) one rule bot (easy
//                                          level) of that style (default bold)
//                                          against balanced rule bots
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MODULES, moduleFor } from '../lib/games/modules';
import type { GameId, HandScore } from '../lib/engine/game';
import type { Bot, ModelPolicy } from '../lib/engine/bot';
import { botFor, ruleBotOf, searchGameOf, searchSettingsFor } from '../lib/bots/registry';
import { randomBot } from '../lib/bots/random-bot';
import { dealMargins, runArena, summarize, type ArenaBotResult, type ArenaEntry, type ArenaHand, type DecisionTime } from '../lib/bots/arena';
import { openSearch, searchBot } from '../lib/bots/search';
import { isSearchable } from '../lib/engine/searchable';
import { UNIT_NAMES } from '../lib/engine/units';
import { ISMCTS_EXPLORATION, ismctsBot } from '../lib/bots/ismcts';
import { LEVEL_SEARCH, type SearchLevel } from '../lib/bots/levels';
import { isStyle, type Style } from '../lib/bots/styles';
import { STRONG_SET_SEARCH, setSearchBot, type SetSearch } from '../lib/bots/set-search';

type Match =
  'vs-random' | 'self' | 'search' | 'open' | 'timing' | 'ismcts' | 'model' | 'style' | 'infer' | 'play-infer' | 'exchange' | 'phases' | 'strong' | 'normal';
const MATCH_TEXT: Record<Match, string> = {
  'vs-random': 'rule vs random',
  self: 'rule self-play',
  search: 'search vs rule',
  open: 'all-seeing vs rule',
  timing: 'normal level, timed',
  ismcts: 'IS-MCTS vs rule',
  model: 'model vs search',
  style: 'styled vs balanced',
  infer: 'policy inference vs rule inference',
  'play-infer': 'card-play inference vs none',
  exchange: 'searched discard vs strong',
  phases: 'search in more phases vs strong',
  strong: 'strong as shipped vs the play-only strong',
  normal: 'normal with the models vs normal'
};
/** The matches whose first lineup entry searches, and the name it plays under. */
const SEARCHER: Partial<Record<Match, string>> = {
  search: 'search',
  open: 'all-seeing',
  ismcts: 'ismcts',
  model: 'model',
  style: 'styled',
  infer: 'policy',
  'play-infer': 'play-infer',
  exchange: 'exchange',
  phases: 'phases',
  strong: 'strong',
  normal: 'normal+models'
};
/** The standard deals; `--first-seed` moves them (the learned models train on 2,000,000 onwards). */
const FIRST_SEED = Number(arg('--first-seed') ?? 1_000_000);
const DOC = 'docs/bots.md';
const START = '<!-- arena:start -->';
const END = '<!-- arena:end -->';
/**
 * Deals per child process: searching matches in small chunks (progress, and both cores busy to
 * the end); the rule bots' quick matches in large ones, where starting a process would cost more
 * than the deals.
 */
const chunkOf = (m: Match): number => (m === 'vs-random' || m === 'self' ? 2500 : m === 'style' ? 250 : 25);
/**
 * Worlds per decision of the search and all-seeing bots. The browser's strong level judges up to
 * 2,000 in 270 ms; at that count the full run would take a day here (docs/bots.md).
 */
const ARENA_WORLDS = 50;
/** IS-MCTS's iterations per decision when it counts them (without --budget). */
const ARENA_ITERATIONS = 500;

interface Chunk {
  game: GameId;
  players: number;
  match: Match;
  firstSeed: number;
  deals: number;
  worlds: number;
  /** The phases the search bots decide ('all', or a comma list); default: the registry's. */
  phases?: string;
  /**
   * Milliseconds per decision on the clock for the search bots (flat and IS-MCTS alike), instead
   * of `worlds` / `iterations`: their strength at the same time. Absent: the counts.
   */
  budget?: number;
  /** IS-MCTS: iterations per decision without a budget, and its exploration constant. */
  iterations?: number;
  ucb?: number;
  /** Neither search bot solves the last cards exactly. */
  noEndgame?: boolean;
  /** The 'model' match: the phases the learned model decides for the first seat, and for the others (none by default). */
  modelPhases?: string;
  basePhases?: string;
  /** The 'play-infer' match: drawn worlds per world judged (SearchSettings.resample). */
  resample?: number;
  /** The 'infer' and 'play-infer' matches: the policy's softmax temperature (default: the module's). */
  temperature?: number;
  /** The 'style' match: the first seat's style (bots/styles.ts), at the easy level. */
  style?: Style;
  /** The 'timing' match: the level timed on its own clock (`--level`, default normal). */
  level?: SearchLevel;
  /** The 'phases' match: the phases the first seat's search decides beside the game's search phases (a comma list). */
  searchPhases?: string;
  /** The 'exchange' match: the first seat's searched set (bots/set-search.ts), without its phases and counter. */
  set?: Partial<Omit<SetSearch, 'onChoice'>>;
  /** Rule variants over the game's defaults (`--settings key=value,…`). */
  settings?: Record<string, string | number | boolean>;
}

interface ChunkResult {
  chunk: Chunk;
  unit: string;
  names: string[];
  botIds: Record<string, string>;
  hands: ArenaHand[];
  timing: Record<string, DecisionTime[]>;
  seconds: number;
  /** The 'exchange' match: the searched sets' first cards, and how many of them left the rule bot's set. */
  sets?: { decisions: number; differ: number };
}

/** The searched sets of this process's chunk (the 'exchange' match). */
const setCount = { decisions: 0, differ: 0 };

function lineupFor(c: Chunk): (Bot | ArenaEntry)[] {
  const mod = moduleFor(c.game)!;
  // The arena measures against a game's own rule bot, never the random stand-in.
  if (!mod.ruleBot) throw new Error(`no rule bot for ${c.game}`);
  const rules = ruleBotOf(mod);
  const others = (name: string, bot: Bot) => Array.from({ length: c.players - 1 }, () => ({ name, bot }));
  const onlyPhases = c.phases === 'all' ? undefined : c.phases ? c.phases.split(',') : mod.searchPhases;
  // The strong level (its exact endgame, no slips) with a fixed count of worlds instead of its
  // clock: the same play on any machine, and a full run that fits in an hour on two cores.
  const strong = searchSettingsFor(mod, 'strong');
  const endgameCards = c.noEndgame ? 0 : strong.endgameCards;
  // On the clock: as many worlds (iterations) as the budget allows, at least one.
  const count = (n: number) => (c.budget ? { max: 1e9, min: 1 } : { max: n, min: n });
  const worlds = count(c.worlds);
  const search = { ...strong, endgameCards, maxWorlds: worlds.max, minWorlds: worlds.min, onlyPhases };
  const iterations = count(c.iterations ?? ARENA_ITERATIONS);
  const ismcts = {
    endgameCards,
    slip: 0,
    maxIterations: iterations.max,
    minIterations: iterations.min,
    exploration: c.ucb ?? ISMCTS_EXPLORATION,
    ruleBot: rules,
    onlyPhases
  };
  switch (c.match) {
    case 'vs-random':
      return [rules, ...others('random', randomBot)];
    case 'self':
      return [{ name: `${rules.id} (A)`, bot: rules }, ...others(`${rules.id} (B)`, rules)];
    case 'search':
      return [{ name: 'search', bot: searchBot(searchGameOf(mod), 'search', search) }, ...others('rule', rules)];
    case 'open':
      return [{ name: 'all-seeing', bot: openSearch(searchGameOf(mod), 'all-seeing', search) }, ...others('rule', rules)];
    case 'ismcts':
      return [{ name: 'ismcts', bot: ismctsBot(searchGameOf(mod), 'ismcts', ismcts) }, ...others('rule', rules)];
    case 'model': {
      // Today's strong bot (search in the play, the rule bot elsewhere) at the other seats.
      if (!mod.modelBot) throw new Error(`${c.game} has no learned model`);
      const phases = c.modelPhases?.split(',') ?? mod.modelPhases ?? ['bid'];
      // With --base-phases the others are the strong level as shipped (the model's bids, its policy in the worlds) and both read bids by the policy.
      const base = c.basePhases?.split(',');
      const policy = base ? (mod.modelPolicy as ModelPolicy | undefined) : undefined;
      const today = { ...search, modelBot: base ? (mod.modelBot as Bot) : undefined, modelPhases: base, policy };
      return [
        { name: 'model', bot: searchBot(searchGameOf(mod), 'model', { ...search, modelBot: mod.modelBot as Bot, modelPhases: phases, policy }) },
        ...others('search', searchBot(searchGameOf(mod), 'search', today))
      ];
    }
    case 'infer': {
      // Policy-based inference (bots/policy.ts) against the rule bot's agreement, every seat
      // the strong level bidding by the model.
      if (!mod.modelBot || !mod.modelPolicy) throw new Error(`${c.game} has no learned model`);
      const policy = { ...(mod.modelPolicy as ModelPolicy), ...(c.temperature ? { temperature: c.temperature } : {}) };
      return [
        { name: 'policy', bot: searchBot(searchGameOf(mod), 'policy', { ...search, policy }) },
        ...others('rule-inference', searchBot(searchGameOf(mod), 'rule-inference', { ...search, policy: undefined }))
      ];
    }
    case 'play-infer': {
      // Card-play inference by the learned policy (bots/search.ts) against none: every seat the strong level otherwise.
      if (!mod.playPolicy) throw new Error(`${c.game} has no card-play policy`);
      const playPolicy = { ...(mod.playPolicy as ModelPolicy), ...(c.temperature ? { temperature: c.temperature } : {}) };
      return [
        { name: 'play-infer', bot: searchBot(searchGameOf(mod), 'play-infer', { ...search, playPolicy, resample: c.resample }) },
        ...others('strong', searchBot(searchGameOf(mod), 'strong', { ...search, playPolicy: undefined }))
      ];
    }
    case 'exchange': {
      // The strong level without a searched set (its model's or rule bot's discard) at every seat;
      // the first also lays its discard away as a searched set, with the arguments' settings.
      const plain = { ...searchSettingsFor(mod, 'strong', { setSearch: false }), endgameCards, maxWorlds: worlds.max, minWorlds: worlds.min, onlyPhases };
      const set: SetSearch = {
        phases: mod.setPhases ?? ['discard'],
        ...STRONG_SET_SEARCH,
        ...c.set,
        onChoice: (rule) => void (setCount.decisions++, rule || setCount.differ++)
      };
      const game = searchGameOf(mod);
      const bot = setSearchBot(game, plain, set, plain.modelBot ?? rules);
      return [
        { name: 'exchange', bot: searchBot(game, 'exchange', { ...plain, modelBot: bot, modelPhases: [...(plain.modelPhases ?? []), ...set.phases] }) },
        ...others('strong', searchBot(game, 'strong', plain))
      ];
    }
    case 'phases': {
      // The strong level at every seat; the first one's search also decides the given phases.
      const game = searchGameOf(mod);
      const extra = (c.searchPhases ?? '').split(',').filter(Boolean);
      return [
        { name: 'phases', bot: searchBot(game, 'phases', { ...search, onlyPhases: [...(onlyPhases ?? []), ...extra] }) },
        ...others('strong', searchBot(game, 'strong', search))
      ];
    }
    case 'strong':
      // Issue 26's first goal: the strong level as shipped (every learned or searched phase, the
      // policy in its worlds) against the strong level before it, which searched the play only
      // and left every other decision to the rule bot.
      return [
        { name: 'strong', bot: searchBot(searchGameOf(mod), 'strong', search) },
        ...others('play-only', searchBot(searchGameOf(mod), 'play-only', { ...search, modelBot: undefined, modelPhases: undefined, policy: undefined }))
      ];
    case 'normal': {
      // Issue 26 asks for the models at the normal level where the arena says they help: its
      // slips and shallow endgame, the arena's worlds, with the models and without.
      const normal = (models: boolean) => ({ ...searchSettingsFor(mod, 'normal', { models }), maxWorlds: worlds.max, minWorlds: worlds.min, onlyPhases });
      return [
        { name: 'normal+models', bot: searchBot(searchGameOf(mod), 'normal+models', normal(true)) },
        ...others('normal', searchBot(searchGameOf(mod), 'normal', normal(false)))
      ];
    }
    case 'timing':
      return [{ name: c.level ?? 'normal', bot: botFor(mod, c.level ?? 'normal') }, ...others('rule', rules)];
    case 'style':
      // One styled rule bot (the easy level: its bids' and doubles' thresholds moved) against balanced ones.
      return [{ name: 'styled', bot: botFor(mod, 'easy', true, c.style ?? 'bold') }, ...others('balanced', rules)];
  }
}

function runChunk(c: Chunk): ChunkResult {
  const mod = moduleFor(c.game)!;
  const game = mod.game;
  const settings = { ...game.defaultSettings(c.players), ...c.settings };
  // The hand context of a session's first hand (Troggen's empty pot, Troccas's normal deal).
  const ctx = mod.session.nextHand(mod.session.start(c.players, 0, settings));
  const lineup = lineupFor(c);
  const t0 = performance.now();
  const res = runArena({
    game,
    players: c.players,
    settings: ctx?.settings ?? settings,
    session: ctx?.session,
    dealer: ctx?.dealer ?? 0,
    deals: c.deals,
    firstSeed: c.firstSeed,
    // The timed match thinks on the clock (the level's own budget); the others count worlds,
    // unless --budget puts them on the clock too.
    budgetMs: c.match === 'timing' ? LEVEL_SEARCH[c.level ?? 'normal'].budgetMs : (c.budget ?? 1e9),
    doubles: mod.doubles,
    lineup
  });
  const names = res.bots.map((b) => b.name);
  const botIds = Object.fromEntries(res.bots.map((b) => [b.name, b.botId]));
  return {
    chunk: c,
    // The unit by its name (Dobbm's 'money' is Schilling), as the app says it.
    unit: UNIT_NAMES[res.unit as HandScore['unit']]?.en ?? res.unit,
    names,
    botIds,
    hands: res.hands,
    timing: res.timing,
    seconds: (performance.now() - t0) / 1000,
    ...(c.match === 'exchange' ? { sets: { ...setCount } } : {})
  };
}

/**
 * `--settings threshold=38,cards=78`: each value read as its default's type (a boolean, a number,
 * else the text). An unknown key or a value of the wrong kind stops the run before anything is played.
 */
function settingsArg(game: GameId, players: number): Record<string, string | number | boolean> | undefined {
  const text = arg('--settings');
  if (!text) return undefined;
  const defaults = moduleFor(game)!.game.defaultSettings(players) as Record<string, unknown>;
  const out: Record<string, string | number | boolean> = {};
  const refuse = (why: string) => {
    console.error(`--settings: ${why}`);
    process.exit(2);
  };
  for (const pair of text.split(',')) {
    const [key, value] = pair.split('=');
    if (!(key in defaults) || value === undefined)
      refuse(`${game} has no setting "${key}" or it has no value (its settings: ${Object.keys(defaults).join(', ')})`);
    const kind = typeof defaults[key];
    if (kind === 'boolean' && value !== 'true' && value !== 'false') refuse(`${key} is true or false`);
    if (kind === 'number' && !Number.isFinite(Number(value))) refuse(`${key} is a number`);
    out[key] = kind === 'boolean' ? value === 'true' : kind === 'number' ? Number(value) : value;
  }
  return out;
}

/** The 'exchange' match's searched set from `--set-phases`, `--set-worlds`, `--set-alternatives`, `--set-z` (defaults in `lineupFor`). */
function setArgs(): Partial<Omit<SetSearch, 'onChoice'>> {
  const n = (name: string) => (arg(name) !== undefined ? Number(arg(name)) : undefined);
  const out = { phases: arg('--set-phases')?.split(','), worlds: n('--set-worlds'), alternatives: n('--set-alternatives'), z: n('--set-z') };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

interface Job {
  game: GameId;
  players: number;
  match: Match;
  deals: number;
}

interface JobResult extends Job {
  unit: string;
  hands: ArenaHand[];
  bots: ArenaBotResult[];
  timing: Record<string, DecisionTime[]>;
  tableSum: number;
  quiet: number;
  seconds: number;
  sets?: { decisions: number; differ: number };
}

async function main(): Promise<void> {
  const scale = Number(arg('--scale') ?? 1);
  const only = arg('--game');
  const matches = arg('--match')?.split(',') as Match[] | undefined;
  const worlds = Number(arg('--worlds') ?? ARENA_WORLDS);
  const num = (name: string) => (arg(name) ? Number(arg(name)) : undefined);
  // What IS-MCTS alone reads goes into its chunks only: the flat search's chunks stay the same
  // (and are taken from the chunk store) when only IS-MCTS's settings change.
  const budget = num('--budget');
  const both = { budget, noEndgame: process.argv.includes('--no-endgame') || undefined };
  const own = { iterations: num('--iterations'), ucb: num('--ucb') };
  const tried = { ...both, ...own };
  const onlyPlayers = num('--players');
  const write =
    !process.argv.includes('--no-write') &&
    scale === 1 &&
    !only &&
    !matches &&
    !arg('--worlds') &&
    !arg('--phases') &&
    !arg('--first-seed') &&
    !arg('--settings') &&
    !onlyPlayers &&
    Object.values(tried).every((x) => x === undefined);
  const jobs: Job[] = [];
  const add = (game: GameId, players: number, match: Match, deals: number) => {
    if (matches && !matches.includes(match)) return;
    if (onlyPlayers && players !== onlyPlayers) return;
    jobs.push({ game, players, match, deals: Math.max(2, Math.round(deals * scale)) });
  };
  for (const m of Object.values(MODULES)) {
    if (!m.meta.arena || (only && m.meta.id !== only)) continue;
    const { players, deals, selfDeals } = m.meta.arena;
    add(m.meta.id, players, 'vs-random', deals);
    add(m.meta.id, players, 'self', selfDeals);
    if (!isSearchable(m.game)) {
      console.error(`${m.meta.id}: no worlds from a view yet, so no search matches`);
      continue;
    }
    add(m.meta.id, players, 'search', 2000);
    // Information-set MCTS, tried (docs/bots.md): only when asked for, on the search match's deals.
    const ismcts = matches?.includes('ismcts');
    if (ismcts) add(m.meta.id, players, 'ismcts', 2000);
    // A learned model against today's strong bot: only when asked for, and only where there is one.
    const model = matches?.includes('model') && m.modelBot;
    if (model) add(m.meta.id, players, 'model', 2000);
    // Policy-based inference against the rule bot's agreement: only when asked for, where there is a model.
    const infer = matches?.includes('infer') && m.modelPolicy;
    if (infer) add(m.meta.id, players, 'infer', 2000);
    // Card-play inference against none: only when asked for.
    const playInfer = matches?.includes('play-infer');
    if (playInfer) add(m.meta.id, players, 'play-infer', 2000);
    // A searched discard against today's strong bot: only when asked for.
    const exchange = matches?.includes('exchange');
    if (exchange) add(m.meta.id, players, 'exchange', 2000);
    // The search deciding more phases against the strong level: only when asked for.
    const phases = matches?.includes('phases');
    if (phases) add(m.meta.id, players, 'phases', 2000);
    // The strong level as shipped against the play-only strong level: only when asked for.
    const shipped = matches?.includes('strong');
    if (shipped) add(m.meta.id, players, 'strong', 2000);
    // The normal level with the models against without: only when asked for, where there is a model.
    const normal = matches?.includes('normal') && m.modelBot;
    if (normal) add(m.meta.id, players, 'normal', 2000);
    // A styled seat against balanced ones (the easy level): only when asked for, where a style does something.
    const style = matches?.includes('style') && m.styledChoice;
    if (style) add(m.meta.id, players, 'style', 2000);
    add(m.meta.id, players, 'open', 1000);
    add(m.meta.id, players, 'timing', 40);
    for (const other of m.game.playerCounts)
      if (other !== players) {
        add(m.meta.id, other, 'search', 500);
        if (ismcts) add(m.meta.id, other, 'ismcts', 500);
        if (model) add(m.meta.id, other, 'model', 500);
        if (infer) add(m.meta.id, other, 'infer', 500);
        if (playInfer) add(m.meta.id, other, 'play-infer', 500);
        if (exchange) add(m.meta.id, other, 'exchange', 500);
        if (phases) add(m.meta.id, other, 'phases', 500);
        if (shipped) add(m.meta.id, other, 'strong', 500);
        if (normal) add(m.meta.id, other, 'normal', 500);
        if (style) add(m.meta.id, other, 'style', 500);
      }
  }
  const chunks: Chunk[] = jobs.flatMap((j) =>
    Array.from({ length: Math.ceil(j.deals / chunkOf(j.match)) }, (_, i): Chunk => ({
      game: j.game,
      players: j.players,
      match: j.match,
      firstSeed: FIRST_SEED + i * chunkOf(j.match),
      deals: Math.min(chunkOf(j.match), j.deals - i * chunkOf(j.match)),
      worlds,
      phases: arg('--phases'),
      ...(arg('--settings') ? { settings: settingsArg(j.game, j.players) } : {}),
      ...both,
      ...(j.match === 'ismcts' ? own : {}),
      ...(j.match === 'model' && arg('--model-phases') ? { modelPhases: arg('--model-phases') } : {}),
      ...(j.match === 'model' && arg('--base-phases') ? { basePhases: arg('--base-phases') } : {}),
      ...(j.match === 'play-infer' && arg('--resample') ? { resample: Number(arg('--resample')) } : {}),
      ...((j.match === 'infer' || j.match === 'play-infer') && arg('--temperature') ? { temperature: Number(arg('--temperature')) } : {}),
      ...(j.match === 'timing' && arg('--level') === 'strong' ? { level: 'strong' as const } : {}),
      ...(j.match === 'style' ? { style: isStyle(arg('--style')) ? (arg('--style') as Style) : 'bold' } : {}),
      ...(j.match === 'exchange' ? { set: setArgs() } : {}),
      ...(j.match === 'phases' ? { searchPhases: arg('--search-phases') ?? '' } : {})
    }))
  );
  const width = Math.max(1, Math.min(availableParallelism(), Number(arg('--jobs') ?? 2)));
  const t0 = performance.now();
  const done: ChunkResult[] = [];
  const self = fileURLToPath(import.meta.url);
  let next = 0;
  const dealsDone = new Map<string, number>();
  const store = chunkStore();
  const runOne = async () => {
    while (next < chunks.length) {
      const c = chunks[next++];
      const kept = store?.get(c);
      const r =
        kept ??
        (await new Promise<ChunkResult>((resolve, reject) => {
          const child = fork(self, ['--child', JSON.stringify(c)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
          let got: ChunkResult | undefined;
          child.on('message', (m) => (got = m as ChunkResult));
          child.on('exit', (code) => (got ? resolve(got) : reject(new Error(`${c.game} ${c.match} failed (exit ${code})`))));
        }));
      if (!kept) store?.put(c, r);
      done.push(r);
      const key = `${c.game} ${c.players} ${c.match}`;
      dealsDone.set(key, (dealsDone.get(key) ?? 0) + c.deals);
      const job = jobs.find((j) => j.game === c.game && j.players === c.players && j.match === c.match)!;
      const elapsed = (performance.now() - t0) / 1000;
      console.error(`[${done.length}/${chunks.length} chunks, ${elapsed.toFixed(0)} s] ${key}: ${dealsDone.get(key)}/${job.deals} deals`);
    }
  };
  await Promise.all(Array.from({ length: width }, runOne));
  const results: JobResult[] = jobs.map((j) => {
    const parts = done.filter((r) => r.chunk.game === j.game && r.chunk.players === j.players && r.chunk.match === j.match);
    const hands = parts.flatMap((p) => p.hands);
    const timing: Record<string, DecisionTime[]> = {};
    // A loop, not push(...ts): a quick match's chunk holds hundreds of thousands of decisions.
    for (const p of parts) for (const [nm, ts] of Object.entries(p.timing)) for (const t of ts) (timing[nm] ??= []).push(t);
    const sum = summarize(hands, parts[0].names, parts[0].botIds, j.players, timing);
    return {
      ...j,
      unit: parts[0].unit,
      hands,
      bots: sum.bots,
      timing,
      tableSum: sum.tableSum,
      quiet: sum.quiet,
      seconds: parts.reduce((x, p) => x + p.seconds, 0),
      ...(j.match === 'exchange'
        ? { sets: { decisions: parts.reduce((x, p) => x + (p.sets?.decisions ?? 0), 0), differ: parts.reduce((x, p) => x + (p.sets?.differ ?? 0), 0) } }
        : {})
    };
  });
  const total = (performance.now() - t0) / 1000;
  const command = `npm run arena${process.argv.slice(2).length ? ' -- ' + process.argv.slice(2).join(' ') : ''}`;
  const table = report(results, command, total, width, worlds, budget, own.ucb ?? ISMCTS_EXPLORATION);
  console.log(table);
  // --margins <file>: each searching match's margin per deal, to pair two runs on the same deals
  // (`--paired <file>` then prints the difference deal by deal).
  const perDeal = Object.fromEntries(
    results.filter((r) => SEARCHER[r.match]).map((r) => [`${r.game} ${r.players} ${r.match}`, Object.fromEntries(dealMargins(r.hands, SEARCHER[r.match]!))])
  );
  if (arg('--margins')) writeFileSync(arg('--margins')!, JSON.stringify(perDeal) + '\n');
  if (arg('--paired')) console.log(paired(perDeal, JSON.parse(readFileSync(arg('--paired')!, 'utf8')) as typeof perDeal));
  if (arg('--gap')) console.log(gapShare(perDeal, JSON.parse(readFileSync(arg('--gap')!, 'utf8')) as typeof perDeal));
  if (write) {
    const old = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Bots\n\n${START}\n${END}\n`;
    const a = old.indexOf(START);
    const b = old.indexOf(END);
    const body = a >= 0 && b > a ? old.slice(0, a + START.length) + '\n' + table + '\n' + old.slice(b) : old + `\n${START}\n${table}\n${END}\n`;
    writeFileSync(DOC, body);
    console.error(`wrote ${DOC}`);
  }
}

/**
 * Finished chunks kept on disk (node_modules/.cache/trull-arena/), so that a run stopped halfway
 * (a closed session, a crash) goes on where it stopped: each chunk under a hash of its parameters
 * and the commit it ran on. Only on a clean work tree: uncommitted code would make results of
 * different code look alike.
 */
function chunkStore(): { get(c: Chunk): ChunkResult | undefined; put(c: Chunk, r: ChunkResult): void } | null {
  let commit: string;
  try {
    if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()) return null;
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
  const dir = 'node_modules/.cache/trull-arena';
  mkdirSync(dir, { recursive: true });
  const file = (c: Chunk) =>
    `${dir}/${createHash('sha256')
      .update(commit + JSON.stringify(c))
      .digest('hex')
      .slice(0, 24)}.json`;
  return {
    get: (c) => (existsSync(file(c)) ? (JSON.parse(readFileSync(file(c), 'utf8')) as ChunkResult) : undefined),
    put: (c, r) => writeFileSync(file(c), JSON.stringify(r))
  };
}

/** This run's margins minus another run's (`--margins` file), deal by deal on the deals both played. */
function paired(mine: Record<string, Record<string, number>>, other: Record<string, Record<string, number>>): string {
  const lines = ['', '### Paired with the other run (this run minus that, per deal)', '', '| Match | Deals | Difference ± s.e. | z |', '|---|---|---|---|'];
  for (const [key, a] of Object.entries(mine)) {
    const b = other[key];
    if (!b) continue;
    const diffs = Object.keys(a)
      .filter((seed) => seed in b)
      .map((seed) => a[seed] - b[seed]);
    const k = diffs.length;
    const mean = diffs.reduce((x, y) => x + y, 0) / k;
    const se = k > 1 ? Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (k - 1) / k) : 0;
    lines.push(`| ${key} | ${k} | ${fmt(mean)} ± ${fmt(se)} | ${se ? (mean / se).toFixed(1) : '–'} |`);
  }
  return lines.join('\n');
}

/**
 * `--gap <file>`: the share of the gap to the all-seeing bot that this run's search bot closes,
 * each searching match's margins over the 'open' match's in that file (another run's `--margins`,
 * e.g. with `--phases all`), on the deals both played; its standard error by the delta method.
 */
function gapShare(mine: Record<string, Record<string, number>>, other: Record<string, Record<string, number>>): string {
  const lines = [
    '',
    '### Share of the gap to the all-seeing bot (paired by deal)',
    '',
    '| Match | Deals | This run | All-seeing | Share ± s.e. |',
    '|---|---|---|---|---|'
  ];
  for (const [key, a] of Object.entries(mine)) {
    const b = other[key.replace(/ \S+$/, ' open')];
    if (!b || key.endsWith(' open')) continue;
    const seeds = Object.keys(a).filter((seed) => seed in b);
    const k = seeds.length;
    if (k < 2) continue;
    const xs = seeds.map((d) => a[d]);
    const ys = seeds.map((d) => b[d]);
    const mx = xs.reduce((x, y) => x + y, 0) / k;
    const my = ys.reduce((x, y) => x + y, 0) / k;
    const cov = (p: number[], mp: number, q: number[], mq: number) => p.reduce((t, v, i) => t + (v - mp) * (q[i] - mq), 0) / (k - 1) / k;
    const r = mx / my;
    const se = Math.abs(r) * Math.sqrt(cov(xs, mx, xs, mx) / mx ** 2 + cov(ys, my, ys, my) / my ** 2 - (2 * cov(xs, mx, ys, my)) / (mx * my));
    lines.push(`| ${key} | ${k} | ${fmt(mx)} | ${fmt(my)} | ${(100 * r).toFixed(0)}% ± ${(100 * se).toFixed(0)} |`);
  }
  return lines.join('\n');
}

const fmt = (x: number) => (Math.abs(x) < 0.005 ? '0.00' : x.toFixed(2));

/** One-sided p-value of a mean above 0 from its z score (normal tail, Abramowitz–Stegun 7.1.26). */
function pAbove(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

const pct = (xs: number[], q: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (x: number) => (Number.isNaN(x) ? '–' : x < 10 ? x.toFixed(1) : x.toFixed(0));

/**
 * IS-MCTS against the flat search, each against the rule bots on the same deals: the difference of
 * their margins deal by deal (paired: the luck of a deal cancels), and the time each took over its
 * searched decisions (the same budget must mean the same time).
 */
function versus(results: JobResult[], ucb: number): string[] {
  const lines = [
    '',
    '### IS-MCTS against the flat search, on the same deals',
    '',
    `IS-MCTS (bots/ismcts.ts) with exploration constant ${ucb} (on rewards scaled to −1…1), the same exact endgame as the flat search (if any). Difference: IS-MCTS's margin over the rule bots minus the flat search's, deal by deal (paired), with its standard error; z: the difference over its s.e. (|z| > 2: one is clearly stronger). Time: mean and 95th percentile ms of each bot's decisions in its search phases (forced moves left out).`,
    '',
    '| Game | Deals | IS-MCTS margin | Flat margin | Difference ± s.e. | z | Time IS-MCTS: mean / 95th | Time flat: mean / 95th |',
    '|---|---|---|---|---|---|---|---|'
  ];
  for (const r of results.filter((x) => x.match === 'ismcts')) {
    const flat = results.find((x) => x.match === 'search' && x.game === r.game && x.players === r.players);
    if (!flat) continue;
    const a = dealMargins(r.hands, 'ismcts');
    const b = dealMargins(flat.hands, 'search');
    const diffs = [...a].filter(([seed]) => b.has(seed)).map(([seed, m]) => m - b.get(seed)!);
    const k = diffs.length;
    const mean = diffs.reduce((x, y) => x + y, 0) / k;
    const se = k > 1 ? Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (k - 1) / k) : 0;
    const bot = (res: JobResult, name: string) => res.bots.find((x) => x.name === name)!;
    const time = (res: JobResult, name: string) => {
      const phases = moduleFor(res.game)?.searchPhases ?? [];
      const ts = (res.timing[name] ?? []).filter((t) => !t.forced && phases.includes(t.phase)).map((t) => t.ms);
      return `${ms(ts.reduce((x, y) => x + y, 0) / ts.length)} / ${ms(pct(ts, 0.95))}`;
    };
    const margin = (x: ArenaBotResult) => `${fmt(x.margin)} ± ${fmt(x.marginStdError)}`;
    lines.push(
      `| ${r.game} ${r.players} | ${k} | ${margin(bot(r, 'ismcts'))} | ${margin(bot(flat, 'search'))} | ${fmt(mean)} ± ${fmt(se)} ${r.unit} | ${se > 0 ? (mean / se).toFixed(2) : '–'} | ${time(r, 'ismcts')} | ${time(flat, 'search')} |`
    );
  }
  return lines;
}

/** The searched discard's sets: how often it left the rule bot's set, and its time per decision against today's strong bot's. */
function exchanges(results: JobResult[]): string[] {
  const lines = [
    '',
    '### The searched discard',
    '',
    "Sets: the searched bot's discards (their first card), and how many were not the rule bot's set. Time: ms per decision in the phases it searches as a set (forced ones left out), median / 95th percentile / max, every card and its first cards; today's strong bot's in the same phases.",
    '',
    '| Game | Sets | Not the rule bot’s | Searched: every card | Searched: first cards | Today’s strong |',
    '|---|---|---|---|---|---|'
  ];
  for (const r of results.filter((x) => x.match === 'exchange')) {
    const phases = setArgs().phases ?? moduleFor(r.game)?.setPhases ?? ['discard'];
    const times = (name: string) => (r.timing[name] ?? []).filter((t) => !t.forced && phases.includes(t.phase)).map((t) => t.ms);
    // A set's first card: a decision in those phases right after one outside them (a bot's decisions are kept in order).
    const all = r.timing.exchange ?? [];
    const first = all.filter((t, i) => !t.forced && phases.includes(t.phase) && (i === 0 || !phases.includes(all[i - 1].phase))).map((t) => t.ms);
    const three = (xs: number[]) => `${ms(pct(xs, 0.5))} / ${ms(pct(xs, 0.95))} / ${ms(pct(xs, 1))} (${xs.length})`;
    const sets = r.sets ?? { decisions: 0, differ: 0 };
    lines.push(
      `| ${r.game} ${r.players} | ${sets.decisions} | ${sets.differ} (${sets.decisions ? ((100 * sets.differ) / sets.decisions).toFixed(1) : '–'}%) | ${three(times('exchange'))} | ${three(first)} | ${three(times('strong'))} |`
    );
  }
  return lines;
}

function report(results: JobResult[], command: string, seconds: number, width: number, worlds: number, budget: number | undefined, ucb: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const thinking = budget ? `${budget} ms per decision on the clock (at least one world or iteration)` : `${worlds} worlds per decision, not its clock`;
  const lines = [
    `Command: \`${command}\` — ${date}, node ${process.version}, ${width} processes, ${seconds.toFixed(0)} s in all.`,
    `Seeds ${FIRST_SEED} onwards, ${arg('--settings') ? `the default settings with ${arg('--settings')}` : 'default settings'}, a session's first hand, each deal played once per rotation of the seats.`,
    `The search and all-seeing bots play as the strong level (its exact endgame in the last ${LEVEL_SEARCH.strong.endgameCards} cards, no slips) with ${thinking}, in the phases they search (${Object.values(
      MODULES
    )
      .map((m) => `${m.game.id}: ${(m.searchPhases ?? []).join(', ')}`)
      .join('; ')}).${
      results.some((r) => r.match === 'normal')
        ? ` The normal match's bots play as the normal level (a slip to the rule bot's choice in ${100 * LEVEL_SEARCH.normal.slip}% of decisions, ${LEVEL_SEARCH.normal.endgameCards ? `an exact endgame in the last ${LEVEL_SEARCH.normal.endgameCards} cards` : 'no exact endgame'}) with the same worlds.`
        : ''
    }`,
    '',
    '### Strength: search against the rule bots',
    '',
    "Margin: the bot's score change per hand minus the mean of the other seats', averaged per deal (all rotations). p: one-sided, margin > 0. Gap closed: the search bot's margin over the all-seeing bot's.",
    '',
    '| Game | Match | Deals × rotations | Margin ± s.e. | 95% interval | Deals ahead / behind | p | Gap closed |',
    '|---|---|---|---|---|---|---|---|'
  ];
  for (const r of results.filter((x) => SEARCHER[x.match] !== undefined)) {
    const b = r.bots.find((x) => x.name === SEARCHER[r.match])!;
    const z = b.marginStdError > 0 ? b.margin / b.marginStdError : 0;
    const open = results.find((x) => x.match === 'open' && x.game === r.game && x.players === r.players)?.bots.find((x) => x.name === 'all-seeing');
    const gap = r.match === 'search' && open && open.margin > 0 ? `${((100 * b.margin) / open.margin).toFixed(0)}%` : '–';
    lines.push(
      `| ${r.game} ${r.players} | ${MATCH_TEXT[r.match]} | ${r.deals} × ${r.players} | ${fmt(b.margin)} ± ${fmt(b.marginStdError)} ${r.unit} | ${fmt(b.margin - 1.96 * b.marginStdError)} … ${fmt(b.margin + 1.96 * b.marginStdError)} | ${b.dealsAhead} / ${b.dealsBehind} | ${pAbove(z) < 1e-4 ? '< 0.0001' : pAbove(z).toFixed(4)} | ${gap} |`
    );
  }
  if (results.some((x) => x.match === 'ismcts')) lines.push(...versus(results, ucb));
  if (results.some((x) => x.match === 'exchange')) lines.push(...exchanges(results));
  lines.push(
    '',
    '### Declarer success and contract choice',
    '',
    "In the same matches, per bot: the share of its seat-hands in which it declared, how often its side then came out ahead (its score change above the other seats'), the contracts it chose (Troccas has no declarer), and the share of its seat-hands in which it gave a double (a Schwacher or Retour) with the share of those it won; per match, the share of hands in which every seat's score stayed 0 (in Droggn: thrown in).",
    '',
    '| Game | Match | Bot | Declared | Came out ahead | Contracts | Doubled (won) | Hands all 0 |',
    '|---|---|---|---|---|---|---|---|'
  );
  for (const r of results.filter((x) => SEARCHER[x.match] !== undefined && x.bots.some((b) => b.declared > 0))) {
    for (const b of r.bots) {
      const mix = Object.entries(b.contracts)
        .sort((x, y) => y[1] - x[1])
        .map(([c, k]) => `${c} ${((100 * k) / b.declared).toFixed(0)}%`)
        .join(', ');
      const share = (k: number, of: number) => (of ? `${((100 * k) / of).toFixed(1)}%` : '–');
      lines.push(
        `| ${r.game} ${r.players} | ${MATCH_TEXT[r.match]} | ${b.name}${b.slots > 1 ? ` ×${b.slots}` : ''} | ${share(b.declared, b.hands)} | ${share(b.made, b.declared)} | ${mix || '–'} | ${moduleFor(r.game)?.doubles ? `${share(b.doubled, b.hands)} (${share(b.doubledWon, b.doubled)})` : '–'} | ${(100 * r.quiet).toFixed(1)}% |`
      );
    }
  }
  lines.push(
    '',
    '### Time per decision at the normal level',
    '',
    "Milliseconds on one core, over every decision of the normal-level bot (the level's own time budget, its search phases and its rule decisions).",
    ''
  );
  lines.push('| Game | Decisions | Median | 95th percentile | Max | Bids and exchange: 95th / max | Forced: max |', '|---|---|---|---|---|---|---|');
  for (const r of results.filter((x) => x.match === 'timing' && x.timing.normal)) {
    const ts = r.timing.normal ?? [];
    const all = ts.map((t) => t.ms);
    const phases = moduleFor(r.game)?.searchPhases ?? [];
    const other = ts.filter((t) => !t.forced && !phases.includes(t.phase)).map((t) => t.ms);
    const forced = ts.filter((t) => t.forced).map((t) => t.ms);
    lines.push(
      `| ${r.game} ${r.players} | ${all.length} | ${ms(pct(all, 0.5))} | ${ms(pct(all, 0.95))} | ${ms(pct(all, 1))} | ${ms(pct(other, 0.95))} / ${ms(pct(other, 1))} | ${ms(pct(forced, 1))} |`
    );
  }
  // The strong level on its clock (`--match timing --level strong`): issue 26's time goals.
  const strongTimed = results.filter((x) => x.match === 'timing' && x.timing.strong);
  if (strongTimed.length) {
    lines.push(
      '',
      '### Time per decision at the strong level',
      '',
      "Milliseconds on one core, the strong level on its own clock against rule bots: the card play's choices (a searched phase, more than one legal card), every other choice (bids, the exchange and discard, doubles, the interval: the model's, the searched set's or the rule bot's), and forced moves.",
      '',
      '| Game | Card play: decisions | Median | 95th percentile | Max | Other choices: decisions | 95th / max | Forced: max |',
      '|---|---|---|---|---|---|---|---|'
    );
    for (const r of strongTimed) {
      const ts = r.timing.strong ?? [];
      const phases = moduleFor(r.game)?.searchPhases ?? [];
      const play = ts.filter((t) => !t.forced && phases.includes(t.phase)).map((t) => t.ms);
      const other = ts.filter((t) => !t.forced && !phases.includes(t.phase)).map((t) => t.ms);
      const forced = ts.filter((t) => t.forced).map((t) => t.ms);
      lines.push(
        `| ${r.game} ${r.players} | ${play.length} | ${ms(pct(play, 0.5))} | ${ms(pct(play, 0.95))} | ${ms(pct(play, 1))} | ${other.length} | ${ms(pct(other, 0.95))} / ${ms(pct(other, 1))} | ${ms(pct(forced, 1))} |`
      );
    }
  }
  lines.push('', '### The rule bots against random play, and self-play', '');
  lines.push(
    '| Game | Match | Bot | Deals × rotations | Mean per hand ± s.e. | Margin over the others ± s.e. | Deals ahead / behind | Hands with a gain | Hands all 0 | Table sum per hand |',
    '|---|---|---|---|---|---|---|---|---|---|'
  );
  for (const r of results.filter((x) => x.match === 'vs-random' || x.match === 'self')) {
    for (const b of r.bots) {
      const gain = b.activeHands ? `${((100 * b.won) / b.activeHands).toFixed(1)}%` : '–';
      lines.push(
        `| ${r.game} ${r.players} | ${MATCH_TEXT[r.match]} | ${b.name}${b.slots > 1 ? ` ×${b.slots}` : ''} | ${r.deals} × ${r.players} | ${fmt(b.mean)} ± ${fmt(b.stdError)} ${r.unit} | ${fmt(b.margin)} ± ${fmt(b.marginStdError)} | ${b.dealsAhead} / ${b.dealsBehind} | ${gain} | ${(100 * r.quiet).toFixed(1)}% | ${fmt(r.tableSum)} |`
      );
    }
  }
  return lines.join('\n');
}

// Child process: run one chunk and send the result back.
if (process.argv[2] === '--child') {
  const chunk = JSON.parse(process.argv[3]) as Chunk;
  const result = runChunk(chunk);
  process.send!(result, () => process.exit(0));
} else {
  await main();
}
