import type { Action, Game, Seat, Settings, Text } from './game';
import type { TableView } from './table-view';
import type { EntryError, EntryField, ScoreEntry } from './entry';
import type { SessionRules } from './session';
import type { GameMeta } from './meta';
import type { Bot, BotRequest, ModelPolicy } from './bot';
import type { Guide } from './guide';
import type { Lesson } from './lesson';
import type { PracticePosition } from './practice';

/** Everything one game brings: rules, scoring from entries, and its session rules. */
export interface GameModule<S = unknown, V extends TableView = TableView, F = unknown, Sess = unknown> {
  game: Game<S, V, F>;
  factsFromEntry(entry: ScoreEntry): F | EntryError;
  /** The scorekeeper's form for one hand, for this player count and these settings. */
  entryForm(players: number, settings: Settings): EntryField[];
  /** The scorekeeper entry that describes a hand played in the app (same facts, same score). */
  entryFromFacts(facts: F, players: number, dealer: Seat, settings: Settings): ScoreEntry;
  session: SessionRules<Sess, F>;
  /**
   * What a scorekeeper entry read from a file may not say although the form would take it (one
   * error line for the tools, docs/formats.md), or null. Without it the form's checks are all.
   */
  fileEntryProblem?(entry: Record<string, unknown>): string | null;
  /**
   * The game's rule bot and the phases its search decides, as its registry entry names them
   * (`GameEntry.ruleBot`, `searchPhases`): filled in by the loader (games/loaders.ts, `loadGame`),
   * never written in the module, so a module imported straight from its folder has neither.
   */
  ruleBot?: Bot<V>;
  searchPhases?: readonly string[];
  /**
   * A bot whose learned model decides some phases (issue 26: Droggn's bids), the rule bot's choice
   * everywhere else; `modelPhases` says which phases the normal and strong levels hand it (chosen by
   * the arena, docs/bots.md; the levels: `MODEL_LEVELS` in bots/registry.ts). Without them no level
   * uses a model.
   */
  modelBot?: Bot<V>;
  modelPhases?: readonly string[];
  /**
   * The phases in which the strong level lays several cards away as one searched set (issue 26,
   * bots/set-search.ts: Troggen's discard), chosen by the arena (docs/bots.md). Without them every
   * level keeps the rule bot's (or the model's) choice there.
   */
  setPhases?: readonly string[];
  /** The actions that double the stakes (a Schwacher, a Retour): the arena counts who gave them and how those hands ended. */
  doubles?: readonly Action[];
  /**
   * The same model as a policy for the worlds' inference (issue 26, bots/policy.ts): how likely
   * each public choice it judges was, on a seat's view. The strong level uses it where it has a
   * `modelBot` (`searchSettingsFor`).
   */
  modelPolicy?: ModelPolicy<V>;
  /**
   * A learned card-play policy (issue 26, "Card-play inference" in docs/bots.md): how likely each
   * legal card was on a seat's view, read by the worlds' inference (`SearchSettings.playPolicy`).
   */
  playPolicy?: ModelPolicy<V>;
  /**
   * A bot seat's style (bots/styles.ts, issue 26): its own choice at a decision its style changes
   * (a bid, a double) for a risk of −1 (cautious) or +1 (bold), or null to leave the decision to
   * the level's bot. `byModel`: the level decides this phase by `modelBot` (the strong level, in
   * its `modelPhases`), else by the rule bot. Never asked for a balanced seat, so balanced bots are exactly the levels' bots. From the
   * view alone, like every bot.
   */
  styledChoice?(req: BotRequest<V>, risk: number, byModel: boolean): Action | null;
  /**
   * A person's hint the game words itself (issue 26), where the strong level decides by a learned
   * model: a bid (Droggn, Dobbm, Troggen: the bid and how often each contract is made in deals
   * drawn from the seat's view alone) or Troccas's interval (the model's verdict); null to leave
   * the decision to the search's hint (bots/hint.ts).
   */
  ownHint?(req: BotRequest<V>): { action: Action; reason: Text } | null;

  // -- What the screens know of the game besides its rules (games/<game>/meta.ts) --
  meta: GameMeta<Sess>;
}

/**
 * One registry line, the game's manifest (the end of its meta.ts): its meta, and how to load each
 * thing it offers. Every screen and tool reads a game's parts from here; no code looks for a
 * game's files by name. Each part is a loader (a dynamic import), so listing the games loads none
 * of them and a page loads only the parts it shows. The rule bot loads with the rules: the
 * loader puts it and the search phases on the module it hands out (games/loaders.ts, `loadGame`).
 */
export interface GameEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state and session types; a list of all games can name none of them (`unknown` would refuse every game's functions)
  meta: GameMeta<any>;
  /** The rules, the scorekeeper's form, the session rules and the learned bots (the module of its index.ts). */
  load(): Promise<GameModule>;
  /**
   * Its rule bot (bot.ts): it plays the easy level and the phases the search leaves to it. Without
   * one the bots play at random (bots/random-bot.ts).
   */
  ruleBot?(): Promise<Bot>;
  /**
   * The phases the search bots decide at the normal and strong levels, chosen by the arena
   * (docs/bots.md); the rule bot takes the rest. Without them every level is the rule bot.
   */
  searchPhases?: readonly string[];
  /** Its rules page in our own words (guide.ts); every game has one. */
  guide(): Promise<Guide>;
  /** Its first hand with a coach (lesson.ts); a game without one offers no coached hand. */
  lesson?(): Promise<Lesson>;
  /** Its practice positions (practice.ts); a game without them lists none. */
  practice?(): Promise<readonly PracticePosition[]>;
}
