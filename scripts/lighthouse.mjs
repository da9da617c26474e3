// Runs Lighthouse (real Chromium, mobile: phone screen and throttling) on the home page, the
// table and a game's rules page, and writes the scores and the JavaScript a first visit downloads (gzipped) into
// docs/benchmarks.md, section "## Lighthouse" (other sections belong to others and stay as they are).
// Run: npm run lighthouse (builds first). Not part of npm test.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStaticServer } from '../tests/e2e/fixtures/static-server.mjs';
// Run by tsx (package.json), so the games' registry (TypeScript) can be read.
import { listedGames } from '../src/lib/games/registry.ts';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
// A game's rules page: the first game of the menu (the pages are built alike).
const firstRules = listedGames()[0].id;
const pages = [
  ['Home', '/'],
  ['Table', '/play/table/'],
  ['Rules', `/rules/${firstRules}/`]
].filter(([, path]) => existsSync(join('build', path, 'index.html')));

const server = await startStaticServer('build');
const out = mkdtempSync(join(tmpdir(), 'trull-lh-'));
const rows = [];
let firstVisitJs = null;
try {
  for (const [name, path] of pages) {
    const file = join(out, `${name}.json`);
    // Asynchronous: the static server runs in this process and must keep answering.
    await promisify(execFile)(
      'node',
      [
        'node_modules/lighthouse/cli/index.js',
        server.url + path,
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility,best-practices',
        '--quiet',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage`
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 }
    );
    const lhr = JSON.parse(readFileSync(file, 'utf8'));
    const score = (id) => lhr.categories[id].score.toFixed(2);
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual'
      )
      .filter((a) => Object.values(lhr.categories).some((c) => c.id !== 'performance' && c.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id);
    rows.push({
      name,
      path,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      fcp: lhr.audits['first-contentful-paint'].displayValue,
      lcp: lhr.audits['largest-contentful-paint'].displayValue,
      tbt: lhr.audits['total-blocking-time'].displayValue,
      cls: lhr.audits['cumulative-layout-shift'].displayValue,
      failing
    });
    if (path === '/') {
      // The scripts the home page loaded, gzipped at level 9 from the build (the server does not compress).
      const scripts = lhr.audits['network-requests'].details.items.filter((i) => i.resourceType === 'Script');
      let raw = 0;
      let gz = 0;
      for (const s of scripts) {
        const body = readFileSync(join('build', new URL(s.url).pathname));
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
      }
      firstVisitJs = { files: scripts.length, raw, gz };
    }
    console.log(`${name} ${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`);
  }
} finally {
  await server.stop();
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const chromeVersion = execFileSync(chrome, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim()
  .replace(/ built on.*/, '');
const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const section = [
  '## Lighthouse',
  '',
  `Produced by \`npm run lighthouse\` (scripts/lighthouse.mjs) on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion},`,
  `${chromeVersion}, its default mobile settings (phone screen, simulated slow 4G and 4× CPU slowdown), the`,
  'production build served locally by the project’s static server, which gzips text as any static host does. Goal: performance ≥ 0.95, accessibility and best practices 1.00.',
  '',
  '| page | path | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`),
  '',
  ...rows.filter((r) => r.failing.length).map((r) => `- ${r.name}: audits below 1 in accessibility / best practices: ${r.failing.join(', ')}.`),
  ...(pages.length < 3 ? ["- Some pages (the table `/play/table/`, the first game's rules page) were not in the build when this ran."] : []),
  firstVisitJs
    ? `- JavaScript of a first visit to the home page: ${firstVisitJs.files} files, ${kb(firstVisitJs.raw)} raw, **${kb(firstVisitJs.gz)} gzipped** (level 9).`
    : '',
  ''
].join('\n');

const docPath = 'docs/benchmarks.md';
let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
const start = doc.indexOf('\n## Lighthouse\n');
if (start === -1) doc = doc.replace(/\n*$/, '\n\n') + section;
else {
  const next = doc.indexOf('\n## ', start + 1);
  doc =
    doc.slice(0, start + 1) +
    section +
    (next === -1
      ? ''
      : doc
          .slice(next + 1)
          .replace(/^/, '\n')
          .replace(/^\n+/, '\n'));
}
writeFileSync(docPath, doc.replace(/\n{3,}/g, '\n\n'));
console.log(`wrote the Lighthouse section of ${docPath}`);
