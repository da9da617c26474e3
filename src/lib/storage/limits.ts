/**
 * Limits shared by every form and by import: one constant per thing, so the play setup, the score
 * sheet and an imported file agree on what a name or a file may be.
 */

/** A player's name, in characters. Long enough for "Anna-Katharina" and a nickname. */
export const MAX_NAME_LENGTH = 20;

/** The forms' message for a name over the limit (seat counted from 0). */
export const nameTooLong = (seat: number) => ({
  en: `The name of player ${seat + 1} is too long: a name has at most ${MAX_NAME_LENGTH} characters.`,
  de: `Der Name von Spieler ${seat + 1} ist zu lang: ein Name hat höchstens ${MAX_NAME_LENGTH} Zeichen.`
});

/** An import file, in characters (a thousand played hands take well under 3 MB). */
export const MAX_IMPORT_CHARS = 10 * 1024 * 1024;

/** Any single text field of stored data (ids, entry values, names), in characters. */
export const MAX_TEXT_FIELD = 2000;

/** A control character (CR, LF, tab, NUL…): no name holds one; a form refuses it and so does import. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
export const CONTROL_CHAR = /[\u0000-\u001f\u007f-\u009f]/;

/** The forms' message for a name holding a control character (seat counted from 0). */
export const nameControlChar = (seat: number) => ({
  en: `The name of player ${seat + 1} holds a line break, a tab or another control character.`,
  de: `Der Name von Spieler ${seat + 1} enthält einen Zeilenumbruch, einen Tabulator oder ein anderes Steuerzeichen.`
});
