import type { Action, ActionInfo, Text } from '../engine/game';

/**
 * What the coach knows about one decision of the person: the strong bot's choice and its one-line
 * reason (bots/hint.ts), and whether the rules left only one choice. Stored per step of the hand
 * (coach/notes.ts), so the comment on a choice survives a reload unchanged.
 */
export interface Note {
  action: Action;
  reason: Text;
  forced: boolean;
}

/** The coach's word on the choice the person made: one short line, and the bot's reason apart. */
export interface Comment {
  verdict: 'forced' | 'agreed' | 'even' | 'other';
  text: Text;
  /** The bot's reason (how its choice scored), shown on request; null for a forced move. */
  why: Text | null;
}

/** What the coach suggests before the person chooses: the bot's choice, and its reason apart. */
export interface Advice {
  text: Text;
  why: Text | null;
}

type Describe = (a: Action) => Pick<ActionInfo, 'label'>;

/** hint.ts's wording when every choice scores the same: then no choice is worse. */
const EVEN = 'it makes no difference here';

/** The reason without the hint's leading label ("Solo: over 200 deals…" → "over 200 deals…"). */
export function reasonOnly(note: Note, label: Text): Text {
  const cut = (s: string, l: string) => (s.startsWith(`${l}: `) ? s.slice(l.length + 2) : s);
  return { en: cut(note.reason.en, label.en), de: cut(note.reason.de, label.de) };
}

/**
 * The comment on a choice: agreeing when the person chose what the bot chose (or when the bot
 * found every choice equal), otherwise what the bot would have preferred; and the bot's reason.
 */
export function commentOn(note: Note, chosen: Action, describe: Describe): Comment {
  const mine = describe(chosen).label;
  const pick = describe(note.action).label;
  if (note.forced)
    return {
      verdict: 'forced',
      text: { en: `${mine.en}: the only choice the rules left you.`, de: `${mine.de}: die einzige Wahl, die die Regeln ließen.` },
      why: null
    };
  const why = sentence(reasonOnly(note, pick));
  if (chosen === note.action)
    return { verdict: 'agreed', text: { en: `${mine.en}: good, the coach agrees.`, de: `${mine.de}: gut, der Coach sieht es genauso.` }, why };
  if (note.reason.en.includes(EVEN))
    return { verdict: 'even', text: { en: `${mine.en}: fine, no choice was better here.`, de: `${mine.de}: in Ordnung, keine Wahl war hier besser.` }, why };
  return {
    verdict: 'other',
    text: { en: `${mine.en}: the coach would have preferred “${pick.en}”.`, de: `${mine.de}: Der Coach hätte „${pick.de}“ vorgezogen.` },
    // The hint's own words: the preferred choice and how it scored.
    why: note.reason
  };
}

/**
 * What the coach suggests before the person chooses. `first`: the table has the person choose
 * several cards before any is laid away (a discard), and the bot judged only the first of them.
 */
export function suggestion(note: Note, describe: Describe, first = false): Advice {
  const pick = describe(note.action).label;
  if (note.forced) return { text: { en: `Only one choice is allowed now: ${pick.en}.`, de: `Jetzt ist nur eines erlaubt: ${pick.de}.` }, why: null };
  const text = first
    ? { en: `The coach’s first card: ${pick.en}.`, de: `Die erste Karte des Coachs: ${pick.de}.` }
    : { en: `The coach’s choice: ${pick.en}.`, de: `Die Wahl des Coachs: ${pick.de}.` };
  return { text, why: sentence(reasonOnly(note, pick)) };
}

/** A reason as a sentence of its own. */
const sentence = (x: Text): Text => ({ en: capital(x.en), de: capital(x.de) });

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The person's last choice the coach can comment on: the latest step before `step` with a note
 * whose action is in the log. Undefined before the person's first choice.
 */
export function lastNoted(notes: Readonly<Record<number, Note>>, actions: readonly Action[], step: number): number | undefined {
  let best: number | undefined;
  for (const k of Object.keys(notes)) {
    const s = Number(k);
    if (s < step && s < actions.length && (best === undefined || s > best)) best = s;
  }
  return best;
}

/**
 * The coach's word after the hand: of the person's choices with more than one option, how many
 * were the bot's own (or as good, where the bot found every choice equal).
 */
export function recap(notes: Readonly<Record<number, Note>>, actions: readonly Action[]): { agreed: number; choices: number } {
  let agreed = 0;
  let choices = 0;
  for (const [k, n] of Object.entries(notes)) {
    const s = Number(k);
    if (n.forced || s >= actions.length) continue;
    choices++;
    if (actions[s] === n.action || n.reason.en.includes(EVEN)) agreed++;
  }
  return { agreed, choices };
}
