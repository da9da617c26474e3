import type { Action, AnyGame, HandScore, Text } from '../engine/game';
import type { BotRequest, Judgement } from '../engine/bot';
import { isSearchable } from '../engine/searchable';
import { UNIT_NAMES, signed } from '../engine/units';
import { bestIndex } from './judgement';
import { judgeView, type SearchSettings } from './search';

/**
 * A hint (issue 12): the strong bot's choice for a person's decision, with a one-line reason
 * drawn from its own evaluation — what the choice scored on average over the deals that fit what
 * the seat has seen, against the next best, and how often it came out ahead. Where a game cannot
 * search yet, the rule bot's choice, said as such.
 */
export interface Hint {
  action: Action;
  reason: Text;
}

/** The reason, from the judgement: best mean, the next best, and the share of deals ahead. */
export function hintReason(game: AnyGame, legal: readonly Action[], j: Judgement, unit: HandScore['unit']): Hint {
  const k = bestIndex(j);
  const label = game.describe(legal[k]).label;
  let second = -1;
  for (let i = 0; i < legal.length; i++) if (i !== k && (second < 0 || j.means[i] > j.means[second])) second = i;
  const pct = Math.round(100 * j.ahead[k]);
  const u = UNIT_NAMES[unit];
  if (j.exact) {
    const p2 = second >= 0 ? Math.round(100 * j.ahead[second]) : null;
    const next2 = second >= 0 ? game.describe(legal[second]).label : null;
    return {
      action: legal[k],
      reason: {
        en: `${label.en}: with every card open, your side comes out ahead in ${pct}% of ${j.worlds} deals that fit what you have seen${next2 ? ` (${next2.en}: ${p2}%)` : ''}.`,
        de: `${label.de}: Mit allen Karten offen liegt deine Seite in ${pct} % von ${j.worlds} passenden Verteilungen vorn${next2 ? ` (${next2.de}: ${p2} %)` : ''}.`
      }
    };
  }
  if (j.means.every((m) => Math.abs(m - j.means[k]) < 1e-9))
    return {
      action: legal[k],
      reason: {
        en: `${label.en}: it makes no difference here: over ${j.worlds} deals that fit what you have seen, every choice scores ${signed(j.means[k], 'en')} ${u.en} on average.`,
        de: `${label.de}: Hier ist es gleich: In ${j.worlds} Verteilungen, die zu dem passen, was du gesehen hast, bringt jede Wahl im Schnitt ${signed(j.means[k], 'de')} ${u.de}.`
      }
    };
  const next = second >= 0 ? game.describe(legal[second]).label : null;
  return {
    action: legal[k],
    reason: {
      en: `${label.en}: over ${j.worlds} deals that fit what you have seen, it scores ${signed(j.means[k], 'en')} ${u.en} on average${next ? ` (next best, ${next.en}: ${signed(j.means[second], 'en')})` : ''}, and you come out ahead in ${pct}% of them.`,
      de: `${label.de}: In ${j.worlds} Verteilungen, die zu dem passen, was du gesehen hast, bringt das im Schnitt ${signed(j.means[k], 'de')} ${u.de}${next ? ` (am zweitbesten ${next.de}: ${signed(j.means[second], 'de')})` : ''}, und du liegst in ${pct} % davon vorn.`
    }
  };
}

/** The hint for a decision: search with `settings` (the strong level's, registry.ts `hintOf`) on its clock. */
export function hintFor(game: AnyGame, settings: SearchSettings & { budgetMs: number }, req: BotRequest, unit: HandScore['unit'], signal?: AbortSignal): Hint {
  const label = (a: Action) => game.describe(a).label;
  if (req.legal.length === 1) {
    const l = label(req.legal[0]);
    return { action: req.legal[0], reason: { en: `${l.en}: the only thing the rules allow now.`, de: `${l.de}: Die Regeln lassen jetzt nichts anderes zu.` } };
  }
  const j = isSearchable(game) ? judgeView(game, { ...req, budgetMs: settings.budgetMs }, settings, signal) : null;
  if (j && j.worlds > 0) return hintReason(game, req.legal, j, unit);
  const a = settings.ruleBot.choose(req, signal);
  const l = label(a);
  return { action: a, reason: { en: `${l.en}: what the rule bot would do here.`, de: `${l.de}: Das würde der Regel-Bot hier tun.` } };
}
