// npm run train -- <game> [options]: trains the game's learned model with the game's own script,
// src/lib/games/<game>/model/train.ts, which says its options (docs/bots.md, "The learned bid
// model"). A game owns its model, so this tool only finds the script; a game without one has none.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { metaOf } from '../lib/games/registry';

const id = process.argv[2] ?? '';
const script = new URL(`../lib/games/${id}/model/train.ts`, import.meta.url);
if (!metaOf(id)) {
  console.error(`error: npm run train -- <game>: unknown game "${id}"`);
  process.exit(1);
}
if (!existsSync(fileURLToPath(script))) {
  console.error(`error: ${metaOf(id)!.name} has no learned model to train`);
  process.exit(1);
}
// The game's script reads the same arguments (the game first) and runs on import.
await import(script.href);
