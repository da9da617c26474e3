import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from './registry';

/**
 * A game module owns its game: no source file outside src/lib/games/<game>/ names a game by its
 * id (tests, the registry and the loaders aside), nor do the tools in scripts/ (but the one that
 * writes test fixtures for particular games). A screen, tool or bot that needs to know something
 * about a game asks the game's meta or module; a game's rule bot lives in its folder.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Writes tests/fixtures/hostile/: files of particular games, a test's own data. */
const FIXTURE_WRITERS = new Set(['scripts/hostile-fixtures.ts']);

describe('each game owns its knowledge', () => {
  it("no source file or tool outside a game's folder names a game by id", () => {
    // The players' games (the toy game of docs/adding-a-game.md is named where it is explained).
    const ids = GAMES.filter((g) => !g.meta.testOnly).map((g) => g.meta.id);
    const files = execFileSync('git', ['ls-files', 'src', 'scripts'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|mts|mjs|svelte|md|html)$/.test(f))
      .filter((f) => !/\.test\.ts$/.test(f) && !/^src\/lib\/games\/(registry|loaders)\.ts$/.test(f) && !FIXTURE_WRITERS.has(f))
      .filter((f) => !ids.some((id) => f.startsWith(`src/lib/games/${id}/`)));
    // An id as a word of its own ("droggn", 'droggn', games/droggn/): the games' names in prose
    // ("Droggn's Pagat") are capitalised and say which game a comment's example comes from.
    const named = new RegExp(`\\b(${ids.join('|')})\\b`);
    const offenders = files.flatMap((f) =>
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (named.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []))
    );
    expect(offenders).toEqual([]);
  });

  it("a game's parts are read from its registry entry: no source file or tool looks for a game's files by name", () => {
    // Issue 25: three finders globbed games/*/guide.ts, lesson.ts and practice.ts, and two tools
    // built a game's file path from its id. The entry (the GameEntry at the end of meta.ts) names
    // what a game offers.
    const files = execFileSync('git', ['ls-files', 'src', 'scripts'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|mts|mjs|svelte)$/.test(f) && !/\.test\.ts$/.test(f));
    const byName = /import\.meta\.glob(<[^>]*>)?\([^)]*games\/|import\(\s*`[^`]*games\/\$\{|games\/\$\{[^}]*\}\/[a-z-]+\.ts/;
    const offenders = files.filter((f) => byName.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
