import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile, scoreFile } from './tools';

/** One hostile or malformed file per case (issue 15, item 7), with the field its error must name. */
const DIR = 'tests/fixtures/cli';
const expected = JSON.parse(readFileSync(join(DIR, 'expected-fields.json'), 'utf8')) as Record<string, string>;

describe('command-line tools refuse bad files with the field named', () => {
  it('has a fixture for every case it expects', () => {
    const files = readdirSync(DIR)
      .filter((f) => f !== 'expected-fields.json')
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });
  for (const [name, field] of Object.entries(expected)) {
    it(`${name}: error names "${field}"`, () => {
      const input = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as unknown;
      const out = (name.startsWith('score-') ? scoreFile : replayFile)(input);
      expect(out).toHaveProperty('error');
      const error = (out as { error: string }).error;
      expect(error).toContain(`"${field}`);
      expect(error).not.toMatch(/undefined|Cannot read|TypeError/);
      // One line: the tool prints it as its one `error:` line.
      expect(error).not.toContain('\n');
    });
  }
  it('the examples in docs/examples still score and replay', () => {
    for (const g of ['droggn', 'dobbm', 'troggen', 'troccas']) {
      const entry = JSON.parse(readFileSync(`docs/examples/${g}-entry.json`, 'utf8')) as unknown;
      const hand = JSON.parse(readFileSync(`docs/examples/${g}-hand.json`, 'utf8')) as unknown;
      expect(scoreFile(entry), g).not.toHaveProperty('error');
      expect(replayFile(hand), g).not.toHaveProperty('error');
    }
  });
});

describe('the tools as run from the shell', () => {
  // Two real runs (each starts tsx): the exit code and the one-line message, no stack trace.
  const run = (tool: string, file: string) => {
    try {
      execFileSync('node_modules/.bin/tsx', [`src/cli/${tool}.ts`, file], { encoding: 'utf8', stdio: 'pipe' });
      return { status: 0, stderr: '' };
    } catch (e) {
      const err = e as { status: number; stderr: string };
      return { status: err.status, stderr: err.stderr };
    }
  };
  it('npm run score with game "constructor": one error line, exit 1', () => {
    const r = run('score', join(DIR, 'score-game-constructor.json'));
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: field "game"/);
  }, 30_000);
  it('npm run replay with action 999999: one error line, exit 1', () => {
    const r = run('replay', join(DIR, 'replay-action-999999.json'));
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: field "actions\[3\]"/);
  }, 30_000);
  it('npm run score with a 50 MB entry (padded with an unknown field): one error line naming the limit, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trull-cli-'));
    try {
      const entry = JSON.parse(readFileSync('docs/examples/droggn-entry.json', 'utf8')) as Record<string, unknown>;
      const file = join(dir, 'padded.json');
      writeFileSync(file, JSON.stringify({ ...entry, padding: 'x'.repeat(50 * 1024 * 1024) }));
      const r = run('score', file);
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^error: .*padded\.json is too large \(50\.0 MB; a file for the tools may have at most 10\.0 MB\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
  it('npm run replay with a "__proto__" settings key: one error line naming it, exit 1', () => {
    const r = run('replay', join(DIR, 'replay-settings-__proto__.json'));
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: field "context\.settings\.__proto__" is no setting of this game/);
  }, 30_000);
});
