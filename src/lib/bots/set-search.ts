import type { Action, HandScore, Seat } from '../engine/game';
import type { AnySearchGame } from '../engine/searchable';
import type { Bot, BotRequest } from '../engine/bot';
import { ruleRollout } from '../engine/fast';
import { rngFromSeed } from '../engine/rng';
import { UNIT_NAMES, signed } from '../engine/units';
import { cardName } from '../engine/packs';
import type { Hint } from './hint';
import { inferredWorld, type Inference } from './search';

/**
 * A searched set (issue 26, docs/bots.md "A searched discard for Troggen"): where a seat lays
 * several cards away one at a time (Troggen's discard after the talon), the whole set is chosen at
 * the first card and kept to. The candidates are the rule bot's set and the sets one card away from
 * it (one of its cards given up for one of the rule bot's next choices), every one laid away in an
 * order the game's own `legal` allows; each is played on in the same worlds drawn from the seat's
 * view (paired), the rest of the hand by every seat's rule bot, and the set with the best mean for
 * the seat wins, if it is ahead of the rule bot's by `z` standard errors of the paired difference
 * (so that noise in a few worlds does not move the bot off a good default).
 *
 * A pure function of the view: the worlds are drawn from a seed made of the seat's cards at the
 * set's start, and rewound to that start (the seat's own cards laid away since are taken back), so
 * every card of the set sees the same worlds, the same candidates and the same means, and lays away
 * a card of the same set. The request's seed is not used.
 */
export interface SetSearch {
  /** The phases decided this way (by `view.phase`): each a run of the seat's actions whose order does not matter. */
  phases: readonly string[];
  /** Worlds every candidate is played on. */
  worlds: number;
  /** How many of the rule bot's next choices may come into its set, each in place of any one of its cards. */
  alternatives: number;
  /** A set other than the rule bot's only when ahead of it by this many standard errors. */
  z: number;
  /**
   * And ahead of it by at least this much in the game's points (default 0): a bar against the
   * playouts' known lean, where the rule bots that play the worlds on misjudge a choice the same
   * way in every world (docs/bots.md, "Doubles, searched").
   */
  edge?: number;
  /** The bot every seat plays the worlds on with after a set (default: the rule bot; docs/bots.md, "Doubles, searched"). */
  rollout?: Bot;
  /** Told at a set's first card whether the rule bot's set was chosen (the arena counts them). */
  onChoice?: (ruleSet: boolean) => void;
}

/** The strong level's searched set (`searchSettingsFor`), as measured in the arena (docs/bots.md). */
export const STRONG_SET_SEARCH: Omit<SetSearch, 'phases' | 'onChoice'> = { worlds: 30, alternatives: 2, z: 1 };

export type SetSettings = Inference & { ruleBot: Bot };

/** Whether `seat` is to act in `phase` in `s`. */
const inPhase = (game: AnySearchGame, s: unknown, seat: Seat, phase: string): boolean => game.toAct(s) === seat && game.view(s, seat).phase === phase;

/**
 * The candidate sets from `start` (the seat about to lay its set away), each an action sequence
 * the game's `legal` accepts in that order: the rule bot's set first, then, for each of the rule
 * bot's next `alternatives` choices among the actions legal at the start, the sets with it in place
 * of one of the rule bot's cards. Sets of the same actions count once.
 */
export function setCandidates(game: AnySearchGame, start: unknown, seat: Seat, phase: string, ruleBot: Bot, alternatives: number): Action[][] {
  const rule: Action[] = [];
  const w = game.clone(start);
  while (inPhase(game, w, seat, phase)) {
    const legal = game.legal(w);
    const a = legal.length === 1 ? legal[0] : ruleBot.choose({ view: game.view(w, seat), legal, seed: 1, budgetMs: 0 });
    rule.push(a);
    game.applyInPlace(w, a);
  }
  // The rule bot's next choices: asked again on the start's view without the actions already ranked.
  const view = game.view(start, seat);
  let rest = game.legal(start).filter((a) => !rule.includes(a));
  const next: Action[] = [];
  while (next.length < alternatives && rest.length) {
    const a = rest.length === 1 ? rest[0] : ruleBot.choose({ view, legal: rest, seed: 1, budgetMs: 0 });
    next.push(a);
    rest = rest.filter((x) => x !== a);
  }
  const out: Action[][] = [rule];
  const seen = new Set([setKey(rule)]);
  for (const b of next)
    for (let i = 0; i < rule.length; i++) {
      const set = rule.map((a, j) => (j === i ? b : a));
      if (seen.has(setKey(set))) continue;
      seen.add(setKey(set));
      const order = legalOrder(game, start, seat, phase, set);
      if (order) out.push(order);
    }
  return out;
}

/** A set's actions in any order as one string: two orders of the same set are the same set. */
export const setKey = (set: readonly Action[]): string => [...set].sort((x, y) => x - y).join();

