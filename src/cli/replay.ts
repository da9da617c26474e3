// npm run replay -- FILE: replays a hand record and prints the result as JSON (docs/formats.md).
import { readJson, runTool } from './io';
import { replayFile } from './tools';

const input = readJson(process.argv.slice(2), 'npm run replay -- hand.json');
runTool(() => replayFile(input));
