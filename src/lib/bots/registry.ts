import type { Action } from '../engine/game';
import type { GameModule } from '../engine/module';
import { searchable, type AnySearchGame } from '../engine/searchable';
import type { Bot, BotRequest, ModelPolicy, Share } from '../engine/bot';
import { DEFAULT_STYLE, STYLE_RISK, type Style } from './styles';
import { randomBot } from './random-bot';
import { DEFAULT_LEVEL, LEVEL_SEARCH, type Level, type SearchLevel } from './levels';
import { searchBot, type SearchSettings } from './search';
import { hintFor, type Hint } from './hint';
import { STRONG_SET_SEARCH, setHint, setSearchBot, type SetSearch } from './set-search';

/**
 * Which bot plays a game at a level. Each game's registry entry names its rule bot and the phases
 * its search decides; the loader puts them on the module (`ruleBot`, `searchPhases`:
 * games/loaders.ts); nothing here names a game.
 */

/** A game's rule bot; a game without one gets the random stand-in. */
export const ruleBotOf = (mod: GameModule): Bot => (mod.ruleBot as Bot | undefined) ?? randomBot;

/**
 * A game's rules with its search hooks, for the search bots: a game whose module names phases for
 * the search (`searchPhases`) must bring them all (engine/searchable.ts); the error says which are
 * missing.
 */
export const searchGameOf = (mod: GameModule): AnySearchGame => searchable(mod.game);

/**
 * Whether the strong level's worlds weigh the other seats' bids by the game's model (issue 26,
 * policy-based inference) rather than by agreement with the rule bot: measured in the arena
 * (docs/bots.md, "Policy-based inference").
 */
const POLICY_INFERENCE = true;

/**
 * The levels that decide a game's model phases (its bids, Troccas's interval) by its learned model
 * and read the other seats' bids by its policy (issue 26): the strong level, and the normal level
 * since the arena measured it ahead in every game (docs/bots.md, "The normal level with the
 * models"). The models answer in well under a millisecond, so the normal level's clock does not
 * feel them; the searched discard (hundreds of milliseconds) stays the strong level's.
 */
export const MODEL_LEVELS: readonly SearchLevel[] = ['normal', 'strong'];
const usesModels = (level: Level): boolean => (MODEL_LEVELS as readonly Level[]).includes(level);

/**
 * The search of a game at a level (bots/search.ts), the one place that says it: the level's clock,
 * worlds, slips and exact endgame, the game's rule bot and the phases its search decides (none:
 * the level is the rule bot). The table's bots, the hints and the arena all start from it.
 */
/** The strong level's searched set in a game's set phases: the bot's and its hint's. */
const strongSet = (phases: readonly string[]): SetSearch => ({ ...STRONG_SET_SEARCH, phases });

export function searchSettingsFor(
  mod: GameModule,
  level: SearchLevel,
  opts: { modelPhases?: readonly string[]; fixedWork?: boolean; policyInference?: boolean; setSearch?: boolean; models?: boolean } = {}
): SearchSettings & { budgetMs: number } {
  const settings: SearchSettings & { budgetMs: number } = { ...LEVEL_SEARCH[level], ruleBot: ruleBotOf(mod), onlyPhases: mod.searchPhases };
  // Fixed work: no clock, the level's fewest worlds, so a seeded table decides alike on any machine.
  if (opts.fixedWork) settings.budgetMs = 0;
  // A learned model decides its phases at the levels of MODEL_LEVELS (or where the arena's trial
  // says: `models`), in the phases the game (or the trial) names: `modelPhases` (issue 26).
  const modelPhases = opts.modelPhases ?? mod.modelPhases;
  const models = opts.models ?? usesModels(level);
  if (models && mod.modelBot && modelPhases?.length) Object.assign(settings, { modelBot: mod.modelBot as Bot, modelPhases });
  // Where a level bids by the model, its worlds read the other seats' bids by the same
  // model (policy-based inference, bots/policy.ts), as far as the arena says it helps.
  if (settings.modelBot && mod.modelPolicy && (opts.policyInference ?? POLICY_INFERENCE)) settings.policy = mod.modelPolicy as ModelPolicy;
  // The strong level lays a discard away as a searched set where the game says so (issue 26,
  // bots/set-search.ts), around the model or the rule bot; `setSearch: false` (the arena's
  // baseline) keeps their choice.
  if (level === 'strong' && mod.setPhases?.length && (opts.setSearch ?? true)) {
    settings.modelBot = setSearchBot(searchGameOf(mod), settings, strongSet(mod.setPhases), settings.modelBot ?? settings.ruleBot);
    settings.modelPhases = [...(settings.modelPhases ?? []), ...mod.setPhases];
  }
  return settings;
}

