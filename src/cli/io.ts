import { readFileSync, statSync } from 'node:fs';
import { MAX_IMPORT_CHARS } from '../lib/storage/limits';

/** Shared by the command-line tools: read a JSON file or fail with a message, never a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

export function readJson(args: string[], usage: string): unknown {
  const file = args.find((a) => a !== '--');
  if (!file) fail(`usage: ${usage}`);
  let text: string;
  try {
    // The limit of the app's import (docs/formats.md), checked before the file is read.
    const size = statSync(file).size;
    if (size > MAX_IMPORT_CHARS) fail(`${file} is too large (${mb(size)}; a file for the tools may have at most ${mb(MAX_IMPORT_CHARS)})`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    fail(`${file} is not valid JSON: ${(e as Error).message}`);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function print(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

/** Runs a tool's logic; an unexpected failure is still one `error:` line and exit 1, never a stack trace. */
export function runTool(compute: () => { error: string } | object): void {
  let out: { error: string } | object;
  try {
    out = compute();
  } catch (e) {
    fail(`the file cannot be processed: ${e instanceof Error ? e.message : String(e)}`);
  }
  if ('error' in out) fail(String(out.error));
  print(out);
}
