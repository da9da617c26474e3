import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Term } from '$lib/engine/meta';
import { MODULES } from '$lib/games/modules';
import { splitTerms, termForms, termName, termsIn } from './find';

/** The reference: one case-insensitive expression of every form, longest first, whole words only. */
function reference(text: string, glossary: readonly Term[]): { text: string; term?: string }[] {
  const byForm = new Map<string, Term>();
  for (const t of glossary) for (const f of termForms(t)) if (!byForm.has(f.toLowerCase())) byForm.set(f.toLowerCase(), t);
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\p{L}])(${forms.join('|')})(?![\\p{L}])`, 'giu');
  const out: { text: string; term?: string }[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: m[0], term: byForm.get(m[0].toLowerCase())!.term });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

describe('finding game words in texts', () => {
  const glossaries = Object.values(MODULES).map((m) => m.meta.glossary);

  it('cuts texts exactly as one whole-word expression of every form would', () => {
    for (const glossary of glossaries) {
      const forms = glossary.flatMap((t) => [...termForms(t)]);
      const piece = fc.oneof(
        fc.constantFrom(...forms),
        fc.constantFrom(...forms).map((f) => f.toUpperCase()),
        fc.constantFrom(' ', ', ', '-', 'ä', 'x', '3', ': ', 'Bernd')
      );
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
          const text = parts.join('');
          expect(splitTerms(text, glossary).map((p) => ({ text: p.text, term: p.term?.term }))).toEqual(
            reference(text, glossary).map((p) => ({ text: p.text, term: p.term }))
          );
        }),
        { numRuns: 300, seed: 11 }
      );
    }
  });

  it('takes the longest form and whole words only', () => {
    const glossary = ['Super', 'Super Mord', 'Dobb'].map((term) => ({ term, text: { en: term, de: term }, rule: 'X-1' }) satisfies Term);
    expect(termsIn('A super mord in Dobbm, then Dobb.', glossary).map((t) => t.term)).toEqual(['Super Mord', 'Dobb']);
  });

  it('names a term in the screen\'s language, and finds it by either name (issue 28: "Was ist Fool (il narr)?")', () => {
    const troccas = MODULES.troccas.meta.glossary;
    const fool = troccas.find((t) => t.term === 'Fool (il narr)')!;
    expect(termName(fool, 'en')).toBe('Fool (il narr)');
    expect(termName(fool, 'de')).toBe('Narr (il narr)');
    expect(termsIn('der nackte Narr, ohne Trümpfe', troccas)).toEqual([fool]);
    expect(termsIn('il narr blut', troccas)).toEqual([fool]);
    // A term without a German name keeps its own in both.
    const buob = troccas.find((t) => t.term === 'Buob')!;
    expect(termName(buob, 'de')).toBe('Buob');
  });
});
