import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { staticClosure } from './scripts/shell-modules.mjs';

/**
 * Fewer, larger JavaScript files for the browser. Each request a page makes costs its main thread
 * about a millisecond on a slow phone, and the table asked for 32 scripts and 11 stylesheets, many
 * under 1 kB, in one task (docs/benchmarks.md, "Long tasks"). The app's own modules are grouped by
 * the set of pages that use them (`entriesAware`, so a page still loads only code it uses), and
 * groups under MERGE_BYTES join their nearest neighbour. The server's build is left as it is.
 */
const MERGE_BYTES = 6000;

/**
 * What the root layout loads on every page, as one chunk ahead of the groups above: merged into
 * their neighbours, its small modules dragged other pages' code into every page's boot (the
 * statistics page loaded the table's card faces and the practice board). Its stylesheet
 * (ui/global.css) too: left out, its empty script stood alone, merged by size into whichever chunk
 * was nearest, and every page loaded that chunk for it (the card back, then with issue 25's
 * controllers the looks settings with every card face, +13.5 kB).
 */
const SHELL = new Set([...staticClosure(process.cwd(), 'src/routes/+layout.svelte')].filter((f) => f.includes('/src/lib/')));

/**
 * The unit test files in two groups: `pure` (under the folders of the rules, bots and analyses,
 * and not using the fake IndexedDB) and `isolated` (every other one). Every test file is in
 * exactly one group, so a new folder's tests run too (isolated, until it is listed here).
 */
const PURE_DIRS = [
  'src/lib/games/',
  'src/lib/bots/',
  'src/lib/worker/',
  'src/lib/engine/',
  'src/lib/learn/',
  'src/lib/insight/',
  'src/lib/practice/',
  'src/lib/coach/',
  'src/lib/replay/',
  'src/lib/scorekeeper/',
  'src/cli/'
];
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(`${dir}/${e.name}`) : e.name.endsWith('.test.ts') ? [`${dir}/${e.name}`] : []
  );
}
const unitFiles = { pure: [] as string[], isolated: [] as string[] };
for (const f of testFiles('src'))
  (PURE_DIRS.some((d) => f.startsWith(d)) && !readFileSync(f, 'utf8').includes('fake-indexeddb') ? unitFiles.pure : unitFiles.isolated).push(f);

/**
 * What a game's registry entry offers besides its rules (games/<game>/guide.ts, lesson.ts,
 * practice.ts): plain data that the pages showing it load through the entry's loaders. Each stays
 * a chunk of its own, the one file its loader asks for: in the page groups below, a small one was
 * merged into whichever neighbour was nearest, and pages that never show it loaded it.
 */
const OFFERS = /[\\/]src[\\/]lib[\\/]games[\\/][^\\/]+[\\/](guide|lesson|practice)\.ts$/;

/**
 * Small modules shared by the pages that load those offers (or by the offers), left to the automatic
 * chunks too: one chunk per set of pages and offers that use them. Grouped by pages and merged by
 * size, each joined a neighbour that other pages load: the coach's session (the learn page's and the
 * table's) the table's chunk; the practice positions' one import (`practiceHand`) the looks
 * settings with their card faces; the reading pages' frame and the practice links (the rules and
 * practice pages') the rules sections, which brought the card faces to the practice list.
 */
const BESIDE_OFFERS = /[\\/]src[\\/]lib[\\/](coach[\\/]session\.ts|engine[\\/]practice\.ts|practice[\\/]href\.ts|ui[\\/]learn[\\/]ReadingPage\.svelte)$/;

/**
 * With grouped chunks, a stylesheet is named after every page that shares it ("app~nodes/0~nodes/7…"),
 * a path of nested folders. The stylesheets keep the name of their group only; the hash tells
 * them apart, as it does for the scripts.
 */
const shortAssetNames: Plugin = {
  name: 'trull:short-asset-names',
  enforce: 'post',
  config: (_, env) =>
    env.isSsrBuild
      ? undefined
      : {
          build: {
            rollupOptions: {
              output: {
                assetFileNames: (a: { names: string[] }) =>
                  `_app/immutable/assets/${(a.names[0] ?? 'asset').split('~')[0].replace(/\.[a-z]+$/, '')}.[hash][extname]`
              }
            }
          }
        }
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [sveltekit(), shortAssetNames],
  // The bot worker is one file (its dynamic imports are inlined), and it reaches the registry
  // through the rules' loaders. It never reads a game's guide, lesson or practice positions (the
  // pages that show them load them): left out, they do not grow it.
  worker: { rolldownOptions: { external: (id: string) => OFFERS.test(id) } },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: (id: string) => SHELL.has(id.split('?')[0]), priority: 2 },
                // The statistics page's own modules: merged by size, they joined the practice board's.
                { name: 'stats', test: /[\\/]src[\\/]lib[\\/](stats|ui[\\/]stats)[\\/]/, priority: 2 },
                {
                  name: 'app',
                  test: (id: string) => /[\\/]src[\\/]lib[\\/]/.test(id) && !OFFERS.test(id) && !BESIDE_OFFERS.test(id),
                  entriesAware: true,
                  entriesAwareMergeThreshold: MERGE_BYTES,
                  priority: 1
                }
              ]
            }
          }
        },
        // A dynamic import (a game's rules, chosen at the table) preloads its stylesheets only.
        // Vite would also add a <link rel="modulepreload"> to the page for each script it needs,
        // and adding those links cost the table's main thread 25 to 55 ms in one task at 4×
        // (docs/benchmarks.md, "Long tasks"); the browser fetches the same scripts as it meets
        // the imports, from the cache the service worker fills. The pages' own first scripts are
        // SvelteKit's links in the HTML, untouched.
        modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => d.endsWith('.css')) }
      },
  test: {
    environment: 'node',
    setupFiles: ['tests/helpers/setup.ts'],
    // Every core: the unit run is CPU-bound, and Vitest's default leaves one idle.
    maxWorkers: availableParallelism(),
    // A guard against a hung test, not a speed check: in `npm test` a test takes seconds (its
    // counts are the quick sample, tests/helpers/scale.ts); `npm run test:deep` plays thousands.
    testTimeout: process.env.TRULL_DEEP === '1' ? 900_000 : 60_000,
    projects: [
      {
        // The rules, bots and analyses: pure functions of their inputs. Their files share one
        // module graph per worker instead of loading it again for each file, which took a third
        // of the unit run (docs/testing.md). Module state there is only the caches the app keeps
        // across hands anyway.
        extends: true,
        test: { name: 'pure', include: unitFiles.pure, isolate: false }
      },
      {
        // Storage, the table, the pages' helpers: each file in a fresh module graph, with its
        // own fake IndexedDB and timers.
        extends: true,
        test: { name: 'isolated', include: unitFiles.isolated }
      }
    ]
  }
}));
