// The import rule of ARCHITECTURE.md ("Layers and the dependency rule"), run by `npm run check`
// (scripts/check.mjs) as `depcruise src`. It says the same as the drawing there:
//
//   engine ← learn ← games ← bots, scorekeeper ← storage ← replay ← coach, practice, insight, stats ← worker
//          ← table ← i18n, prefs, pwa ← ui ← routes, cli
//
// A folder may import the folders of the layers to its left, never one of its own layer or to its
// right. So no two folders can import each other: a cycle between folders is an import to the
// right somewhere, and fails. Within a layer each folder stands alone; within `games/` no game
// imports another. Tests (`*.test.ts`) may reach anywhere (a rules test plays with the registry).
//
// Svelte components are read as the compiler's output, which drops `import type`: a component's
// type-only imports are not checked (ui/ and routes/ are the top layers, so they may import any
// of them anyway).

/** The layers from the bottom; each entry is a list of folders (src/lib/<name>, or a path). */
const LAYERS = [
  ['engine'],
  ['learn'],
  ['games'],
  ['bots', 'scorekeeper'],
  ['storage'],
  ['replay'],
  ['coach', 'practice', 'insight', 'stats'],
  ['worker'],
  ['table'],
  ['i18n.svelte.ts', 'prefs.svelte.ts', 'pwa.ts'],
  ['ui'],
  ['src/routes', 'src/cli', 'src/service-worker.ts', 'src/app.d.ts']
];

/**
 * Imports against the layers that are known and named, each to be removed by the work it names.
 * Nothing else may be added here without an issue that says when it goes. None today (issue 25
 * removed the last three).
 */
const EXCEPTIONS = [];

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder's (or a file's) path as a regular expression from the start of the path. */
const pathOf = (name) => {
  const p = name.startsWith('src/') ? name : `src/lib/${name}`;
  return /\.ts$/.test(p) ? `^${esc(p)}$` : `^${esc(p)}/`;
};

/** The folders of the layers from `rank` up, but `name`: what `name` may not import. */
const above = (rank, name) =>
  LAYERS.slice(rank)
    .flat()
    .filter((n) => n !== name)
    .map(pathOf);

const layerRules = LAYERS.flatMap((layer, rank) =>
  layer.map((name) => ({
    name: `layer-${name.replace(/^src\//, '').replace(/\.(svelte\.)?ts$/, '')}`,
    comment: `${name} may import only the layers below it (ARCHITECTURE.md).`,
    severity: 'error',
    from: { path: pathOf(name), pathNot: EXCEPTIONS.filter((e) => e.folder === name).map((e) => e.from) },
    to: { path: above(rank, name) }
  }))
);

const exceptionRules = EXCEPTIONS.map((e) => ({
  name: `exception-${e.name}`,
  comment: `${e.comment} Any other import of these files against the layers still fails.`,
  severity: 'error',
  from: { path: e.from },
  to: {
    path: above(
      LAYERS.findIndex((layer) => layer.includes(e.folder)),
      e.folder
    ),
    pathNot: e.to
  }
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...exceptionRules,
    {
      name: 'no-game-imports-another',
      comment: "A game owns its folder (ARCHITECTURE.md): what games share lives in engine/, never in another game's folder.",
      severity: 'error',
      from: { path: '^src/lib/games/([^/]+)/' },
      to: { path: '^src/lib/games/[^/]+/', pathNot: '^src/lib/games/$1/' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    // `import type` counts: a type from a higher layer ties the code to it as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // $lib in components (the compiled component is resolved without the tsconfig's paths).
    webpackConfig: { fileName: 'scripts/depcruise-resolve.mjs' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.svelte', '.mjs'] }
  }
};
