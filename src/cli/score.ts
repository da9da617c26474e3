// npm run score -- FILE: scores a scorekeeper entry and prints each seat's change as JSON.
import { readJson, runTool } from './io';
import { scoreFile } from './tools';

const input = readJson(process.argv.slice(2), 'npm run score -- entry.json');
runTool(() => scoreFile(input));
