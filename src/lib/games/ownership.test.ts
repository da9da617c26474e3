import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from './registry';

/**
 * A game module owns its game: no source file outside src/lib/games/<game>/ names a game by its
 * id (tests, the registry and the loaders aside). A screen that needs to know something about a
 * game asks the game's meta or module.
 */
const ROOT = join(import.meta.dirname, '../../..');

describe('each game owns its knowledge', () => {
  it('no source file outside a game\'s folder names a game by id', () => {
    const ids = GAMES.map((g) => g.meta.id);
    const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/*.svelte'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !/\.test\.ts$/.test(f) && !/^src\/lib\/games\/(registry|loaders)\.ts$/.test(f))
      .filter((f) => !ids.some((id) => f.startsWith(`src/lib/games/${id}/`)));
    const quoted = new RegExp(`['"\`](${ids.join('|')})['"\`]`);
    const offenders = files.flatMap((f) =>
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (quoted.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []))
    );
    expect(offenders).toEqual([]);
  });
});
