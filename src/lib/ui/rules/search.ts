import type { Text } from '../../engine/game';
import type { Guide, GuideSection } from '../../engine/guide';

/** All the words of a section a reader might search for, in one language: title, text, cards, house rules, ids. */
function sectionText(s: GuideSection, lang: keyof Text): string {
  const parts: string[] = [s.title[lang], ...s.body.map((b) => b[lang]), ...(s.cards ?? []).map((c) => c.caption[lang]), ...s.rules];
  for (const x of s.settings ?? []) parts.push(x.label[lang], x.explanation[lang], ...(x.options ?? []).map((o) => o.label[lang]));
  return parts.join(' ').toLocaleLowerCase(lang);
}

/**
 * The sections that hold every word of the query (in the reader's language, any order, any case);
 * all of them for an empty query. No server: the guides are plain data in the page.
 */
export function searchSections(guide: Guide, query: string, lang: keyof Text): GuideSection[] {
  const words = query.toLocaleLowerCase(lang).split(/\s+/).filter(Boolean);
  if (!words.length) return [...guide.sections];
  return guide.sections.filter((s) => {
    const text = sectionText(s, lang);
    return words.every((w) => text.includes(w));
  });
}

/**
 * The first section naming each rule: that is where a link to the rule lands (a rule can be named
 * twice, as a house rule and where it is played; an id is an anchor only once on the page).
 */
export function anchors(guide: Guide): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of guide.sections) for (const r of s.rules) if (!out.has(r)) out.set(r, s.id);
  return out;
}
