import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Text } from '../engine/game';
import { splitTerms } from '../ui/terms/find';
import { gameTexts } from '../../../tests/helpers/game-texts';
import { MODULES } from './modules';

/**
 * Every game word the table can show is explained where it stands (issue 14): the test gathers the
 * texts of random hands of each game at every table size (status line, choices, contract strip,
 * summary, scorekeeper form) and finds the game's own words in them. A game word is one a text
 * keeps in both languages ("Schwacher and 1 Retour" / "Schwacher und 1 Retour"): the games' own
 * words are not translated. Each must be one of the game's glossary terms, found by the same search
 * the screen marks them with.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Words English and German share that are no game's own word. */
const SHARED_WORDS = new Set(['in', 'partner', 'seat']);
const ROMAN = /^[IVXL]+$/;

/** A quoted phrase followed by its meaning explains itself ('"buca cheu" (a bad hand)', '"tuttas": go on'), and so does a quoted translation in brackets ('("from Disentis")'). */
const EXPLAINED_QUOTE = /"[^"]*"(?=\s*[(:])|\("[^"]*"\)/g;

function gameWords(text: Text): string[] {
  const words = (s: string) =>
    s
      .replace(EXPLAINED_QUOTE, ' ')
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 1);
  const en = new Set(words(text.en));
  return [...new Set(words(text.de).filter((w) => en.has(w) && !ROMAN.test(w) && !SHARED_WORDS.has(w.toLowerCase())))];
}

function listedIds(): Set<string> {
  const dir = join(ROOT, 'docs/rules');
  const ids = new Set<string>();
  for (const f of readdirSync(dir)) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/^- ([A-Z]+(?:-[A-Z0-9]+)+) /gm)) ids.add(m[1]);
  return ids;
}

describe("each game's glossary", () => {
  for (const [id, mod] of Object.entries(MODULES)) {
    it(`${id}: every game word in the table's texts is a glossary term`, () => {
      const glossary = mod.meta.glossary;
      const undefinedWords = new Map<string, string>();
      for (const { where, text, explained } of gameTexts(mod)) {
        // A choice with its own explanation (Troccas's table talk phrases) explains itself on its button.
        if (explained) continue;
        const covered = new Set(
          (['en', 'de'] as const).flatMap((lang) =>
            splitTerms(text[lang], glossary)
              .filter((p) => p.term)
              .flatMap((p) => p.text.toLowerCase().split(/[^\p{L}]+/u))
          )
        );
        for (const w of gameWords(text)) if (!covered.has(w.toLowerCase()) && !undefinedWords.has(w)) undefinedWords.set(w, `${where}: ${text.en}`);
      }
      expect([...undefinedWords].map(([w, at]) => `${w} (${at})`)).toEqual([]);
    });
  }

  it('links every term to a rule of its own game that the checklist lists', () => {
    const ids = listedIds();
    const prefix: Record<string, string> = { droggn: 'DR-', troccas: 'TR-', dobbm: 'DO-', troggen: 'TG-' };
    for (const [id, mod] of Object.entries(MODULES))
      for (const t of mod.meta.glossary) {
        expect(ids.has(t.rule), `${id} ${t.term}: ${t.rule}`).toBe(true);
        expect(t.rule.startsWith(prefix[id]), `${id} ${t.term}: ${t.rule}`).toBe(true);
      }
  });
});
