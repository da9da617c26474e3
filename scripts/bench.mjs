// npm run bench [-- args]: src/cli/bench.ts measured as the app runs its rules, in one bundle.
//
// The rules, bots and search reach the browser and the bot worker bundled by Vite. Run straight
// from the sources (tsx), each file is a module of its own, and the same hands took 15–18 % more
// CPU time (docs/benchmarks.md, "Random hands per second": the same loop from tsx and from a bundle,
// back to back). So the bench is bundled by Vite first (an SSR build of the one entry, into
// node_modules/.cache, which git ignores; `svelte-kit sync` before it writes the tsconfig the build
// reads) and that bundle runs with the arguments given.
// `npx tsx src/cli/bench.ts` still runs the sources as they are.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = 'node_modules/.cache/trull-bench';
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/cli/bench.ts',
    outDir,
    emptyOutDir: true,
    minify: false,
    // One file: the bench starts a process of its own per game, each running this same file.
    rolldownOptions: { output: { format: 'esm', entryFileNames: 'bench.mjs', codeSplitting: false } }
  }
});
const run = spawnSync(process.execPath, [resolve(root, outDir, 'bench.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