/**
 * A game's bot at a level and style (the game's rules are needed to search: its loaded module).
 * Easy is the rule bot. A style other than balanced decides its bids and doubles by the game's
 * `styledChoice` (bots/styles.ts); balanced is the level's bot unchanged.
 */
export function botFor(mod: GameModule, level: Level = DEFAULT_LEVEL, fixedWork = false, style: Style = DEFAULT_STYLE): Bot {
  const plain = levelBot(mod, level, fixedWork);
  const risk = STYLE_RISK[style];
  const styled = mod.styledChoice;
  if (!risk || !styled) return plain;
  const modelPhases = usesModels(level) && mod.modelBot ? (mod.modelPhases ?? []) : [];
  const own = (req: BotRequest): Action | null => (req.legal.length > 1 ? styled(req, risk, modelPhases.includes(req.view.phase)) : null);
  const share = plain.decideShare?.bind(plain);
  return {
    id: `${plain.id}+${style}`,
    choose: (req, signal) => own(req) ?? plain.choose(req, signal),
    ...(share && {
      decideShare: (req: BotRequest, part: Share, signal?: AbortSignal) => {
        const a = own(req);
        return a !== null ? { action: a } : share(req, part, signal);
      }
    })
  };
}

function levelBot(mod: GameModule, level: Level, fixedWork: boolean): Bot {
  if (level === 'easy' || !mod.searchPhases) return ruleBotOf(mod);
  const { budgetMs, ...settings } = searchSettingsFor(mod, level, { fixedWork });
  const inner = searchBot(searchGameOf(mod), `${settings.ruleBot.id}+search-${level}`, settings);
  // The level's thinking time, whatever the caller asked for.
  return {
    id: inner.id,
    choose: (req, signal) => inner.choose({ ...req, budgetMs }, signal),
    decideShare: (req, share, signal) => inner.decideShare({ ...req, budgetMs }, share, signal)
  };
}

/** A hint's thinking time (a person waits for it, "Thinking…"), more than the strong level's clock. */
const HINT_MS = 600;

/**
 * A person's hint in a game (bots/hint.ts): the strong level's search over every decision, not
 * only the phases the bots search (a bid's hint says how the hand fares after it), or its rule
 * bot's choice where the game cannot search.
 */
export function hintOf(mod: GameModule, req: BotRequest, signal?: AbortSignal, fixedWork = false): Hint {
  // A game's own hint for a bid (its reason: how often each contract is made), where it has one.
  const own = req.legal.length > 1 ? mod.ownHint?.(req) : null;
  if (own) return own;
  const strong = searchSettingsFor(mod, 'strong', { fixedWork });
  // Where the strong level lays a set away, the hint is that set's next card and what it rests on.
  const set = mod.setPhases?.includes(req.view.phase) ? setHint(searchGameOf(mod), strong, strongSet(mod.setPhases), req, mod.meta.unit) : null;
  if (set) return set;
  // A hint is asked for and waited on: it thinks longer than the strong bot at the table.
  return hintFor(mod.game, { ...strong, onlyPhases: undefined, budgetMs: fixedWork ? 0 : HINT_MS }, req, mod.meta.unit, signal);
}