/** `set` in an order `legal` accepts from `start` (at each step the first of its actions left that is legal), or null. */
function legalOrder(game: AnySearchGame, start: unknown, seat: Seat, phase: string, set: readonly Action[]): Action[] | null {
  const w = game.clone(start);
  const left = [...set];
  const order: Action[] = [];
  while (left.length) {
    if (!inPhase(game, w, seat, phase)) return null;
    const legal = game.legal(w);
    const i = left.findIndex((a) => legal.includes(a));
    if (i < 0) return null;
    order.push(left[i]);
    game.applyInPlace(w, left[i]);
    left.splice(i, 1);
  }
  return inPhase(game, w, seat, phase) ? null : order;
}

/** A seed from the seat's cards at the set's start (FNV-1a): the same for every card of the set. */
function startSeed(game: AnySearchGame, start: unknown, seat: Seat): number {
  let h = 0x811c9dc5;
  for (const c of [...game.view(start, seat).hand].sort((x, y) => x - y)) h = Math.imul(h ^ c, 0x01000193);
  return Math.imul(h ^ seat, 0x01000193) >>> 0;
}

/**
 * Each candidate's weighted mean for the seat over the worlds, and its paired difference to the
 * rule bot's set (candidate 0) in standard errors.
 */
interface Judged {
  means: number[];
  z: number[];
}

function judgeSets(
  game: AnySearchGame,
  settings: SetSettings,
  view: BotRequest['view'],
  seat: Seat,
  sets: readonly Action[][],
  worlds: number,
  seed: number,
  rollout: Bot
): Judged {
  const rng = rngFromSeed(seed);
  const stop = (s: unknown) => inPhase(game, s, seat, view.phase);
  const values = sets.map(() => new Float64Array(worlds));
  const weights = new Float64Array(worlds);
  for (let j = 0; j < worlds; j++) {
    const w = inferredWorld(game, settings, view, rng, stop);
    weights[j] = w.weight;
    for (let i = 0; i < sets.length; i++) {
      const s = game.clone(w.state);
      for (const a of sets[i]) game.applyInPlace(s, a);
      // The same rollout seed for every set in a world (common random numbers), apart from the worlds' draw.
      ruleRollout(game, s, rollout, rngFromSeed((seed ^ Math.imul(j + 1, 0x9e3779b1)) >>> 0));
      values[i][j] = game.payoff(s)[seat];
    }
  }
  const total = weights.reduce((x, y) => x + y, 0);
  const mean = (xs: ArrayLike<number>) => {
    let t = 0;
    for (let j = 0; j < worlds; j++) t += weights[j] * xs[j];
    return total ? t / total : 0;
  };
  // Kish's effective sample size of the weighted worlds, for the difference's standard error.
  const eff = total ** 2 / weights.reduce((x, y) => x + y * y, 0);
  const z = values.map((v, i) => {
    if (i === 0) return 0;
    const d = Array.from(v, (x, j) => x - values[0][j]);
    const m = mean(d);
    const variance = mean(d.map((x) => (x - m) ** 2));
    const se = eff > 1 ? Math.sqrt(variance / (eff - 1)) : Infinity;
    return se > 0 ? m / se : m > 0 ? Infinity : 0;
  });
  return { means: values.map(mean), z };
}

/** The searched set and what it rests on: the candidates judged, their means (null where only one was left), the winner. */
interface SetVerdict {
  set: Action[];
  done: Action[];
  sets: Action[][];
  means: number[] | null;
  worlds: number;
  /** Whether the winner (`sets[0]`) is the rule bot's set; where not, the rule bot's is `sets[1]`. */
  setIsRule: boolean;
}

function setVerdict(game: AnySearchGame, settings: SetSettings, set: SetSearch, view: BotRequest['view']): SetVerdict | null {
  const seat = view.seat;
  if (seat === null || !set.phases.includes(view.phase)) return null;
  const stop = (s: unknown) => inPhase(game, s, seat, view.phase);
  // One world with a fixed seed gives the seat's own cards at the set's start (the same in every
  // world: they are the view's) and what it has laid away since.
  const probe = inferredWorld(game, settings, view, rngFromSeed(1), stop);
  const done = probe.rest;
  const fits = (c: readonly Action[]) => done.every((a) => c.includes(a));
  // Later cards judge only the sets that still fit (the rule bot's always, as the baseline): the
  // same worlds give them the same means as at the first card, so the same set wins.
  const sets = setCandidates(game, probe.state, seat, view.phase, settings.ruleBot, set.alternatives).filter((c, i) => i === 0 || fits(c));
  let best = -1;
  let means: number[] | null = null;
  if (sets.length > 1) {
    const j = judgeSets(game, settings, view, seat, sets, set.worlds, startSeed(game, probe.state, seat), set.rollout ?? settings.ruleBot);
    means = j.means;
    for (let i = 1; i < sets.length; i++)
      if (j.z[i] >= set.z && j.means[i] - j.means[0] >= (set.edge ?? 0) && (best < 0 || j.means[i] > j.means[best])) best = i;
    // Nothing clearly ahead: the rule bot's set, if it still fits, else the best that does.
    if (best < 0 && !fits(sets[0])) for (let i = 1; i < sets.length; i++) if (best < 0 || j.means[i] > j.means[best]) best = i;
  }
  if (best < 0) best = 0;
  if (done.length === 0) set.onChoice?.(best === 0);
  if (!fits(sets[best])) return null;
  // The winner first, the rule bot's set (the baseline) second where they differ.
  const order = [best, ...sets.map((_, i) => i).filter((i) => i !== best)];
  return { set: sets[best], done, sets: order.map((i) => sets[i]), means: means && order.map((i) => means![i]), worlds: set.worlds, setIsRule: best === 0 };
}

