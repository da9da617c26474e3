// The deep part of the browser tests (`npm run test:deep`, after its unit tests): every spec that
// samples its games or screens in `npm test` (it imports tests/helpers/scale.ts) runs with
// TRULL_DEEP=1: the items `npm test` left out. Found from the files, so a spec that starts sampling is never
// left out of the deep run (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'tests/e2e';
const specs = readdirSync(dir)
  .filter((f) => f.endsWith('.spec.ts') && readFileSync(`${dir}/${f}`, 'utf8').includes("from '../helpers/scale'"))
  .map((f) => `${dir}/${f}`)
  .sort();
if (!specs.length) throw new Error('e2e-deep: no spec samples; is the import of tests/helpers/scale.ts renamed?');
console.log(`e2e-deep: ${specs.join(' ')}`);
const run = spawnSync('node_modules/.bin/playwright', ['test', ...specs], { stdio: 'inherit', env: { ...process.env, TRULL_DEEP: '1' } });
process.exit(run.status ?? 1);
