// `npm run check`: lint, format, types and the import rule. The four tools are each single-threaded, so they run
// side by side on the machine's cores instead of one after another (docs/testing.md). Each tool's
// output is printed whole when it ends, so the outputs never interleave; the check fails if any
// of them fails.
import { spawn, spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const sync = spawnSync(bin('svelte-kit'), ['sync'], { stdio: 'inherit' });
if (sync.status !== 0) process.exit(sync.status ?? 1);

const tools = [
  ['eslint', ['.']],
  ['prettier', ['--check', '.']],
  ['svelte-check', ['--tsconfig', './tsconfig.json', '--fail-on-warnings']],
  // ARCHITECTURE.md's layers: .dependency-cruiser.cjs fails on an import against them.
  ['depcruise', ['src']]
];

function run([name, args]) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(bin(name), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      process.stdout.write(`\n── ${name} ${args.join(' ')}: ${code === 0 ? 'ok' : `failed (${code})`}, ${((Date.now() - start) / 1000).toFixed(1)} s\n${out}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(tools.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
