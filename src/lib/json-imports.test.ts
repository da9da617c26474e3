import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

describe('JSON modules', () => {
  it('every JSON module the app or the browser suite imports carries `with { type: "json" }`', () => {
    // The browser suite loads the app's source in Node (its specs import the registry), and Node
    // refuses a JSON module without the attribute: a model's weights imported without it failed
    // a clean clone's `npm test` before any browser test ran (clean clone 73, docs/testing.md).
    // Vite and vitest accept either, so only this check sees it. Unit tests are Vite's alone.
    const files = execFileSync('git', ['ls-files', 'src', 'tests/e2e'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|mts|svelte)$/.test(f) && !/\.test\.ts$/.test(f));
    const offenders = files.flatMap((f) =>
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /from\s+['"][^'"]+\.json['"]/.test(line) && !/with\s*\{\s*type:\s*['"]json['"]\s*\}/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : []
        )
    );
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