/**
 * The whole set the seat lays away from its view (the set's actions, those already laid away
 * among them), or null where the view is not at such a set.
 */
export function searchedSet(game: AnySearchGame, settings: SetSettings, set: SetSearch, view: BotRequest['view']): { set: Action[]; done: Action[] } | null {
  const v = setVerdict(game, settings, set, view);
  return v && { set: v.set, done: v.done };
}

/**
 * A person's hint where the strong level lays a set away (issue 26: the hint is the strong bot's
 * choice): the next card of the searched set, with what the set rests on, its mean over the worlds
 * played on, and the rule bot's set's, the baseline it had to beat. Null where the view is not at
 * such a set.
 */
export function setHint(game: AnySearchGame, settings: SetSettings, set: SetSearch, req: BotRequest, unit: HandScore['unit']): Hint | null {
  if (req.legal.length < 2) return null;
  const v = setVerdict(game, settings, set, req.view);
  const action = v?.set.find((a) => !v.done.includes(a) && req.legal.includes(a));
  if (!v || action === undefined) return null;
  const label = game.describe(action).label;
  const pack = game.packFor(req.view.context?.settings);
  const names = (xs: readonly Action[], lang: 'en' | 'de') =>
    xs
      .map((a) => {
        const d = game.describe(a);
        return d.card === undefined ? d.label[lang] : cardName(pack, d.card, lang);
      })
      .join(', ');
  // Another set named by how it differs from the chosen one (sets one card apart): "with X in place of Y".
  const swap = (other: readonly Action[], lang: 'en' | 'de') => {
    const more = names(
      other.filter((a) => !v.set.includes(a)),
      lang
    );
    const less = names(
      v.set.filter((a) => !other.includes(a)),
      lang
    );
    return lang === 'en' ? `with the ${more} in place of the ${less}` : `mit ${more} statt ${less}`;
  };
  const u = UNIT_NAMES[unit];
  const head = { en: `${label.en}: part of the set ${names(v.set, 'en')}`, de: `${label.de}: Teil der Ablage ${names(v.set, 'de')}` };
  if (!v.means) return { action, reason: { en: `${head.en}, laid away so far.`, de: `${head.de}, die schon begonnen ist.` } };
  const m = v.means;
  const scores = {
    en: `played on in ${v.worlds} deals that fit what you have seen, it scores ${signed(m[0], 'en')} ${u.en} on average`,
    de: `in ${v.worlds} Verteilungen, die zu dem passen, was du gesehen hast, weitergespielt, bringt sie im Schnitt ${signed(m[0], 'de')} ${u.de}`
  };
  if (!v.setIsRule)
    return {
      action,
      reason: {
        en: `${head.en}: ${scores.en}, clearly more than the usual set, ${swap(v.sets[1], 'en')} (${signed(m[1], 'en')}).`,
        de: `${head.de}: ${scores.de}, deutlich mehr als die übliche, ${swap(v.sets[1], 'de')} (${signed(m[1], 'de')}).`
      }
    };
  // The usual set kept: the best of the sets one card away, which did not beat it clearly.
  let k = 1;
  for (let i = 2; i < m.length; i++) if (m[i] > m[k]) k = i;
  return {
    action,
    reason: {
      en: `${head.en}, the usual one: ${scores.en}; no set one card away does clearly better (the best, ${swap(v.sets[k], 'en')}: ${signed(m[k], 'en')}).`,
      de: `${head.de}, der üblichen: ${scores.de}; keine Ablage mit einer anderen Karte ist deutlich besser (die beste, ${swap(v.sets[k], 'de')}: ${signed(m[k], 'de')}).`
    }
  };
}

/**
 * The next action of the searched set, or null where the decision is not one (another phase, a
 * forced action, no seat) or the set cannot go on (the caller then asks its fallback).
 */
export function setSearchChoice(game: AnySearchGame, settings: SetSettings, set: SetSearch, req: BotRequest): Action | null {
  if (req.legal.length < 2) return null;
  const chosen = searchedSet(game, settings, set, req.view);
  return chosen?.set.find((a) => !chosen.done.includes(a) && req.legal.includes(a)) ?? null;
}

/**
 * `fallback` with the searched set in `set.phases` (the strong level's exchange, issue 26): a bot
 * for the search's model phases (`SearchSettings.modelBot`).
 */
export function setSearchBot(game: AnySearchGame, settings: SetSettings, set: SetSearch, fallback: Bot): Bot {
  return {
    id: `${fallback.id}+set-search`,
    choose: (req, signal) => setSearchChoice(game, settings, set, req) ?? fallback.choose(req, signal)
  };
}
