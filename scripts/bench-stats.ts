// The statistics page's benchmark (issue 29): 10,000 stored hands, the page opened at 4× CPU
// slowdown, goal at most 300 ms from navigation to the figures on the page (the page's own
// `stats-ready` mark). Not a test: the result goes into docs/benchmarks.md with command and date.
//
// Run (after `npx vite build`): nice -n 10 npx tsx scripts/bench-stats.ts
// HANDS=10000 RUNS=5 PORT=4329 change the size, the number of openings and the preview's port.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { droggnModule } from '../src/lib/games/droggn/index';
import { exportFile, playedSessions, type SessionPlan } from '../tests/helpers/history';
import { MAX_IMPORT_CHARS } from '../src/lib/storage/limits';
import { chromiumArgs } from '../playwright.config';

const HANDS = Number(process.env.HANDS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4329);
const PER_SESSION = 25;
const PER_FILE = 1_000;
const GOAL_MS = 300;
const base = `http://127.0.0.1:${PORT}`;

// One person against bots at the three levels, a session a day back from today.
const levels = ['easy', 'normal', 'strong'] as const;
const day = 86_400_000;
const now = Date.now();
const plans: SessionPlan[] = Array.from({ length: Math.ceil(HANDS / PER_SESSION) }, (_, i) => ({
  id: `bench-${i}`,
  names: ['Me', 'Bot A', 'Bot B'],
  level: levels[i % 3],
  hands: Math.min(PER_SESSION, HANDS - i * PER_SESSION),
  at: now - (i + 1) * day,
  hints: { 0: i % 2 }
}));
process.stderr.write(`generating ${HANDS} hands in ${plans.length} sessions…\n`);
const files: string[] = [];
for (let i = 0; i < plans.length; i += PER_FILE / PER_SESSION) {
  const { sessions, hands } = playedSessions(droggnModule, plans.slice(i, i + PER_FILE / PER_SESSION), i + 1, true);
  const text = JSON.stringify(exportFile(sessions, hands));
  if (text.length > MAX_IMPORT_CHARS) throw new Error(`file ${files.length + 1} is over the import limit`);
  files.push(text);
}

const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' });
try {
  await waitFor(base);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/settings/`);
  await page.locator('main[data-ready="true"]').waitFor();
  for (const [i, text] of files.entries()) {
    process.stderr.write(`importing file ${i + 1} of ${files.length}…\n`);
    const shown = page.getByTestId('import-result');
    const before = (await shown.count()) ? await shown.textContent() : null;
    await page.getByTestId('import').setInputFiles({ name: `bench-${i}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction((b) => {
      const el = document.querySelector('[data-testid="import-result"]');
      return el && el.textContent !== b;
    }, before, { timeout: 600_000 });
    const msg = await shown.textContent();
    if (!/new session/.test(msg ?? '')) throw new Error(`import ${i + 1}: ${msg}`);
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(`${base}/`);
    await page.goto(`${base}/stats/`);
    await page.locator('main[data-ready="true"]').waitFor();
    const marks = await page.evaluate(() => Object.fromEntries(['stats-mount', 'stats-read', 'stats-ready'].map((m) => [m, Math.round(performance.getEntriesByName(m)[0]?.startTime ?? NaN)])));
    const ms = marks['stats-ready'];
    const hands = await page.locator('[data-figure="hands"]').first().textContent();
    // The first opening warms the HTTP cache as a returning phone's would be; it is not counted.
    if (run > 0) times.push(ms);
    process.stderr.write(`opening ${run}${run ? '' : ' (warm-up)'}: ${ms.toFixed(0)} ms (${JSON.stringify(marks)}), ${hands} hands shown\n`);
  }
  await browser.close();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`\n${HANDS} stored hands, /stats/ opened at 4× CPU slowdown, ${RUNS} runs after a warm-up:`);
  console.log(`median ${median.toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms (goal ${GOAL_MS} ms)`);
  console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}, ${new Date().toISOString()}`);
} finally {
  server.kill();
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`${url} did not come up`);
}
