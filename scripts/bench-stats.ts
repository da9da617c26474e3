// The statistics page's benchmark (issue 29): 10,000 stored hands, the page opened at 4× CPU
// slowdown, goal at most 300 ms from navigation to the figures on the page (the page's own
// `stats-ready` mark). Not a test: the result goes into docs/benchmarks.md with command and date.
//
// Run (after `npx vite build`): nice -n 10 npx tsx scripts/bench-stats.ts
// HANDS=10000 RUNS=5 PORT=4329 GAME=<id> change the size, the number of openings, the preview's port
// and the game (the registry's first by default), played at its default player count.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { listedGames } from '../src/lib/games/registry';
import { loadModule } from '../src/lib/games/loaders';
import { exportFile, playedSessions, type SessionPlan } from '../tests/helpers/history';
import type { ExportFile } from '../src/lib/storage/export-file';
import { MAX_IMPORT_CHARS } from '../src/lib/storage/limits';
import { chromiumArgs } from '../playwright.config';

const HANDS = Number(process.env.HANDS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4329);
const PER_SESSION = 25;
const GAME = process.env.GAME ?? listedGames()[0].id;
const mod = await loadModule(GAME);
if (!mod) throw new Error(`no game ${GAME}`);
const seats = ['Me', 'Bot A', 'Bot B', 'Bot C', 'Bot D', 'Bot E'].slice(0, mod.meta.defaultPlayers);
const PER_FILE = 1_000;
const GOAL_MS = 300;
const base = `http://127.0.0.1:${PORT}`;

// One person against bots at the three levels, a session a day back from today.
const levels = ['easy', 'normal', 'strong'] as const;
const day = 86_400_000;
const now = Date.now();
const plans: SessionPlan[] = Array.from({ length: Math.ceil(HANDS / PER_SESSION) }, (_, i) => ({
  id: `bench-${i}`,
  names: seats,
  level: levels[i % 3],
  hands: Math.min(PER_SESSION, HANDS - i * PER_SESSION),
  at: now - (i + 1) * day,
  hints: { 0: i % 2 }
}));
process.stderr.write(`generating ${HANDS} hands in ${plans.length} sessions…\n`);
const files: string[] = [];
for (let i = 0; i < plans.length; i += PER_FILE / PER_SESSION) {
  const { sessions, hands } = playedSessions(mod, plans.slice(i, i + PER_FILE / PER_SESSION), i + 1, true);
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
  // The first file goes through the app's import (every hand replayed and checked: the history is
  // one the app accepts); the rest are written as that import writes its rows, in one transaction
  // each, since replaying ten thousand hands through the import takes a quarter of an hour here.
  for (const [i, text] of files.entries()) {
    process.stderr.write(`storing file ${i + 1} of ${files.length}…\n`);
    if (i === 0) {
      await page.getByTestId('import').setInputFiles({ name: 'bench-0.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.getByTestId('import-result').waitFor({ timeout: 600_000 });
      const msg = await page.getByTestId('import-result').textContent();
      if (!/new session/.test(msg ?? '')) throw new Error(`import: ${msg}`);
      continue;
    }
    await page.evaluate(async (json) => {
      const file = JSON.parse(json) as ExportFile;
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open('trull');
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      const tx = db.transaction(['sessions', 'hands', 'actions'], 'readwrite');
      for (const s of file.sessions) tx.objectStore('sessions').put(s);
      for (const h of file.hands) {
        const { actions, ...header } = h.record;
        tx.objectStore('hands').put({
          id: h.id,
          sessionId: h.sessionId,
          header,
          length: actions.length,
          status: h.status,
          createdAt: h.createdAt,
          updatedAt: h.updatedAt
        });
        actions.forEach((action, index) => tx.objectStore('actions').put({ handId: h.id, index, action }));
      }
      await new Promise((ok, ko) => {
        tx.oncomplete = ok;
        tx.onerror = () => ko(tx.error);
      });
      db.close();
    }, text);
  }

  const empty = await openings(browser, 'no hands stored');
  const full = await openings(browser, `${HANDS} hands stored`, context);
  await browser.close();
  const report = (label: string, r: { times: number[]; mount: number[] }) => {
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const t = [...r.times].sort((x, y) => x - y);
    console.log(
      `${label}: figures on the page after median ${median(t).toFixed(0)} ms (fastest ${t[0].toFixed(0)}, slowest ${t.at(-1)!.toFixed(0)}); the page's own start (navigation to mount) median ${median(r.mount).toFixed(0)} ms`
    );
  };
  console.log(`\n/stats/ opened at 4× CPU slowdown, 360×740, ${RUNS} openings after a warm-up each (goal ${GOAL_MS} ms with ${HANDS} hands):`);
  report('no hands stored', empty);
  report(`${HANDS} hands stored`, full);
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}, ${new Date().toISOString()}`
  );
} finally {
  server.kill();
}

/** Opens /stats/ RUNS times after a warm-up at 4× CPU slowdown; the page's marks of each opening. */
async function openings(browser: Browser, label: string, context?: BrowserContext): Promise<{ times: number[]; mount: number[] }> {
  const ctx = context ?? (await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' }));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times: number[] = [];
  const mount: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(`${base}/`);
    await page.goto(`${base}/stats/`);
    await page.locator('main[data-ready="true"]').waitFor();
    const marks = await page.evaluate(() =>
      Object.fromEntries(['stats-mount', 'stats-read', 'stats-ready'].map((m) => [m, Math.round(performance.getEntriesByName(m)[0]?.startTime ?? NaN)]))
    );
    const hands = (await page.locator('[data-figure="hands"]').count()) ? await page.locator('[data-figure="hands"]').first().textContent() : '0';
    // The first opening warms the HTTP cache (and the statistics' index) as a returning phone's would be.
    if (run > 0) {
      times.push(marks['stats-ready']);
      mount.push(marks['stats-mount']);
    }
    process.stderr.write(`${label}, opening ${run}${run ? '' : ' (warm-up)'}: ${JSON.stringify(marks)}, ${hands} hands shown\n`);
  }
  await page.close();
  return { times, mount };
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
