import { getContext, setContext } from 'svelte';
import type { GameId } from '../../engine/game';
import type { Term } from '../../engine/meta';

/**
 * The game whose words a screen marks (its id for the rules link, its glossary): set once by the
 * table or the score sheet, read by every TermText below it, so no component in between passes it on.
 */
export interface TermsOf {
  game: GameId;
  glossary: readonly Term[];
}

const KEY = Symbol('terms');

export const setTerms = (get: () => TermsOf | null): void => {
  setContext(KEY, get);
};

export const getTerms = (): TermsOf | null => (getContext<(() => TermsOf | null) | undefined>(KEY) ?? (() => null))();
