// The app's own modules that the root layout loads on every page: its static imports, followed
// through src/lib. vite.config.ts keeps them in one chunk of their own, so that no page boots
// with code another page merged into the layout's chunks (the statistics page booted with the
// table's card faces and the practice board: docs/benchmarks.md, "The statistics page").
//
// The imports are read with a pattern, not a parser: enough for this code base's style (one
// `import … from '…'` or `export … from '…'` statement at a line's start). Type-only imports
// are skipped: they load nothing. A dynamic `import()` is not followed: it is a chunk of its own.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const STATEMENT = /^\s*(?:(import|export)\s+(type\s+)?([^'";]*?)\s+from|import)\s*['"]([^'"]+)['"]/gm;

/**
 * Whether every name an `import { … }` brings is marked `type`.
 * @param {string} names
 */
const onlyTypes = (names) =>
  /^\{[^}]*\}$/.test(names.trim()) &&
  names
    .replace(/[{}\s]/g, '')
    .split(',')
    .filter(Boolean)
    .every((n) => n.startsWith('type'));

/**
 * @param {string} root
 * @param {string} from
 * @param {string} spec
 * @returns {string | null}
 */
function resolveSpec(root, from, spec) {
  const base = spec.startsWith('$lib/') ? join(root, 'src/lib', spec.slice(5)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const c of [base, `${base}.ts`, `${base}.js`, `${base}/index.ts`]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/**
 * Absolute paths of the modules `entry` (a file under `root`) loads statically, itself included.
 * @param {string} root
 * @param {string} entry
 * @returns {Set<string>}
 */
export function staticClosure(root, entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, , typeOnly, names = '', spec] of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      if (typeOnly || onlyTypes(names)) continue;
      const next = resolveSpec(root, file, spec);
      if (next) visit(next);
    }
  };
  visit(resolve(root, entry));
  return seen;
}
