import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The checklist in docs/rules/ and the tests keep each other honest: every id listed there is
 * named by at least one test's title, and every id a test's title names is listed there.
 */
const ROOT = join(import.meta.dirname, '../../..');
const ID = /\b(?:(?:DR|TR|DO|TG)-[A-Z0-9]+-\d+|ALL-\d+)\b/g;

function listedIds(): string[] {
  const dir = join(ROOT, 'docs/rules');
  const ids: string[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.md')))
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/^- ([A-Z]+(?:-[A-Z0-9]+)+) /gm)) ids.push(m[1]);
  return ids;
}

/** Titles of it / test / describe blocks in every unit and browser test file of the repository. */
function testTitles(): string[] {
  const files = execFileSync('git', ['ls-files', '*.test.ts', 'tests/e2e/*.spec.ts'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const title = /\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;
  return files.flatMap((f) => [...readFileSync(join(ROOT, f), 'utf8').matchAll(title)].map((m) => m[1]));
}

describe('the rules checklist (docs/rules)', () => {
  const listed = listedIds();
  const named = new Set(testTitles().flatMap((t) => t.match(ID) ?? []));

  it('lists each id once, with a line of its own', () => {
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((id, i) => listed.indexOf(id) !== i)).toEqual([]);
  });

  it('every listed id is named by at least one test', () => {
    expect(listed.filter((id) => !named.has(id))).toEqual([]);
  });

  it('every id a test names is listed', () => {
    expect([...named].filter((id) => !listed.includes(id)).sort()).toEqual([]);
  });

  it("every id a game's README or the docs name is listed", () => {
    const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.startsWith('docs/rules/'));
    const unknown = docs.flatMap((f) => (readFileSync(join(ROOT, f), 'utf8').match(ID) ?? []).filter((id) => !listed.includes(id)).map((id) => `${f}: ${id}`));
    expect(unknown).toEqual([]);
  });
});
