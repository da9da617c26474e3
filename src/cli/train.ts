// npm run train -- <game> [options]: trains the game's learned model with the game's own script,
// src/lib/games/<game>/model/train.ts, which says its options (docs/bots.md, "The learned bid
// model"). A game owns its model, so this tool only finds the script and hands it what lies above
// the games (ARCHITECTURE.md's layers): the game's strong search bot, and this tool as the command
// of the child processes that make the data (`<game> --child <chunk>`). A game without a script
// has no model.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { entryFor } from '../lib/games/registry';
import { loadGame } from '../lib/games/loaders';
import { searchGameOf, searchSettingsFor } from '../lib/bots/registry';
import { searchBot } from '../lib/bots/search';
import type { Trainer, TrainTools } from '../lib/learn/bid-training';

const id = process.argv[2] ?? '';
const entry = entryFor(id);
const script = new URL(`../lib/games/${id}/model/train.ts`, import.meta.url);
if (!entry) {
  console.error(`error: npm run train -- <game>: unknown game "${id}"`);
  process.exit(1);
}
if (!existsSync(fileURLToPath(script))) {
  console.error(`error: ${entry.meta.name} has no learned model to train`);
  process.exit(1);
}
/** The module as the app loads it: with the rule bot and the search phases its registry entry names. */
const mod = await loadGame(entry);
const tools: TrainTools = {
  search: (botId, worlds, level = 'strong') => searchBot(searchGameOf(mod), botId, { ...searchSettingsFor(mod, level), maxWorlds: worlds, minWorlds: worlds }),
  child: { script: fileURLToPath(import.meta.url), args: [id] }
};
// The game's script reads the same arguments (the game first) with `arg`.
const { trainer } = (await import(script.href)) as { trainer: Trainer<unknown> };
if (process.argv[3] === '--child') trainer.child(tools, JSON.parse(process.argv[4]));
else await trainer.main(tools);
