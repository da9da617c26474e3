// npm run score -- FILE: scores a scorekeeper entry and prints each seat's change as JSON.
import { readJson, fail, print } from './io';
import { scoreFile } from './tools';

const input = readJson(process.argv.slice(2), 'npm run score -- entry.json');
const out = scoreFile(input);
if ('error' in out) fail(String(out.error));
print(out);
