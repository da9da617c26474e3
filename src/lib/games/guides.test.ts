import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isEntryError } from '../engine/entry';
import { PACKS, parseCard } from '../engine/packs';
import { GUIDES } from '../../../tests/helpers/offers';
import { GAMES } from './registry';
import { MODULES } from './modules';

/**
 * The rules pages (each game's guide.ts): every checklist id of the game is covered by a section,
 * every id a section names exists, every house rule is explained, every card shown exists, and the
 * worked example comes out through the game's own score() as the text says.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** The ids each game's checklist file lists (docs/rules/<file>.md). */
function idsOf(file: string): string[] {
  return [...readFileSync(join(ROOT, 'docs/rules', file), 'utf8').matchAll(/^- ([A-Z]+(?:-[A-Z0-9]+)+) /gm)].map((m) => m[1]);
}
const ALL_IDS = new Set(readdirSync(join(ROOT, 'docs/rules')).flatMap((f) => (f.endsWith('.md') ? idsOf(f) : [])));
const FILE: Record<string, string> = { droggn: 'droggn.md', troccas: 'troccas.md', dobbm: 'dobbm.md', troggen: 'troggen.md' };

describe("each game's rules page", () => {
  it('exists for every registered game, and for nothing else', () => {
    expect(Object.keys(GUIDES).sort()).toEqual(GAMES.map((g) => g.meta.id).sort());
  });

  for (const [id, mod] of Object.entries(MODULES)) {
    describe(id, () => {
      const guide = GUIDES[id];
      const named = guide.sections.flatMap((s) => s.rules);

      it('covers every checklist id of the game in some section', () => {
        expect(idsOf(FILE[id]).filter((r) => !named.includes(r))).toEqual([]);
      });

      it('names only ids the checklist lists', () => {
        expect(named.filter((r) => !ALL_IDS.has(r))).toEqual([]);
      });

      it('gives every section a unique anchor and both languages everywhere', () => {
        const anchors = guide.sections.map((s) => s.id);
        expect(new Set(anchors).size).toBe(anchors.length);
        for (const s of guide.sections)
          for (const t of [s.title, ...s.body, ...(s.cards ?? []).map((c) => c.caption)]) {
            expect(t.en.trim(), `${s.id}: ${t.de}`).not.toBe('');
            expect(t.de.trim(), `${s.id}: ${t.en}`).not.toBe('');
            expect(t.de, `${s.id}: the German is not the English`).not.toBe(t.en.length > 20 ? t.en : '');
          }
      });

      it('explains every house rule of the game', () => {
        const shown = guide.sections.flatMap((s) => s.settings ?? []).map((x) => x.key);
        expect(mod.game.settings.map((x) => x.key).filter((k) => !shown.includes(k))).toEqual([]);
        for (const s of guide.sections) for (const x of s.settings ?? []) expect(s.rules, `${s.id} lists ${x.rule}`).toContain(x.rule);
      });

      it('shows cards that are in its pack', () => {
        const pack = PACKS[guide.pack];
        for (const s of guide.sections) for (const row of s.cards ?? []) for (const code of row.codes) expect(() => parseCard(pack, code)).not.toThrow();
      });

      it("has a worked example that the game's own score() settles as the text says", () => {
        const withExample = guide.sections.filter((s) => s.example);
        expect(withExample.length).toBeGreaterThan(0);
        for (const s of withExample) {
          const ex = s.example!;
          const facts = mod.factsFromEntry(ex.entry);
          if (isEntryError(facts)) throw new Error(`${s.id}: ${facts.message.en}`);
          expect(mod.game.score(facts, ex.entry.settings ?? {}).deltas).toEqual(ex.deltas);
          // The text states the result: each seat's change appears in both languages.
          const text = s.body.map((b) => b);
          for (const d of ex.deltas)
            for (const lang of ['en', 'de'] as const)
              expect(
                text.some((b) => b[lang].includes(String(Math.abs(d)))),
                `${s.id} (${lang}) states ${d}`
              ).toBe(true);
        }
      });
    });
  }
});
