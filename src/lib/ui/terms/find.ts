import type { Term } from '../../engine/meta';
import type { Lang } from '../../i18n.svelte';

/**
 * Finding a game's own words in the table's texts, so each can be tapped for its meaning. Pure: the
 * component (TermText.svelte) and the test that checks every game word is defined use the same
 * search.
 */

/** The words that stand for a term: its `forms`, else "gut / weiter" → gut, weiter; "Kasse (pot)" → Kasse, pot (and the same of its German name). */
export function termForms(term: Term): readonly string[] {
  if (term.forms) return term.forms;
  const words = [term.term, term.de ?? '']
    .flatMap((name) => name.split(/\s*(?:\/|,|\(|\))\s*/))
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(words)];
}

/** The term as the screens in `lang` name it. */
export const termName = (term: Term, lang: Lang): string => (lang === 'de' && term.de) || term.term;

export type Piece = { text: string; term?: undefined } | { text: string; term: Term };

/** A run of letters of any language: terms are whole words ("Dobb" is not found in "Dobbm"). */
const WORD = /\p{L}+/gu;

/**
 * Each glossary's forms by their lower-case text, and the most words one of them has. Looked up
 * word by word rather than with one regular expression of every form: that expression (case-
 * insensitive, Unicode) took a mid-range phone over 100 ms to compile when the table opened.
 */
const cache = new WeakMap<readonly Term[], { byForm: Map<string, Term>; maxWords: number }>();
function matcher(glossary: readonly Term[]) {
  let m = cache.get(glossary);
  if (!m) {
    const byForm = new Map<string, Term>();
    let maxWords = 0;
    for (const t of glossary)
      for (const f of termForms(t)) {
        if (!byForm.has(f.toLowerCase())) byForm.set(f.toLowerCase(), t);
        maxWords = Math.max(maxWords, f.match(WORD)?.length ?? 0);
      }
    m = { byForm, maxWords };
    cache.set(glossary, m);
  }
  return m;
}

/** A text cut into plain pieces and pieces that are one of the glossary's terms (the longest form wins: "Super Mord" over "Super"). */
export function splitTerms(text: string, glossary: readonly Term[]): Piece[] {
  const { byForm, maxWords } = matcher(glossary);
  const words = Array.from(text.matchAll(WORD), (w) => [w.index, w.index + w[0].length] as const);
  const out: Piece[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    for (let k = Math.min(maxWords, words.length - i); k >= 1; k--) {
      const from = words[i][0];
      const to = words[i + k - 1][1];
      const term = byForm.get(text.slice(from, to).toLowerCase());
      if (!term) continue;
      if (from > at) out.push({ text: text.slice(at, from) });
      out.push({ text: text.slice(from, to), term });
      at = to;
      i += k - 1;
      break;
    }
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** The distinct terms a text names, in order of first appearance. */
export function termsIn(text: string, glossary: readonly Term[]): Term[] {
  const out: Term[] = [];
  for (const p of splitTerms(text, glossary)) if (p.term && !out.includes(p.term)) out.push(p.term);
  return out;
}
