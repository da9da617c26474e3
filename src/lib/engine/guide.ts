import type { ScoreEntry } from './entry';
import type { SettingSpec, Text } from './game';
import type { PackId } from './packs';

/**
 * A game's rules as the app teaches them (games/<game>/guide.ts): sections in our own words, in
 * both languages, each naming the checklist ids it covers. Plain data: the rules page renders it
 * and a test checks that every id of the game is covered and every id named exists.
 */
export interface Guide {
  /** The pack whose card faces the sections show. */
  pack: PackId;
  sections: readonly GuideSection[];
}

export interface GuideSection {
  /** The section's anchor on the rules page: 'cards', 'deal', 'bidding'… */
  id: string;
  title: Text;
  /** Paragraphs, in order. */
  body: readonly Text[];
  /** Rows of card faces, each with a caption ("5 points each"); cards by their codes in the pack. */
  cards?: readonly { caption: Text; codes: readonly string[] }[];
  /** The house rules this section explains: each setting's label, explanation and options. */
  settings?: readonly SettingSpec[];
  /** A worked example: a scorekeeper entry the game's own score() settles as the text says. */
  example?: GuideExample;
  /** The checklist ids (docs/rules) this section covers. */
  rules: readonly string[];
}

interface GuideExample {
  /** The hand as a table would enter it (the game's factsFromEntry reads it). */
  entry: ScoreEntry;
  /** Each seat's change as the section's text states it. */
  deltas: readonly number[];
}
