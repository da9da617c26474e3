import type { Term } from '../../engine/game';

/**
 * Finding a game's own words in the table's texts, so each can be tapped for its meaning. Pure: the
 * component (TermText.svelte) and the test that checks every game word is defined use the same
 * search.
 */

/** The words that stand for a term: its `forms`, else "gut / weiter" → gut, weiter; "Kasse (pot)" → Kasse, pot. */
export function termForms(term: Term): readonly string[] {
  if (term.forms) return term.forms;
  return term.term
    .split(/\s*(?:\/|,|\(|\))\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type Piece = { text: string; term?: undefined } | { text: string; term: Term };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One search per glossary: longest forms first, so "Super Mord" wins over "Super". */
const cache = new WeakMap<readonly Term[], { re: RegExp; byForm: Map<string, Term> }>();
function matcher(glossary: readonly Term[]) {
  let m = cache.get(glossary);
  if (!m) {
    const byForm = new Map<string, Term>();
    for (const t of glossary) for (const f of termForms(t)) if (!byForm.has(f.toLowerCase())) byForm.set(f.toLowerCase(), t);
    const forms = [...byForm.keys()].sort((a, b) => b.length - a.length).map(escape);
    // Whole words only (letters of any language on neither side): "Dobb" is not found in "Dobbm".
    const re = new RegExp(forms.length ? `(?<![\\p{L}])(${forms.join('|')})(?![\\p{L}])` : '(?!)', 'giu');
    m = { re, byForm };
    cache.set(glossary, m);
  }
  return m;
}

/** A text cut into plain pieces and pieces that are one of the glossary's terms. */
export function splitTerms(text: string, glossary: readonly Term[]): Piece[] {
  const { re, byForm } = matcher(glossary);
  const out: Piece[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    const i = m.index ?? 0;
    if (i > at) out.push({ text: text.slice(at, i) });
    out.push({ text: m[0], term: byForm.get(m[0].toLowerCase())! });
    at = i + m[0].length;
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
