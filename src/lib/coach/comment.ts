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

/** The coach's word on the choice the person made. */
export interface Comment {
  verdict: 'forced' | 'agreed' | 'even' | 'other';
  text: Text;
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
 * found every choice equal), otherwise what the bot would have preferred and why.
 */
export function commentOn(note: Note, chosen: Action, describe: Describe): Comment {
  const mine = describe(chosen).label;
  const pick = describe(note.action).label;
  const why = reasonOnly(note, pick);
  if (note.forced)
    return { verdict: 'forced', text: { en: `Your choice: ${mine.en}, the only one the rules left you.`, de: `Deine Wahl: ${mine.de}, die einzige, die die Regeln ließen.` } };
  if (chosen === note.action)
    return { verdict: 'agreed', text: { en: `Your choice: ${mine.en}. Good, the coach agrees: ${why.en}`, de: `Deine Wahl: ${mine.de}. Gut, der Coach sieht es genauso: ${why.de}` } };
  if (note.reason.en.includes(EVEN))
    return { verdict: 'even', text: { en: `Your choice: ${mine.en}. Fine: ${why.en}`, de: `Deine Wahl: ${mine.de}. In Ordnung: ${why.de}` } };
  return {
    verdict: 'other',
    text: {
      en: `Your choice: ${mine.en}. The coach would have preferred “${pick.en}”: ${why.en}`,
      de: `Deine Wahl: ${mine.de}. Der Coach hätte „${pick.de}“ vorgezogen: ${why.de}`
    }
  };
}

/** What the coach suggests before the person chooses. */
export function suggestion(note: Note, describe: Describe): Text {
  const pick = describe(note.action).label;
  if (note.forced) return { en: `Only one choice is allowed now: ${pick.en}.`, de: `Jetzt ist nur eines erlaubt: ${pick.de}.` };
  const why = reasonOnly(note, pick);
  return { en: `The coach’s choice: ${pick.en}. ${capital(why.en)}`, de: `Die Wahl des Coachs: ${pick.de}. ${capital(why.de)}` };
}

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
